/// One Markdown line being read left to right, in columns: a tab advances to the next
/// multiple of four, and a tab only partly consumed as indentation leaves its other
/// columns as spaces, as CommonMark reads them.
struct MarkdownLine {
    let characters: [Character]
    private(set) var index = 0
    private(set) var column = 0
    /// Columns of a partly consumed tab still to be read as spaces.
    private var pendingSpaces = 0

    init(_ text: Substring) {
        characters = Array(text)
    }

    /// The columns of spaces and tabs from here to the next other character.
    var indent: Int {
        var columns = column + pendingSpaces
        for character in characters[index...] {
            if character == " " { columns += 1 } else if character == "\t" { columns += 4 - columns % 4 } else { break }
        }
        return columns - column
    }

    /// The indentation counted in characters, a partly read tab as one: what cmark
    /// takes as a fence's indentation, which its content lines lose.
    var indentCharacters: Int {
        (pendingSpaces > 0 ? 1 : 0) + characters[index...].prefix { $0 == " " || $0 == "\t" }.count
    }

    /// The first character after the indentation, if any.
    var afterIndent: Character? { characters[index...].first { $0 != " " && $0 != "\t" } }

    var isBlank: Bool { afterIndent == nil }

    /// The characters from the first one after the indentation.
    var textAfterIndent: ArraySlice<Character> {
        characters[(characters[index...].firstIndex { $0 != " " && $0 != "\t" } ?? characters.endIndex)...]
    }

    /// What is left of the line, a partly read tab as spaces.
    var rest: String { String(repeating: " ", count: pendingSpaces) + String(characters[index...]) }

    /// Reads up to `count` columns of spaces and tabs.
    mutating func consumeIndent(_ count: Int) {
        var left = count
        while left > 0 {
            if pendingSpaces > 0 {
                let taken = min(pendingSpaces, left)
                pendingSpaces -= taken; column += taken; left -= taken
                continue
            }
            guard index < characters.count else { return }
            let character = characters[index]
            if character == " " {
                index += 1; column += 1; left -= 1
            } else if character == "\t" {
                let width = 4 - column % 4
                index += 1
                if width <= left {
                    column += width; left -= width
                } else {
                    pendingSpaces = width - left; column += left; left = 0
                }
            } else {
                return
            }
        }
    }

    /// Reads all the indentation.
    mutating func consumeAllIndent() { consumeIndent(indent) }

    /// Reads `count` characters that are not spaces or tabs (a marker).
    mutating func consumeMarker(_ count: Int) {
        pendingSpaces = 0
        index += count
        column += count
    }

    /// Reads a block quote's `>` after its indentation, and one column of space after it.
    mutating func consumeBlockQuoteMarker() {
        consumeAllIndent()
        consumeMarker(1)
        if let next = characters[index...].first, next == " " || next == "\t" { consumeIndent(1) }
    }
}
