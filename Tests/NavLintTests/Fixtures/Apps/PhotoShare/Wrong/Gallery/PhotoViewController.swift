import UIKit

/// A photo with a "…" menu (an action sheet) and a share button.
final class PhotoViewController: UIViewController {
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: self, action: #selector(showActions(_:)))
        shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
    }

    @objc private func showActions(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    @objc private func share() {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        present(activity, animated: true)
    }
}
