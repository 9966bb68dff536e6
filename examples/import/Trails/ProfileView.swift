import SwiftUI

struct ProfileView: View {
    @State private var editing: Trail?
    @State private var showingBadges = false

    var body: some View {
        VStack {
            Text("Hiker")
            NavigationLink("Settings") {
                SettingsView()
            }
            Button("Badges") { showingBadges = true }
        }
        .popover(isPresented: $showingBadges) {
            BadgesView()
        }
        .sheet(item: $editing) { trail in
            EditTrailView(trail: trail)
        }
    }
}

struct SettingsView: View {
    var body: some View {
        Form {
            Toggle("Offline maps", isOn: .constant(true))
        }
    }
}

struct BadgesView: View {
    var body: some View {
        Text("Badges")
    }
}

struct EditTrailView: View {
    @Environment(\.presentationMode) private var presentationMode
    let trail: Trail

    var body: some View {
        Form {
            Text(trail.name)
            Button("Save") {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}
