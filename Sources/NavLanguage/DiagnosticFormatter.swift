/// Prints diagnostics for people (source line, caret, expected, help) or for tools.
public struct DiagnosticFormatter: Sendable {
    public enum Style: String, Sendable, CaseIterable {
        /// `file:line:col: error: message`, the line, a caret, then notes.
        case human
        /// One line each, as gcc and clang print them.
        case gcc
        /// GitHub Actions workflow commands: `::error file=..,line=..,col=..::message`.
        case github
    }

    public var style: Style
    public var color: Bool

    public init(style: Style = .human, color: Bool = false) {
        self.style = style
        self.color = color
    }

    public func format(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let location = diagnostic.location
        switch style {
        case .gcc:
            var text = "\(source.path):\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
            if let expected = diagnostic.expected { text += "; expected \(expected)" }
            if let help = diagnostic.help { text += " (\(help))" }
            return text
        case .github:
            var message = diagnostic.message
            if let expected = diagnostic.expected { message += "; expected \(expected)" }
            if let help = diagnostic.help { message += " (\(help))" }
            let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
            return "::\(command) file=\(Self.githubProperty(source.path)),line=\(location.line),col=\(location.column)::\(Self.githubData(message))"
        case .human:
            let severityColor = diagnostic.severity == .error ? "31" : diagnostic.severity == .warning ? "33" : "36"
            var lines = [
                paint("\(source.path):\(location.line):\(location.column): ", "1")
                    + paint("\(diagnostic.severity.rawValue):", "1;\(severityColor)") + paint(" \(diagnostic.message)", "1")
            ]
            let text = source.line(location.line)
            if !text.isEmpty || location.line <= source.lines.count {
                let shown = Self.excerpt(text, column: location.column)
                let gutter = String(location.line)
                lines.append(" \(gutter) | \(shown.text)")
                lines.append(
                    " \(String(repeating: " ", count: gutter.count)) | \(String(repeating: " ", count: shown.caretOffset))" + paint("^", "1;32"))
            }
            if let expected = diagnostic.expected { lines.append("   = expected: \(expected)") }
            if let help = diagnostic.help { lines.append("   = help: \(help)") }
            return lines.joined(separator: "\n")
        }
    }

    public func format(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        diagnostics.map { format($0, in: source) }.joined(separator: style == .human ? "\n\n" : "\n")
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// At most 100 characters of a long line around the column, with control
    /// characters made visible, and how many terminal cells precede the caret.
    static func excerpt(_ line: String, column: Int) -> (text: String, caretOffset: Int) {
        let window = 100
        let count = line.count
        let start = max(0, min(column - 1 - window / 2, count - window))
        let shown = line.dropFirst(start).prefix(window)
        var text = start > 0 ? "…" : ""
        var offset = start > 0 ? 1 : 0
        for (position, character) in shown.enumerated() {
            let printed = printable(character)
            text += printed
            if start + position < column - 1 { offset += printed == "�" ? 1 : cellWidth(character) }
        }
        if start + shown.count < count { text += "…" }
        return (text, offset)
    }

    /// A tab as one space, control and invisible characters as `�`, so the caret lines up
    /// and the line cannot drive the terminal.
    private static func printable(_ character: Character) -> String {
        if character == "\t" { return " " }
        let scalar = character.unicodeScalars.first!
        if scalar.isControlCharacter || scalar.properties.generalCategory == .format { return "�" }
        return String(character)
    }

    /// East Asian wide and emoji characters take two terminal cells.
    private static func cellWidth(_ character: Character) -> Int {
        let value = character.unicodeScalars.first!.value
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    private static func githubData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    private static func githubProperty(_ text: String) -> String {
        githubData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Replaces every occurrence of `target` (the core avoids Foundation).
    func replacingAll(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension DiagnosticFormatter {
    /// What a command prints of `error`: its message, then its diagnostics in the source,
    /// then (for people) how many errors the file has; each element one write.
    public func lines(for error: InputError) -> [String] {
        var lines: [String] = []
        if let message = error.message {
            lines.append("navviz: error: \(message)")
        }
        if let source = error.source, !error.diagnostics.isEmpty {
            lines.append(format(error.diagnostics, in: source))
            let count = error.diagnostics.filter { $0.severity == .error }.count
            if style == .human { lines.append("\n\(Quantity.of(count, "error")) in \(error.path)") }
        }
        return lines
    }
}
