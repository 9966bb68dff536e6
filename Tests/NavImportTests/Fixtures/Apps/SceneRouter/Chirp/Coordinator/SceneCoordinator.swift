import UIKit

final class SceneCoordinator {
    private let window: UIWindow
    private let account: Account?
    private(set) var tabBarController: MainTabBarController?

    init(window: UIWindow, account: Account?) {
        self.window = window
        self.account = account
    }

    func setup() {
        let tabs = MainTabBarController(coordinator: self)
        tabBarController = tabs
        window.rootViewController = tabs
        if account == nil {
            present(scene: .welcome, from: tabs, transition: .modal(animated: false))
        }
    }

    @discardableResult
    func present(scene: Scene, from sender: UIViewController, transition: Transition) -> UIViewController {
        let viewController = makeViewController(for: scene)
        switch transition {
        case .show:
            sender.show(viewController, sender: self)
        case .modal(let animated):
            let navigationController: UINavigationController = {
                if scene.isOnboarding {
                    return OnboardingNavigationController(rootViewController: viewController)
                } else {
                    return ChirpNavigationController(rootViewController: viewController)
                }
            }()
            sender.present(navigationController, animated: animated)
        }
        return viewController
    }

    private func makeViewController(for scene: Scene) -> UIViewController {
        let viewController: UIViewController
        switch scene {
        case .welcome:
            viewController = WelcomeViewController()
        case .login:
            viewController = LoginViewController()
        case .settings:
            viewController = SettingsViewController()
        case .profile(let name):
            viewController = ProfileViewController(name: name)
        }
        setupDependency(for: viewController as? NeedsCoordinator)
        return viewController
    }

    private func setupDependency(for needs: NeedsCoordinator?) {
        needs?.coordinator = self
    }
}

/// A screen the coordinator hands itself to once it is made.
protocol NeedsCoordinator: AnyObject {
    var coordinator: SceneCoordinator! { get set }
}

/// The app's navigation controller: its bar's look.
class ChirpNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
    }
}

/// Onboarding's navigation controller: the app's, with a transparent bar.
final class OnboardingNavigationController: ChirpNavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.isTranslucent = true
    }
}
