import Models
import SettingsFeature
import SwiftUI

public struct AppView: View {
    enum Tab: Hashable {
        case feed
        case settings
    }

    @State private var selection: Tab = .feed
    @State private var store = ArticleStore()

    public init() {}

    public var body: some View {
        TabView(selection: $selection) {
            FeedView(store: store)
                .tabItem { Label("Feed", systemImage: "newspaper") }
                .tag(Tab.feed)

            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(Tab.settings)
        }
    }
}

#Preview {
    AppView()
}
