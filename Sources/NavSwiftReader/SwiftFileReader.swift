import NavCodeFacts
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads one Swift file with swift-syntax: its declarations, or the first error of a
/// file that does not parse (which is then skipped, so a half-read file never leads
/// the import astray).
public enum SwiftFileReader {
    public static func read(path: String, text: String) -> SwiftFileFacts {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let error = ParseDiagnosticsGenerator.diagnostics(for: tree).first { $0.diagMessage.severity == .error }
            let location = error.map { converter.location(for: $0.position) }
            return SwiftFileFacts(
                path: path,
                problem: ParseProblem(
                    line: location?.line ?? 1, column: location?.column ?? 1, message: error?.message ?? "the file does not parse"))
        }
        let visitor = DeclarationVisitor(converter: converter)
        visitor.walk(tree)
        return SwiftFileFacts(path: path, types: visitor.types, functions: visitor.functions)
    }
}
