/// Accumulates DOT text; the caller sets `indent`.
struct DOTWriter {
    private(set) var text = ""
    var indent = 0

    mutating func line(_ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }

    mutating func attributes(_ target: String, _ attributes: [(String, String)]) {
        line("\(target) \(Self.list(attributes));")
    }

    /// `[a="1", b=<html>]`. A repeated name keeps its first position and last value,
    /// so styles can be layered (base, then added, then top). HTML-like labels
    /// (`<...>`) are written as they are.
    static func list(_ attributes: [(String, String)]) -> String {
        // A dozen attributes at most: a linear scan beats hashing here.
        var merged: [(name: String, value: String)] = []
        merged.reserveCapacity(attributes.count)
        for (name, value) in attributes {
            if let index = merged.firstIndex(where: { $0.name == name }) { merged[index].value = value } else { merged.append((name, value)) }
        }
        var text = "["
        for (offset, attribute) in merged.enumerated() {
            if offset > 0 { text += ", " }
            text += attribute.name
            text += "="
            let isHTML = attribute.value.hasPrefix("<") && attribute.value.hasSuffix(">")
            text += isHTML ? attribute.value : DOTEscaping.quoted(attribute.value)
        }
        return text + "]"
    }
}
