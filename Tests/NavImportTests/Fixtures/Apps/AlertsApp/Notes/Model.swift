import UIKit

struct Note: Hashable {
    let title: String
    let body: String
}

enum SortOrder: CaseIterable {
    case date, title
    var title: String { self == .date ? "Date" : "Title" }
}

enum NoteRoute { case settings, trash }

protocol NoteRouting {
    func controller(for route: NoteRoute) -> UIViewController
}

final class NoteStore {
    var notes: [Note] = []
    var latest: Note { notes[0] }
    func delete(_ note: Note) {}
    func sort(by order: SortOrder) {}
    func emptyTrash() {}
}
