import Foundation
@testable import NavDiagram
import NavFlowGenerator
import NavLanguage
import NavLayout
import Testing
import UIKitModel
@testable import NavOutput

/// Step files that keep the step (issue 32): every focused step file holds the view
/// controllers its calls went to and the top view controller, and cuts no box.
@Suite("Step files that keep the step")
struct StepWindowTests {
    /// The examples, a generated wide app and a few generated flows.
    static let flows: [(name: String, text: String)] =
        FrameLayersTests.examples.map {
            ($0, (try? String(contentsOf: RenderedFixtures.packageRoot.appendingPathComponent("examples/" + $0), encoding: .utf8)) ?? "")
        }
        + [("wide app", WideAppGenerator.flow(screens: 150, fan: 40))]
        + [1, 2, 3].map { ("random flow \($0)", RandomFlowGenerator.flow(seed: $0, size: .init(steps: 40, viewControllers: 15)).text) }

    private static func drawing(_ text: String) throws -> (drawing: FlowDrawing, flow: Flow) {
        let loaded = try LoadedFlow.load(SourceFile(path: "flow.nav", text: text))
        return (try FlowDrawing(loaded: loaded).withCanvas(.focus), loaded.flow)
    }

    /// The node keys a step file draws (its node groups' titles) and those its stubs stand for.
    private static func titles(in svg: SVGParts) -> (nodes: Set<String>, stubs: Set<String>) {
        func title(_ markup: String) -> String? {
            markup.firstMatch(of: /<title>([^<]*)<\/title>/).map { String($0.1).replacingOccurrences(of: "&#45;", with: "-") }
        }
        let nodes = svg.elements.filter { $0.id.hasPrefix("n") && DrawingElement(svgID: $0.id) != nil }.compactMap { title($0.markup) }
        let stubs = svg.elements.filter { $0.id.hasPrefix("stub") }.compactMap { title($0.markup) }
        return (Set(nodes), Set(stubs))
    }

    /// Every step file of a wide app is built around what its step added or removed (their
    /// boxes, a dismissed sheet's ghost too) and shows the view controllers the step's calls
    /// went to and the top view controller: their boxes, or a stub naming one too far for
    /// the window.
    @Test func everyStepFileOfAWideAppHoldsWhatItChangedItsCallerAndTop() throws {
        let (drawing, flow) = try Self.drawing(WideAppGenerator.flow(screens: 150, fan: 40))
        let layers = try FrameLayers(drawing: drawing, captions: false)
        let map = drawing.diagram.map
        var previous: FrameVariants?
        var subjects = 0
        for frame in 0..<layers.frameCount {
            let shown = drawing.diagram.variants(inFrame: frame)
            defer { previous = shown }
            func shownKeys(named name: String) -> Set<String> {
                Set(
                    map.nodes.indices.filter { map.nodes[$0].name == name && shown[DrawingElement(kind: .node, index: $0)] != 0 }.map {
                        map.nodes[$0].key
                    })
            }
            let titles = Self.titles(in: try SVGParts(try layers.svg(frame: frame)))
            for index in map.nodes.indices where frame > 0 && !map.nodes[index].isEntryPoint {
                let element = DrawingElement(kind: .node, index: index)
                guard shown[element] != 0, previous?[element] != shown[element] else { continue }
                let state = drawing.diagram.variants(of: .node).look(of: index, variant: shown[element]).state
                guard state == .added || state == .removed else { continue }
                subjects += 1
                #expect(titles.nodes.contains(map.nodes[index].key), "frame \(frame): \(map.nodes[index].name), \(state)")
            }
            if let top = flow.frames[frame].top {
                #expect(!shownKeys(named: top).isDisjoint(with: titles.nodes.union(titles.stubs)), "frame \(frame): the top \(top)")
            }
            for caller in flow.frames[frame].callers {
                let keys = shownKeys(named: caller)
                #expect(!keys.isDisjoint(with: titles.nodes.union(titles.stubs)), "frame \(frame): the caller \(caller)")
            }
        }
        // The flow presents and dismisses: its steps add and remove boxes.
        #expect(subjects > layers.frameCount / 2)
    }

    /// Every step file, caption and window, fits a laptop's browser window at its own size
    /// (`FrameFocus.page`): what the step changed, its callers and the top are seen without
    /// scrolling.
    @Test(arguments: flows.map(\.name))
    func everyStepFileFitsALaptopsBrowserWindow(flow: String) throws {
        let drawing = try Self.drawing(try #require(Self.flows.first { $0.name == flow }).text).drawing
        let layers = try FrameLayers(drawing: drawing, captions: true)
        for frame in 0..<layers.frameCount {
            let svg = String(decoding: try layers.svg(frame: frame), as: UTF8.self)
            let size = try #require(svg.firstMatch(of: /<svg width="([\d.]+)pt" height="([\d.]+)pt"/))
            #expect(
                Double(size.1)! <= FrameFocus.page.width && Double(size.2)! <= FrameFocus.page.height,
                "\(flow) frame \(frame): \(size.1) × \(size.2) pt")
        }
    }

    /// A focused frame's DOT, which Graphviz reads whole to draw its PNG, holds what the
    /// step file draws and leaves out what its window cannot show.
    @Test func aFocusedFramesDOTHoldsWhatItsStepFileDrawsAndNoMore() throws {
        let drawing = try Self.drawing(WideAppGenerator.flow(screens: 150, fan: 40)).drawing
        let layers = try FrameLayers(drawing: drawing, captions: false)
        func ids(_ text: String, _ pattern: Regex<(Substring, Substring)>) -> Set<String> { Set(text.matches(of: pattern).map { String($0.1) }) }
        var (written, shown) = (0, 0)
        for frame in 0..<layers.frameCount {
            let dot = drawing.frameDOT(frame)
            let svg = String(decoding: try layers.svg(frame: frame), as: UTF8.self)
            let drawn = ids(svg, /<g id="([nec]\d+)"/)
            let inDOT = ids(dot, /\bid="?([nec]\d+)"?/)
            #expect(drawn.isSubset(of: inDOT), "frame \(frame): \(drawn.subtracting(inDOT).sorted()) drawn but not in the DOT")
            written += inDOT.filter { $0.hasPrefix("n") }.count
            shown +=
                drawing.diagram.map.nodes.indices.filter { drawing.diagram.variants(inFrame: frame)[DrawingElement(kind: .node, index: $0)] != 0 }
                .count
        }
        // The window shows a part of a 150-screen map.
        #expect(written * 2 < shown)
    }

    /// A presenter whose detached arrow starts in the window, with "from Presenter" on its
    /// pin, gets no stub as well: the stub would say it again, over the pin's label. The
    /// ghost of a removed arrow may say nothing on its pin: its presenter keeps its stub.
    @Test func aPresenterNamedOnItsArrowsPinInTheWindowHasNoStub() throws {
        // Laid out in parts (`DetachedPresentations`): each screen's sheets a group of their own.
        let drawing = try Self.drawing(WideAppGenerator.presentingTabs(tabs: 8, depth: 8, sheetsPerScreen: 6)).drawing
        let diagram = drawing.diagram
        let detached = try #require(diagram.detachedPresentations)
        var pins = 0
        for frame in 0..<diagram.frameCount {
            guard let band = drawing.frameCanvas(frame)?.focusBand else { continue }
            let sight = Bounds(minX: band.focus.minX, minY: band.focus.minY, maxX: band.focus.maxX, maxY: band.focus.maxY)
            let shown = diagram.variants(inFrame: frame)
            let named = Set(
                diagram.map.edges.indices.filter { edge in
                    let element = DrawingElement(kind: .edge, index: edge)
                    // A removed arrow's ghost may have no label on its pin.
                    guard shown[element] != 0, diagram.variants(of: .edge).look(of: edge, variant: shown[element]).state != .removed,
                        detached.stubs[edge] != nil || detached.copiedArrows[edge] != nil,
                        let start = drawing.geometry.path(ofEdge: element.svgID).first
                    else { return false }
                    return sight.contains(Bounds(at: start))
                }.map { diagram.map.edges[$0].from })
            pins += named.count
            for stub in band.stubs { #expect(!named.contains(stub.key), "frame \(frame): a stub for \(stub.key), named on its pin") }
        }
        #expect(pins > 0)
    }

    /// Stubs never cover each other or a box the frame draws, also where several stand at
    /// the window's bottom edge.
    @Test(arguments: flows.map(\.name))
    func noStubCoversAnotherOrABox(flow: String) throws {
        let drawing = try Self.drawing(try #require(Self.flows.first { $0.name == flow }).text).drawing
        let map = drawing.diagram.map
        for frame in 0..<drawing.diagram.frameCount {
            let stubs = drawing.frameCanvas(frame)?.focusBand?.stubs ?? []
            let shown = drawing.diagram.variants(inFrame: frame)
            let boxes = map.nodes.indices.filter { shown[DrawingElement(kind: .node, index: $0)] != 0 }.compactMap {
                drawing.geometry.bounds(ofNode: map.nodes[$0].key)
            }
            for (index, stub) in stubs.enumerated() {
                for other in stubs[(index + 1)...] {
                    #expect(!stub.box.overlaps(other.box, by: 1), "\(flow) frame \(frame): the stubs of \(stub.key) and \(other.key) overlap")
                }
                #expect(!boxes.contains { $0.overlaps(stub.box, by: 1) }, "\(flow) frame \(frame): the stub of \(stub.key) covers a box")
            }
        }
    }

    /// No step file cuts a box: every box it draws lies wholly in the part under the band,
    /// inside the canvas.
    @Test(arguments: flows.map(\.name))
    func noBoxIsCutByTheBandOrTheFrameEdge(flow: String) throws {
        let drawing = try Self.drawing(try #require(Self.flows.first { $0.name == flow }).text).drawing
        let layers = try FrameLayers(drawing: drawing, captions: false)
        for frame in 0..<layers.frameCount {
            let sight = try FrameLayersTests.sight(of: drawing, frame: frame)
            for element in try SVGParts(try layers.svg(frame: frame)).elements
            where element.id.hasPrefix("n") && DrawingElement(svgID: element.id) != nil {
                let shape = element.markup.replacing(/\ stroke-dasharray="[^"]*"/, with: "")
                let cut = FrameLayersTests.points(in: shape).filter {
                    !(sight.minX - 0.5...sight.maxX + 0.5).contains($0.x) || !(sight.minY - 0.5...sight.maxY + 0.5).contains($0.y)
                }
                #expect(cut.isEmpty, "\(flow) frame \(frame): box \(element.id) is cut at \(cut.first.map { "\($0)" } ?? "")")
            }
        }
    }
}
