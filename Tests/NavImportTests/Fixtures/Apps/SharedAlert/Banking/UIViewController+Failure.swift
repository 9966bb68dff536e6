import UIKit

extension UIViewController {
    /// The app's one "something went wrong" alert.
    func showFailure() {
        let alert = UIAlertController(title: "Something went wrong", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
