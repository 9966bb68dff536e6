import Foundation
import Testing
@testable import NavDiagram
@testable import NavLayout

/// Focused step files on the examples' layouts.
@Suite("Focused canvases, laid out")
struct FocusCanvasTests {
    /// Each step's canvas is at most a page wide (or its band, or the boxes it reaches into),
    /// shows what the step changed where that fits, and carries its caption room and
    /// overview in the band above it, wholly inside the canvas.
    @Test(arguments: Examples.names)
    func everyFocusedCanvasIsAWindowWithItsBand(example: String) throws {
        let loaded = try LoadedFlow.load(path: Examples.folder.appendingPathComponent(example).path, recording: .streamed)
        let (diagram, geometry) = (try #require(loaded.diagram), try #require(loaded.geometry))
        let canvases = diagram.focusCanvases(on: geometry)
        #expect(canvases.count == diagram.frameCount)
        for (frame, canvas) in canvases.enumerated() {
            let band = try #require(canvas.focusBand, "\(example) frame \(frame)")
            let inset = FrameFocus.bandInset
            let widest = max(
                FrameFocus.page.width, Double(canvas.room.width) + FrameCanvas.captionGap + FrameFocus.overviewSide + 2 * inset)
            #expect(Double(canvas.box.width) <= widest + 3, "\(example) frame \(frame)")
            #expect(band.box.maxY == Double(canvas.box.maxY) && band.box.maxX == Double(canvas.box.maxX))
            #expect(band.overview.maxX == Double(canvas.box.maxX) - inset && band.overview.maxY == Double(canvas.box.maxY) - inset)
            #expect(band.overview.contains(band.window), "\(example) frame \(frame)")
            #expect(canvas.box.width % 3 == 0 && canvas.box.height % 3 == 0, "whole pixels at 96 dpi")
            #expect(canvas.pinnedAttributes.contains { $0.0 == "viewport" })
        }
    }

    /// The window follows the step: a push shows the pushed box, a dismiss the dismissed
    /// one's ghost, or a stub names one too far for the page; and the window never moves a
    /// box against its neighbours (positions are the layout's).
    @Test func theWindowShowsWhatTheStepAddedOrRemoved() throws {
        let loaded = try LoadedFlow.load(path: Examples.folder.appendingPathComponent("article.nav").path, recording: .streamed)
        let (diagram, geometry) = (try #require(loaded.diagram), try #require(loaded.geometry))
        let canvases = diagram.focusCanvases(on: geometry)
        var shown = 0
        for frame in 1..<diagram.frameCount {
            let (variants, before) = (diagram.variants(inFrame: frame), diagram.variants(inFrame: frame - 1))
            let band = try #require(canvases[frame].focusBand)
            let box = canvases[frame].box
            let sight = Bounds(minX: Double(box.minX), minY: Double(box.minY), maxX: Double(box.maxX), maxY: band.box.minY)
            for (element, bounds) in diagram.placedElements(on: geometry)
            where element.kind == .node && variants[element] != 0 && variants[element] != before[element] {
                let state = diagram.variants(of: .node).look(of: element.index, variant: variants[element]).state
                guard state == .added || state == .removed else { continue }
                let key = diagram.map.nodes[element.index].key
                #expect(
                    sight.contains(bounds) || band.stubs.contains { $0.key == key },
                    "frame \(frame): \(key), \(state), neither in the window nor a stub")
                shown += sight.contains(bounds) ? 1 : 0
            }
        }
        #expect(shown > 10)
    }
}
