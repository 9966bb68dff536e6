/// A lexical token of the `.nav` language.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case name(String)
        case keyword(Keyword)
        case string(String)
        case integer(Int)
        case leftBracket, rightBracket, comma, colon, dot, equalsEquals, equals
    }

    public var kind: Kind
    public var location: SourceLocation
    /// How many characters of the line the token spans, so "missing" errors point just past it.
    public var length: Int

    /// How the token reads in an error message.
    public var display: String {
        switch kind {
        case .name(let name): return "`\(name)`"
        case .keyword(let keyword): return "keyword `\(keyword.rawValue)`"
        case .string(let text): return "string \"\(text.prefix(20).map(Lexer.visible).joined())\(text.count > 20 ? "…" : "")\""
        case .integer(let value): return "`\(value)`"
        case .leftBracket: return "`[`"
        case .rightBracket: return "`]`"
        case .comma: return "`,`"
        case .colon: return "`:`"
        case .dot: return "`.`"
        case .equalsEquals: return "`==`"
        case .equals: return "`=`"
        }
    }

    /// The identifier text of a name or keyword, used where a property or option
    /// name may coincide with a keyword (`.nav`, `top`).
    public var word: String? {
        switch kind {
        case .name(let name): return name
        case .keyword(let keyword): return keyword.rawValue
        default: return nil
        }
    }
}

/// The reserved words of the language; they cannot name a view controller.
public enum Keyword: String, CaseIterable, Sendable {
    case title, ios, root, nav, tabs, split, step, then, expect, set, top, `nil`, `true`, `false`

    /// The keyword spelled `word`, if any. A word packed into an integer is compared with
    /// the packed keywords: cheaper than hashing it, or than `init(rawValue:)`, which
    /// compares strings with every spelling.
    static func spelled(_ word: String) -> Keyword? {
        guard let packed = pack(word) else { return nil }
        return packedKeywords.first { $0.packed == packed }?.keyword
    }

    private static let packedKeywords = allCases.map { (packed: pack($0.rawValue)!, keyword: $0) }

    /// A word of up to 8 bytes in one integer, its first byte lowest: two such words are
    /// equal when their integers are, as neither a word nor a keyword holds a NUL.
    private static func pack(_ word: String) -> UInt64? {
        var word = word
        return word.withUTF8 { bytes in
            guard bytes.count <= 8 else { return nil }
            var packed: UInt64 = 0
            for (offset, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * offset) }
            return packed
        }
    }
}

/// One statement's worth of tokens: a physical line, or several joined by open brackets.
public struct LogicalLine: Sendable {
    public var tokens: [Token]
    /// Whether the line starts with white space (a member of a `step` group).
    public var isIndented: Bool
    public var location: SourceLocation
    /// Whether the lexer already reported an error on it: the parser then keeps its
    /// own complaints about the line to itself, as they would only echo the first.
    public var hasLexicalErrors = false
}
