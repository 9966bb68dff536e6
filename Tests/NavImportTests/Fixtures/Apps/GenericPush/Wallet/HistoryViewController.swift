import UIKit

final class HistoryViewController: UITableViewController {
    var transactions: [Transaction] = []

    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Transaction")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transactions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Transaction", for: indexPath)
        let transaction = transactions[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = transaction.merchant
        content.secondaryText = formatter.string(for: transaction.amount)
        cell.contentConfiguration = content
        return cell
    }
}
