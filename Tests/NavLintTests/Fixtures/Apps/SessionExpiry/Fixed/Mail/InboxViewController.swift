import UIKit

/// The inbox: its compose sheet may be up when the session expires, or when the server
/// announces maintenance; both alerts are presented from what shows them.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(sessionExpired(_:)), name: .sessionExpired, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(maintenanceAnnounced(_:)), name: .maintenanceAnnounced, object: nil)
    }

    @objc private func compose() {
        present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
    }

    @objc private func sessionExpired(_ notification: Notification) {
        let alert = UIAlertController(title: "Signed out", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let root = view.window?.rootViewController
        (root?.presentedViewController ?? root)?.present(alert, animated: true)
    }

    @objc private func maintenanceAnnounced(_ notification: Notification) {
        let alert = UIAlertController(title: "Maintenance tonight", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        guard let presented = presentedViewController else {
            present(alert, animated: true)
            return
        }
        presented.dismiss(animated: true) {
            self.present(alert, animated: true)
        }
    }
}

final class ComposeViewController: UIViewController {}

extension Notification.Name {
    static let sessionExpired = Notification.Name("sessionExpired")
    static let maintenanceAnnounced = Notification.Name("maintenanceAnnounced")
}
