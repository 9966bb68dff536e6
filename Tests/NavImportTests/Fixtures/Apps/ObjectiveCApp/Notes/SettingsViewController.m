#import "SettingsViewController.h"

@implementation SettingsViewController

- (IBAction)done:(id)sender
{
    [[self presentingViewController] dismissViewControllerAnimated:YES completion:nil];
}

@end
