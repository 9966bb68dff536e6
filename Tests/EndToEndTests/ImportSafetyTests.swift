import Foundation
import Testing

/// `navviz import App/` on a repository anyone can write (a pull request's files, issue
/// 31): it reads regular files inside the folder and nothing else, a Swift file that
/// crashes or stalls swift-syntax costs that file only, the reader never outlives navviz,
/// and no storyboard crashes the tour. Each test runs the built binaries on a copy of
/// `examples/import/Podcasts` with something planted in it, and checks that the rest is
/// imported; runs that hang on the build before these defences are ended (`deadline`), and fail.
@Suite("Import safety", .serialized)
struct ImportSafetyTests {
    static let podcasts = NavvizProcess.packageRoot.appendingPathComponent("examples/import/Podcasts")

    /// A copy of the Podcasts app at `App/` in the sandbox.
    private func app(in sandbox: Sandbox) throws -> URL {
        let app = sandbox.root.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Self.podcasts, to: app)
        return app
    }

    /// Whether the flow is the Podcasts app's: its root and a step of its tour.
    private func importsTheRest(_ flow: String) -> Bool {
        flow.contains("root tabs Tabs [") && flow.contains("Show push Episode: EpisodeViewController")
    }

    @Test func aSymbolicLinkToASecretIsNeverRead() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        let secret = "ghp_SECRETTOKEN1234567890 is the CI token"
        _ = try sandbox.file("outside/config.json", "{\"auth\": \"\(secret)\"}\n")
        _ = try sandbox.file("outside/shared/Shared.swift", "let token = \(secret)\n")
        try sandbox.link("App/Leak.swift", to: "../outside/config.json")
        try sandbox.link("App/Shared", to: "../outside/shared")
        try sandbox.link("App/README.md", to: "../outside/keep.txt")
        let result = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(importsTheRest(result.stdout))
        #expect(!result.stdout.contains("SECRETTOKEN") && !result.stderr.contains("SECRETTOKEN"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("# not read: App/Leak.swift, a symbolic link (navviz import follows none)"))
        #expect(result.stdout.contains("# not read: App/Shared, a symbolic link"))
        #expect(!result.stdout.contains("README.md"), "a link the import would not read anyway is not worth a note")
    }

    /// A name with newlines once made the reader read `./.env` (paths went to it one a line).
    @Test func aFileNamedWithNewlinesIsSkippedAndNothingElseIsRead() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        _ = try sandbox.file(".env", "export AWS_SECRET=\"wJalrXUtnFEMI K7MDENG\"\n")
        _ = try sandbox.file("App/a\n.env\nb.swift", "class A: UIViewController {}\n")
        let result = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(importsTheRest(result.stdout))
        #expect(!result.stdout.contains("wJalrXUtnFEMI") && !result.stderr.contains("wJalrXUtnFEMI"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains(#"# not read: App/a\n.env\nb.swift, whose name has a control character"#), "\(result.stdout)")
    }

    /// Terminal escape sequences in a file's name reach neither the flow nor the terminal.
    @Test func escapeBytesInAFileNameReachNeitherTheFlowNorTheTerminal() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        let name = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J.swift"
        _ = try sandbox.file("App/\(name)", "class Evil: UIViewController {\n    func go() { present(Evil(), animated: true) }\n}\n")
        let result = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(importsTheRest(result.stdout))
        #expect(!result.stdout.utf8.contains(0x1B) && !result.stderr.utf8.contains(0x1B) && !result.stdout.utf8.contains(0x07))
        #expect(result.stdout.contains(#"Evil\u{1B}]0;pwned\u{7}\u{1B}[2J.swift, whose name has a control character"#), "\(result.stdout)")
    }

    /// `printf 'e \x1f= '`: swift-syntax stopped the whole import with a fatal error
    /// (making a Fix-It for it); now it is that file's warning, located.
    @Test func theFiveByteTrapIsAWarningAndTheRestImports() throws {
        let sandbox = try Sandbox()
        let app = try app(in: sandbox)
        try Data([0x65, 0x20, 0x1F, 0x3D, 0x20]).write(to: app.appendingPathComponent("Trap.swift"))
        let result = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(importsTheRest(result.stdout))
        #expect(result.stderr.contains("App/Trap.swift:1:3: warning: this file does not parse, so navviz import skips it"), "\(result.stderr)")
    }

    /// `let a = [[[…]]]` 40 deep: swift-syntax's time doubles with each level (hours).
    @Test func fortyNestedBracketsAreAWarningAndTheRestImports() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        _ = try sandbox.file("App/Deep.swift", "let a = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n")
        let run = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(!run.hung, "the import did not finish")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(importsTheRest(run.stdout))
        #expect(
            run.stderr.contains(
                "App/Deep.swift:1:21: warning: navviz import skips this file: square brackets nested more than 12 deep"),
            "\(run.stderr)")
    }

    /// A file the reader stays in past the time limit (here 0.5 s) is skipped with a
    /// warning, and a new reader reads the others.
    /// 48 closures, each the trailing closure of a call inside the last (issue 45): the
    /// reader's answer nested past the 512 levels JSONDecoder reads, and the file was
    /// "what navviz-swift-reader says of it cannot be read". Its deepest part is now kept as
    /// text, and the file is read.
    @Test func fortyEightNestedClosuresAreRead() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        var body = "present(UIViewController(), animated: true)"
        for _ in 0..<48 { body = "run {\n\(body)\n}" }
        let code = "import UIKit\n\nfinal class DeepViewController: UIViewController {\n    func go() {\n\(body)\n    }\n}\n"
        _ = try sandbox.file("App/Deep.swift", code + "\nfunc run(_ body: () -> Void) { body() }\n")
        let result = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(importsTheRest(result.stdout))
        #expect(!result.stderr.contains("Deep.swift"), "the file is read, not skipped: \(result.stderr)")
        #expect(result.stdout.contains("imported from 8 Swift files"), "\(result.stdout.prefix(300))")
    }

    @Test func aFileThatTakesTooLongIsSkippedAndTheRestImports() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        _ = try sandbox.file("App/Slow.swift", Self.slowSwift)
        let run = try NavvizProcess.run(
            ["import", "App", "--color", "never"], in: sandbox.root, environment: ["NAVVIZ_SWIFT_READER_SECONDS": "0.5"], deadline: 120)
        #expect(!run.hung, "the import did not finish")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(importsTheRest(run.stdout))
        #expect(
            run.stderr.contains(
                "App/Slow.swift:1:1: warning: navviz import skips this file: reading it took longer than 0.5 s, the time navviz import gives a file"),
            "\(run.stderr)")
    }

    /// A storyboard has a time limit as a Swift file has: past it, the storyboard is skipped
    /// with a warning where reading had got to, and a note in the flow; the rest is imported.
    /// A limit of 0 s stops at the first element, so no test waits for the clock.
    @Test func aStoryboardThatTakesTooLongIsSkippedAndTheRestImports() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        _ = try sandbox.file(
            "App/Extra.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="x">
            <scenes><scene sceneID="s"><objects>
            <viewController id="x" storyboardIdentifier="Extra" sceneMemberID="viewController"/>
            </objects></scene></scenes>
            </document>

            """)
        let skipped =
            "App/Extra.storyboard:2:1: warning: navviz import skips this file: "
            + "reading it took longer than 0 s, the time navviz import gives a file"
        let run = try NavvizProcess.run(
            ["import", "App", "--color", "never"], in: sandbox.root, environment: ["NAVVIZ_STORYBOARD_SECONDS": "0"], deadline: 120)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(importsTheRest(run.stdout))
        #expect(run.stderr.contains(skipped), "\(run.stderr)")
        #expect(run.stdout.contains("skipped Extra.storyboard:2: reading it took longer than 0 s"), "\(run.stdout)")
        let unlimited = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(unlimited.status == 0 && !unlimited.stderr.contains("Extra.storyboard"), "read within the default limit: \(unlimited.stderr)")
    }

    /// A Swift file swift-syntax takes seconds over: a member chain 100,000 deep.
    static let slowSwift = "class Slow {\n    func f() {\n        let a = b" + String(repeating: ".x", count: 100_000) + "\n    }\n}\n"

    /// However navviz ends, killed included, no reader runs on.
    @Test(arguments: [SIGKILL, SIGTERM])
    func aStoppedImportLeavesNoReaderProcess(signal: Int32) throws {
        let sandbox = try Sandbox()
        let app = try app(in: sandbox)
        for index in 0..<6 { _ = try sandbox.file("App/Slow\(index).swift", Self.slowSwift) }
        let run = try RunningNavviz(["import", app.path])
        var readers: [Int32] = []
        let caught = waitUntil(seconds: 60) {
            readers = run.children
            return !readers.isEmpty
        }
        #expect(caught, "the import never started a reader")
        kill(run.pid, signal)
        let end = run.waitForExit()
        #expect(end.reason == .uncaughtSignal && end.status == signal, "it ends by the signal: \(end.stderr)")
        let gone = waitUntil(seconds: 5) { readers.allSatisfy { !isAlive($0) } }
        #expect(gone, "a reader outlived navviz")
        if !gone { readers.forEach { kill($0, SIGKILL) } }
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.temporaryFolder.path).isEmpty, "no temporary file is left")
    }

    /// A FIFO where the storyboard is waited forever for a writer.
    @Test func aFIFONamedMainStoryboardIsSkipped() throws {
        let sandbox = try Sandbox()
        let app = try app(in: sandbox)
        #expect(mkfifo(app.appendingPathComponent("Main.storyboard").path, 0o600) == 0)
        let run = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 60)
        #expect(!run.hung, "the import waited on the FIFO")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(importsTheRest(run.stdout))
        #expect(run.stdout.contains("# not read: App/Main.storyboard, not a regular file (a FIFO, a device or a socket)"))
    }

    /// 2,500 scenes, each showing the next (575 KB): the recursive tour overflowed its stack.
    @Test func aStoryboardOfTwoThousandFiveHundredChainedSeguesImports() throws {
        let sandbox = try Sandbox()
        let storyboard = try sandbox.file("Chain.storyboard", Self.chainedStoryboard(2500))
        let flow = sandbox.root.appendingPathComponent("chain.nav")
        let run = try NavvizProcess.run(["import", storyboard.path, "-o", flow.path], in: sandbox.root, deadline: 120)
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        #expect(run.stderr.contains("imported 2501 scenes from Chain.storyboard; the tour reaches all of them"))
        let check = try NavvizProcess.run(["check", flow.path])
        #expect(check.status == 0, "\(check.stderr.prefix(2000))")
        #expect(sandbox.outsideIsUntouched)
    }

    /// A navigation controller whose root shows the next scene, 2,500 deep, no scene named.
    static func chainedStoryboard(_ count: Int) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="Nav">"#,
            "    <scenes>",
            #"        <scene sceneID="S-Nav"><objects><navigationController id="Nav" sceneMemberID="viewController"><connections><segue destination="V0" kind="relationship" relationship="rootViewController" id="R-Nav"/></connections></navigationController></objects></scene>"#,
        ]
        for index in 0..<count {
            let segue = index + 1 < count ? #"<connections><segue destination="V\#(index + 1)" kind="show" id="G\#(index)"/></connections>"# : ""
            lines.append(
                #"        <scene sceneID="S\#(index)"><objects><viewController id="V\#(index)" sceneMemberID="viewController">\#(segue)</viewController></objects></scene>"#
            )
        }
        return (lines + ["    </scenes>", "</document>"]).joined(separator: "\n") + "\n"
    }

    /// libxml2 reads 10,000,000 bytes at most: a larger storyboard is named as too large,
    /// not as "not well-formed XML".
    @Test func aStoryboardOverTheSizeLimitIsRefusedByItsSize() throws {
        let sandbox = try Sandbox()
        let scenes = Self.chainedStoryboard(2)
        let padding = String(repeating: "<!-- " + String(repeating: "x", count: 990) + " -->\n", count: 10_100)
        let storyboard = try sandbox.file("Large.storyboard", scenes.replacingOccurrences(of: "    </scenes>", with: padding + "    </scenes>"))
        let result = try NavvizProcess.run(["import", storyboard.path], in: sandbox.root, deadline: 120)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("Large.storyboard is 10.1 MB; navviz reads storyboards and xibs of up to 10,000,000 bytes"), "\(result.stderr)")
        #expect(!result.stderr.contains("not well-formed"))
    }

    /// A project file over the 64 MB every reader holds to was dropped without a word (issue 45).
    @Test func aProjectFileOverTheSizeLimitIsANote() throws {
        let sandbox = try Sandbox()
        let project = try app(in: sandbox).appendingPathComponent("Podcasts.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n".utf8).write(to: project)
        // Sparse: 64 MB and one byte, written in no time.
        let handle = try FileHandle(forWritingTo: project)
        try handle.truncate(atOffset: (64 << 20) + 1)
        try handle.close()
        let result = try NavvizProcess.run(["import", "App", "--color", "never"], in: sandbox.root, deadline: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(importsTheRest(result.stdout))
        #expect(
            result.stdout.contains(
                "# not read: App/Podcasts.xcodeproj/project.pbxproj, larger than 64 MB, the most navviz import reads of such a file"),
            "\(result.stdout)")
    }

    @Test func importNeverReplacesAFileItDidNotWrite() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        let notes = try sandbox.file("notes.txt", "my notes\n")
        let refused = try NavvizProcess.run(["import", "App", "-o", notes.path], in: sandbox.root, deadline: 120)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("notes.txt exists and is not a flow navviz import wrote"), "\(refused.stderr)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
        let flow = sandbox.root.appendingPathComponent("app.nav")
        #expect(try NavvizProcess.run(["import", "App", "-o", flow.path], in: sandbox.root, deadline: 120).status == 0)
        #expect(try NavvizProcess.run(["import", "App", "-o", flow.path], in: sandbox.root, deadline: 120).status == 0, "its own flow is replaced")
        try sandbox.link("link.nav", to: "outside/keep.txt")
        let linked = try NavvizProcess.run(["import", "App", "-o", "link.nav"], in: sandbox.root, deadline: 120)
        #expect(linked.status == 2 && linked.stderr.contains("link.nav is a symbolic link"), "\(linked.stderr)")
        #expect(sandbox.outsideIsUntouched)
    }

    @Test func anImportedFlowEditedSinceIsKeptUnlessForced() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        let flow = sandbox.root.appendingPathComponent("app.nav")
        #expect(try NavvizProcess.run(["import", "App", "-o", "app.nav"], in: sandbox.root, deadline: 120).status == 0)
        let written = try String(contentsOf: flow, encoding: .utf8)
        #expect(written.split(separator: "\n").last?.hasPrefix("# navviz import digest: ") == true, "\(written)")
        #expect(try NavvizProcess.run(["import", "App", "-o", "app.nav"], in: sandbox.root, deadline: 120).status == 0)
        #expect(try String(contentsOf: flow, encoding: .utf8) == written, "an unchanged flow is replaced by the same bytes")

        let edited = written.replacingOccurrences(of: "\nroot ", with: "\n# my note\nroot ")
        #expect(edited != written)
        try Data(edited.utf8).write(to: flow)
        let kept = try NavvizProcess.run(["import", "App", "-o", "app.nav"], in: sandbox.root, deadline: 120)
        #expect(kept.status == 0)
        #expect(kept.stderr.contains("app.nav was changed after navviz import wrote it; kept as it is (--force replaces it)"), "\(kept.stderr)")
        #expect(try String(contentsOf: flow, encoding: .utf8) == edited)

        // A flow with the import's title but no digest (an older navviz's) cannot be told edited or not: kept too.
        let unsigned = String(written.split(separator: "\n").dropLast().joined(separator: "\n")) + "\n"
        try Data(unsigned.utf8).write(to: flow)
        let older = try NavvizProcess.run(["import", "App", "-o", "app.nav"], in: sandbox.root, deadline: 120)
        #expect(older.stderr.contains("kept no digest of it, so an edit cannot be told; kept as it is (--force replaces it)"), "\(older.stderr)")
        #expect(try String(contentsOf: flow, encoding: .utf8) == unsigned)

        #expect(try NavvizProcess.run(["import", "App", "-o", "app.nav", "--force"], in: sandbox.root, deadline: 120).status == 0)
        #expect(try String(contentsOf: flow, encoding: .utf8) == written, "--force replaces it")
    }

    @Test func importIntoAMissingFolderSaysSoInItsOwnWords() throws {
        let sandbox = try Sandbox()
        _ = try app(in: sandbox)
        let result = try NavvizProcess.run(["import", "App", "-o", "nodir/x.nav"], in: sandbox.root, deadline: 120)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write nodir/x.nav: the folder nodir does not exist"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"))
    }
}
