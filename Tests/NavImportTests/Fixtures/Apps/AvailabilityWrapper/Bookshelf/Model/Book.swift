import Foundation

struct Book: Identifiable, Hashable {
    let id: UUID
    var title: String
    var author: String
    var pages: Int
    var isFinished: Bool

    init(id: UUID = UUID(), title: String, author: String, pages: Int, isFinished: Bool = false) {
        self.id = id
        self.title = title
        self.author = author
        self.pages = pages
        self.isFinished = isFinished
    }
}

@MainActor
final class Library: ObservableObject {
    @Published var books: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304, isFinished: true),
        Book(title: "Piranesi", author: "Susanna Clarke", pages: 272),
        Book(title: "A Memory Called Empire", author: "Arkady Martine", pages: 462),
    ]

    var finishedCount: Int {
        books.filter(\.isFinished).count
    }

    var pagesRead: Int {
        books.filter(\.isFinished).reduce(0) { $0 + $1.pages }
    }

    func search(_ text: String) -> [Book] {
        guard !text.isEmpty else { return books }
        return books.filter {
            $0.title.localizedCaseInsensitiveContains(text) || $0.author.localizedCaseInsensitiveContains(text)
        }
    }
}
