import NavLanguage
import NavMarkdown

/// A fenced ```` ```nav ```` block of a Markdown file: its flow text, where it sits,
/// and what the info string asks for (`nav`, `nav flipbook`, `nav step=3`).
public struct MarkdownNavBlock: Sendable, Equatable {
    public enum Picture: Sendable, Equatable {
        case map
        case flipbook
        case step(Int)
    }

    public var text: String
    /// The Markdown line of the block's first content line (1-based).
    public var firstLine: Int
    /// The line of the closing fence; the image link goes after it.
    public var closingLine: Int
    public var picture: Picture
    /// What puts the image link in the same block quote or list item as the block.
    public var linkPrefix: String = ""
    /// Characters before each content line's text in the Markdown file (quote markers,
    /// list indentation), so diagnostics point at the right column.
    public var columnOffsets: [Int] = []

    /// Every `nav` block of `markdown`, in order: the fenced code blocks whose info
    /// string starts with `nav`, found by CommonMark's block rules (a ```` ```nav ```` line
    /// in an indented code block, another fence or a code span is not a block).
    public static func blocks(in markdown: String) throws -> [MarkdownNavBlock] {
        var result: [MarkdownNavBlock] = []
        for code in MarkdownBlockParser.codeBlocks(in: markdown) {
            guard let info = code.info?.split(separator: " ").map(String.init), info.first == "nav" else { continue }
            guard let closingLine = code.closingLine else {
                throw Diagnostic(
                    .error, "this ```nav block is never closed", at: SourceLocation(line: code.firstLine, column: 1),
                    expected: "a closing fence before the end of the file or of its block quote or list item",
                    help: "close the block with a fence like the opening one")
            }
            let picture = try Self.picture(info.dropFirst(), line: code.firstLine)
            result.append(
                MarkdownNavBlock(
                    text: code.lines.map { $0 + "\n" }.joined(), firstLine: code.firstLine + 1,
                    closingLine: closingLine, picture: picture, linkPrefix: code.containerPrefix,
                    columnOffsets: code.columnOffsets))
        }
        return result
    }

    private static func picture(_ words: ArraySlice<String>, line: Int) throws -> Picture {
        var picture = Picture.map
        for word in words {
            if word == "flipbook" {
                picture = .flipbook
            } else if word == "map" {
                picture = .map
            } else if word.hasPrefix("step="), let number = Int(word.dropFirst(5)), number >= 0 {
                picture = .step(number)
            } else {
                throw Diagnostic(
                    .error, "unknown ```nav option `\(word)`", at: SourceLocation(line: line, column: 1),
                    expected: "`map` (the default), `flipbook` or `step=N`",
                    help: Suggestion.didYouMean(word, in: ["map", "flipbook"]))
            }
        }
        return picture
    }
}
