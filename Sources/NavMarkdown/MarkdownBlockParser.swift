import Foundation

/// CommonMark's block structure, as far as finding code blocks needs it: block quotes and
/// list items (with lazy continuation lines), paragraphs, headings, thematic breaks, HTML
/// blocks, and fenced and indented code. Inline content is not parsed: a paragraph that
/// starts with a code span is just a paragraph. Follows the spec's parsing strategy:
/// each line first continues the open containers, then may start new blocks.
public struct MarkdownBlockParser {
    private enum Container {
        case blockQuote
        /// A list item whose content starts `contentIndent` columns in; one that
        /// started with a blank line ends at a second blank line before any content.
        case listItem(contentIndent: Int, startedBlank: Bool, hasContent: Bool)
    }

    private enum Leaf {
        case paragraph
        case fenced(character: Character, length: Int, indent: Int, block: MarkdownCodeBlock)
        case indented(block: MarkdownCodeBlock, trailingBlanks: [String])
        case html(end: HTMLBlockEnd)
    }

    private enum HTMLBlockEnd {
        /// The line that contains one of these (lowercased) ends the block.
        case contains([String])
        case blankLine
    }

    private var containers: [Container] = []
    private var leaf: Leaf?
    private var codeBlocks: [MarkdownCodeBlock] = []

    /// Every code block of `markdown`, in order.
    public static func codeBlocks(in markdown: String) -> [MarkdownCodeBlock] {
        var parser = MarkdownBlockParser()
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() } // the last line's line ending
        for (offset, line) in lines.enumerated() {
            let text = line.last == "\r" ? line.dropLast() : line
            parser.read(MarkdownLine(text), number: offset + 1)
        }
        parser.closeLeaf()
        return parser.codeBlocks
    }

    private mutating func read(_ input: MarkdownLine, number: Int) {
        var line = input
        let matched = continueContainers(&line)
        let allMatched = matched == containers.count

        let prefix = String(input.characters[..<line.index])
        if allMatched, continueLeaf(&line, number: number, prefix: prefix) { return }
        // Fenced, indented and HTML blocks are never lazily continued.
        if !allMatched, let open = leaf, !Self.isParagraph(open) {
            closeLeaf()
        }
        var closedUnmatched = allMatched
        func closeUnmatched(_ parser: inout MarkdownBlockParser) {
            guard !closedUnmatched else { return }
            parser.closeLeaf()
            parser.containers.removeLast(parser.containers.count - matched)
            closedUnmatched = true
        }

        while true {
            let paragraphOpen = leaf.map(Self.isParagraph) ?? false
            // A list item or a setext underline "interrupts a paragraph" only when the
            // paragraph's containers all continue; indented code and an HTML block of
            // kind 7 never start while a paragraph is open, lazily or not (as cmark reads it).
            let interrupting = paragraphOpen && allMatched
            let indent = line.indent
            if indent >= 4 {
                if paragraphOpen || line.isBlank { break }
                closeUnmatched(&self)
                closeLeaf()
                line.consumeIndent(4)
                markContent()
                leaf = .indented(
                    block: MarkdownCodeBlock(info: nil, lines: [line.rest], firstLine: number, closingLine: nil, containerPrefix: ""),
                    trailingBlanks: [])
                return
            }
            let text = line.textAfterIndent
            guard let first = text.first else { break }
            if first == ">" {
                closeUnmatched(&self)
                closeLeaf()
                line.consumeBlockQuoteMarker()
                containers.append(.blockQuote)
                continue
            }
            if Self.isATXHeading(text) || (!paragraphOpen && Self.isThematicBreak(text)) {
                closeUnmatched(&self)
                closeLeaf()
                markContent()
                return
            }
            if let fence = Self.openingFence(text) {
                closeUnmatched(&self)
                closeLeaf()
                markContent()
                let info = String(text.dropFirst(fence.length)).trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r"))
                leaf = .fenced(
                    character: fence.character, length: fence.length, indent: line.indentCharacters,
                    block: MarkdownCodeBlock(info: info, lines: [], firstLine: number, closingLine: nil, containerPrefix: ""))
                return
            }
            if let end = Self.htmlBlockStart(text, afterParagraph: paragraphOpen) {
                closeUnmatched(&self)
                closeLeaf()
                markContent()
                leaf = .html(end: end)
                if case .contains(let markers) = end, Self.containsAny(String(text).lowercased(), markers) { closeLeaf() }
                return
            }
            if interrupting, Self.isSetextUnderline(text) || Self.isThematicBreak(text) {
                closeLeaf()
                markContent()
                return
            }
            if paragraphOpen, Self.isThematicBreak(text) {
                closeUnmatched(&self)
                closeLeaf()
                return
            }
            if let markerWidth = Self.listItemStart(text, interruptingParagraph: interrupting) {
                closeUnmatched(&self)
                closeLeaf()
                markContent()
                line.consumeAllIndent()
                line.consumeMarker(markerWidth)
                let spaces = line.indent
                let startedBlank = line.isBlank
                let padding = startedBlank || spaces > 4 ? 1 : spaces
                line.consumeIndent(padding)
                containers.append(.listItem(contentIndent: indent + markerWidth + padding, startedBlank: startedBlank, hasContent: false))
                continue
            }
            break
        }

        if line.isBlank {
            if leaf.map(Self.isParagraph) ?? false { closeLeaf() }
            closeUnmatched(&self)
            return
        }
        if leaf.map(Self.isParagraph) ?? false { return } // a continuation line, lazy or not
        closeUnmatched(&self)
        markContent()
        leaf = .paragraph
    }

    /// Continues the open block quotes and list items; returns how many matched.
    private func continueContainers(_ line: inout MarkdownLine) -> Int {
        var matched = 0
        for container in containers {
            switch container {
            case .blockQuote:
                guard line.indent <= 3, line.afterIndent == ">" else { return matched }
                line.consumeBlockQuoteMarker()
            case .listItem(let contentIndent, let startedBlank, let hasContent):
                if line.isBlank {
                    if startedBlank && !hasContent { return matched }
                    line.consumeIndent(contentIndent)
                } else if line.indent >= contentIndent {
                    line.consumeIndent(contentIndent)
                } else {
                    return matched
                }
            }
            matched += 1
        }
        return matched
    }

    /// Gives the line to the open code or HTML block when it takes it; false when the
    /// line is for the block starts (or a paragraph).
    private mutating func continueLeaf(_ line: inout MarkdownLine, number: Int, prefix: String) -> Bool {
        switch leaf {
        case .fenced(let character, let length, let indent, var block):
            let text = line.textAfterIndent
            let run = text.prefix { $0 == character }.count
            if line.indent <= 3, run >= length, text.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" }) {
                block.closingLine = number
                block.containerPrefix = prefix
                codeBlocks.append(block)
                leaf = nil
                return true
            }
            line.consumeIndent(min(indent, line.indent))
            let content = line.rest
            block.lines.append(content)
            block.columnOffsets.append(max(0, line.characters.count - content.count))
            leaf = .fenced(character: character, length: length, indent: indent, block: block)
            return true
        case .indented(var block, var trailingBlanks):
            if line.isBlank {
                line.consumeIndent(4)
                trailingBlanks.append(line.rest)
            } else if line.indent >= 4 {
                line.consumeIndent(4)
                block.lines += trailingBlanks + [line.rest]
                trailingBlanks = []
            } else {
                closeLeaf()
                return false
            }
            leaf = .indented(block: block, trailingBlanks: trailingBlanks)
            return true
        case .html(let end):
            switch end {
            case .blankLine:
                if line.isBlank { leaf = nil; return true }
            case .contains(let markers):
                if Self.containsAny(line.rest.lowercased(), markers) { leaf = nil }
            }
            return true
        case .paragraph, nil:
            return false
        }
    }

    private mutating func closeLeaf() {
        switch leaf {
        case .fenced(_, _, _, let block), .indented(let block, _):
            codeBlocks.append(block)
        case .paragraph, .html, nil:
            break
        }
        leaf = nil
    }

    /// A list item with content does not end at its next blank line.
    private mutating func markContent() {
        for index in containers.indices {
            if case .listItem(let contentIndent, let startedBlank, _) = containers[index] {
                containers[index] = .listItem(contentIndent: contentIndent, startedBlank: startedBlank, hasContent: true)
            }
        }
    }

    private static func isParagraph(_ leaf: Leaf) -> Bool {
        if case .paragraph = leaf { return true }
        return false
    }

    // MARK: block starts (each given the text after at most three columns of indentation)

    private static func openingFence(_ text: ArraySlice<Character>) -> (character: Character, length: Int)? {
        guard let character = text.first, character == "`" || character == "~" else { return nil }
        let length = text.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        // A backtick fence's info string has no backtick: "```` ```nav ````" is a code span.
        if character == "`", text.dropFirst(length).contains("`") { return nil }
        return (character, length)
    }

    private static func isATXHeading(_ text: ArraySlice<Character>) -> Bool {
        let hashes = text.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return false }
        let after = text.dropFirst(hashes).first
        return after == nil || after == " " || after == "\t"
    }

    private static func isThematicBreak(_ text: ArraySlice<Character>) -> Bool {
        guard let character = text.first, character == "*" || character == "-" || character == "_" else { return false }
        let marks = text.filter { $0 == character }.count
        return marks >= 3 && text.allSatisfy { $0 == character || $0 == " " || $0 == "\t" }
    }

    private static func isSetextUnderline(_ text: ArraySlice<Character>) -> Bool {
        guard let character = text.first, character == "=" || character == "-" else { return false }
        let run = text.prefix { $0 == character }.count
        return text.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }

    private static func listItemStart(_ text: ArraySlice<Character>, interruptingParagraph: Bool) -> Int? {
        let width: Int
        var startsAtOne = true
        if let first = text.first, first == "-" || first == "+" || first == "*" {
            width = 1
        } else {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), let delimiter = text.dropFirst(digits.count).first, delimiter == "." || delimiter == ")" else {
                return nil
            }
            width = digits.count + 1
            startsAtOne = Int(String(digits)) == 1
        }
        let after = text.dropFirst(width)
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        let blankStart = after.allSatisfy { $0 == " " || $0 == "\t" }
        if interruptingParagraph, blankStart || !startsAtOne { return nil }
        return width
    }

    private static func containsAny(_ text: String, _ markers: [String]) -> Bool {
        markers.contains { text.contains($0) }
    }

    private static let htmlBlockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
        "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "meta", "nav", "noframes", "ol",
        "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot",
        "th", "thead", "title", "tr", "track", "ul",
    ]

    /// A complete open or closing tag alone on the line: an HTML block of kind 7.
    private static let completeTag = try! NSRegularExpression(
        pattern: #"""
            ^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*/?>|</[A-Za-z][A-Za-z0-9-]*\s*>)\s*$
            """#)

    /// The end condition of the HTML block this line starts, if it starts one.
    private static func htmlBlockStart(_ text: ArraySlice<Character>, afterParagraph: Bool) -> HTMLBlockEnd? {
        guard text.first == "<" else { return nil }
        let line = String(text)
        let lower = line.lowercased()
        // Kind 1: any of the end tags ends it, not only the one that opened it.
        let rawText = ["script", "pre", "style", "textarea"]
        for tag in rawText where lower.hasPrefix("<" + tag) {
            let after = lower.dropFirst(tag.count + 1).first
            if after == nil || after == " " || after == "\t" || after == ">" { return .contains(rawText.map { "</\($0)>" }) }
        }
        if lower.hasPrefix("<!--") { return .contains(["-->"]) }
        if lower.hasPrefix("<?") { return .contains(["?>"]) }
        if lower.hasPrefix("<![cdata[") { return .contains(["]]>"]) }
        if line.hasPrefix("<!"), let letter = line.dropFirst(2).first, letter.isASCII, letter.isLetter { return .contains([">"]) }
        let name = lower.dropFirst(lower.hasPrefix("</") ? 2 : 1).prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        if htmlBlockTags.contains(String(name)) {
            let after = lower.dropFirst((lower.hasPrefix("</") ? 2 : 1) + name.count)
            if after.isEmpty || after.hasPrefix(" ") || after.hasPrefix("\t") || after.hasPrefix(">") || after.hasPrefix("/>") { return .blankLine }
        }
        // `<pre>` and the like matched kind 1 above; a lone `</pre>` is kind 7, as cmark reads it.
        if !afterParagraph, completeTag.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
            return .blankLine
        }
        return nil
    }
}
