import Foundation
import NavWorker

/// Reads a file, or an app's folder, as it was at a git revision, for `navviz diff --git
/// REV FILE` and `--git A..B FILE|FOLDER`: no checkout, the working copy untouched.
public enum GitRevision {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Runs `git show REV:./PATH` from the file's folder, so both relative and
    /// absolute paths name the file inside its repository. Nil when REV has no such
    /// file (a flow the change adds); a bad revision or no repository throws, and so does
    /// a file of more than `limit` bytes, as every other reader refuses one (read no further).
    public static func contents(of path: String, at revision: String, limit: Int) throws -> [UInt8]? {
        let file = URL(fileURLWithPath: path)
        let (status, data, message) = try git(
            "show", ["\(revision):./\(file.lastPathComponent)"], in: file.deletingLastPathComponent(), limit: limit)
        guard data.count <= limit else {
            throw Failure(
                description: "\(revision):\(path) is more than \(limit >> 20) MB; navviz reads files up to \(limit >> 20) MB")
        }
        guard status == 0 else {
            // git's words for a path the revision does not have ("does not exist in 'main'",
            // "exists on disk, but not in 'main'").
            if message.contains("does not exist in") || message.contains("exists on disk, but not in") { return nil }
            throw Failure(description: "git show \(revision):\(path) failed: \(message)")
        }
        return [UInt8](data)
    }

    /// Writes into `destination` the files of `folder` at `revision` that an app's import
    /// reads: regular files only (no link, no submodule) for which `largest` gives the most
    /// bytes the import reads of such a file, and no larger (`git ls-tree -l` says the size:
    /// a file the import would skip is never written). Nil when the revision has no such
    /// folder; else the files left out for their size.
    /// Refused before anything is written when the files come to more than
    /// `FolderSnapshot.maximumTotalSize`. The folder must exist in the working copy (git
    /// runs there); paths come from git's own tree, checked again before anything is written.
    public static func extract(
        folder: String, at revision: String, into destination: URL, largest: (_ path: String) -> Int?
    ) throws -> [String]? {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        let (prefixStatus, prefixData, prefixMessage) = try git("rev-parse", options: ["--show-prefix"], [], in: directory)
        guard prefixStatus == 0 else { throw Failure(description: "\(folder) is in no git repository: \(prefixMessage)") }
        let prefix = String(decoding: prefixData, as: UTF8.self).trimmingCharacters(in: .newlines)
        let (status, listing, message) = try git("ls-tree", options: ["-r", "-z", "-l", "--full-name"], [revision, "--", "."], in: directory)
        guard status == 0 else { throw Failure(description: "git ls-tree \(revision) \(folder) failed: \(message)") }
        let candidates = FolderSnapshot.entries(inListing: listing, under: prefix) { largest($0) != nil }
        let entries = candidates.filter { $0.size <= largest($0.path)! }
        guard !entries.isEmpty else { return candidates.isEmpty ? nil : candidates.map(\.path) }
        let total = entries.reduce(0) { $0 + $1.size }
        guard total <= FolderSnapshot.maximumTotalSize else {
            throw Failure(
                description:
                    "\(revision):\(folder) holds \(total >> 20) MB of files navviz import reads (\(entries.count) files); "
                    + "navviz diff --git writes at most \(FolderSnapshot.maximumTotalSize >> 20) MB of a revision")
        }
        // The objects' ids, one a line, on cat-file's standard input (a file: no pipe to keep full).
        let request = destination.appendingPathComponent(".navviz-objects")
        try InterruptCleanup.shared.unlessInterrupted {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            try Data(entries.map { $0.object + "\n" }.joined().utf8).write(to: request)
        }
        defer { try? FileManager.default.removeItem(at: request) }
        let (batchStatus, batchMessage) = try git("cat-file", options: ["--batch"], [], in: directory, input: request) { output in
            try FolderSnapshot.write(entries, from: output, into: destination)
        }
        guard batchStatus == 0 else { throw Failure(description: "git cat-file failed: \(batchMessage)") }
        return candidates.filter { !entries.contains($0) }.map(\.path)
    }

    /// The commit `git diff A...B` compares B with: the merge base of `a` and `b`, in the
    /// repository that holds `path`.
    public static func mergeBase(_ a: String, _ b: String, for path: String) throws -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let (status, data, message) = try git("merge-base", [a, b], in: folder)
        guard status == 0 else { throw Failure(description: "git merge-base \(a) \(b) failed: \(message.isEmpty ? "no common ancestor" : message)") }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// git's exit status, output and trimmed error message for `git COMMAND OPERANDS`. The
    /// operands (revisions, paths from the command line) follow `--end-of-options`, so
    /// that one starting with `-` (`--output=FILE`) is never read as an option.
    /// With `limit`, reading stops once more than `limit` bytes came, and git is stopped.
    private static func git(
        _ command: String, options: [String] = [], _ operands: [String], in folder: URL, input: URL? = nil, limit: Int? = nil
    ) throws -> (Int32, Data, String) {
        var data = Data()
        let (status, message) = try git(command, options: options, operands, in: folder, input: input) { output in
            while data.count <= (limit ?? .max), let chunk = try output.read(upToCount: 1 << 20), !chunk.isEmpty {
                data += chunk
            }
            if let limit, data.count > limit { throw Stopped() }
        }
        return (status, data, message)
    }

    /// A reader of git's output that has read enough: git is stopped, its status kept.
    private struct Stopped: Error {}

    /// `git COMMAND OPERANDS` with its standard output given to `read` as it comes; git's
    /// exit status and trimmed error message. When `read` throws, git is stopped and, unless
    /// `read` only had enough (`Stopped`), the error passed on once git has ended.
    private static func git(
        _ command: String, options: [String] = [], _ operands: [String], in folder: URL, input: URL? = nil,
        read: (FileHandle) throws -> Void
    ) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", command] + options + (operands.isEmpty ? [] : ["--end-of-options"] + operands)
        process.currentDirectoryURL = folder
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        var failure: (any Error)?
        do {
            try read(output.fileHandleForReading)
        } catch {
            process.terminate()
            if !(error is Stopped) { failure = error }
        }
        try? output.fileHandleForReading.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if let failure { throw failure }
        return (process.terminationStatus, String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
