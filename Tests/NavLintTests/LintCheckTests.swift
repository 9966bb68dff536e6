import Foundation
import NavCodeFacts
@testable import NavLint
import NavSwiftReader
import Testing

/// Each check of docs/lint.md on its fixture app: the wrong version has the findings of its
/// golden, with the rule the check names; the fixed version has none.
@Suite struct LintCheckTests {
    /// The rule each app's wrong version must be found breaking, and the severity it is found with.
    static let expected: [(app: String, rule: String, severity: LintSeverity)] = [
        ("PhotoShare", "R43", .error), ("PhotoShare", "R59", .error), ("SignOut", "R21", .warning), ("PushedContainers", "R5", .error),
        ("PushedContainers", "R35", .note), ("NestedStack", "L1", .note), ("PathStack", "L2", .note), ("ExportFlow", "R43", .error),
        ("ExportFlow", "R59", .error), ("SessionExpiry", "R19", .warning),
    ]

    @Test(arguments: LintFixtures.apps)
    func wrongVersionHasItsGoldenFindings(app: String) throws {
        let report = try LintFixtures.lint([LintFixtures.path(app, "Wrong")])
        try expectGoldenFindings(report, app)
        for (_, rule, severity) in Self.expected.filter({ $0.app == app }) {
            #expect(report.findings.contains { $0.rule == rule && $0.severity == severity }, "\(app) has no \(severity) \(rule): \(report.json())")
        }
        for finding in report.findings {
            #expect(finding.file.hasSuffix(".swift") && finding.line >= 1 && finding.column >= 1, "\(finding)")
            #expect(finding.path.last.map { ($0.file, $0.line) } ?? ("", 0) == (finding.file, finding.line), "\(finding)")
        }
    }

    @Test(arguments: LintFixtures.apps)
    func fixedVersionHasNoFinding(app: String) throws {
        let report = try LintFixtures.lint([LintFixtures.path(app, "Fixed")])
        #expect(report.findings.isEmpty, "\(report.json())")
        #expect(!report.fails)
    }

    /// The anchor check reads each function on its own: a popover made and presented there
    /// with no anchor is found even where no path of the tour could make the present a step.
    @Test func anUnanchoredPopoverIsFoundInAFunctionNoPathReaches() throws {
        let source = """
            final class ReportExporter {
                func export(_ report: String, presenter: (() -> UIViewController)?) {
                    let activity = UIActivityViewController(activityItems: [report], applicationActivities: nil)
                    presenter?().present(activity, animated: true)
                    let menu = UIViewController()
                    menu.modalPresentationStyle = .popover
                    presenter?().present(menu, animated: true)
                    let anchoredMenu = UIViewController()
                    anchoredMenu.modalPresentationStyle = .popover
                    anchoredMenu.popoverPresentationController?.sourceView = UIView()
                    presenter?().present(anchoredMenu, animated: true)
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "ReportExporter.swift", text: source, device: TargetDevice(idiom: .pad))])
        let found = UnanchoredPopovers.findings(in: facts, ios: 17)
        #expect(found.map(\.call.line) == [4, 7])
        #expect(found.map(\.rule) == ["R59", "R43"])
        #expect(found.allSatisfy { $0.kind == .exception && $0.message.contains("sourceView") })
    }

    /// L1 for a view UIKit pushes: a hosting controller made with the view as its root
    /// (there, or in a local first), pushed onto a navigation controller; not for a view
    /// whose body picks its content as it runs.
    @Test func aNavigationViewInAViewUIKitPushesInAHostingControllerIsNested() throws {
        let source = """
            import SwiftUI

            struct NameView: View {
                var body: some View {
                    NavigationView { Text("Your name") }
                }
            }

            struct PlainView: View {
                var body: some View { Text("Plain") }
            }

            struct FolderView: View {
                var pushed: Bool
                var body: some View {
                    if pushed { content } else { wrapped }
                }
                var content: some View { Text("Folder") }
                var wrapped: some View { NavigationView { content } }
            }

            final class Onboarding: UIViewController {
                func next() {
                    let host = UIHostingController(rootView: NameView())
                    navigationController?.pushViewController(host, animated: true)
                    navigationController?.pushViewController(UIHostingController(rootView: PlainView()), animated: true)
                    navigationController?.pushViewController(UIHostingController(rootView: FolderView(pushed: true)), animated: true)
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "Onboarding.swift", text: source, device: TargetDevice())])
        let found = CodeChecks.findings(in: facts, ios: 17).filter { $0.rule == "L1" }
        // FolderView picks its content as it runs: pushed, it may show the side with no stack.
        #expect(found.map(\.call.line) == [5])
        #expect(found.first?.path.map(\.line) == [25, 5])
        #expect(found.first?.path.first?.method == "pushViewController")
    }

    /// R19 where one function shows it: the window's root, or `self` in a notification's
    /// handler, asked to present without a look at what it presents; a root the type's own
    /// window holds, or a function that reads `presentedViewController` or dismisses first,
    /// is left alone.
    @Test func aPresentToAPresenterThatMayPresentAlreadyIsFound() throws {
        let source = """
            final class Alerts {
                var window: UIWindow?
                private lazy var alertWindow: UIWindow = UIWindow()

                func expired(alert: UIAlertController) {
                    let root = window?.rootViewController
                    root?.present(alert, animated: true)
                }

                func onTop(alert: UIAlertController) {
                    let root = window?.rootViewController
                    (root?.presentedViewController ?? root)?.present(alert, animated: true)
                }

                func ownWindow(alert: UIAlertController) {
                    alertWindow.rootViewController?.present(alert, animated: true)
                }

                func dismissingFirst(alert: UIAlertController) {
                    guard let root = window?.rootViewController else { return }
                    if root.presentedViewController != nil {
                        root.dismiss(animated: true) { root.present(alert, animated: true) }
                    } else {
                        root.present(alert, animated: true)
                    }
                }
            }

            final class Inbox: UIViewController {
                @objc func refreshed(_ notification: Notification) {
                    present(UIAlertController(title: "New mail", message: nil, preferredStyle: .alert), animated: true)
                }

                @objc func compose() {
                    present(UIViewController(), animated: true)
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "Alerts.swift", text: source, device: TargetDevice())])
        let found = UncheckedPresenters.findings(in: facts, ios: 17)
        #expect(found.map(\.call.line) == [7, 31])
        #expect(found.allSatisfy { $0.rule == "R19" && $0.kind == .warning && $0.message.contains("which is already presenting") })
    }

    /// A root whose class presents from what it presents already (its `present` override
    /// looks at `presentedViewController`) never refuses: neither a present to the window's
    /// root, when the scene delegate makes the root of that class, nor one to `self` in it.
    /// Another class's notification handler still may.
    @Test func aPresenterThatForwardsToWhatItPresentsIsNotFound() throws {
        let source = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = Tabs()
                }
            }

            final class Tabs: UITabBarController {
                override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                    if let presentedViewController, !presentedViewController.isBeingDismissed {
                        presentedViewController.present(viewControllerToPresent, animated: flag, completion: completion)
                        return
                    }
                    super.present(viewControllerToPresent, animated: flag, completion: completion)
                }

                func showCancelled() {
                    view.window?.rootViewController?.present(Cancelled(), animated: true)
                }

                @objc func expired(_ notification: Notification) {
                    present(Cancelled(), animated: true)
                }
            }

            final class Inbox: UIViewController {
                @objc func refreshed(_ notification: Notification) {
                    present(Cancelled(), animated: true)
                }
            }

            final class Cancelled: UIViewController {}
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "Tabs.swift", text: source, device: TargetDevice())])
        #expect(UncheckedPresenters.findings(in: facts, ios: 17).map(\.call.line) == [29])
        let plain = source.replacingOccurrences(of: "override func present", with: "func presentOnTop")
        let unforwarded = CodeFacts(files: [SwiftFileReader.read(path: "Tabs.swift", text: plain, device: TargetDevice())])
        #expect(UncheckedPresenters.findings(in: unforwarded, ios: 17).map(\.call.line) == [19, 23, 29])
    }

    /// A present to the window's root that the root screen itself asks for, through the
    /// delegate protocol only it holds, comes while the root shows nothing over it: not found
    /// when the tour made that screen a window's root. A protocol a presented screen also
    /// holds and calls (`Settings`) may ask while something is presented: found. One that holds
    /// it but never reads it (`Banner`, presented too) never asks.
    @Test func aPresentTheRootScreenAsksItsDelegateForIsNotFound() throws {
        let source = """
            protocol OnboardingDelegate: AnyObject {
                func showAbout()
            }

            protocol SettingsDelegate: AnyObject {
                func showHelp()
            }

            final class AppCoordinator {
                var window: UIWindow?
            }

            extension AppCoordinator: OnboardingDelegate, SettingsDelegate {
                func showAbout() {
                    window?.rootViewController?.present(About(), animated: true)
                }

                func showHelp() {
                    window?.rootViewController?.present(About(), animated: true)
                }
            }

            final class Onboarding: UIViewController {
                weak var delegate: OnboardingDelegate?
                weak var settingsDelegate: SettingsDelegate?
                func aboutTapped() { delegate?.showAbout() }
                func helpTapped() { settingsDelegate?.showHelp() }
            }

            final class Settings: UIViewController {
                weak var delegate: SettingsDelegate?
            }

            extension Settings {
                func helpTapped() { delegate?.showHelp() }
            }

            final class About: UIViewController {}

            final class Banner: UIViewController {
                private var delegate: OnboardingDelegate?
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "AppCoordinator.swift", text: source, device: TargetDevice())])
        #expect(UncheckedPresenters.findings(in: facts, windowRoots: ["Onboarding"], ios: 17).map(\.call.line) == [19])
        #expect(UncheckedPresenters.findings(in: facts, windowRoots: [], ios: 17).map(\.call.line) == [15, 19])
    }

    /// A dismiss sent to what a controller presents ends that controller's presentation: a
    /// present to it in the same turn is R21 (`animated: animated` is an animated dismiss).
    @Test func aPresentAfterDismissingWhatThePresenterPresentsIsFound() throws {
        let source = """
            enum Calls {
                static func open(call: UIViewController, from main: UINavigationController, animated: Bool = true) {
                    main.presentedViewController?.dismiss(animated: animated, completion: nil)
                    main.present(call, animated: true)
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "Calls.swift", text: source, device: TargetDevice())])
        let found = CodeChecks.findings(in: facts, ios: 17)
        #expect(found.map(\.rule) == ["R21"])
        #expect(found.first?.path.map(\.line) == [3, 4])
    }

    /// A view's parts (a `some View` property its body names) are in its body: a destination
    /// link there, in a view a path-driven stack shows, is L2; one in a sheet it presents is not.
    @Test func aDestinationLinkInAPartOfAViewIsInItsBody() throws {
        let source = """
            import SwiftUI

            struct ExploreTab: View {
                @State private var path: [String] = []
                var body: some View {
                    NavigationStack(path: $path) { ExploreView() }
                }
            }

            struct ExploreView: View {
                @State private var showsDevices = false
                var body: some View {
                    List { trendingSection }
                        .sheet(isPresented: $showsDevices) { DevicesSheet() }
                }

                private var trendingSection: some View {
                    Section("Trending") {
                        NavigationLink { Text("All trending") } label: { Text("See more") }
                    }
                }
            }

            struct DevicesSheet: View {
                var body: some View {
                    NavigationLink { Text("Device") } label: { Text("Living room") }
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "Explore.swift", text: source, device: TargetDevice())])
        let found = CodeChecks.findings(in: facts, ios: 17).filter { $0.rule == "L2" }
        // The sheet's content is presented over the stack, not in it.
        #expect(found.map(\.call.line) == [19])
    }

    /// A link given what it pushes as a value (`value:`, or a library's `state:` that appends to
    /// the stack's path) has its one closure as its label: not L2. A destination form with a
    /// binding (`isActive:`) and a trailing destination closure still is.
    @Test func aLinkGivenItsValueHasItsClosureAsItsLabel() throws {
        let source = """
            import SwiftUI

            struct SignUpView: View {
                @State private var path: [Step] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Form {
                            NavigationLink(state: Step.personalInfo) { Text("Next") }
                            NavigationLink(value: Step.summary) { Text("Skip") }
                            NavigationLink("Terms", isActive: $showsTerms) { TermsView() }
                        }
                    }
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "SignUp.swift", text: source, device: TargetDevice())])
        let found = CodeChecks.findings(in: facts, ios: 17).filter { $0.rule == "L2" }
        #expect(found.map(\.call.line) == [10])
    }

    /// A style the app picks as it runs, with `.actionSheet` on one side, may be the action
    /// sheet on an iPad (in Split View the compact side runs): with no anchor, it is R43; a
    /// style picked by the device, a sheet handed to the app's `present(controller:fromView:)`,
    /// or one given an app's method that sets up its popover (`configureAsPopover(barButtonItem:)`),
    /// is not (another method of the app's is no anchor); a branch's alert of the same name as
    /// another branch's action sheet is an alert.
    @Test func anActionSheetStyleChosenAsTheAppRunsNeedsItsAnchor() throws {
        let source = """
            final class Web: UIViewController {
                func confirm(_ message: String, compact: Bool) {
                    let style: UIAlertController.Style = compact ? .actionSheet : .alert
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: style)
                    present(alert, animated: true)
                }

                func confirmAnchored(_ message: String, compact: Bool) {
                    let style: UIAlertController.Style = compact ? .actionSheet : .alert
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: style)
                    alert.popoverPresentationController?.sourceView = view
                    present(alert, animated: true)
                }

                func confirmOnDevice(_ message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: isPad ? .alert : .actionSheet)
                    present(alert, animated: true)
                }

                func confirmThroughHelper(_ message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                    present(controller: alert, fromView: view)
                }

                func confirmEither(_ message: String, wide: Bool) {
                    if wide {
                        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                        present(alert, animated: true)
                    } else {
                        let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                        present(alert, animated: true)
                    }
                }

                func confirmConfigured(_ message: String, item: UIBarButtonItem) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                    alert.configureAsPopover(barButtonItem: item)
                    present(alert, animated: true)
                }

                func confirmTinted(_ message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                    alert.tint()
                    present(alert, animated: true)
                }
            }

            extension UIViewController {
                func configureAsPopover(barButtonItem: UIBarButtonItem) {
                    popoverPresentationController?.barButtonItem = barButtonItem
                }

                func tint() {
                    view.tintColor = .systemRed
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "Web.swift", text: source, device: TargetDevice(idiom: .pad))])
        let found = UnanchoredPopovers.findings(in: facts, ios: 17)
        #expect(found.map(\.call.line) == [5, 31, 44])
        #expect(found.map(\.rule) == ["R43", "R43", "R43"])
    }

    /// The finding is where the call is: the line of `present(` and the column of its name.
    @Test func findingIsAtTheCall() throws {
        let report = try LintFixtures.lint([LintFixtures.path("PhotoShare", "Wrong")], devices: [.ipad])
        let share = try #require(report.findings.first { $0.rule == "R59" })
        let file = LintFixtures.path("PhotoShare", "Wrong") + "/Gallery/PhotoViewController.swift"
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let line = lines[share.line - 1]
        #expect(line.contains("present(activity"))
        #expect(Array(line)[(share.column - 1)...].starts(with: "present("))
        #expect(share.device == .ipad && share.ios == 17)
        #expect(share.message.contains("UIActivityViewController"))
    }
}
