import ArgumentParser
import Foundation
import NavDiagram
import NavDiff
import NavImport
import NavLayout
import NavOutput
import NavProcess
import UIKitModel

/// `navviz diff OLD.nav NEW.nav`: what a change to a flow does, for code review.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of a flow: steps, presenters, behaviour, final state, new UIKit warnings.",
        discussion: """
            Prints a summary fit for a review comment on stdout (empty when the flows are equal). \
            A view controller renamed in the same place (VCN3 → ProfileVC) is one change, not a \
            removal and an addition. With -o, also writes DIR/diff-map.svg and .png (both flow \
            maps on one drawing, added, removed, changed and renamed elements told apart by colour \
            and line style) and DIR/index.html: the diff map, then a table of the steps that differ, \
            each opening on its OLD and NEW frames side by side (← → keys and #step=N links), both \
            drawn on one layout of both versions and one window, so an unchanged box is at the same \
            place in both.
              navviz diff old.nav new.nav
              navviz diff --git main flows/checkout.nav --format markdown
              navviz diff --git origin/main..HEAD flows/checkout.nav -o review/
              navviz diff --git origin/main...HEAD MyApp/ -o review/
            With an app's folder, each revision's files are read from git (no checkout) and \
            imported as navviz import imports the folder, so a pull request's navigation \
            change is reviewed without anyone writing a .nav file.
            A side that does not exist (the file is added or deleted: absent at REV, missing \
            from the working copy, or /dev/null) is an empty flow: every step is added or removed.
            Exit status: 0 equal, 1 different, 2 error (like diff(1)).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(
        help:
            "OLD.nav NEW.nav (- reads standard input), or with --git one file or app folder: its version at REV is OLD, the working copy NEW (with A..B: at A and at B); a folder is imported as navviz import imports it."
    )
    var files: [String]

    @Option(
        name: .customLong("git"),
        help: ArgumentHelp(
            "Take OLD from git (`git show REV:PATH`): REV against the working copy, A..B the file at A against it at B (no checkout), A...B from their merge base to B.",
            valueName: "rev"))
    var revision: String?

    @Option(help: "The summary's format: text, markdown or json.")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "Also write the side-by-side page and the diff map into this folder.")
    var output: String?

    @OptionGroup var drawingOptions: DrawingOptions

    @Option(help: "With --git and an app's folder: the app target to import, where its Xcode project has several.")
    var target: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if revision == nil && files.count != 2 { throw ValidationError("give OLD.nav and NEW.nav, or --git REV and one file or app folder") }
        if revision != nil && files.count != 1 { throw ValidationError("with --git, give exactly one file or app folder") }
        if revision == nil && files.contains(where: DiffSides.isFolder) {
            throw ValidationError(
                "an app's folder is compared with itself at another revision: navviz diff --git REV \(files.first(where: DiffSides.isFolder)!)")
        }
        if revision != nil && files == [InputFile.standardInputPath] {
            throw ValidationError("with --git, give the file's path in the repository, not - (standard input)")
        }
        if files.allSatisfy({ $0 == InputFile.standardInputPath }) { throw ValidationError("only one of OLD and NEW can be - (standard input)") }
        if let problem = revision.flatMap({ RevisionRange($0).problem }) { throw ValidationError(problem) }
    }

    func run() throws {
        let compared = try diagnostics.exitingOnFailure { try sides() }
        let (old, oldName, new, newName) = (compared.old, compared.oldName, compared.new, compared.newName)
        let diff = FlowDiff(old: old, new: new)
        var map = DiffDiagram(old: old, new: new, oldName: oldName, newName: newName, renames: diff.renames.newNames)
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
                let notes = try DiffOutput.write(
                    old: old, new: new, names: (oldName, newName), diff: diff,
                    map: map, report: report, style: drawingOptions.style(legend: .full), mapLayout: Navviz.mapLayout, to: output)
                for note in notes { Console.error("navviz: note: \(note)") }
            }
        }
        if !(diff.isEqual && map.isUnchanged) { throw ExitCode(ExitStatus.checkFailed) }
    }

    /// OLD and NEW, named as the summary names them; an app's folder imported as `navviz import` imports it.
    private func sides() throws -> DiffSides {
        guard let revision else { return try DiffSides.files(files[0], files[1]) }
        let run = diagnostics.appImport(target: target)
        return try DiffSides.revisions(
            of: files[0], RevisionRange(revision), importFolder: { try run.flow(of: try run.files([$0])).text },
            largest: ImportFiles.largestRead, note: { Console.error("navviz: note: " + $0) })
    }
}
