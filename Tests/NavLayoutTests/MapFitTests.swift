import Foundation
import NavFlowGenerator
import NavLanguage
import Testing
@testable import NavDiagram
@testable import NavLayout

/// A map of any app fits a screen (issue 32): wide fans wrapped into rows.
@Suite("Maps that fit a screen")
struct MapFitTests {
    static let wideApp = WideAppGenerator.flow(screens: 150, fan: 40)

    /// A 150-screen app whose root presents 40 screens one after another: in one row its
    /// sheets alone would be over 4,000 points wide; wrapped, the whole map fits 4,000
    /// points on its larger side, drawn at its own size, its smallest text 9 points.
    @Test func aMapOfA150ScreenAppWithA40ChildFanFits4000Points() throws {
        let loaded = try LoadedFlow.load(SourceFile(path: "wide.nav", text: Self.wideApp), recording: .streamed)
        let (diagram, geometry) = (try #require(loaded.diagram), try #require(loaded.geometry))
        #expect(diagram.map.nodes.count >= 150)
        let sheets = diagram.map.nodes.filter { $0.name.hasPrefix("Sheet") }
        #expect(sheets.count == 40)
        #expect(
            sheets.map { NodeLabel.estimatedWidth($0, in: diagram.map) + FanWrapping.separation }.reduce(0, +) > 4_000,
            "one row of the fan would not fit")
        let box = try #require(geometry.canvas)
        #expect(max(box.width, box.height) <= FanWrapping.fittingSide, "the map is \(box.width) × \(box.height) points")
        // Its rows: the sheets sit on several ranks, in their order within each.
        let rows = Dictionary(grouping: sheets.compactMap { geometry.bounds(ofNode: $0.key) }, by: { Int($0.maxY.rounded()) })
        #expect(rows.count >= 2 && rows.values.allSatisfy { $0.count < 40 })
        // At its own size: no scale, no text under 9 points.
        let svg = String(decoding: try FlowDrawing(loaded: loaded).renderMap(format: .svg), as: UTF8.self)
        #expect(svg.contains("transform=\"scale(1 1)"))
        let sizes = svg.matches(of: /font-size="([0-9.]+)"/).compactMap { Double($0.1) }
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 9 })
    }

    /// Sixty screens the tour could not reach, each an entry (R66) with no arrow to detach:
    /// laid out whole, `dot` sets them in one row (an imported app's map four screens wide);
    /// each is a part of its own, and the parts are packed into a near-square that fits.
    @Test func entriesThatNoArrowJoinArePackedNotSetInOneRow() throws {
        let entries = (0..<60).map { "entry Screen\($0)\nScreen\($0) dismiss\n" }.joined()
        let loaded = try LoadedFlow.load(SourceFile(path: "entries.nav", text: "root nav Main [Home]\n" + entries), recording: .streamed)
        let (diagram, geometry) = (try #require(loaded.diagram), try #require(loaded.geometry))
        let screens = diagram.map.nodes.filter { $0.name.hasPrefix("Screen") }
        #expect(screens.count == 60)
        #expect(
            screens.map { NodeLabel.estimatedWidth($0, in: diagram.map) + FanWrapping.separation }.reduce(0, +) > Double(FanWrapping.fittingSide),
            "one row of the entries would not fit")
        #expect(diagram.layoutPartCount == 61, "the window's hierarchy and each entry with its entry point")
        let box = try #require(geometry.canvas)
        #expect(max(box.width, box.height) <= FanWrapping.fittingSide, "the map is \(box.width) × \(box.height) points")
        let rows = Set(screens.compactMap { geometry.bounds(ofNode: $0.key).map { Int($0.maxY.rounded()) } })
        #expect(rows.count >= 3, "the entries in rows")
    }

    /// Twenty-five entries fit 4,000 points in one row, but as a strip a screen shows at a
    /// third of its size: they are packed too.
    @Test func entriesInAStripThatFitsArePackedToo() throws {
        let entries = (0..<25).map { "entry Screen\($0)\nScreen\($0) dismiss\n" }.joined()
        let loaded = try LoadedFlow.load(SourceFile(path: "strip.nav", text: "root nav Main [Home]\n" + entries), recording: .streamed)
        let (diagram, geometry) = (try #require(loaded.diagram), try #require(loaded.geometry))
        #expect(diagram.layoutPartCount == 26)
        let box = try #require(geometry.canvas)
        #expect(box.width <= 2 * box.height, "the map is \(box.width) × \(box.height) points")
    }

    /// A tab bar whose thirty screens each present two: wrapped, its map is over 4,000 points
    /// tall; laid out with what the tab bar presents in rows under it (`PresentationPorts`),
    /// it fits, every presented screen below the tab bar, each arrow from its bottom border.
    /// Five tabs, all in the bar: with a sixth, two are under More, whose navigation
    /// controller holds their stacks (R73), and the map fits without the rows.
    @Test func whatATabBarsScreensPresentGoesInRowsUnderIt() throws {
        let text = WideAppGenerator.presentingTabs(tabs: 5, depth: 6, sheetsPerScreen: 2)
        let loaded = try LoadedFlow.load(SourceFile(path: "presenting.nav", text: text), recording: .streamed)
        let (diagram, geometry) = (try #require(loaded.diagram), try #require(loaded.geometry))
        #expect(diagram.packsPresentations, "the drawing is on the packed layout")
        let box = try #require(geometry.canvas)
        #expect(max(box.width, box.height) <= FanWrapping.fittingSide, "the map is \(box.width) × \(box.height) points")
        let tabBar = try #require(geometry.bounds(ofCluster: "cluster_Main"))
        let presented = diagram.map.nodes.filter { $0.name.hasPrefix("Alert") || $0.name.hasPrefix("Sheet") }
        #expect(presented.count == 60)
        for node in presented {
            let bounds = try #require(geometry.bounds(ofNode: node.key))
            #expect(bounds.maxY < tabBar.minY, "\(node.name) is below the tab bar")
        }
        for edge in diagram.map.edges where edge.kind == .modal {
            let id = DrawingElement(kind: .edge, index: diagram.map.edgeIndex[edge.key]!).svgID
            // Its path's first point (Graphviz's `pos`: an `e,x,y` arrowhead, then the points), where `dot` clips it to the border.
            let pos = try #require(geometry.edges[id]?["pos"])
            let start = try #require(pos.split(separator: " ").first { !$0.hasPrefix("e,") && !$0.hasPrefix("s,") })
            let y = try #require(start.split(separator: ",").last.flatMap { Double($0) })
            #expect(abs(y - tabBar.minY) < 8, "the arrow to \(edge.to) starts at the tab bar's bottom border")
        }
        // The same map laid out with its fans wrapped, then wrapped narrower, does not fit.
        let unpacked = Diagram(flow: try LoadedFlow.load(SourceFile(path: "presenting.nav", text: text)).flow)
        for variant in [unpacked] + [unpacked.wrappingFansNarrower()].compactMap({ $0 }) {
            let layout = try MapLayout.inProcess.layOut(FlowDrawing.layoutDOTs(variant)).layout
            let whole = try #require(Geometry(graph: layout.graph, nodes: layout.nodes, edges: layout.edges, clusters: layout.subgraphs).canvas)
            #expect(max(whole.width, whole.height) > FanWrapping.fittingSide, "wrapping alone: \(whole.width) × \(whole.height)")
        }
    }

    /// A tab bar of 64 screens that present six screens each: too many boxes for rows under
    /// it to fit. Laid out in parts (`DetachedPresentations`), each screen's presented screens a
    /// group of their own packed beside the tab bar, the map fits 4,000 points; each arrow
    /// starts at a stub right above its screen and says who presents; no two boxes overlap.
    @Test func aBigAppsPresentedScreensArePackedInGroupsBesideItsHierarchy() throws {
        let text = WideAppGenerator.presentingTabs(tabs: 8, depth: 8, sheetsPerScreen: 6)
        let loaded = try LoadedFlow.load(SourceFile(path: "big.nav", text: text), recording: .streamed)
        let (diagram, geometry) = (try #require(loaded.diagram), try #require(loaded.geometry))
        #expect(diagram.layoutPartCount > 1, "the drawing is on the layout in parts")
        let box = try #require(geometry.canvas)
        #expect(max(box.width, box.height) <= FanWrapping.fittingSide, "the map is \(box.width) × \(box.height) points")
        let boxes = diagram.map.nodes.compactMap { geometry.bounds(ofNode: $0.key) }
        #expect(boxes.count == diagram.map.nodes.count)
        for (index, first) in boxes.enumerated() {
            for second in boxes[(index + 1)...] {
                #expect(!first.intersects(second), "two boxes overlap at \(first.minX), \(first.minY)")
            }
        }
        let modal = diagram.map.edges.filter { $0.kind == .modal }
        #expect(modal.count == 8 * 8 * 6)
        let svg = String(decoding: try FlowDrawing(loaded: loaded).renderMap(format: .svg), as: UTF8.self)
        for edge in modal {
            let id = DrawingElement(kind: .edge, index: diagram.map.edgeIndex[edge.key]!).svgID
            let head = try #require(geometry.bounds(ofNode: edge.to))
            // Its path's first point (after the `e,x,y` and `s,x,y` ends): the stub, right above its screen.
            let pos = try #require(geometry.edges[id]?["pos"])
            let start = try #require(pos.split(separator: " ").first { !$0.hasPrefix("e,") && !$0.hasPrefix("s,") })
            let point = start.split(separator: ",").compactMap { Double($0) }
            #expect(point.count == 2 && point[1] > head.maxY && point[1] - head.maxY < 120, "the arrow to \(edge.to) starts right above it")
            #expect(point.count == 2 && point[0] > head.minX - 60 && point[0] < head.maxX + 60, "the arrow to \(edge.to) starts over it")
        }
        let presenter = try #require(diagram.map.nodes.first { $0.name == "Home0" })
        #expect(svg.contains("from \(presenter.name)"), "an arrow says who presents")
        // The same map laid out whole does not fit.
        let whole = Diagram(flow: try LoadedFlow.load(SourceFile(path: "big.nav", text: text)).flow)
        let layout = try MapLayout.inProcess.layOut(FlowDrawing.layoutDOTs(whole)).layout
        let canvas = try #require(Geometry(graph: layout.graph, nodes: layout.nodes, edges: layout.edges, clusters: layout.subgraphs).canvas)
        #expect(max(canvas.width, canvas.height) > FanWrapping.fittingSide, "laid out whole: \(canvas.width) × \(canvas.height)")
    }

    /// Rectangles packed into a near-square: none overlaps another, the first is at the top
    /// left, and the packing is far narrower than the rectangles in one row.
    @Test func partsArePackedIntoANearSquareWithoutOverlapping() {
        var sizes: [(width: Double, height: Double)] = [(900, 700)]
        for index in 0..<40 {
            let (width, height): (Int, Int) = (150 + (index * 37) % 400, 80 + (index * 53) % 300)
            sizes.append((Double(width), Double(height)))
        }
        let packing = PartPacking(sizes, gap: 20)
        #expect(packing.places[0].x == 0 && packing.places[0].y == 0)
        let placed = sizes.indices.map { index -> Bounds in
            let (place, size) = (packing.places[index], sizes[index])
            return Bounds(minX: place.x, minY: place.y, maxX: place.x + size.width, maxY: place.y + size.height)
        }
        for (index, first) in placed.enumerated() {
            for second in placed[(index + 1)...] { #expect(!first.intersects(second)) }
        }
        #expect(placed.allSatisfy { $0.maxX <= packing.width && $0.maxY <= packing.height })
        let area = sizes.reduce(0.0) { total, size in total + (size.width + 20) * (size.height + 20) }
        #expect(max(packing.width, packing.height) < 1.4 * area.squareRoot(), "\(packing.width) × \(packing.height)")
    }

    /// A fan of one child wider than the limit and forty small ones is dealt into a few rows,
    /// not one row per child (a staircase as tall as the fan is long).
    @Test func aFanWithOneWideChildIsDealtIntoAFewRows() {
        let nodes =
            [FanWrapping.Node(key: "root", width: 100, cluster: nil, isHeader: false, keepsChildrenInOrder: false)]
            + [FanWrapping.Node(key: "wide", width: 2_300, cluster: nil, isHeader: false, keepsChildrenInOrder: false)]
            + (0..<40).map { FanWrapping.Node(key: "leaf\($0)", width: 150, cluster: nil, isHeader: false, keepsChildrenInOrder: false) }
        let edges = nodes.dropFirst().map { FanWrapping.Edge(from: "root", to: $0.key, ranked: true) }
        let rows = Set(FanWrapping.extraRanks(nodes: nodes, edges: edges).values).count + 1
        #expect(rows > 1 && rows < 20, "\(rows) rows")
    }

    /// Fans wrapped into rows: a child of a later row gets its edge lengthened by the
    /// ranks of the rows above it, in order (child `i` in row `i mod rows`).
    @Test func aWideFanIsDealtIntoRowsInOrder() {
        let nodes =
            [FanWrapping.Node(key: "root", width: 100, cluster: nil, isHeader: false, keepsChildrenInOrder: false)]
            + (0..<30).map { FanWrapping.Node(key: "leaf\($0)", width: 150, cluster: nil, isHeader: false, keepsChildrenInOrder: false) }
        let edges = (0..<30).map { FanWrapping.Edge(from: "root", to: "leaf\($0)", ranked: true) }
        let extra = FanWrapping.extraRanks(nodes: nodes, edges: edges)
        let rows = Set((0..<30).map { extra[$0] ?? 0 })
        #expect(rows.count > 1 && rows.contains(0))
        #expect((0..<30).allSatisfy { (extra[$0] ?? 0) == $0 % rows.count }, "child i in row i mod rows, one rank apart")
        // A tab bar's tabs are never dealt into rows.
        var tabBar = nodes
        tabBar[0].keepsChildrenInOrder = true
        #expect(FanWrapping.extraRanks(nodes: tabBar, edges: edges).isEmpty)
    }

    /// What the boxes of one container present lands on one row below it: thirty screens
    /// presented by ten boxes inside a container, three each, are dealt into rows as one
    /// fan (an imported app's root container presenting 47 screens from its boxes).
    @Test func whatAContainersBoxesPresentIsWrappedAsOneFan() {
        let boxes = (0..<10).map { FanWrapping.Node(key: "C/box\($0)", width: 150, cluster: "C", isHeader: false, keepsChildrenInOrder: false) }
        let nodes =
            [FanWrapping.Node(key: "C/C", width: 150, cluster: "C", isHeader: true, keepsChildrenInOrder: false)] + boxes
            + (0..<30).map { FanWrapping.Node(key: "screen\($0)", width: 150, cluster: nil, isHeader: false, keepsChildrenInOrder: false) }
        let edges =
            (0..<10).map { FanWrapping.Edge(from: "C/C", to: "C/box\($0)", ranked: true) }
            + (0..<30).map { FanWrapping.Edge(from: "C/box\($0 / 3)", to: "screen\($0)", ranked: true) }
        let extra = FanWrapping.extraRanks(nodes: nodes, edges: edges)
        let rows = Set((10..<40).map { extra[$0] ?? 0 })
        #expect(rows.count > 1, "one row of 30 screens, 5,000 points wide")
    }

    /// A map too large to fit whatever its rows keeps `dot`'s own layout.
    @Test func aMapTooLargeToFitIsLeftAsItIs() {
        let nodes = (0..<600).map { FanWrapping.Node(key: "n\($0)", width: 150, cluster: nil, isHeader: false, keepsChildrenInOrder: false) }
        let edges = (1..<600).map { FanWrapping.Edge(from: "n0", to: "n\($0)", ranked: true) }
        #expect(FanWrapping.extraRanks(nodes: nodes, edges: edges).isEmpty)
    }
}

extension Bounds {
    /// Whether the two boxes share more than a border.
    fileprivate func intersects(_ other: Bounds) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
