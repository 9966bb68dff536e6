#import "EditorViewController.h"

@implementation EditorViewController

/* The Delete button: asks first, then goes back to the list. */
- (IBAction)deleteNote:(id)sender
{
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete Note?"
                                                                   message:nil
                                                            preferredStyle:UIAlertControllerStyleAlert];
    __weak typeof(self) weakSelf = self;
    [alert addAction:[UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
        [weakSelf.navigationController popViewControllerAnimated:YES];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

@end
