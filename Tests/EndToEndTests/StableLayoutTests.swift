import Foundation
import Testing

/// The promise of a flipbook: a view controller sits at the same place in every frame.
@Suite("Stable layout", .serialized)
struct StableLayoutTests {
    @Test(arguments: ["examples/article.nav"])
    func everyViewControllerKeepsItsPositionInEveryFrame(example: String) throws {
        let result = try FramePositions.compare(example, layout: "stable")
        #expect(result.moved.isEmpty, "moved: \(result.moved)")
        #expect(result.transforms.count == 1, "every frame uses one page transform: \(result.transforms)")
        #expect(result.comparisons > 20, "the test compared real positions")
    }

    /// Focused step files (the default) each show their own window of the one layout:
    /// the window moves, the boxes in it never do (issue 22).
    @Test(arguments: ["examples/article.nav", "examples/tab-bar.nav", "examples/split-view.nav"])
    func aFocusedStepFileMovesItsWindowNeverItsBoxes(example: String) throws {
        let result = try FramePositions.compare(example, layout: "stable", canvas: "focus")
        #expect(result.moved.isEmpty, "moved: \(result.moved)")
        #expect(result.transforms.count > 1, "the windows differ: \(result.transforms)")
        #expect(result.comparisons > 10, "the test compared real positions")
    }

    /// Step files are cut at the right and bottom to what the flow has drawn so far: they
    /// grow, and every node keeps its place from the top left corner (the test above).
    /// The drawing thread of a render cuts them as `--step` does.
    @Test func stepFilesGrowWithTheFlowUnlessTheWholeCanvasIsAskedFor() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sizes: [String: [[Int]]] = [:]
        for canvas in ["trimmed", "full"] {
            let out = folder.appendingPathComponent(canvas)
            let result = try NavvizProcess.run(["examples/article.nav", "-o", out.path, "--format", "png", "--canvas", canvas])
            #expect(result.status == 0, "\(result.stderr)")
            let steps = out.appendingPathComponent("steps")
            let files = try FileManager.default.contentsOfDirectory(atPath: steps.path).filter { $0.hasSuffix(".png") }.sorted()
            sizes[canvas] = try files.map { Self.pixelSize(try Data(contentsOf: steps.appendingPathComponent($0))) }
            // The last frame, drawn on the render's drawing thread, is the one --step draws.
            let single = try NavvizProcess.run(["examples/article.nav", "--step", "14", "--format", "png", "--canvas", canvas])
            #expect(single.stdoutBytes == (try Data(contentsOf: steps.appendingPathComponent(try #require(files.last)))), "\(canvas)")
        }
        let trimmed = try #require(sizes["trimmed"]), full = try #require(sizes["full"])
        #expect(Set(full).count == 1, "one size on the whole canvas: \(full)")
        #expect(zip(trimmed, trimmed.dropFirst()).allSatisfy { $0[0] <= $1[0] && $0[1] <= $1[1] }, "cut frames only grow: \(trimmed)")
        #expect(trimmed[0][0] * trimmed[0][1] * 2 < full[0][0] * full[0][1], "the first frame is much smaller: \(trimmed[0])")
        #expect(trimmed.allSatisfy { $0[0] <= full[0][0] && $0[1] <= full[0][1] })
    }

    private static func pixelSize(_ png: Data) -> [Int] {
        let bytes = [UInt8](png)
        return [bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }]
    }

    @Test func perFrameLayoutLaysOutEachFrameOnItsOwn() throws {
        let result = try FramePositions.compare("examples/article.nav", layout: "per-frame")
        #expect(!result.moved.isEmpty, "per-frame layout compacts frames, so positions change")
    }
}
