import NavLanguage

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

    /// Every `nav` block of `markdown`, in order. Fences follow CommonMark: three or
    /// more backticks or tildes, closed by the same character at least as many times.
    public static func blocks(in markdown: String) throws -> [MarkdownNavBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [MarkdownNavBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmed
            guard let fence = Self.fence(line) else { index += 1; continue }
            let info = line.dropFirst(fence.count).trimmed.split(separator: " ").map(String.init)
            var closing = index + 1
            while closing < lines.count, !Self.closes(lines[closing].trimmed, fence) { closing += 1 }
            if info.first == "nav" {
                guard closing < lines.count else {
                    throw Diagnostic(.error, "this ```nav block is never closed", at: SourceLocation(line: index + 1, column: 1),
                                     expected: "a closing `\(fence)` line", help: "close the block with `\(fence)`")
                }
                let picture = try Self.picture(info.dropFirst(), line: index + 1)
                result.append(MarkdownNavBlock(text: lines[(index + 1)..<closing].joined(separator: "\n") + "\n",
                                               firstLine: index + 2, closingLine: closing + 1, picture: picture))
            }
            index = closing + 1
        }
        return result
    }

    private static func fence(_ line: String) -> String? {
        for character in ["`", "~"] where line.hasPrefix(String(repeating: character, count: 3)) {
            return String(line.prefix { String($0) == character })
        }
        return nil
    }

    private static func closes(_ line: String, _ fence: String) -> Bool {
        line.allSatisfy { $0 == fence.first } && line.count >= fence.count
    }

    private static func picture(_ words: ArraySlice<String>, line: Int) throws -> Picture {
        var picture = Picture.map
        for word in words {
            if word == "flipbook" { picture = .flipbook }
            else if word == "map" { picture = .map }
            else if word.hasPrefix("step="), let number = Int(word.dropFirst(5)), number >= 0 { picture = .step(number) }
            else {
                throw Diagnostic(.error, "unknown ```nav option `\(word)`", at: SourceLocation(line: line, column: 1),
                                 expected: "`map` (the default), `flipbook` or `step=N`",
                                 help: Suggestion.didYouMean(word, in: ["map", "flipbook"]))
            }
        }
        return picture
    }
}
