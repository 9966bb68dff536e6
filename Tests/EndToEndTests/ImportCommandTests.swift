import Foundation
import Testing

/// `navviz import`: storyboards and dumps in, `.nav` out, which `navviz check` passes.
@Suite("navviz import", .serialized)
struct ImportCommandTests {
    static let fixtures = "Tests/NavImportTests/Fixtures/"

    @Test func writesANavFileThatChecksAndDraws() throws {
        let folder = try temporaryFolder()
        let nav = folder.appendingPathComponent("app.nav").path
        let imported = try NavvizProcess.run(["import", Self.fixtures + "Main.storyboard", Self.fixtures + "Settings.storyboard", "-o", nav])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.isEmpty)
        let checked = try NavvizProcess.run(["check", nav, "--strict"])
        #expect(checked.status == 0, "\(checked.stderr)")
        let drawn = try NavvizProcess.run([nav, "-o", folder.appendingPathComponent("out").path, "--format", "svg"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/map.svg").path))
    }

    /// A real-app-sized storyboard (47 scenes: a tab bar of split views and navigation
    /// controllers without custom classes) imports, checks, draws, and says so in one line.
    @Test func aRealAppSizedStoryboardImportsChecksDrawsAndSaysWhatItDid() throws {
        let folder = try temporaryFolder()
        let nav = folder.appendingPathComponent("workday.nav").path
        let imported = try NavvizProcess.run(["import", "examples/import/Workday.storyboard", "-o", nav])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stderr
                == "navviz: imported 47 scenes from Workday.storyboard; the tour reaches 45; 2 not reached (listed at the end of the .nav)\n")
        let checked = try NavvizProcess.run(["check", nav, "--strict"])
        #expect(checked.status == 0, "\(checked.stderr)")
        let drawn = try NavvizProcess.run([nav, "-o", folder.appendingPathComponent("out").path, "--format", "svg"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let steps = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out/steps").path)
        #expect(steps.count == 61)
        #expect(!steps.contains { $0.wholeMatch(of: /.*-[a-z0-9]{3}-[a-z0-9]{2}-[a-z0-9]{1,3}\.svg/) != nil }, "no object id in a step file's name")
    }

    /// When most scenes are not reached, the line ends with the command to run next, with
    /// the scene that reaches the most; running it reaches them.
    @Test func mostScenesNotReachedGivesTheCommandToRunNext() throws {
        let nav = try temporaryFolder().appendingPathComponent("app.nav").path
        let storyboard = "examples/import/Workday.storyboard"
        let fromOnboarding = try NavvizProcess.run(["import", storyboard, "--initial", "Welcome", "-o", nav])
        #expect(fromOnboarding.status == 0, "\(fromOnboarding.stderr)")
        let command = "navviz import \(storyboard) --initial MainTabs -o \(nav)"
        #expect(
            fromOnboarding.stderr
                == "navviz: imported 47 scenes from Workday.storyboard; the tour reaches 3; 44 not reached (listed at the end of the .nav); "
                + "starting at MainTabs reaches 45: \(command)\n")
        let next = try NavvizProcess.run(Array(command.split(separator: " ").dropFirst().map(String.init)))
        #expect(next.stderr.contains("the tour reaches 45; 2 not reached"), "\(next.stderr)")
    }

    @Test func printsToStdoutWithoutOutput() throws {
        let result = try NavvizProcess.run(["import", Self.fixtures + "ios8-addresses.txt"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("title \"ios8-addresses.txt\""))
        #expect(result.stdout.contains("expect top == Second"))
    }

    /// `-o -` is stdout, as in most tools: no file named `-` is written.
    @Test func outputDashIsStdout() throws {
        let folder = try temporaryFolder()
        let input = NavvizProcess.packageRoot.appendingPathComponent(Self.fixtures + "ios8-addresses.txt").path
        let result = try NavvizProcess.run(["import", input, "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("title \"ios8-addresses.txt\""))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }

    @Test func fromOverridesTheDetectedFormat() throws {
        let result = try NavvizProcess.run(["import", "--from", "storyboard", Self.fixtures + "cycript.txt"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cycript.txt:1:1: error:"))
    }

    @Test(arguments: ["NotXML.storyboard", "NotStoryboard.xib", "Dangling.storyboard", "bad-line.txt"])
    func invalidInputExitsWith2AndWritesNothing(_ name: String) throws {
        let nav = try temporaryFolder().appendingPathComponent("app.nav").path
        let result = try NavvizProcess.run(["import", Self.fixtures + name, "-o", nav])
        #expect(result.status == 2)
        #expect(result.stderr.contains(Self.fixtures + name + ":"), "a file:line:col error: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: nav))
    }

    @Test(arguments: [
        "TabsApp", "CoordinatorApp", "StoryboardApp", "AlertsApp", "SwiftUIApp", "WatchCompanion", "ShareExtension", "SecondWindow",
        "TabsByHelper", "Tabs18", "AnchoredSheet", "DeepLinkOnly", "SharedAlert", "RootBySwitch", "RouterSwitch",
    ])
    func importsAnAppFolderThatChecksAndDraws(_ app: String) throws {
        let folder = try temporaryFolder()
        let nav = folder.appendingPathComponent("app.nav").path
        let imported = try NavvizProcess.run(["import", Self.fixtures + "Apps/" + app, "-o", nav])
        #expect(imported.status == 0, "\(imported.stderr)")
        // One line: what was read, the screens on the map, the call sites drawn, how long it took.
        let lines = imported.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(imported.stderr)")
        #expect(lines.first?.hasPrefix("navviz: imported \(app)") == true, "\(imported.stderr)")
        #expect(imported.stderr.contains(" on the map (") && imported.stderr.contains(" navigation call site"), "\(imported.stderr)")
        let checked = try NavvizProcess.run(["check", nav, "--strict=lint"])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        let drawn = try NavvizProcess.run([nav, "-o", folder.appendingPathComponent("out").path, "--format", "svg"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let map = try String(contentsOf: folder.appendingPathComponent("out/map.svg"), encoding: .utf8)
        #expect(map.contains("<svg"))
    }

    @Test func aStoryboardSegueToNowhereIsAWarningAndTheAppIsDrawn() throws {
        let folder = try temporaryFolder()
        let nav = folder.appendingPathComponent("app.nav").path
        let imported = try NavvizProcess.run(["import", Self.fixtures + "Apps/BrokenSegue", "-o", nav])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains(Self.fixtures + "Apps/BrokenSegue/Recipes/Base.lproj/Main.storyboard:19:33: warning: "))
        #expect(try NavvizProcess.run(["check", nav, "--strict=lint"]).status == 0)
        #expect(try NavvizProcess.run([nav, "-o", folder.appendingPathComponent("out").path, "--format", "svg"]).status == 0)
    }

    @Test func aSwiftFileThatDoesNotParseIsReportedAndSkipped() throws {
        let result = try NavvizProcess.run(["import", Self.fixtures + "Apps/Broken"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(Self.fixtures + "Apps/Broken/App/SettingsViewController.swift:5:31: warning: this file does not parse"))
        #expect(result.stdout.contains("Home present Settings: SettingsViewController"))
    }

    @Test func nothingIsWrittenWhenNothingCanBeRead() throws {
        let nav = try temporaryFolder().appendingPathComponent("app.nav").path
        let result = try NavvizProcess.run(["import", Self.fixtures + "Apps/Broken/App/SettingsViewController.swift", "-o", nav])
        #expect(result.status == 2)
        #expect(result.stderr.contains("nothing to import: the Swift file does not parse, and there is no storyboard"))
        #expect(!FileManager.default.fileExists(atPath: nav))
    }

    @Test func aFolderWithoutSwiftOrInterfaceBuilderFilesIsAnError() throws {
        let folder = try temporaryFolder()
        try Data("@implementation A @end\n".utf8).write(to: folder.appendingPathComponent("A.mm"))
        let result = try NavvizProcess.run(["import", folder.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "holds no .swift, .m, .storyboard or .xib file (it has 1 Objective-C file of no app target, or Objective-C++, which navviz does not read)"
            ))
    }

    @Test func withoutTheSwiftReaderNavvizSaysHowToGetIt() throws {
        let folder = try temporaryFolder()
        let copy = folder.appendingPathComponent("navviz")
        try FileManager.default.copyItem(at: NavvizProcess.binary, to: copy)
        let result = try NavvizProcess.run(["import", Self.fixtures + "Apps/TabsApp"], executable: copy)
        #expect(result.status == 2)
        #expect(result.stderr.contains("navviz import reads Swift files with navviz-swift-reader, which is not next to navviz in \(folder.path)"))
        #expect(result.stderr.contains("`swift build -c release --product navviz-swift-reader`"))
    }

    /// `po UIViewController._printHierarchy()` does not compile in a Swift frame (the method
    /// is private): the help gives the two commands that work, and where each does.
    @Test func importHelpGivesTheDebuggerCommandsThatWork() throws {
        let help = try NavvizProcess.run(["help", "import"])
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("`expr -l objc -O -- [UIViewController _printHierarchy]` (in any frame)"), "\(help.stdout)")
        #expect(text.contains("`po UIViewController.value(forKey: \"_printHierarchy\")!` (in a Swift frame)"))
        #expect(!text.contains("_printHierarchy()"))
    }

    /// The usage and options come within a screen: the import's rules are in docs/import.md,
    /// not 40 lines of help before USAGE (issue 44).
    @Test func importHelpReachesItsUsageWithinAScreen() throws {
        let help = try NavvizProcess.run(["import", "--help"])
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let usage = try #require(lines.firstIndex { $0.hasPrefix("USAGE:") }, "\(help.stdout)")
        #expect(usage <= 25, "\(usage) lines before USAGE:\n\(help.stdout)")
        #expect(help.stdout.contains("My map is empty or wrong"))
    }

    /// The README, the docs and the man pages name the form that does not compile only to say so.
    @Test func docsNeverTellTheReaderToTypeTheFormThatDoesNotCompile() throws {
        let root = NavvizProcess.packageRoot
        let docs = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".1") }.map { "docs/" + $0 }
        #expect(docs.contains("docs/import.md") && docs.contains("docs/man/navviz.import.1"))
        for path in ["README.md", "examples/import/hierarchy.txt"] + docs {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("UIViewController._printHierarchy()") {
                #expect(line.contains("does not compile"), "\(path): \(line)")
            }
        }
    }

    @Test func aMissingFileExitsWith2() throws {
        let result = try NavvizProcess.run(["import", "no-such.storyboard"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read no-such.storyboard"))
    }
}
