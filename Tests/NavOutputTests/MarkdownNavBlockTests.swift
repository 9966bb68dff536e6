import NavLanguage
import Testing
@testable import NavOutput

@Suite("Markdown nav blocks")
struct MarkdownNavBlockTests {
    @Test func findsNavBlocksWithTheirPicturesAndLines() throws {
        let markdown = """
            # Title
            ```swift
            let x = 1
            ```
            ```nav
            root A
            ```
            text
            ~~~~nav step=1
            root nav N [A]
            A push B
            ~~~~
            ```nav flipbook
            root A
            ```
            """
        let blocks = try MarkdownNavBlock.blocks(in: markdown)
        #expect(blocks.map(\.picture) == [.map, .step(1), .flipbook])
        #expect(blocks.map(\.firstLine) == [6, 10, 14])
        #expect(blocks.map(\.closingLine) == [7, 12, 15])
        #expect(blocks[1].text == "root nav N [A]\nA push B\n")
    }

    @Test func aNavFenceInsideAnotherBlockIsNotABlock() throws {
        let markdown = "````markdown\n```nav\nroot A\n```\n````\n"
        #expect(try MarkdownNavBlock.blocks(in: markdown).isEmpty)
    }

    @Test func aParagraphStartingWithACodeSpanOfFourBackticksOpensNoFence() throws {
        let markdown = "| ```` ```nav flipbook ```` | the frames |\n\n```` ```nav ```` draws the map.\n\n```nav flipbook\nroot A\n```\n"
        let blocks = try MarkdownNavBlock.blocks(in: markdown)
        #expect(blocks.map(\.picture) == [.flipbook])
        #expect(blocks.map(\.firstLine) == [6])
    }

    @Test func aNavLineInAnIndentedCodeBlockIsNotABlock() throws {
        let markdown = "Write this:\n\n    ```nav\n    root A presnt B\n    ```\n"
        #expect(try MarkdownNavBlock.blocks(in: markdown).isEmpty)
    }

    @Test func aBlockInAQuoteGetsItsLinkInTheQuote() throws {
        let blocks = try MarkdownNavBlock.blocks(in: "> ```nav\n> root nav N [A]\n> A push B\n> ```\n")
        #expect(blocks.first?.text == "root nav N [A]\nA push B\n")
        #expect(blocks.first?.linkPrefix == "> ")
    }

    @Test func anUnknownOptionIsALocatedError() {
        #expect {
            try MarkdownNavBlock.blocks(in: "text\n```nav flipbok\nroot A\n```\n")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.location.line == 2 && diagnostic.help == "did you mean `flipbook`?"
        }
    }

    @Test func anUnclosedBlockIsALocatedError() {
        #expect(throws: Diagnostic.self) { try MarkdownNavBlock.blocks(in: "```nav\nroot A\n") }
    }

    @Test func imageNamesAreStableAndDependOnContentAndPicture() {
        let block = MarkdownNavBlock(text: "root A\n", firstLine: 2, closingLine: 3, picture: .map)
        var other = block
        other.picture = .flipbook
        #expect(MarkdownEmbedder.imageName(for: block) == MarkdownEmbedder.imageName(for: block))
        #expect(MarkdownEmbedder.imageName(for: block) != MarkdownEmbedder.imageName(for: other))
        #expect(MarkdownEmbedder.imageName(for: block).hasPrefix("nav-"))
    }
}
