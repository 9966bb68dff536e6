import Foundation
import NavDiagram
import NavLanguage
import Testing
import UIKitModel
@testable import NavDiff

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

@Suite("Flow diff")
struct FlowDiffTests {
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
        #expect(diff.steps.map(\.kind) == ["added", "added"])
        #expect(diff.steps[0].newLine == 3)
        #expect(diff.steps[0].newText == "Detail push More")
        #expect(DiffReport(diff, old: "a", new: "b").markdown.contains("| ➕ added |  | line 3: `Detail push More` |"))
    }

    @Test func aRemovedStepIsReported() {
        let new = (base + "\n").replacingOccurrences(of: "Detail pop\n", with: "")
        let diff = FlowDiff(old: flow(base + "\n"), new: flow(new))
        #expect(diff.steps.map(\.kind) == ["removed"])
        #expect(diff.steps[0].oldText == "Detail pop")
        #expect(diff.finalState.contains(FlowDiff.StateChange(property: "top (getTopVC)", old: "Home", new: "Detail")))
    }

    @Test func reorderedStepsAreARemovalAndAnAddition() {
        let old = "root nav Main [A]\nA push B\nB push C\nC present M\n"
        let new = "root nav Main [A]\nA present M\nM dismiss\nA push B\nB push C\n"
        let diff = FlowDiff(old: flow(old), new: flow(new))
        #expect(diff.steps.contains { $0.kind == "removed" && $0.oldText == "C present M" })
        #expect(diff.steps.contains { $0.kind == "added" && $0.newText == "A present M" })
    }

    @Test func aStyleChangeIsAChangeNotARemovalPlusAnAddition() {
        let new = base.replacingOccurrences(of: "style: pageSheet", with: "style: fullScreen")
        let diff = FlowDiff(old: flow(base), new: flow(new))
        #expect(diff.steps == [FlowDiff.StepChange(kind: "changed", oldLine: 3, newLine: 3,
                                                    oldText: "Detail present Sheet style: pageSheet", newText: "Detail present Sheet style: fullScreen")])
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
}
