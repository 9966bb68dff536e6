import SwiftUI

@main
struct MusicApp: App {
    var body: some Scene {
        WindowGroup { RootTabView() }
    }
}

enum AppTab: Hashable { case listen, library, search }

/// Opens on the Library tab: the selection's first value is the tag of the second tab.
struct RootTabView: View {
    @State private var selection: AppTab = .library

    var body: some View {
        TabView(selection: $selection) {
            ListenView(selection: $selection)
                .tabItem { Label("Listen", systemImage: "play") }
                .tag(AppTab.listen)
            LibraryView()
                .tabItem { Label("Library", systemImage: "square.stack") }
                .tag(AppTab.library)
            Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                SearchView()
            }
        }
    }
}
