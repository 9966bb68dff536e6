import UIKit

/// A photo with a "…" menu (an action sheet), a share button, an export button and a link button.
final class PhotoViewController: UIViewController {
    private let shareButton = UIButton(type: .system)
    private let exportButton = UIButton(type: .system)
    private let linkButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: self, action: #selector(showActions(_:)))
        shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
        exportButton.addTarget(self, action: #selector(export), for: .touchUpInside)
        linkButton.addTarget(self, action: #selector(shareLink), for: .touchUpInside)
    }

    @objc private func showActions(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.barButtonItem = sender
        }
        present(sheet, animated: true)
    }

    @objc private func share() {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = shareButton
        activity.popoverPresentationController?.sourceRect = shareButton.bounds
        present(activity, animated: true)
    }

    @objc private func export() {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        anchor(activity, to: exportButton)
        present(activity, animated: true)
    }

    /// Anchored right after the present, in the same turn, as Apple's samples do: UIKit lays the popover out later.
    @objc private func shareLink() {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        present(activity, animated: true)
        activity.popoverPresentationController?.sourceView = linkButton
    }

    /// Every popover of the screen is anchored the same way.
    private func anchor(_ controller: UIViewController, to view: UIView) {
        controller.popoverPresentationController?.sourceView = view
        controller.popoverPresentationController?.sourceRect = view.bounds
    }
}
