import Testing

/// `sender ?? fallback`: a helper that presents from the screen it is given, or from a
/// screen of its own when given none. A caller that passes nothing gets the fallback; a
/// function no traced path calls passes a screen the import cannot see, so where it
/// presents is not the fallback's but unknown (an entry), not an invented arrow.
extension CodeConstructTests {
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
}
