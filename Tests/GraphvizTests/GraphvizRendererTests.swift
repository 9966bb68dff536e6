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
}
