import UIKit
import LaunchKit

/// Waits for the database, then shows the tabs as its child (not modally), so card
/// presentations from the tabs keep their tint.
final class LaunchViewController: LKLaunchViewController {
    var showsProgress = false
    private var destinationViewController: UIViewController!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Made now, so the tabs can register for notifications before launch finishes.
        destinationViewController = storyboard!.instantiateViewController(withIdentifier: "mainTabs") as! MainTabBarController
    }

    /// LKLaunchViewController calls this once its launch conditions pass.
    override func finishLaunching() {
        super.finishLaunching()
        destinationViewController.view.frame = view.bounds
        addChild(destinationViewController)
        view.addSubview(destinationViewController.view)
        destinationViewController.didMove(toParent: self)
    }
}
