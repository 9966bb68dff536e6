import UIKit

/// A shelf of books: a book opens its reader, the store opens in its own tabs.
final class ShelfViewController: UIViewController {
    @objc private func openBook() {
        navigationController?.pushViewController(ReaderViewController(), animated: true)
    }

    @objc private func openStore() {
        let store = UITabBarController()
        store.viewControllers = [FeaturedViewController(), ChartsViewController()]
        present(store, animated: true)
    }
}

final class ReaderViewController: UIViewController {}
final class FeaturedViewController: UIViewController {}
final class ChartsViewController: UIViewController {}
