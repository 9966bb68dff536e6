import Foundation
import Testing

/// Step files of a real app's storyboard, read on a laptop (issue 22): at a display
/// 1,600 pixels wide, the text of almost every step file is at least 9 pixels tall.
@Suite("Readable step files of a real app", .serialized)
struct ReadableFramesTests {
    /// The smallest text navviz draws (class names, markers) is 9 points: 12 pixels at
    /// 96 dpi, shown at `min(1, 1600 / width)` of its size.
    private func smallestTextPixels(width: Int) -> Double {
        12 * min(1, 1600 / Double(width))
    }

    /// An imported app's flow, as the import writes one: eight tabs, long class names, a
    /// source comment on each line. Its step files are focused, each caption in a room of
    /// a fixed size, which the bold heading overflowed (issue 44: Graphviz's "table size too
    /// small for content in label of node navviz:caption" on stderr for every PNG).
    @Test func anImportedFlowsCaptionsFitTheirRoomsAndGraphvizSaysNothing() throws {
        var lines = ["title \"Workforce\""]
        lines.append("root tabs Main [" + (0..<8).map { "nav Nav\($0) [Tab\($0): Tab\($0)ListViewController]" }.joined(separator: ", ") + "]")
        for tab in 0..<8 {
            var previous = "Tab\(tab)"
            for depth in 0..<5 {
                let name = "Screen\(tab)x\(depth)"
                let type = "WorkforceManagementOverviewDetailViewController\(tab)\(depth)"
                lines.append("\(previous) push \(name): \(type)    # \(type).swift:\(100 + depth) pushViewController(_:animated:)")
                previous = name
            }
            lines.append("\(previous) present Sheet\(tab): UIAlertController style: formSheet  # Alerts.swift:\(tab + 1) present")
            lines.append("Sheet\(tab) dismiss")
        }
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("workforce.nav")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: flow)
        let rendered = try NavvizProcess.run([flow.path, "-o", folder.appendingPathComponent("out").path, "--format", "png"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("wrote 57 frames"), "\(rendered.stdout)")
        #expect(!rendered.stderr.contains("Graphviz") && !rendered.stderr.contains("warning"), "\(rendered.stderr)")
    }

    @Test func atALaptopsWidthAlmostEveryStepFilesTextIsAtLeastNinePixelsTall() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("workday.nav")
        let imported = try NavvizProcess.run(["import", "examples/import/Workday.storyboard", "-o", flow.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = folder.appendingPathComponent("out")
        let rendered = try NavvizProcess.run([flow.path, "-o", out.path, "--format", "png"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let steps = out.appendingPathComponent("steps")
        let files = try FileManager.default.contentsOfDirectory(atPath: steps.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count == 61)
        let widths = try files.map { try pixelWidth(of: steps.appendingPathComponent($0)) }
        let readable = widths.filter { smallestTextPixels(width: $0) >= 9 }.count
        #expect(Double(readable) >= 0.95 * Double(widths.count), "\(readable) of \(widths.count) step files readable; widths \(widths)")
        // The app is far wider than a laptop: its map, the whole canvas, is not readable there.
        #expect(smallestTextPixels(width: try pixelWidth(of: out.appendingPathComponent("map.png"))) < 9)
    }

    /// A PNG's width, from its IHDR chunk.
    private func pixelWidth(of png: URL) throws -> Int {
        try Data(contentsOf: png).prefix(24)[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }
}
