#import <UIKit/UIKit.h>

/// A container that embeds the main navigation controller and presents Settings.
@interface RootViewController : UIViewController
@property (nonatomic, strong, readonly) UIViewController *mainViewController;
- (instancetype)initWithMainViewController:(UIViewController *)mainViewController;
@end
