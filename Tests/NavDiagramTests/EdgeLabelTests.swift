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
        var besides = floating
        besides.edges["e1"]?["lp"] = "150,236"
        let placed = besides.placingEdgeLabelsOnTheirArrows()
        #expect(placed == besides)
        var noLabel = floating
        noLabel.edges["e1"]?["lwidth"] = nil
        #expect(noLabel.placingEdgeLabelsOnTheirArrows() == noLabel)
    }

    @Test func sampledPathsFollowTheSplineToItsArrowhead() {
        let path = Geometry.drawnPath("e,10,0 10,100 10,70 10,40 10,10")
        #expect(path.first! == (10, 100) && path.last! == (10, 0))
        #expect(path.allSatisfy { $0.x == 10 } && path.count == 10)
    }
}
