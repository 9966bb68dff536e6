#import "RootViewController.h"
#import "SettingsViewController.h"

@interface RootViewController ()
@property (nonatomic, strong) UIViewController *mainViewController;
@end

@implementation RootViewController

- (instancetype)initWithMainViewController:(UIViewController *)mainViewController
{
    self = [super init];
    if (self) {
        self.mainViewController = mainViewController;
        [self embedMain];
    }
    return self;
}

- (void)embedMain
{
    [self addChildViewController:self.mainViewController];
    [self.view addSubview:self.mainViewController.view];
    [self.mainViewController didMoveToParentViewController:self];
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
    [button addTarget:self action:@selector(showSettings:) forControlEvents:UIControlEventTouchUpInside];
}

- (void)showSettings:(id)sender
{
    SettingsViewController *settings = [[SettingsViewController alloc] init];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:settings];
    navigation.modalPresentationStyle = UIModalPresentationFormSheet;
    [self presentViewController:navigation animated:YES completion:nil];
}

@end
