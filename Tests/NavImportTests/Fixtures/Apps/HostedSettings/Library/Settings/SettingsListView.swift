import SwiftUI

struct SettingsListView: View {
    weak var coordinatorDelegate: SettingsCoordinatorDelegate?

    var body: some View {
        Form {
            Section {
                Button(action: {
                    self.coordinatorDelegate?.showSync()
                }, label: {
                    SettingsRow(text: "Account & Sync")
                })
                Button(action: { self.coordinatorDelegate?.showCitationSettings() }, label: {
                    SettingsRow(text: "Citations")
                })
                Button(action: { self.coordinatorDelegate?.showStorageSettings() }, label: {
                    SettingsRow(text: "Storage")
                })
            }
            Section {
                Button("Privacy Policy") {
                    coordinatorDelegate?.showPrivacyPolicy()
                }
            }
        }
        .navigationTitle("Settings")
    }
}

struct SettingsRow: View {
    let text: String

    var body: some View {
        HStack {
            Text(text)
            Spacer()
            Image(systemName: "chevron.right")
        }
    }
}
