import Testing
@testable import NavDiagram

/// A flow's map has cycles that Graphviz's `dot` ranking fails on (issue 13); the edge
/// that closes one is left out of ranking, at the level of nesting where it runs.
@Suite("Rank cycles")
struct RankCyclesTests {
    private func closing(_ edges: [(String, String)], clusters: [String: String] = [:], parents: [String: String] = [:]) -> Set<Int> {
        RankCycles.edgesClosingCycles(edges.map { (from: $0.0, to: $0.1) }, clusterOf: { clusters[$0] }, parentOf: { parents[$0] })
    }

    @Test func theEdgeThatClosesACycleIsTheOneLeftOut() {
        #expect(closing([("a", "b"), ("b", "c"), ("c", "a")]) == [2])
        #expect(closing([("a", "b"), ("b", "a"), ("a", "b")]) == [1])
        #expect(closing([("a", "b"), ("b", "c"), ("a", "c")]).isEmpty, "a diamond is no cycle")
    }

    @Test func edgesBetweenClustersFormCyclesOfTheirClusters() {
        // x sits in C; y outside. x → y and then y → z (also in C) is a cycle of C and y.
        let clusters = ["x": "C", "z": "C"]
        #expect(closing([("x", "y"), ("y", "z")], clusters: clusters) == [1])
        // Inside C, x → z is its own level: no cycle with the edges outside.
        #expect(closing([("x", "y"), ("x", "z"), ("z", "x")], clusters: clusters) == [2])
    }

    @Test func nestedClustersAreUnitsOfTheirParent() {
        // C holds D; d in D, c in C. c → d and d → c cycle at C's level (c and D).
        let clusters = ["c": "C", "d": "D", "e": "D"]
        let parents = ["D": "C"]
        #expect(closing([("c", "d"), ("e", "c")], clusters: clusters, parents: parents) == [1])
        #expect(closing([("c", "d"), ("d", "e"), ("e", "d")], clusters: clusters, parents: parents) == [2])
    }

    @Test func aVCThatPresentsItsEarlierPresenterIsDrawnButNotRanked() {
        let diagram = Diagram(
            flow: flow(
                """
                root A
                A present B style: fullScreen
                B dismiss
                root B
                B present A style: fullScreen
                """))
        let dot = diagram.layoutDOT()
        let unranked = dot.split(separator: "\n").filter { $0.contains("constraint=\"false\"") }
        #expect(unranked.count == 1)
        #expect(unranked.first?.hasPrefix("  \"B\" -> \"A\"") == true, "\(unranked)")
        #expect(dot.contains("\"A\" -> \"B\" ["), "the first link keeps its rank")
    }
}
