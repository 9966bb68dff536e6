import UIKit

final class ProfileViewController: UIViewController {
    @IBAction func showSettings(_ sender: UIBarButtonItem) {
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.modalPresentationStyle = .formSheet
        present(settings, animated: true)
    }
}

final class SettingsViewController: UITableViewController {}

final class PlayerViewController: UIViewController {}
