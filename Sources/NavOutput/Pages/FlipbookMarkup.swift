/// A drawing's SVG markup made smaller for the flipbook, drawn the same.
///
/// The flipbook stores each element's every look (`FrameLayers`' variants): a 1,000-step
/// flow of 500 view controllers has thousands, most of `index.html`'s weight. Graphviz
/// writes what the page does not need: every text's font, which the drawing's group sets
/// once (`font-family`), its default anchor (`text-anchor="start"`), a tooltip title,
/// the element's group with its id and classes (no script or style of the page reads
/// them), decimals of whole font sizes, and the straight sides of a rounded box as cubic curves whose control points are their ends,
/// which draw the same as lines. The colours stay as Graphviz wrote them: the dark
/// theme's CSS finds them there.
enum FlipbookMarkup {
    /// The font every text of a drawing has, set once on the flipbook's drawing.
    static let fontFamily = "Helvetica,sans-Serif"

    /// `markup` without what the page does not need. An element's own group goes too: the
    /// page puts each variant in a group of its own.
    static func compacted(_ markup: String) -> String {
        var lines = markup.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count >= 2, lines[0].hasPrefix("<g id=\""), lines[0].hasSuffix(">"), lines[lines.count - 1] == "</g>" {
            lines = Array(lines.dropFirst().dropLast())
        }
        var result = ""
        result.reserveCapacity(markup.utf8.count)
        for line in lines {
            if line.hasPrefix("<title>") && line.hasSuffix("</title>") { continue }
            var text = String(line)
            for (attribute, replacement) in removals where text.contains(attribute) {
                text = text.replacingOccurrences(of: attribute, with: replacement)
            }
            if text.hasPrefix("<path "), let start = text.range(of: " d=\""), let end = text[start.upperBound...].firstIndex(of: "\"") {
                text = String(text[..<start.upperBound]) + straightened(text[start.upperBound..<end]) + String(text[end...])
            }
            if !result.isEmpty { result += "\n" }
            result += text
        }
        return result
    }

    /// Attributes the page sets once or SVG gives by default, and font sizes without their
    /// decimals.
    private static let removals: [(String, String)] =
        [(" font-family=\"\(fontFamily)\"", ""), (" text-anchor=\"start\"", "")]
        + [9, 10, 12, 15].map { (" font-size=\"\($0).00\"", " font-size=\"\($0)\"") }

    /// Path data with every cubic piece whose first control point is where it starts and
    /// whose second is where it ends written as a line: Graphviz's `M x,y C a b c d e f…`.
    static func straightened(_ data: Substring) -> String {
        let tokens = data.split(separator: " ", omittingEmptySubsequences: true).flatMap { token -> [Substring] in
            // "M1,2C3,4" → "M1,2", "C3,4": a command letter starts a point.
            var pieces: [Substring] = []
            var start = token.startIndex
            for index in token.indices.dropFirst() where token[index] == "C" || token[index] == "M" || token[index] == "L" {
                pieces.append(token[start..<index])
                start = index
            }
            pieces.append(token[start...])
            return pieces
        }
        guard tokens.first?.first == "M", tokens.allSatisfy({ $0.first != "L" }) else { return String(data) }
        var result = String(tokens[0])
        var current = tokens[0].dropFirst()
        var index = 1
        var lastCommand: Character = "M"
        while index < tokens.count {
            var first = tokens[index]
            if first.first == "M" {
                result += first
                current = first.dropFirst()
                lastCommand = "M"
                index += 1
                continue
            }
            guard first.first == "C" || lastCommand == "C" || lastCommand == "L", index + 2 < tokens.count else { return String(data) }
            if first.first == "C" { first = first.dropFirst() }
            let (second, end) = (tokens[index + 1], tokens[index + 2])
            if first == current && second == end {
                result += (lastCommand == "L" ? " " : "L") + end
                lastCommand = "L"
            } else {
                result += (lastCommand == "C" ? " " : "C") + first + " " + second + " " + end
                lastCommand = "C"
            }
            current = end
            index += 3
        }
        return result
    }
}
