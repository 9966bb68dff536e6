import Testing

/// A SwiftUI router whose routes are values that keep the view they show: the code names a
/// route (`router.push(.settings)`), the coordinator appends it to its stack's path or sets
/// the item its sheet binds, and the stack's destination and the sheet's content read the
/// view the route holds.
extension CodeConstructTests {
    private static let routerApp = """
        import SwiftUI
        @main
        struct RouteApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationInjectionView(coordinator: .init()) {
                        HomeView()
                    }
                }
            }
        }
        final class NavigationCoordinator: ObservableObject {
            struct PresentedRoute: Identifiable {
                let route: NavigationRoute
                let coordinator: NavigationCoordinator
                var id: String { route.id }
            }
            @Published var path: [NavigationRoute] = []
            @Published var presentedSheet: PresentedRoute?

            func push(_ route: NavigationRoute) {
                switch route.style {
                case .push:
                    path.append(route)
                case .sheet:
                    presentedSheet = .init(route: route, coordinator: .init())
                }
            }
        }
        struct NavigationRoute: Identifiable, Hashable {
            enum TransitionStyle { case push, sheet }
            let id: String
            let style: TransitionStyle
            private let content: AnyView

            init(id: String, style: TransitionStyle = .push, @ViewBuilder content: () -> some View) {
                self.id = id
                self.style = style
                self.content = AnyView(content())
            }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

            var destination: some View { content }
        }
        extension NavigationRoute {
            static var settings: NavigationRoute {
                NavigationRoute(id: "settings") { SettingsView() }
            }
            static var about: NavigationRoute {
                NavigationRoute(id: "about", style: .sheet) { AboutView() }
            }
        }
        struct NavigationInjectionView: View {
            @StateObject private var coordinator: NavigationCoordinator
            private let content: AnyView

            init(coordinator: @autoclosure @escaping () -> NavigationCoordinator, @ViewBuilder content: @escaping () -> some View) {
                _coordinator = StateObject(wrappedValue: coordinator())
                self.content = AnyView(content())
            }
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    content
                        .navigationDestination(for: NavigationRoute.self) { route in
                            route.destination
                        }
                }
                .environmentObject(coordinator)
                .sheet(item: $coordinator.presentedSheet) { presented in
                    NavigationInjectionView(coordinator: presented.coordinator) {
                        presented.route.destination
                    }
                }
            }
        }
        struct HomeView: View {
            @EnvironmentObject private var router: NavigationCoordinator
            var body: some View {
                List {
                    Button("Settings") { router.push(.settings) }
                    Button("About") { router.push(.about) }
                }
            }
        }
        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }
        struct AboutView: View {
            var body: some View { Text("About") }
        }
        """

    /// The window's wrapper is a `NavigationStack` around the view it is given, so the root is
    /// a navigation controller of `HomeView`. `.settings` is the route type's static property (an
    /// implicit member read against the parameter's type), made with the default `.push` style:
    /// it is pushed, never presented. `.about`, made with `.sheet`, sets the sheet's item: the
    /// sheet shows a stack of `AboutView`, not of the wrapper. Before, the root was `HomeView`
    /// alone, every route was `NavigationInjectionViewDestination`, and the sheet an entry.
    @Test func aRouteValueShowsTheViewItKeeps() throws {
        let text = try imported(Self.routerApp)
        expectChecks(text)
        #expect(text.contains("root nav HomeNav ["), "\(text)")
        #expect(text.contains("HomeView push SettingsView: UIHostingController"), "\(text)")
        #expect(!text.contains("present SettingsView") && !text.contains("SettingsNav"), "the pushed route is not also presented: \(text)")
        #expect(text.contains("HomeNav present nav AboutNav ["), "\(text)")
        #expect(text.contains("AboutView: UIHostingController"), "\(text)")
        #expect(!text.contains("NavigationInjectionViewDestination"), "no box is named after a route: \(text)")
        #expect(!text.contains("NavigationInjectionNav"), "no box is named after the wrapper: \(text)")
        #expect(!text.contains("entry"), "\(text)")
    }

    /// Inside the presented stack, nothing sets a route: its destination and its own sheet show
    /// only what a route would hold, so they draw nothing and say why.
    @Test func aDestinationThatShowsOnlyItsItemDrawsNothingWithoutOne() throws {
        let text = try imported(Self.routerApp)
        #expect(text.contains(".navigationDestination(for: NavigationRoute.self) shows only what its item holds"), "\(text)")
        #expect(text.contains(".sheet shows only what its item holds"), "\(text)")
    }

    /// A sheet whose content is a screen given the item as data (`DetailView(item: item)`) is
    /// still drawn when no code the tour runs sets the item.
    @Test func aSheetOfAScreenGivenItsItemIsDrawnWithoutOne() throws {
        let text = try imported(
            """
            import SwiftUI
            @main
            struct ListApp: App {
                var body: some Scene {
                    WindowGroup { ListView() }
                }
            }
            struct Book: Identifiable { let id: Int }
            struct ListView: View {
                @State var selected: Book?
                let books: [Book] = []
                var body: some View {
                    NavigationStack {
                        List(books) { book in
                            Button("Open") { selected = book }
                        }
                        .sheet(item: $selected) { book in
                            NavigationStack { DetailView(book: book) }
                        }
                    }
                }
            }
            struct DetailView: View {
                let book: Book
                var body: some View { Text("Detail") }
            }
            """)
        expectChecks(text)
        #expect(text.contains("present nav DetailNav ["), "\(text)")
        #expect(text.contains("DetailView: UIHostingController"), "\(text)")
    }

    /// A function the tour runs as an action (no code it reaches calls it) is given what an
    /// unseen caller may pass: a parameter's default is not assumed, so each branch of a
    /// `switch` on it runs. Called by the app's own code without the argument, it has its default.
    @Test func aDefaultValueHoldsOnlyWhenTheAppsCodeLeavesTheArgumentOut() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
                }
            }
            enum Flow { case upgrade, login }
            final class InboxViewController: UIViewController {
                @objc func upgradeTapped() {
                    begin()
                }
                func begin(flow: Flow = .upgrade) {
                    switch flow {
                    case .upgrade: present(UpgradeViewController(), animated: true)
                    case .login: present(LoginViewController(), animated: true)
                    }
                }
                func start(flow: Flow = .login) {
                    switch flow {
                    case .upgrade: navigationController?.pushViewController(PlansViewController(), animated: true)
                    case .login: navigationController?.pushViewController(WelcomeViewController(), animated: true)
                    }
                }
            }
            final class UpgradeViewController: UIViewController {}
            final class LoginViewController: UIViewController {}
            final class PlansViewController: UIViewController {}
            final class WelcomeViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("Inbox present Upgrade: UpgradeViewController"), "\(text)")
        #expect(!text.contains("present Login"), "`begin()` leaves `flow` out, so it is `.upgrade`: \(text)")
        #expect(text.contains("push Plans: PlansViewController") && text.contains("push Welcome: WelcomeViewController"), "\(text)")
    }
}
