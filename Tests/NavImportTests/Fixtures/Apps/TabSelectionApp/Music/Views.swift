import SwiftUI

struct ListenView: View {
    @Binding var selection: AppTab

    var body: some View {
        NavigationStack {
            Button("Find something to play") { selection = .search }
        }
    }
}

struct LibraryView: View {
    @State private var showSettings = false

    var body: some View {
        NavigationStack {
            Button("Settings") { showSettings = true }
                .sheet(isPresented: $showSettings) { SettingsView() }
        }
    }
}

struct SearchView: View {
    var body: some View { Text("Search") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
