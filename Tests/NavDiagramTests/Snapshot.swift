import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<name>`. Set
/// NAVVIZ_RECORD_SNAPSHOTS=1 to (re)write it; a missing snapshot is a failure otherwise,
/// so CI never records silently.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("missing snapshot \(name); run with NAVVIZ_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    if expected != text {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        Issue.record(
            """
            snapshot \(name) differs at line \(first + 1):
              expected: \(first < expectedLines.count ? expectedLines[first] : "<end>")
              actual:   \(first < actualLines.count ? actualLines[first] : "<end>")
            """, sourceLocation: sourceLocation)
    }
}
