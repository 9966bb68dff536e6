import UIKit

/// The app's window shows the vault; a second window above it shows the passcode lock.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var lockWindow: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: VaultViewController())
        self.window = window
        window.makeKeyAndVisible()
        showLock(in: windowScene)
    }

    private func showLock(in windowScene: UIWindowScene) {
        let lockWindow = UIWindow(windowScene: windowScene)
        lockWindow.windowLevel = .alert + 1
        lockWindow.rootViewController = PasscodeViewController()
        lockWindow.makeKeyAndVisible()
        self.lockWindow = lockWindow
    }
}
