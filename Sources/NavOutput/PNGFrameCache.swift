import Foundation

/// PNG frames drawn for one output and wanted again by another: the step files and
/// `flow.png` on the stable layout are the same images. Kept on disk in between (a
/// long flow's frames would not fit in memory), so each is drawn once, not twice.
final class PNGFrameCache: @unchecked Sendable {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Frame `index` from the cache, removed from it (the second use is the last), or
    /// drawn by `draw` and kept for that second use.
    func frame(_ index: Int, draw: () throws -> [UInt8]) throws -> [UInt8] {
        let file = folder.appendingPathComponent("\(index).png")
        if let data = FileManager.default.contents(atPath: file.path) {
            try? FileManager.default.removeItem(at: file)
            return [UInt8](data)
        }
        let bytes = try draw()
        try Data(bytes).write(to: file)
        return bytes
    }
}
