import Testing
@testable import NavLanguage

/// What a newcomer writes first and the language answers with its fix, located
/// (issue 34). `Main select Settings` for a VC inside a tab is the simulator's to answer:
/// UIKitModelTests' R11 test and `navviz check` in EndToEndTests.
@Suite("Newcomer mistakes")
struct NewcomerMistakeTests {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        Parser.parse(SourceFile(path: "t.nav", text: text)).diagnostics
    }

    @Test func presentingAlertWithoutANameIsAWarningThatNamesTheFix() {
        let found = diagnostics("root nav Main [Home]\nHome present alert\n")
        #expect(
            found == [
                Diagnostic(
                    .warning, "`alert` alone is a plain view controller named `alert`, not a UIAlertController",
                    at: SourceLocation(line: 2, column: 14),
                    help:
                        "name the alert controller: `alert Confirm`; to keep a view controller called `alert`, give its class: `alert: UIViewController`"
                )
            ])
        #expect(diagnostics("root nav Main [Home]\nHome present actionSheet \"share\"\n").first?.message.hasPrefix("`actionSheet` alone") == true)
    }

    @Test func anAlertControllerAndADeclaredViewControllerNamedAlertAreNoMistake() {
        #expect(diagnostics("root nav Main [Home]\nHome present alert Confirm\n").isEmpty)
        #expect(diagnostics("root nav Main [Home]\nHome present alert: AlertViewController\nalert dismiss\nHome present alert\n").isEmpty)
    }

    @Test func sheetSuggestsTheSheetStyles() {
        let found = diagnostics("root nav Main [Home]\nHome present Settings style: sheet\n")
        #expect(found.count == 1)
        #expect(found.first?.message == "unknown presentation style `sheet`")
        #expect(found.first?.location == SourceLocation(line: 2, column: 30))
        #expect(found.first?.help == "did you mean `pageSheet` or `formSheet`?")
        #expect(
            diagnostics("set Settings.modalPresentationStyle = sheet\nroot nav Main [Home]\nHome present Settings\n").first?.help
                == "did you mean `pageSheet` or `formSheet`?")
        #expect(
            diagnostics("root A\nA present B style: fullscren\n").first?.help == "did you mean `fullScreen`?", "a typo keeps its nearest spelling")
    }

    @Test func aWordPartOfTooManyCandidatesOrTooShortSuggestsNothing() {
        #expect(Suggestion.didYouMean(partOf: "sheet", in: ["pageSheet", "formSheet", "fullScreen"]) == "did you mean `pageSheet` or `formSheet`?")
        #expect(Suggestion.didYouMean(partOf: "she", in: ["pageSheet"]) == nil)
        #expect(Suggestion.didYouMean(partOf: "over", in: ["overA", "overB", "overC", "overD"]) == nil)
    }
}
