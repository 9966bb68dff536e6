import UIKit

/// The library in the primary column; a collection's items fill the secondary column
/// only once one is chosen, so at first the split view holds its primary column alone.
final class MainViewController: UISplitViewController {
    private let services: Services

    init(services: Services) {
        self.services = services
        super.init(nibName: nil, bundle: nil)
        viewControllers = [newLibraryRootViewController(mainController: self)]
        preferredDisplayMode = .oneBesideSecondary
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private var libraryNavigationController: UINavigationController? {
        viewControllers.first as? UINavigationController
    }

    func showCollection(named name: String) {
        libraryNavigationController?.pushViewController(CollectionViewController(name: name), animated: true)
    }

    func showTrash() {
        let primary = viewControllers[0] as? UINavigationController
        primary?.pushViewController(TrashViewController(), animated: true)
    }
}

/// The primary column: a navigation controller over the list of libraries.
func newLibraryRootViewController(mainController: MainViewController) -> UIViewController {
    let libraries = LibrariesViewController()
    libraries.mainController = mainController
    return UINavigationController(rootViewController: libraries)
}
