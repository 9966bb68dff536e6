import Foundation
import Testing

/// `navviz dump`: the hierarchy after each step, as text.
@Suite("navviz dump", .serialized)
struct DumpCommandTests {
    @Test func dumpsEveryStepWithAHeader() throws {
        let result = try NavvizProcess.run(["dump", "examples/article.nav"])
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("## step ") }
        #expect(headers.count == 15)
        #expect(headers.first == "## step 0 (line 6): root nav MainNavigationVC [VCN1]")
        #expect(
            result.stdout.contains(
                """
                ## step 2 (line 9): VCN2 present VCM1 style: fullScreen
                <UINavigationController: MainNavigationVC>, state: disappeared, view: <UILayoutContainerView> not in the window
                   | <UIViewController: VCN1>, state: disappeared, view: <UIView> not in the window
                   | <UIViewController: VCN2>, state: disappeared, view: <UIView> not in the window
                   + <UIViewController: VCM1>, state: appeared, view: <UIView>, presented with: fullScreen
                getTopVC: VCM1

                """))
    }

    @Test func R29_callbacksListsEachStepsAppearanceCallbacksInUIKitsOrder() throws {
        let result = try NavvizProcess.run(["dump", "examples/containment.nav", "--callbacks", "--step", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let callbacks = result.stdout.split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(
            callbacks == [
                "> News.willMove(toParent: Dashboard)", "> News.viewDidLoad", "> News.viewWillAppear",
                "> News.didMove(toParent: Dashboard)", "> News.viewDidAppear",
            ], "\(result.stdout)")
        let plain = try NavvizProcess.run(["dump", "examples/containment.nav", "--step", "1"])
        #expect(!plain.stdout.contains("\n> "), "callbacks only with --callbacks")
    }

    @Test func textconvPrintsTheDiagnosticsAndTheRawTextOfABrokenFlowAndExitsZero() throws {
        let folder = try temporaryFolder()
        let broken = folder.appendingPathComponent("broken.nav")
        try "root nav Main [A]\nA presnt B\n".write(to: broken, atomically: true, encoding: .utf8)
        let result = try NavvizProcess.run(["dump", "--textconv", broken.path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("broken.nav:2:3: error: unknown operation `presnt`"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("--- raw text ---\nroot nav Main [A]\nA presnt B\n"))
        #expect(try NavvizProcess.run(["dump", broken.path]).status == 2, "without --textconv a broken flow is an error")

        let missing = try NavvizProcess.run(["dump", "--textconv", folder.appendingPathComponent("gone.nav").path])
        #expect(missing.status == 0)
        #expect(missing.stdout.contains("cannot read"))
        let valid = try NavvizProcess.run(["dump", "--textconv", "examples/article.nav"])
        let numbered = try NavvizProcess.run(["dump", "examples/article.nav"]).stdout
        let unnumbered = numbered.replacing(#/## step \d+ \(line \d+\): /#, with: "## ")
        #expect(valid.stdout == unnumbered, "the same dump, its headers without step and line numbers")
    }

    /// Through git's textconv driver, two steps inserted at the top of a flow (a push and its
    /// pop, which leave every later state as it was) are two added blocks and nothing removed:
    /// no later header or line number shifts.
    @Test func aStepInsertedAtTheTopIsTheOnlyChangeThatGitDiffShows() throws {
        let repository = try temporaryFolder()
        func git(_ arguments: String...) throws -> String { try runGit(arguments, in: repository) }
        _ = try git("init", "-q")
        _ = try git("config", "diff.navviz.textconv", "\(NavvizProcess.binary.path) dump --textconv")
        try "*.nav diff=navviz\n".write(to: repository.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
        let flow = repository.appendingPathComponent("flow.nav")
        let original = try String(contentsOfFile: "examples/article.nav", encoding: .utf8)
        try original.write(to: flow, atomically: true, encoding: .utf8)
        _ = try git("add", ".")
        _ = try git("commit", "-q", "-m", "flow")
        let edited = original.replacingOccurrences(of: "VCN1 push VCN2 ", with: "VCN1 push Peek\nPeek pop\nVCN1 push VCN2 ")
        #expect(edited != original)
        try edited.write(to: flow, atomically: true, encoding: .utf8)
        let changed = try git("diff", "-U0", "flow.nav").split(separator: "\n").filter { !$0.hasPrefix("+++") && !$0.hasPrefix("---") }
        #expect(changed.filter { $0.hasPrefix("-") }.isEmpty, "\(changed.joined(separator: "\n"))")
        #expect(changed.contains("+## VCN1 push Peek"))
        #expect(changed.contains("+## Peek pop"))
        #expect(changed.filter { $0.hasPrefix("+") }.count <= 12, "\(changed.joined(separator: "\n"))")
    }

    @Test func stepPrintsOneStep() throws {
        let result = try NavvizProcess.run(["dump", "examples/double-dismiss.nav", "--step", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("## step 3 (line 17): step \"tap a cell (the bug)\" { Popup dismiss; then top dismiss }\n"))
        #expect(result.stdout.hasSuffix("getTopVC: List\n"))
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("## step ") }.count == 1)
    }

    @Test func aMissingStepIsAnInputError() throws {
        let result = try NavvizProcess.run(["dump", "examples/article.nav", "--step", "99"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("has no step 99; its steps are 0–14"))
        #expect(result.stdout.isEmpty)
    }

    @Test func invalidInputExitsWith2() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("bad.nav")
        try "root nav N [A]\nA presnt B\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try NavvizProcess.run(["dump", file.path, "--color", "never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown operation `presnt`"))
    }

    /// The flows in examples/ (not the import examples in its subfolders).
    static func examples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: NavvizProcess.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".nav") }.sorted()
    }

    @Test func theOutputIsIdenticalAcrossRunsForEveryExample() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 14)
        for example in examples {
            let first = try NavvizProcess.run(["dump", "examples/" + example])
            let second = try NavvizProcess.run(["dump", "examples/" + example])
            #expect(first.status == 0, "\(example): \(first.stderr)")
            #expect(!first.stdout.isEmpty && first.stdout == second.stdout, "\(example)")
        }
    }

    @Test func checkPassesEveryExample() throws {
        let examples = try Self.examples().map { "examples/" + $0 }
        let result = try NavvizProcess.run(["check"] + examples)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(examples.count) files passed, 0 failed"))
    }
}
