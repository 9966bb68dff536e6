import Testing
@testable import NavOutput

@Suite("flow.md")
struct MarkdownTests {
    @Test func escapesWhatMarkdownWouldInterpret() {
        #expect(MarkdownEscaping.inline("*a* _b_ [c](d) <e> `f` | ~g~ & #h !i") == ##"\*a\* \_b\_ \[c\](d) \<e\> \`f\` \| \~g\~ \& \#h \!i"##)
        #expect(MarkdownEscaping.inline("- item") == #"\- item"#)
        #expect(MarkdownEscaping.inline("12. and 3) x-y") == #"12\. and 3) x-y"#)
        #expect(MarkdownEscaping.inline("two\nlines") == "two lines")
        #expect(MarkdownEscaping.inline(#"back\slash"#) == #"back\\slash"#)
    }

    @Test func fencesCodeLongerThanAnyBacktickRunInIt() {
        #expect(MarkdownEscaping.codeBlock("a ```` b", language: "nav") == "`````nav\na ```` b\n`````")
        #expect(MarkdownEscaping.codeBlock("plain", language: "nav") == "```nav\nplain\n```")
    }

    @Test func showsEveryFramesImageAndCaption() throws {
        let flow = try RenderedFixtures.article.get()
        let page = try RenderedFixtures.text("flow.md", of: flow)
        #expect(page.hasPrefix("# View Controller flow: Navigation + Modal\n"))
        for name in flow.frameNames {
            #expect(page.contains("](\(name).png)"))
        }
        #expect(page.contains("## Step 1 of 14: open details"))
        #expect(page.contains("```nav\nVCN2 present VCM1 style: fullScreen\n```"))
    }

    @Test func hostileCaptionsStayText() throws {
        let page = try RenderedFixtures.text("flow.md", of: try RenderedFixtures.hostile.get())
        let prose = page.replacing(/```nav\n.*?\n```/.dotMatchesNewlines(), with: "")
        #expect(prose.contains("alert"))
        #expect(!prose.contains("<script>"))
        #expect(page.contains(#"## Step 1 of 2: \</script\>\<script\>alert(1)\</script\>"#))
    }
}
