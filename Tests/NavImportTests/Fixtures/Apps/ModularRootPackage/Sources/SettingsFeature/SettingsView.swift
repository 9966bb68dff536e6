import Models
import SwiftUI

public struct SettingsView: View {
    @State private var isShowingAccount = false
    @AppStorage("compactRows") private var compactRows = false
    @AppStorage("notifications") private var notifications = true

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section("Reading") {
                    Toggle("Compact rows", isOn: $compactRows)
                    Toggle("Notifications", isOn: $notifications)
                }
                Section {
                    Button("Account") {
                        isShowingAccount = true
                    }
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $isShowingAccount) {
                AccountView(account: .preview)
            }
        }
    }
}
