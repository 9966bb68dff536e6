import NavLanguage
import NavStoryboard

/// Reads an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted and unquoted strings, `<hex data>`, and
/// `/* */` and `//` comments. Foundation's `PropertyListSerialization` reads this format
/// on macOS but cannot be relied on for it on Linux, so navviz reads it itself. It works on
/// the UTF-8 bytes (a large app's project is 1 MB) and counts columns only for an error.
struct OpenStepPropertyListParser {
    /// Xcode nests about six levels; the limit keeps a hostile file from exhausting the stack.
    static let maximumDepth = 100

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Where and why the text cannot be read, before its offset becomes a line and column.
    private struct Failure: Error {
        var offset: Int
        var message: String
        var expected: String
        var help: String?
    }

    private init(_ text: String) {
        bytes = Array(text.utf8)
        // A byte-order mark is no part of the list.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The one value `input` holds; anything else than comments after it is an error.
    static func parse(_ input: ImportInput) throws(InputError) -> PropertyListValue {
        var parser = Self(input.text)
        do throws(Failure) {
            let value = try parser.value()
            try parser.skipTrivia()
            if parser.index < parser.bytes.count {
                throw parser.failure("text after the property list's end", expected: "the end of the file")
            }
            return value
        } catch {
            throw InputError(
                input.source,
                Diagnostic(
                    .error, error.message, at: parser.location(of: error.offset), expected: error.expected,
                    help: error.help ?? "open the project in Xcode, which rewrites the file, or undo the edit that broke it"))
        }
    }

    // MARK: Values

    private mutating func value() throws(Failure) -> PropertyListValue {
        try skipTrivia()
        guard index < bytes.count else {
            throw failure("the file ends where a value was expected", expected: Self.anyValue)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try dictionary()
        case UInt8(ascii: "("): return try array()
        case UInt8(ascii: "<"): return try data()
        default: return .string(try string(expected: Self.anyValue))
        }
    }

    private static let anyValue = "a value: a string, `{`, `(` or `<`"

    private mutating func dictionary() throws(Failure) -> PropertyListValue {
        let open = index
        try enter()
        index += 1
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unclosed("dictionary", "}", at: open) }
            if bytes[index] == UInt8(ascii: "}") { break }
            let key = try string(expected: "a key or `}`")
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw failure("expected `=` after the key `\(key)`", expected: "`=`")
            }
            index += 1
            let value = try value()
            let end = index
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw Failure(
                    offset: end, message: "expected `;` after the value of `\(key)`", expected: "`;`",
                    help: "each entry of a dictionary ends with `;`, the last one too")
            }
            index += 1
            // A repeated key keeps its last value, as Foundation's reader does.
            entries[key] = value
        }
        index += 1
        depth -= 1
        return .dictionary(entries)
    }

    private mutating func array() throws(Failure) -> PropertyListValue {
        let open = index
        try enter()
        index += 1
        var elements: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw unclosed("array", ")", at: open) }
            if bytes[index] == UInt8(ascii: ")") { break }
            elements.append(try value())
            let end = index
            try skipTrivia()
            guard index < bytes.count else { throw unclosed("array", ")", at: open) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw Failure(offset: end, message: "expected `,` or `)` after an element of the array", expected: "`,` or `)`")
            }
        }
        index += 1
        depth -= 1
        return .array(elements)
    }

    /// `<0fbd 7a>`: pairs of hexadecimal digits, spaces between them allowed.
    private mutating func data() throws(Failure) -> PropertyListValue {
        let open = index
        index += 1
        var bytesRead: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw failure("odd number of hexadecimal digits in data", expected: "another hexadecimal digit") }
                index += 1
                return .data(bytesRead)
            }
            if Self.isWhitespace(byte) {
                index += 1
                continue
            }
            guard let digit = Self.hexadecimalValue(byte) else {
                throw failure("`\(character(at: index))` in data", expected: "a hexadecimal digit or `>`")
            }
            if let first = high {
                bytesRead.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
            index += 1
        }
        throw unclosed("data", ">", at: open)
    }

    // MARK: Strings

    /// A quoted string, or an unquoted one of letters, digits and `_$/:.-`.
    private mutating func string(expected: String) throws(Failure) -> String {
        guard index < bytes.count else { throw failure("the file ends where \(expected) was expected", expected: expected) }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try quoted() }
        guard Self.isUnquoted(byte) else {
            throw failure("unexpected `\(character(at: index))`", expected: expected)
        }
        let start = index
        // `//` and `/*` start a comment even right after a word.
        while index < bytes.count, Self.isUnquoted(bytes[index]), !startsComment(at: index) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted() throws(Failure) -> String {
        let open = index
        let quote = bytes[index]
        index += 1
        var text: [UInt8] = []
        var start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                text += bytes[start..<index]
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                text += bytes[start..<index]
                index += 1
                try unescape(into: &text)
                start = index
            } else {
                index += 1
            }
        }
        throw Failure(offset: open, message: "this string is not closed", expected: "a closing `\(Character(Unicode.Scalar(quote)))`")
    }

    /// The escape after a backslash: `\n`, `\t`, `\"`, `\\`, `\U20AC` (UTF-16, pairs joined),
    /// `\101` (octal); any other character stands for itself, as Foundation reads it.
    private mutating func unescape(into text: inout [UInt8]) throws(Failure) {
        guard index < bytes.count else { throw failure("the file ends inside an escape", expected: "a character after `\\`") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var unit = try utf16Unit()
            // A high surrogate joins the `\U` low surrogate after it; alone it is no character.
            if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "U")]) {
                index += 2
                let low = try utf16Unit()
                unit = (0xDC00..<0xE000).contains(low) ? 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
            }
            text += Array(String(Unicode.Scalar(unit) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else { break }
                value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            text += Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        default: text.append(byte)
        }
    }

    /// The four hexadecimal digits of a `\U` escape.
    private mutating func utf16Unit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexadecimalValue(bytes[index]) else {
                throw failure("a `\\U` escape needs four hexadecimal digits", expected: "a hexadecimal digit")
            }
            unit = unit << 4 | UInt32(digit)
            index += 1
        }
        return unit
    }

    // MARK: Trivia and positions

    private func startsComment(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "/") && offset + 1 < bytes.count
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    private mutating func skipTrivia() throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhitespace(byte) {
                index += 1
            } else if startsComment(at: index), bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if startsComment(at: index) {
                let open = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw Failure(offset: open, message: "this comment is not closed", expected: "`*/`") }
                index += 2
            } else {
                return
            }
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure(
                "nested more than \(Self.maximumDepth) deep", expected: "at most \(Self.maximumDepth) nested dictionaries and arrays",
                help: "Xcode nests a project a few levels deep; this file was not written by Xcode")
        }
    }

    private func failure(_ message: String, expected: String, help: String? = nil) -> Failure {
        Failure(offset: index, message: message, expected: expected, help: help)
    }

    private func unclosed(_ what: String, _ closing: String, at open: Int) -> Failure {
        let place = location(of: open)
        return failure("the file ends inside the \(what) opened at \(place.line):\(place.column)", expected: "`\(closing)`")
    }

    /// The character at `offset`, for messages (a multi-byte one whole).
    private func character(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// 1-based line and column (in characters, as the `.nav` diagnostics count) of a byte offset.
    private func location(of offset: Int) -> SourceLocation {
        let offset = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        // The byte-order mark is not a column.
        if lineStart == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = min(3, offset) }
        return SourceLocation(line: line, column: String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
