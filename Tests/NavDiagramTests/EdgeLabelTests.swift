import Testing
@testable import NavDiagram

/// A modal's label sits beside the part of its arrow that is drawn (issue 22: labels
/// floated in the presenter's container, away from the short arrow leaving its border).
@Suite("Edge labels on their arrows")
struct EdgeLabelTests {
    /// A container N (its border at y = 300) presents M below; `dot` put the label of the
    /// arrow, which is drawn from N's border down to M, inside N, 80 points above it.
    private let floating = Geometry(
        graph: ["bb": "0,0,400,500"],
        nodes: ["N/A": ["pos": "100,400", "width": "1.2", "height": "0.6"], "M": ["pos": "100,150", "width": "1.2", "height": "0.6"]],
        edges: [
            "e1": ["pos": "e,100,172 100,300 100,260 100,220 100,180", "lp": "130,380", "lwidth": "1.1", "lheight": "0.35", "ltail": "cluster_N"]
        ],
        clusters: ["cluster_N": ["bb": "20,300,380,480"]])

    @Test func aLabelFloatingInTheTailContainerMovesBesideTheDrawnArrow() throws {
        let placed = floating.placingEdgeLabelsOnTheirArrows()
        let position = Geometry.numbers(placed.edges["e1"]?["lp"])
        try #require(position.count == 2)
        let (halfWidth, halfHeight) = (1.1 * 36, 0.35 * 36)
        let box = Bounds(minX: position[0] - halfWidth, minY: position[1] - halfHeight, maxX: position[0] + halfWidth, maxY: position[1] + halfHeight)
        #expect(box.maxY < 300, "below the container's border, outside it")
        let path = Geometry.drawnPath(placed.edges["e1"]?["pos"])
        let distance = Geometry.distance(from: box, to: path)
        #expect(distance >= 1 && distance <= 12, "beside the arrow, not on it: \(distance)")
        #expect(!box.overlaps(try #require(placed.bounds(ofNode: "M")), by: 0))
    }

    @Test func aLabelAlreadyBesideItsArrowStaysAndTheRestOfTheGeometryIsUntouched() {
        let besides = floating.setting("lp", of: "e1", to: "150,236")
        let placed = besides.placingEdgeLabelsOnTheirArrows()
        #expect(placed == besides)
        let noLabel = floating.setting("lwidth", of: "e1", to: nil)
        #expect(noLabel.placingEdgeLabelsOnTheirArrows() == noLabel)
    }

    /// An external label (`xlp`, where `dot` put a large map's label) is placed the same way,
    /// and becomes a label proper for the drawings: at `lp`, no `xlp` left.
    @Test func anExternalLabelIsPlacedLikeALabelProperAndDrawnAsOne() throws {
        let floatingOutside = floating.setting("xlp", of: "e1", to: floating.edges["e1"]?["lp"]).setting("lp", of: "e1", to: nil)
        let placed = floatingOutside.placingEdgeLabelsOnTheirArrows()
        #expect(placed.edges["e1"]?["xlp"] == nil)
        #expect(placed == floating.placingEdgeLabelsOnTheirArrows())
        let besides = floatingOutside.setting("xlp", of: "e1", to: "150,236")
        #expect(besides.placingEdgeLabelsOnTheirArrows().edges["e1"]?["lp"] == "150,236")
        #expect(besides.placingEdgeLabelsOnTheirArrows().edges["e1"]?["xlp"] == nil)
    }

    /// The box of the label `placed` gives edge `id` (its `lp`, `lwidth`, `lheight`).
    private func labelBox(_ id: String, in placed: Geometry) throws -> Bounds {
        let position = Geometry.numbers(placed.edges[id]?["lp"])
        try #require(position.count == 2)
        let (width, height) = (Double(placed.edges[id]?["lwidth"] ?? "") ?? 0, Double(placed.edges[id]?["lheight"] ?? "") ?? 0)
        return Bounds(
            minX: position[0] - width * 36, minY: position[1] - height * 36, maxX: position[0] + width * 36, maxY: position[1] + height * 36)
    }

    /// A slanting arrow cuts a corner off a box set beside it to its right or left, or above
    /// or below it: its label is set off it at right angles instead.
    @Test func aSlantingArrowsLabelIsBesideItNotOnIt() throws {
        let slanting = Geometry(
            graph: ["bb": "0,0,300,300"], nodes: [:],
            edges: ["e1": ["pos": "e,200,0 0,200 60,140 140,60 200,0", "lp": "100,100", "lwidth": "1.1", "lheight": "0.3"]], clusters: [:])
        let placed = slanting.placingEdgeLabelsOnTheirArrows()
        let (box, path) = (try labelBox("e1", in: placed), Geometry.drawnPath(placed.edges["e1"]?["pos"]))
        let distance = Geometry.distance(from: box, to: path)
        #expect(distance >= 1 && distance <= 12 && !Geometry.path(path, runsThrough: box), "\(box) is \(distance) points from \(path)")
    }

    /// Of two spots beside its arrow, a label takes the one no other arrow runs through.
    @Test func aLabelKeepsOffTheOtherArrows() throws {
        let parallel = Geometry(
            graph: ["bb": "0,0,300,300"], nodes: [:],
            edges: [
                "e1": ["pos": "e,100,0 100,300 100,200 100,100 100,10", "lp": "100,150", "lwidth": "1.1", "lheight": "0.3"],
                "e2": ["pos": "e,160,0 160,300 160,200 160,100 160,10"],
            ], clusters: [:])
        let box = try labelBox("e1", in: parallel.placingEdgeLabelsOnTheirArrows())
        #expect(box.maxX < 100, "left of its arrow, where e2 does not run: \(box)")
        #expect(!Geometry.path(Geometry.drawnPath("e,160,0 160,300 160,200 160,100 160,10"), runsThrough: box))
    }

    /// A label is in the containers its arrow runs through beside it, and no other: next to
    /// an arrow that passes a container, it is not set inside the container.
    @Test func aLabelStaysOutOfAContainerItsArrowOnlyPasses() throws {
        let passing = Geometry(
            graph: ["bb": "0,0,300,300"], nodes: [:],
            edges: ["e1": ["pos": "e,160,0 160,300 160,200 160,100 160,10", "lp": "109,150", "lwidth": "1.1", "lheight": "0.3"]],
            clusters: ["cluster_K": ["bb": "0,0,150,300"]])
        let box = try labelBox("e1", in: passing.placingEdgeLabelsOnTheirArrows())
        #expect(box.minX > 150, "outside K, which the arrow only passes: \(box)")
    }

    /// A large map's layout takes edge labels as external labels (`dot` is fast with those), a
    /// small map's as labels proper (`dot` makes room for each); drawings draw labels proper.
    @Test func onlyALargeMapsLayoutTakesExternalLabels() {
        func diagram(stack count: Int) -> Diagram {
            let stack = (0..<count).map { "V\($0)" }.joined(separator: ", ")
            return Diagram(flow: flow("root nav Main [\(stack)]\nV\(count - 1) present Sheet style: fullScreen\n"))
        }
        // The window, the navigation controller and the sheet are boxes too.
        let (largest, large) = (diagram(stack: Diagram.largestMapWithLabelNodes - 3), diagram(stack: Diagram.largestMapWithLabelNodes - 2))
        #expect(largest.map.nodes.count == Diagram.largestMapWithLabelNodes && !largest.hasExternalEdgeLabels)
        #expect(large.hasExternalEdgeLabels)
        #expect(largest.layoutDOT().contains(" label=<fullScreen") && !largest.layoutDOT().contains("xlabel"))
        #expect(!largest.layoutDOT().contains("forcelabels"))
        let layout = large.layoutDOT()
        #expect(layout.contains(" xlabel=<fullScreen") && !layout.contains(" label=<fullScreen"))
        #expect(layout.contains("forcelabels=\"true\""), "dot places every external label, even on something")
        #expect(large.layoutDOT(clearingContainers: false).contains(" xlabel=<fullScreen"))
        #expect(large.mapDOT(geometry: nil).contains(" label=<fullScreen") && !large.mapDOT(geometry: nil).contains("xlabel"))
    }

    @Test func sampledPathsFollowTheSplineToItsArrowhead() {
        let path = Geometry.drawnPath("e,10,0 10,100 10,70 10,40 10,10")
        #expect(path.first! == (10, 100) && path.last! == (10, 0))
        #expect(path.allSatisfy { $0.x == 10 } && path.count == 10)
    }
}

extension Geometry {
    /// This geometry with edge `id`'s `attribute` set to `value` (nil: removed).
    func setting(_ attribute: String, of id: String, to value: String?) -> Geometry {
        var edges = self.edges
        edges[id]?[attribute] = value
        return Geometry(graph: graph, nodes: nodes, edges: edges, clusters: clusters)
    }
}
