import UIKit

final class ProfileViewController: UIViewController {
    @objc func openSettings() {
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }

    @objc func openAbout() {
        let about = UIViewController(nibName: "AboutViewController", bundle: nil)
        navigationController?.pushViewController(about, animated: true)
    }

    @objc func showMyPosts() {
        tabBarController?.selectedIndex = 0
    }
}
