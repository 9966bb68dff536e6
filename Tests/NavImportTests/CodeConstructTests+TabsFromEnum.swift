import Testing

/// A `TabView` whose tabs are a `ForEach` over an enum's cases, each made by a function of
/// the enum that switches on `self`: a tab per case the switch shows, in its order.
extension CodeConstructTests {
    @Test func aTabViewOfAnEnumsCasesHasATabPerViewItsSwitchMakes() throws {
        let text = try imported(
            """
            @main
            struct TabsApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }
            enum AppTab: String, CaseIterable, Identifiable {
                case timeline, notifications, profile
                var id: String { rawValue }
                @ViewBuilder
                func makeContentView() -> some View {
                    switch self {
                    case .timeline: NavigationStack { TimelineView() }
                    case .notifications: NavigationStack { NotificationsView() }
                    case .profile: ProfileView()
                    }
                }
            }
            struct RootView: View {
                @State private var selected: AppTab = .timeline
                var body: some View {
                    TabView(selection: $selected) {
                        ForEach(AppTab.allCases) { tab in
                            tab.makeContentView()
                                .tabItem { Label(tab.rawValue, systemImage: "star") }
                                .tag(tab)
                        }
                    }
                }
            }
            struct TimelineView: View {
                var body: some View { List { NavigationLink("Detail") { DetailView() } } }
            }
            struct NotificationsView: View { var body: some View { Text("N") } }
            struct ProfileView: View { var body: some View { Text("P") } }
            struct DetailView: View { var body: some View { Text("D") } }
            """)
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["Tabs"]?.children == ["TimelineNav", "NotificationsNav", "ProfileView"], "\(text)")
        // The timeline tab's link pushes onto its stack: the tab is a screen the tour reaches, not an entry.
        #expect(text.contains("TimelineView push DetailView"), "\(text)")
        #expect(!text.contains("entry"), "\(text)")
    }
}
