import Testing

/// A router of the app's own, in the SwiftUI environment: `navigate(to:)` appends a route to
/// the stack's path and `present(_:)` sets the item a `.sheet(item: $router.sheet)` binds, an
/// enum case whose `view` property switches on `self`. Each button's call is a step, and the
/// sheet shows the case's view.
extension CodeConstructTests {
    @Test func aRoutersSheetItemSetToAnEnumCasePresentsThatCasesView() throws {
        let text = try imported(
            """
            @main
            struct RouterApp: App {
                @State private var router = Router()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $router.path) {
                            HomeView()
                                .navigationDestination(for: Route.self) { route in
                                    route.destination
                                }
                        }
                        .sheet(item: $router.sheet) { sheet in
                            sheet.view
                        }
                        .environment(router)
                    }
                }
            }

            enum Route: Hashable {
                case detail(id: Int)
                case profile

                @ViewBuilder
                var destination: some View {
                    switch self {
                    case .detail(let id): DetailView(id: id)
                    case .profile: ProfileView()
                    }
                }
            }

            enum SheetDestination: Identifiable {
                case settings
                case compose
                var id: String { "\\(self)" }

                @ViewBuilder
                var view: some View {
                    switch self {
                    case .settings: NavigationStack { SettingsView() }
                    case .compose: ComposeView()
                    }
                }
            }

            @Observable
            final class Router {
                var path: [Route] = []
                var sheet: SheetDestination?

                func navigate(to route: Route) { path.append(route) }
                func present(_ sheet: SheetDestination) { self.sheet = sheet }
            }

            struct HomeView: View {
                @Environment(Router.self) private var router
                var body: some View {
                    List {
                        Button("Detail") { router.navigate(to: .detail(id: 1)) }
                        Button("Profile") { router.navigate(to: .profile) }
                    }
                    .toolbar {
                        Button("Settings") { router.present(.settings) }
                        Button("Compose") { router.present(.compose) }
                    }
                }
            }
            struct DetailView: View {
                let id: Int
                @Environment(Router.self) private var router
                var body: some View { Button("Author") { router.navigate(to: .profile) } }
            }
            struct ProfileView: View { var body: some View { Text("P") } }
            struct SettingsView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() } }
            }
            struct ComposeView: View { var body: some View { Text("C") } }
            """)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("HomeView push DetailView: UIHostingController") }, "\(text)")
        // `router.present(.settings)`: the settings case's stack, asked at the button; `.compose`: the compose view.
        let settings = try #require(lines.firstIndex { $0.hasPrefix("HomeNav present nav SettingsNav [") }, "\(text)")
        #expect(lines[settings - 1].contains("asked at App.swift:64"), "\(text)")
        #expect(lines.contains { $0.hasPrefix("HomeNav present ComposeView: UIHostingController style: pageSheet") }, "\(text)")
        #expect(!text.contains("the tour does not reach"), "\(text)")
    }
}
