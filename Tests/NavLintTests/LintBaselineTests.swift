import Foundation
import NavLint
import Testing

/// `--write-baseline` then `--baseline`: known findings are left out by rule, file and a
/// fingerprint that survives line moves, and come back when the call changes.
@Suite struct LintBaselineTests {
    @Test func baselineLeavesOutKnownFindingsAfterLinesMove() throws {
        let app = try LintFixtures.copy("PhotoShare", "Wrong")
        let before = try LintFixtures.lint([app.path])
        #expect(before.fails)
        let baseline = try LintBaseline(text: LintBaseline(before).json(), path: "baseline.json")
        #expect(baseline.filter(before).report.findings.isEmpty)
        #expect(baseline.filter(before).suppressed == before.findings.count)

        // Lines added above every call: each finding moves down, its fingerprint stays.
        let file = app.appendingPathComponent("Gallery/PhotoViewController.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try ("// A comment.\n\n// Another.\n" + text).write(to: file, atomically: true, encoding: .utf8)
        let moved = try LintFixtures.lint([app.path])
        #expect(moved.findings.map(\.line) != before.findings.map(\.line))
        #expect(moved.findings.map(\.fingerprint) == before.findings.map(\.fingerprint))
        let (kept, suppressed) = baseline.filter(moved)
        #expect(kept.findings.isEmpty && !kept.fails && suppressed == moved.findings.count)

        // The call changed: its finding is new.
        try
            ("// A comment.\n\n// Another.\n"
            + text.replacingOccurrences(of: "present(activity, animated: true)", with: "present(activity, animated: false)"))
            .write(to: file, atomically: true, encoding: .utf8)
        let changed = try LintFixtures.lint([app.path])
        #expect(baseline.filter(changed).report.findings.map(\.rule) == ["R59"])
    }

    @Test func aFileThatIsNoBaselineIsRefusedWithWhy() {
        #expect(throws: (any Error).self) { try LintBaseline(text: "{\"findings\": 3}", path: "b.json") }
        #expect(throws: (any Error).self) { try LintBaseline(text: "not json", path: "b.json") }
    }
}
