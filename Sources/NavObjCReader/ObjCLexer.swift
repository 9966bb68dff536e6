/// One token of Objective-C: a word (`self`, `UIViewController`, `@interface` with its `@`),
/// a string literal (`@"Main"` or `"x"`, its text unescaped as far as navigation needs), a
/// number, or one punctuation character.
struct ObjCToken: Equatable {
    enum Kind: Equatable {
        case word
        case string
        case number
        case punctuation
    }

    let kind: Kind
    let text: String
    let line: Int
    let column: Int

    func isPunctuation(_ character: String) -> Bool {
        kind == .punctuation && text == character
    }

    func isWord(_ word: String) -> Bool {
        kind == .word && text == word
    }
}

/// Objective-C source as tokens, with comments and preprocessor lines left out. Of
/// `#if … #else … #endif` only the first branch is kept (never `#if 0`'s), so the braces
/// the other branch repeats do not unbalance the rest.
struct ObjCLexer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// The open `#if`s, innermost last.
    private var conditionals: [Conditional] = []

    /// An open `#if`: whether the lines around it are kept, whether one of its branches was
    /// chosen already (the first, unless it is `#if 0`), and whether the current one is kept.
    private struct Conditional {
        let outer: Bool
        var chosen: Bool
        var keeping: Bool
    }

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func tokens(of text: String) -> [ObjCToken] {
        var lexer = ObjCLexer(text)
        var tokens: [ObjCToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    private var keeping: Bool {
        conditionals.last?.keeping ?? true
    }

    private mutating func next() -> ObjCToken? {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                newLine()
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "#") && onlySpaceBefore() {
                directive()
                continue
            }
            if !keeping {
                skipLine()
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                skipLine()
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                position += 2
                while position < bytes.count && !(bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    if bytes[position] == UInt8(ascii: "\n") { newLine() } else { position += 1 }
                }
                position += 2
                continue
            }
            return token()
        }
        return nil
    }

    private mutating func token() -> ObjCToken {
        let start = position
        let column = position - lineStart + 1
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\"")) {
            position += byte == UInt8(ascii: "@") ? 2 : 1
            var text: [UInt8] = []
            while position < bytes.count && bytes[position] != UInt8(ascii: "\"") && bytes[position] != UInt8(ascii: "\n") {
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                    position += 1
                }
                text.append(bytes[position])
                position += 1
            }
            position += 1
            return ObjCToken(kind: .string, text: String(decoding: text, as: UTF8.self), line: line, column: column)
        }
        if Self.isWordByte(byte) || (byte == UInt8(ascii: "@") && Self.isWordByte(peek(1) ?? 0)) {
            position += 1
            while position < bytes.count && Self.isWordByte(bytes[position]) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            let isNumber = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            return ObjCToken(kind: isNumber ? .number : .word, text: text, line: line, column: column)
        }
        position += 1
        return ObjCToken(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line, column: column)
    }

    /// `#if`, `#ifdef`, `#elif`, `#else`, `#endif`; every other directive is skipped, with
    /// the lines a trailing backslash continues it onto.
    private mutating func directive() {
        let start = position + 1
        var end = start
        while end < bytes.count && Self.isWordByte(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        let rest = String(decoding: bytes[end..<(bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count)], as: UTF8.self)
        switch name {
        case "if", "ifdef", "ifndef":
            let never = name == "if" && rest.trimmingSpaces == "0"
            conditionals.append(Conditional(outer: keeping, chosen: !never, keeping: keeping && !never))
        case "elif", "else":
            if var last = conditionals.popLast() {
                last.keeping = last.outer && !last.chosen
                last.chosen = true
                conditionals.append(last)
            }
        case "endif":
            _ = conditionals.popLast()
        default: break
        }
        skipLine(continued: true)
    }

    private mutating func skipLine(continued: Bool = false) {
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") {
            if continued && bytes[position] == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "\n") {
                position += 1
                newLine()
                continue
            }
            position += 1
        }
    }

    private mutating func newLine() {
        position += 1
        line += 1
        lineStart = position
    }

    private func onlySpaceBefore() -> Bool {
        bytes[lineStart..<position].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
