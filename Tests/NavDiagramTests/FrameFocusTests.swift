import Testing
@testable import NavDiagram

/// Focused step files: a window of the one layout around what the step changed.
@Suite("Focused frames")
struct FrameFocusTests {
    private let area = Bounds(minX: 0, minY: 0, maxX: 4_000, maxY: 2_000)

    @Test func theWindowHoldsWhatChangedWithItsContainersAndIsAtLeastTheSmallestSize() {
        let core = Bounds(minX: 1_000, minY: 1_000, maxX: 1_100, maxY: 1_040)
        let header = Bounds(minX: 950, minY: 1_200, maxX: 1_150, maxY: 1_240)
        let (window, far) = Diagram.window(must: [core], wanted: [header], area: area)
        #expect(far.isEmpty)
        #expect(window.contains(core.grown(by: FrameFocus.margin)) && window.contains(header))
        #expect(window.width >= FrameFocus.smallest.width && window.height >= FrameFocus.smallest.height)
        #expect(window.width <= FrameFocus.largest.width && window.height <= FrameFocus.largest.height)
    }

    /// What changed besides what the step must show is left out where it would make the
    /// window larger than `largest`; the top view controller stays.
    @Test func aStepThatChangedMoreThanTheLargestWindowIsShownAroundItsTopViewController() {
        let top = Bounds(minX: 3_000, minY: 300, maxX: 3_100, maxY: 340)
        let changed = [Bounds(minX: 100, minY: 100, maxX: 200, maxY: 140), Bounds(minX: 3_800, minY: 1_800, maxX: 3_900, maxY: 1_900)]
        let (window, far) = Diagram.window(must: [top], wanted: changed, area: area)
        #expect(far.isEmpty && window.contains(top))
        #expect(window.width <= FrameFocus.largest.width && window.height <= FrameFocus.largest.height)
    }

    /// What the step must show (its caller, what it added) grows the window up to `widest`;
    /// what lies farther is named, for a stub.
    @Test func theWindowGrowsForWhatTheStepMustShowAndNamesWhatDoesNotFit() {
        let top = Bounds(minX: 1_000, minY: 1_000, maxX: 1_100, maxY: 1_040)
        let caller = Bounds(minX: 2_200, minY: 1_300, maxX: 2_300, maxY: 1_340)
        let farCaller = Bounds(minX: 3_800, minY: 100, maxX: 3_900, maxY: 140)
        let (window, far) = Diagram.window(must: [top, caller, farCaller], wanted: [], area: area)
        #expect(window.contains(top) && window.contains(caller) && !window.contains(farCaller))
        #expect(window.width > FrameFocus.largest.width && window.width <= FrameFocus.widest.width)
        #expect(far == [2])
    }

    @Test func contextThatWouldNotFitIsLeftOutAndTheWindowStaysInTheDrawing() {
        let core = Bounds(minX: 10, minY: 10, maxX: 60, maxY: 40)
        let farHeader = Bounds(minX: 3_800, minY: 1_900, maxX: 3_900, maxY: 1_950)
        let (window, _) = Diagram.window(must: [core], wanted: [farHeader], area: area)
        #expect(!window.contains(farHeader))
        #expect(window.minX >= area.minX - FrameCanvas.margin && window.minY >= area.minY - FrameCanvas.margin)
    }
}
