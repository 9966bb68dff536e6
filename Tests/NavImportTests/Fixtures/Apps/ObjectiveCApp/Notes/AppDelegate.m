#import "AppDelegate.h"
#import "RootViewController.h"
#import "Notes-Swift.h"

#if 0
@implementation LegacyLauncher
- (void)launch { [self.window setRootViewController:nil]; }
@end
#endif

@interface AppDelegate ()
@property (nonatomic, strong) UINavigationController *navigationController;
@end

@implementation AppDelegate

// UIKit runs this before application:didFinishLaunchingWithOptions:.
- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    NotesViewController *notes = [NotesViewController new];
    self.navigationController = [[UINavigationController alloc] initWithRootViewController:notes];
    self.window.rootViewController = [[RootViewController alloc] initWithMainViewController:_navigationController];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
