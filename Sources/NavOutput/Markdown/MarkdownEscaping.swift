/// Escaping of `.nav` text for Markdown (CommonMark and GitHub's dialect).
enum MarkdownEscaping {
    /// Characters that start emphasis, links, images, HTML, entities, code, tables,
    /// strikethrough or a heading's closing sequence anywhere in a line.
    private static let significant: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#", "!"]
    /// Characters that start a list or a setext underline only at the start of a line.
    private static let significantFirst: Set<Character> = ["-", "+", "="]

    /// Inline text: significant characters backslash-escaped, line breaks as spaces.
    static func inline(_ text: String) -> String {
        var result = ""
        var leadingDigits = true
        for (offset, character) in text.enumerated() {
            if character.isNewline {
                result.append(" ")
                leadingDigits = false
                continue
            }
            // `1.` or `1)` at the start would begin an ordered list.
            let endsListNumber = leadingDigits && offset > 0 && (character == "." || character == ")")
            if significant.contains(character) || (offset == 0 && significantFirst.contains(character)) || endsListNumber {
                result.append("\\")
            }
            leadingDigits = leadingDigits && character.isASCII && character.isNumber
            result.append(character)
        }
        return result
    }

    /// A fenced code block that no backtick run in `code` can close.
    static func codeBlock(_ code: String, language: String) -> String {
        var longestRun = 0, run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return fence + language + "\n" + code + "\n" + fence
    }

    /// A link's destination in angle brackets, where spaces and parentheses need no escape:
    /// brackets and backslashes escaped, line breaks dropped (they end a link).
    static func linkDestination(_ url: String) -> String {
        "<" + url.filter { !$0.isNewline }.map { "<>\\".contains($0) ? "\\\($0)" : String($0) }.joined() + ">"
    }
}
