import UIKit

final class LibrariesViewController: UITableViewController {
    weak var mainController: MainViewController?
    private var names: [String] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            mainController?.showTrash()
        } else {
            mainController?.showCollection(named: names[indexPath.row])
        }
    }
}

final class CollectionViewController: UITableViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class TrashViewController: UITableViewController {}
