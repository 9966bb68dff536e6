import Testing
@testable import NavMarkdown

/// The CommonMark spec's examples for code blocks (spec 0.31, "Indented code blocks",
/// "Fenced code blocks", and the block quote, list item and HTML block examples that
/// decide where a code block is). Each expectation is the spec's `<pre><code>` output:
/// the info string (`-` for an indented block) and the content, entities decoded.
@Suite("CommonMark code blocks")
struct MarkdownBlockParserTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var markdown: String
        var codeBlocks: [String]
        var testDescription: String { markdown.debugDescription }
    }

    private static func render(_ markdown: String) -> [String] {
        MarkdownBlockParser.codeBlocks(in: markdown).map { block in
            (block.info.map { $0.split(separator: " ").first.map(String.init) ?? "" } ?? "-") + "|" + block.lines.map { $0 + "\n" }.joined()
        }
    }

    static let indentedCodeBlocks: [Example] = [
        Example(markdown: "    a simple\n      indented code block\n", codeBlocks: ["-|a simple\n  indented code block\n"]),
        Example(markdown: "  - foo\n\n    bar\n", codeBlocks: []),
        Example(markdown: "1.  foo\n\n    - bar\n", codeBlocks: []),
        Example(markdown: "    <a/>\n    *hi*\n\n    - one\n", codeBlocks: ["-|<a/>\n*hi*\n\n- one\n"]),
        Example(markdown: "    chunk1\n\n    chunk2\n  \n \n \n    chunk3\n", codeBlocks: ["-|chunk1\n\nchunk2\n\n\n\nchunk3\n"]),
        Example(markdown: "    chunk1\n      \n      chunk2\n", codeBlocks: ["-|chunk1\n  \n  chunk2\n"]),
        Example(markdown: "Foo\n    bar\n\n", codeBlocks: []),
        Example(markdown: "    foo\nbar\n", codeBlocks: ["-|foo\n"]),
        Example(markdown: "# Heading\n    foo\nHeading\n------\n    foo\n----\n", codeBlocks: ["-|foo\n", "-|foo\n"]),
        Example(markdown: "        foo\n    bar\n", codeBlocks: ["-|    foo\nbar\n"]),
        Example(markdown: "\n    \n    foo\n    \n\n", codeBlocks: ["-|foo\n"]),
        Example(markdown: "    foo  \n", codeBlocks: ["-|foo  \n"]),
    ]

    static let fencedCodeBlocks: [Example] = [
        Example(markdown: "```\n<\n >\n```\n", codeBlocks: ["|<\n >\n"]),
        Example(markdown: "~~~\n<\n >\n~~~\n", codeBlocks: ["|<\n >\n"]),
        Example(markdown: "``\nfoo\n``\n", codeBlocks: []),
        Example(markdown: "```\naaa\n~~~\n```\n", codeBlocks: ["|aaa\n~~~\n"]),
        Example(markdown: "~~~\naaa\n```\n~~~\n", codeBlocks: ["|aaa\n```\n"]),
        Example(markdown: "````\naaa\n```\n``````\n", codeBlocks: ["|aaa\n```\n"]),
        Example(markdown: "~~~~\naaa\n~~~\n~~~~\n", codeBlocks: ["|aaa\n~~~\n"]),
        Example(markdown: "```\n", codeBlocks: ["|"]),
        Example(markdown: "`````\n\n```\naaa\n", codeBlocks: ["|\n```\naaa\n"]),
        Example(markdown: "> ```\n> aaa\n\nbbb\n", codeBlocks: ["|aaa\n"]),
        Example(markdown: "```\n\n  \n```\n", codeBlocks: ["|\n  \n"]),
        Example(markdown: "```\n```\n", codeBlocks: ["|"]),
        Example(markdown: " ```\n aaa\naaa\n```\n", codeBlocks: ["|aaa\naaa\n"]),
        Example(markdown: "  ```\naaa\n  aaa\naaa\n  ```\n", codeBlocks: ["|aaa\naaa\naaa\n"]),
        Example(markdown: "   ```\n   aaa\n    aaa\n  aaa\n   ```\n", codeBlocks: ["|aaa\n aaa\naaa\n"]),
        Example(markdown: "    ```\n    aaa\n    ```\n", codeBlocks: ["-|```\naaa\n```\n"]),
        Example(markdown: "```\naaa\n  ```\n", codeBlocks: ["|aaa\n"]),
        Example(markdown: "   ```\naaa\n  ```\n", codeBlocks: ["|aaa\n"]),
        Example(markdown: "```\naaa\n    ```\n", codeBlocks: ["|aaa\n    ```\n"]),
        Example(markdown: "``` ```\naaa\n", codeBlocks: []),
        Example(markdown: "~~~~~~\naaa\n~~~ ~~\n", codeBlocks: ["|aaa\n~~~ ~~\n"]),
        Example(markdown: "foo\n```\nbar\n```\nbaz\n", codeBlocks: ["|bar\n"]),
        Example(markdown: "foo\n---\n~~~\nbar\n~~~\n# baz\n", codeBlocks: ["|bar\n"]),
        Example(markdown: "```ruby\ndef foo(x)\n  return 3\nend\n```\n", codeBlocks: ["ruby|def foo(x)\n  return 3\nend\n"]),
        Example(
            markdown: "~~~~    ruby startline=3 $%@#$\ndef foo(x)\n  return 3\nend\n~~~~~~~\n", codeBlocks: ["ruby|def foo(x)\n  return 3\nend\n"]),
        Example(markdown: "````;\n````\n", codeBlocks: [";|"]),
        Example(markdown: "``` aa ```\nfoo\n", codeBlocks: []),
        Example(markdown: "~~~ aa ``` ~~~\nfoo\n~~~\n", codeBlocks: ["aa|foo\n"]),
        Example(markdown: "```\n``` aaa\n```\n", codeBlocks: ["|``` aaa\n"]),
    ]

    /// Block quotes, list items and HTML blocks decide which lines a fence can see.
    static let containers: [Example] = [
        Example(markdown: "    > # Foo\n    > bar\n    > baz\n", codeBlocks: ["-|> # Foo\n> bar\n> baz\n"]),
        Example(markdown: ">     foo\n    bar\n", codeBlocks: ["-|foo\n", "-|bar\n"]),
        Example(markdown: "> ```\nfoo\n```\n", codeBlocks: ["|", "|"]),
        Example(markdown: "> foo\n    - bar\n", codeBlocks: []),
        Example(markdown: ">     code\n\n>    not code\n", codeBlocks: ["-|code\n"]),
        Example(markdown: "- foo\n\n  ```\n  bar\n  ```\n", codeBlocks: ["|bar\n"]),
        Example(
            markdown: "1.  A paragraph\n    with two lines.\n\n        indented code\n\n    > A block quote.\n", codeBlocks: ["-|indented code\n"]),
        Example(markdown: "- one\n\n two\n", codeBlocks: []),
        Example(markdown: "- foo\n\n\n  bar\n", codeBlocks: []),
        Example(markdown: "1.  foo\n\n    ```\n    bar\n    ```\n\n    baz\n\n    > bam\n", codeBlocks: ["|bar\n"]),
        Example(markdown: "- Foo\n\n      bar\n\n\n      baz\n", codeBlocks: ["-|bar\n\n\nbaz\n"]),
        Example(markdown: "1.     indented code\n\n   paragraph\n\n       more code\n", codeBlocks: ["-|indented code\n", "-|more code\n"]),
        Example(markdown: "-\n  foo\n-\n  ```\n  bar\n  ```\n-\n      baz\n", codeBlocks: ["|bar\n", "-|baz\n"]),
        Example(markdown: "-\n\n  foo\n", codeBlocks: []),
        Example(markdown: "- a\n- ```\n  b\n\n\n  ```\n- c\n", codeBlocks: ["|b\n\n\n"]),
        Example(markdown: "<div></div>\n``` c\nint x = 33;\n```\n", codeBlocks: []),
        Example(markdown: "<div>\n\n```nav\nroot A\n```\n</div>\n", codeBlocks: ["nav|root A\n"]),
        Example(markdown: "<!-- a\n```\nb -->\n```\nc\n```\n", codeBlocks: ["|c\n"]),
        Example(markdown: "\t```\n\tfoo\n\t```\n", codeBlocks: ["-|```\nfoo\n```\n"]),
        Example(markdown: "- foo\n\n\tbar\n", codeBlocks: []),
        Example(markdown: ">\t\tfoo\n", codeBlocks: ["-|  foo\n"]),
    ]

    /// Cases where an earlier version differed from cmark 0.30 (found by comparing the
    /// two on random documents); each expectation is cmark's output.
    static let cmarkAgreement: [Example] = [
        // A lazy line may start an ordered list at any number: only a paragraph whose
        // containers all continue is "interrupted".
        Example(markdown: "-   text\n2) ```\n> 1) x\n", codeBlocks: ["|"]),
        // ...but an HTML block of kind 7 never starts while a paragraph is open, lazily or not.
        Example(markdown: "> a\n<span>\n```\nc\n```\n", codeBlocks: ["|c\n"]),
        Example(markdown: "10. ~~~~\n2) text\n</pre>\n1. * y\n```` x\n", codeBlocks: ["|", "x|"]),
        // Any end tag of kind 1 ends the block, not only the opening one's.
        Example(markdown: "<pre>\n```\nx\n</style>\n```\ny\n```\n", codeBlocks: ["|y\n"]),
        Example(markdown: "<textarea>\n```\nx\n</textarea>\n```\ny\n```\n", codeBlocks: ["|y\n"]),
        // A fence after a partly read tab is indented by one character, and its lines lose one column.
        Example(markdown: "* y\n\t```\n  ```` x\n    <div>\n", codeBlocks: ["|```` x\n <div>\n"]),
    ]

    @Test(arguments: indentedCodeBlocks) func indentedCodeBlock(_ example: Example) {
        #expect(Self.render(example.markdown) == example.codeBlocks)
    }

    @Test(arguments: fencedCodeBlocks) func fencedCodeBlock(_ example: Example) {
        #expect(Self.render(example.markdown) == example.codeBlocks)
    }

    @Test(arguments: containers) func codeBlockInContainers(_ example: Example) {
        #expect(Self.render(example.markdown) == example.codeBlocks)
    }

    @Test(arguments: cmarkAgreement) func readsLikeCmark(_ example: Example) {
        #expect(Self.render(example.markdown) == example.codeBlocks)
    }

    @Test func aClosingFenceInAContainerGivesTheLinkItsPrefix() {
        let blocks = MarkdownBlockParser.codeBlocks(in: "> text\n>\n> ```nav\n> root A\n> ```\n\n- item\n\n  ```nav\n  root B\n  ```\n")
        #expect(blocks.map(\.containerPrefix) == ["> ", "  "])
        #expect(blocks.map(\.closingLine) == [5, 11])
        #expect(blocks.map(\.lines) == [["root A"], ["root B"]])
    }
}
