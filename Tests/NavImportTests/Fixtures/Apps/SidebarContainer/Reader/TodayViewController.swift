import UIKit

final class TodayViewController: UITableViewController {
    private var headlines = [
        "The quiet return of RSS",
        "Designing for larger screens",
        "What's new in UIKit",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Headline")
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Headline", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = headlines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    @objc private func refresh() {
        headlines.shuffle()
        tableView.reloadData()
        refreshControl?.endRefreshing()
    }
}
