import UIKit

final class RootViewController: UIViewController, SidebarViewControllerDelegate {
    private let sidebarViewController = SidebarViewController()
    private let sidebarContainer = UIView()
    private let contentContainer = UIView()
    private var contentNavigationController: UINavigationController?

    var contentViewController: UIViewController? {
        get { contentNavigationController?.viewControllers.first }
        set {
            guard let newValue else { return }
            setContent(newValue)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layoutContainers()

        sidebarViewController.delegate = self
        addChild(sidebarViewController)
        sidebarContainer.addSubview(sidebarViewController.view)
        sidebarViewController.view.frame = sidebarContainer.bounds
        sidebarViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sidebarViewController.didMove(toParent: self)

        contentViewController = TodayViewController()
    }

    func setContent(_ viewController: UIViewController) {
        if let current = contentNavigationController {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }

        let navigationController = UINavigationController(rootViewController: viewController)
        addChild(navigationController)
        contentContainer.addSubview(navigationController.view)
        navigationController.view.frame = contentContainer.bounds
        navigationController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        navigationController.didMove(toParent: self)
        contentNavigationController = navigationController
    }

    // MARK: - SidebarViewControllerDelegate

    func sidebar(_ sidebar: SidebarViewController, didSelect section: SidebarSection) {
        switch section {
        case .today:
            setContent(TodayViewController())
        case .saved:
            setContent(SavedViewController())
        }
    }

    func sidebarDidSelectSettings(_ sidebar: SidebarViewController) {
        let settings = SettingsViewController()
        contentNavigationController?.pushViewController(settings, animated: true)
    }

    private func layoutContainers() {
        let divider = UIView()
        divider.backgroundColor = .separator
        for subview in [sidebarContainer, divider, contentContainer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            sidebarContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sidebarContainer.topAnchor.constraint(equalTo: view.topAnchor),
            sidebarContainer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sidebarContainer.widthAnchor.constraint(equalToConstant: 260),
            divider.leadingAnchor.constraint(equalTo: sidebarContainer.trailingAnchor),
            divider.topAnchor.constraint(equalTo: view.topAnchor),
            divider.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            divider.widthAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale),
            contentContainer.leadingAnchor.constraint(equalTo: divider.trailingAnchor),
            contentContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentContainer.topAnchor.constraint(equalTo: view.topAnchor),
            contentContainer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
