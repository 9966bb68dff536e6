import UIKit

final class SettingsViewController: UITableViewController {
    private enum Row: CaseIterable {
        case sortByDate
        case iCloud
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
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done,
            target: self,
            action: #selector(done)
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        let toggle = UISwitch()
        switch Row.allCases[indexPath.row] {
        case .sortByDate:
            content.text = "Sort by Date"
            toggle.isOn = UserDefaults.standard.bool(forKey: "sortByDate")
        case .iCloud:
            content.text = "iCloud Sync"
            toggle.isOn = UserDefaults.standard.bool(forKey: "iCloudSync")
        }
        cell.contentConfiguration = content
        cell.accessoryView = toggle
        return cell
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
