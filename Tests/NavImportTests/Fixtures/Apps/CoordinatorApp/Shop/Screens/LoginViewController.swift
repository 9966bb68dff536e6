import UIKit

protocol LoginViewControllerDelegate: AnyObject {
    func loginViewControllerDidLogIn(_ controller: LoginViewController)
}

final class LoginViewController: UIViewController {
    weak var delegate: LoginViewControllerDelegate?

    @objc func logInTapped() {
        delegate?.loginViewControllerDidLogIn(self)
    }
}
