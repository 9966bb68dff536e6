import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // UIKit has loaded Main.storyboard's initial view controller into the window by now.
        guard let launch = window?.rootViewController as? LaunchViewController else {
            fatalError("Main.storyboard must start with the launch screen")
        }
        launch.showsProgress = true
        return true
    }
}
