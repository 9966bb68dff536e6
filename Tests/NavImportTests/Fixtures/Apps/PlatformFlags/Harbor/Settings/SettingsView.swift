import SwiftUI

struct SettingsView: View {
    var embedInOwnNavigation: Bool = true
    @State private var selectedItem: SettingsItem? = .general

    var body: some View {
        Group {
            if Current.isCatalyst {
                macOSView
            } else {
                iOSView
            }
        }
    }

    // A sidebar and a detail column, as a Mac shows settings.
    private var macOSView: some View {
        NavigationView {
            List(SettingsItem.allCases, id: \.self, selection: $selectedItem) { item in
                Text(item.title)
            }
            if let selectedItem {
                selectedItem.destinationView
            }
        }
    }

    @ViewBuilder
    private var iOSView: some View {
        if embedInOwnNavigation {
            NavigationStack {
                iOSContent
            }
        } else {
            iOSContent
        }
    }

    private var iOSContent: some View {
        List {
            ForEach(SettingsItem.allCases, id: \.self) { item in
                row(item)
            }
        }
        .navigationTitle("Settings")
        .navigationDestination(for: SettingsItem.self) { item in
            item.destinationView
        }
    }

    private func row(_ item: SettingsItem) -> some View {
        NavigationLink(value: item) {
            Text(item.title)
        }
    }
}
