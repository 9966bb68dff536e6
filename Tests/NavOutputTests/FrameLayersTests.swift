import Foundation
@testable import NavDiagram
import NavFlowGenerator
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

    /// An assembled frame is Graphviz's own drawing of that frame but for its caption, which
    /// navviz writes itself: the same header (so the canvas navviz computes is Graphviz's, on
    /// the cut canvas too), the same background, the same elements in the same order, and
    /// a caption of the frame's lines.
    @Test(arguments: examples)
    func everyAssembledFrameIsGraphvizsOwnFrameButItsCaption(example: String) throws {
        for canvas in [FlowDrawing.Canvas.trimmed, .full] {
            let drawing = try Self.drawing(example).withCanvas(canvas)
            for captions in [false, true] {
                let layers = try FrameLayers(drawing: drawing, captions: captions)
                #expect(layers.frameCount == drawing.diagram.frameCount)
                for frame in 0..<layers.frameCount {
                    let bytes = try layers.svg(frame: frame)
                    let assembled = try SVGParts(bytes)
                    let direct = try SVGParts(try drawing.renderFrame(frame, format: .svg))
                    let context = "\(example) frame \(frame), \(canvas) canvas, captions layered: \(captions)"
                    #expect(assembled.header == direct.header, "\(context)")
                    // The caption is a group of its own, before the elements.
                    #expect(assembled.elements.first?.id == "caption", "\(context)")
                    let elements = assembled.elements.dropFirst()
                    #expect(elements.map(\.id) == direct.elements.map(\.id), "\(context)")
                    #expect(elements.map(\.markup) == direct.elements.map(\.markup), "\(context)")
                    // The title and background are Graphviz's.
                    #expect(assembled.graph == direct.graph.split(separator: "\n").prefix(2).joined(separator: "\n"), "\(context)")
                    Self.expectCaption(drawing.diagram.caption(frame), in: assembled.elements.first?.markup ?? "", context)
                }
            }
        }
    }

    /// The flow map put together from the sheets is Graphviz's own drawing of it but for
    /// its legend: the same header, background and elements, in their map looks.
    @Test(arguments: examples)
    func theAssembledMapIsGraphvizsOwnMapButItsLegend(example: String) throws {
        for legend in [LegendStyle.full, .none] {
            let drawing = try Self.drawing(example).withLegend(legend)
            let assembled = try SVGParts(try FrameLayers(drawing: drawing, captions: false).mapSVG())
            let direct = try SVGParts(try drawing.renderMap(format: .svg))
            #expect(assembled.header == direct.header, "\(example), \(legend) legend")
            let elements = assembled.elements.filter { $0.id != "caption" }
            #expect(elements.map(\.id) == direct.elements.map(\.id), "\(example), \(legend) legend")
            #expect(elements.map(\.markup) == direct.elements.map(\.markup), "\(example), \(legend) legend")
            #expect(assembled.graph == direct.graph.split(separator: "\n").prefix(2).joined(separator: "\n"))
            if let caption = drawing.diagram.legend {
                Self.expectCaption(caption, in: assembled.elements.first?.markup ?? "", "\(example) map")
            }
        }
    }

    /// Every line of `caption` is a text of `markup`, escaped.
    static func expectCaption(_ caption: Caption, in markup: String, _ context: String) {
        for line in caption.lines where !line.text.isEmpty {
            #expect(markup.contains(">" + MarkupEscaping.xml(line.text) + "</text>"), "\(context): \(line.text)")
        }
    }

    /// Graphviz draws each look once: the sheets hold far fewer elements than the frames
    /// show (a container's extent is one of its looks, and the sheets after the first few
    /// hold only the elements with that many looks).
    @Test func graphvizDrawsAFewSheetsInsteadOfEveryFrame() throws {
        let text = RandomFlowGenerator.flow(seed: 4, size: .init(steps: 200, viewControllers: 30)).text
        let diagram = try FlowDrawing(loaded: try LoadedFlow.load(SourceFile(path: "flow.nav", text: text))).diagram
        #expect(diagram.sheetCount > 1 && diagram.sheetCount * 5 < diagram.frameCount, "\(diagram.sheetCount) sheets")
        let onSheets = (0..<diagram.sheetCount).reduce(0) { $0 + diagram.elements(onSheet: $1).count }
        let inFrames = (0..<diagram.frameCount).reduce(0) { $0 + diagram.variants(inFrame: $1).shownCount }
        #expect(onSheets * 4 < inFrames, "\(onSheets) elements on the sheets, \(inFrames) in the frames")
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
            for element in assembled.elements where DrawingElement(svgID: element.id) != nil {
                #expect(direct.elements.contains { $0.id == element.id && $0.markup == element.markup }, "\(example) frame \(frame): \(element.id)")
            }
            let bandStart = try #require(assembledIDs.firstIndex(of: "band"))
            #expect(assembledIDs[bandStart...].allSatisfy { DrawingElement(svgID: $0) == nil }, "the band is drawn last")
            #expect(Array(assembledIDs[bandStart...].prefix(3)) == ["band", "caption", "overview"])
            let caption = try #require(assembled.elements.first { $0.id == "caption" }?.markup)
            Self.expectCaption(drawing.diagram.caption(frame), in: caption, "\(example) frame \(frame)")
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

    /// The overview draws the map's boxes small, inside its frame, as two paths (outlines and
    /// fills) placed by one translation: the same text in every step file with an overview
    /// of its size.
    @Test(arguments: ["article.nav", "tab-bar.nav", "split-view.nav"])
    func theOverviewDrawsTheMapsBoxesInsideItsFrame(example: String) throws {
        let drawing = try Self.drawing(example).withCanvas(.focus)
        let layers = try FrameLayers(drawing: drawing, captions: false)
        var paths: Set<String> = []
        var sizes: Set<String> = []
        for frame in 0..<layers.frameCount {
            let overview = try #require(try SVGParts(try layers.svg(frame: frame)).elements.first { $0.id == "overview" }?.markup)
            let frameBox = try #require(overview.firstMatch(of: /<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/))
            let (x, y, width, height) = (Double(frameBox.1)!, Double(frameBox.2)!, Double(frameBox.3)!, Double(frameBox.4)!)
            sizes.insert("\(frameBox.3)x\(frameBox.4)")
            let subpaths = overview.matches(of: /<path transform="translate\(([-0-9.]+),([-0-9.]+)\)"[^>]* d="([^"]*)"\/>/)
            #expect(!subpaths.isEmpty, "\(example) frame \(frame)")
            for path in subpaths {
                #expect(Double(path.1)! == x && Double(path.2)! == y, "the overview's corner")
                paths.insert(String(path.3))
                for corner in path.3.matches(of: /M([-0-9.]+),([-0-9.]+)/) {
                    #expect((-0.5...width + 0.5).contains(Double(corner.1)!) && (-0.5...height + 0.5).contains(Double(corner.2)!))
                }
            }
            // The overview sits wholly inside the canvas, its border too.
            let canvas = try #require(drawing.frameCanvas(frame)).box
            #expect(x - 0.5 >= Double(canvas.minX) && x + width + 0.5 <= Double(canvas.maxX) && -y + 0.5 <= Double(canvas.maxY))
        }
        #expect(paths.count <= 2 * sizes.count, "one picture per overview size")
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
