import Foundation

struct Author: Identifiable, Hashable {
    let id: Int
    let name: String
    let born: Int
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let year: Int
    let author: Author
}

struct Catalog {
    var books: [Book]

    var authors: [Author] {
        var seen = Set<Author>()
        return books.map(\.author).filter { seen.insert($0).inserted }
    }

    func books(by author: Author) -> [Book] {
        books.filter { $0.author == author }
    }
}

extension Catalog {
    static let sample: Catalog = {
        let leGuin = Author(id: 1, name: "Ursula K. Le Guin", born: 1929)
        let chiang = Author(id: 2, name: "Ted Chiang", born: 1967)
        return Catalog(books: [
            Book(id: 1, title: "A Wizard of Earthsea", year: 1968, author: leGuin),
            Book(id: 2, title: "The Dispossessed", year: 1974, author: leGuin),
            Book(id: 3, title: "Exhalation", year: 2019, author: chiang),
        ])
    }()
}
