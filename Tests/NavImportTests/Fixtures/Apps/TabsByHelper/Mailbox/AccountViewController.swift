import UIKit

final class AccountViewController: UIViewController {
    private func showInbox() {
        tabBarController?.selectedIndex = 0
    }

    private func editSignature() {
        navigationController?.pushViewController(SignatureViewController(), animated: true)
    }
}

final class SignatureViewController: UIViewController {}
