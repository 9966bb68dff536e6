import UIKit

enum SidebarSection: Int, CaseIterable {
    case today
    case saved

    var title: String {
        switch self {
        case .today: return "Today"
        case .saved: return "Saved"
        }
    }

    var image: UIImage? {
        switch self {
        case .today: return UIImage(systemName: "sun.max")
        case .saved: return UIImage(systemName: "bookmark")
        }
    }
}

protocol SidebarViewControllerDelegate: AnyObject {
    func sidebar(_ sidebar: SidebarViewController, didSelect section: SidebarSection)
    func sidebarDidSelectSettings(_ sidebar: SidebarViewController)
}

final class SidebarViewController: UITableViewController {
    weak var delegate: SidebarViewControllerDelegate?

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? SidebarSection.allCases.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        if indexPath.section == 0 {
            let section = SidebarSection.allCases[indexPath.row]
            content.text = section.title
            content.image = section.image
        } else {
            content.text = "Settings"
            content.image = UIImage(systemName: "gearshape")
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            delegate?.sidebar(self, didSelect: SidebarSection.allCases[indexPath.row])
        } else {
            tableView.deselectRow(at: indexPath, animated: true)
            delegate?.sidebarDidSelectSettings(self)
        }
    }
}
