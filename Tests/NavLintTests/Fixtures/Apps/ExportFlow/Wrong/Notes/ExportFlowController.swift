import UIKit

/// Whatever shows the export: a screen of a module the app links.
protocol ExportPresenting: AnyObject {
    var presentingController: UIViewController { get }
}

/// Exports a note for whichever screen asks: the screen is known only when the app runs.
final class ExportFlowController {
    weak var host: ExportPresenting?
    private let noteText: String

    init(noteText: String) {
        self.noteText = noteText
    }

    func askFormat() {
        guard let viewController = host?.presentingController else { return }
        let sheet = UIAlertController(title: "Export as", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Text", style: .default) { _ in self.share() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        viewController.present(sheet, animated: true)
    }

    func share() {
        guard let viewController = host?.presentingController else { return }
        let activity = UIActivityViewController(activityItems: [noteText], applicationActivities: nil)
        viewController.present(activity, animated: true)
    }
}
