import Testing
@testable import NavLanguage

private func parse(_ text: String) -> ParseResult {
    Parser.parse(SourceFile(path: "test.nav", text: text))
}

/// The constructs of issue 15: `device`, `showDetail` and `expect X.presentationStyle`.
@Suite("Device, showDetail and presentationStyle")
struct DeviceAndSplitConstructTests {
    @Test func deviceNamesTheDeviceBeforeRoot() {
        let result = parse("ios 12\ndevice iphone\nroot A\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .device(let device) = result.syntax.statements[1].kind else { Issue.record("no device"); return }
        #expect(device == .iphone)
    }

    @Test func anUnknownDeviceIsALocatedErrorWithASuggestion() {
        let result = parse("device iPhone\nroot A\n")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.location == SourceLocation(line: 1, column: 8))
        #expect(error?.expected == "`iphone` or `ipad`")
        #expect(error?.help == "did you mean `iphone`?")
    }

    @Test func deviceAfterRootOrTwiceIsAnError() {
        #expect(parse("root A\ndevice ipad\n").diagnostics.map(\.message) == ["`device` must come before `root`"])
        #expect(parse("device ipad\ndevice iphone\nroot A\n").diagnostics.map(\.message) == ["`device` is given twice"])
    }

    @Test func deviceIsNoKeywordAndMayNameAViewController() {
        let result = parse("root nav N [device]\ndevice push Settings\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .action(let action) = result.syntax.statements[1].kind else { Issue.record("not an action"); return }
        #expect(action.actor.description == "device")
    }

    @Test func showDetailTakesAViewControllerExpression() {
        let result = parse("root split S [nav P [List], Detail]\nList showDetail nav DetailNav [Message]\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .action(let action) = result.syntax.statements[1].kind, case .showDetail(.navigation(let nav, _)) = action.operation else {
            Issue.record("not a showDetail"); return
        }
        #expect(nav.name == "DetailNav")
        #expect(action.operation.name == "showDetail")
    }

    @Test func expectPresentationStyleTakesAStyleOrNil() {
        let result = parse("root A\nA present B\nexpect B.presentationStyle == pageSheet\nexpect A.presentationStyle == nil\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let kinds = result.syntax.statements.compactMap { if case .expect(let e) = $0.kind { e.kind } else { nil } }
        #expect(kinds.count == 2)
        if case .presentationStyle(_, let style) = kinds[0] { #expect(style == .pageSheet) } else { Issue.record("not a style query") }
        if case .presentationStyle(_, let style) = kinds[1] { #expect(style == nil) } else { Issue.record("not a style query") }
    }

    @Test func aMistypedStyleInExpectSuggestsOne() {
        let result = parse("root A\nA present B\nexpect B.presentationStyle == fullscreen\n")
        #expect(result.diagnostics.first?.help == "did you mean `fullScreen`?")
    }
}
