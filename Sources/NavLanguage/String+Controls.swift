extension Unicode.Scalar {
    /// A C0 or C1 control character or DEL: what can move a terminal's cursor, change its
    /// colours or its title (an escape sequence), or break a line.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    /// The text with its control characters written as escapes (`\n`, `\t`, `\u{1B}`):
    /// what navviz shows of a name or a message it did not write, on a terminal or in a file.
    public var controlsEscaped: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.isControlCharacter: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
