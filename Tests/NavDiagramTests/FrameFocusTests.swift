import Testing
@testable import NavDiagram

/// Focused step files: a window of the one layout around what the step changed.
@Suite("Focused frames")
struct FrameFocusTests {
    private let area = Bounds(minX: 0, minY: 0, maxX: 4_000, maxY: 2_000)

    @Test func theWindowHoldsWhatChangedWithItsContainersAndIsAtLeastTheSmallestSize() {
        let core = Bounds(minX: 1_000, minY: 1_000, maxX: 1_100, maxY: 1_040)
        let header = Bounds(minX: 950, minY: 1_200, maxX: 1_150, maxY: 1_240)
        let window = Diagram.window(core: core, anchor: core, context: header, area: area)
        #expect(window.contains(core.grown(by: FrameFocus.margin)) && window.contains(header))
        #expect(window.width >= FrameFocus.smallest.width && window.height >= FrameFocus.smallest.height)
        #expect(window.width <= FrameFocus.largest.width && window.height <= FrameFocus.largest.height)
    }

    @Test func aStepThatChangedMoreThanTheLargestWindowIsShownAroundItsTopViewController() {
        let core = Bounds(minX: 100, minY: 100, maxX: 3_900, maxY: 1_900)
        let top = Bounds(minX: 3_000, minY: 300, maxX: 3_100, maxY: 340)
        let window = Diagram.window(core: core, anchor: top, context: nil, area: area)
        #expect(window.width == FrameFocus.largest.width && window.height == FrameFocus.largest.height)
        #expect(window.contains(top))
    }

    @Test func contextThatWouldNotFitIsLeftOutAndTheWindowStaysInTheDrawing() {
        let core = Bounds(minX: 10, minY: 10, maxX: 60, maxY: 40)
        let farHeader = Bounds(minX: 3_800, minY: 1_900, maxX: 3_900, maxY: 1_950)
        let window = Diagram.window(core: core, anchor: core, context: farHeader, area: area)
        #expect(!window.contains(farHeader))
        #expect(window.minX >= area.minX - FrameCanvas.margin && window.minY >= area.minY - FrameCanvas.margin)
    }
}
