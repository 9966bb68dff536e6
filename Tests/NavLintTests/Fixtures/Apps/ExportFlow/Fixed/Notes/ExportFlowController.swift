import UIKit

/// Whatever shows the export: a screen of a module the app links.
protocol ExportPresenting: AnyObject {
    var presentingController: UIViewController { get }
}

/// Exports a note for whichever screen asks: the screen is known only when the app runs.
final class ExportFlowController {
    weak var host: ExportPresenting?
    private let noteText: String
    private let button: UIBarButtonItem

    init(noteText: String, button: UIBarButtonItem) {
        self.noteText = noteText
        self.button = button
    }

    func askFormat() {
        guard let viewController = host?.presentingController else { return }
        let sheet = UIAlertController(title: "Export as", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Text", style: .default) { _ in self.share() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.barButtonItem = button
        }
        viewController.present(sheet, animated: true)
    }

    func share() {
        guard let viewController = host?.presentingController else { return }
        let activity = UIActivityViewController(activityItems: [noteText], applicationActivities: nil)
        anchor(activity.popoverPresentationController)
        viewController.present(activity, animated: true)
    }

    private func anchor(_ popover: UIPopoverPresentationController?) {
        popover?.barButtonItem = button
    }
}
