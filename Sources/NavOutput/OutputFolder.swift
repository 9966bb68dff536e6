import Foundation

/// Writes a set of files into an output folder so that a failed or interrupted run
/// leaves the previous output usable: everything is first written to a staging folder
/// inside it, then each file is renamed into place (atomic per file), and only then
/// are files that navviz itself wrote last time, and did not write now, removed.
/// Nothing navviz did not write is ever deleted or overwritten, and nothing is
/// written outside it.
public struct OutputFolder {
    public let root: URL
    /// Lists what navviz wrote, relative to the root, one path per line.
    public static let recordName = ".navviz-files"

    public init(path: String) {
        root = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// Writes `files` and returns the relative paths written; `progress` hears how many
    /// files are made so far (deferred files are made here, one at a time).
    @discardableResult
    public func write(_ files: [OutputFile], progress: (Int) -> Void = { _ in }) throws -> [String] {
        let manager = FileManager.default
        for file in files where !Self.isSafe(file.path) {
            throw OutputError.unsafePath(file.path)
        }
        var seen: Set<String> = []
        for file in files where !seen.insert(file.path).inserted {
            throw OutputError.duplicatePath(file.path)
        }
        let previous = previouslyWritten()
        let known = Set(previous)
        for file in files where !known.contains(file.path) && manager.fileExists(atPath: root.appendingPathComponent(file.path).path) {
            throw OutputError.notNavvizFile(root.appendingPathComponent(file.path).path)
        }
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        let staging = root.appendingPathComponent(".navviz-staging-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? manager.removeItem(at: staging)
        defer { try? manager.removeItem(at: staging) }
        for (count, file) in files.enumerated() {
            let url = staging.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard manager.createFile(atPath: url.path, contents: nil) else {
                throw OutputError.cannotWrite(url.path, String(cString: strerror(errno)))
            }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try file.write(to: ByteSink(file: handle))
            progress(count + 1)
        }
        let written = files.map(\.path)
        // Recorded before anything moves, so a run interrupted now still knows its files.
        try record(known.union(written))
        for file in files {
            let destination = root.appendingPathComponent(file.path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            let staged = staging.appendingPathComponent(file.path)
            if rename(staged.path, destination.path) != 0 {
                throw OutputError.cannotWrite(destination.path, String(cString: strerror(errno)))
            }
        }
        let current = Set(written)
        for stale in previous where !current.contains(stale) && Self.isSafe(stale) {
            try? manager.removeItem(at: root.appendingPathComponent(stale))
        }
        try record(current)
        return written
    }

    private func record(_ paths: Set<String>) throws {
        let text = paths.sorted().joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: root.appendingPathComponent(Self.recordName), options: .atomic)
    }

    private func previouslyWritten() -> [String] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(Self.recordName), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// A relative path that stays inside the folder.
    static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }
}

public enum OutputError: Error, CustomStringConvertible {
    case unsafePath(String)
    case cannotWrite(String, String)
    case duplicatePath(String)
    case notNavvizFile(String)

    public var description: String {
        switch self {
        case .unsafePath(let path): return "refusing to write \(path): it is outside the output folder"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .duplicatePath(let path): return "two outputs want to write \(path)"
        case .notNavvizFile(let path): return "\(path) exists and navviz did not write it; move it away or choose another output folder"
        }
    }
}
