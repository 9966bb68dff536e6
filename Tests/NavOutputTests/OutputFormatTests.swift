import Testing
@testable import NavOutput

@Suite("--format lists")
struct OutputFormatTests {
    @Test func parsesSortsAndCompletesLists() throws {
        #expect(try OutputFormat.parseList(" html, SVG ,html") == [.frames(.svg), .html])
        #expect(try OutputFormat.parseList("md") == [.frames(.png), .md])
        #expect(try OutputFormat.parseList("dot") == [.frames(.dot)])
        #expect(throws: UnknownOutputFormat.self) { try OutputFormat.parseList("svg,gif") }
        #expect(throws: UnknownOutputFormat.self) { try OutputFormat.parseList(" , ") }
    }

    @Test func theTableSaysWhatEachFormatWritesAndNeeds() {
        #expect(OutputFormat.allCases.compactMap(\.frameFileExtension) == ["svg", "png", "dot"])
        #expect(OutputFormat.frameFileVerb("steps/01-open.png")?.verb == "rendering")
        #expect(OutputFormat.frameFileVerb("steps/01-open.svg")?.verb == "writing")
        #expect(OutputFormat.frameFileVerb("index.html") == nil && OutputFormat.frameFileVerb("map.png") == nil)
        #expect(OutputFormat.needLayers([.frames(.svg)], layout: .stable) && !OutputFormat.needLayers([.frames(.svg)], layout: .perFrame))
        #expect(OutputFormat.needLayers([.html], layout: .perFrame) && !OutputFormat.needLayers([.frames(.png), .md], layout: .stable))
        #expect(OutputFormat.drawMap([.frames(.dot)]) && !OutputFormat.drawMap([.html, .manifest]))
    }

    @Test func dotWritesTheDOTOfEveryFrameAndTheMapOnly() throws {
        let flow = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.frames(.dot)])
        let files = try flow.outputFiles()
        #expect(files.count == 16)
        #expect(files.allSatisfy { $0.path.hasSuffix(".dot") })
        #expect(files.last?.path == "map.dot")
        #expect(String(decoding: try files[0].bytes, as: UTF8.self).hasPrefix("digraph"))
    }

    /// What a render writes is known before anything is drawn, for the output folder to be
    /// made ready meanwhile (`OutputFolder.prepare`).
    @Test(arguments: [OutputFormat.defaults, [.frames(.svg)], [.frames(.dot), .html], [.animated, .manifest]])
    func theOutputPathsAreKnownBeforeAnythingIsDrawn(formats: [OutputFormat]) throws {
        let flow = try RenderedFixtures.render(RenderedFixtures.articleText, formats: formats)
        #expect(try flow.outputFiles().map(\.path) == RenderedFlow.outputPaths(of: flow.flow, formats: flow.formats))
    }

    @Test func renderingIsByteIdenticalTwice() throws {
        let first = try RenderedFixtures.article.get().outputFiles()
        let second = try RenderedFixtures.render(RenderedFixtures.articleText, path: "examples/article.nav").outputFiles()
        #expect(first.map(\.path) == second.map(\.path))
        for (a, b) in zip(first, second) {
            #expect(try a.bytes == b.bytes, "\(a.path)")
        }
    }
}
