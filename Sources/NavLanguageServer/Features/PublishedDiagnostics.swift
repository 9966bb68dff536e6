import NavInput
import NavLanguage

/// A document's diagnostics as the protocol carries them: what `navviz check` reports, each
/// over the word it points at, with its rule as the code and, for every view controller it
/// names, where that name was first made.
enum PublishedDiagnostics {
    static func of(_ analysis: DocumentAnalysis, strictness: Strictness?) -> [LSP.Diagnostic] {
        if let refusal = analysis.refusal {
            return [
                LSP.Diagnostic(
                    range: LSP.Range(start: LSP.Position(line: 0, character: 0), end: LSP.Position(line: 0, character: 0)),
                    severity: 1, message: refusal)
            ]
        }
        return analysis.document.diagnostics(strictness: strictness).map { convert($0, in: analysis) }
    }

    static func convert(_ diagnostic: Diagnostic, in analysis: DocumentAnalysis) -> LSP.Diagnostic {
        var message = diagnostic.message
        if let expected = diagnostic.expected { message += "\nexpected: \(expected)" }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        let related = namesMentioned(in: diagnostic.message).compactMap { name -> LSP.DiagnosticRelatedInformation? in
            guard let declaration = analysis.declaration(of: name), declaration.location.line != diagnostic.location.line else { return nil }
            return LSP.DiagnosticRelatedInformation(
                location: LSP.Location(uri: analysis.uri, range: analysis.lines.range(declaration.location, length: name.count)),
                message: "`\(name)` is made here")
        }
        return LSP.Diagnostic(
            range: wordRange(at: diagnostic.location, in: analysis),
            severity: diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3,
            code: diagnostic.rule, message: message, relatedInformation: related.isEmpty ? nil : related)
    }

    /// The token the diagnostic points at, or an empty range where something is missing.
    private static func wordRange(at location: SourceLocation, in analysis: DocumentAnalysis) -> LSP.Range {
        if let token = analysis.statements.token(at: location), token.location == location {
            return analysis.lines.range(location, length: token.length)
        }
        return analysis.lines.range(location, length: 0)
    }

    /// The names a message quotes: `Name` in backquotes, `<Class: Name>` as UIKit prints an
    /// instance; each once, in order.
    static func namesMentioned(in message: String) -> [String] {
        var names: [String] = []
        func add(_ word: Substring) {
            let name = String(word)
            if !name.isEmpty && !names.contains(name) && name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) { names.append(name) }
        }
        let quoted = message.split(separator: "`", omittingEmptySubsequences: false)
        for (index, part) in quoted.enumerated() where index % 2 == 1 { add(part) }
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            if let colon = rest[open..<close].lastIndex(of: ":") { add(rest[rest.index(after: colon)..<close].drop { $0 == " " }) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
