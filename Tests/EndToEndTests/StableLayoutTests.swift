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

    @Test func perFrameLayoutLaysOutEachFrameOnItsOwn() throws {
        let result = try FramePositions.compare("examples/article.nav", layout: "per-frame")
        #expect(!result.moved.isEmpty, "per-frame layout compacts frames, so positions change")
    }
}
