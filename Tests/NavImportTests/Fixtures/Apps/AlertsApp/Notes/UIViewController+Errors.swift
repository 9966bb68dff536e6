import UIKit

extension UIViewController {
    /// An error alert with one OK button.
    func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension UIAlertController {
    /// An alert in the app's tint: what every screen's confirmations are made with.
    static func tinted(title: String?, message: String? = nil, preferredStyle: UIAlertController.Style) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: preferredStyle)
        alert.view.tintColor = .systemIndigo
        return alert
    }
}
