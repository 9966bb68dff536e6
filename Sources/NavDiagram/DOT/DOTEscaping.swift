/// Escaping for the two string forms navviz writes into DOT.
public enum DOTEscaping {
    /// A DOT quoted string (`"..."`) for ids and plain attributes. Only `"` and `\`
    /// are special to the DOT lexer and to Graphviz's escString expansion; line
    /// breaks become spaces so an id never spans lines.
    public static func quoted(_ text: String) -> String {
        // Most values (names, colours, geometry) need no escaping: one byte scan decides.
        let special = text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x0A || $0 == 0x0D }
        guard special else { return "\"" + text + "\"" }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// Text inside an HTML-like label (`<...>`): XML entities for the markup characters,
    /// and line breaks and control characters (which XML 1.0 text cannot hold) as spaces.
    /// Graphviz writes the text into SVG escaped again, so the SVG is always well formed.
    public static func html(_ text: String) -> String {
        // A control character is a byte below 0x20 in UTF-8, never part of a longer sequence.
        guard text.utf8.contains(where: { $0 < 0x20 }) else { return MarkupEscaping.xml(text) }
        return MarkupEscaping.xml(
            String(
                text.map { character in
                    character.unicodeScalars.contains { $0.value < 0x20 } ? " " : character
                }))
    }
}
