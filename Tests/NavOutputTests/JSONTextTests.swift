import Foundation
import Testing
@testable import NavOutput

@Suite("JSON text written without Foundation's value tree")
struct JSONTextTests {
    static func foundation<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    @Test func compactTextIsFoundationsSortedKeysText() throws {
        for flow in [try RenderedFixtures.article.get(), try RenderedFixtures.hostile.get()] {
            let manifest = Manifest(flow)
            #expect(try JSONText.encode(manifest, pretty: false) == Self.foundation(manifest))
        }
    }

    @Test func escapesQuotesBackslashesAndControlCharactersOnly() throws {
        let text = "a\"b\\c\n\t\u{1}/é✓"
        #expect(try JSONText.encode([text], pretty: false) == Self.foundation([text]))
        #expect(String(decoding: JSONText.quoted(text), as: UTF8.self) == #""a\"b\\c\n\t\u0001/é✓""#)
    }

    @Test func prettyTextParsesToTheSameValue() throws {
        let manifest = Manifest(try RenderedFixtures.hostile.get())
        let pretty = try JSONText.encode(manifest, pretty: true)
        #expect(try JSONDecoder().decode(Manifest.self, from: Data(pretty)) == manifest)
        let text = String(decoding: pretty, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \""))
        #expect(text.contains("\n    {\n      \""))
    }

    /// Long arrays stay nodes and are written straight into the file: the text is the same.
    @Test func longArraysNestedInObjectsGiveTheSameText() throws {
        struct Page: Codable, Equatable {
            var rows: [[Int]]
            var title: String
            var inner: [String: [String]]
        }
        let page = Page(
            rows: (0..<300).map { [$0, $0 * 2] }, title: "t",
            inner: ["b": (0..<100).map { "x\($0)" }, "a": ["short"]])
        #expect(try JSONText.encode(page, pretty: false) == Self.foundation(page))
        #expect(try JSONDecoder().decode(Page.self, from: Data(try JSONText.encode(page, pretty: true))) == page)
        let sink = ByteSink()
        try JSONText.write(page, pretty: false, to: sink)
        #expect(sink.bytes == (try Self.foundation(page)))
    }
}
