#import <UIKit/UIKit.h>

@interface EditorViewController : UIViewController
@end
