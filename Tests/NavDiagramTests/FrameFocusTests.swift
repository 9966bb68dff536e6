import Testing
@testable import NavDiagram

/// Focused step files: a window of the one layout around what the step changed.
@Suite("Focused frames")
struct FrameFocusTests {
    private let area = Bounds(minX: 0, minY: 0, maxX: 4_000, maxY: 2_000)
    /// The page less a band 150 points tall and the gap below it.
    private let limit = (width: FrameFocus.page.width, height: FrameFocus.page.height - 160)

    @Test func theWindowHoldsWhatChangedWithItsContainersAndIsAtLeastTheSmallestSize() {
        let core = Bounds(minX: 1_000, minY: 1_000, maxX: 1_100, maxY: 1_040)
        let header = Bounds(minX: 950, minY: 1_200, maxX: 1_150, maxY: 1_240)
        let (window, _, far) = Diagram.window(must: [core], wanted: [header], area: area, limit: limit)
        #expect(far.isEmpty)
        #expect(window.contains(core.grown(by: FrameFocus.margin)) && window.contains(header))
        #expect(window.width >= FrameFocus.smallest.width && window.height >= FrameFocus.smallest.height)
        #expect(window.width <= limit.width && window.height <= limit.height)
    }

    /// What changed besides what the step must show is left out where it would make the
    /// window larger than its limit; the top view controller stays.
    @Test func aStepThatChangedMoreThanTheLargestWindowIsShownAroundItsTopViewController() {
        let top = Bounds(minX: 3_000, minY: 300, maxX: 3_100, maxY: 340)
        let changed = [Bounds(minX: 100, minY: 100, maxX: 200, maxY: 140), Bounds(minX: 3_800, minY: 1_800, maxX: 3_900, maxY: 1_900)]
        let (window, _, far) = Diagram.window(must: [top], wanted: changed, area: area, limit: limit)
        #expect(far.isEmpty && window.contains(top))
        #expect(window.width <= limit.width && window.height <= limit.height)
    }

    /// What the step must show (its caller, what it added) grows the window up to its limit;
    /// what lies farther is named, for a stub.
    @Test func theWindowGrowsForWhatTheStepMustShowAndNamesWhatDoesNotFit() {
        let top = Bounds(minX: 1_000, minY: 800, maxX: 1_100, maxY: 840)
        let caller = Bounds(minX: 1_900, minY: 1_100, maxX: 2_000, maxY: 1_140)
        let farCaller = Bounds(minX: 3_800, minY: 100, maxX: 3_900, maxY: 140)
        let (window, _, far) = Diagram.window(must: [top, caller, farCaller], wanted: [], area: area, limit: limit)
        #expect(window.contains(top) && window.contains(caller) && !window.contains(farCaller))
        #expect(window.width > FrameFocus.smallest.width && window.width <= limit.width && window.height <= limit.height)
        #expect(far == [2])
    }

    @Test func contextThatWouldNotFitIsLeftOutAndTheWindowStaysInTheDrawing() {
        let core = Bounds(minX: 10, minY: 10, maxX: 60, maxY: 40)
        let farHeader = Bounds(minX: 3_800, minY: 1_900, maxX: 3_900, maxY: 1_950)
        let (window, _, _) = Diagram.window(must: [core], wanted: [farHeader], area: area, limit: limit)
        #expect(!window.contains(farHeader))
        #expect(window.minX >= area.minX - FrameCanvas.margin && window.minY >= area.minY - FrameCanvas.margin)
    }

    /// A window's sides move to where they cut no box, outwards where the page's width
    /// allows, the least they can, and it keeps what the step must show (within the page's
    /// width, and the band's from the left side).
    @Test func aWindowsSidesMoveTheLeastTheyCanToCutNoBox() {
        let core = (lower: 400.0, upper: 700.0)
        let boxes = [(lower: 50.0, upper: 250.0), (lower: 300.0, upper: 420.0), (lower: 800.0, upper: 1_000.0), (lower: 1_050.0, upper: 1_300.0)]
        func span(near current: (Double, Double), _ crossing: [(lower: Double, upper: Double)], least: Double) -> [Double]? {
            Diagram.span(near: current, within: (0, 1_300), width: 900, least: least, keeping: core, clearOf: crossing).map { [$0.lower, $0.upper] }
        }
        // Out to hold the boxes its sides cut.
        #expect(span(near: (380, 900), boxes, least: 500) == [300, 1_000])
        // Out to 1,300 would pass the width: in, to the left of the last box.
        #expect(span(near: (380, 1_250), boxes, least: 500) == [300, 1_050])
        // Nothing that holds the core fits: boxes cross every side that would.
        #expect(span(near: (380, 900), [(lower: -10, upper: 420), (lower: 690, upper: 1_400)], least: 500) == nil)
        // The band's width counts from the left side: 820 points from any left side that
        // holds the core would cut a box.
        #expect(span(near: (380, 900), boxes, least: 820) == nil)
    }
}
