/// One Graphviz SVG taken apart: everything up to the top-level group, the graph's own
/// markup (background and label), then each element group with its id. Graphviz writes
/// one element or tag per line; groups are followed to their closing tag, and the
/// `<!-- name -->` comments between elements are dropped.
struct SVGParts {
    var header: String
    var canvas: FrameLayers.Canvas
    var graph: String
    var elements: [(id: Substring, markup: String)]

    init(_ bytes: [UInt8]) throws {
        let svg = String(decoding: bytes, as: UTF8.self)
        // Plain searches: a Swift Regex literal here was compiled again on every call.
        guard let width = Self.attribute("<svg width=\"", in: svg[...]),
            let height = Self.attribute(" height=\"", in: svg[width.end...]),
            let viewBox = Self.attribute("viewBox=\"", in: svg[height.end...]),
            let transform = Self.attribute("<g id=\"graph0\" class=\"graph\" transform=\"", in: svg[viewBox.end...]),
            svg[transform.end...].hasPrefix("\">\n"),
            let end = svg.range(of: "</g>\n</svg>", options: .backwards)
        else {
            throw FlipbookError.unreadableSVG
        }
        let contentStart = svg.index(transform.end, offsetBy: 3)
        header = String(svg[..<contentStart])
        canvas = FrameLayers.Canvas(width: width.value, height: height.value, viewBox: viewBox.value, transform: transform.value)
        var elements: [(id: Substring, markup: String)] = []
        var graphLines: [Substring] = []
        var lines: [Substring] = []
        var id: Substring?
        var depth = 0
        func finish() {
            if let id { elements.append((id, lines.joined(separator: "\n"))) }
            (id, lines) = (nil, [])
        }
        for line in svg[contentStart..<end.lowerBound].split(separator: "\n") {
            if depth == 0 {
                if line.hasPrefix("<!--") { continue }
                if let groupID = Self.groupID(line) {
                    finish()
                    id = groupID
                } else if id == nil {
                    graphLines.append(line)
                    continue
                }
                // Markup outside any group after an element stays with that element.
            }
            lines.append(line)
            depth += Self.groupDepthChange(line)
        }
        finish()
        self.elements = elements
        graph = graphLines.joined(separator: "\n")
    }

    /// The quoted value that follows the first `marker` in `text`, and where it ends
    /// (at its closing quote).
    private static func attribute(_ marker: String, in text: Substring) -> (value: String, end: String.Index)? {
        guard let start = text.range(of: marker)?.upperBound,
            let quote = text[start...].firstIndex(of: "\"")
        else { return nil }
        return (String(text[start..<quote]), quote)
    }

    // The per-line scans below are plain byte loops: a drawing has thousands of lines
    // (Swift Regex here cost 60 ms per frame).

    /// The id of a line that opens a group, `<g id="ID"`.
    private static func groupID(_ line: Substring) -> Substring? {
        let prefix = "<g id=\""
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let quote = rest.firstIndex(of: "\""), quote != rest.startIndex else { return nil }
        return rest[..<quote]
    }

    /// Groups opened (`<g` then whitespace or `>`) minus groups closed (`</g>`) on a line.
    private static func groupDepthChange(_ line: Substring) -> Int {
        var change = 0
        var utf8 = line.utf8[...]
        while let open = utf8.firstIndex(of: UInt8(ascii: "<")) {
            let rest = utf8[utf8.index(after: open)...]
            if rest.first == UInt8(ascii: "g"), let after = rest.dropFirst().first,
                after == UInt8(ascii: " ") || after == UInt8(ascii: "\t") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r")
                    || after == UInt8(ascii: ">")
            {
                change += 1
            } else if rest.starts(with: "/g>".utf8) {
                change -= 1
            }
            utf8 = rest
        }
        return change
    }
}
