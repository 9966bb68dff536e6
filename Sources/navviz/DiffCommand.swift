import ArgumentParser
import Foundation
import NavDiagram
import NavDiff
import NavOutput

/// `navviz diff OLD.nav NEW.nav`: what a change to a flow does, for code review.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of a flow: steps, presenters, final state, new UIKit warnings.",
        discussion: """
        Prints a summary fit for a review comment on stdout (empty when the flows are equal). \
        With -o, also writes DIR/index.html (OLD and NEW frames side by side for every step \
        that differs, unchanged steps collapsed; ← → keys and #step=N links) and \
        DIR/diff-map.svg and .png: both flow maps on one drawing, added, removed and changed \
        elements told apart by colour and line style.
          navviz diff old.nav new.nav
          navviz diff --git main flows/checkout.nav --format markdown
        Exit status: 0 equal, 1 different, 2 error (like diff(1)).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(help: "OLD.nav NEW.nav, or with --git one file: its version at REV is OLD, the working copy NEW.")
    var files: [String]

    @Option(name: .customLong("git"), help: "Take OLD from git: `git show REV:PATH`.")
    var revision: String?

    @Option(help: "The summary's format: text, markdown or json.")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "Also write the side-by-side page and the diff map into this folder.")
    var output: String?

    @Option(help: "light, dark, or auto: the page and the diff map follow the reader's light or dark scheme (PNG is light).")
    var theme: Theme = .light

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if revision == nil && files.count != 2 { throw ValidationError("give OLD.nav and NEW.nav, or --git REV and one file") }
        if revision != nil && files.count != 1 { throw ValidationError("with --git, give exactly one file") }
    }

    func run() throws {
        let oldName = revision.map { "\($0):\(files[0])" } ?? files[0]
        let old = try diagnostics.exitingOnFailure {
            guard let revision else { return try LoadedFlow.load(path: files[0]) }
            return try LoadedFlow.load(path: oldName, bytes: try GitRevision.contents(of: files[0], at: revision))
        }
        let new = try diagnostics.load(files.last!)
        let newName = files.last!
        let diff = FlowDiff(old: old.flow, new: new.flow)
        let map = DiffDiagram(old: old.flow, new: new.flow, oldName: oldName, newName: newName)
        let report = DiffReport(diff, old: oldName, new: newName)
        switch format {
        case .text: print(report.text, terminator: "")
        case .markdown: print(report.markdown, terminator: "")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        }
        if let output {
            let summary = format == .markdown ? report.markdown : report.text
            try diagnostics.exitingOnFailure {
                let notes = try DiffOutput.write(old: old.flow, new: new.flow, names: (oldName, newName), alignment: diff.alignment,
                                                 map: map, summary: summary, theme: theme, to: output)
                for note in notes { Console.error("navviz: note: \(note)") }
            }
        }
        if !(diff.isEqual && map.isUnchanged) { throw ExitCode(ExitStatus.checkFailed) }
    }
}
