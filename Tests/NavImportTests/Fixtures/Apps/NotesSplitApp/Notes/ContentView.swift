import SwiftUI

struct ContentView: View {
    @State private var showingAccount = false

    var body: some View {
        NavigationSplitView {
            FolderList()
                .toolbar {
                    Button("Account") { showingAccount = true }
                }
        } detail: {
            Text("Select a folder")
        }
        .sheet(isPresented: $showingAccount) {
            AccountView()
        }
    }
}

struct FolderList: View {
    let folders = ["Notes", "Recipes", "Trips"]

    var body: some View {
        List(folders, id: \.self) { folder in
            NavigationLink {
                FolderView(folder: folder)
            } label: {
                Label(folder, systemImage: "folder")
            }
        }
        .navigationTitle("Folders")
    }
}

struct FolderView: View {
    let folder: String
    @State private var renaming = false

    var body: some View {
        Text(folder)
            .toolbar {
                Button("Rename") { renaming = true }
            }
            .alert("Rename folder", isPresented: $renaming) {
                Button("Rename") {}
                Button("Cancel", role: .cancel) {}
            }
    }
}

struct AccountView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Sync") { SyncSettingsView() }
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct SyncSettingsView: View {
    var body: some View {
        Toggle("iCloud", isOn: .constant(true))
    }
}
