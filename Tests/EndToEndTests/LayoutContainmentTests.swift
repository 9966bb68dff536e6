import NavLanguage
import ArgumentParser
import Foundation
import Testing
@testable import NavLayout
import NavProcess
@testable import navviz

/// A Graphviz abort cannot end a render (issue 13): layouts run in `navviz layout-dot`,
/// a crash there becomes a fallback layout with a note, and navviz's own failures are
/// exit status 70, not "invalid input".
@Suite("Layout containment", .serialized)
struct LayoutContainmentTests {
    /// A flow map's layout DOT from before `RankCycles`, cut down until Graphviz 2.4x
    /// still aborts in `makeCompoundEdge` on it.
    static let abortingDOT = NavvizProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/graphviz-abort.dot")

    @Test func graphvizAbortsOnTheFixtureInTheLayoutWorker() throws {
        let worker = Process()
        worker.executableURL = NavvizProcess.binary
        worker.arguments = ["layout-dot"]
        worker.environment = ["SWIFT_BACKTRACE": "enable=no"]
        let jobs = Pipe()
        worker.standardInput = jobs
        worker.standardOutput = FileHandle.nullDevice
        worker.standardError = FileHandle.nullDevice
        try worker.run()
        let dot = try String(contentsOf: Self.abortingDOT, encoding: .utf8)
        try jobs.fileHandleForWriting.write(contentsOf: LayoutJob.job(.layOut, dot))
        try jobs.fileHandleForWriting.close()
        worker.waitUntilExit()
        #expect(
            worker.terminationReason == .uncaughtSignal && worker.terminationStatus == SIGABRT,
            "the fixture must still make Graphviz abort, or this suite tests nothing")
    }

    @Test func aCrashedLayoutFallsBackAndSaysSo() throws {
        let dot = try String(contentsOf: Self.abortingDOT, encoding: .utf8)
        let process = ProcessLayout(executable: NavvizProcess.binary)
        #expect(throws: LayoutProcessFailed.self) { _ = try process.layOut(dot) }
        let (layout, note) = try MapLayout(process: process).layOut([dot])
        let message = try #require(note)
        #expect(message.contains("Graphviz crashed with signal \(SIGABRT)"), "\(message)")
        #expect(message.hasPrefix("Graphviz could not lay out this drawing as usual"))
        #expect(!layout.nodes.isEmpty && layout.graph["bb"] != nil, "the fallback is a real layout")
    }

    @Test func internalErrorsEndWithStatus70AndABugReportRequest() throws {
        let options = try DiagnosticOptions.parse([])
        do {
            _ = try options.exitingOnFailure { () -> Int in throw LayoutFailed(messages: ["crashed", "crashed", "crashed"]) }
            Issue.record("an internal error passed through")
        } catch let code as ExitCode {
            #expect(code.rawValue == 70)
        }
    }

    @Test func invalidInputStillEndsWithStatus2() throws {
        let options = try DiagnosticOptions.parse([])
        do {
            _ = try options.exitingOnFailure { () -> Int in throw InputError(path: "x.nav", source: nil, diagnostics: [], message: "bad") }
            Issue.record("invalid input passed through")
        } catch let code as ExitCode {
            #expect(code.rawValue == 2)
        }
    }
}
