import Foundation
import NavDiagram
import NavLanguage
import NavLayout
import Testing
@testable import NavOutput

@Suite("Frames assembled from sheets of element variants")
struct FrameLayersTests {
    static let examples =
        (try? FileManager.default.contentsOfDirectory(atPath: RenderedFixtures.packageRoot.appendingPathComponent("examples").path))?
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
    /// element Graphviz draws that the window shows, and the band (caption, overview) last,
    /// over them.
    @Test(arguments: ["article.nav", "tab-bar.nav", "split-view.nav"])
    func aFocusedFrameIsAssembledWithGraphvizsWindowAndItsBandLast(example: String) throws {
        let drawing = try Self.drawing(example).withCanvas(.focus)
        let layers = try FrameLayers(drawing: drawing, captions: false)
        for frame in 0..<layers.frameCount {
            let assembled = try SVGParts(try layers.svg(frame: frame))
            let direct = try SVGParts(try drawing.renderFrame(frame, format: .svg))
            #expect(assembled.header == direct.header, "\(example) frame \(frame)")
            let assembledIDs = assembled.elements.map(\.id)
            let sight = try Self.sight(of: drawing, frame: frame)
            for element in direct.elements where DrawingElement(svgID: element.id) != nil && !assembledIDs.contains(element.id) {
                #expect(
                    Self.points(in: element.markup).allSatisfy {
                        !(sight.minX...sight.maxX).contains($0.x) || !(sight.minY...sight.maxY).contains($0.y)
                    },
                    "\(example) frame \(frame): \(element.id) is left out but shows under the band")
            }
            let bandStart = try #require(assembledIDs.firstIndex(of: "band"))
            #expect(assembledIDs[bandStart...].allSatisfy { DrawingElement(svgID: $0) == nil }, "the band is drawn last")
            #expect(assembledIDs.contains("caption") && assembledIDs.contains("overviewWindow"))
        }
    }

    /// A focused frame of a map larger than the window leaves out what lies outside it.
    @Test func aFocusedFrameLeavesOutWhatItsWindowCannotShow() throws {
        let drawing = try Self.drawing("tab-bar.nav").withCanvas(.focus)
        let layers = try FrameLayers(drawing: drawing, captions: false)
        var leftOut = 0
        for frame in 0..<layers.frameCount {
            let assembled = Set(try SVGParts(try layers.svg(frame: frame)).elements.map { String($0.id) })
            let shown = drawing.diagram.variants(inFrame: frame)
            leftOut +=
                layers.slots.filter { id in DrawingElement(svgID: Substring(id)).map { shown[$0] != 0 } ?? false }.filter { !assembled.contains($0) }
                .count
        }
        #expect(leftOut > 0)
    }

    /// The overview's boxes are a few paths in the assembled frame: the same rectangles, in
    /// the same styles and order, as Graphviz's groups of one polygon each, in fewer bytes.
    @Test(arguments: ["article.nav", "tab-bar.nav", "split-view.nav"])
    func theOverviewsBoxesAreJoinedIntoPaths(example: String) throws {
        let drawing = try Self.drawing(example).withCanvas(.focus)
        let layers = try FrameLayers(drawing: drawing, captions: false)
        for frame in 0..<layers.frameCount {
            let assembled = try SVGParts(try layers.svg(frame: frame)).elements
            let direct = try SVGParts(try drawing.renderFrame(frame, format: .svg)).elements
            let boxes = direct.filter { $0.id.hasPrefix("overview") && $0.id.dropFirst(8).allSatisfy(\.isNumber) && $0.id != "overview" }
            #expect(!boxes.isEmpty, "\(example) frame \(frame)")
            let polygons = boxes.flatMap { box in
                box.markup.matches(of: /<polygon (fill="[^"]*" stroke="[^"]*" stroke-width="[^"]*") points="([^"]*)"\/>/).map {
                    (String($0.1), String($0.2))
                }
            }
            #expect(polygons.count == boxes.count)
            let joined = try #require(assembled.first { $0.id == OverviewShapes.groupID }?.markup, "\(example) frame \(frame)")
            let subpaths = joined.matches(of: /<path (fill="[^"]*" stroke="[^"]*" stroke-width="[^"]*") d="([^"]*)"\/>/).flatMap { path in
                path.2.split(separator: "Z").map { (String(path.1), String($0.dropFirst())) }
            }
            #expect(subpaths.map(\.0) == polygons.map(\.0) && subpaths.map(\.1) == polygons.map(\.1), "\(example) frame \(frame)")
            #expect(!assembled.contains { $0.id.hasPrefix("overview") && $0.id.dropFirst(8).first?.isNumber == true })
            #expect(joined.utf8.count < boxes.map(\.markup.utf8.count).reduce(0, +))
            // Where the boxes were: after the overview's frame, before its window.
            let ids = assembled.map(\.id)
            #expect(ids.firstIndex(of: "overview")! + 1 == ids.firstIndex(of: Substring(OverviewShapes.groupID)))
            #expect(ids.firstIndex(of: Substring(OverviewShapes.groupID))! + 1 == ids.firstIndex(of: "overviewWindow"))
        }
    }

    /// What frame `frame` shows of the drawing, in the SVG's coordinates (y pointing down):
    /// its canvas below the band.
    static func sight(of drawing: FlowDrawing, frame: Int) throws -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let canvas = try #require(drawing.frameCanvas(frame))
        let band = try #require(canvas.focusBand)
        return (Double(canvas.box.minX), -band.focus.maxY, Double(canvas.box.maxX), -Double(canvas.box.minY))
    }

    /// The points an element's markup draws through: its coordinate pairs and its texts' anchors.
    static func points(in markup: String) -> [(x: Double, y: Double)] {
        markup.matches(of: /(-?[0-9.]+),(-?[0-9.]+)/).compactMap { match in Double(match.1).flatMap { x in Double(match.2).map { (x, $0) } } }
            + markup.matches(of: /\ x="(-?[0-9.]+)" y="(-?[0-9.]+)"/).compactMap { match in
                Double(match.1).flatMap { x in Double(match.2).map { (x, $0) } }
            }
    }
}
