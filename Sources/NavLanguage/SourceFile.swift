/// The text of one `.nav` file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    /// The path as the user wrote it; shown in diagnostics.
    public let path: String
    public let text: String
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // A byte-order mark some editors write is not part of the first line.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        self.lines = Self.lines(of: body)
    }

    /// `body` split at "\n" and "\r\n", each line without one trailing "\r", as a split
    /// into Characters gives. It works on bytes, which cuts at the same places: a line
    /// feed is always a Character of its own, except in "\r\n".
    private static func lines(of body: Substring) -> [Substring] {
        var bounds: [(start: Int, end: Int)] = []
        var contiguous = body
        contiguous.withUTF8 { bytes in
            /// `end`, less a "\r" just before it on the line.
            func droppingReturn(_ end: Int, after start: Int) -> Int {
                end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
            }
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                // Before "\r\n", the separator's "\r" goes, then one more.
                bounds.append((start, droppingReturn(droppingReturn(index, after: start), after: start)))
                start = index + 1
            }
            bounds.append((start, droppingReturn(bytes.count, after: start)))
        }
        let utf8 = body.utf8
        return bounds.map { body[utf8.index(utf8.startIndex, offsetBy: $0.start)..<utf8.index(utf8.startIndex, offsetBy: $0.end)] }
    }

    /// Decodes raw bytes, reporting the first byte that is not UTF-8 (or is NUL, or a
    /// carriage return that ends no CR LF) as a located error instead of guessing.
    public static func decode(path: String, bytes: [UInt8]) -> Result<SourceFile, Diagnostic> {
        if let problem = bytes.withUnsafeBufferPointer(firstProblem) { return .failure(problem) }
        return .success(SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
    }

    /// The first byte that is not UTF-8 (or is NUL, or a lone CR), located; read through a
    /// buffer pointer, which spares an array's checks on every byte of a large file.
    private static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Printable ASCII and control characters other than NUL and CR, the bulk of a file.
            if byte != 0 && byte < 0x80 && byte != 0x0D {
                index += 1
                continue
            }
            // A carriage return ends a line only before a line feed: alone, it is an old Mac
            // line end, and the file would read as one line.
            if byte == 0x0D {
                index += 1
                guard index < bytes.count && bytes[index] != 0x0A else { continue }
                return Diagnostic(
                    .error,
                    "line \(location(of: index - 1, in: bytes).line) ends with a carriage return alone (CR, old Mac line ends); "
                        + "a .nav file's lines end with LF or CR LF",
                    at: location(of: index - 1, in: bytes),
                    help: "convert the file's line ends to LF (e.g. `tr '\\r' '\\n'`)")
            }
            let length = Self.utf8SequenceLength(bytes, at: index)
            if byte == 0 || length == 0 {
                let what = byte == 0 ? "a NUL byte" : "a byte that is not UTF-8 (0x\(String(byte, radix: 16, uppercase: true)))"
                return Diagnostic(
                    .error, "the file contains \(what); a .nav file is UTF-8 text",
                    at: location(of: index, in: bytes),
                    help: "save the file as UTF-8 and remove binary content")
            }
            index += length
        }
        return nil
    }

    /// The line and column of the byte at `offset`, counting a column per UTF-8 sequence
    /// (the bytes before `offset` are valid UTF-8).
    private static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        while index < offset {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += utf8SequenceLength(bytes, at: index)
        }
        return SourceLocation(line: line, column: column)
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when invalid.
    private static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        // Reject overlong forms and surrogates, as Swift's decoder would replace them.
        let second = bytes[index + 1]
        if first == 0xE0 && second < 0xA0 { return 0 }
        if first == 0xED && second > 0x9F { return 0 }
        if first == 0xF0 && second < 0x90 { return 0 }
        if first == 0xF4 && second > 0x8F { return 0 }
        return length
    }

    /// The text of line `number` (1-based), or an empty string past the end.
    public func line(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
    }

    /// Line `number` as a statement's text: without its `#` comment (a `#` inside a
    /// string is kept) and the blanks around it; empty past the end.
    public func code(ofLine number: Int) -> String {
        guard number >= 1 && number <= lines.count else { return "" }
        var line = lines[number - 1]
        // Where bytes are Characters: the same cuts, without grapheme breaking.
        let ascii = line.withUTF8 { bytes in
            Substring.isCharacterPerByte(bytes)
                ? Substring.trimmedASCII(
                    bytes[
                        ..<(Self.commentStart(
                            in: bytes, quote: UInt8(ascii: "\""), backslash: UInt8(ascii: "\\"),
                            hash: UInt8(ascii: "#")) ?? bytes.count)])
                : nil
        }
        return ascii ?? line[..<(Self.commentStart(in: line, quote: "\"", backslash: "\\", hash: "#") ?? line.endIndex)].trimmed
    }

    /// The app code the statement on line `number` comes from (`CodeReference`): named first
    /// by its own comment, else by the comment line right above it (where `navviz import`
    /// puts it when the statement is long).
    public func codeReference(ofLine number: Int) -> CodeReference? {
        guard number >= 1 && number <= lines.count else { return nil }
        func comment(_ line: Substring) -> Substring? {
            Self.commentStart(in: line, quote: "\"", backslash: "\\", hash: "#").map { line[line.index(after: $0)...] }
        }
        if let own = comment(lines[number - 1]) { return CodeReference(comment: own) }
        guard number >= 2, lines[number - 2].trimmed.hasPrefix("#"), let above = comment(lines[number - 2]) else { return nil }
        return CodeReference(comment: above)
    }

    /// The statement that starts on line `number`, as `code(ofLine:)` gives each of its
    /// lines, one per line: a statement goes on while a `[` is open (as the lexer reads it).
    public func code(ofStatementAt number: Int) -> String {
        var text = [code(ofLine: number)]
        var depth = Self.bracketDepthChange(text[0])
        var next = number + 1
        while depth > 0 && next <= lines.count {
            let line = code(ofLine: next)
            depth += Self.bracketDepthChange(line)
            text.append(line)
            next += 1
        }
        return text.joined(separator: "\n")
    }

    /// The statement that starts on line `number` as a one-line title: its first line,
    /// with the lists it leaves open shown closed, `A present nav M […]`.
    public func title(ofStatementAt number: Int) -> String {
        let first = code(ofLine: number)
        let open = Self.bracketDepthChange(first)
        guard open > 0 else { return first }
        return first + (first.hasSuffix("[") ? "…" : " …") + String(repeating: "]", count: open)
    }

    /// How many `[` a line of code opens, less those it closes, outside strings.
    private static func bracketDepthChange(_ code: String) -> Int {
        var change = 0
        var inString = false
        var escaped = false
        for unit in code.utf8 {
            if escaped { escaped = false; continue }
            if unit == UInt8(ascii: "\\") && inString { escaped = true; continue }
            if unit == UInt8(ascii: "\"") { inString.toggle() }
            if !inString && unit == UInt8(ascii: "[") { change += 1 }
            if !inString && unit == UInt8(ascii: "]") { change -= 1 }
        }
        return change
    }

    /// Where the `#` that starts the line's comment is, if it has one.
    private static func commentStart<Units: Collection>(in units: Units, quote: Units.Element, backslash: Units.Element, hash: Units.Element) -> Units
        .Index?
    where Units.Element: Equatable {
        var inString = false
        var escaped = false
        for index in units.indices {
            let unit = units[index]
            if escaped { escaped = false; continue }
            if unit == backslash && inString { escaped = true; continue }
            if unit == quote { inString.toggle() }
            if unit == hash && !inString { return index }
        }
        return nil
    }
}
