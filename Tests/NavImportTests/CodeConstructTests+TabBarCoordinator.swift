import Testing

/// The tab bar coordinator tutorials teach, written as they teach it.
extension CodeConstructTests {
    /// The tab bar coordinator template: an app coordinator that runs a login coordinator, then,
    /// told by it that it finished (a `type` each coordinator returns as a literal), a tab
    /// coordinator that makes a navigation controller per page (`.init()` of a declared type)
    /// and sets them on a tab bar it puts on the app's stack.
    private static let tabBarCoordinatorApp = """
        protocol Coordinator: AnyObject {
            var finishDelegate: CoordinatorFinishDelegate? { get set }
            var navigationController: UINavigationController { get set }
            var childCoordinators: [Coordinator] { get set }
            var type: CoordinatorType { get }
            func start()
            func finish()
            init(_ navigationController: UINavigationController)
        }

        extension Coordinator {
            func finish() {
                childCoordinators.removeAll()
                finishDelegate?.coordinatorDidFinish(childCoordinator: self)
            }
        }

        protocol CoordinatorFinishDelegate: AnyObject {
            func coordinatorDidFinish(childCoordinator: Coordinator)
        }

        enum CoordinatorType {
            case app, login, tab
        }

        enum TabBarPage {
            case ready, steady, go

            init?(index: Int) {
                switch index {
                case 0: self = .ready
                case 1: self = .steady
                case 2: self = .go
                default: return nil
                }
            }

            func pageTitleValue() -> String {
                switch self {
                case .ready: return "Ready"
                case .steady: return "Steady"
                case .go: return "Go"
                }
            }

            func pageOrderNumber() -> Int {
                switch self {
                case .ready: return 0
                case .steady: return 1
                case .go: return 2
                }
            }
        }

        class AppCoordinator: Coordinator {
            weak var finishDelegate: CoordinatorFinishDelegate? = nil
            var navigationController: UINavigationController
            var childCoordinators = [Coordinator]()
            var type: CoordinatorType { .app }

            required init(_ navigationController: UINavigationController) {
                self.navigationController = navigationController
                navigationController.setNavigationBarHidden(true, animated: true)
            }

            func start() {
                showLoginFlow()
            }

            func showLoginFlow() {
                let loginCoordinator = LoginCoordinator.init(navigationController)
                loginCoordinator.finishDelegate = self
                loginCoordinator.start()
                childCoordinators.append(loginCoordinator)
            }

            func showMainFlow() {
                let tabCoordinator = TabCoordinator.init(navigationController)
                tabCoordinator.finishDelegate = self
                tabCoordinator.start()
                childCoordinators.append(tabCoordinator)
            }
        }

        extension AppCoordinator: CoordinatorFinishDelegate {
            func coordinatorDidFinish(childCoordinator: Coordinator) {
                childCoordinators = childCoordinators.filter({ $0.type != childCoordinator.type })
                switch childCoordinator.type {
                case .tab:
                    navigationController.viewControllers.removeAll()
                    showLoginFlow()
                case .login:
                    navigationController.viewControllers.removeAll()
                    showMainFlow()
                default:
                    break
                }
            }
        }

        class LoginCoordinator: Coordinator {
            weak var finishDelegate: CoordinatorFinishDelegate?
            var navigationController: UINavigationController
            var childCoordinators: [Coordinator] = []
            var type: CoordinatorType { .login }

            required init(_ navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                let loginVC = LoginViewController()
                loginVC.didSendEventClosure = { [weak self] event in
                    self?.finish()
                }
                navigationController.pushViewController(loginVC, animated: true)
            }
        }

        class TabCoordinator: NSObject, Coordinator {
            weak var finishDelegate: CoordinatorFinishDelegate?
            var childCoordinators: [Coordinator] = []
            var navigationController: UINavigationController
            var tabBarController: UITabBarController
            var type: CoordinatorType { .tab }

            required init(_ navigationController: UINavigationController) {
                self.navigationController = navigationController
                self.tabBarController = .init()
            }

            func start() {
                let pages: [TabBarPage] = [.go, .steady, .ready].sorted(by: { $0.pageOrderNumber() < $1.pageOrderNumber() })
                let controllers: [UINavigationController] = pages.map({ getTabController($0) })
                prepareTabBarController(withTabControllers: controllers)
            }

            private func prepareTabBarController(withTabControllers tabControllers: [UIViewController]) {
                tabBarController.delegate = self
                tabBarController.setViewControllers(tabControllers, animated: true)
                tabBarController.selectedIndex = TabBarPage.ready.pageOrderNumber()
                tabBarController.tabBar.isTranslucent = false
                navigationController.viewControllers = [tabBarController]
            }

            private func getTabController(_ page: TabBarPage) -> UINavigationController {
                let navController = UINavigationController()
                navController.setNavigationBarHidden(false, animated: false)
                navController.tabBarItem = UITabBarItem.init(title: page.pageTitleValue(), image: nil, tag: page.pageOrderNumber())
                switch page {
                case .ready:
                    let readyVC = ReadyViewController()
                    readyVC.didSendEventClosure = { [weak self] event in
                        switch event {
                        case .ready:
                            self?.selectPage(.steady)
                        }
                    }
                    navController.pushViewController(readyVC, animated: true)
                case .steady:
                    let steadyVC = SteadyViewController()
                    steadyVC.didSendEventClosure = { [weak self] event in
                        switch event {
                        case .steady:
                            self?.selectPage(.go)
                        }
                    }
                    navController.pushViewController(steadyVC, animated: true)
                case .go:
                    let goVC = GoViewController()
                    goVC.didSendEventClosure = { [weak self] event in
                        switch event {
                        case .go:
                            self?.finish()
                        }
                    }
                    navController.pushViewController(goVC, animated: true)
                }
                return navController
            }

            func selectPage(_ page: TabBarPage) {
                tabBarController.selectedIndex = page.pageOrderNumber()
            }
        }

        extension TabCoordinator: UITabBarControllerDelegate {}

        class LoginViewController: UIViewController {
            var didSendEventClosure: ((LoginViewController.Event) -> Void)?
            @objc private func didTapLoginButton(_ sender: Any) {
                didSendEventClosure?(.login)
            }
            enum Event { case login }
        }

        class ReadyViewController: UIViewController {
            var didSendEventClosure: ((ReadyViewController.Event) -> Void)?
            @objc private func didTapButton(_ sender: Any) { didSendEventClosure?(.ready) }
            enum Event { case ready }
        }

        class SteadyViewController: UIViewController {
            var didSendEventClosure: ((SteadyViewController.Event) -> Void)?
            @objc private func didTapButton(_ sender: Any) { didSendEventClosure?(.steady) }
            enum Event { case steady }
        }

        class GoViewController: UIViewController {
            var didSendEventClosure: ((GoViewController.Event) -> Void)?
            @objc private func didTapButton(_ sender: Any) { didSendEventClosure?(.go) }
            enum Event { case go }
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var appCoordinator: Coordinator?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                let navigationController: UINavigationController = .init()
                window?.rootViewController = navigationController
                appCoordinator = AppCoordinator.init(navigationController)
                appCoordinator?.start()
                window?.makeKeyAndVisible()
            }
        }
        """

    @Test func aTabCoordinatorSetsAStackPerPageAfterTheLoginCoordinatorFinishes() throws {
        let text = try imported(Self.tabBarCoordinatorApp)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first { $0.hasPrefix("root ") }?.hasPrefix("root nav LoginNav [") == true, "\(text)")
        let tabs = try #require(lines.firstIndex { $0.hasPrefix("  tabs Tabs [") }, "the tab coordinator's stack\n\(text)")
        #expect(lines[tabs - 1].hasPrefix("LoginNav setStack ["), "set on the app's navigation controller")
        for page in ["Ready", "Steady", "Go"] {
            #expect(lines.contains { $0.hasPrefix("      \(page): \(page)ViewController,") }, "\(page) in its tab's stack")
        }
        #expect(lines.filter { $0.contains("push Login_2") }.isEmpty, "the login flow runs again only when the tabs finish")
        #expect(!text.contains("\nentry "), "every screen is reached from the launch")
    }
}
