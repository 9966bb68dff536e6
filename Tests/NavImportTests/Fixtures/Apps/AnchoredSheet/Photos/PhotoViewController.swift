import UIKit

/// A photo with a "…" button (an action sheet anchored on it) and a share button.
final class PhotoViewController: UIViewController {
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: self, action: #selector(showActions(_:)))
    }

    @objc private func showActions(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    @objc private func share() {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = shareButton
        present(activity, animated: true)
    }
}
