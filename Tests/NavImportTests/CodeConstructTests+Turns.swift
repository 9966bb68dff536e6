import Testing

/// A screen's buttons run in later turns of the run loop than the call that showed it, and
/// only a navigation stack's path grows a stack.
extension CodeConstructTests {
    /// A coordinator that presents its welcome screen a turn after launch, and whose welcome
    /// screen's Log In button calls the same `present(scene:…)` that showed it.
    @Test func aScreensButtonRunsTheCoordinatorFunctionThatShowedIt() throws {
        let text = try imported(
            """
            protocol NeedsDependency: AnyObject {
                var coordinator: SceneCoordinator! { get set }
            }
            enum Scene { case welcome, login }
            enum Transition { case modal(animated: Bool), show }
            final class SceneCoordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                    DispatchQueue.main.async {
                        self.present(scene: .welcome, from: self.window.rootViewController, transition: .modal(animated: true))
                    }
                }
                @discardableResult
                func present(scene: Scene, from sender: UIViewController?, transition: Transition) -> UIViewController? {
                    guard let viewController = make(scene), let presenting = sender else { return nil }
                    switch transition {
                    case .show:
                        presenting.show(viewController, sender: sender)
                    case .modal(let animated):
                        presenting.present(UINavigationController(rootViewController: viewController), animated: animated)
                    }
                    return viewController
                }
                private func make(_ scene: Scene) -> UIViewController? {
                    let viewController: UIViewController
                    switch scene {
                    case .welcome: viewController = WelcomeViewController()
                    case .login: viewController = LoginViewController()
                    }
                    (viewController as? NeedsDependency)?.coordinator = self
                    return viewController
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: SceneCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let window = UIWindow()
                    self.window = window
                    coordinator = SceneCoordinator(window: window)
                    coordinator?.start()
                    window.makeKeyAndVisible()
                }
            }
            final class HomeViewController: UIViewController {}
            final class WelcomeViewController: UIViewController, NeedsDependency {
                weak var coordinator: SceneCoordinator!
                private let logInButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    logInButton.addTarget(self, action: #selector(logIn), for: .touchUpInside)
                }
                @objc private func logIn() {
                    coordinator.present(scene: .login, from: self, transition: .show)
                }
            }
            final class LoginViewController: UIViewController {}
            """)
        #expect(text.contains("HomeNav present nav WelcomeNav ["))
        let shown = try #require(text.split(separator: "\n").first { $0.hasPrefix("Welcome show Login: LoginViewController") })
        // Asked for by the button alone: the launch's call that showed the welcome screen had returned.
        #expect(shown.hasSuffix("App.swift:20 show, asked at App.swift:56"), "\(shown)")
        #expect(!text.contains("calls itself"))
    }

    /// A launch that shows a tab bar, asks for the welcome screen a turn later, and routes the
    /// link it was opened with: the welcome screen is presented first, before the user can tap
    /// anything on the tabs (a turn after launch is before any tap), and a plain launch routes no
    /// link, so the tabs start at their roots; the link comes later, from the screen on top.
    @Test func aLaunchDispatchRunsBeforeTheFirstTapAndALinkIsNoPartOfThePlainLaunch() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let tabs = MainTabBarController()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                    self.window = window
                    if let context = connectionOptions.urlContexts.first {
                        route(context.url)
                    }
                    DispatchQueue.main.async {
                        self.tabs.present(UINavigationController(rootViewController: WelcomeViewController()), animated: true)
                    }
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    if let url = URLContexts.first?.url { route(url) }
                }
                private func route(_ url: URL) {
                    (tabs.selectedViewController as? UINavigationController)?.pushViewController(PostViewController(), animated: true)
                }
            }
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: FeedViewController())]
                }
            }
            final class FeedViewController: UIViewController {
                @IBAction func compose() {
                    present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
                }
            }
            final class WelcomeViewController: UIViewController {}
            final class ComposeViewController: UIViewController {}
            final class PostViewController: UIViewController {}
            """)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        let root = try #require(lines.firstIndex { $0.hasPrefix("root tabs MainTabBarController") })
        let rootEnd = try #require(lines[root...].firstIndex { $0.hasPrefix("]") })
        #expect(!lines[root...rootEnd].contains { $0.contains("Post") }, "a plain launch routes no link\n\(text)")
        let welcome = try #require(lines.firstIndex { $0.contains("present nav WelcomeNav") }, "\(text)")
        let compose = try #require(lines.firstIndex { $0.contains("present nav ComposeNav") }, "\(text)")
        #expect(welcome < compose, "the welcome screen comes a turn after launch, before the first tap\n\(text)")
        // The link is routed later, when it comes: from the screen on top, as an entry.
        #expect(lines.contains { $0.contains("push Post: PostViewController") }, "\(text)")
    }

    /// An alert a coordinator shows, whose button asks the same coordinator for the next screen:
    /// the tap is a later turn, so the coordinator's function runs again.
    @Test func anAlertsButtonRunsTheCoordinatorFunctionThatShowedTheAlert() throws {
        let text = try imported(
            """
            enum Scene {
                case alert(UIAlertController)
                case resend
            }
            final class Coordinator {
                func present(scene: Scene, from presenter: UIViewController) {
                    switch scene {
                    case .alert(let alert): presenter.present(alert, animated: true)
                    case .resend: presenter.present(UINavigationController(rootViewController: ResendViewController()), animated: true)
                    }
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = ConfirmViewController()
                }
            }
            final class ConfirmViewController: UIViewController {
                let coordinator = Coordinator()
                @objc func resendPressed() {
                    let alert = UIAlertController(title: "No e-mail?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Resend", style: .default) { _ in
                        self.coordinator.present(scene: .resend, from: self)
                    })
                    coordinator.present(scene: .alert(alert), from: self)
                }
            }
            final class ResendViewController: UIViewController {}
            """)
        #expect(text.contains("Confirm present alert NoEMailAlert"), "\(text)")
        #expect(text.contains("Confirm present nav ResendNav ["), "\(text)")
        #expect(!text.contains("calls itself"))
        expectChecks(text)
    }

    /// A router whose `path` a `NavigationStack(path:)` follows, beside an API client whose
    /// URL's `path` grows by text: only the router's append pushes.
    @Test func aURLsPathGrowingByTextPushesNothing() throws {
        let text = try imported(
            """
            enum Route: Hashable { case detail }
            @Observable final class Router {
                var path: [Route] = []
                func navigate(to route: Route) { path.append(route) }
            }
            struct Client {
                func url(for endpoint: String) -> URL? {
                    var components = URLComponents()
                    components.path += "/api/v1/\\(endpoint)"
                    components.path.append("/")
                    return components.url
                }
            }
            @main
            struct FeedApp: App {
                var body: some Scene { WindowGroup { FeedView() } }
            }
            struct FeedView: View {
                @State private var router = Router()
                let client = Client()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        List {
                            Button("Refresh") { _ = client.url(for: "timeline") }
                            Button("Open") { router.navigate(to: .detail) }
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .detail: DetailView()
                            }
                        }
                    }
                }
            }
            struct DetailView: View {
                var body: some View { Text("Detail") }
            }
            """)
        let pushes = text.split(separator: "\n").filter { $0.hasPrefix("FeedView push DetailView") }
        #expect(pushes.count == 1, "\(text)")
        #expect(text.contains("# App.swift:4 path.append to .navigationDestination(for: Route.self)"))
        #expect(!text.contains("App.swift:9 path.append") && !text.contains("App.swift:10 path.append"))
    }

    /// An options sheet whose buttons ask its delegate, which dismisses the sheet and presents
    /// the next screen after a delay: the dispatched present runs once the sheet is gone.
    @Test func aPresentDispatchedAfterADismissRunsOnceTheSheetIsGone() throws {
        let text = try imported(
            """
            protocol OptionsDelegate: AnyObject {
                func optionsDidPressShare(_ sender: OptionsViewController)
                func optionsDidPressHistory(_ sender: OptionsViewController)
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: EditorViewController())
                }
            }
            final class EditorViewController: UIViewController, OptionsDelegate {
                @IBAction func optionsPressed(_ sender: UIBarButtonItem) {
                    let options = OptionsViewController()
                    options.delegate = self
                    present(UINavigationController(rootViewController: options), animated: true)
                }
                func optionsDidPressShare(_ sender: OptionsViewController) {
                    sender.dismiss(animated: true, completion: nil)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                        self.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                    }
                }
                func optionsDidPressHistory(_ sender: OptionsViewController) {
                    sender.dismiss(animated: true, completion: nil)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.present(HistoryViewController(), animated: true) }
                }
            }
            final class HistoryViewController: UIViewController {}
            final class OptionsViewController: UIViewController {
                weak var delegate: OptionsDelegate?
                @IBAction func sharePressed() { delegate?.optionsDidPressShare(self) }
                @IBAction func historyPressed() { delegate?.optionsDidPressHistory(self) }
            }
            """)
        expectChecks(text)
        let steps = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix(" ") && !$0.hasPrefix("]") }
            .map { $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
        #expect(
            Array(steps.drop { !$0.hasPrefix("Editor present nav OptionsNav") }) == [
                "Editor present nav OptionsNav [", "Options dismiss", "Editor present UIActivity: UIActivityViewController", "UIActivity dismiss",
                "Editor present OptionsNav", "Options dismiss", "Editor present History: HistoryViewController", "History dismiss",
            ], "\(text)")
        #expect(!text.contains("R19"), "nothing is presented while the sheet is up")
    }
}
