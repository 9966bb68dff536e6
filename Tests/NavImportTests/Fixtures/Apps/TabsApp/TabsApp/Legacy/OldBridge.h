#import <UIKit/UIKit.h>
@interface OldBridge : NSObject
+ (void)openLegacyFrom:(UIViewController *)controller;
@end
