import Foundation
import NavImport
import NavLayout
import NavOutput
import NavProcess
import UIKitModel

extension DiffCommand {
    /// Whether `path` names an app's folder rather than a flow.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `navviz diff --git A..B App/`: an app's folder imported at each revision (read from
    /// git, no checkout) into a private temporary folder, so a pull request's navigation
    /// change is reviewed without a `.nav` file. Both sides are imported the same way from a
    /// folder of the same name, so a screen the change did not touch keeps its name and place.
    struct FolderSides {
        let folder: String
        let command: DiffCommand
        /// Removed when a signal stops navviz, or when `remove` is called; swept by a later
        /// run when navviz is killed outright.
        private let scratch: ScratchFolder

        /// Which side of the diff a revision is: each has its own slot in `scratch`, whatever
        /// the revisions are called (`x/y` and `x-y` are two branches).
        enum Side: String {
            case old, new
        }

        static let scratchPrefix = "navviz-diff-"

        init(folder: String, command: DiffCommand) throws {
            (self.folder, self.command) = (folder, command)
            for (path, pid) in ScratchFolder.sweep(prefix: Self.scratchPrefix) {
                Console.error("navviz: note: removed \(path), the scratch folder of a navviz diff that ended without removing it (process \(pid))")
            }
            scratch = try ScratchFolder(prefix: Self.scratchPrefix)
        }

        /// The flow `navviz import` writes for the folder at `revision` (nil: the working copy);
        /// nil when the revision has no such folder. `side` is where its files go.
        func flow(at revision: String?, named name: String, side: Side) throws -> Flow? {
            var path = folder
            if let revision {
                // The folder's own name, so that the flow's title is the same on both sides.
                let destination = scratch.url.appendingPathComponent(side.rawValue).appendingPathComponent(
                    URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent)
                guard let leftOut = try GitRevision.extract(folder: folder, at: revision, into: destination, largest: ImportFiles.largestRead)
                else { return nil }
                if !leftOut.isEmpty {
                    let named = leftOut.prefix(3).map { "\(revision):\((folder as NSString).appendingPathComponent($0))".controlsEscaped }
                    let more = leftOut.count > 3 ? " and \(leftOut.count - 3) more" : ""
                    Console.error(
                        "navviz: note: \(named.joined(separator: ", "))\(more) \(leftOut.count == 1 ? "is" : "are") left out: "
                            + "larger than navviz import reads of such a file")
                }
                path = destination.path
            }
            let run = ImportRun(diagnostics: command.diagnostics, target: command.target)
            let (text, _) = try run.flow(of: try run.files([path]))
            return try LoadedFlow.load(path: name, bytes: Array(text.utf8)).flow
        }

        func remove() {
            scratch.remove()
        }
    }
}
