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
            An app's folder: the files of its iOS app target, as its Xcode project says (the frameworks \
            and local packages it links included; extensions, widgets, watch and Mac apps and tests \
            skipped and named; --target picks one of several apps), or without a project every \
            .swift, .storyboard and .xib less extensions', watch apps' and tests' folders; Objective-C \
            files are counted, not read. One file that cannot be read is a located warning, never \
            the end of the import. The root is the window the user sees at launch (the scene or app \
            delegate's, the main storyboard the Info.plist names, a SwiftUI App's first WindowGroup \
            view); a second window (a passcode lock) is an entry. Then every navigation call the code \
            makes (push, present, show, setViewControllers, performSegue, alerts...) is performed, \
            what it shows toured, and undone; screens no path reaches are entries from the screen on \
            top; a screen shown again is the same box. Every call site is named (File.swift:LINE), as \
            a step or with why it is not one, and the flow is checked before it is written. Swift is \
            read by navviz-swift-reader (swift-syntax), which make install puts beside navviz; run \
            from its checkout, navviz builds it the first time it is needed. To review an app's \
            change: navviz diff --git main...HEAD MyApp/.
            Storyboards: scenes become view controllers, relationship and embed segues build the \
            containers, the initial view controller is the root, and every segue reachable from it \
            is performed once, depth-first, then undone (pop, dismiss or its unwind): a tour that \
            visits every screen. Give all the storyboards of an app to resolve storyboard references.
            Dumps: what lldb prints for `expr -l objc -O -- [UIViewController _printHierarchy]` (in any \
            frame) or `po UIViewController.value(forKey: "_printHierarchy")!` (in a Swift frame), from any \
            iOS version, with or without addresses, becomes a root line, the present steps that rebuild its modal chain, \
            and expect lines for its presenters and its top view controller.
            Every line written ends with a comment naming its source (file:line, scene or segue id). \
            One line on stderr says what was read and reached; when most scenes are not reached \
            (the app sets its root in code), it gives the command to run with the --initial scene \
            that reaches the most. Then: navviz app.nav -o out/
            With -o, the flow ends with a line giving the digest of what navviz wrote: a flow \
            edited since is kept, with a note, when the import runs again (--force replaces it).
              navviz import MyApp/ -o app.nav
              navviz import Main.storyboard Settings.storyboard -o app.nav
              navviz import hierarchy.txt -o now.nav
            Exit status: 0 written (or an edited flow kept); 2 unreadable or invalid input (located as file:line:col), \
            or bad usage. Nothing is written when the input is invalid. See docs/import.md.
            """
    )

    @Argument(
        help: "An app's folder, storyboards (and Swift files, xibs) of one app, or one _printHierarchy dump.",
        completion: .file(extensions: ["swift", "storyboard", "xib", "txt"]))
    var files: [String]

    @Option(name: .shortAndLong, help: "Write the .nav text here instead of stdout.")
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
        var run = ImportRun(diagnostics: diagnostics, target: target)
        let found = try run.files(files)
        run.device = TargetDevice(ios: ios ?? found.targetDevice.ios, idiom: device.idiom)
        if listFiles {
            for path in found.swift + found.documents + (found.infoPlist.map { [$0] } ?? []) { print(path) }
            return
        }
        let (text, summary) = try run.flow(of: found, format: from, initial: initial)
        if let output {
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
            if let warning = summary.counts?.warning { Console.error("navviz: warning: \(warning)") }
        }
    }

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
