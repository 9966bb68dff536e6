import Foundation
import Testing

/// What navviz says about input it reads in unusual ways (issue 21, items 7 and 8): a
/// flow on standard input, old Mac line ends, huge unknown names, and a long `dump`.
@Suite("Input from anywhere", .serialized)
struct InputMessageTests {
    static let flow = "root nav N [A]\nA push B \"open B\"\nexpect top == B\n"

    /// Runs navviz with `input` as its standard input.
    private func run(_ arguments: [String], input: String) throws -> NavvizProcess.Result {
        let file = try temporaryFolder().appendingPathComponent("input")
        try Data(input.utf8).write(to: file)
        return try NavvizProcess.run(
            ["-c", "exec \"$0\" \"$@\" < \"$INPUT\"", NavvizProcess.binary.path] + arguments,
            environment: ["INPUT": file.path], executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test(arguments: ["-", "/dev/stdin"])
    func checkReadsStandardInput(_ path: String) throws {
        let result = try run(["check", path], input: Self.flow)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(path == "-" ? "<stdin>" : path): passed — 1 step, 1/1 expectation"), "\(result.stdout)")
    }

    @Test func errorsInStandardInputAreLocatedInStdin() throws {
        let result = try run(["check", "-", "--color", "never"], input: "root nav N [A]\nA presnt B\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("<stdin>:2:3: error: unknown operation `presnt`"), "\(result.stderr)")
        #expect(result.stdout.contains("<stdin>: invalid"))
    }

    @Test func dumpAndRenderReadStandardInput() throws {
        let dump = try run(["dump", "-"], input: Self.flow)
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.hasPrefix("## step 0 (line 1): root nav N [A]"))
        let out = try temporaryFolder().appendingPathComponent("out")
        let render = try run(["-", "-o", out.path, "--format", "svg,png"], input: Self.flow)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("steps/01-open-b.png").path))
        let map = try run(["-", "--map", "--format", "dot"], input: Self.flow)
        #expect(map.stdout.hasPrefix("digraph"), "\(map.stderr)")
    }

    @Test func diffAndImportReadStandardInput() throws {
        let folder = try temporaryFolder()
        let old = folder.appendingPathComponent("old.nav")
        try Data("root nav N [A]\n".utf8).write(to: old)
        let diff = try run(["diff", old.path, "-"], input: Self.flow)
        #expect(diff.status == 1, "they differ: \(diff.stderr)")
        #expect(diff.stdout.hasPrefix("navviz diff: \(old.path) → <stdin>\n"), "\(diff.stdout)")
        #expect(diff.stdout.contains("+ line 2: A push B"), "\(diff.stdout)")
        let both = try run(["diff", "-", "-"], input: Self.flow)
        #expect(both.status == 2)
        #expect(both.stderr.contains("only one of OLD and NEW can be - (standard input)"), "\(both.stderr)")

        let storyboard = try String(contentsOf: FirstMistakesTests.fixtures.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        let imported = folder.appendingPathComponent("main.nav")
        let result = try run(["import", "-", "-o", imported.path], input: storyboard)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("from <stdin>;"), "\(result.stderr)")
        #expect(try NavvizProcess.run(["check", imported.path]).status == 0)
    }

    /// A storyboard piped to `check -` is recognised by its text and answered with the import.
    @Test func aStoryboardOnStandardInputGetsTheImportAdvice() throws {
        let storyboard = try String(contentsOf: FirstMistakesTests.fixtures.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        let result = try run(["check", "-"], input: storyboard)
        #expect(result.status == 2)
        #expect(result.stderr.contains("standard input is an Interface Builder storyboard, not a .nav flow"), "\(result.stderr)")
        #expect(result.stderr.contains("navviz import - -o app.nav && navviz check app.nav"), "\(result.stderr)")
        #expect(!result.stderr.contains("unexpected character"))
    }

    @Test func watchRefusesStandardInput() throws {
        let result = try NavvizProcess.run(["watch", "-"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("give a file, not -"), "\(result.stderr)")
    }

    @Test func oldMacLineEndsAreNamed() throws {
        let file = try temporaryFolder().appendingPathComponent("mac.nav")
        try Data("root nav N [A]\rA push B\r".utf8).write(to: file)
        let result = try NavvizProcess.run(["check", file.path, "--color", "never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("mac.nav:1:15: error: line 1 ends with a carriage return alone (CR, old Mac line ends)"), "\(result.stderr)")
        #expect(!result.stderr.contains("unknown"), "not blamed on the syntax")
    }

    @Test func unknownNamesOfThousandsOfCharactersGetNoSuggestion() throws {
        var random = SystemRandomNumberGenerator()
        func name() -> String { "V" + String((0..<9_990).map { _ in "abcdefgh".randomElement(using: &random)! }) }
        let lines = ["root nav N [A]"] + (0..<5).map { _ in "A push \(name())" } + (0..<100).map { _ in "\(name()) dismiss" }
        let file = try temporaryFolder().appendingPathComponent("long-names.nav")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let result = try NavvizProcess.run(["check", file.path, "--diagnostics-format", "gcc"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("invalid — 100 errors"), "\(result.stdout)")
        #expect(!result.stderr.contains("did you mean"))
    }

    /// 20,000 names of 90 characters: "did you mean" compared each unknown name with all of
    /// them (52 s for 100 unknown names, issue 31). A search past its budget is not made:
    /// the error comes without a suggestion, even for a near miss.
    @Test func thousandsOfLongNamesAreNotSearchedForASuggestion() throws {
        var random = SystemRandomNumberGenerator()
        let names = (0..<20_000).map { _ in "V" + String((0..<89).map { _ in "abcdefgh".randomElement(using: &random)! }) }
        let nearMiss = names[7].dropLast() + "z"
        let lines = ["root tabs T ["] + names.map { "  \($0)," } + ["]", "\(nearMiss) dismiss"]
        let file = try temporaryFolder().appendingPathComponent("many-names.nav")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let result = try NavvizProcess.run(["check", file.path, "--diagnostics-format", "gcc"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: unknown view controller `\(nearMiss)`"), "\(result.stderr.prefix(500))")
        #expect(!result.stderr.contains("did you mean"))
    }

    /// A dump prints each step as it is simulated: ten times the steps take no more
    /// memory than `check` needs for them (which grows only with the file's text).
    @Test func dumpMemoryDoesNotGrowWithTheSteps() throws {
        func flow(steps: Int) throws -> String {
            var lines = ["root nav N [V0]"] + (0..<12).map { "V\($0) push V\($0 + 1)" }
            while lines.count < steps { lines += ["V12 push X", "X pop"] }
            let file = try temporaryFolder().appendingPathComponent("cycle-\(steps).nav")
            try Data((lines.prefix(steps).joined(separator: "\n") + "\n").utf8).write(to: file)
            return file.path
        }
        let short = try flow(steps: 1_000), long = try flow(steps: 10_000)
        let dumpShort = try PeakMemory.kilobytes(of: ["dump", short])
        let dumpLong = try PeakMemory.kilobytes(of: ["dump", long])
        let checkLong = try PeakMemory.kilobytes(of: ["check", long])
        #expect(dumpShort.status == 0 && dumpLong.status == 0 && checkLong.status == 0)
        #expect(
            dumpLong.kilobytes - dumpShort.kilobytes < 8_000, "dump: \(dumpShort.kilobytes) KB for 1,000 steps, \(dumpLong.kilobytes) KB for 10,000")
        #expect(dumpLong.kilobytes < checkLong.kilobytes + 4_000, "dump \(dumpLong.kilobytes) KB, check \(checkLong.kilobytes) KB")
    }
}
