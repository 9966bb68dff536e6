import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var services: Services?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        services = Services()
        return true
    }
}

final class Services {
    let session = SessionStore()
}

final class SessionStore {
    var isSignedIn: Bool { UserDefaults.standard.string(forKey: "token") != nil }
}
