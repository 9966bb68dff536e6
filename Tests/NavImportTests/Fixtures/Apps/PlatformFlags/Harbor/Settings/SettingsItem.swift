import SwiftUI

enum SettingsItem: String, CaseIterable, Hashable {
    case general
    case notifications

    var title: String { rawValue.capitalized }

    @ViewBuilder
    var destinationView: some View {
        switch self {
        case .general:
            GeneralSettingsView()
        case .notifications:
            NotificationSettingsView()
        }
    }
}

struct GeneralSettingsView: View {
    var body: some View {
        Form { Text("General") }
    }
}

struct NotificationSettingsView: View {
    var body: some View {
        Form { Text("Notifications") }
    }
}
