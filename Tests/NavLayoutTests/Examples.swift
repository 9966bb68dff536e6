import Foundation

/// The flows in `examples/`.
enum Examples {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    /// Every `.nav` file there, by name.
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".nav") }.sorted()
}
