import Testing
@testable import NavLanguage

/// A step's app code, as an imported flow's comments name it (issue 43: back to the Swift).
@Suite("Code references in comments")
struct CodeReferenceTests {
    static let flow = """
        root nav Main [Home]                            # AppDelegate.swift:12 window.rootViewController
        Home push Detail                                # HomeViewController.swift:42 pushViewController
        # SettingsCoordinator.swift:7 present, asked at SettingsButton.swift:3
        Home present Settings style: pageSheet
        Settings dismiss                                # back from SettingsCoordinator.swift:7
        # entry: Banner.show() (Banner.swift:9) runs on no path the tour follows: run
        #     from Home.swift:4
        Home push Other
        Detail pop                                      # a comment of the user's own, "not code.swift:1"
        Home present Web "tap # App.swift:3"            # Main.storyboard:88 segue
        # Feed.swift:5 a note on the line above a blank one

        Home push Last
        """

    @Test func aStepsCommentOrTheCommentRightAboveItNamesItsAppCode() {
        let source = SourceFile(path: "app.nav", text: Self.flow)
        #expect(source.codeReference(ofLine: 1) == CodeReference(path: "AppDelegate.swift", line: 12))
        #expect(source.codeReference(ofLine: 2) == CodeReference(path: "HomeViewController.swift", line: 42))
        #expect(source.codeReference(ofLine: 4) == CodeReference(path: "SettingsCoordinator.swift", line: 7), "the comment above a long step")
        #expect(source.codeReference(ofLine: 5) == CodeReference(path: "SettingsCoordinator.swift", line: 7), "the way back")
        #expect(source.codeReference(ofLine: 8) == nil, "an indented comment continues another and names nothing")
        #expect(source.codeReference(ofLine: 9) == nil, "a comment that does not start with FILE:LINE")
        #expect(source.codeReference(ofLine: 10) == CodeReference(path: "Main.storyboard", line: 88), "a # inside a string is no comment")
        #expect(source.codeReference(ofLine: 13) == nil, "a blank line parts a comment from the step")
    }

    @Test func onlyFilesOfAppCodeWithAPositiveLineAreReferences() {
        #expect(CodeReference(comment: " Views/Home.swift:3 push") == CodeReference(path: "Views/Home.swift", line: 3))
        #expect(CodeReference(comment: " Legacy.m:30") == CodeReference(path: "Legacy.m", line: 30))
        #expect(CodeReference(comment: " notes.txt:3") == nil)
        #expect(CodeReference(comment: " Home.swift:0") == nil)
        #expect(CodeReference(comment: " Home.swift:") == nil)
        #expect(CodeReference(comment: " .swift:4") == nil)
    }

    @Test func aTemplateGetsThePathAndLine() {
        let code = CodeReference(path: "App/Home View.swift", line: 42)
        #expect(code.url("https://example.com/blob/main/{path}#L{line}") == "https://example.com/blob/main/App/Home View.swift#L42")
    }
}
