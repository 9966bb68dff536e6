import Testing

/// Which SwiftUI views are screens. A view that switches between whole screens (`switch
/// state.screen`, `if signedIn`): SwiftUI shows one at a time, so each is a screen of its own
/// inside the view that switches, not one box with every screen's content poured into it. A view
/// given an action closure is a screen named after itself, not a wrapper of content.
extension CodeConstructTests {
    /// A root that shows onboarding or the main screen (through a property of its own) by its
    /// state; in kiosk mode, the main screen again with an overlay (the same screen, dressed differently).
    private static let switchingApp = """
        @main
        struct HomeApp: App {
            var body: some Scene {
                WindowGroup { RootView(state: AppState()) }
            }
        }
        enum Screen { case onboarding, main }
        final class AppState: ObservableObject {
            var screen: Screen { UserDefaults.standard.bool(forKey: "signedIn") ? .main : .onboarding }
            var kiosk: Bool { UserDefaults.standard.bool(forKey: "kiosk") }
        }
        struct RootView: View {
            @ObservedObject var state: AppState
            var body: some View {
                NavigationStack {
                    content
                        .navigationDestination(isPresented: $showsSettings) { SettingsView() }
                }
            }
            @State private var showsSettings = false
            private var content: some View {
                Group {
                    if state.kiosk {
                        KioskView()
                    } else {
                        ContainerView()
                    }
                }
            }
        }
        struct KioskView: View {
            var body: some View {
                ContainerView().overlay { Text("kiosk") }
            }
        }
        struct ContainerView: View {
            @EnvironmentObject var state: AppState
            var body: some View {
                Group {
                    switch state.screen {
                    case .onboarding:
                        OnboardingView()
                    case .main:
                        main
                    }
                }
                .navigationTitle("Home")
            }
            private var main: some View {
                MainView()
            }
        }
        struct OnboardingView: View {
            @State private var showsLogin = false
            var body: some View {
                Button("Log in") { showsLogin = true }
                    .sheet(isPresented: $showsLogin) { LoginView() }
            }
        }
        struct MainView: View {
            var body: some View { Text("main") }
        }
        struct LoginView: View {
            var body: some View { Text("login") }
        }
        struct SettingsView: View {
            var body: some View { Text("settings") }
        }
        """

    @Test func aViewThatSwitchesBetweenScreensHoldsEachAsAScreenOfItsOwn() throws {
        let text = try imported(Self.switchingApp)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        // The stack's root is the screen the wrappers show, named after it; each case a child of it.
        #expect(lines.contains { $0.hasPrefix("  ContainerView: UIHostingController [") }, "\(text)")
        #expect(!text.contains("KioskView: UIHostingController"), "the kiosk branch shows the same screen: one alternative")
        for (child, line) in [("OnboardingView", 42), ("MainView", 44)] {
            #expect(
                lines.contains {
                    $0.hasPrefix("    \(child): UIHostingController,")
                        && $0.hasSuffix("# App.swift:\(line) one of the views ContainerView switches between")
                },
                "\(child)\n\(text)")
        }
        // Each screen's navigation is its own: the onboarding screen presents the login sheet.
        #expect(lines.contains { $0.hasPrefix("OnboardingView present LoginView: UIHostingController") }, "\(text)")
    }

    /// `ManualEntryView { url in model.pendingURL = url }`, `ServerPicker { server in pick(server) }`:
    /// the closure is what the view runs when done, not content it wraps, so the sheet's box is
    /// the view's, with its own name.
    @Test func aViewGivenAnActionClosureIsNamedAfterItselfNotItsPresenter() throws {
        let text = try imported(
            """
            @main
            struct EntryApp: App {
                var body: some Scene {
                    WindowGroup { ServersView() }
                }
            }
            final class ServersModel: ObservableObject {
                @Published var pendingURL: URL?
            }
            struct ServersView: View {
                @StateObject private var model = ServersModel()
                @State private var showsManualEntry = false
                @State private var showsPicker = false
                var body: some View {
                    Button("Enter address") { showsManualEntry = true }
                        .sheet(isPresented: $showsManualEntry) {
                            ManualEntryView { url in
                                model.pendingURL = url
                            }
                        }
                    Button("Pick") { showsPicker = true }
                        .sheet(isPresented: $showsPicker) {
                            ServerPicker { server in
                                pick(server)
                            }
                        }
                }
                func pick(_ server: String) {}
            }
            struct ServerPicker: View {
                let onPick: (String) -> Void
                var body: some View {
                    NavigationStack { Button("Home") { onPick("home") } }
                }
            }
            struct ManualEntryView: View {
                let connect: (URL) -> Void
                init(connect: @escaping (URL) -> Void) {
                    self.connect = connect
                }
                var body: some View {
                    NavigationView { Text("address") }
                }
            }
            """)
        expectChecks(text)
        #expect(text.contains("ServersView present nav ManualEntryNav ["), "\(text)")
        #expect(text.contains("  ManualEntryView: UIHostingController,"), "\(text)")
        #expect(text.contains("ServersView present nav ServerPickerNav ["), "a memberwise initializer's trailing action too")
        #expect(!text.contains("ServersViewSheet"), "named after the view, not the sheet that shows it")
    }
}

extension CodeConstructTests {
    /// A stack whose destinations a view builder of its own shows (`view(for: route)`), one of
    /// them a login screen that brings its own `NavigationView` only when made `.modal`; its
    /// `style` starts `.pushed`, and another object's `style` is changed elsewhere.
    private static let builderApp = """
        @main
        struct SignInApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }
        enum Route: Hashable { case servers, login }
        final class Router: ObservableObject {
            @Published var path: [Route] = []
        }
        struct RootView: View {
            @StateObject private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    VStack {
                        Button("Continue") { router.path.append(.servers) }
                        Button("Sign in") { router.path.append(.login) }
                    }
                        .navigationDestination(for: Route.self) { route in
                            view(for: route)
                        }
                }
            }
            @ViewBuilder
            private func view(for route: Route) -> some View {
                switch route {
                case .servers:
                    ServersView()
                case .login:
                    LoginView()
                }
            }
        }
        struct ServersView: View {
            var body: some View { Text("servers") }
        }
        enum LoginStyle { case pushed, modal }
        struct LoginView: View {
            var style: LoginStyle = .pushed
            var body: some View {
                switch style {
                case .pushed:
                    Text("login")
                case .modal:
                    NavigationView { Text("login") }
                }
            }
        }
        final class ProgressHUD {
            var style: LoginStyle = .modal
        }
        final class Banner {
            let hud = ProgressHUD()
            func show() {
                hud.style = .pushed
            }
        }
        """

    @Test func aStacksViewBuilderIsAScreenPerCaseAndAViewsOwnPropertyStartsAtItsDefault() throws {
        let text = try imported(Self.builderApp)
        expectChecks(text)
        #expect(text.contains("RootView push ServersView: UIHostingController"), "\(text)")
        #expect(text.contains("RootView push LoginView: UIHostingController"), "a pushed login brings no stack of its own\n\(text)")
        #expect(!text.contains("RootViewDestination"), "each case's screen is named after its view")
        #expect(!text.contains("cannot push a container"))
    }
}

extension CodeConstructTests {
    /// A destination no append drives shows each case of its builder's `switch`, a case that
    /// shows a property of the view (`case .servers: servers`) too.
    @Test func aDestinationsCaseThatShowsAPropertyIsAScreenOfItsOwn() throws {
        // The builder app with no button that appends, and its servers case a property of the view.
        let buttons = [
            "            VStack {", "                Button(\"Continue\") { router.path.append(.servers) }",
            "                Button(\"Sign in\") { router.path.append(.login) }", "            }",
        ].joined(separator: "\n")
        let source = Self.builderApp.replacingOccurrences(of: buttons, with: "            Text(\"home\")")
            .replacingOccurrences(of: "        case .servers:\n            ServersView()", with: "        case .servers:\n            servers")
            .replacingOccurrences(
                of: "    @ViewBuilder\n", with: "    private var servers: some View {\n        ServersView()\n    }\n    @ViewBuilder\n")
        #expect(!source.contains("append") && source.contains("case .servers:\n            servers\n"), "the fixture was edited as meant")
        let text = try imported(source)
        expectChecks(text)
        #expect(text.contains("RootView push ServersView: UIHostingController"), "\(text)")
        #expect(text.contains("RootView push LoginView: UIHostingController"), "\(text)")
        #expect(!text.contains("RootViewDestination"))
    }
}

extension CodeConstructTests {
    /// A row of the app's own given the action it runs (`Cell(label:action:)`, whose body is
    /// `Button(action: action)`): tapping it runs the caller's closure, so each append pushes its
    /// case; a button given a method of the view (`Button("Help", action: showHelp)`) runs it.
    @Test func aRowGivenItsActionRunsTheCallersClosure() throws {
        let text = try imported(
            """
            @main
            struct CellApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }
            enum Route: Hashable { case servers, about }
            struct RootView: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            Cell(label: "Servers", action: { path.append(.servers) })
                            Cell(label: "About", action: { path.append(.about) })
                            Button("Help", action: showHelp)
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .servers: ServersView()
                            case .about: AboutView()
                            }
                        }
                    }
                }
            }
            extension RootView {
                private func showHelp() {
                    path.append(.about)
                }
            }
            struct Cell: View {
                var label: String
                var action: () -> Void
                var body: some View {
                    Button(action: action) { Text(label) }
                }
            }
            struct ServersView: View {
                var body: some View { Text("servers") }
            }
            struct AboutView: View {
                var body: some View { Text("about") }
            }
            """)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        for (view, line) in [("ServersView", 13), ("AboutView", 14)] {
            let push = try #require(lines.firstIndex { $0.hasPrefix("RootView push \(view): UIHostingController") }, "\(text)")
            #expect(lines[push - 1].hasPrefix("# App.swift:\(line) path.append to .navigationDestination(for: Route.self)"), "\(text)")
        }
        #expect(!text.contains("a value on the stack's path"), "pushed by the rows' appends, not for want of one")
        #expect(text.contains("# App.swift:28 path.append to .navigationDestination(for: Route.self)"), "a method named as a button's action runs")
    }
}
