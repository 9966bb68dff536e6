import UIKit

final class SavedViewController: UITableViewController {
    private var saved: [String] = UserDefaults.standard.stringArray(forKey: "savedArticles") ?? []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Saved"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Saved")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        saved.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Saved", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = saved[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        saved.remove(at: indexPath.row)
        UserDefaults.standard.set(saved, forKey: "savedArticles")
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
