import Foundation
import Testing

/// Writes `files` (name → text) into a new folder and returns their paths in order.
private func write(_ files: KeyValuePairs<String, String>) throws -> [String] {
    let folder = try temporaryFolder()
    return try files.map { name, text in
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// The last line of the output: the summary CI parses.
private func summary(_ result: NavvizProcess.Result) -> String? {
    result.stdout.split(separator: "\n").last.map(String.init)
}

@Suite("navviz check", .serialized)
struct CheckCommandTests {
    @Test func everyExampleFilePassesCheck() throws {
        let folder = NavvizProcess.packageRoot.appendingPathComponent("examples")
        let examples = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nav") }.sorted()
        #expect(examples.count >= 6)
        let result = try NavvizProcess.run(["check", "--color", "never"] + examples.map { "examples/" + $0 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(summary(result) == "\(examples.count) files passed, 0 failed")
        for example in examples {
            #expect(result.stdout.contains("examples/\(example): passed — "), "\(example)")
        }
    }

    @Test func severalFilesEachGetALineAndTheSummaryCountsThem() throws {
        let paths = try write([
            "good.nav": "root nav N [A]\nA push B\nexpect top == B\n",
            "wrong.nav": "root nav N [A]\nA push B\nexpect top == A\n",
            "invalid.nav": "root nav N [A]\nA presnt B\n",
        ])
        let result = try NavvizProcess.run(["check", "--color", "never"] + paths)
        #expect(result.status == 2, "an invalid file wins over a failed one")
        #expect(result.stdout.contains("good.nav: passed — 1 step, 1/1 expectation, 0 warnings"))
        #expect(result.stdout.contains("wrong.nav: FAILED — 1 step, 0/1 expectation, 0 warnings"))
        #expect(result.stdout.contains("invalid.nav: invalid — 1 error"))
        #expect(summary(result) == "1 file passed, 2 failed")
    }

    @Test func aFailedExpectShowsTheExpectedAndTheActualValueAtItsLocation() throws {
        let paths = try write(["wrong.nav": "root nav N [A]\nA present M\nexpect M.presentingViewController == A\n"])
        let result = try NavvizProcess.run(["check", "--color", "never", paths[0]])
        #expect(result.status == 1)
        #expect(result.stderr.contains("wrong.nav:3:38: error: expectation failed: expected A, got N"))
        #expect(result.stderr.contains(" 3 | expect M.presentingViewController == A"))
        #expect(summary(result) == "0 files passed, 1 failed")
    }

    @Test func anUnexpectedUIKitExceptionFailsAndExpectCrashAcceptsIt() throws {
        let paths = try write([
            "crash.nav": "root nav N [A]\nA push N\nexpect top == A\n",
            "expected.nav": "root nav N [A]\nA push N\nexpect crash \"Pushing a navigation controller is not supported\"\n",
            "missing.nav": "root nav N [A]\nA push B\nexpect crash\n",
        ])
        let crash = try NavvizProcess.run(["check", "--color", "never", paths[0]])
        #expect(crash.status == 1)
        #expect(
            crash.stderr.contains(
                "crash.nav:2:1: error: the app crashes here: *** Terminating app due to uncaught exception 'NSInvalidArgumentException'"))
        #expect(crash.stderr.contains("1 later statements did not run"))
        #expect(try NavvizProcess.run(["check", paths[1]]).status == 0)
        let missing = try NavvizProcess.run(["check", "--color", "never", paths[2]])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("missing.nav:3:8: error: expectation failed: expected an exception, got no exception"))
    }

    @Test func warningsFailOnlyWithStrictUnlessAnExpectWarningExpectsThem() throws {
        let twice = "root nav N [A]\nstep \"two at once\"\n  A present B\n  A present C\n"
        let paths = try write(["unexpected.nav": twice, "expected.nav": twice + "expect warning \"in progress\"\n"])
        let lenient = try NavvizProcess.run(["check", "--color", "never", paths[0]])
        #expect(lenient.status == 0)
        #expect(
            lenient.stderr.contains("unexpected.nav:4:3: warning: UIKit: [Presentation] Attempt to present <UIViewController: C>"),
            "at the refused line of the group")
        let strict = try NavvizProcess.run(["check", "--strict", "--color", "never", paths[0]])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("unexpected.nav:4:3: error: UIKit: [Presentation] Attempt to present"))
        let expected = try NavvizProcess.run(["check", "--strict", "--color", "never", paths[1]])
        #expect(expected.status == 0, "\(expected.stderr)")
        #expect(expected.stderr.isEmpty)
    }

    @Test func R41_lintsAreLabelledAsNavvizsAndFailOnlyWithStrictLint() throws {
        let paths = try write(["lint.nav": "root nav N [A]\nA.presentedViewController dismiss\n"])
        let lenient = try NavvizProcess.run(["check", "--color", "never", paths[0]])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("lint.nav:2:1: warning: lint: message sent to nil"), "\(lenient.stderr)")
        #expect(!lenient.stderr.contains("UIKit:"), "UIKit logs nothing here")
        let strict = try NavvizProcess.run(["check", "--strict", "--color", "never", paths[0]])
        #expect(strict.status == 0, "--strict fails on UIKit's warnings only: \(strict.stderr)")
        let strictLint = try NavvizProcess.run(["check", "--strict=lint", "--color", "never", paths[0]])
        #expect(strictLint.status == 1)
        #expect(strictLint.stderr.contains("lint.nav:2:1: error: lint: message sent to nil"))
    }

    @Test func anUnmetExpectWarningFails() throws {
        let paths = try write(["quiet.nav": "root nav N [A]\nA push B\nexpect warning \"in progress\"\n"])
        let result = try NavvizProcess.run(["check", "--color", "never", paths[0]])
        #expect(result.status == 1)
        #expect(result.stderr.contains("quiet.nav:3:8: error: expectation failed: expected a warning containing \"in progress\", got no warning"))
    }

    @Test func everyErrorOfAFileIsReportedInOneRunSortedWithACount() throws {
        let paths = try write(["bad.nav": "root nav N [A]\nA presnt B\nA present C style: fullscren\nexpcet top == A\n"])
        let result = try NavvizProcess.run(["check", "--color", "never", paths[0]])
        #expect(result.status == 2)
        let headers = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.split(separator: "/").last!) }
        #expect(
            headers == [
                "bad.nav:2:3: error: unknown operation `presnt`",
                "bad.nav:3:20: error: unknown presentation style `fullscren`",
                "bad.nav:4:1: error: unknown statement `expcet`",
            ])
        #expect(result.stderr.contains("= help: did you mean `fullScreen`?"))
        #expect(result.stderr.hasSuffix("3 errors in \(paths[0])\n"))
    }

    @Test func gccAndGitHubFormatsAreOneLinePerDiagnostic() throws {
        let paths = try write(["bad.nav": "root nav N [A]\nA presnt B\nA push\n"])
        let gcc = try NavvizProcess.run(["check", "--diagnostics-format", "gcc", paths[0]])
        #expect(gcc.status == 2)
        #expect(
            gcc.stderr.split(separator: "\n").map { String($0) } == [
                "\(paths[0]):2:3: error: unknown operation `presnt`; expected one of push, pop, popTo, popToRoot, setStack, setViewControllers, present, dismiss, select, addChild, removeFromParent, show, showDetail, setViewController, addSubview, swipeDown, swipeBack, tapTab (did you mean `present`?)",
                "\(paths[0]):3:7: error: a view controller is missing; expected a view-controller expression: `Name`, `Name: Class`, `nav Name [...]`, `tabs Name [...]`, `split Name [A, B]`, `Name [children]` or `alert Name`",
            ])
        let github = try NavvizProcess.run(["check", "--diagnostics-format", "github", paths[0]])
        let lines = github.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("::error file=\(paths[0]),line=2,col=3::unknown operation `presnt`") == true)
    }

    @Test func colourIsUsedOnlyWhenAskedOrOnATerminal() throws {
        let paths = try write(["bad.nav": "root A\nA presnt B\n"])
        let always = try NavvizProcess.run(["check", "--color", "always", paths[0]])
        #expect(always.stderr.contains("\u{1B}[1;31merror:"))
        // The tests' stderr is a pipe, not a terminal: auto means no colour.
        let auto = try NavvizProcess.run(["check", paths[0]])
        #expect(!auto.stderr.contains("\u{1B}["))
        #expect(auto.stderr.contains("error: unknown operation `presnt`"))
        let gcc = try NavvizProcess.run(["check", "--color", "always", "--diagnostics-format", "gcc", paths[0]])
        #expect(!gcc.stderr.contains("\u{1B}["))
    }

    @Test func theExitStatusesAreDocumentedInHelp() throws {
        for arguments in [["--help"], ["check", "--help"]] {
            let result = try NavvizProcess.run(arguments)
            #expect(result.status == 0)
            let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains("Exit status: 0"), "\(arguments)")
            #expect(help.contains("1 a check failed"), "\(arguments)")
            #expect(help.contains("2 "), "\(arguments)")
        }
    }

    @Test func checkWithoutFilesIsAUsageError() throws {
        let result = try NavvizProcess.run(["check"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument"))
    }

    /// Bare `navviz` is a usage error with the commonest commands in a few lines, not an
    /// error about a missing file followed by the whole help (issue 44).
    @Test func bareNavvizPrintsAShortUsage() throws {
        let result = try NavvizProcess.run([])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count <= 6, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("usage: navviz FLOW.nav [-o out/]"), "\(result.stderr)")
        for command in ["navviz check", "navviz import", "navviz watch", "navviz --help"] {
            #expect(result.stderr.contains(command), "\(command)")
        }
        #expect(!result.stderr.contains("Error:") && !result.stderr.contains("OVERVIEW"), "\(result.stderr)")
    }
}
