import UIKit

final class NoteViewController: UIViewController, UITextViewDelegate {
    private var note: Note
    private let store: NoteStore
    private let textView = UITextView()

    init(note: Note, store: NoteStore) {
        self.note = note
        self.store = store
        super.init(nibName: nil, bundle: nil)
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        view = textView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = note.title
        textView.text = note.body
    }

    func textViewDidChange(_ textView: UITextView) {
        note.body = textView.text
        note.title = textView.text.components(separatedBy: .newlines).first ?? note.title
        note.modifiedAt = Date()
        title = note.title
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        store.save(note)
    }
}
