import UIKit

/// Accept or decline: either closes the invitation.
final class InvitationViewController: UIViewController {
    @objc private func accept() {
        dismiss(animated: true)
    }
}
