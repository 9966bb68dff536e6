import SwiftUI

struct AuthorView: View {
    let author: Author
    let books: [Book]

    var body: some View {
        List {
            Section {
                LabeledContent("Born", value: String(author.born))
            }
            Section("Books") {
                ForEach(books) { book in
                    NavigationLink(book.title, value: book)
                }
            }
        }
        .navigationTitle(author.name)
    }
}
