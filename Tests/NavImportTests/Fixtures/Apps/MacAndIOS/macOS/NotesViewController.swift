import AppKit

final class NotesViewController: NSViewController, NSTableViewDataSource, NSTableViewDelegate {
    private let store: NoteStore
    private let tableView = NSTableView()

    init(store: NoteStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let scrollView = NSScrollView()
        tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("title")))
        tableView.headerView = nil
        tableView.dataSource = self
        tableView.delegate = self
        tableView.doubleAction = #selector(openSelectedNote)
        scrollView.documentView = tableView
        view = scrollView
    }

    func numberOfRows(in tableView: NSTableView) -> Int {
        store.notes.count
    }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        NSTextField(labelWithString: store.notes[row].title)
    }

    @objc private func openSelectedNote() {
        guard tableView.selectedRow >= 0 else { return }
        let note = store.notes[tableView.selectedRow]
        let editor = NSViewController()
        let textView = NSTextView()
        textView.string = note.body
        editor.view = textView
        editor.title = note.title
        presentAsSheet(editor)
    }
}
