import NavCodeFacts
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftSyntax

/// The first error of a file that does not parse, found without making swift-syntax's
/// Fix-Its: making them stops the process on some input (a fatal error in `FixIt.init`
/// for `e \u{1F}= `, found by fuzzing), so the error is first located from the tree alone
/// and said (`located`); a lexer's error is described from its token, and only other
/// errors are described by `ParseDiagnosticsGenerator`.
enum FirstError {
    static func problem(in tree: SourceFileSyntax, converter: SourceLocationConverter, located: (Int, Int) -> Void) -> ParseProblem {
        guard let (position, token) = firstError(in: tree) else {
            return ParseProblem(line: 1, column: 1, message: "the file does not parse")
        }
        let location = converter.location(for: position)
        located(location.line, location.column)
        if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            return ParseProblem(line: location.line, column: location.column, message: diagnostic.diagnosticMessage(in: token).message)
        }
        let error = ParseDiagnosticsGenerator.diagnostics(for: tree).first { $0.diagMessage.severity == .error }
        guard let error else { return ParseProblem(line: location.line, column: location.column, message: "the file does not parse") }
        let described = converter.location(for: error.position)
        return ParseProblem(line: described.line, column: described.column, message: error.message)
    }

    /// Where the first error is, and its token: a token the lexer refused, a token the
    /// parser expected and did not find, or code it did not expect.
    private static func firstError(in tree: SourceFileSyntax) -> (AbsolutePosition, TokenSyntax)? {
        for token in tree.tokens(viewMode: .all) {
            if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error { return (diagnostic.position(in: token), token) }
            if token.presence == .missing { return (token.positionAfterSkippingLeadingTrivia, token) }
            if let unexpected = token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) {
                return (unexpected.positionAfterSkippingLeadingTrivia, token)
            }
        }
        return nil
    }
}
