import UIKit

final class NoteViewController: UIViewController {
    private let note: Note
    private var hasChanges = false

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func close() {
        guard hasChanges else {
            navigationController?.popViewController(animated: true)
            return
        }
        let discard = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        discard.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
        discard.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(discard, animated: true)
    }

    @objc func share(_ sender: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: [note.body], applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = sender
        present(activity, animated: true)
    }
}
