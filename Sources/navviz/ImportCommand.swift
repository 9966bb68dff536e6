import ArgumentParser
import Foundation
import NavImport
import NavLayout
import NavOutput

/// `navviz import FILE... [-o app.nav]`: an app's storyboards or a `_printHierarchy`
/// dump as `.nav` text, which the other commands then read.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a .nav flow from Interface Builder storyboards or a UIKit _printHierarchy dump.",
        discussion: """
        Storyboards: scenes become view controllers, relationship and embed segues build the \
        containers, the initial view controller is the root, and every segue reachable from it \
        is performed once, depth-first, then undone (pop, dismiss or its unwind): a tour that \
        visits every screen. Give all the storyboards of an app to resolve storyboard references.
        Dumps: the output of `po UIViewController._printHierarchy()` (any iOS version, with or \
        without addresses) becomes a root line, the present steps that rebuild its modal chain, \
        and expect lines for its presenters and its top view controller.
        Every line written ends with a comment naming its source (file:line, scene or segue id). \
        One line on stderr says what was read and reached; when most scenes are not reached \
        (the app sets its root in code), it gives the command to run with the --initial scene \
        that reaches the most. Then: navviz app.nav -o out/
          navviz import Main.storyboard Settings.storyboard -o app.nav
          navviz import hierarchy.txt -o now.nav
        Exit status: 0 written; 2 unreadable or invalid input (located as file:line:col), \
        or bad usage. Nothing is written when the input is invalid. See docs/import.md.
        """
    )

    @Argument(help: "Storyboards of one app, or one _printHierarchy dump.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Write the .nav text here instead of stdout.")
    var output: String?

    @Option(help: "What the files are: storyboard or hierarchy (default: told from the content).")
    var from: ImportFormat?

    @Option(help: "Start the storyboards at this scene (its id, storyboard identifier or name) instead of the initial view controller.")
    var initial: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        var inputs: [ImportInput] = []
        for path in files {
            let source = try diagnostics.exitingOnFailure {
                try InputFile.decode(path: path, bytes: InputFile.bytes(of: path, expected: "a storyboard or a _printHierarchy dump"))
            }
            inputs.append(ImportInput(path: path, text: source.text))
        }
        let imported: ImportResult
        do {
            imported = try NavImporter.imported(inputs, format: from, initial: initial)
        } catch {
            diagnostics.report(InputError(path: error.path, source: error.source, diagnostics: error.diagnostics, message: error.message))
            throw ExitCode(ExitStatus.invalidInput)
        }
        if let output {
            try diagnostics.exitingOnFailure {
                try Data(imported.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            }
        } else {
            print(imported.text, terminator: "")
        }
        let summary = imported.summary
        Console.error("navviz: imported \(summary.description)" + (summary.betterInitial.map { ": " + command(initial: $0) } ?? ""))
    }

    /// This command line again, starting at `initial`: what to run next.
    private func command(initial: String) -> String {
        let words = ["navviz", "import"] + files + ["--initial", initial] + (from.map { ["--from", $0.rawValue] } ?? []) + (output.map { ["-o", $0] } ?? [])
        return words.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "-_./+:=,@".contains($0) } ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}

extension ImportFormat: ExpressibleByArgument {}
