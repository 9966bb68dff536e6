import SwiftUI

@main
struct BookshelfApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            TabView {
                LibraryView()
                    .tabItem { Label("Library", systemImage: "books.vertical") }
                SearchView()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
            .environmentObject(library)
        }
    }
}
