import SwiftUI

@main
struct HomeApp: App {
    var body: some Scene {
        WindowGroup {
            OnboardingView(style: .required)
        }
    }
}

enum OnboardingStyle {
    case required
    case secondary
}

struct OnboardingView: View {
    let style: OnboardingStyle

    var body: some View {
        NavigationStack {
            root
        }
    }

    @ViewBuilder
    private var root: some View {
        switch style {
        case .required:
            WelcomeView()
        case .secondary:
            ServersListView()
        }
    }
}

struct WelcomeView: View {
    @State private var showsSettings = false
    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings) { SettingsView() }
    }
}

struct SettingsView: View {
    @State private var addsServer = false
    var body: some View {
        Button("Add server") { addsServer = true }
            .fullScreenCover(isPresented: $addsServer) { OnboardingView(style: .secondary) }
    }
}

struct ServersListView: View {
    var body: some View { Text("Servers") }
}
