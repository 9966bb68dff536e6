import ArgumentParser
import Foundation
import NavCodeFacts
import NavImport
import NavLanguage
import NavLayout
import NavOutput

/// `navviz import PATH... [-o app.nav]`: an app's folder (its Swift code, storyboards
/// and xibs), its storyboards, or a `_printHierarchy` dump as `.nav` text, which the
/// other commands then read.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a .nav flow from an app's folder (Swift code, storyboards, xibs), storyboards or a UIKit _printHierarchy dump.",
        discussion: """
            What it reads is told from the content (--from says it outright):
              an app's folder, or its .xcodeproj or .xcworkspace: the iOS app target's Swift, storyboards \
            and xibs (--target picks another app); the root is what the user sees at launch, then every \
            navigation call the code makes is a step named File.swift:LINE, or a comment saying why not
              storyboards: the initial view controller, then every segue reachable from it (--initial)
              a dump: what lldb prints for `expr -l objc -O -- [UIViewController _printHierarchy]` (in any \
            frame) or `po UIViewController.value(forKey: "_printHierarchy")!` (in a Swift frame): its \
            hierarchy, with expect lines
            One line on stderr says what was read and what the flow shows of it; docs/import.md \
            ("My map is empty or wrong") says what each of its words means and what to do when \
            the map is not the app's.
              navviz import MyApp/ -o app.nav
              navviz import Main.storyboard Settings.storyboard -o app.nav
              navviz import hierarchy.txt -o now.nav
            Then: navviz app.nav -o out/ (a flow edited since -o wrote it is kept; --force replaces it)
            Exit status: 0 written (or an edited flow kept); 2 unreadable or invalid input (located as file:line:col), \
            or bad usage. Nothing is written when the input is invalid. See docs/import.md.
            """
    )

    @Argument(
        help: "An app's folder, storyboards (and Swift files, xibs) of one app, or one _printHierarchy dump.",
        completion: .file(extensions: ["swift", "storyboard", "xib", "txt"]))
    var files: [String]

    @Option(name: .shortAndLong, help: "Write the .nav text here instead of stdout (`-`: stdout).")
    var output: String?

    @Flag(help: "With -o: replace the flow even if it was edited since navviz import wrote it (an edited one is kept otherwise).")
    var force = false

    @Option(help: "What the files are: storyboard or hierarchy (default: told from the content).")
    var from: ImportFormat?

    @Option(help: "Start the storyboards at this scene (its id, storyboard identifier or name) instead of the initial view controller.")
    var initial: String?

    @Option(help: "The app target to import, where the folder's Xcode project has several apps (default: the one the summary names).")
    var target: String?

    @Option(
        help: ArgumentHelp(
            "The iOS version the app's code is read for: of branches only one of which runs (if #available, #if), that one (default: 17, or the app's deployment target when later).",
            valueName: "version"))
    var ios: Int?

    @Option(help: "The device the app's code is read for: its userInterfaceIdiom and size-class branches (iphone, ipad).")
    var device: ImportDevice = .iphone

    @Flag(help: "Print the files the import would read (one path a line) and stop: the app's own, as its project says.")
    var listFiles = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        try IOSVersion.validate(ios)
    }

    func run() throws {
        let started = ContinuousClock.now
        var run = diagnostics.appImport(target: target)
        let found = try diagnostics.exitingOnFailure { try run.files(files) }
        run.device = TargetDevice(ios: ios ?? found.targetDevice.ios, idiom: device.idiom)
        if listFiles {
            for path in found.swift + found.documents + (found.infoPlist.map { [$0] } ?? []) { print(path) }
            return
        }
        let (text, summary) = try diagnostics.exitingOnFailure { try run.flow(of: found, format: from, initial: initial) }
        if let output, output != "-" {
            try diagnostics.exitingOnFailure {
                let outcome = try StandaloneFile.write(
                    Array(text.utf8), to: output, replacing: NavImporter.wrote, what: "a flow navviz import wrote",
                    signature: NavImporter.signature, force: force)
                switch outcome {
                case .written: break
                case .keptEdited:
                    Console.error("navviz: note: \(output) was changed after navviz import wrote it; kept as it is (--force replaces it)")
                case .keptUnsigned:
                    Console.error(
                        "navviz: note: \(output) was written by an older navviz import that kept no digest of it, so an edit cannot be told; kept as it is (--force replaces it)"
                    )
                }
            }
        } else {
            print(text, terminator: "")
        }
        if let summary {
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            let took = summary.counts == nil ? "" : String(format: "; %.1f s", seconds)
            Console.error("navviz: imported \(summary.description)" + took + (summary.betterInitial.map { ": " + command(initial: $0) } ?? ""))
            if let counts = summary.counts, let warning = found.folders.isEmpty && counts.rootIsStandIn ? Self.filesWithoutRoot : counts.warning {
                Console.error("navviz: warning: \(warning)")
            }
        }
    }

    /// Files given by name, not the app's folder, set no launch root: the app's folder would.
    static let filesWithoutRoot =
        "no launch root was found in the files given, so every screen is an entry from a stand-in root: "
        + "import the app's folder (the one with its Xcode project or Package.swift) to start where the app starts"

    /// This command line again, starting at `initial`: what to run next.
    private func command(initial: String) -> String {
        ShellCommand.line(
            ["navviz", "import"] + files + ["--initial", initial] + (from.map { ["--from", $0.rawValue] } ?? []) + (output.map { ["-o", $0] } ?? []))
    }
}

extension ImportFormat: ExpressibleByArgument {}

/// `--device`, named as a flow's `device` statement names it.
enum ImportDevice: String, ExpressibleByArgument, CaseIterable {
    case iphone, ipad

    var idiom: TargetDevice.Idiom {
        self == .iphone ? .phone : .pad
    }
}
