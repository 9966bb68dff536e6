import Foundation
import NavInput
import NavLayout
import UIKitModel

/// OLD and NEW of `navviz diff`, named as its summary names them: two flow files, or one
/// file or app's folder at a git revision against the working copy or another revision
/// (`RevisionRange`). A side that does not exist (the change adds or deletes the file) is
/// the empty flow, named `/dev/null`.
public struct DiffSides {
    public var old: Flow
    public var oldName: String
    public var new: Flow
    public var newName: String

    /// What git calls the missing side of an added or deleted file.
    public static let absent = "/dev/null"

    /// Two flow files; `/dev/null` is the empty flow.
    public static func files(_ old: String, _ new: String) throws -> DiffSides {
        DiffSides(old: try flow(at: old), oldName: InputFile.displayName(old), new: try flow(at: new), newName: InputFile.displayName(new))
    }

    /// `file` at OLD's revision of `range` against it at NEW's (nil: the working copy), read
    /// from git with no checkout. An app's folder (`isFolder`) is imported at each revision
    /// by `importFolder` (a folder's path → its `.nav` text) from a scratch folder of its own
    /// that holds the files the import reads (`largest`: the most bytes it reads of a file,
    /// nil for one it never reads); `note` hears what the user is told on the way.
    public static func revisions(
        of file: String, _ range: RevisionRange, importFolder: @escaping (String) throws -> String,
        largest: @escaping (String) -> Int?, note: @escaping (String) -> Void
    ) throws -> DiffSides {
        let oldRevision = try range.oldRevision(for: file)
        // An app's folder is named as a folder (`HEAD:App/`) and imported at each revision.
        let folder = isFolder(file)
        let shown = folder && !file.hasSuffix("/") ? file + "/" : file
        let oldName = "\(range.fromMergeBase ? String(oldRevision.prefix(12)) : oldRevision):\(shown)"
        let newName = range.new.map { "\($0):\(shown)" } ?? shown
        let sides = folder ? try FolderSides(folder: file, importFolder: importFolder, largest: largest, note: note) : nil
        defer { sides?.remove() }
        /// The flow at `revision` (nil: the working copy); nil where that side has no such file or folder.
        func flow(at revision: String?, named name: String, side: FolderSides.Side) throws -> Flow? {
            if let sides { return try sides.flow(at: revision, named: name, side: side) }
            guard let revision else { return FileManager.default.fileExists(atPath: file) ? try Self.flow(at: file) : nil }
            return try GitRevision.contents(of: file, at: revision, limit: InputFile.maximumSize).map {
                try LoadedFlow.load(path: name, bytes: $0).flow
            }
        }
        let old = try flow(at: oldRevision, named: oldName, side: .old)
        let new = try flow(at: range.new, named: newName, side: .new)
        guard old != nil || new != nil else {
            throw GitRevision.Failure(
                description: "\(file) exists neither at \(oldRevision) nor \(range.new.map { "at \($0)" } ?? "in the working copy")")
        }
        return DiffSides(old: old ?? .empty, oldName: old == nil ? absent : oldName, new: new ?? .empty, newName: new == nil ? absent : newName)
    }

    /// Whether `path` names an app's folder rather than a flow.
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The flow in `path`; `/dev/null` (git's missing side) is the empty flow.
    static func flow(at path: String) throws -> Flow {
        path == absent ? .empty : try LoadedFlow.load(path: path).flow
    }
}
