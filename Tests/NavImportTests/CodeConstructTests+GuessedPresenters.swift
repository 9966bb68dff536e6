import Testing

/// Code no traced path reaches presents from a screen the import cannot see: what it shows
/// is an entry (or, for an alert, a note), never an arrow from a screen the import guesses.
extension CodeConstructTests {
    /// `sender ?? fallback`: a helper that presents from the screen it is given, or from a
    /// screen of its own when given none. A caller that passes nothing gets the fallback; a
    /// function no traced path calls passes a screen the import cannot see.
    private static let routerApp = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let window = UIWindow(windowScene: scene as! UIWindowScene)
                window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                window.makeKeyAndVisible()
                self.window = window
                Router.shared.window = window
            }
        }
        final class Router {
            static let shared = Router()
            var window: UIWindow?
            func show(_ controller: UIViewController, from sender: UIViewController? = nil) {
                guard let presenter = sender ?? window?.rootViewController else { return }
                presenter.present(controller, animated: true)
            }
            func openLink(from screen: UIViewController) {
                show(SFSafariViewController(url: URL(string: "https://example.com")!), from: screen)
            }
        }
        final class HomeViewController: UIViewController {
            @IBAction private func compose() {
                Router.shared.show(ComposeViewController())
            }
        }
        final class ComposeViewController: UIViewController {}
        """

    @Test func aHelperGivenNoScreenPresentsFromItsFallbackAndOneGivenAnUnseenScreenIsAnEntry() throws {
        let text = try imported(Self.routerApp)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        // `show(…)` with its default `nil`: the window's root presents.
        #expect(lines.contains { $0.hasPrefix("HomeNav present Compose: ComposeViewController") }, "\(text)")
        // `openLink(from:)` runs on no traced path: its screen is unknown, so the Safari view is an entry.
        #expect(lines.contains { $0.hasPrefix("entry SFSafari: SFSafariViewController") }, "\(text)")
        #expect(!lines.contains { $0.contains(" present SFSafari") }, "\(text)")
    }

    /// An alert of the app's own class handed to a delegate the import cannot see: no code it
    /// reads presents it, and drawn from the screen on top it would be an invented arrow.
    @Test func anAlertClassMadeWhereNoPathGoesIsANoteNotAnArrowFromTheTop() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: BrowserViewController())
                }
            }
            final class SignInAlert: UIAlertController {
                convenience init(host: String) {
                    self.init(title: "Sign in to \\(host)", message: nil, preferredStyle: .alert)
                }
            }
            protocol BrowserDelegate: AnyObject {
                func browser(_ browser: BrowserViewController, wantsToShow alert: UIAlertController)
            }
            final class BrowserViewController: UIViewController {
                weak var delegate: BrowserDelegate?
                func askForSignIn(host: String) {
                    let alert = SignInAlert(host: host)
                    delegate?.browser(self, wantsToShow: alert)
                }
            }
            """)
        expectChecks(text)
        #expect(!text.contains("present alert"), "\(text)")
        #expect(text.contains("shows over a screen it only guesses"), "\(text)")
    }

    /// A deep link's handler no path reaches, presenting on the screen it finds by walking
    /// from the window's root (what it presents, the selected tab, the stack's top): that
    /// screen, and its navigation controller, are a guess; what it shows is an entry. A
    /// coordinator's own navigation controller is no guess: its push stays an arrow.
    @Test func aScreenFoundByWalkingFromTheWindowInUnreachedCodeIsAGuess() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let coordinator = AppCoordinator()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [coordinator.navigationController, UINavigationController(rootViewController: SearchViewController())]
                    window?.rootViewController = tabs
                }
                func openLink(_ url: URL) {
                    window?.rootViewController?.topMost.navigationController?.pushViewController(ArticleViewController(), animated: true)
                    coordinator.showSettings()
                }
            }
            extension UIViewController {
                var topMost: UIViewController {
                    if let presented = presentedViewController { return presented.topMost }
                    if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController { return selected.topMost }
                    if let navigation = self as? UINavigationController, let top = navigation.topViewController { return top.topMost }
                    return self
                }
            }
            final class AppCoordinator {
                let navigationController = UINavigationController(rootViewController: HomeViewController())
                func showSettings() {
                    navigationController.pushViewController(SettingsViewController(), animated: true)
                }
            }
            final class HomeViewController: UIViewController {}
            final class SearchViewController: UIViewController {}
            final class ArticleViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            """)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("entry Article: ArticleViewController") }, "\(text)")
        #expect(!lines.contains { $0.contains(" push Article") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("HomeNav push Settings: SettingsViewController") }, "\(text)")
    }
}
