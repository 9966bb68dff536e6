import UIKit

/// Decides the window's root: sign-in when there is no session, the library otherwise.
final class AppCoordinator: NSObject {
    private weak var window: UIWindow?
    private let services: Services

    init(window: UIWindow, services: Services) {
        self.window = window
        self.services = services
        super.init()
    }

    func start() {
        showMainScreen(isSignedIn: services.session.isSignedIn, animated: false)
    }

    func showMainScreen(isSignedIn: Bool, animated: Bool) {
        guard let window else { return }
        let viewController: UIViewController
        if !isSignedIn {
            let onboarding = OnboardingViewController()
            onboarding.coordinator = self
            viewController = onboarding
        } else {
            viewController = MainViewController(services: services)
        }
        show(viewController, in: window, animated: animated)

        func show(_ viewController: UIViewController, in window: UIWindow, animated: Bool) {
            window.rootViewController = viewController
            guard animated else { return }
            UIView.transition(with: window, duration: 0.2, options: .transitionCrossDissolve, animations: {})
        }
    }
}
