/// One column of a line as the lexer reads it: a byte of an ASCII line, or a Character
/// of any other. Bytes spare the lexer Swift's grapheme breaking on the common lines;
/// Characters keep columns exact on the others (a combining accent is no column of its own).
protocol LexerUnit {
    /// The unit as an ASCII scalar, or nil when it is anything else.
    var ascii: Unicode.Scalar? { get }
    var character: Character { get }
    var isLetter: Bool { get }
    var isNumber: Bool { get }
    /// The text of a run of units.
    static func string<Units: Collection>(_ units: Units) -> String where Units.Element == Self
}

extension LexerUnit {
    var isDigit: Bool { ascii.map { ("0"..."9").contains($0) } ?? false }
    var startsName: Bool { isLetter || ascii == "_" }
    var continuesName: Bool { isLetter || isNumber || ascii == "_" }

    /// Part of a run of stray characters: not a name, nor a character that starts a token.
    var isStray: Bool {
        !(continuesName || ascii.map { " \t\r#[],:.=\"".unicodeScalars.contains($0) } ?? false)
    }
}

extension UInt8: LexerUnit {
    var ascii: Unicode.Scalar? { Unicode.Scalar(self) }
    var character: Character { Character(Unicode.Scalar(self)) }
    var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isNumber: Bool { (0x30...0x39).contains(self) }
    static func string<Units: Collection>(_ units: Units) -> String where Units.Element == UInt8 { String(decoding: units, as: UTF8.self) }
}

extension Character: LexerUnit {
    var ascii: Unicode.Scalar? { isASCII ? unicodeScalars.first : nil }
    var character: Character { self }
    static func string<Units: Collection>(_ units: Units) -> String where Units.Element == Character { String(units) }
}
