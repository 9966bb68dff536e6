import Foundation
import Testing

/// Large flows: PNGs stay within --max-png-side, flow.png within
/// --max-animation-megapixels, each with a one-line note; Graphviz never prints on
/// stderr itself; long renders report progress also into a pipe.
@Suite("raster limits and progress", .serialized)
struct RasterLimitTests {
    /// A navigation stack grown one push a step: its map is one tall column.
    private func tallFlow(pushes: Int) throws -> URL {
        let url = try temporaryFolder().appendingPathComponent("tall.nav")
        let lines = ["root nav Deep [P0]"] + (1...pushes).map { "P\($0 - 1) push P\($0)" }
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func pixelSize(_ png: Data) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](png)
        try #require(bytes.count > 24 && bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]) // IHDR
        return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func aMapTallerThanCairosBitmapsIsDrawnSmallerWithANoteAndNoGraphvizText() throws {
        // 350 boxes in one column are over 32,767 pixels tall at 96 dpi, cairo's limit.
        let flow = try tallFlow(pushes: 349)
        let result = try NavvizProcess.run([flow.path, "--map", "--format", "png"])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try pixelSize(result.stdoutBytes)
        #expect(size.height == 8192 && size.width < 1000)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        let note = try #require(lines.first)
        #expect(note.hasPrefix("navviz: note: the PNG, "))
        #expect(note.hasSuffix("as \(size.width)×\(size.height) to fit --max-png-side 8192"))
        let full = try #require(note.firstMatch(of: /PNG, (\d+)×(\d+) pixels/))
        #expect(Int(full.2)! > 32_767)
        #expect(!result.stderr.contains("cairo"))
    }

    @Test func pngsAndTheAnimationKeepToTheLimitsGivenAndSaySo() throws {
        let flow = try tallFlow(pushes: 11)
        let out = try temporaryFolder().appendingPathComponent("out")
        let arguments = [flow.path, "-o", out.path, "--format", "png,animated,manifest", "--max-png-side", "300"]
        let result = try NavvizProcess.run(arguments + ["--max-animation-megapixels", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let map = try pixelSize(Data(contentsOf: out.appendingPathComponent("map.png")))
        #expect(map.height == 300 && map.width < 300)
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("steps").path).filter { $0.hasSuffix(".png") }
        #expect(frames.count == 12)
        for frame in frames {
            let size = try pixelSize(Data(contentsOf: out.appendingPathComponent("steps/" + frame)))
            #expect(max(size.width, size.height) <= 300)
        }
        // 12 frames of about 300×... pixels are under a megapixel: flow.png is written, scaled like the frames.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("flow.png").path))
        let notes = result.stderr.split(separator: "\n")
        #expect(notes.count == 1, "\(result.stderr)")
        #expect(notes.first?.hasPrefix("navviz: note: PNGs larger than 300 pixels on a side were drawn smaller to fit --max-png-side") == true)

        let unscaled = try NavvizProcess.run([flow.path, "-o", out.path, "--format", "png,animated,manifest", "--max-animation-megapixels", "1"])
        #expect(unscaled.status == 0, "\(unscaled.stderr)")
        #expect(unscaled.stderr.contains("navviz: note: flow.png skipped: its 12 frames of "))
        #expect(unscaled.stderr.contains("over --max-animation-megapixels 1; flow.svg and index.html show the same frames"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("flow.png").path))
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"flow.svg\"") && !manifest.contains("\"flow.png\""))
    }

    @Test func anOutOfRangeLimitIsAUsageError() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "-o", "/tmp/unused", "--max-png-side", "40000"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--max-png-side must be between 16 and 32000 pixels"))
    }

    @Test func aLongRenderReportsProgressIntoAPipe() throws {
        let flow = try tallFlow(pushes: 60)
        let out = try temporaryFolder().appendingPathComponent("out")
        // Every update, rather than one each few seconds, so that the test does not depend on time.
        // Small PNGs are quick to draw.
        let result = try NavvizProcess.run(
            [flow.path, "-o", out.path, "--format", "svg,png,html", "--max-png-side", "200"],
            environment: ["NAVVIZ_PROGRESS_SECONDS": "0"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "navviz: drawing \(flow.path)")
        #expect(lines.contains("navviz: writing SVG frames 2/61"))
        #expect(lines.contains("navviz: rendering PNG frames 61/61"))
        #expect(lines.contains("navviz: writing index.html"))
        #expect(!lines.contains { $0.contains("\u{1B}") })
    }
}
