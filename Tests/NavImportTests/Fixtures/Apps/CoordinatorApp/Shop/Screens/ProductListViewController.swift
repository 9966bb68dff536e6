import UIKit

final class ProductListViewController: UITableViewController {
    weak var coordinator: CatalogCoordinator?
    private var products: [Product] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showProduct(products[indexPath.row])
    }
}
