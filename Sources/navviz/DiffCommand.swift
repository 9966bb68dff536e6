import ArgumentParser
import Foundation
import NavDiagram
import NavDiff
import NavLayout
import NavOutput
import UIKitModel

/// `navviz diff OLD.nav NEW.nav`: what a change to a flow does, for code review.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of a flow: steps, presenters, behaviour, final state, new UIKit warnings.",
        discussion: """
        Prints a summary fit for a review comment on stdout (empty when the flows are equal). \
        With -o, also writes DIR/index.html (OLD and NEW frames side by side for every step \
        that differs, unchanged steps collapsed; ← → keys and #step=N links) and \
        DIR/diff-map.svg and .png: both flow maps on one drawing, added, removed and changed \
        elements told apart by colour and line style.
          navviz diff old.nav new.nav
          navviz diff --git main flows/checkout.nav --format markdown
        A side that does not exist (the file is added or deleted: absent at REV, missing \
        from the working copy, or /dev/null) is an empty flow: every step is added or removed.
        Exit status: 0 equal, 1 different, 2 error (like diff(1)).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(help: "OLD.nav NEW.nav (- reads standard input), or with --git one file: its version at REV is OLD, the working copy NEW.")
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
        let newPath = files.last!
        var oldName = revision.map { "\($0):\(files[0])" } ?? files[0]
        // A side that does not exist is an empty flow: the change adds or deletes the file.
        let old = try diagnostics.exitingOnFailure { () -> Flow in
            guard let revision else { return try Self.flow(at: files[0]) }
            guard let bytes = try GitRevision.contents(of: files[0], at: revision) else {
                guard FileManager.default.fileExists(atPath: newPath) else {
                    throw GitRevision.Failure(description: "\(newPath) exists neither at \(revision) nor in the working copy")
                }
                oldName = Self.absent
                return .empty
            }
            return try LoadedFlow.load(path: oldName, bytes: bytes).flow
        }
        let deleted = revision != nil && !FileManager.default.fileExists(atPath: newPath)
        let new = deleted ? Flow.empty : try diagnostics.exitingOnFailure { try Self.flow(at: newPath) }
        let newName = deleted ? Self.absent : newPath
        let diff = FlowDiff(old: old, new: new)
        var map = DiffDiagram(old: old, new: new, oldName: oldName, newName: newName)
        map.behaviourNotes = diff.behaviourByViewController
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
            try diagnostics.exitingOnFailure {
                let notes = try DiffOutput.write(old: old, new: new, names: (oldName, newName), alignment: diff.alignment,
                                                 map: map, report: report, theme: theme, mapLayout: Navviz.mapLayout, to: output)
                for note in notes { Console.error("navviz: note: \(note)") }
            }
        }
        if !(diff.isEqual && map.isUnchanged) { throw ExitCode(ExitStatus.checkFailed) }
    }

    /// What git calls the missing side of an added or deleted file.
    static let absent = "/dev/null"

    /// The flow in `path`; `/dev/null` (git's missing side) is the empty flow.
    static func flow(at path: String) throws -> Flow {
        path == absent ? .empty : try LoadedFlow.load(path: path).flow
    }
}
