import Testing
@testable import NavLanguage

private func parse(_ text: String) -> ParseResult {
    Parser.parse(SourceFile(path: "test.nav", text: text))
}

/// One run reports every independent error, sorted, and no echoes of one mistake.
@Suite("Error recovery")
struct RecoveryTests {
    @Test func everyIndependentErrorIsReportedSortedByPosition() {
        let result = parse("root A\nA presnt B\nA push\nX pop\nA present C style: nope\ntitle \"x\" \"y\"\n")
        #expect(
            result.errors.map(\.location) == [
                SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 7), SourceLocation(line: 4, column: 1),
                SourceLocation(line: 5, column: 20), SourceLocation(line: 6, column: 11),
            ])
    }

    @Test func aBrokenRootDoesNotMakeEveryLaterOperationAnError() {
        let result = parse("root nav N [A B]\nA push C\nC present D\n")
        #expect(result.errors.map(\.message) == ["unexpected `B` in a list"])
    }

    @Test func aMisspeltRootKindIsOneErrorAndItsNamesAreNotReportedAgain() {
        let result = parse("root nv Main [Home, Detail]\nHome push A\nA push B\nDetail push C\nMain push D\nB present E\nE dismiss\n")
        #expect(result.errors.map(\.message) == ["unknown container kind `nv`"])
        #expect(result.errors.first?.help == "did you mean `nav`?")
        #expect(result.errors.first?.location == SourceLocation(line: 1, column: 6))
    }

    @Test func namesOfABrokenRootLineAreNotUnknownLaterButOtherMistakesStillAre() {
        let result = parse("root tabs T [nav N [Home], Settings] selected: x9\nHome push A\nSettings present B\nA push C\nQ pop\nA presnt Z\n")
        #expect(result.errors.map(\.location.line) == [1, 5, 6])
        #expect(result.errors[1].message == "unknown view controller `Q`")
    }

    @Test func namesDeclaredBeforeAnErrorOnTheSameLineStayKnown() {
        let result = parse("root A\nA present B style: fullscren\nB dismiss\n")
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.location.line == 2)
    }

    @Test func aLineThatMentionsANameOfABrokenLineIsStillCheckedForItsOwnMistakes() {
        let result = parse("root nav N [A]\nA pushViewController B\nB presentViewController C\nB present D\n")
        #expect(
            result.errors.map(\.location) == [SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 3)],
            "line 3's operation is reported, line 4 (only a broken name) is not")
        #expect(result.syntax.statements.count == 1, "statements that mention a broken name are dropped")
    }

    @Test func aNameOfABrokenLineIsNotTakenForAMistypedKeyword() {
        let result = parse("root nav N [A]\nA presentViewController Sheet\nSheet dismissViewControllerAnimated\n")
        #expect(result.errors.map(\.message) == ["unknown operation `presentViewController`", "unknown operation `dismissViewControllerAnimated`"])
    }

    @Test func aSwiftCallsArgumentsAreOneError() {
        let result = parse("root A\nA pushViewController(B, animated: (true))\nA pop\n")
        #expect(result.errors.map(\.location) == [SourceLocation(line: 2, column: 21)])
        #expect(
            result.errors.first?.help == "calls take no parentheses: did you mean `push`? (`pushViewController` is UIKit's name; .nav writes `push`)")
    }

    @Test func aLineWithALexicalErrorGetsNoEchoFromTheParser() {
        let result = parse("root A\nA pu$h B\n")
        #expect(result.errors.map(\.message) == ["unexpected character `$`"])
    }

    @Test func aRunOfStrayCharactersIsOneError() {
        let result = parse("root A\nA push B @@@@ C ~~~~\n")
        #expect(result.errors.map(\.location.column) == [10, 17])
    }

    @Test func aBrokenStepLineStillOwnsItsIndentedLines() {
        let result = parse("root A\nstep\n  A present B\n  then B dismiss\n")
        #expect(result.errors.map(\.message) == ["a string is missing"])
    }

    @Test func errorsInsideAGroupAreReportedPerLine() {
        let result = parse("root A\nstep \"x\"\n  A presnt B\n  A push\n")
        #expect(result.errors.map(\.location) == [SourceLocation(line: 3, column: 5), SourceLocation(line: 4, column: 9)])
    }

    @Test func anIndentedBlockIsReportedOnceAndItsLinesAreStillChecked() {
        let result = parse("root A\n  A present B\n  B dismis\n  A pop\n")
        #expect(result.errors.map(\.message) == ["unexpected indentation", "unknown operation `dismis`"])
    }

    @Test func tooManyErrorsAreCappedWithACount() {
        let text = "root A\n" + String(repeating: "A presnt B\n", count: 250)
        let result = parse(text)
        #expect(result.errors.count == Parser.maximumDiagnostics)
        #expect(result.diagnostics.last?.message == "150 more problems not shown")
        #expect(result.diagnostics.last?.severity == .note)
    }

    @Test func tooManyLexicalErrorsAreCappedWithACount() {
        let text = "root A\n" + String(repeating: "A $ B\n", count: 150)
        let result = parse(text)
        #expect(result.errors.count == Parser.maximumDiagnostics)
        #expect(result.diagnostics.last?.message == "50 more problems not shown")
    }
}

/// Input no `.nav` author writes, which must still end in a clear message.
@Suite("Hostile input")
struct HostileInputTests {
    @Test func deeplyNestedBracketsAreOneError() {
        let text = "root A " + String(repeating: "[", count: 4_000) + String(repeating: "]", count: 4_000) + "\n"
        let result = parse(text)
        #expect(result.errors.map(\.message) == ["brackets are nested more than \(Lexer.maximumBracketDepth) deep"])
        #expect(result.errors.first?.location == SourceLocation(line: 1, column: 8 + Lexer.maximumBracketDepth))
    }

    @Test func deeplyNestedContainersStopAtTheNestingLimit() {
        let depth = 40
        let text = "root " + (0..<depth).map { "nav N\($0) [" }.joined() + "A" + String(repeating: "]", count: depth) + "\n"
        let result = parse(text)
        #expect(result.errors.map(\.message) == ["view controllers are nested more than \(Parser.maximumNesting) deep"])
    }

    @Test func anUnclosedBracketSwallowsTheRestOfTheFileButSaysWhere() {
        let result = parse("root nav N [A,\nA push B\nB present C\n")
        #expect(result.errors.first?.message == "this `[` is never closed")
        #expect(result.errors.first?.location == SourceLocation(line: 1, column: 12))
    }

    @Test func anOverlongLineIsRefusedWithItsLength() {
        let text = "root A\nA push B \"" + String(repeating: "x", count: 20_000) + "\"\n"
        let result = parse(text)
        #expect(
            result.errors.map(\.message) == ["line 2 is 20011 characters long; navviz reads lines of up to \(Lexer.maximumLineLength) characters"])
        #expect(result.errors.first?.location == SourceLocation(line: 2, column: 1))
    }

    @Test func controlCharactersAreNamedNotPrinted() {
        let result = parse("root A\n\u{7}\n")
        #expect(result.errors.map(\.message) == ["unexpected character `U+0007`"])
    }
}
