import NavLanguage
import NavStoryboard

/// Reads the text of a `_printHierarchy` dump into lines, whatever shape it has had
/// since iOS 8: with or without addresses, `Class: 0x…` or `Class 0x…`, any
/// indentation before the markers, the Cycript form in quotes, navviz's own `dump`.
/// A line that is none of these is a located error.
enum DumpReader {
    /// Deeper dumps are refused rather than walked: no app nests this deep, and it bounds the work.
    static let maximumDepth = 256

    static func read(_ input: ImportInput) throws(InputError) -> [DumpLine] {
        let source = SourceFile(path: input.path, text: input.text)
        var result: [DumpLine] = []
        for (index, raw) in source.lines.enumerated() {
            let line = Self.unquoted(raw, first: index == 0, last: index == source.lines.count - 1)
            if Self.isSkipped(line) { continue }
            let read = try Self.line(
                line, number: index + 1, offset: line.startIndex == raw.startIndex ? 0 : raw.distance(from: raw.startIndex, to: line.startIndex),
                input)
            if read.depth > maximumDepth {
                throw InputError(
                    input.source,
                    Diagnostic(
                        .error, "this line is \(read.depth) levels deep; navviz reads dumps up to \(maximumDepth) levels",
                        at: SourceLocation(line: index + 1, column: 1)))
            }
            if let previous = result.last, read.depth > previous.depth + 1 {
                throw InputError(
                    input.source,
                    Diagnostic(
                        .error, "this line is \(read.depth) levels deep, under a line \(previous.depth) deep",
                        at: SourceLocation(line: index + 1, column: 1),
                        expected: "at most one `|` or `+` marker more than the line above",
                        help: "a line of the dump is missing above this one"))
            }
            if read.depth == 0 && !result.isEmpty {
                throw InputError(
                    input.source,
                    Diagnostic(
                        .error, "a second window root: this line has no `|` or `+` marker",
                        at: SourceLocation(line: index + 1, column: 1),
                        expected: "one dump (one window's root view controller) per file",
                        help: "split the file, one dump each"))
            }
            if result.isEmpty && read.depth > 0 {
                throw InputError(
                    input.source,
                    Diagnostic(
                        .error, "the dump starts below its root: the first line has \(read.depth) marker\(read.depth == 1 ? "" : "s")",
                        at: SourceLocation(line: index + 1, column: 1),
                        expected: "the window's root view controller, with no `|` or `+` marker",
                        help: "copy the dump from its first line"))
            }
            result.append(read)
        }
        guard !result.isEmpty else {
            throw InputError(
                input.source,
                Diagnostic(
                    .error, "the file has no view-controller line", at: SourceLocation(line: 1, column: 1),
                    expected: "a `_printHierarchy` dump: `<UINavigationController 0x…>, state: appeared, …`"))
        }
        return result
    }

    /// Blank lines, the debugger's prompt, and navviz's step headers, getTopVC and events.
    private static func isSkipped(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.isEmpty || text.hasPrefix("(lldb)") || text.hasPrefix("## step") || text.hasPrefix("getTopVC:") || text.hasPrefix("! ")
    }

    /// The line without the Cycript form's quotes: `"<UIWindow…` opens the first line, `…"` ends the last.
    private static func unquoted(_ line: Substring, first: Bool, last: Bool) -> Substring {
        var text = line
        while text.last == " " || text.last == "\t" { text.removeLast() }
        if first, let quote = text.firstIndex(of: "\""), text[..<quote].allSatisfy({ $0 == " " || $0 == "@" }) {
            text = text[text.index(after: quote)...]
        }
        if last, text.hasSuffix("\"") { text.removeLast() }
        return text
    }

    private static func line(_ text: Substring, number: Int, offset: Int, _ input: ImportInput) throws(InputError) -> DumpLine {
        func failure(_ message: String, at index: Substring.Index, expected: String) -> InputError {
            InputError(
                input.source,
                Diagnostic(
                    .error, message, at: SourceLocation(line: number, column: offset + text.distance(from: text.startIndex, to: index) + 1),
                    expected: expected, help: "pass only the dump's lines, as `expr -l objc -O -- [UIViewController _printHierarchy]` prints them"))
        }
        var index = text.startIndex
        var depth = 0
        var isPresented = false
        while index < text.endIndex, text[index] != "<" {
            switch text[index] {
            case " ", "\t": break
            case "|": depth += 1; isPresented = false
            case "+": depth += 1; isPresented = true
            default:
                throw failure(
                    "unreadable dump line: `\(text[index])` where a `|` or `+` marker or `<` was expected", at: index,
                    expected: "markers `   | ` / `   + `, then `<Class 0x…>`")
            }
            index = text.index(after: index)
        }
        guard index < text.endIndex else {
            throw failure("unreadable dump line: no `<Class …>`", at: index, expected: "`<Class 0x…>` after the markers")
        }
        // `<Class …>`, where a generic class may hold brackets of its own.
        var nesting = 0
        var close = index
        while close < text.endIndex {
            if text[close] == "<" { nesting += 1 } else if text[close] == ">" { nesting -= 1; if nesting == 0 { break } }
            close = text.index(after: close)
        }
        guard close < text.endIndex else {
            throw failure("unreadable dump line: `<` is never closed", at: index, expected: "`<Class 0x…>`")
        }
        let inside = text[text.index(after: index)..<close]
        let (className, instance) = Self.classAndInstance(inside)
        guard !className.isEmpty else {
            throw failure("unreadable dump line: no class name in `<…>`", at: index, expected: "`<Class 0x…>`")
        }
        let rest = text[text.index(after: close)...]
        let state = Self.field("state: ", in: rest).map { String($0.prefix { $0.isLetter }) }
        let view = Self.field("view: ", in: rest)
        let viewLoaded = !(view?.hasPrefix("(view not loaded)") ?? false)
        let viewClass = view.flatMap { $0.hasPrefix("<") ? String($0.dropFirst().prefix { !" :>".contains($0) }) : nil }
        let style = Self.field("presented with: ", in: rest).map(PresentationStyleName.style)
        return DumpLine(
            line: number, depth: depth, isPresented: isPresented, className: className, instanceName: instance,
            state: state, viewLoaded: viewLoaded, viewClass: viewClass, style: style,
            summary: "<\(className)\(instance.map { ": \($0)" } ?? "")>")
    }

    /// `Class 0x…`, `Class: 0x…`, `Class`, or navviz's `Class: Name`; a generic class keeps its brackets.
    private static func classAndInstance(_ inside: Substring) -> (String, String?) {
        var nesting = 0
        var end = inside.endIndex
        for position in inside.indices {
            let character = inside[position]
            if character == "<" { nesting += 1 } else if character == ">" { nesting -= 1 }
            if nesting == 0 && (character == " " || (character == ":" && inside[position...].hasPrefix(": "))) {
                end = position
                break
            }
        }
        let className = String(inside[..<end])
        let after = inside[end...].drop { $0 == ":" || $0 == " " }
        let instance = after.prefix { $0 != " " }
        if instance.isEmpty || instance.hasPrefix("0x") { return (className, nil) }
        return (className, String(instance))
    }

    /// The text after `, label` (or `label` at the start) up to the end of the line.
    private static func field(_ label: String, in rest: Substring) -> Substring? {
        guard let range = rest.range(of: label) else { return nil }
        return rest[range.upperBound...]
    }
}
