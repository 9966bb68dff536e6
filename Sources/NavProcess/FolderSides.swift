import Foundation
import NavLayout
import UIKitModel

/// `navviz diff --git A..B App/`: an app's folder imported at each revision (read from
/// git, no checkout) into a private temporary folder, so a pull request's navigation
/// change is reviewed without a `.nav` file. Both sides are imported the same way from a
/// folder of the same name, so a screen the change did not touch keeps its name and place.
struct FolderSides {
    let folder: String
    /// The folder's path → its `.nav` text, as `navviz import` writes it.
    let importFolder: (String) throws -> String
    /// The most bytes the import reads of a file at a path, nil for a file it never reads:
    /// only those are written (`GitRevision.extract`).
    let largest: (String) -> Int?
    let note: (String) -> Void
    /// Removed when a signal stops navviz, or when `remove` is called; swept by a later
    /// run when navviz is killed outright.
    private let scratch: ScratchFolder

    /// Which side of the diff a revision is: each has its own slot in `scratch`, whatever
    /// the revisions are called (`x/y` and `x-y` are two branches).
    enum Side: String {
        case old, new
    }

    static let scratchPrefix = "navviz-diff-"

    init(
        folder: String, importFolder: @escaping (String) throws -> String, largest: @escaping (String) -> Int?,
        note: @escaping (String) -> Void
    ) throws {
        (self.folder, self.importFolder, self.largest, self.note) = (folder, importFolder, largest, note)
        for (path, pid) in ScratchFolder.sweep(prefix: Self.scratchPrefix) {
            note("removed \(path), the scratch folder of a navviz diff that ended without removing it (process \(pid))")
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
            guard let leftOut = try GitRevision.extract(folder: folder, at: revision, into: destination, largest: largest)
            else { return nil }
            if !leftOut.isEmpty {
                let named = leftOut.prefix(3).map { "\(revision):\((folder as NSString).appendingPathComponent($0))".controlsEscaped }
                let more = leftOut.count > 3 ? " and \(leftOut.count - 3) more" : ""
                note(
                    "\(named.joined(separator: ", "))\(more) \(leftOut.count == 1 ? "is" : "are") left out: "
                        + "larger than navviz import reads of such a file")
            }
            path = destination.path
        }
        return try LoadedFlow.load(path: name, bytes: Array(try importFolder(path).utf8)).flow
    }

    func remove() {
        scratch.remove()
    }
}
