import SwiftUI

struct BookView: View {
    let book: Book

    var body: some View {
        List {
            Section {
                LabeledContent("Published", value: String(book.year))
            }
            Section("Author") {
                NavigationLink(value: book.author) {
                    Text(book.author.name)
                }
            }
        }
        .navigationTitle(book.title)
    }
}
