import Foundation
import NavDiagram
import NavLanguage
import Testing
@testable import UIKitModel
@testable import NavDiff
@testable import NavFlowGenerator

private func flow(_ text: String) -> Flow {
    let source = SourceFile(path: "t.nav", text: text)
    let parsed = Parser.parse(source)
    #expect(!parsed.hasErrors, "\(parsed.diagnostics)")
    return FlowSimulator.run(parsed, source: source)
}

private let base = """
    root nav Main [Home]
    Home push Detail
    Detail present Sheet style: pageSheet
    Sheet dismiss
    Detail pop
    """

/// The quadratic-memory alignment StepAlignment replaced: the cost of a cheapest
/// alignment, to check the linear-memory one against.
private func cheapestCost(_ old: [String], _ new: [String], skeleton: (String) -> String) -> Int {
    var cost = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count, through: 0, by: -1) {
        for j in stride(from: new.count, through: 0, by: -1) {
            if i == old.count { cost[i][j] = new.count - j; continue }
            if j == new.count { cost[i][j] = old.count - i; continue }
            var best = min(cost[i + 1][j], cost[i][j + 1]) + 1
            if old[i] == new[j] {
                best = min(best, cost[i + 1][j + 1])
            } else if skeleton(old[i]) == skeleton(new[j]) {
                best = min(best, cost[i + 1][j + 1] + 1)
            }
            cost[i][j] = best
        }
    }
    return cost[0][0]
}

@Suite("Flow diff")
struct FlowDiffTests {
    /// Issue 34: the summary names an `expect` line whose result changed, even when the
    /// steps are the same and only the expected value moved.
    @Test func anExpectationWhoseResultChangedIsNamed() {
        let old = flow(base + "\nexpect top == Detail\nexpect Main.viewControllers == [Home]\n")
        let new = flow(base + "\nexpect top == Home\nexpect Main.viewControllers == [Home]\n")
        let diff = FlowDiff(old: old, new: new)
        #expect(!diff.isEqual)
        #expect(diff.steps.isEmpty, "the same steps")
        #expect(diff.expectations.count == 1)
        let report = DiffReport(diff, old: "old.nav", new: "new.nav")
        #expect(report.text.contains("expectation: line 6 (expect top == Home): FAILED → passed"), "\(report.text)")
        let broken = DiffReport(
            FlowDiff(old: new, new: flow(base.replacingOccurrences(of: "Detail pop", with: "Detail push More") + "\nexpect top == Home\n")), old: "a",
            new: "b")
        #expect(broken.markdown.contains("**Expectations whose result changed**"))
        #expect(broken.markdown.contains("- line 6 `expect top == Home`: passed → FAILED (actual: More)"), "\(broken.markdown)")
        #expect(FlowDiff(old: old, new: old).isEqual)
    }

    @Test func identicalFlowsAreEqualWithAnEmptySummary() {
        let diff = FlowDiff(old: flow(base), new: flow(base))
        #expect(diff.isEqual)
        #expect(diff.alignment.allSatisfy { if case .unchanged = $0 { return true } else { return false } })
        #expect(DiffReport(diff, old: "a", new: "b").markdown == "")
        #expect(DiffReport(diff, old: "a", new: "b").text == "")
        #expect(DiffDiagram(old: flow(base), new: flow(base), oldName: "a", newName: "b").isUnchanged)
    }

    @Test func anAddedStepIsReportedWithItsLine() {
        let new = base.replacingOccurrences(of: "Home push Detail\n", with: "Home push Detail\nDetail push More\nMore pop\n")
        let diff = FlowDiff(old: flow(base), new: flow(new))
        #expect(diff.steps.map(\.kind) == [.added, .added])
        #expect(diff.steps[0].newLine == 3)
        #expect(diff.steps[0].newText == "Detail push More")
        #expect(DiffReport(diff, old: "a", new: "b").markdown.contains("| + added |  | line 3: `Detail push More` |"))
    }

    @Test func aStepOfAnImportedFlowIsReportedAtItsAppCode() {
        let new = base.replacingOccurrences(
            of: "Home push Detail\n", with: "Home push Detail\nDetail push More  # DetailViewController.swift:31 push\nMore pop\n")
        let report = DiffReport(FlowDiff(old: flow(base), new: flow(new)), old: "a", new: "b")
        #expect(report.steps[0].newCode == CodeReference(path: "DetailViewController.swift", line: 31))
        #expect(report.markdown.contains("| + added |  | DetailViewController.swift:31: `Detail push More` |"), "\(report.markdown)")
        #expect(report.text.contains("+ DetailViewController.swift:31: Detail push More"), "\(report.text)")
        #expect(report.markdown.contains("line 4: `More pop`"), "a step whose comment names no code keeps its line")
    }

    @Test func aRemovedStepIsReported() {
        let new = (base + "\n").replacingOccurrences(of: "Detail pop\n", with: "")
        let diff = FlowDiff(old: flow(base + "\n"), new: flow(new))
        #expect(diff.steps.map(\.kind) == [.removed])
        #expect(diff.steps[0].oldText == "Detail pop")
        #expect(diff.finalState.contains(FlowDiff.StateChange(property: "top (getTopVC)", old: "Home", new: "Detail")))
    }

    @Test func reorderedStepsAreARemovalAndAnAddition() {
        let old = "root nav Main [A]\nA push B\nB push C\nC present M\n"
        let new = "root nav Main [A]\nA present M\nM dismiss\nA push B\nB push C\n"
        let diff = FlowDiff(old: flow(old), new: flow(new))
        #expect(diff.steps.contains { $0.kind == .removed && $0.oldText == "C present M" })
        #expect(diff.steps.contains { $0.kind == .added && $0.newText == "A present M" })
    }

    @Test func aStyleChangeIsAChangeNotARemovalPlusAnAddition() {
        let new = base.replacingOccurrences(of: "style: pageSheet", with: "style: fullScreen")
        let diff = FlowDiff(old: flow(base), new: flow(new))
        #expect(
            diff.steps == [
                FlowDiff.StepChange(
                    kind: .changed, oldLine: 3, newLine: 3,
                    oldText: "Detail present Sheet style: pageSheet", newText: "Detail present Sheet style: fullScreen")
            ])
        let map = DiffDiagram(old: flow(base), new: flow(new), oldName: "a", newName: "b")
        let modal = map.edges.filter { $0.edge.kind == .modal }
        #expect(modal.count == 1)
        #expect(modal.first?.status == .changed)
        #expect(map.dot().contains("label=\" pageSheet → fullScreen \""))
    }

    @Test func aPresenterChangeIsReported() {
        let old = "root tabs T [nav N [A]]\nset A.definesPresentationContext = true\nA present M style: currentContext\n"
        let new = "root tabs T [nav N [A]]\nA present M style: currentContext\n"
        let diff = FlowDiff(old: flow(old), new: flow(new))
        #expect(diff.presenters == [FlowDiff.PresenterChange(presented: "M", oldPresenters: ["A"], newPresenters: ["N"])])
        #expect(DiffReport(diff, old: "a", new: "b").markdown.contains("- `M`.presentingViewController: `A` → `N`"))
    }

    @Test func warningsNewInNewAreReported() {
        let new = base + "\nstep \"double\"\n  Home present X\n  Home present Y\n"
        let diff = FlowDiff(old: flow(base), new: flow(new))
        #expect(diff.newWarnings.count == 1)
        #expect(diff.newWarnings[0].contains("while a presentation is in progress"))
    }

    @Test func theDiffMapTellsAddedRemovedAndUnchangedApartInStyleAndText() {
        let new = "root nav Main [Home]\nHome push Settings\n"
        let map = DiffDiagram(old: flow(base), new: flow(new), oldName: "a", newName: "b")
        let dot = map.dot()
        let settings = dot.split(separator: "\n").first { $0.contains("\"Main/Settings\" [") } ?? ""
        let detail = dot.split(separator: "\n").first { $0.contains("\"Main/Detail\" [") } ?? ""
        let home = dot.split(separator: "\n").first { $0.contains("\"Main/Home\" [") } ?? ""
        #expect(settings.contains("penwidth=\"3\"") && settings.contains("+ added") && settings.contains("diff-added"))
        #expect(detail.contains("rounded,dashed,filled") && detail.contains("− removed") && detail.contains("diff-removed"))
        #expect(home.contains("diff-unchanged") && home.contains("penwidth=\"1\""))
    }

    @Test func markdownEscapesWhatComesFromTheFlow() {
        let old = "root nav Main [Home]\n"
        let new = "root nav Main [Home]\nHome push Detail \"a `tick` | pipe\"\n"
        let markdown = DiffReport(FlowDiff(old: flow(old), new: flow(new)), old: "a", new: "b").markdown
        #expect(markdown.contains("`Home push Detail \"a ˋtickˋ \\| pipe\"`"))
    }

    @Test func aStyleChangeThatHidesTheTabBarIsAVisibilityChangeOnTheMap() {
        let old = "root tabs Main [nav HomeNav [Home], nav SettingsNav [Settings]]\nHome present Sheet style: pageSheet\nSheet dismiss\n"
        let new = old.replacingOccurrences(of: "pageSheet", with: "fullScreen")
        let diff = FlowDiff(old: flow(old), new: flow(new))
        #expect(diff.behaviour.map(\.kind) == [.visibility], "reported once, at the present; after the dismiss both show the same")
        #expect(diff.behaviour.first?.old == "Main (tab bar), HomeNav (navigation bar), Home")
        #expect(diff.behaviour.first?.newLine == 2)
        let report = DiffReport(diff, old: "a", new: "b")
        #expect(
            report.text.contains(
                "behaviour: line 2 (Home present Sheet style: fullScreen): no longer on screen: Main (tab bar), HomeNav (navigation bar), Home"))
        #expect(report.markdown.contains("**Behaviour and visibility**"))
        var map = DiffDiagram(old: flow(old), new: flow(new), oldName: "a", newName: "b")
        map.behaviourNotes = diff.behaviourByViewController
        let dot = map.dot()
        #expect(dot.components(separatedBy: "class=\"vc diff-behaviour\"").count - 1 == 3, "Main, HomeNav and Home")
        #expect(dot.contains("≈ visibility"))
    }

    @Test func whatTheSameDismissClosesAndTheTopAfterItAreBehaviourChanges() {
        let old = "root nav N [A]\nA present M\nM present P\nM dismiss\n"
        let new = "root nav N [A]\nA present M\nM dismiss\n"
        let diff = FlowDiff(old: flow(old), new: flow(new))
        let dismiss = diff.behaviour.first { $0.kind == .dismiss }
        #expect(dismiss?.old == "dismissed P")
        #expect(dismiss?.new == "dismissed M")
        #expect(dismiss?.step == "M dismiss")
        #expect(diff.behaviour.contains { $0.kind == .top && $0.old == "M" && $0.new == "A" })
        #expect(DiffReport.describe(dismiss!) == "what it dismisses: dismissed P → dismissed M")
    }

    @Test func aLastingDifferenceIsReportedWhereItStartsNotOnEveryLaterStep() {
        let old = "root nav N [A]\nA present M style: pageSheet\nM push X\nX push Y\nY pop\n"
        let new = old.replacingOccurrences(of: "pageSheet", with: "fullScreen")
        let diff = FlowDiff(old: flow(old), new: flow(new))
        #expect(diff.behaviour.filter { $0.kind == .visibility }.map(\.newLine) == [2])
    }

    @Test(arguments: 0..<40) func theLinearMemoryAlignmentIsACheapestOne(seed: Int) {
        // Small random flows over a few steps, so that ties and changes are common.
        var generator = SeededRandom(seed: UInt64(seed))
        let vocabulary = ["A push B", "B pop", "A present M style: pageSheet", "A present M style: fullScreen", "M dismiss", "A select 1"]
        func steps() -> [String] { (0..<generator.below(9)).map { _ in generator.pick(vocabulary) } }
        let old = steps(), new = steps()
        let frames = { (texts: [String]) in
            texts.enumerated().map { index, text in
                Frame(
                    index: index, kind: .step, caption: text, location: SourceLocation(line: index + 1, column: 1), sourceText: text,
                    hierarchy: Hierarchy(iosVersion: 17), top: nil, events: [], facts: [], callbacks: [])
            }
        }
        let alignment = StepAlignment.align(old: frames(old), new: frames(new))
        #expect(alignment.compactMap(\.old) == Array(old.indices), "every old step once, in order")
        #expect(alignment.compactMap(\.new) == Array(new.indices), "every new step once, in order")
        let cost = alignment.reduce(0) { total, row in
            switch row {
            case .unchanged(let o, let n): return total + (old[o] == new[n] ? 0 : 1000)
            case .changed(let o, let n):
                return total + (StepAlignment.skeleton(old[o]) == StepAlignment.skeleton(new[n]) && old[o] != new[n] ? 1 : 1000)
            case .added, .removed: return total + 1
            }
        }
        #expect(cost == cheapestCost(old, new, skeleton: StepAlignment.skeleton), "\(old) → \(new): \(alignment)")
    }
}

@Suite("Renames")
struct RenameTests {
    private let old = "root nav Main [Home]\nHome push VCN3\nVCN3 present Sheet style: pageSheet\nSheet dismiss\nVCN3 pop\n"

    @Test func aViewControllerRenamedInTheSamePlaceIsOneChangeAndNothingElse() {
        let before = flow(old), after = flow(old.replacingOccurrences(of: "VCN3", with: "ProfileVC"))
        let diff = FlowDiff(old: before, new: after)
        #expect(diff.renames.list == [Renames.Rename(old: "VCN3", new: "ProfileVC")])
        #expect(diff.steps.isEmpty && diff.presenters.isEmpty && diff.finalState.isEmpty && diff.behaviour.isEmpty && diff.newWarnings.isEmpty)
        #expect(!diff.isEqual)
        #expect(diff.alignment.allSatisfy { !diff.differs($0, old: before, new: after) }, "no row shows drawings")
        let map = DiffDiagram(old: before, new: after, oldName: "a", newName: "b", renames: diff.renames.newNames)
        #expect(map.nodes.filter { $0.status != .unchanged }.map { "\($0.node.name) \($0.status) \($0.oldName ?? "")" } == ["ProfileVC renamed VCN3"])
        #expect(map.edges.allSatisfy { $0.status == .unchanged }, "the links to and from it are the same links")
    }

    @Test func twoNamesRenamedOnOneLineAreBothFound() {
        let text = "root nav Main [Home]\nHome push A\nA present B\nB push C\nA push D\nC dismiss\n"
        let renamed = text.replacingOccurrences(of: "A", with: "Profile").replacingOccurrences(of: "B", with: "Sheet")
        let diff = FlowDiff(old: flow(text), new: flow(renamed))
        #expect(diff.renames.list == [Renames.Rename(old: "A", new: "Profile"), Renames.Rename(old: "B", new: "Sheet")])
        #expect(diff.steps.isEmpty)
    }

    @Test func anotherKindOrClassInTheSamePlaceIsNoRename() {
        let kind = FlowDiff(
            old: flow("root nav Main [Home]\nHome present VCN3\nVCN3 dismiss\n"),
            new: flow("root nav Main [Home]\nHome present nav N [X]\nN dismiss\n"))
        #expect(kind.renames.isEmpty)
        let renamedClass = FlowDiff(
            old: flow("root nav Main [Home]\nHome push A: AViewController\n"),
            new: flow("root nav Main [Home]\nHome push B: BViewController\n"))
        #expect(renamedClass.renames.isEmpty)
        #expect(renamedClass.steps.map(\.kind) == [.changed], "the step is changed, the view controllers another")
    }

    @Test func namesInStringsAndAfterADotAreNotRenamed() {
        #expect(Renames.names(in: "A.nav push B \"open A\"") == ["A", "push", "B"])
    }
}
