import Testing
@testable import NavLanguage

/// The language reads ASCII text as bytes and other text as Characters: both must cut
/// and count exactly as a reading by Characters does.
@Suite("Byte scanning")
struct ByteScanningTests {
    @Test(arguments: ["", "a", "a\nb", "a\r\nb\r\n", "a\r\r\nb", "a\rb\r", "\r\n\r\n", "x\n\u{301}y", "e\u{301}\r\n", "a\r", "\n\n"])
    func linesAreTheCharacterSplit(text: String) {
        let expected = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        #expect(SourceFile(path: "t.nav", text: text).lines.map(String.init) == expected)
    }

    @Test(arguments: ["", "  ", " a b ", "\tabc\r", "é ", " \u{301}x ", "x \u{301}", "\r\n", " \r\n x", "x \r\n", "\r \n"])
    func trimmedIsTheCharacterTrim(text: String) {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let expected = text.firstIndex { !isBlank($0) }.map { String(text[$0...text.lastIndex { !isBlank($0) }!]) } ?? ""
        #expect(text.trimmed == expected)
    }

    @Test func aStatementsTextLosesItsCommentOnly() {
        let source = SourceFile(
            path: "t.nav",
            text: """
                A push B # a comment
                  A push B "x # y" # z
                A push B "a \\" # b" # c
                É push B # ü
                A "\u{301}# x
                """)
        #expect((1...6).map(source.code(ofLine:)) == ["A push B", "A push B \"x # y\"", "A push B \"a \\\" # b\"", "É push B", "A \"\u{301}", ""])
    }

    @Test func keywordsAreFoundByTheirSpelling() {
        for keyword in Keyword.allCases {
            #expect(Keyword.spelled(keyword.rawValue) == keyword)
        }
        for word in ["", "Title", "titles", "tit", "expectation", "nill"] {
            #expect(Keyword.spelled(word) == nil)
        }
    }

    @Test(arguments: ["A", "Ä", "A\u{308}", "首页"])
    func columnsCountCharacters(name: String) {
        let result = Parser.parse(SourceFile(path: "t.nav", text: "root nav N [\(name)]\n\(name) push B -> C"))
        #expect(result.errors.first?.location == SourceLocation(line: 2, column: name.count + 9))
    }
}
