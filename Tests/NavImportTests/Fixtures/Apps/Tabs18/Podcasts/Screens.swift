import UIKit

final class ListenNowViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(EpisodeViewController(), animated: true)
    }
}

final class EpisodeViewController: UIViewController {}

final class LibraryViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        show(ShowViewController(), sender: self)
    }
}

final class ShowViewController: UIViewController {}

final class SearchViewController: UIViewController {}
