#import "OldBridge.h"
@implementation OldBridge
+ (void)openLegacyFrom:(UIViewController *)controller {
    [controller.navigationController pushViewController:[UIViewController new] animated:YES];
}
@end
