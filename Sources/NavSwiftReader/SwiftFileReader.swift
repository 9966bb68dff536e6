import NavCodeFacts
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax: its declarations, or the first error of a
/// file that does not parse (which is then skipped, so a half-read file never leads
/// the import astray). A file nested too deep for the parser (`BracketNesting`) is
/// refused before it is parsed.
public enum SwiftFileReader {
    /// `located` hears where the first error is as soon as it is known (`FirstError`).
    /// `device`: the branches that run there are read, of those only one of which runs.
    public static func read(
        path: String, bytes: [UInt8], device: TargetDevice = TargetDevice(), located: (Int, Int) -> Void = { _, _ in }
    ) -> SwiftFileFacts {
        if let problem = BracketNesting.problem(in: bytes) {
            located(problem.line, problem.column)
            return SwiftFileFacts(path: path, problem: problem)
        }
        // The parser copies the bytes into the tree's arena. It nests as deep as a release
        // build's parser does in every build (a debug build's default is 20), so that tests
        // read what navviz reads; the reader's stack is sized for it (`SwiftReaderSession`).
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            return SwiftFileFacts(path: path, problem: FirstError.problem(in: tree, converter: converter, located: located))
        }
        // Most files name no selector: their trees are not walked for one.
        let selectorTargets = bytes.firstRange(of: Array("#selector".utf8)) == nil ? [] : SelectorTargets(tree).names
        let visitor = DeclarationVisitor(converter: converter, device: device, selectorTargets: selectorTargets)
        visitor.walk(tree)
        return SwiftFileFacts(path: path, types: visitor.types, functions: visitor.functions, globals: visitor.globals)
    }

    /// The file's text, as tests write it.
    public static func read(path: String, text: String, device: TargetDevice = TargetDevice()) -> SwiftFileFacts {
        read(path: path, bytes: Array(text.utf8), device: device)
    }
}
