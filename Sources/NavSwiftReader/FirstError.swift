import NavCodeFacts
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftSyntax

/// The first error of a file that does not parse, found without making swift-syntax's
/// Fix-Its where they can stop the process: making one for a lexer's error can fail a
/// precondition (`FixIt.init` for `e \u{1F}= `, found by fuzzing, wherever in the file).
/// So the error is first located from the tree alone and said (`located`); a file with
/// any lexer error is described from its tree, and only other files by
/// `ParseDiagnosticsGenerator`, whose messages say more ("expected ')' to end parameter
/// clause").
enum FirstError {
    static func problem(in tree: SourceFileSyntax, converter: SourceLocationConverter, located: (Int, Int) -> Void) -> ParseProblem {
        var first: (position: AbsolutePosition, message: String)?
        var lexerError = false
        for token in tree.tokens(viewMode: .all) {
            if let diagnostic = token.tokenDiagnostic {
                lexerError = true
                if first == nil, diagnostic.severity == .error {
                    first = (diagnostic.position(in: token), diagnostic.diagnosticMessage(in: token).message)
                }
            }
            guard first == nil else { continue }
            if token.presence == .missing {
                first = (token.positionAfterSkippingLeadingTrivia, token.text.isEmpty ? "expected code here" : "expected '\(token.text)'")
            } else if let unexpected = token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) {
                first = (unexpected.positionAfterSkippingLeadingTrivia, "unexpected code")
            }
        }
        guard let first else { return ParseProblem(line: 1, column: 1, message: "the file does not parse") }
        let location = converter.location(for: first.position)
        located(location.line, location.column)
        guard !lexerError, let error = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error })
        else { return ParseProblem(line: location.line, column: location.column, message: first.message) }
        let described = converter.location(for: error.position)
        return ParseProblem(line: described.line, column: described.column, message: error.message)
    }
}
