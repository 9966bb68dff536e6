import NavCodeFacts
import Testing

/// A coordinator that makes its screens with itself as their delegate (`init(coordinatorDelegate:)`,
/// kept by a base class's initializer), whose screens call it from a button a base class sets up
/// and a subclass handles; and split views and containers it sets up before they are shown.
extension CodeConstructTests {
    /// An items screen whose base class keeps the coordinator it is made with and whose "add"
    /// button calls `process(sender:)`, which the subclass overrides to ask the coordinator.
    private static let itemsApp = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: DetailCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let window = UIWindow(windowScene: scene as! UIWindowScene)
                let navigationController = UINavigationController()
                let coordinator = DetailCoordinator(navigationController: navigationController)
                coordinator.start()
                self.coordinator = coordinator
                window.rootViewController = navigationController
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        protocol ItemsCoordinatorDelegate: AnyObject {
            func showAddActions(button: UIBarButtonItem)
        }
        class BaseItemsViewController: UIViewController {
            weak var coordinatorDelegate: ItemsCoordinatorDelegate?
            init(coordinatorDelegate: ItemsCoordinatorDelegate) {
                self.coordinatorDelegate = coordinatorDelegate
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                let primaryAction = UIAction { [weak self] action in
                    guard let self, let sender = action.sender as? UIBarButtonItem else { return }
                    process(sender: sender)
                }
                navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: primaryAction)
            }
            func process(sender: UIBarButtonItem) {}
        }
        final class ItemsViewController: BaseItemsViewController {
            init(title: String, coordinatorDelegate: ItemsCoordinatorDelegate) {
                super.init(coordinatorDelegate: coordinatorDelegate)
                self.title = title
            }
            required init?(coder: NSCoder) { fatalError() }
            override func process(sender: UIBarButtonItem) {
                coordinatorDelegate?.showAddActions(button: sender)
            }
        }
        final class NewItemViewController: UIViewController {}
        final class DetailCoordinator: ItemsCoordinatorDelegate {
            weak var navigationController: UINavigationController?
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }
            func start() {
                let controller = ItemsViewController(title: "Items", coordinatorDelegate: self)
                navigationController?.setViewControllers([controller], animated: false)
            }
            func showAddActions(button: UIBarButtonItem) {
                navigationController?.present(NewItemViewController(), animated: true)
            }
        }
        """

    @Test func aScreenCallsTheCoordinatorItWasMadeWithFromAButtonItsBaseClassSetsUp() throws {
        let text = try imported(Self.itemsApp)
        expectChecks(text)
        #expect(text.contains("ItemsNav present NewItem: NewItemViewController # App.swift:56 present"), "\(text)")
        #expect(!text.contains("runs on no path the tour follows"), "reached from the button, not as an entry")
    }

    /// A split view whose initializer sets up a master coordinator with itself as its delegate;
    /// the master's first screen asks it at once for the detail, before the split is shown.
    @Test func aSplitViewShowsTheDetailItsSetUpAsksFor() throws {
        let text = try imported(
            """
            \(Self.sceneDelegate(root: "MainViewController()"))
            protocol MainCoordinatorDelegate: AnyObject {
                func showItems(for collection: String)
            }
            final class MainViewController: UISplitViewController, MainCoordinatorDelegate {
                private var masterCoordinator: MasterCoordinator?
                init() {
                    super.init(nibName: nil, bundle: nil)
                    let masterController = UINavigationController()
                    viewControllers = [masterController]
                    let masterCoordinator = MasterCoordinator(navigationController: masterController, mainCoordinatorDelegate: self)
                    masterCoordinator.start()
                    self.masterCoordinator = masterCoordinator
                }
                required init?(coder: NSCoder) { fatalError() }
                func showItems(for collection: String) {
                    showDetailViewController(UINavigationController(rootViewController: ItemsViewController()), sender: nil)
                }
            }
            final class MasterCoordinator {
                weak var navigationController: UINavigationController?
                private weak var mainCoordinatorDelegate: MainCoordinatorDelegate?
                init(navigationController: UINavigationController, mainCoordinatorDelegate: MainCoordinatorDelegate) {
                    self.navigationController = navigationController
                    self.mainCoordinatorDelegate = mainCoordinatorDelegate
                }
                func start() {
                    navigationController?.setViewControllers([CollectionsViewController()], animated: false)
                    mainCoordinatorDelegate?.showItems(for: "library")
                }
            }
            final class CollectionsViewController: UIViewController {}
            final class ItemsViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("    Collections: CollectionsViewController,"), "\(text)")
        #expect(
            text.contains("  nav ItemsNav [                                # App.swift:25 showDetailViewController"), "the detail column, as launched"
        )
        #expect(!text.contains("on screen already"))
    }

    /// On an iPad, a split view shown with only its primary column takes the detail a
    /// screen asks for as its second column, as UIKit does (R36).
    @Test func aSplitViewWithOnlyItsPrimaryTakesTheDetailAsItsSecondColumn() throws {
        let text = try imported(
            device: TargetDevice(idiom: .pad),
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    let split = UISplitViewController()
                    split.viewControllers = [UINavigationController(rootViewController: CollectionsViewController())]
                    window.rootViewController = split
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            final class CollectionsViewController: UIViewController {
                @objc func didSelectCollection() {
                    splitViewController?.showDetailViewController(UINavigationController(rootViewController: ItemsViewController()), sender: nil)
                }
            }
            final class ItemsViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("Collections showDetail nav ItemsNav [           # App.swift:14 showDetailViewController"), "\(text)")
        #expect(!text.contains("on screen already"))
    }

    /// Two features each wrap their screen in the app's navigation controller subclass and
    /// the app's container (`ContainerViewController(rootViewController:)`): two boxes each, not one.
    @Test func theAppsWrappersMadeOnTwoLinesAreTwoBoxes() throws {
        let text = try imported(
            """
            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class NavigationViewController: UINavigationController {}
            final class ContainerViewController: UIViewController {
                private let rootViewController: UIViewController
                init(rootViewController: UIViewController) {
                    self.rootViewController = rootViewController
                    super.init(nibName: nil, bundle: nil)
                    addChild(rootViewController)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class HomeViewController: UIViewController {
                @objc func showSettings() {
                    let navigationController = NavigationViewController()
                    navigationController.setViewControllers([SettingsViewController()], animated: false)
                    present(ContainerViewController(rootViewController: navigationController), animated: true)
                }
                @objc func showExport() {
                    let navigationController = NavigationViewController()
                    navigationController.setViewControllers([ExportViewController()], animated: false)
                    present(ContainerViewController(rootViewController: navigationController), animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            final class ExportViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("Home present Container: ContainerViewController ["), "\(text)")
        #expect(text.contains("Home present Container_2: ContainerViewController ["))
        #expect(text.contains("    Export: ExportViewController,"), "the export screen is in a container of its own")
    }

    /// A screen that replaces itself: the stack read, its last screen removed, another added,
    /// and the stack set again, without the screen it removed.
    @Test func aStackSetAgainLeavesOutWhatTheCodeRemovedFromIt() throws {
        let text = try imported(
            """
            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                @objc func openDetail() {
                    navigationController?.pushViewController(DetailViewController(), animated: true)
                }
            }
            final class DetailViewController: UIViewController {
                @objc func replaceWithSummary() {
                    guard let navigationController else { return }
                    var stack = navigationController.viewControllers
                    stack.removeLast()
                    stack.append(SummaryViewController())
                    navigationController.setViewControllers(stack, animated: true)
                }
            }
            final class SummaryViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(
            text.contains(
                """
                HomeNav setStack [                              # App.swift:21 setViewControllers
                  Home,                                         # App.swift:21 setViewControllers
                  Summary: SummaryViewController,               # App.swift:21 setViewControllers
                ]
                """), "\(text)")
    }
}
