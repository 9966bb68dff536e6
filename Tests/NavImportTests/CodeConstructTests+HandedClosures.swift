import Testing

/// A closure the app hands to code of its own that does no navigation itself (a main-thread
/// helper, a condition object that calls its action at once) runs where that code calls it.
extension CodeConstructTests {
    /// `onMain { present(…) }` and `withEach { present(…) }`: helpers that only call what they
    /// are given. Before, a helper that made no navigation call was not run, and the screens
    /// its closures present were entries.
    @Test func aClosureHandedToAnAppHelperRunsWhereTheHelperCallsIt() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = InboxViewController()
                }
            }
            func onMain(_ block: @escaping () -> Void) {
                DispatchQueue.main.async(execute: block)
            }
            func once(_ block: () -> Void) {
                block()
            }
            final class InboxViewController: UIViewController {
                @objc func showHelp() {
                    onMain { self.present(HelpViewController(), animated: true) }
                }
                @objc func showAbout() {
                    once { self.present(AboutViewController(), animated: true) }
                }
            }
            final class HelpViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("Inbox present Help: HelpViewController"), "\(text)")
        #expect(text.contains("Inbox present About: AboutViewController"), "\(text)")
        #expect(!text.contains("entry"), "no screen is left to guess: \(text)")
    }

    /// A root container that picks its content in a condition object's action, which the
    /// object's initializer calls at once (`Condition(initial: true, action: { … })`), while
    /// its subclass overrides `content` with a `didSet` of its own: Swift runs the superclass's
    /// observers (which embed) and then the override's. The condition's `Action` is a nested
    /// type alias whose name is also one of the app's classes: the closure stays a closure.
    @Test func aConditionsActionEmbedsThroughAnOverriddenContentProperty() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = RootViewController()
                }
            }
            class ContentHostViewController: UIViewController {
                var content: UIViewController? {
                    didSet {
                        if let content {
                            addChild(content)
                            view.addSubview(content.view)
                            content.didMove(toParent: self)
                        }
                    }
                }
            }
            class Action: NSObject {
                var title = ""
            }
            final class Condition: NSObject {
                typealias Action = (Condition) -> Void
                var action: Action?
                init(initial: Bool = false, action inAction: Action? = nil) {
                    super.init()
                    action = inAction
                    if initial, let action {
                        action(self)
                    }
                }
            }
            final class RootViewController: ContentHostViewController {
                var emptyCondition: Condition?
                override var content: UIViewController? {
                    didSet { setNeedsStatusBarAppearanceUpdate() }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emptyCondition = Condition(initial: true, action: { [weak self] _ in
                        self?.content = BrowserViewController()
                    })
                }
            }
            final class BrowserViewController: UIViewController {
                @objc func openSettings() {
                    present(SettingsViewController(), animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("root Root: RootViewController ["), "\(text)")
        #expect(text.contains("  Browser: BrowserViewController,"), "the condition's action embeds the browser: \(text)")
        #expect(text.contains("Browser present Settings: SettingsViewController"), "\(text)")
        #expect(!text.contains("entry"), "\(text)")
    }

    /// A SwiftUI wrapper with an initializer of its own (`init(@ViewBuilder content:)`, kept
    /// in a property its body calls as `self.content()`) is no screen of its own: the views
    /// that use it are the screens, named after themselves, and the links in the content
    /// they give it push. A row that wraps a link to the destination its maker gives it
    /// (`LinkRow(destination: AboutView(), title:)`) pushes each destination given, though
    /// every row's link is the same line; the view a row is given is not content of the
    /// screen the row is in (its own navigation is its own).
    @Test func aWrapperGivenItsContentOrDestinationIsNoScreenOfItsOwn() throws {
        let text = try imported(
            """
            import SwiftUI
            @main
            struct WrapApp: App {
                var body: some Scene {
                    WindowGroup { HomeView() }
                }
            }
            struct FormBox<Content>: View where Content: View {
                let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) {
                    self.content = content
                }
                var body: some View {
                    ScrollView { self.content() }
                }
            }
            struct LinkRow<Destination>: View where Destination: View {
                let destination: Destination
                let title: String
                var body: some View {
                    NavigationLink(destination: self.destination, label: { Text(self.title) })
                }
            }
            struct HomeView: View {
                @State var showStats = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Settings") { SettingsView() }
                            Button("Stats") { showStats = true }
                        }
                        .sheet(isPresented: $showStats) { StatsView() }
                    }
                }
            }
            struct SettingsView: View {
                var body: some View {
                    FormBox {
                        LinkRow(destination: AboutView(), title: "About")
                        LinkRow(destination: SoundsView(), title: "Sounds")
                        LinkRow(destination: StatsView(), title: "Stats")
                    }
                }
            }
            struct StatsView: View {
                @State var showVocab = false
                var body: some View {
                    FormBox { Text("Stats") }
                        .navigationDestination(isPresented: $showVocab) { VocabView() }
                }
            }
            struct VocabView: View {
                var body: some View { Text("Vocab") }
            }
            struct AboutView: View {
                var body: some View { Text("About") }
            }
            struct SoundsView: View {
                var body: some View { Text("Sounds") }
            }
            """)
        expectChecks(text)
        #expect(text.contains("HomeView push SettingsView: UIHostingController"), "\(text)")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("HomeView present StatsView") && $0.contains("style: pageSheet") }, "\(text)")
        #expect(text.contains("SettingsView push AboutView: UIHostingController"), "\(text)")
        #expect(text.contains("SettingsView push SoundsView: UIHostingController"), "\(text)")
        #expect(!text.contains("FormBox:") && !text.contains("LinkRow"), "no box is named after a wrapper: \(text)")
        // The view a row is given is its link's destination, not content of the row's screen.
        #expect(text.contains("StatsView push VocabView: UIHostingController"), "\(text)")
        #expect(!text.contains("SettingsView push VocabView"), "\(text)")
    }

    /// A card given a view to show (`Card(header: HelpHeader())`, shown as `header` in its
    /// body) shows it in place: the links in that view push from the screen the card is in,
    /// and neither the card nor a lazy wrapper (`LazyView(AboutView())`) names a screen.
    @Test func aViewGivenAsContentShowsInPlace() throws {
        let text = try imported(
            """
            import SwiftUI
            @main
            struct CardApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { HomeView() } }
                }
            }
            struct Card<Header: View>: View {
                let header: Header
                var body: some View {
                    VStack { header }
                }
            }
            struct HelpHeader: View {
                var body: some View {
                    NavigationLink("Help") { HelpView() }
                }
            }
            struct LazyView<Content: View>: View {
                let build: () -> Content
                init(_ build: @autoclosure @escaping () -> Content) {
                    self.build = build
                }
                var body: Content {
                    build()
                }
            }
            struct HomeView: View {
                var body: some View {
                    Card(header: HelpHeader())
                    NavigationLink("About", destination: LazyView(AboutView()))
                }
            }
            struct HelpView: View {
                var body: some View { Text("Help") }
            }
            struct AboutView: View {
                var body: some View { Text("About") }
            }
            """)
        expectChecks(text)
        #expect(text.contains("HomeView push HelpView: UIHostingController"), "\(text)")
        // A lazy wrapper's destination is the view its `@autoclosure` builds.
        #expect(text.contains("HomeView push AboutView: UIHostingController"), "\(text)")
        #expect(!text.contains("Card:") && !text.contains("LazyView"), "\(text)")
    }
}
