import UIKit

final class SearchViewController: UIViewController, UISearchBarDelegate {
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        let results = ResultsViewController(query: searchBar.text ?? "")
        show(results, sender: self)
    }

    @objc func showFilters(_ sender: UIBarButtonItem) {
        let filters = FiltersViewController()
        filters.modalPresentationStyle = .popover
        filters.popoverPresentationController?.barButtonItem = sender
        present(filters, animated: true)
    }
}

final class ResultsViewController: UITableViewController {
    let query: String

    init(query: String) {
        self.query = query
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class FiltersViewController: UIViewController {
    @objc func apply() {
        presentingViewController?.dismiss(animated: true)
    }
}
