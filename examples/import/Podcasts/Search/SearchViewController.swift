import UIKit

final class SearchViewController: UIViewController, UISearchBarDelegate {
    private var results: [Show] = []

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        results = Catalog.search(searchText)
    }

    @objc func openResult(at index: Int) {
        show(ShowViewController(show: results[index]), sender: self)
    }
}
