import SwiftUI
import UIKit

final class InboxViewController: UITableViewController {
    private var messages: [Message] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openSettings))
    }

    @objc private func openSettings() {
        present(UINavigationController(rootViewController: SettingsHostingController()), animated: true)
    }

    @objc private func compose() {
        let host = UIHostingController(rootView: ComposeView())
        host.modalPresentationStyle = .formSheet
        present(host, animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let message = messages[indexPath.row]
        let host = UIHostingController(rootView: MessageView(message: message))
        navigationController?.pushViewController(host, animated: true)
    }
}

struct Message: Identifiable, Hashable {
    let id: Int
    var subject: String
    var body: String
}
