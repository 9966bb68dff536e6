import Foundation
import NavDiagram
import NavLanguage
import NavLayout
import Testing
@testable import NavOutput

@Suite("Frames assembled from sheets of element variants")
struct FrameLayersTests {
    static let examples = (try? FileManager.default.contentsOfDirectory(atPath: RenderedFixtures.packageRoot.appendingPathComponent("examples").path))?
        .filter { $0.hasSuffix(".nav") }.sorted() ?? []

    static func drawing(_ example: String, mode: FlowDrawing.LayoutMode = .stable) throws -> FlowDrawing {
        let path = RenderedFixtures.packageRoot.appendingPathComponent("examples/" + example).path
        return try FlowDrawing(loaded: try LoadedFlow.load(path: path), mode: mode)
    }

    /// Graphviz's own rendering of the frame, without the `<!-- name -->` comment lines
    /// between elements (the header's comments stay).
    static func withoutElementComments(_ svg: [UInt8]) -> String {
        let text = String(decoding: svg, as: UTF8.self)
        let start = text.range(of: "<g id=\"graph0\"")!.lowerBound
        let body = text[start...].split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<!--") }
        return String(text[..<start]) + body.joined(separator: "\n")
    }

    /// On the cut canvas too: there the header comes from the caption's own drawing, so
    /// this also checks that Graphviz's canvas is exactly the cut one (`FrameCanvas`).
    @Test(arguments: examples)
    func everyAssembledFrameIsGraphvizsOwnFrame(example: String) throws {
        for canvas in [FlowDrawing.Canvas.trimmed, .full] {
            let drawing = try Self.drawing(example).withCanvas(canvas)
            for captions in [false, true] {
                let layers = try FrameLayers(drawing: drawing, captions: captions)
                #expect(layers.frameCount == drawing.diagram.frameCount)
                for frame in 0..<layers.frameCount {
                    let assembled = String(decoding: try layers.svg(frame: frame), as: UTF8.self)
                    let direct = Self.withoutElementComments(try drawing.renderFrame(frame, format: .svg))
                    #expect(assembled == direct, "\(example) frame \(frame), \(canvas) canvas, captions layered: \(captions)")
                }
            }
        }
    }

    @Test func graphvizDrawsAFewSheetsInsteadOfEveryFrame() throws {
        let drawing = try Self.drawing("article.nav")
        #expect(drawing.diagram.sheetCount > 1)
        #expect(drawing.diagram.sheetCount * 2 < drawing.diagram.frameCount)
    }

    @Test func storesEachDistinctElementOnce() throws {
        let layers = try FrameLayers(drawing: try Self.drawing("article.nav"), captions: true)
        #expect(Set(layers.variants).count == layers.variants.count)
        #expect(layers.slots.first == FrameLayers.graphSlot)
        // Every frame has its own caption; the elements' variants are shared.
        let captions = Set((0..<layers.frameCount).map { layers.row($0)[0] })
        #expect(captions.count == layers.frameCount)
    }

    @Test func refusesADrawingWithoutTheSharedLayout() throws {
        let drawing = try Self.drawing("article.nav", mode: .perFrame)
        #expect(throws: FlipbookError.self) { try FrameLayers(drawing: drawing, captions: false) }
    }

    /// A focused frame assembled from sheets: Graphviz's own header (the window), every
    /// element Graphviz draws in the window, and the band (caption, overview) last, over them.
    @Test(arguments: ["article.nav", "tab-bar.nav", "split-view.nav"])
    func aFocusedFrameIsAssembledWithGraphvizsWindowAndItsBandLast(example: String) throws {
        let drawing = try Self.drawing(example).withCanvas(.focus)
        let layers = try FrameLayers(drawing: drawing, captions: false)
        for frame in 0..<layers.frameCount {
            let assembled = try SVGParts(try layers.svg(frame: frame))
            let direct = try SVGParts(try drawing.renderFrame(frame, format: .svg))
            #expect(assembled.header == direct.header, "\(example) frame \(frame)")
            let assembledIDs = assembled.elements.map(\.id)
            #expect(Set(direct.elements.map(\.id)).isSubset(of: Set(assembledIDs)), "\(example) frame \(frame)")
            let bandStart = try #require(assembledIDs.firstIndex(of: "band"))
            #expect(assembledIDs[bandStart...].allSatisfy { DrawingElement(svgID: $0) == nil }, "the band is drawn last")
            #expect(assembledIDs.contains("caption") && assembledIDs.contains("overviewWindow"))
        }
    }
}
