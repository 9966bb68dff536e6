import Testing
@testable import NavLanguage

private func parse(_ text: String) -> ParseResult {
    Parser.parse(SourceFile(path: "test.nav", text: text))
}

@Suite("Parser")
struct ParserTests {
    @Test func parsesTheArticleFlowWithoutDiagnostics() throws {
        let text = """
            title "View Controller flow: Navigation + Modal"
            ios 17
            root nav MainNavigationVC [VCN1]
            VCN1 push VCN2                      "open details"
            VCN2 present VCM1 style: fullScreen
            expect VCM1.presentingViewController == MainNavigationVC
            VCM1.presentingViewController.presentingViewController dismiss   # back
            expect top == VCM1
            VCN2 pop
            VCN1 popToRoot
            """
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.syntax.statements.count == 10)
        guard case .title(let title) = result.syntax.statements[0].kind else { Issue.record("no title"); return }
        #expect(title == "View Controller flow: Navigation + Modal")
        guard case .action(let push) = result.syntax.statements[3].kind, case .push(let pushed) = push.operation else {
            Issue.record("statement 4 is not a push"); return
        }
        #expect(pushed.declaration?.name == "VCN2")
        #expect(push.caption == "open details")
        guard case .action(let present) = result.syntax.statements[4].kind else { Issue.record("no present"); return }
        #expect(present.options.style == .fullScreen)
        guard case .action(let dismiss) = result.syntax.statements[6].kind else { Issue.record("no dismiss"); return }
        #expect(dismiss.actor.path == [.presentingViewController, .presentingViewController])
        #expect(result.declarations.map(\.name) == ["MainNavigationVC", "VCN1", "VCN2", "VCM1"])
        #expect(result.declarations[0].kind == .navigationController)
    }

    @Test func commentsAndBlankLinesAreIgnoredButHashInsideStringsIsText() {
        let result = parse("# a comment\n\nroot A \"caption # not a comment\"  # trailing\n")
        #expect(result.diagnostics.isEmpty)
        guard case .root(_, let caption) = result.syntax.statements[0].kind else { Issue.record("no root"); return }
        #expect(caption == "caption # not a comment")
    }

    @Test func propertyAliasesResolveToTheirProperties() {
        let result = parse("root nav N [A]\nA push B\nB.nav.presenting.presented.tabBar pop\n")
        guard case .action(let action) = result.syntax.statements[2].kind else { Issue.record("no action"); return }
        #expect(action.actor.path == [.navigationController, .presentingViewController, .presentedViewController, .tabBarController])
    }

    @Test func errorsCarryFileLineAndColumn() {
        let result = parse("root nav N [A]\nA push B\nA presnt C\n")
        #expect(result.errors.count == 1)
        let error = result.errors[0]
        #expect(error.location == SourceLocation(line: 3, column: 3))
        #expect(error.message == "unknown operation `presnt`")
        #expect(error.help == "did you mean `present`?")
    }

    @Test func unknownNamesSuggestTheClosestKnownName() {
        let result = parse("root nav MainNavigationVC [VCN1]\nVCN1 push VCN2\nVNC2 pop\n")
        #expect(result.errors.first?.message == "unknown view controller `VNC2`")
        #expect(result.errors.first?.location == SourceLocation(line: 3, column: 1))
        #expect(result.errors.first?.help == "did you mean `VCN2`?")
    }

    @Test func unknownStylesSuggestTheClosestStyle() {
        let result = parse("root A\nA present B style: fullscreen\n")
        #expect(result.errors.first?.location == SourceLocation(line: 2, column: 20))
        #expect(result.errors.first?.help == "did you mean `fullScreen`?")
    }

    @Test func everyIndependentErrorIsReportedInOneRun() {
        let result = parse("root A\nA presnt B\nA push\nX pop\nA present C style: nope\n")
        #expect(result.errors.map(\.location.line) == [2, 3, 4, 5])
    }

    @Test func anOperationBeforeRootIsAnError() {
        let result = parse("A push B\nroot A\n")
        #expect(result.errors.first?.message == "unknown view controller `A`")
        #expect(result.errors.first?.location.line == 1)
    }

    @Test func anOperationWhoseActorIsKnownButComesBeforeRootIsAnError() {
        let result = parse("top push B\nroot A\n")
        #expect(result.errors.first?.message == "an operation before `root`")
        #expect(result.errors.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func listsMaySpanLinesInsideBrackets() {
        let result = parse("root tabs T [\n  nav A [Feed],\n  nav B [Search]\n] selected: 1\n")
        #expect(result.diagnostics.isEmpty)
        guard case .root(.tabs(_, let tabs, let selected), _) = result.syntax.statements[0].kind else { Issue.record("no tabs"); return }
        #expect(tabs.count == 2)
        #expect(selected == .index(1))
    }

    @Test func unicodeNamesAreNames() {
        let result = parse("root nav 首页导航 [首页]\n首页 push 详情页\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.declarations.map(\.name) == ["首页导航", "首页", "详情页"])
    }

    @Test func stepGroupsCollectIndentedLinesAndThen() {
        let result = parse("root nav N [A]\nA present B\nstep \"back\"\n  B dismiss\n  then A pop\nexpect top == A\n")
        #expect(result.diagnostics.isEmpty)
        guard case .group(let caption, let actions) = result.syntax.statements[2].kind else { Issue.record("no group"); return }
        #expect(caption == "back")
        #expect(actions.map(\.runsInCompletion) == [false, true])
    }

    @Test func expectValuesAreResolvedNames() {
        let result = parse("root nav N [A]\nexpect top == Nope\n")
        #expect(result.errors.first?.message == "unknown view controller `Nope`")
        #expect(result.errors.first?.location == SourceLocation(line: 2, column: 15))
    }
}

@Suite("Source decoding")
struct SourceFileTests {
    @Test func nulBytesAreRejectedWithALocation() throws {
        let bytes: [UInt8] = Array("root A\nA pu".utf8) + [0] + Array("sh B\n".utf8)
        guard case .failure(let diagnostic) = SourceFile.decode(path: "x.nav", bytes: bytes) else {
            Issue.record("NUL accepted"); return
        }
        #expect(diagnostic.location == SourceLocation(line: 2, column: 5))
        #expect(diagnostic.message.contains("NUL"))
    }

    @Test func invalidUTF8IsRejectedWithALocation() {
        let bytes: [UInt8] = Array("root A\n".utf8) + [0xFF, 0x41]
        guard case .failure(let diagnostic) = SourceFile.decode(path: "x.nav", bytes: bytes) else {
            Issue.record("invalid UTF-8 accepted"); return
        }
        #expect(diagnostic.location == SourceLocation(line: 2, column: 1))
    }
}
