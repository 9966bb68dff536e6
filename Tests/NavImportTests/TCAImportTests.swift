import Foundation
import NavCodeFacts
import NavLanguage
import Testing

@testable import NavCodeImport
@testable import NavImport

/// The Composable Architecture's state-driven navigation, imported onto the UIKit SwiftUI
/// runs on (docs/import.md's SwiftUI table): the fixture `TCAPathStack`, whose FACTS.md is its truth.
@Suite("navviz import: The Composable Architecture")
struct TCAImportTests {
    static let app = "TCAPathStack"

    private static func imported() throws -> (text: String, lines: [String]) {
        let text = try AppFixtures.imported([AppFixtures.path(app)], title: app)
        return (text, text.components(separatedBy: "\n"))
    }

    @Test func importPassesCheckAndMatchesItsGolden() throws {
        try expectImportPassesAndMatchesItsGolden(try Self.imported().text, Self.app)
    }

    /// `switch store.scope(state: \.screen, …).case`: the root is the case the state starts in; setting the other is a root switch.
    @Test func aRootViewSwitchingOnItsStoresEnumIsARootSwitch() throws {
        let (_, lines) = try Self.imported()
        let roots = lines.filter { $0.hasPrefix("root ") }
        #expect(roots.first?.hasPrefix("root LoginView") == true, "\(roots)")
        #expect(
            roots.dropFirst().first?.hasPrefix("root nav ListNav [") == true && roots.dropFirst().first?.contains("RootFeature.swift:28") == true,
            "\(roots)")
        #expect(!lines.contains { ($0.contains(" present ") || $0.contains(" push ")) && ($0.contains("AppNav") || $0.contains("LoginView:")) })
    }

    /// `.alert($store.scope(state: \.destination?.alert, …))` presents an alert from the view
    /// whose body holds it, named after that view; an `.alert("…")` that binds nothing is no alert.
    @Test func aStoreScopedAlertIsPresentedByItsView() throws {
        let (_, lines) = try Self.imported()
        #expect(lines.contains { $0.hasPrefix("ListView present alert ListViewAlert") && $0.contains("ListFeature.swift:105") }, "\(lines)")
        #expect(SwiftUINavigation(name: "alert", labels: ["store"]) == .alert, "TCA's `.alert(store:)` before 1.7")
        #expect(SwiftUINavigation(name: "confirmationDialog", labels: [nil], bindsState: true) == .confirmationDialog)
        #expect(SwiftUINavigation(name: "alert", labels: [nil]) == nil, "an app's `alert(message)` helper binds no state")
    }

    /// `NavigationLink(state: AppFeature.Path.State.detail(…))` pushes the `.detail` case's view of the stack's `destination:`.
    @Test func aStateLinkPushesItsCasesDestinationView() throws {
        let (_, lines) = try Self.imported()
        #expect(
            lines.contains("ListView push DetailView: UIHostingController")
                && lines.contains { $0.hasPrefix("# ListFeature.swift:86 NavigationLink(state:)") })
        #expect(!lines.contains { $0.contains("push EditView") && $0.contains("ListFeature.swift:86") })
    }

    /// A child's delegate action runs the parent's case that nests it: `state.path.append(.edit(…))` pushes EditView from DetailView.
    @Test func aReducersPathAppendPushesFromTheScreenWhoseActionRanIt() throws {
        let (_, lines) = try Self.imported()
        #expect(
            lines.contains("DetailView push EditView: UIHostingController") && lines.contains { $0.hasPrefix("# AppFeature.swift:30 path.append") })
    }

    /// `@Dependency(\.dismiss)`'s `await dismiss()` pops a pushed view and dismisses a presented one.
    @Test func theDismissDependencyPopsOrDismisses() throws {
        let (_, lines) = try Self.imported()
        #expect(lines.contains { $0.contains("EditView pop") && $0.contains("HabitForm.swift:93") })
        #expect(lines.contains { $0.contains("dismiss") && $0.contains("HabitForm.swift:31") })
        #expect(lines.contains { $0.contains("dismiss") && $0.contains("OnboardingFeature.swift:22") })
    }

    /// `.sheet(item: $store.scope(…))`, `.fullScreenCover(item:)`, present as SwiftUI's do.
    @Test func scopedPresentationsPresent() throws {
        let (_, lines) = try Self.imported()
        #expect(lines.contains { $0.hasPrefix("ListView present nav AddNav [") && $0.hasSuffix(".sheet UINavigationController") })
        #expect(lines.contains { $0.contains("ListView present") && $0.contains("OnboardingView") && $0.contains("fullScreen") })
        #expect(!lines.contains { $0.contains("TwoFactorView") && ($0.contains(" push ") || $0.contains(" present ")) })
    }

    @Test func aTCAStoreSendMatchesOwnCasesFromTheStartAndAParentsNested() {
        #expect(TCALowering.matches(["editButtonTapped"], ["editButtonTapped"], own: true))
        #expect(!TCALowering.matches(["editButtonTapped"], ["editButtonTapped"], own: false))
        #expect(TCALowering.matches(["path", "element", "detail", "delegate", "editHabit"], ["delegate", "editHabit"], own: false))
        #expect(TCALowering.matches(["path", "element", "detail", "delegate"], ["delegate", "startMeeting"], own: false))
        #expect(!TCALowering.matches(["destination", "presented", "add", "delegate", "add"], ["addButtonTapped"], own: false))
        #expect(
            TCALowering.caseChain(
                .call(.init(callee: .member(nil, "delegate"), arguments: [.init(label: nil, value: .member(nil, "didLogIn"))], line: 1)))
                == ["delegate", "didLogIn"])
    }
}
