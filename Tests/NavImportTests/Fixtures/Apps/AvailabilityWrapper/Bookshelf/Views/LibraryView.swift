import SwiftUI

struct LibraryView: View {
    @EnvironmentObject private var library: Library
    @State private var isShowingStats = false

    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            NavigationSplitView {
                bookList
            } detail: {
                Text("Select a book")
                    .foregroundStyle(.secondary)
            }
        } else {
            PlatformNavigationStack {
                bookList
            }
        }
    }

    private var bookList: some View {
        List(library.books) { book in
            NavigationLink {
                BookDetailView(book: book)
            } label: {
                VStack(alignment: .leading) {
                    Text(book.title)
                    Text(book.author)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Library")
        .toolbar {
            Button {
                isShowingStats = true
            } label: {
                Label("Stats", systemImage: "chart.bar")
            }
        }
        .sheet(isPresented: $isShowingStats) {
            PlatformNavigationStack {
                StatsView()
            }
        }
    }
}
