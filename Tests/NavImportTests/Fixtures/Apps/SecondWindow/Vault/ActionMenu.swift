import UIKit

/// A menu that slides up in a window of its own above the app, like an options picker.
final class ActionMenu {
    private var window: UIWindow?
    private let menu = ActionMenuViewController()

    func show(statusBarStyle: UIStatusBarStyle) {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = menu
        window?.windowLevel = .alert
        window?.makeKeyAndVisible()
    }
}

final class ActionMenuViewController: UIViewController {}
