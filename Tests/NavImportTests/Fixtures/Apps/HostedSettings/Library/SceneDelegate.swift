import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var settingsCoordinator: SettingsCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        let coordinator = SettingsCoordinator(navigationController: navigationController)
        coordinator.start(animated: false)
        settingsCoordinator = coordinator
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
    }
}
