import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
              let delegate = UIApplication.shared.delegate as? AppDelegate,
              let services = delegate.services else { return }

        let window = UIWindow(windowScene: windowScene)
        self.window = window
        window.makeKeyAndVisible()
        // Called before it is declared: Swift allows it for local functions.
        start(in: window, services: services)

        func start(in window: UIWindow, services: Services) {
            let coordinator = AppCoordinator(window: window, services: services)
            coordinator.start()
            self.coordinator = coordinator
        }
    }
}
