import SwiftUI

struct SearchView: View {
    @EnvironmentObject private var library: Library
    @State private var query = ""

    var body: some View {
        PlatformNavigationStack {
            List(library.search(query)) { book in
                NavigationLink(book.title) {
                    BookDetailView(book: book)
                }
            }
            .navigationTitle("Search")
            .searchable(text: $query, prompt: "Title or author")
        }
    }
}
