import Foundation
import NavImport
import NavLayout
import NavOutput
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
        let scratch: URL
        /// Removes `scratch` when a signal stops navviz, or when `remove` is called.
        private let cleanup: InterruptCleanup.Token

        /// Which side of the diff a revision is: each has its own slot in `scratch`, whatever
        /// the revisions are called (`x/y` and `x-y` are two branches).
        enum Side: String {
            case old, new
        }

        init(folder: String, command: DiffCommand) throws {
            (self.folder, self.command) = (folder, command)
            var template = Array((FileManager.default.temporaryDirectory.path + "/navviz-diff-XXXXXX").utf8CString)
            let made = InterruptCleanup.shared.unlessInterrupted { template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) } }
            guard let made else {
                throw GitRevision.Failure(description: "cannot make a temporary folder: \(String(cString: strerror(errno)))")
            }
            let scratch = URL(fileURLWithPath: String(cString: made), isDirectory: true)
            self.scratch = scratch
            cleanup = InterruptCleanup.shared.add { try? FileManager.default.removeItem(at: scratch) }
        }

        /// The flow `navviz import` writes for the folder at `revision` (nil: the working copy);
        /// nil when the revision has no such folder. `side` is where its files go.
        func flow(at revision: String?, named name: String, side: Side) throws -> Flow? {
            var path = folder
            if let revision {
                // The folder's own name, so that the flow's title is the same on both sides.
                let destination = scratch.appendingPathComponent(side.rawValue).appendingPathComponent(
                    URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent)
                guard try GitRevision.extract(folder: folder, at: revision, into: destination) else { return nil }
                path = destination.path
            }
            let run = ImportRun(diagnostics: command.diagnostics, target: command.target)
            let (text, _) = try run.flow(of: try run.files([path]))
            return try LoadedFlow.load(path: name, bytes: Array(text.utf8)).flow
        }

        func remove() {
            InterruptCleanup.shared.finish(cleanup)
        }
    }
}
