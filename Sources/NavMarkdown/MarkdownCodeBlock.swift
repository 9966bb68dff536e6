/// A code block of a Markdown file as CommonMark reads it: fenced or indented, its
/// info string, its content lines and where it sits.
public struct MarkdownCodeBlock: Equatable, Sendable {
    /// The info string after an opening fence, trimmed; nil for an indented code block.
    public var info: String?
    /// The content lines, without the containers' markers and the fence's indentation.
    public var lines: [String]
    /// The 1-based line of the opening fence (or of an indented block's first line).
    public var firstLine: Int
    /// The line of the closing fence; nil when the end of the document or of a block
    /// quote or list item closed the block.
    public var closingLine: Int?
    /// The text that puts a line inside the same block quotes and list items as the
    /// closing fence (`> ` in a quote, spaces in a list item).
    public var containerPrefix: String
    /// For a fenced block: how many characters of each content line's Markdown line come
    /// before its content (block quote markers, list indentation, the fence's indent).
    public var columnOffsets: [Int] = []
}
