import Foundation
import FoundationXML
import Testing
@testable import Graphviz

private let sample = """
digraph "t" {
  "Main/VCN1" [label="VCN1"];
  "Main/VCN2" [label="VCN2"];
  "Main/VCN1" -> "Main/VCN2" [id="e1"];
}
"""

@Suite("libgvc binding")
struct GraphvizRendererTests {
    @Test func rendersWellFormedSVGWithTheNodeTitles() throws {
        let svg = try GraphvizRenderer.shared.render(dot: sample, format: "svg")
        let document = try XMLDocument(data: Data(svg))
        let titles = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(titles == ["Main/VCN1", "Main/VCN2"])
    }

    @Test func rendersPNGWithTheSignatureAndTheSVGsSize() throws {
        let png = try GraphvizRenderer.shared.render(dot: sample, format: "png")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // The SVG is sized in points; cairo renders at 96 dpi, 4/3 pixels per point.
        let svg = String(decoding: try GraphvizRenderer.shared.render(dot: sample, format: "svg"), as: UTF8.self)
        let points = try #require(svg.firstMatch(of: /width="(\d+)pt" height="(\d+)pt"/))
        #expect(abs(width - Int(Double(points.1)! * 4 / 3)) <= 1)
        #expect(abs(height - Int(Double(points.2)! * 4 / 3)) <= 1)
    }

    @Test func layoutReturnsTheGeometryOfNodesNamedEdgesAndClusters() throws {
        let layout = try GraphvizRenderer.shared.layout(dot: "digraph g { subgraph cluster_a { x -> y [id=\"e1\"]; } }")
        #expect(layout.nodes["x"]?["pos"] != nil)
        #expect(layout.nodes["y"]?["width"] != nil)
        #expect(layout.edges["e1"]?["pos"]?.hasPrefix("e,") == true)
        #expect(layout.subgraphs["cluster_a"]?["bb"] != nil)
        #expect(layout.graph["bb"] != nil)
    }

    @Test func invalidDOTIsAClearErrorWithGraphvizsMessage() throws {
        #expect {
            try GraphvizRenderer.shared.render(dot: "digraph { a -> }", format: "svg")
        } throws: { error in
            guard case GraphvizError.invalidDOT(let message) = error else { return false }
            return message.contains("syntax error")
        }
    }

    @Test func aMissingFormatPluginIsAClearError() throws {
        #expect {
            try GraphvizRenderer.shared.render(dot: sample, format: "no-such-format")
        } throws: { error in
            guard case GraphvizError.renderFailed(let format, _) = error else { return false }
            return format == "no-such-format"
        }
    }

    @Test func anUnknownLayoutEngineIsAClearError() throws {
        #expect(throws: GraphvizError.self) {
            try GraphvizRenderer.shared.render(dot: sample, engine: "no-such-engine", format: "svg")
        }
    }

    @Test func anErrorDoesNotPoisonLaterJobs() throws {
        _ = try? GraphvizRenderer.shared.render(dot: "digraph { a -> }", format: "svg")
        let svg = try GraphvizRenderer.shared.render(dot: sample, format: "svg")
        #expect(String(decoding: svg, as: UTF8.self).contains("VCN2"))
    }

    @Test func renderingIsDeterministicAndSafeFromManyThreads() async throws {
        let expected = try GraphvizRenderer.shared.render(dot: sample, format: "svg")
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<16 {
                group.addTask { try GraphvizRenderer.shared.render(dot: sample, format: "svg") }
            }
            for try await svg in group { #expect(svg == expected) }
        }
    }

    /// Graphviz 2.4x's `dot` reallocates a rank's node list for each label of a flat
    /// edge and leaves a stale pointer that `gvFreeLayout` then frees a second time
    /// (the shim's `navviz_repair_rank_lists`). This graph, cut down from the bench's
    /// flow (b), aborts the process with "double free detected" without the repair.
    @Test func aLayoutWithLabelledFlatEdgesIsFreedAndRepeatable() throws {
        let dot = """
        digraph "navviz" {
          subgraph "cluster_Main" {
            subgraph "cluster_Main/tab:Nav0" {
              subgraph "cluster_Main/tab:Nav0/Nav0" {
              }
            }
            subgraph "cluster_Main/tab:Nav1" {
              subgraph "cluster_Main/tab:Nav1/Nav1" {
              }
            }
            subgraph "cluster_Main/tab:Nav2" {
              subgraph "cluster_Main/tab:Nav2/Nav2" {
              }
            }
            subgraph "cluster_Main/tab:Nav3" {
              subgraph "cluster_Main/tab:Nav3/Nav3" {
              }
            }
          }
          subgraph "cluster_MNav0" {
          }
          subgraph "cluster_MNav1" {
          }
          subgraph "cluster_MNav2" {
          }
          subgraph "cluster_MNav3" {
          }
          subgraph "cluster_MNav4" {
            "MNav4/MNav4" [id="n37", height="0.59722", fixedsize="true"];
            "MNav4/M4V3" [id="n47", height="0.59722", fixedsize="true"];
            "MNav4/M4V4" [id="n48", height="0.59722", fixedsize="true"];
          }
          "MNav2/MNav2" -> "MNav2/M2V0" [id="e19"];
          "Main/tab:Nav3/Nav3/T3V5" -> "Main/tab:Nav3/Nav3/T3V6" [id="e34"];
          "Main/tab:Nav3/Nav3/T3V6" -> "Main/tab:Nav3/Nav3/T3V7" [id="e35"];
          "MNav4/M4V3" -> "MNav4/M4V4" [id="e52"];
          "MNav4/M4V4" -> "MNav4/M4V5" [id="e53"];
          "MNav2/M2V0" -> "MNav4/MNav4" [label="fullScreen M2V0", id="e55"];
          "MNav4/M4V5" -> "MNav1/MNav1" [label="fullScreen M4V5", id="e61"];
          "MNav0/M0V2" -> "MNav0/M0V3" [id="e64"];
          "MNav1/M1V3" -> "MNav2/MNav2" [label="fullScreen M1V3", id="e69"];
          "MNav1/M1V3" -> "MNav1/M1V4" [id="e70"];
          "MNav1/M1V4" -> "MNav1/M1V5" [id="e71"];
          "MNav1/M1V4" -> "MNav2/MNav2" [label="fullScreen M1V4", id="e72"];
          "MNav4/M4V4" -> "MNav2/MNav2" [label="fullScreen M4V4", id="e73"];
          "Main/tab:Nav1/Nav1/T1V1" -> "Main/tab:Nav1/Nav1/T1V2" [id="e76"];
          "Main/tab:Nav1/Nav1/T1V2" -> "Main/tab:Nav1/Nav1/T1V3" [id="e77"];
          "Main/tab:Nav2/Nav2/T2V1" -> "MNav2/MNav2" [label="fullScreen T2V1", id="e80"];
          "MNav1/M1V3" -> "MNav4/MNav4" [label="fullScreen M1V3", id="e83"];
        }
        """
        let first = try GraphvizRenderer.shared.layout(dot: dot)
        #expect(first.edges.count == 17)
        for _ in 0..<3 {
            #expect(try GraphvizRenderer.shared.layout(dot: dot).edges == first.edges)
        }
    }
}

@Suite("Reading a layout made elsewhere")
struct LaidOutDOTTests {
    @Test func readingLaidOutDOTGivesTheLayoutItself() throws {
        let dot = "digraph g { subgraph cluster_a { a; b; } a -> b [id=\"e1\", label=\"x\"]; b -> c [id=\"e2\"]; }"
        let renderer = GraphvizRenderer.shared
        let laidOut = String(decoding: try renderer.render(dot: dot, format: "dot"), as: UTF8.self)
        let read = try renderer.readLayout(laidOutDOT: laidOut)
        #expect(read == (try renderer.layout(dot: dot)))
        #expect(read.edges["e1"]?["pos"] != nil && read.subgraphs["cluster_a"]?["bb"] != nil)
    }

    @Test func unreadableLaidOutDOTIsAnError() {
        #expect(throws: GraphvizError.self) { try GraphvizRenderer.shared.readLayout(laidOutDOT: "digraph {") }
    }
}
