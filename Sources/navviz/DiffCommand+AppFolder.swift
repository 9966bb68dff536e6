import Foundation
import NavImport
import NavLayout
import NavOutput
import UIKitModel

/// `navviz diff --git A..B App/`: an app's folder imported at both revisions (read from
/// git, no checkout), so a pull request's navigation change is reviewed without a `.nav`
/// file. Both sides are imported the same way from a folder of the same name, so a screen
/// the change did not touch keeps its name and place.
extension DiffCommand {
    /// Whether `path` names an app's folder rather than a flow.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func folderSides(_ folder: String, _ range: RevisionRange) throws -> (old: Flow, oldName: String, new: Flow, newName: String) {
        let oldRevision = try range.oldRevision(for: folder)
        let shown = folder.hasSuffix("/") ? folder : folder + "/"
        let oldName = "\(range.fromMergeBase ? String(oldRevision.prefix(12)) : oldRevision):\(shown)"
        let newName = range.new.map { "\($0):\(shown)" } ?? shown
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The folder's own name, so that the flow's title is the same on both sides.
        let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        let old = try importedFlow(folder, at: oldRevision, into: scratch.appendingPathComponent("old/" + name), named: oldName)
        let new: Flow?
        if let newRevision = range.new {
            new = try importedFlow(folder, at: newRevision, into: scratch.appendingPathComponent("new/" + name), named: newName)
        } else {
            new = try importedFlow(folder, named: newName)
        }
        guard old != nil || new != nil else {
            throw GitRevision.Failure(
                description: "\(folder) exists neither at \(oldRevision) nor \(range.new.map { "at \($0)" } ?? "in the working copy")")
        }
        return (old ?? .empty, old == nil ? Self.absent : oldName, new ?? .empty, new == nil ? Self.absent : newName)
    }

    /// The flow `navviz import` writes for `folder` at `revision`; nil when the revision has no such folder.
    private func importedFlow(_ folder: String, at revision: String, into destination: URL, named: String) throws -> Flow? {
        guard try GitRevision.extract(folder: folder, at: revision, into: destination) else { return nil }
        return try importedFlow(destination.path, named: named)
    }

    private func importedFlow(_ folder: String, named: String) throws -> Flow {
        let run = ImportRun(diagnostics: diagnostics, target: target)
        let (text, _) = try run.flow(of: try run.files([folder]))
        return try LoadedFlow.load(path: named, bytes: Array(text.utf8)).flow
    }

    /// A new private folder for the two revisions' files, removed when the diff is made.
    private static func scratchFolder() throws -> URL {
        var template = Array((FileManager.default.temporaryDirectory.path + "/navviz-diff-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw GitRevision.Failure(description: "cannot make a temporary folder: \(String(cString: strerror(errno)))")
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }
}
