import UIKit

/// The old home screen, kept for a migration; nothing shows it any more.
final class LegacyViewController: UIViewController {
    @objc func openHelp() {
        present(HelpViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {}
