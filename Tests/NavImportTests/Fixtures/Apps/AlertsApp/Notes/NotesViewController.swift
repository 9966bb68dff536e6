import UIKit

final class NotesViewController: UITableViewController {
    private let store: NoteStore
    var router: NoteRouting!

    init(store: NoteStore) {
        self.store = store
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: UIAction { [weak self] _ in
            self?.chooseSortOrder()
        })
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(store.notes[indexPath.row])
    }

    private func open(_ note: Note) {
        let editor = NoteViewController(note: note)
        navigationController?.pushViewController(editor, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        let note = store.notes[indexPath.row]
        let confirm = UIAlertController(title: "Delete “\(note.title)”?", message: "This cannot be undone.", preferredStyle: .alert)
        confirm.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.store.delete(note)
        })
        confirm.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(confirm, animated: true)
    }

    private func chooseSortOrder() {
        let sheet = UIAlertController(title: "Sort notes", message: nil, preferredStyle: .actionSheet)
        for order in SortOrder.allCases {
            sheet.addAction(UIAlertAction(title: order.title, style: .default) { [weak self] _ in self?.store.sort(by: order) })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    @objc func importFailed(_ notification: Notification) {
        showError("The import failed.")
    }

    @objc func showLatest() {
        let alert = UIAlertController(title: "New note", message: "A note was added on another device.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Open", style: .default) { _ in
            self.open(self.store.latest)
        })
        alert.addAction(UIAlertAction(title: "Later", style: .cancel))
        present(alert, animated: true)
    }

    @objc func confirmEmptyTrash() {
        let alert = UIAlertController.tinted(title: "Empty Trash?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Empty", style: .destructive) { [weak self] _ in self?.store.emptyTrash() })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    @objc func shareOptions() {
        let sheet = UIAlertController.tinted(title: "Share", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }

    @objc func openRoute(_ route: NoteRoute) {
        let controller = router.controller(for: route)
        present(controller, animated: true)
    }
}
