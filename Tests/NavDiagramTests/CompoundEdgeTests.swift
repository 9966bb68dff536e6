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
        let scene = FrameScene(hierarchy: try #require(flow("""
        root nav Main [A]
        A present nav Sheet [X] style: fullScreen
        """).frames.last).hierarchy)
        let modal = try #require(scene.edges.first { $0.kind == .modal })
        #expect(modal.tailCluster == "Main", "UIKit's presenter is the navigation controller around A")
        #expect(modal.headCluster == nil, "clipped at both borders, side by side, the edge would be a lone arrowhead")
        #expect(modal.to == "Sheet/Sheet")
    }

    @Test func anEdgeIntoAPresentedContainerEndsAtItsBorder() throws {
        let scene = FrameScene(hierarchy: try #require(flow("""
        root A
        A present nav Sheet [X] style: fullScreen
        """).frames.last).hierarchy)
        let modal = try #require(scene.edges.first { $0.kind == .modal })
        #expect(modal.tailCluster == nil && modal.headCluster == "Sheet")
    }
}
