import Testing

/// Two coordinator templates iOS tutorials teach, written as they teach them: screens
/// made by a `Storyboarded` protocol's `instantiate() -> Self` and told their coordinator
/// (`vc.coordinator = self`); and a router of `Presentable` modules that coordinators made
/// by a factory drive through closures the screens call.
extension CodeConstructTests {
    private static let storyboardedCoordinatorApp = """
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var coordinator: MainCoordinator?
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let navController = UINavigationController()
                coordinator = MainCoordinator(navigationController: navController)
                coordinator?.start()
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = navController
                window?.makeKeyAndVisible()
                return true
            }
        }

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            var navigationController: UINavigationController { get set }
            func start()
        }

        class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
            var childCoordinators = [Coordinator]()
            var navigationController: UINavigationController

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                navigationController.delegate = self
                let vc = ViewController.instantiate()
                vc.coordinator = self
                navigationController.pushViewController(vc, animated: false)
            }

            func buySubscription(to productType: Int) {
                let child = BuyCoordinator(navigationController: navigationController)
                child.parentCoordinator = self
                childCoordinators.append(child)
                child.start()
            }

            func createAccount() {
                let vc = CreateAccountViewController.instantiate()
                vc.coordinator = self
                navigationController.pushViewController(vc, animated: true)
            }

            func showSettings() {
                let settings = SettingsViewController()
                let nav = UINavigationController(rootViewController: settings)
                navigationController.present(nav, animated: true)
            }

            func childDidFinish(_ child: Coordinator?) {
                for (index, coordinator) in childCoordinators.enumerated() {
                    if coordinator === child {
                        childCoordinators.remove(at: index)
                        break
                    }
                }
            }
        }

        class BuyCoordinator: Coordinator {
            weak var parentCoordinator: MainCoordinator?
            var childCoordinators = [Coordinator]()
            var navigationController: UINavigationController

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                let vc = BuyViewController.instantiate()
                vc.coordinator = self
                navigationController.pushViewController(vc, animated: true)
            }

            func didFinishBuying() {
                parentCoordinator?.childDidFinish(self)
                navigationController.popViewController(animated: true)
            }
        }

        protocol Storyboarded {
            static func instantiate() -> Self
        }

        extension Storyboarded where Self: UIViewController {
            static func instantiate() -> Self {
                let fullName = NSStringFromClass(self)
                let className = fullName.components(separatedBy: ".")[1]
                let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
                return storyboard.instantiateViewController(withIdentifier: className) as! Self
            }
        }

        class ViewController: UIViewController, Storyboarded {
            weak var coordinator: MainCoordinator?

            @IBAction func buyTapped(_ sender: Any) {
                coordinator?.buySubscription(to: 0)
            }

            @IBAction func createAccount(_ sender: Any) {
                coordinator?.createAccount()
            }

            @objc func settingsTapped() {
                coordinator?.showSettings()
            }
        }

        class BuyViewController: UIViewController, Storyboarded {
            weak var coordinator: BuyCoordinator?

            @IBAction func doneTapped(_ sender: Any) {
                coordinator?.didFinishBuying()
            }
        }

        class CreateAccountViewController: UIViewController, Storyboarded {
            weak var coordinator: MainCoordinator?
        }

        class SettingsViewController: UIViewController {
            @objc func close() {
                dismiss(animated: true)
            }
        }
        """

    @Test func aCoordinatorPushesTheScreensItsProtocolExtensionInstantiatesAndItsChildCoordinatorStarts() throws {
        let text = try imported(Self.storyboardedCoordinatorApp)
        expectChecks(text)
        #expect(text.contains("root nav ViewNav ["), "\(text)")
        #expect(text.contains("  ViewController: ViewController,               # App.swift:35 pushViewController"))
        #expect(text.contains("ViewController push Buy: BuyViewController"), "the child coordinator's start, asked by a button")
        #expect(text.contains("Buy pop                                         # App.swift:84 popViewController"))
        #expect(text.contains("ViewController push CreateAccount: CreateAccountViewController"))
        #expect(text.contains("ViewController present nav SettingsNav ["))
        #expect(!text.contains("type unknown"), "`instantiate()` gives an instance of the type it is called on")
        #expect(!text.contains("runs on no path the tour follows"))
    }

    private static let routerOfModulesApp = """
        @UIApplicationMain
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var rootController: UINavigationController {
                return self.window!.rootViewController as! UINavigationController
            }
            private lazy var applicationCoordinator: Coordinator = self.makeCoordinator()

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = UINavigationController()
                window?.makeKeyAndVisible()
                applicationCoordinator.start()
                return true
            }

            private func makeCoordinator() -> Coordinator {
                return ApplicationCoordinator(
                    router: RouterImp(rootController: self.rootController),
                    coordinatorFactory: CoordinatorFactoryImp()
                )
            }
        }

        protocol Presentable {
            func toPresent() -> UIViewController?
        }

        extension UIViewController: Presentable {
            func toPresent() -> UIViewController? {
                return self
            }
        }

        protocol Router: Presentable {
            func present(_ module: Presentable?)
            func present(_ module: Presentable?, animated: Bool)
            func push(_ module: Presentable?)
            func push(_ module: Presentable?, animated: Bool)
            func popModule()
            func dismissModule()
            func setRootModule(_ module: Presentable?)
            func setRootModule(_ module: Presentable?, hideBar: Bool)
        }

        final class RouterImp: NSObject, Router {
            private weak var rootController: UINavigationController?
            private var completions: [UIViewController: () -> Void]

            init(rootController: UINavigationController) {
                self.rootController = rootController
                completions = [:]
            }

            func toPresent() -> UIViewController? {
                return rootController
            }

            func present(_ module: Presentable?) {
                present(module, animated: true)
            }

            func present(_ module: Presentable?, animated: Bool) {
                guard let controller = module?.toPresent() else { return }
                rootController?.present(controller, animated: animated, completion: nil)
            }

            func dismissModule() {
                rootController?.dismiss(animated: true, completion: nil)
            }

            func push(_ module: Presentable?) {
                push(module, animated: true)
            }

            func push(_ module: Presentable?, animated: Bool) {
                guard let controller = module?.toPresent(), (controller is UINavigationController == false) else { return }
                rootController?.pushViewController(controller, animated: animated)
            }

            func popModule() {
                if let controller = rootController?.popViewController(animated: true) {
                    completions.removeValue(forKey: controller)
                }
            }

            func setRootModule(_ module: Presentable?) {
                setRootModule(module, hideBar: false)
            }

            func setRootModule(_ module: Presentable?, hideBar: Bool) {
                guard let controller = module?.toPresent() else { return }
                rootController?.setViewControllers([controller], animated: false)
                rootController?.isNavigationBarHidden = hideBar
            }
        }

        protocol Coordinator: AnyObject {
            func start()
        }

        class BaseCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []

            func start() {}

            func addDependency(_ coordinator: Coordinator) {
                guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
                childCoordinators.append(coordinator)
            }

            func removeDependency(_ coordinator: Coordinator?) {
                childCoordinators.removeAll { $0 === coordinator }
            }
        }

        protocol CoordinatorFactory {
            func makeAuthCoordinator(router: Router) -> AuthCoordinator
            func makeItemCoordinator(router: Router) -> ItemCoordinator
        }

        final class CoordinatorFactoryImp: CoordinatorFactory {
            func makeAuthCoordinator(router: Router) -> AuthCoordinator {
                return AuthCoordinator(router: router, factory: ModuleFactoryImp())
            }

            func makeItemCoordinator(router: Router) -> ItemCoordinator {
                return ItemCoordinator(router: router, factory: ModuleFactoryImp())
            }
        }

        final class ApplicationCoordinator: BaseCoordinator {
            private let coordinatorFactory: CoordinatorFactory
            private let router: Router
            private var isAutorized = false

            init(router: Router, coordinatorFactory: CoordinatorFactory) {
                self.router = router
                self.coordinatorFactory = coordinatorFactory
            }

            override func start() {
                if isAutorized {
                    runMainFlow()
                } else {
                    runAuthFlow()
                }
            }

            private func runAuthFlow() {
                let coordinator = coordinatorFactory.makeAuthCoordinator(router: router)
                coordinator.finishFlow = { [weak self, weak coordinator] in
                    self?.isAutorized = true
                    self?.start()
                    self?.removeDependency(coordinator)
                }
                addDependency(coordinator)
                coordinator.start()
            }

            private func runMainFlow() {
                let coordinator = coordinatorFactory.makeItemCoordinator(router: router)
                addDependency(coordinator)
                coordinator.start()
            }
        }

        final class AuthCoordinator: BaseCoordinator {
            var finishFlow: (() -> Void)?
            private let factory: ModuleFactory
            private let router: Router

            init(router: Router, factory: ModuleFactory) {
                self.factory = factory
                self.router = router
            }

            override func start() {
                showLogin()
            }

            private func showLogin() {
                let loginOutput = factory.makeLoginOutput()
                loginOutput.onCompleteAuth = { [weak self] in
                    self?.finishFlow?()
                }
                loginOutput.onSignUpButtonTap = { [weak self] in
                    self?.showSignUp()
                }
                router.setRootModule(loginOutput)
            }

            private func showSignUp() {
                let signUp = factory.makeSignUpHandler()
                signUp.onSignUpComplete = { [weak self] in
                    self?.finishFlow?()
                }
                router.push(signUp)
            }
        }

        final class ItemCoordinator: BaseCoordinator {
            private let factory: ModuleFactory
            private let router: Router

            init(router: Router, factory: ModuleFactory) {
                self.factory = factory
                self.router = router
            }

            override func start() {
                showItemList()
            }

            private func showItemList() {
                let itemsOutput = factory.makeItemsOutput()
                itemsOutput.onItemSelect = { [weak self] item in
                    self?.showItemDetail(item)
                }
                itemsOutput.onSettingsTap = { [weak self] in
                    self?.showSettings()
                }
                router.setRootModule(itemsOutput)
            }

            private func showItemDetail(_ item: String) {
                let itemDetail = factory.makeItemDetailOutput(item: item)
                router.push(itemDetail)
            }

            private func showSettings() {
                let settings = factory.makeSettingsOutput()
                settings.onClose = { [weak self] in
                    self?.router.dismissModule()
                }
                router.present(settings)
            }
        }

        protocol ModuleFactory {
            func makeLoginOutput() -> LoginView
            func makeSignUpHandler() -> SignUpView
            func makeItemsOutput() -> ItemsListView
            func makeItemDetailOutput(item: String) -> ItemDetailView
            func makeSettingsOutput() -> SettingsView
        }

        final class ModuleFactoryImp: ModuleFactory {
            func makeLoginOutput() -> LoginView { LoginController() }
            func makeSignUpHandler() -> SignUpView { SignUpController() }
            func makeItemsOutput() -> ItemsListView { ItemsListController() }
            func makeItemDetailOutput(item: String) -> ItemDetailView { ItemDetailController(item: item) }
            func makeSettingsOutput() -> SettingsView { SettingsController() }
        }

        protocol BaseView: NSObjectProtocol, Presentable {}

        protocol LoginView: BaseView {
            var onCompleteAuth: (() -> Void)? { get set }
            var onSignUpButtonTap: (() -> Void)? { get set }
        }

        protocol SignUpView: BaseView {
            var onSignUpComplete: (() -> Void)? { get set }
        }

        protocol ItemsListView: BaseView {
            var onItemSelect: ((String) -> Void)? { get set }
            var onSettingsTap: (() -> Void)? { get set }
        }

        protocol ItemDetailView: BaseView {}

        protocol SettingsView: BaseView {
            var onClose: (() -> Void)? { get set }
        }

        final class LoginController: UIViewController, LoginView {
            var onCompleteAuth: (() -> Void)?
            var onSignUpButtonTap: (() -> Void)?

            @IBAction func loginButtonClicked(_ sender: AnyObject) { onCompleteAuth?() }
            @IBAction func signUpClicked(_ sender: AnyObject) { onSignUpButtonTap?() }
        }

        final class SignUpController: UIViewController, SignUpView {
            var onSignUpComplete: (() -> Void)?

            @IBAction func signUpClicked(_ sender: AnyObject) { onSignUpComplete?() }
        }

        final class ItemsListController: UITableViewController, ItemsListView {
            var onItemSelect: ((String) -> Void)?
            var onSettingsTap: (() -> Void)?

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                onItemSelect?("item")
            }

            @objc func settingsTapped() { onSettingsTap?() }
        }

        final class ItemDetailController: UIViewController, ItemDetailView {
            init(item: String) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class SettingsController: UIViewController, SettingsView {
            var onClose: (() -> Void)?

            @objc func closeTapped() { onClose?() }
        }
        """

    @Test func aRouterShowsTheModulesItsCoordinatorsFactoriesMake() throws {
        let text = try imported(Self.routerOfModulesApp)
        expectChecks(text)
        #expect(text.contains("  LoginController: LoginController,             # App.swift:93 setViewControllers"), "\(text)")
        #expect(text.contains("  ItemsListController: ItemsListController,     # App.swift:93 setViewControllers"), "the main flow's root")
        #expect(text.contains("LoginNav push ItemDetailController: ItemDetailController # App.swift:78 pushViewController"))
        #expect(text.contains("LoginNav push SignUpController: SignUpController # App.swift:78 pushViewController"))
        #expect(
            text.contains("LoginNav present SettingsController: SettingsController # App.swift:65 present, asked at App.swift:236, App.swift:60"),
            "the router's own `present(_:)` calls its `present(_:animated:)`, not UIKit's")
        #expect(text.contains("LoginNav dismiss                                # App.swift:69 dismiss"))
        #expect(!text.contains("not a view controller"))
        #expect(!text.contains("\nentry "), "every module is reached from the launch")
    }
}
