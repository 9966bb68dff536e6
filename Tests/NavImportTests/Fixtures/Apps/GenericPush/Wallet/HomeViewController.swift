import UIKit

final class HomeViewController: UITableViewController {
    weak var coordinator: AppCoordinator?

    private enum Row: Int, CaseIterable {
        case profile
        case history

        var title: String {
            switch self {
            case .profile: return "Profile"
            case .history: return "History"
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wallet"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Sign Out",
            style: .plain,
            target: self,
            action: #selector(signOutTapped)
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Row(rawValue: indexPath.row)?.title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Row(rawValue: indexPath.row) {
        case .profile:
            coordinator?.showProfile()
        case .history:
            coordinator?.showHistory()
        case nil:
            break
        }
    }

    @objc private func signOutTapped() {
        coordinator?.signOut()
    }
}
