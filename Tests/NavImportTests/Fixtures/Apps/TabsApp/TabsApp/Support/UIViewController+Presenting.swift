import UIKit

extension UIViewController {
    /// Presents any view controller as a sheet; not used by the tabs yet.
    func presentAsSheet<Controller: UIViewController>(_ controller: Controller) {
        controller.modalPresentationStyle = .pageSheet
        present(controller, animated: true)
    }
}
