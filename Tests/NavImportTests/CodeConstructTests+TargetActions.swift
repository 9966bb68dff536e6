import Testing

/// Target actions: UIKit calls a button's `@IBAction`, or an `@objc` function a `#selector`
/// names, when the user taps it. Each is a user action of its screen, even where the app calls
/// another function of the same name (the coordinator's that the action hands on to).
extension CodeConstructTests {
    /// An onboarding screen whose About button (`@IBAction`, connected in a xib) and Help bar
    /// button (`#selector`) each ask the coordinator, through a function of the same name.
    private static let onboardingApp = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: AppCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let window = UIWindow(windowScene: scene as! UIWindowScene)
                let coordinator = AppCoordinator(window: window)
                coordinator.start()
                self.coordinator = coordinator
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        protocol OnboardingDelegate: AnyObject {
            func showAbout()
            func showHelp()
        }
        final class AppCoordinator: OnboardingDelegate {
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                let controller = OnboardingViewController()
                controller.coordinatorDelegate = self
                window.rootViewController = controller
            }
            func showAbout() {
                guard let root = window.rootViewController else { return }
                root.present(SFSafariViewController(url: URL(string: "https://example.com/about")!), animated: true)
            }
            func showHelp() {
                guard let root = window.rootViewController else { return }
                root.present(UINavigationController(rootViewController: HelpViewController()), animated: true)
            }
        }
        final class OnboardingViewController: UIViewController {
            weak var coordinatorDelegate: OnboardingDelegate?
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(showHelp))
            }
            @IBAction private func showAbout() {
                coordinatorDelegate?.showAbout()
            }
            @objc private func showHelp() {
                coordinatorDelegate?.showHelp()
            }
        }
        final class HelpViewController: UIViewController {}
        """

    @Test func aTargetActionIsAUserActionEvenWhereTheAppCallsAFunctionOfItsName() throws {
        let text = try imported(Self.onboardingApp)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("root Onboarding: OnboardingViewController") }, "\(text)")
        // Both buttons present from the onboarding screen, in the code's order: no entry run from elsewhere.
        let about = lines.firstIndex { $0.hasPrefix("Onboarding present SFSafari: SFSafariViewController") }
        let help = lines.firstIndex { $0.hasPrefix("Onboarding present nav HelpNav") || $0.hasPrefix("Onboarding present nav Help") }
        #expect(about != nil, "\(text)")
        #expect(help != nil, "\(text)")
        #expect(!text.contains("entry:"), "\(text)")
    }
}
