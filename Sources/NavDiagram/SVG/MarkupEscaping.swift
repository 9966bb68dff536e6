/// XML escaping, shared by DOT's HTML-like labels, SVG and the HTML pages: every
/// string from a `.nav` file passes through here before it reaches markup.
public enum MarkupEscaping {
    /// Text or an attribute value in XML or HTML: the five markup characters as entities.
    public static func xml(_ text: String) -> String {
        // Most text (names, classes, captions) has none of them: one byte scan decides.
        let markup: [UInt8] = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'")]
        guard text.utf8.contains(where: markup.contains) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
