import Foundation

/// Reads a file as it was at a git revision, for `navviz diff --git REV FILE`.
public enum GitRevision {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Runs `git show REV:./PATH` from the file's folder, so both relative and
    /// absolute paths name the file inside its repository. Nil when REV has no such
    /// file (a flow the change adds); a bad revision or no repository throws.
    public static func contents(of path: String, at revision: String) throws -> [UInt8]? {
        let file = URL(fileURLWithPath: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "\(revision):./\(file.lastPathComponent)"]
        process.currentDirectoryURL = file.deletingLastPathComponent()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            // git's words for a path the revision does not have ("does not exist in 'main'",
            // "exists on disk, but not in 'main'").
            if text.contains("does not exist in") || text.contains("exists on disk, but not in") { return nil }
            throw Failure(description: "git show \(revision):\(path) failed: \(text)")
        }
        return [UInt8](data)
    }
}
