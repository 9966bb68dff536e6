import SwiftUI

struct SyncSettingsView: View {
    weak var coordinatorDelegate: SettingsCoordinatorDelegate?
    @EnvironmentObject private var viewModel: SettingsViewModel

    var body: some View {
        Form {
            Text(viewModel.isLoggedIn ? "Signed in" : "Signed out")
            Button("Sign Out", role: .destructive) {
                coordinatorDelegate?.showLogoutAlert()
            }
        }
        .navigationTitle("Account")
    }
}

struct CiteSettingsView: View {
    weak var coordinatorDelegate: SettingsCoordinatorDelegate?

    var body: some View {
        List {
            Text("Chicago Manual of Style")
            Text("APA")
        }
        .navigationTitle("Citations")
    }
}

struct StorageSettingsView: View {
    var body: some View {
        Form {
            Text("Downloaded files: 120 MB")
        }
        .navigationTitle("Storage")
    }
}
