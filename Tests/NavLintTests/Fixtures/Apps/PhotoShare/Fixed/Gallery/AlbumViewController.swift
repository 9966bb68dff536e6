import UIKit

/// An album: a photo opens full size.
final class AlbumViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
    }

    @objc private func openPhoto() {
        navigationController?.pushViewController(PhotoViewController(), animated: true)
    }
}
