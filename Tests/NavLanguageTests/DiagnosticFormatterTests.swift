import Testing
@testable import NavLanguage

@Suite("Diagnostic formats")
struct DiagnosticFormatterTests {
    private let source = SourceFile(path: "flows/app.nav", text: "root nav N [A]\nA present B style: fullscren\n")
    private var diagnostic: Diagnostic { Parser.parse(source).errors[0] }

    @Test func humanShowsTheLocationTheLineACaretWhatWasExpectedAndAFix() {
        let text = DiagnosticFormatter(style: .human).format(diagnostic, in: source)
        #expect(
            text == """
                flows/app.nav:2:20: error: unknown presentation style `fullscren`
                 2 | A present B style: fullscren
                   |                    ^
                   = expected: one of automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, custom
                   = help: did you mean `fullScreen`?
                """)
    }

    @Test func humanIsColouredOnlyWhenAsked() {
        let plain = DiagnosticFormatter(style: .human, color: false).format(diagnostic, in: source)
        let coloured = DiagnosticFormatter(style: .human, color: true).format(diagnostic, in: source)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(
            coloured.replacingAll("\u{1B}[0m", "").replacingAll("\u{1B}[1m", "").replacingAll("\u{1B}[1;31m", "").replacingAll("\u{1B}[1;32m", "")
                == plain)
    }

    @Test func gccIsOneLineEach() {
        let text = DiagnosticFormatter(style: .gcc).format(Parser.parse(source).diagnostics, in: source)
        #expect(
            text
                == "flows/app.nav:2:20: error: unknown presentation style `fullscren`; expected one of automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, custom (did you mean `fullScreen`?)"
        )
    }

    @Test func githubIsAWorkflowCommandWithEscapedProperties() {
        let odd = SourceFile(path: "a,b:c%.nav", text: "root A\nA presnt B\n")
        let text = DiagnosticFormatter(style: .github).format(Parser.parse(odd).errors[0], in: odd)
        #expect(text.hasPrefix("::error file=a%2Cb%3Ac%25.nav,line=2,col=3::unknown operation `presnt`; expected one of "))
        #expect(text.hasSuffix("(did you mean `present`?)"))
        let warning = Diagnostic(.warning, "two\nlines 100%", at: SourceLocation(line: 1, column: 1))
        #expect(DiagnosticFormatter(style: .github).format(warning, in: odd) == "::warning file=a%2Cb%3Ac%25.nav,line=1,col=1::two%0Alines 100%25")
        let note = Diagnostic(.note, "fyi", at: SourceLocation(line: 1, column: 1))
        #expect(DiagnosticFormatter(style: .github).format(note, in: odd).hasPrefix("::notice "))
    }

    @Test func severalDiagnosticsAreSeparatedByABlankLineForPeople() {
        let twoErrors = SourceFile(path: "x.nav", text: "root A\nA presnt B\nA pussh C\n")
        let text = DiagnosticFormatter(style: .human).format(Parser.parse(twoErrors).diagnostics, in: twoErrors)
        #expect(text.contains("\n\nx.nav:3:3: error: unknown operation `pussh`"))
        #expect(text.hasPrefix("x.nav:2:3: error: unknown operation `presnt`"))
    }

    @Test func theCaretAccountsForWideCharactersAndTabs() {
        let excerpt = DiagnosticFormatter.excerpt("首页\tpresnt", column: 4)
        #expect(excerpt.text == "首页 presnt")
        #expect(excerpt.caretOffset == 5)
    }

    @Test func aLongLineIsShownAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let excerpt = DiagnosticFormatter.excerpt(line, column: 501)
        #expect(excerpt.text.hasPrefix("…a"))
        #expect(excerpt.text.hasSuffix("b…"))
        #expect(excerpt.text.count == 102)
        #expect(Array(excerpt.text)[excerpt.caretOffset] == "X")
    }

    @Test func controlCharactersInTheLineCannotReachTheTerminal() {
        let excerpt = DiagnosticFormatter.excerpt("A \u{1B}[2J push", column: 3)
        #expect(!excerpt.text.contains("\u{1B}"))
        #expect(excerpt.caretOffset == 2)
    }
}
