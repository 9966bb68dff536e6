#import "Invites-Swift.h"

@implementation WelcomePresenter
+ (void)presentFrom:(UIViewController *)controller {
    [controller presentViewController:[[WelcomeViewController alloc] init] animated:YES completion:nil];
}
@end
