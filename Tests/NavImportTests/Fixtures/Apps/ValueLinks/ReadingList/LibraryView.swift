import SwiftUI

struct LibraryView: View {
    let catalog: Catalog
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Books") {
                    ForEach(catalog.books) { book in
                        NavigationLink(value: book) {
                            VStack(alignment: .leading) {
                                Text(book.title)
                                Text(book.year, format: .number.grouping(.never))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section("Authors") {
                    ForEach(catalog.authors) { author in
                        NavigationLink(value: author) {
                            Label(author.name, systemImage: "person")
                        }
                    }
                }
            }
            .navigationTitle("Reading List")
            .navigationDestination(for: Book.self) { BookView(book: $0) }
            .navigationDestination(for: Author.self) { AuthorView(author: $0, books: catalog.books(by: $0)) }
        }
    }
}
