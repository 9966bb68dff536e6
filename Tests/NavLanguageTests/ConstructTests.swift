import Testing
@testable import NavLanguage

private func parse(_ text: String) -> ParseResult {
    Parser.parse(SourceFile(path: "test.nav", text: text))
}

/// Parses `text`, which must have no diagnostics, and returns its statements.
private func statements(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Statement] {
    let result = parse(text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
    return result.syntax.statements
}

/// The action of the last statement of `text`.
private func lastAction(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Action {
    guard case .action(let action)? = statements(text, sourceLocation: sourceLocation).last?.kind else {
        throw ConstructError.notAnAction
    }
    return action
}

private enum ConstructError: Error { case notAnAction, notAnExpectation }

private func lastExpectation(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> NavLanguage.Expectation.Kind {
    guard case .expect(let expectation)? = statements(text, sourceLocation: sourceLocation).last?.kind else {
        throw ConstructError.notAnExpectation
    }
    return expectation.kind
}

/// Every construct of the v1 contract (nav-language.md), one test each.
@Suite("Language constructs")
struct ConstructTests {
    // MARK: Statements

    @Test func titleAndIOS() {
        let parsed = statements("title \"Checkout \\\"fast\\\" \\\\ slow\"\nios 12\nroot A\n")
        guard case .title(let title) = parsed[0].kind, case .ios(let version) = parsed[1].kind else {
            Issue.record("no title or ios"); return
        }
        #expect(title == "Checkout \"fast\" \\ slow")
        #expect(version == 12)
    }

    @Test func aLaterRootIsARootSwitch() {
        let parsed = statements("root nav Login [Welcome]\nWelcome push Password\nroot tabs Main [Home]\n")
        let roots = parsed.compactMap { if case .root(let expression, _) = $0.kind { expression.declaration?.name } else { nil } }
        #expect(roots == ["Login", "Main"])
    }

    @Test func anOperationWithOptionsInAnyOrderAndACaption() throws {
        let action = try lastAction("root A\nA present B animated: false style: overFullScreen \"show the sheet\"  # why\n")
        #expect(action.options == ActionOptions(style: .overFullScreen, animated: false))
        #expect(action.caption == "show the sheet")
        guard case .present(.reference(let presented)) = action.operation else { Issue.record("not a present"); return }
        #expect(presented.name == "B")
    }

    @Test func stepGroupsHoldIndentedOperationsAndThenLines() {
        let parsed = statements(
            "root nav N [A]\nA present B\nstep \"back\"\n  # a comment inside the group\n  B dismiss\n\n\tthen A push C\nexpect top == C\n")
        guard case .group(let caption, let actions) = parsed[2].kind else { Issue.record("no group"); return }
        #expect(caption == "back")
        #expect(actions.map(\.runsInCompletion) == [false, true])
        #expect(actions.map(\.location.line) == [5, 7])
        #expect(parsed.count == 4)
    }

    @Test func setDefinesPresentationContextAndModalPresentationStyle() {
        let parsed = statements(
            "root tabs T [nav N [A]]\nset A.definesPresentationContext = true\nset A.nav.definesPresentationContext = false\nset Sheet.modalPresentationStyle = formSheet\nA present Sheet\n"
        )
        let assignments = parsed.compactMap { if case .set(let assignment) = $0.kind { assignment } else { nil } }
        #expect(
            assignments.map(\.value) == [.definesPresentationContext(true), .definesPresentationContext(false), .modalPresentationStyle(.formSheet)])
        #expect(assignments.map(\.actor.description) == ["A", "A.navigationController", "Sheet"])
    }

    @Test func setMayBeTheFirstMentionOfAViewControllerThatIsPresentedLater() {
        let result = parse("root A\nset Sheet.modalPresentationStyle = fullScreen\nA present nav Sheet [Form]\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.declarations.first { $0.name == "Sheet" }?.kind == .navigationController)
    }

    @Test func aNameOnlySetMentionsIsAWarningWithTheClosestName() {
        let result = parse("root A\nA present Sheet\nset Shete.modalPresentationStyle = fullScreen\n")
        #expect(result.errors.isEmpty)
        #expect(result.diagnostics.map(\.message) == ["`Shete` is only mentioned by `set`; no step uses it"])
        #expect(result.diagnostics.first?.help == "did you mean `Sheet`?")
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func everyExpectForm() throws {
        let setup = "root tabs T [nav N [A, B], C] selected: C\nA present M\n"
        #expect(
            try lastExpectation(setup + "expect M.presentingViewController == T")
                == .actor(
                    ActorExpression(base: .name("M"), path: [.presentingViewController], location: SourceLocation(line: 3, column: 8)), equals: "T"))
        #expect(
            try lastExpectation(setup + "expect top.presented == nil")
                == .actor(ActorExpression(base: .top, path: [.presentedViewController], location: SourceLocation(line: 3, column: 8)), equals: nil))
        #expect(
            try lastExpectation(setup + "expect N.viewControllers == [A, B]")
                == .viewControllers(ActorExpression(base: .name("N"), location: SourceLocation(line: 3, column: 8)), equals: ["A", "B"]))
        #expect(
            try lastExpectation(setup + "expect T.viewControllers == []")
                == .viewControllers(ActorExpression(base: .name("T"), location: SourceLocation(line: 3, column: 8)), equals: []))
        #expect(
            try lastExpectation(setup + "expect T.selectedIndex == 1")
                == .selectedIndex(ActorExpression(base: .name("T"), location: SourceLocation(line: 3, column: 8)), equals: 1))
        #expect(
            try lastExpectation(setup + "expect T.children == [N, C,]")
                == .children(ActorExpression(base: .name("T"), location: SourceLocation(line: 3, column: 8)), equals: ["N", "C"]))
        #expect(
            try lastExpectation(setup + "expect A.visible == false")
                == .visible(ActorExpression(base: .name("A"), location: SourceLocation(line: 3, column: 8)), equals: false))
        #expect(try lastExpectation(setup + "expect warning") == .warning(nil))
        #expect(try lastExpectation(setup + "expect warning \"not in the window\"") == .warning("not in the window"))
        #expect(try lastExpectation(setup + "expect crash") == .crash(nil))
        #expect(try lastExpectation(setup + "expect crash \"nil modal\"") == .crash("nil modal"))
    }

    @Test func aViewControllerNamedWarningCanStillBeQueried() throws {
        #expect(
            try lastExpectation("root nav warning [A]\nexpect warning.topViewController == A")
                == .actor(
                    ActorExpression(base: .name("warning"), path: [.topViewController], location: SourceLocation(line: 2, column: 8)), equals: "A"))
    }

    // MARK: View-controller expressions

    @Test func namesAndClasses() {
        let result = parse("root nav Main: AppNavigationController [Home: HomeViewController]\nHome push Home2\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.declarations.map(\.className) == ["AppNavigationController", "HomeViewController", nil])
        #expect(result.declarations.map(\.kind) == [.navigationController, .viewController, .viewController])
    }

    @Test func tabsWithASelectedIndexOrName() {
        let selectors: [(String, TabSelector?)] = [("", nil), (" selected: 1", .index(1)), (" selected: Search", .name("Search"))]
        for (selector, expected) in selectors {
            let parsed = statements("root tabs Main [nav Feed [List], Search]\(selector)\n")
            guard case .root(.tabs(let declaration, let tabs, let selected), _) = parsed[0].kind else { Issue.record("no tabs"); continue }
            #expect(declaration.name == "Main")
            #expect(tabs.compactMap(\.declaration?.name) == ["Feed", "Search"])
            #expect(selected == expected)
        }
    }

    @Test func splitHasAPrimaryAndASecondaryColumn() {
        let parsed = statements("root split Mail [nav Boxes [Mailboxes], Message]\n")
        guard case .root(.split(let declaration, let columns), _) = parsed[0].kind else { Issue.record("no split"); return }
        #expect(declaration.name == "Mail")
        #expect(columns.compactMap(\.declaration?.name) == ["Boxes", "Message"])
    }

    @Test func aNameWithABracketListIsAContainer() {
        let parsed = statements("root nav N [Page: PageViewController [Header, Body [Text]]]\n")
        guard case .root(.navigation(_, let stack), _) = parsed[0].kind, case .container(let page, let children)? = stack.first else {
            Issue.record("no container"); return
        }
        #expect(page.className == "PageViewController")
        #expect(children.compactMap(\.declaration?.name) == ["Header", "Body"])
        guard case .container(_, let grandchildren) = children[1] else { Issue.record("Body has no children"); return }
        #expect(grandchildren.compactMap(\.declaration?.name) == ["Text"])
    }

    @Test func listsSpanLinesWithCommentsAndATrailingComma() {
        let parsed = statements(
            "root tabs T [\n  nav A [Feed],   # the first tab\n\n  nav B [\n    Search,\n  ],\n] selected: 1\nexpect top == Feed\n")
        guard case .root(.tabs(_, let tabs, let selected), _) = parsed[0].kind else { Issue.record("no tabs"); return }
        #expect(tabs.count == 2)
        #expect(selected == .index(1))
        #expect(parsed.count == 2)
        #expect(parsed[1].location.line == 8)
    }

    @Test func presentNilIsAcceptedForRuleR16() throws {
        let action = try lastAction("root A\nA present nil\n")
        guard case .present(.nilLiteral(let location)) = action.operation else { Issue.record("not present nil"); return }
        #expect(location == SourceLocation(line: 2, column: 11))
    }

    // MARK: Actors

    @Test func everyPropertyAndAliasOfAnActorPath() throws {
        let spellings = ActorProperty.allCases.map(\.rawValue) + ["presenting", "presented", "nav", "tabBar"]
        let path = spellings.joined(separator: ".")
        let action = try lastAction("root A\nA.\(path) dismiss\n")
        #expect(
            action.actor.path == ActorProperty.allCases + [
                .presentingViewController, .presentedViewController, .navigationController, .tabBarController,
            ])
        #expect(action.actor.base == .name("A"))
    }

    @Test func topIsAnActor() throws {
        let action = try lastAction("root A\ntop.presenting.presenting dismiss\n")
        #expect(action.actor.base == .top)
        #expect(action.actor.description == "top.presentingViewController.presentingViewController")
    }

    // MARK: Operations

    @Test func everyOperation() throws {
        let setup = "root tabs T [nav N [A, B], C]\n"
        let expectations: [(String, String)] = [
            ("A push D", "push"), ("B pop", "pop"), ("B popTo A", "popTo"), ("B popToRoot", "popToRoot"),
            ("N setStack [A, D]", "setStack"), ("N setViewControllers [A]", "setStack"), ("A present D", "present"),
            ("A dismiss", "dismiss"), ("A select 1", "select"), ("A select C", "select"), ("A addChild D", "addChild"),
            ("A removeFromParent", "removeFromParent"), ("A show D", "show"),
        ]
        for (line, name) in expectations {
            let action = try lastAction(setup + line + "\n")
            #expect(action.operation.name == name, "\(line)")
        }
    }

    @Test func operandsOfTheOperations() throws {
        let setup = "root tabs T [nav N [A, B], C]\n"
        guard case .popTo(let target) = try lastAction(setup + "B popTo A.nav.topViewController").operation else { Issue.record("popTo"); return }
        #expect(target.path == [.navigationController, .topViewController])
        guard case .setStack(let stack) = try lastAction(setup + "N setStack [A, nav X [Y]]").operation else { Issue.record("setStack"); return }
        #expect(stack.compactMap(\.declaration?.name) == ["A", "X"])
        guard case .select(.index(1)) = try lastAction(setup + "A select 1").operation else { Issue.record("select 1"); return }
        guard case .select(.name("C")) = try lastAction(setup + "A select C").operation else { Issue.record("select C"); return }
        guard case .addChild(.container(let child, _)) = try lastAction(setup + "A addChild Panel [Chart]").operation else {
            Issue.record("addChild"); return
        }
        #expect(child.name == "Panel")
        let show = try lastAction(setup + "A show D style: formSheet")
        guard case .show(.reference(let shown)) = show.operation else { Issue.record("show"); return }
        #expect(shown.name == "D")
        #expect(show.options.style == .formSheet)
    }

    @Test func everyPresentationStyle() throws {
        for style in PresentationStyle.allCases {
            let action = try lastAction("root A\nA present B style: \(style.rawValue)\n")
            #expect(action.options.style == style)
        }
    }

    @Test func animatedIsRecordedOnEveryOperation() throws {
        let setup = "root tabs T [nav N [A, B], C]\n"
        for line in [
            "A push D", "B pop", "B popTo A", "B popToRoot", "N setStack [A]", "A present D", "A dismiss", "A select 1",
            "A addChild D", "A removeFromParent", "A show D",
        ] {
            #expect(try lastAction(setup + line + " animated: false").options.animated == false, "\(line)")
            #expect(try lastAction(setup + line).options.animated == true, "\(line)")
        }
    }

    // MARK: Lexical rules

    @Test func unicodeNamesKeywordsAndCase() {
        let result = parse("root nav Écran_1 [Ünïcödé]\nÜnïcödé push Top\nexpect top == Top\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.declarations.map(\.name) == ["Écran_1", "Ünïcödé", "Top"])
    }

    @Test func aByteOrderMarkAndWindowsLineEndingsAreAccepted() {
        let result = parse("\u{FEFF}root nav N [A]\r\nA push B\r\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.syntax.statements.map(\.location) == [SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 1)])
    }
}

/// The constructs of issue 15: `device`, `showDetail` and `expect X.presentationStyle`.
extension ConstructTests {
    @Test func deviceNamesTheDeviceBeforeRoot() {
        let result = parse("ios 12\ndevice iphone\nroot A\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .device(let device, let orientation) = result.syntax.statements[1].kind else { Issue.record("no device"); return }
        #expect(device == .iphone)
        #expect(orientation == .portrait, "portrait without a word")
    }

    @Test func R71_theDeviceLineSaysHowTheDeviceIsHeld() {
        let result = parse("device iphone landscape\nroot A\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .device(.iphone, .landscape) = result.syntax.statements[0].kind else { Issue.record("no landscape iPhone"); return }
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

    /// `device` and `rotate` (R74) start a statement only before their words.
    @Test(arguments: ["device", "rotate"]) func deviceAndRotateAreNoKeywordsAndMayNameAViewController(word: String) {
        let result = parse("root nav N [\(word)]\n\(word) push Settings\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .action(let action) = result.syntax.statements[1].kind else { Issue.record("not an action"); return }
        #expect(action.actor.description == word)
    }

    @Test func R74_rotateTurnsTheDeviceMidFlow() {
        let result = parse("root A\nrotate landscape\nrotate portrait\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .rotate(.landscape, nil) = result.syntax.statements[1].kind, case .rotate(.portrait, nil) = result.syntax.statements[2].kind else {
            Issue.record("no rotation: \(result.syntax.statements.map(\.kind))")
            return
        }
    }

    /// A rotation takes a caption as every other step does.
    @Test func R74_aRotationTakesACaption() {
        let result = parse("root A\nrotate landscape \"turn the phone\"\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .rotate(.landscape, "turn the phone") = result.syntax.statements[1].kind else {
            Issue.record("no captioned rotation: \(result.syntax.statements.map(\.kind))")
            return
        }
    }

    @Test func R74_anUnknownOrientationIsALocatedErrorWithASuggestion() {
        let error = parse("root A\nrotate Landscape\n").diagnostics.first { $0.severity == .error }
        #expect(error?.location == SourceLocation(line: 2, column: 8))
        #expect(error?.expected == "`portrait` or `landscape`")
        #expect(error?.help == "did you mean `landscape`?")
    }

    @Test func R74_rotateBeforeRootOrWithMoreWordsIsAnError() {
        #expect(parse("rotate landscape\nroot A\n").diagnostics.map(\.message) == ["an operation before `root`"])
        #expect(parse("root A\nrotate landscape now\n").diagnostics.count == 1)
    }

    @Test func R73_tapTabMoreNamesTheMoreItemUnlessAViewControllerIsCalledMore() {
        let item = parse("root tabs T [A, B, C, D, E, F]\nT tapTab More\n")
        #expect(item.diagnostics.isEmpty, "\(item.diagnostics)")
        #expect(!parse("root tabs T [A, B]\nT select More\n").diagnostics.isEmpty, "`select` names a view controller")
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

    @Test func theUsersTapOnATabParsesWithTheDelegatesAnswer() {
        let result = parse("root tabs T [nav FeedNav [Feed], Profile]\nFeed tapTab 1\nT tapTab FeedNav shouldSelect: false\n")
        #expect(result.errors.isEmpty, "\(result.errors)")
        let actions = result.syntax.statements.compactMap { statement -> Action? in
            if case .action(let action) = statement.kind { action } else { nil }
        }
        guard actions.count == 2, case .tapTab(.index(1)) = actions[0].operation, case .tapTab(.name("FeedNav")) = actions[1].operation
        else { Issue.record("unexpected actions: \(actions.map(\.operation.name))"); return }
        #expect(actions[0].options.shouldSelect)
        #expect(!actions[1].options.shouldSelect)
        #expect(actions[0].operation.isGesture)
    }

    @Test func theConstructsOfRound3ParseToTheirSyntax() {
        let result = Parser.parse(
            SourceFile(
                path: "t.nav",
                text: """
                    set Mail.topColumnForCollapsing = primary
                    set Menu.adaptivePresentationStyle = none
                    set Sheet.isModalInPresentation = true
                    root split Mail [Boxes, Reader] style: doubleColumn compact: nav Phone [List]
                    Boxes present Menu style: popover barButtonItem: "More"
                    Boxes present actionSheet Share sourceView: "share"
                    Mail setViewController Message for: secondary
                    Boxes push nil
                    Boxes addSubview Card
                    Menu swipeDown
                    List swipeBack
                    expect no warning
                    expect no callback Boxes.viewWillAppear
                    expect callbacks == [Menu.presentationControllerWillDismiss, Menu.viewWillDisappear]
                    """))
        #expect(result.errors.isEmpty, "\(result.errors)")
        let kinds = result.syntax.statements.map(\.kind)
        guard case .set(let collapse) = kinds[0], case .set(let adaptive) = kinds[1], case .set(let modal) = kinds[2],
            case .root(.columnSplit(_, let columns, .doubleColumn, .navigation?), _) = kinds[3],
            case .action(let popover) = kinds[4], case .action(let sheet) = kinds[5], case .action(let column) = kinds[6],
            case .action(let pushNil) = kinds[7], case .action(let subview) = kinds[8], case .action(let down) = kinds[9],
            case .action(let back) = kinds[10], case .expect(let noWarning) = kinds[11], case .expect(let noCallback) = kinds[12],
            case .expect(let callbacks) = kinds[13]
        else { Issue.record("unexpected statements: \(kinds)"); return }
        #expect(collapse.value == .topColumnForCollapsing(.primary))
        #expect(adaptive.value == .adaptivePresentationStyle(.none))
        #expect(modal.value == .isModalInPresentation(true))
        #expect(columns.count == 2)
        #expect(popover.options.anchor == PopoverAnchor(.barButtonItem, "More") && popover.options.style == .popover)
        guard case .present(.alert(_, .actionSheet)) = sheet.operation else { Issue.record("no action sheet"); return }
        guard case .setViewController(_, .secondary) = column.operation else { Issue.record("no setViewController"); return }
        guard case .push(.nilLiteral) = pushNil.operation, case .addSubview = subview.operation else { Issue.record("no push nil"); return }
        #expect(down.operation.isGesture && back.operation.isGesture)
        #expect(noWarning.kind == .noWarning)
        #expect(noCallback.kind == .callback(Callback(viewController: "Boxes", method: "viewWillAppear"), sent: false))
        #expect(
            callbacks.kind
                == .callbacks([
                    Callback(viewController: "Menu", method: "presentationControllerWillDismiss"),
                    Callback(viewController: "Menu", method: "viewWillDisappear"),
                ]))
        #expect(
            Parser.parse(SourceFile(path: "t.nav", text: "root nav N [alert]\nalert push B\nB present alert animated: false\n")).errors.isEmpty,
            "`alert` names a view controller where no name follows it")
    }

    @Test func aCollapseChoiceAfterTheSplitViewWasBuiltIsAWarning() {
        let result = Parser.parse(SourceFile(path: "t.nav", text: "root split S [A, B]\nset S.topColumnForCollapsing = primary\n"))
        #expect(result.errors.isEmpty)
        #expect(result.diagnostics.map(\.message) == ["`S` collapses when it enters the window, which its line 1 already did"])
    }
}

/// `entry`: a screen shown by code the flow does not trace (R66).
extension ConstructTests {
    @Test func anEntryTakesAViewControllerExpressionAStyleAndACaption() throws {
        let action = try lastAction("root nav Main [Home]\nentry nav OfferNav [Offer: OfferViewController] style: fullScreen \"deep link\"\n")
        guard case .entry(.navigation(let nav, let stack)) = action.operation else { Issue.record("not an entry of a nav"); return }
        #expect(nav.name == "OfferNav")
        #expect(stack.first?.declaration?.className == "OfferViewController")
        #expect(action.options.style == .fullScreen)
        #expect(action.caption == "deep link")
        #expect(action.actor.base == .top, "the untraced code presents over what getTopVC returns")
        #expect(action.location == SourceLocation(line: 2, column: 1))
        #expect(action.operation.name == "entry")
    }

    @Test func anEntryBeforeAnyRootMakesTheRootAndIsAStepInAGroup() {
        let result = parse("entry Offer\nstep \"back from a notification\"\n  Offer dismiss\n  then entry Alerts\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .group(_, let actions) = result.syntax.statements[1].kind else { Issue.record("no group"); return }
        #expect(actions.map(\.operation.name) == ["dismiss", "entry"])
        #expect(actions[1].runsInCompletion)
    }

    @Test func entryIsNoKeywordAndMayNameAViewController() {
        let result = parse("root nav N [entry]\nentry present X\nentry.navigationController push Y\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let actions = result.syntax.statements.compactMap { if case .action(let action) = $0.kind { action } else { nil } }
        #expect(actions.map(\.actor.description) == ["entry", "entry.navigationController"])
        #expect(actions.map(\.operation.name) == ["present", "push"])
    }

    @Test func anEntryWithNothingAfterItIsALocatedErrorWithASuggestion() {
        let result = parse("root A\nentry\n")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message == "`entry` needs the view controller it shows")
        #expect(error?.location == SourceLocation(line: 2, column: 6))
        #expect(error?.help?.contains("`entry DeepLink`") == true)
        let text = DiagnosticFormatter().format(result.diagnostics, in: SourceFile(path: "flows/app.nav", text: "root A\nentry\n"))
        #expect(text.contains("flows/app.nav:2:6: error: `entry` needs the view controller it shows"), "\(text)")
    }

    /// Code the flow does not trace presents a popover with the anchor it sets (R43, R59).
    @Test func anEntryTakesAnAnchorButNoAnimatedAndNoNil() throws {
        let anchored = try lastAction("root A\nentry B style: popover sourceView: \"x\"\n")
        #expect(anchored.options.anchor == PopoverAnchor(.sourceView, "x"))
        #expect(try lastAction("root A\nentry Share: UIActivityViewController barButtonItem: \"share\"\n").options.anchor?.kind == .barButtonItem)
        #expect(
            parse("root A\nentry B animated: false\n").diagnostics.map(\.message)
                == ["`animated:` does not apply to `entry`: code the flow does not trace shows the screen"])
        #expect(parse("root A\nentry nil\n").diagnostics.map(\.message) == ["`entry` needs a view controller, not nil"])
    }

    @Test func aMistypedEntrySuggestsIt() {
        #expect(parse("root A\nentyr B\n").diagnostics.first?.help == "did you mean `entry`?")
    }
}
