/// One Graphviz SVG taken apart: everything up to the top-level group, the graph's own
/// markup (background and label), then each element group with its id. Graphviz writes
/// one element or tag per line; groups are followed to their closing tag, and the
/// `<!-- name -->` comments between elements are dropped.
///
/// Every search is a scan of the bytes: a frame's caption is read 1,000 times for a
/// 1,000-step flow, and `String`'s searches (Foundation's, by `Character`) cost a tenth of
/// the SVG frames' time (Swift Regex here once cost 60 ms per frame).
struct SVGParts: Sendable {
    var header: String
    /// `header` cut around the `<svg>` element's width, height and viewBox and its group's
    /// transform: five pieces, between which a frame's own values go (`header(with:)`).
    var headerPieces: [String]
    var canvas: FrameLayers.Canvas
    var graph: String
    var elements: [(id: Substring, markup: String)]

    init(_ bytes: [UInt8]) throws {
        guard let width = Self.attribute("<svg width=\"", in: bytes[...]),
            let height = Self.attribute(" height=\"", in: bytes[width.end...]),
            let viewBox = Self.attribute("viewBox=\"", in: bytes[height.end...]),
            let transform = Self.attribute("<g id=\"graph0\" class=\"graph\" transform=\"", in: bytes[viewBox.end...]),
            bytes[transform.end...].starts(with: "\">\n".utf8),
            let end = Self.lastStart(of: Array("</g>\n</svg>".utf8), in: bytes[...]), end >= transform.end + 3
        else {
            throw FlipbookError.unreadableSVG
        }
        let contentStart = transform.end + 3
        header = String(decoding: bytes[..<contentStart], as: UTF8.self)
        var pieceStart = 0
        headerPieces = []
        for value in [width, height, viewBox, transform] {
            let valueStart = value.end - value.value.utf8.count
            headerPieces.append(String(decoding: bytes[pieceStart..<valueStart], as: UTF8.self))
            pieceStart = value.end
        }
        headerPieces.append(String(decoding: bytes[pieceStart..<contentStart], as: UTF8.self))
        canvas = FrameLayers.Canvas(width: width.value, height: height.value, viewBox: viewBox.value, transform: transform.value)
        var elements: [(id: Substring, markup: String)] = []
        var graphLines: [Range<Int>] = []
        var element: (id: Substring, lines: [Range<Int>])?
        var depth = 0
        func text(_ lines: [Range<Int>]) -> String {
            var joined: [UInt8] = []
            for (index, line) in lines.enumerated() {
                if index > 0 { joined.append(UInt8(ascii: "\n")) }
                joined += bytes[line]
            }
            return String(decoding: joined, as: UTF8.self)
        }
        func finish() {
            if let element { elements.append((element.id, text(element.lines))) }
            element = nil
        }
        // Lines are ranges of `bytes` without their line end.
        var lineStart = contentStart
        while lineStart < end {
            let lineEnd = bytes[lineStart..<end].firstIndex(of: UInt8(ascii: "\n")) ?? end
            let line = bytes[lineStart..<lineEnd]
            defer { lineStart = lineEnd + 1 }
            if line.isEmpty { continue }
            if depth == 0 {
                if line.starts(with: "<!--".utf8) { continue }
                if let groupID = Self.groupID(line) {
                    finish()
                    element = (Substring(groupID), [])
                } else if element == nil {
                    graphLines.append(lineStart..<lineEnd)
                    continue
                }
                // Markup outside any group after an element stays with that element.
            }
            element?.lines.append(lineStart..<lineEnd)
            depth += Self.groupDepthChange(line)
        }
        finish()
        self.elements = elements
        graph = text(graphLines)
    }

    /// The header with another canvas's width, height, viewBox and transform.
    func header(with canvas: FrameLayers.Canvas) -> String {
        headerPieces[0] + canvas.width + headerPieces[1] + canvas.height + headerPieces[2] + canvas.viewBox + headerPieces[3]
            + canvas.transform + headerPieces[4]
    }

    /// The quoted value that follows the first `marker` in `text`, and where it ends
    /// (at its closing quote).
    private static func attribute(_ marker: String, in text: ArraySlice<UInt8>) -> (value: String, end: Int)? {
        guard let start = firstEnd(of: Array(marker.utf8), in: text),
            let quote = text[start...].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return (String(decoding: text[start..<quote], as: UTF8.self), quote)
    }

    /// Where the first `marker` in `text` ends.
    private static func firstEnd(of marker: [UInt8], in text: ArraySlice<UInt8>) -> Int? {
        guard let first = marker.first else { return text.startIndex }
        var from = text.startIndex
        while let candidate = text[from...].firstIndex(of: first) {
            if text[candidate...].starts(with: marker) { return candidate + marker.count }
            from = candidate + 1
        }
        return nil
    }

    /// Where the last `marker` in `text` starts.
    private static func lastStart(of marker: [UInt8], in text: ArraySlice<UInt8>) -> Int? {
        guard text.count >= marker.count else { return nil }
        var candidate = text.endIndex - marker.count
        while candidate >= text.startIndex {
            if text[candidate...].starts(with: marker) { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The id of a line that opens a group, `<g id="ID"`.
    private static func groupID(_ line: ArraySlice<UInt8>) -> String? {
        let prefix = "<g id=\"".utf8
        guard line.starts(with: prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let quote = rest.firstIndex(of: UInt8(ascii: "\"")), quote != rest.startIndex else { return nil }
        return String(decoding: rest[..<quote], as: UTF8.self)
    }

    /// Groups opened (`<g` then whitespace or `>`) minus groups closed (`</g>`) on a line.
    private static func groupDepthChange(_ line: ArraySlice<UInt8>) -> Int {
        var change = 0
        var rest = line
        while let open = rest.firstIndex(of: UInt8(ascii: "<")) {
            rest = rest[(open + 1)...]
            if rest.first == UInt8(ascii: "g"), let after = rest.dropFirst().first,
                after == UInt8(ascii: " ") || after == UInt8(ascii: "\t") || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r")
                    || after == UInt8(ascii: ">")
            {
                change += 1
            } else if rest.starts(with: "/g>".utf8) {
                change -= 1
            }
        }
        return change
    }
}
