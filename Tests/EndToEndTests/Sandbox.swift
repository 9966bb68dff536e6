import Foundation

/// A folder for one test: an output folder `out/` beside a folder of the user's own,
/// `outside/` (a file, and a document in a subfolder), which no run may change.
struct Sandbox {
    let root: URL
    var out: URL { root.appendingPathComponent("out") }
    var outside: URL { root.appendingPathComponent("outside") }
    private let before: FolderSnapshot

    init() throws {
        root = try temporaryFolder()
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        try Data("\\documentclass{article} my thesis\n".utf8).write(to: outside.appendingPathComponent("docs/thesis.tex"))
        before = try FolderSnapshot(outside)
    }

    /// Whether `outside/` is byte for byte as it was made.
    var outsideIsUntouched: Bool {
        (try? FolderSnapshot(outside)) == before
    }

    /// A file in the sandbox with `text`, and its URL.
    func file(_ path: String, _ text: String) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A symbolic link at `path` pointing at `target` (relative to the link's folder).
    func link(_ path: String, to target: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// The names navviz keeps for itself in `out/` (staging folders, the lock).
    var navvizWorkingFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasPrefix(".navviz-") && $0 != ".navviz-files" }
    }
}
