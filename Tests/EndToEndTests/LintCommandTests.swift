import Foundation
import Testing

/// `navviz lint`: exit 1 on an error or a warning, 0 otherwise (notes alone do not fail), 2 on bad input; `-o` and the baseline.
@Suite("navviz lint", .serialized)
struct LintCommandTests {
    static let apps = "Tests/NavLintTests/Fixtures/Apps/"

    @Test func exitsOneOnAnErrorOrWarningAndZeroOnTheFixedApp() throws {
        let wrong = try NavvizProcess.run(["lint", Self.apps + "PhotoShare/Wrong"])
        #expect(wrong.status == 1, "\(wrong.stderr)")
        #expect(wrong.stdout.contains(": error: ") && wrong.stdout.contains("[R59 "), "\(wrong.stdout)")
        #expect(wrong.stderr.contains("navviz: linted Wrong on iphone and ipad: 2 errors"), "\(wrong.stderr)")
        let fixed = try NavvizProcess.run(["lint", Self.apps + "PhotoShare/Fixed"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.isEmpty)
    }

    @Test func notesAloneDoNotFail() throws {
        let result = try NavvizProcess.run(["lint", Self.apps + "PathStack/Wrong", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"rule\" : \"L2\""), "\(result.stdout)")
    }

    @Test func badInputExitsTwo() throws {
        let missing = try NavvizProcess.run(["lint", "no/such/app"])
        #expect(missing.status == 2, "\(missing.stderr)")
        let badOption = try NavvizProcess.run(["lint", Self.apps + "PhotoShare/Wrong", "--format", "xml"])
        #expect(badOption.status == 2, "\(badOption.stderr)")
        let folder = try temporaryFolder()
        let notBaseline = folder.appendingPathComponent("baseline.json")
        try "[]".write(to: notBaseline, atomically: true, encoding: .utf8)
        let badBaseline = try NavvizProcess.run(["lint", Self.apps + "PhotoShare/Wrong", "--baseline", notBaseline.path])
        #expect(badBaseline.status == 2, "\(badBaseline.stderr)")
        #expect(badBaseline.stderr.contains("is not a navviz lint baseline"), "\(badBaseline.stderr)")
    }

    @Test func writtenBaselineMakesTheNextRunPass() throws {
        let baseline = try temporaryFolder().appendingPathComponent("baseline.json").path
        let written = try NavvizProcess.run(["lint", Self.apps + "PhotoShare/Wrong", "--write-baseline", baseline])
        #expect(written.status == 0, "\(written.stderr)")
        let again = try NavvizProcess.run([
            "lint", Self.apps + "PhotoShare/Wrong", "--baseline", baseline, "--format", "sarif", "-o", baseline + ".sarif",
        ])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("known from the baseline left out"), "\(again.stderr)")
        #expect(try String(contentsOfFile: baseline + ".sarif", encoding: .utf8).contains("\"version\" : \"2.1.0\""))
    }

    /// The lint step of docs/code-review.md's workflow, run as GitHub Actions runs it at a
    /// repository's root: it exits 0 with findings, and writes SARIF that check-sarif accepts.
    @Test func theGuidesWorkflowStepWritesValidSarif() throws {
        let guide = try String(contentsOf: NavvizProcess.packageRoot.appendingPathComponent("docs/src/code-review.md"), encoding: .utf8)
        let lines = guide.split(separator: "\n").map(String.init)
        let step = try #require(lines.firstIndex { $0.hasSuffix("- name: Lint the app's navigation") })
        let run = try #require(lines[step...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("run: ") })
        let script = String(run.trimmingCharacters(in: .whitespaces).dropFirst("run: ".count))
        let repository = try temporaryFolder().appendingPathComponent("repository")
        try FileManager.default.copyItem(at: NavvizProcess.packageRoot.appendingPathComponent(Self.apps + "PhotoShare/Wrong"), to: repository)
        try runGit(["init", "-q"], in: repository)
        let path = NavvizProcess.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try NavvizProcess.run(
            ["-e", "-c", script], in: repository, environment: ["PATH": path], executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 0, "\(result.stderr)")
        let checked = try NavvizProcess.run(
            ["python3", NavvizProcess.packageRoot.appendingPathComponent("scripts/check-sarif.py").path, "navviz.sarif"], in: repository,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(checked.status == 0, "\(checked.stderr)")
        let sarif = try String(contentsOf: repository.appendingPathComponent("navviz.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"uri\" : \"Gallery/PhotoViewController.swift\""), "\(sarif)")
    }
}
