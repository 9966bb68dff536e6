import Testing
@testable import NavDiagram

/// Edges clipped at cluster borders (`ltail`, `lhead`) only where Graphviz can clip
/// them and a line is left to see (issue 13).
@Suite("Compound edges")
struct CompoundEdgeTests {
    @Test func aNodeIsInsideTheClustersOfItsPathOnly() {
        #expect(FrameScene.isNode("Tabs/tab:Nav/Nav/A", inside: "Tabs"))
        #expect(FrameScene.isNode("Tabs/tab:Nav/Nav/A", inside: "Tabs/tab:Nav/Nav"))
        #expect(!FrameScene.isNode("Tabs2/A", inside: "Tabs"), "a cluster whose name starts the same is another cluster")
        #expect(!FrameScene.isNode("Tabs", inside: "Tabs"))
    }

    @Test func anEdgeLeavingAContainerBorderPointsAtThePresentedContainersNode() throws {
        let scene = FrameScene(
            hierarchy: try #require(
                flow(
                    """
                    root nav Main [A]
                    A present nav Sheet [X] style: fullScreen
                    """
                ).frames.last
            ).hierarchy)
        let modal = try #require(scene.edges.first { $0.kind == .modal })
        #expect(modal.tailCluster == "Main", "UIKit's presenter is the navigation controller around A")
        #expect(modal.headCluster == nil, "clipped at both borders, side by side, the edge would be a lone arrowhead")
        #expect(modal.to == "Sheet/Sheet")
    }

    @Test func anEdgeIntoAPresentedContainerEndsAtItsBorder() throws {
        let scene = FrameScene(
            hierarchy: try #require(
                flow(
                    """
                    root A
                    A present nav Sheet [X] style: fullScreen
                    """
                ).frames.last
            ).hierarchy)
        let modal = try #require(scene.edges.first { $0.kind == .modal })
        #expect(modal.tailCluster == nil && modal.headCluster == "Sheet")
    }
}

@Suite("Diff map links")
struct DiffMapLinkTests {
    @Test func aChangedLinkRunsFromNodeToNodeWithItsOldAndNewStyle() throws {
        let old = flow("root tabs T [nav Main [A, B], C]\nB present nav Sheet [X] style: fullScreen\n")
        let new = flow("root tabs T [nav Main [A, B], C]\nB present nav Sheet [X] style: formSheet\n")
        let dot = DiffDiagram(old: old, new: new, oldName: "old", newName: "new").dot()
        let changed = try #require(dot.split(separator: "\n").first { $0.contains("fullScreen → formSheet") })
        #expect(!changed.contains("ltail") && !changed.contains("lhead"), "clipped at borders side by side, no line is left: \(changed)")
        #expect(changed.contains("\"T/tab:Main/Main/B\" -> \"Sheet/Sheet\""))
    }
}

@Suite("Tail clearance")
struct TailClearanceTests {
    @Test func anEdgeLeavingAContainerSpansTheRanksBelowItsCaller() {
        // In N, A → B → C: an edge from A that leaves N's border must span 3 ranks to clear C.
        let edges: [(from: String, to: String, tailCluster: String?, labelled: Bool)] = [
            ("N/N", "N/A", nil, false), ("N/A", "N/B", nil, false), ("N/B", "N/C", nil, false), ("N/A", "M", "N", false), ("N/C", "P", "N", false),
        ]
        let lengths = TailClearance.minimumLengths(edges, outOfRanking: [])
        #expect(lengths == [3: 3], "from C, the bottom of N, one rank is enough: \(lengths)")
    }

    /// A modal's label needs room beside the drawn part of its arrow, under the container.
    @Test func aLabelledEdgeLeavingAContainerSpansOneRankMore() {
        let edges: [(from: String, to: String, tailCluster: String?, labelled: Bool)] = [
            ("N/A", "N/B", nil, false), ("N/A", "M", "N", true), ("N/B", "P", "N", true),
        ]
        #expect(TailClearance.minimumLengths(edges, outOfRanking: []) == [1: 3, 2: 2])
        // An external label (a large map's) has no rank of its own in ranks `dot` does not double.
        #expect(TailClearance.minimumLengths(edges, outOfRanking: [], labelRanks: 2) == [1: 4, 2: 3])
    }

    @Test func edgesOutOfRankingDoNotCount() {
        let edges: [(from: String, to: String, tailCluster: String?, labelled: Bool)] = [("N/A", "N/B", nil, false), ("N/A", "M", "N", false)]
        #expect(TailClearance.minimumLengths(edges, outOfRanking: [0]).isEmpty)
    }

    @Test func theArticlesModalFromInsideTheStackClearsTheStack() {
        let dot = Diagram(
            flow: flow(
                """
                root nav Main [A, B, C]
                B present X style: fullScreen
                """)
        ).layoutDOT()
        let modal = dot.split(separator: "\n").first { $0.contains("edge-modal") }
        // Two ranks to clear C, one more for the label beside the drawn arrow.
        #expect(modal?.contains("ltail=\"cluster_Main\"") == true && modal?.contains("minlen=\"3\"") == true, "\(modal ?? "")")
    }

    @Test func theLayoutWithoutClearanceIsTheSameMapWithoutLengthenedEdges() {
        let diagram = Diagram(flow: flow("root nav Main [A, B, C]\nB present X style: fullScreen\n"))
        #expect(diagram.clearsContainers)
        let plain = diagram.layoutDOT(clearingContainers: false)
        #expect(!plain.contains("minlen"))
        #expect(plain == diagram.layoutDOT().replacingOccurrences(of: ", minlen=\"3\"", with: ""))
    }
}
