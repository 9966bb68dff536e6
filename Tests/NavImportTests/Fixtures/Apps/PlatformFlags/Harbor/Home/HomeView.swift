import SwiftUI

struct HomeView: View {
    @State private var showSettings = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Preferences") {
                    SettingsView(embedInOwnNavigation: false)
                }
                if Current.showsDebugMenu {
                    NavigationLink("Debug") {
                        DebugView()
                    }
                }
            }
            .navigationTitle("Harbor")
            .toolbar {
                Button("Settings") { showSettings = true }
            }
            .sheet(isPresented: $showSettings) {
                SettingsView()
            }
        }
    }
}

struct DebugView: View {
    var body: some View {
        Text("Debug")
    }
}
