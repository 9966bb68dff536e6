import Foundation
import FoundationXML
import NavLayout
import Testing
@testable import NavDiagram
@testable import NavOutput

@Suite("index.html flipbook")
struct FlipbookHTMLTests {
    /// The page's embedded JSON, decoded.
    private func pageData(_ html: String) throws -> [String: Any] {
        let match = try #require(html.firstMatch(of: /<script type="application\/json" id="navviz-data">(.*?)<\/script>/))
        return try #require(try JSONSerialization.jsonObject(with: Data(match.1.utf8)) as? [String: Any])
    }

    /// The variants' SVG document the page's template holds, gzipped in base64, unpacked
    /// as the page's `DecompressionStream` does.
    static func variants(_ html: String) throws -> String {
        let template = try #require(html.firstMatch(of: /<template id="navviz-variants">(.*?)<\/template>/.dotMatchesNewlines()))
        let packed = try #require(Data(base64Encoded: String(template.1).trimmingCharacters(in: .whitespacesAndNewlines)))
        return try #require(TextCompression.gunzip(Array(packed)))
    }

    /// The variants are gzipped, and unpack to an SVG document of one group per variant,
    /// which the page parses as XML.
    @Test func theVariantsAreAGzippedSVGDocument() throws {
        let html = try RenderedFixtures.text("index.html", of: try RenderedFixtures.article.get())
        let document = try Self.variants(html)
        #expect(document.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g>\n"))
        _ = try XMLDocument(data: Data(document.utf8))
        #expect(!document.contains("<title>") && !document.contains("font-family"), "compacted (FlipbookMarkup)")
        let template = try #require(html.firstMatch(of: /<template id="navviz-variants">(.*?)<\/template>/.dotMatchesNewlines()))
        #expect(template.1.utf8.count * 3 < document.utf8.count, "a third of the variants' size, base64 included")
    }

    /// A box that presents an alert has a tooltip, which Graphviz writes as `xlink:title`:
    /// the variants' document declares the namespace, or the browser's XML parser (which
    /// the page's `DOMParser` is) refuses the whole document and the flipbook is blank.
    @Test func theVariantsOfABoxWithATooltipParseWithNamespaces() throws {
        let flow = try RenderedFixtures.render("root nav Main [Home]\nHome present alert Confirm\nConfirm dismiss\n", path: "alert.nav")
        let document = try Self.variants(try RenderedFixtures.text("index.html", of: flow))
        #expect(document.contains("xlink:title="), "the presenter's tooltip")
        // libxml2 only warns of an undeclared prefix, where a browser refuses the document.
        let prefixes = PrefixCheck()
        let parser = XMLParser(data: Data(document.utf8))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.delegate = prefixes
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(prefixes.used.contains("xlink") && prefixes.used.isSubset(of: prefixes.declared), "\(prefixes.used) \(prefixes.declared)")
    }

    /// The namespace prefixes a document's attributes use, and those it declares.
    private final class PrefixCheck: NSObject, XMLParserDelegate {
        var declared: Set<String> = ["xml"]
        var used: Set<String> = []

        func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
            declared.insert(prefix)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            for name in attributes.keys where name.contains(":") { used.insert(String(name.prefix { $0 != ":" })) }
        }
    }

    @Test func embedsOneTemplateOfVariantsAndPerStepChangesThatIndexIntoIt() throws {
        let flow = try RenderedFixtures.article.get()
        let html = try RenderedFixtures.text("index.html", of: flow)
        let data = try pageData(html)
        let manifest = try #require(data["manifest"] as? [String: Any])
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        #expect(frames.count == 15)
        #expect(frames[3]["caption"] as? String == flow.flow.frames[3].caption)

        let variantCount = try Self.variants(html).matches(of: /\n<g>\n/).count
        let slots = try #require(data["slots"] as? Int)
        let changes = try #require(data["changes"] as? [[Int]])
        #expect(changes.count == 15)
        #expect(variantCount > slots / 2)
        for change in changes {
            #expect(change.count % 2 == 0)
            for pair in stride(from: 0, to: change.count, by: 2) {
                #expect((0..<slots).contains(change[pair]))
                #expect((0...variantCount).contains(change[pair + 1]))
            }
        }
        // Steps change only a part of the drawing.
        #expect(changes.dropFirst().reduce(0) { $0 + $1.count / 2 } < slots * 14 / 2)
    }

    /// Each further step costs its caption, facts and changed slots, never a drawing:
    /// at under 1 KB a step, a 1,000-step flipbook stays far below 2 MB.
    @Test func growsByLessThanAKilobytePerStep() throws {
        let cycle = "Home push Detail\nDetail present Sheet\nSheet dismiss\nDetail pop\n"
        let size = { (cycles: Int) in
            let flow = try RenderedFixtures.render("root nav Main [Home]\n" + String(repeating: cycle, count: cycles), formats: [.html])
            return try RenderedFixtures.file("index.html", of: flow).count
        }
        let short = try size(5), long = try size(15)
        #expect((long - short) / 40 < 1024)
    }

    @Test func isSelfContained() throws {
        let html = try RenderedFixtures.text("index.html", of: try RenderedFixtures.article.get())
        let addresses = html.matches(of: /https?:\/\/[^"\s]*/).map { String($0.0) }
        #expect(Set(addresses).isSubset(of: ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"]))
        #expect(!html.contains("<link"))
        #expect(!html.contains(" src="))
        #expect(html.matches(of: /<script/).count == 2)
    }

    /// The play button starts with `playPath`; flipbook.js shows the pause icon while
    /// playing and must put the same play icon back.
    @Test func theScriptPutsBackThePlayIconTheButtonStartsWith() throws {
        let html = try RenderedFixtures.text("index.html", of: try RenderedFixtures.article.get())
        #expect(
            html.contains(
                "<span id=\"play-icon\"><svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"\(FlipbookPage.playPath)\"/>"))
        #expect(WebAssets.flipbookJS.contains("playing ? \"M6 4h4v16H6zM14 4h4v16h-4z\" : \"\(FlipbookPage.playPath)\""))
    }

    @Test func escapesEveryStringFromTheNavFile() throws {
        let flow = try RenderedFixtures.hostile.get()
        let html = try RenderedFixtures.text("index.html", of: flow)
        #expect(html.matches(of: /<script/).count == 2)
        #expect(html.matches(of: /<\/script>/).count == 2)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("</title><script>"))
        #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; · navviz</title>"))
        let frames = try #require((try pageData(html)["manifest"] as? [String: Any])?["frames"] as? [[String: Any]])
        #expect(frames[1]["caption"] as? String == RenderedFixtures.hostileCaption)
    }

    @Test func scriptJSONEscapesWhatCouldEndOrConfuseTheScriptElement() throws {
        let sink = ByteSink()
        try JSONText.write(["a": "</script><!--&\u{2028}\u{2029}é"], pretty: false, forScript: true, to: sink)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == #"{"a":"\u003c/script\u003e\u003c!--\u0026\u2028\u2029é"}"#)
    }

    @Test func cropsTheCaptionBoxOffTheDrawing() throws {
        let flow = try RenderedFixtures.article.get()
        let layers = try #require(flow.layers)
        let cropped = FlipbookHTMLWriter.drawingCanvas(layers.canvas, geometry: flow.stableDrawing.geometry)
        let viewBox = { (canvas: FrameLayers.Canvas) in canvas.viewBox.split(separator: " ").compactMap { Double($0) } }
        // The caption is at the top: the view starts below it and ends where the canvas does.
        #expect(viewBox(cropped)[1] > 100)
        #expect(viewBox(cropped)[1] + viewBox(cropped)[3] == viewBox(layers.canvas)[3])
        #expect(viewBox(cropped)[3] < viewBox(layers.canvas)[3] - 100)
        #expect(cropped.width == layers.canvas.width)
        #expect(cropped.transform == layers.canvas.transform)
    }

    /// A map laid out in parts has boxes beside its caption: the page keeps them (its drawing
    /// starts at the highest box, not below the caption), and every step's focus, which the
    /// camera flies to, lies in what the page draws.
    @Test func boxesBesideTheCaptionStayAndEveryFocusIsInThePage() throws {
        // Sixty screens no tour reaches, each an entry: packed in rows beside the hierarchy and its caption.
        let entries = (0..<60).map { "entry Screen\($0)\nScreen\($0) dismiss\n" }.joined()
        let flow = try RenderedFixtures.render("root nav Main [Home]\n" + entries, path: "entries.nav", formats: [.html, .manifest])
        let layers = try #require(flow.layers)
        let geometry = flow.stableDrawing.geometry
        let numbers = { (text: String) in text.split(separator: " ").compactMap { Double($0) } }
        let translateY = try #require(layers.canvas.transform.firstMatch(of: /translate\([-\d.]+ ([-\d.]+)\)/).flatMap { Double($0.1) })
        let scale = try #require(layers.canvas.transform.firstMatch(of: /scale\(([-\d.]+)/).flatMap { Double($0.1) })
        let labelY = try #require(geometry.graph["lp"].flatMap { $0.split(separator: ",").last }.flatMap { Double($0) })
        let labelHeight = try #require(geometry.graph["lheight"].flatMap(Double.init))
        let drawingTop = try #require(geometry.drawingTop)
        try #require(drawingTop > labelY - labelHeight * 72 / 2, "boxes reach above the caption's bottom")
        let cropped = numbers(FlipbookHTMLWriter.drawingCanvas(layers.canvas, geometry: geometry).viewBox)
        #expect(cropped[1] <= scale * (translateY - drawingTop), "the highest box is on the page")
        let html = try RenderedFixtures.text("index.html", of: flow)
        let focus = try #require(try pageData(html)["focus"] as? [[Double]])
        #expect(focus.count > 100)
        for (frame, box) in focus.enumerated() where box.count >= 4 {
            #expect(box[1] >= cropped[1] - 0.1 && box[1] + box[3] <= cropped[1] + cropped[3] + 0.1, "frame \(frame): \(box)")
        }
    }
}
