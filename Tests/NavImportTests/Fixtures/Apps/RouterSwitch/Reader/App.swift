import UIKit
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController(coordinator: Coordinator()))
        window?.makeKeyAndVisible()
    }
}
enum Scene { case settings, profile(id: String), compose }
final class Coordinator {
    func present(scene: Scene, from sender: UIViewController?) {
        guard let viewController = get(scene: scene) else { return }
        sender?.present(viewController, animated: true)
    }
    private func get(scene: Scene) -> UIViewController? {
        let viewController: UIViewController?
        switch scene {
        case .settings: viewController = SettingsViewController()
        case .profile(let id): viewController = ProfileViewController(id: id)
        case .compose: viewController = ComposeViewController()
        }
        return viewController
    }
}
final class HomeViewController: UIViewController {
    let coordinator: Coordinator
    init(coordinator: Coordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    @objc func openSettings() { coordinator.present(scene: .settings, from: self) }
    @objc func openProfile() { coordinator.present(scene: .profile(id: "me"), from: self) }
}
final class SettingsViewController: UIViewController {}
final class ProfileViewController: UIViewController { init(id: String) { super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { fatalError() } }
final class ComposeViewController: UIViewController {}
