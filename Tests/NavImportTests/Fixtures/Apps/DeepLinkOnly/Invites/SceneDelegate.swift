import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: TeamViewController())
        window?.makeKeyAndVisible()
    }

    /// invites://join/CODE opens the invitation over whatever is on screen.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, url.host == "join" else { return }
        let invitation = InvitationViewController()
        window?.rootViewController?.present(UINavigationController(rootViewController: invitation), animated: true)
    }
}
