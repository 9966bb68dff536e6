import Testing

/// A coordinator's route that carries the view controller to show: the `switch` binds it.
extension CodeConstructTests {
    @Test func aRouteCarriesTheViewControllerItShows() throws {
        let text = try imported(
            """
            enum Route {
                case modal(UIViewController, animated: Bool)
                case alert(UIAlertController)
            }
            final class Router {
                weak var root: UIViewController?
                func go(_ route: Route) {
                    switch route {
                    case .modal(let controller, _):
                        root?.present(UINavigationController(rootViewController: controller), animated: true)
                    case let .alert(alert):
                        root?.present(alert, animated: true)
                    }
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = HomeViewController()
                }
            }
            final class HomeViewController: UIViewController {
                let router = Router()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    router.root = self
                }
                @objc func showSettings() {
                    router.go(.modal(SettingsViewController(), animated: true))
                }
                @objc func confirmSignOut() {
                    let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: "Sign out", style: .destructive))
                    router.go(.alert(alert))
                }
            }
            final class SettingsViewController: UIViewController {}
            """)
        #expect(text.contains("Home present nav SettingsNav ["), "\(text)")
        #expect(text.contains("Home present actionSheet SignOutActionSheet"), "\(text)")
        expectChecks(text)
    }
}
