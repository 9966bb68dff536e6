import Testing

/// The Composable Architecture before 1.7: a root view's `SwitchStore` over its store's enum
/// (each case's view in a `CaseLet`), a reducer that sets that enum (`state = .home(…)`), and a
/// sheet over a store of optional state (`.sheet(store: store.scope(state: \.$profile, …))`).
extension CodeConstructTests {
    @Test func aSwitchStoreIsARootSwitchAndAStoreScopedSheetPresents() throws {
        let text = try imported(
            """
            @main
            struct OldApp: App {
                let store = Store(initialState: AppFeature.State()) { AppFeature() }
                var body: some Scene {
                    WindowGroup { AppView(store: store) }
                }
            }

            struct AppFeature: Reducer {
                enum State: Equatable {
                    case login(LoginFeature.State)
                    case home(HomeFeature.State)
                    init() { self = .login(LoginFeature.State()) }
                }
                enum Action {
                    case login(LoginFeature.Action)
                    case home(HomeFeature.Action)
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .login(.loggedIn):
                            state = .home(HomeFeature.State())
                            return .none
                        default:
                            return .none
                        }
                    }
                }
            }

            struct AppView: View {
                let store: StoreOf<AppFeature>
                var body: some View {
                    SwitchStore(store) { state in
                        switch state {
                        case .login:
                            CaseLet(/AppFeature.State.login, action: AppFeature.Action.login) { store in
                                NavigationStack { LoginView(store: store) }
                            }
                        case .home:
                            CaseLet(/AppFeature.State.home, action: AppFeature.Action.home) { store in
                                HomeView(store: store)
                            }
                        }
                    }
                }
            }

            struct LoginFeature: Reducer {
                struct State: Equatable {}
                enum Action { case loggedIn }
                func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
            }
            struct HomeFeature: Reducer {
                struct State: Equatable {
                    @PresentationState var profile: ProfileFeature.State?
                }
                enum Action { case profileTapped; case profile(PresentationAction<ProfileFeature.Action>) }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .profileTapped:
                            state.profile = ProfileFeature.State()
                            return .none
                        case .profile:
                            return .none
                        }
                    }
                    .ifLet(\\.$profile, action: /Action.profile) { ProfileFeature() }
                }
            }
            struct ProfileFeature: Reducer {
                struct State: Equatable {}
                enum Action {}
                func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
            }
            struct LoginView: View {
                let store: StoreOf<LoginFeature>
                var body: some View { Button("Log in") { store.send(.loggedIn) } }
            }
            struct HomeView: View {
                let store: StoreOf<HomeFeature>
                var body: some View {
                    NavigationStack {
                        Button("Profile") { store.send(.profileTapped) }
                    }
                    .sheet(store: store.scope(state: \\.$profile, action: { .profile($0) })) { store in
                        ProfileView(store: store)
                    }
                }
            }
            struct ProfileView: View { let store: StoreOf<ProfileFeature>; var body: some View { Text("P") } }
            """)
        let flow = expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        // The app opens on the first case's view, and logging in switches the root to the home case's.
        #expect(lines.first { $0.hasPrefix("root ") }?.hasPrefix("root nav LoginNav [") == true, "\(text)")
        #expect(lines.contains { $0.hasPrefix("root nav HomeNav [") }, "\(text)")
        #expect(flow.frames[0].hierarchy["AppView"] == nil, "a SwitchStore shows one case, not a container of both: \(text)")
        // The profile sheet, over a store of optional state, is presented from the home screen's stack.
        #expect(lines.contains { $0.hasPrefix("HomeNav present ProfileView: UIHostingController") }, "\(text)")
    }
}
