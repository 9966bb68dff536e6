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
