#import <UIKit/UIKit.h>

@interface SettingsViewController : UITableViewController
@end
