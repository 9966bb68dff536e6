import UIKit

final class SettingsViewController: UITableViewController {
    private enum Row: Int, CaseIterable {
        case about
        case logOut
    }

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch Row(rawValue: indexPath.row) {
        case .about:
            content.text = "About Reader"
            cell.accessoryType = .disclosureIndicator
        case .logOut:
            content.text = "Log Out"
            content.textProperties.color = .systemRed
        case nil:
            break
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Row(rawValue: indexPath.row) {
        case .about:
            showAbout()
        case .logOut:
            confirmLogOut()
        case nil:
            break
        }
    }

    private func showAbout() {
        let about = AboutViewController()
        about.modalPresentationStyle = .formSheet
        present(about, animated: true)
    }

    private func confirmLogOut() {
        let alert = UIAlertController(
            title: "Log Out?",
            message: "Your saved articles will stay on this device.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Log Out", style: .destructive) { _ in
            UserDefaults.standard.removeObject(forKey: "accountToken")
        })
        present(alert, animated: true)
    }
}
