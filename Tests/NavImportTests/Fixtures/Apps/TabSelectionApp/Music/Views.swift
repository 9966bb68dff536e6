import SwiftUI

struct ListenView: View {
    var body: some View { NavigationStack { Text("Listen") } }
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
