import NavDiagram

/// Escaping of `.nav` text for the places the flipbook puts it, so that no caption
/// can end an element or a script.
enum HTMLEscaping {
    /// Text or an attribute value in HTML (and XML).
    static func text(_ value: String) -> String {
        MarkupEscaping.xml(value)
    }

    /// JSON placed inside `<script>`: `<`, `>` and `&` become `\u` escapes, so the
    /// text cannot contain `</script>` or `<!--`; U+2028 and U+2029 too, for old parsers.
    static func scriptJSON(_ json: [UInt8]) -> String {
        var result = ""
        result.reserveCapacity(json.count)
        for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
