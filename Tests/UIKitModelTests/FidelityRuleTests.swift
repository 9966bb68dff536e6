import Testing
@testable import UIKitModel

/// Rules R33–R41: transition timing, tab bars in stacks, views out of the window,
/// root switches under a modal, and navviz's own lints.
@Suite("I. Transitions, containers and lints")
struct FidelityRuleTests {
    private let popupOverTabs =
        "root tabs Tabs [nav ListNav [List]]\nList present nav FilterNav [Filter] style: fullScreen\nFilter present Popup style: overFullScreen\n"

    @Test func R33_theLinksStayUntilTheDismissalTransitionEnds() {
        let flow = simulate(popupOverTabs + "step \"tap\"\n  Popup dismiss\n  Popup.presentingViewController push Detail\n")
        #expect(flow.lastEvents.isEmpty, "the push through Popup.presentingViewController lands: \(flow.lastEvents)")
        #expect(flow.final.children(of: "FilterNav") == ["Filter", "Detail"])
        #expect(flow.final.presentedViewController(of: "FilterNav") == nil, "the popup is gone once the turn ends")
    }

    @Test func R33_aPresentThroughTheStillSetLinkIsRefusedWhileTheDismissalRuns() {
        let flow = simulate(popupOverTabs + "step \"tap\"\n  Popup dismiss\n  Popup.presentingViewController present Alert\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "[Presentation] Attempt to present <UIViewController: Alert> on <UINavigationController: FilterNav> (from <UINavigationController: FilterNav>) while a presentation is in progress.",
                    rule: "R21")
            ],
            "not a message sent to nil")
    }

    @Test func R33_theCompletionHandlerSeesTheLinksCleared() {
        let flow = simulate(popupOverTabs + "step \"tap\"\n  Popup dismiss\n  then Popup.presentingViewController push Detail\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint], "after the transition the link is nil: \(flow.lastEvents)")
        #expect(flow.final.children(of: "FilterNav") == ["Filter"])
    }

    @Test func R33_aDismissalWithoutAnimationClearsTheLinksAtOnce() {
        let flow = simulate(popupOverTabs + "step \"tap\"\n  Popup dismiss animated: false\n  Popup.presentingViewController push Detail\n")
        #expect(flow.lastEvents.first?.message.contains("message sent to nil") == true)
    }

    @Test func R34_theInProgressDismissMessageNamesThePresentingViewController() {
        let flow = simulate("root tabs Tabs [nav ListNav [List]]\nstep \"tap\"\n  List present Sheet\n  Sheet dismiss\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "Attempt to dismiss from view controller <UITabBarController: Tabs> while a presentation or dismiss is in progress!", rule: "R21")
            ])
    }

    @Test func R35_pushingATabBarControllerIsANavvizLintAndLands() {
        let flow = simulate("root nav N [A]\nA push tabs T [X, Y]\n")
        #expect(flow.frames.last?.exception == nil, "UIKit raises nothing")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.lastEvents.first?.rule == "R35")
        #expect(flow.final.children(of: "N") == ["A", "T"])
        #expect(flow.final.isVisible("X"))
    }

    @Test func R35_aTabBarControllerInSetStackIsALintToo() {
        let flow = simulate("root nav N [A]\nN setStack [A, tabs T [X]]\n")
        #expect(flow.lastEvents.map(\.rule) == ["R35"])
        #expect(flow.final.children(of: "N") == ["A", "T"])
    }

    @Test func R39_aContextPresentationFromATabThatIsNotSelectedPresentsNothing() {
        let flow = simulate("root tabs T [nav FeedNav [Feed], nav ShopNav [Shop]] selected: 1\nFeed present Sheet style: currentContext\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "[Presentation] Attempt to present <UIViewController: Sheet> on <UINavigationController: FeedNav> (from <UIViewController: Feed>) whose view is not in the window hierarchy.",
                    rule: "R20")
            ])
        #expect(flow.final["Sheet"]?.presentation == nil)
    }

    @Test func R39_aFullScreenPresentationFromATabThatIsNotSelectedIsPresentedByTheTabBar() {
        let flow = simulate("root tabs T [nav FeedNav [Feed], nav ShopNav [Shop]] selected: 1\nFeed present Sheet style: fullScreen\n")
        #expect(flow.lastEvents.isEmpty)
        #expect(flow.final.presentingViewController(of: "Sheet") == "T")
    }

    @Test func R40_aRootSwitchDoesNotDismissTheModalAndLintsTheLeak() {
        let flow = simulate("root nav Old [A]\nA present M style: fullScreen\nroot nav New [B]\n")
        #expect(flow.final.presentingViewController(of: "M") == "Old", "the presentation stays")
        #expect(!flow.final.isInWindow("M"))
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.lastEvents.first?.rule == "R40")
        #expect(flow.lastEvents.first?.message.contains("<UINavigationController: Old> presents <UIViewController: M>") == true)
    }

    @Test func R40_theLeakedPresenterStillPresents() {
        let flow = simulate("root nav Old [A]\nA present M style: fullScreen\nroot nav New [B]\nroot Old\nA present P\n")
        #expect(flow.lastEvents.map(\.rule).contains("R19"), "Old still presents M: \(flow.lastEvents)")
    }

    @Test func R41_expectNoWarningIgnoresNavvizLints() {
        let flow = simulate(
            "root nav N [A]\nA pop\nexpect no warning\nN.presented dismiss\nexpect no warning\nexpect warning \"message sent to nil\"\nstep \"tap\"\n  A present B\n  A present C\nexpect no warning\n"
        )
        #expect(flow.expectations.map(\.passed) == [true, true, true, false], "\(flow.expectations)")
        #expect(flow.expectations.last?.actual.hasPrefix("warning \"[Presentation] Attempt to present") == true)
    }

    @Test func R41_aMessageToNilIsANavvizLint() {
        let flow = simulate("root nav N [A]\nA.presentedViewController dismiss\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.frames.last!.warnings.isEmpty, "UIKit logs nothing")
    }

    @Test func R41_selectingAMissingTabIsANavvizLint() {
        let flow = simulate("root tabs T [A, B]\nT select 5\nexpect warning \"no such tab\"\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.frames.last!.warnings.isEmpty)
        #expect(flow.failedExpectations.isEmpty, "`expect warning` matches a lint")
    }

    @Test func R41_anEmptySetStackIsANavvizLint() {
        let flow = simulate("root nav N [A]\nN setStack []\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.lastEvents.first?.description.hasPrefix("navviz lint: ") == true)
    }
}

/// Rules R36 and R38: split views and size classes, `device iphone|ipad`.
@Suite("I. Split views and size classes")
struct SizeClassRuleTests {
    @Test func R36_showFromAColumnInANavigationControllerPushes() {
        let flow = simulate("device ipad\nroot split S [nav P [List], Detail]\nList show Inbox\n")
        #expect(flow.final.children(of: "P") == ["List", "Inbox"])
    }

    @Test func R36_showFromAColumnOutsideANavigationControllerReplacesThePrimaryNotAModal() {
        let flow = simulate("device ipad\nroot split S [List, Detail]\nList show Inbox\n")
        #expect(flow.final.children(of: "S") == ["Inbox", "Detail"])
        #expect(flow.final["Inbox"]?.presentation == nil, "UISplitViewController's show(_:sender:) does not present")
        #expect(flow.final.parent(of: "List") == nil)
    }

    @Test func R75_showOfANavigationControllerByANavigationControllerPresentsIt() {
        let flow = simulate("root nav P [List]\nList show nav ComposeNav [Compose]\n")
        #expect(flow.frames.last?.exception == nil, "show does not push a navigation controller (R5)")
        #expect(flow.final.children(of: "P") == ["List"])
        #expect(flow.final["ComposeNav"]?.presentation != nil)
        #expect(flow.final.isVisible("Compose"))
        let styled = simulate("root nav P [List]\nset ComposeNav.modalPresentationStyle = fullScreen\nList show nav ComposeNav [Compose]\n")
        #expect(styled.final.presentationStyle(of: "ComposeNav") == .fullScreen, "in the shown controller's own style")
        #expect(
            simulate("root nav P [List]\nList show Inbox\n").final.children(of: "P") == ["List", "Inbox"], "any other view controller is pushed")
    }

    @Test func R36_showDetailReplacesTheSecondaryColumnWhenExpanded() {
        let flow = simulate("device ipad\nroot split S [nav P [List], Detail]\nList showDetail Message\n")
        #expect(flow.final.children(of: "S") == ["P", "Message"])
        #expect(flow.final.isVisible("Message"))
        #expect(flow.final.isVisible("List"), "both columns are on screen")
    }

    @Test func R36_showDetailPushesOntoThePrimaryWhenCollapsed() {
        let flow = simulate("device iphone\nset S.topColumnForCollapsing = primary\nroot split S [nav P [List], Detail]\nList showDetail Message\n")
        #expect(flow.final.children(of: "P") == ["List", "Message"])
        #expect(flow.final.children(of: "S") == ["P"], "collapsed, the split has one column (R45)")
        #expect(flow.final.isVisible("Message"))
        #expect(!flow.final.isVisible("Detail"), "a collapsed split view shows its primary column only")
    }

    @Test func R36_aSplitViewGivenItsPrimaryOnlyGetsItsDetailFromShowDetail() {
        let phone = simulate("root split S [nav P [List]]\nList showDetail Message\n")
        #expect(phone.final.children(of: "S") == ["P"])
        #expect(phone.final.children(of: "P") == ["List", "Message"], "collapsed on an iPhone, the detail is pushed onto the primary")
        let pad = simulate("device ipad\nroot split S [nav P [List]]\nexpect S.viewControllers == [P]\nList showDetail Message\n")
        #expect(pad.failedExpectations.isEmpty, "\(pad.failedExpectations)")
        #expect(pad.final.children(of: "S") == ["P", "Message"], "expanded, the detail becomes the secondary column")
        #expect(pad.final.isVisible("Message") && pad.final.isVisible("List"))
    }

    @Test func R36_aCollapsedSplitViewPushesADetailNavigationControllerWithoutRaising() {
        let flow = simulate("root split S [nav P [List], Detail]\nList showDetail nav MessageNav [Message]\n")
        #expect(flow.frames.last?.exception == nil, "UIKit pushes the detail's navigation controller, as it does the secondary on collapsing (R45)")
        #expect(flow.final.children(of: "P") == ["List", "Detail", "MessageNav"])
        #expect(flow.final.isVisible("Message"))
        #expect(
            simulate("root nav P [List]\nList push nav MessageNav [Message]\nexpect crash\n").frames.last?.exception?.message
                == "Pushing a navigation controller is not supported", "outside a collapsed split view, R5 raises")
    }

    @Test func R36_showDetailOutsideASplitViewIsShow() {
        let flow = simulate("root nav N [A]\nA showDetail B\n")
        #expect(flow.final.children(of: "N") == ["A", "B"])
    }

    @Test func R36_showingTheCurrentSecondaryAgainDoesNothing() {
        let flow = simulate("device ipad\nroot split S [nav P [List], Detail]\nList showDetail Detail\n")
        #expect(flow.lastEvents.map(\.kind) == [.note])
        #expect(flow.final.children(of: "S") == ["P", "Detail"])
    }

    @Test func R45_aClassicSplitViewOnAnIPhoneStartsOnItsDetailScreen() {
        let flow = simulate("root split S [nav ListNav [List], nav DetailNav [Detail]]\nexpect top == S\n")
        let h = flow.final
        #expect(h.children(of: "S") == ["ListNav"], "collapsed, the split view has one column")
        #expect(h.children(of: "ListNav") == ["List", "DetailNav"], "the secondary is pushed onto the primary navigation controller")
        #expect(h.isVisible("Detail") && !h.isVisible("List"))
        #expect(flow.frames[0].facts.contains { $0.text.contains("navviz's default without a `device` line") }, "the caption says the device decided")
    }

    @Test func R45_theDelegateKeepsThePrimary() {
        let flow = simulate(
            "set S.topColumnForCollapsing = primary\nroot split S [nav ListNav [List], nav DetailNav [Detail]]\nexpect List.visible == true\nexpect DetailNav.parent == nil\n"
        )
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R45_aSplitViewPresentedLaterCollapsesAsItEntersTheWindow() {
        let flow = simulate(
            "root nav N [A]\nA present split S [nav P [List], Detail] style: fullScreen\nexpect P.viewControllers == [List, Detail]\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(
            simulate("device ipad\nroot split S [nav P [List], Detail]\nexpect S.viewControllers == [P, Detail]\n").failedExpectations.isEmpty,
            "an iPad does not collapse")
    }

    @Test func R45_aFailedExpectationSaysTheDeviceDecided() {
        let flow = simulate("root split S [nav P [List], Detail]\nexpect List.visible == true\n")
        #expect(flow.failedExpectations.first?.note?.contains("`device ipad` models a regular-width iPad") == true)
    }

    @Test func R46_aColumnStyleSplitViewWrapsItsColumnsInNavigationControllers() {
        let flow = simulate(
            "device ipad\nroot split S [Sidebar, Reader] style: doubleColumn\nexpect Reader.navigationController.splitViewController == S\n")
        let h = flow.final
        #expect(h.children(of: "S") == ["S.primary", "S.secondary"])
        #expect(h.navigationController(of: "Reader") == "S.secondary")
        #expect(h.isVisible("Sidebar") && h.isVisible("Reader"))
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R46_collapsedItShowsItsCompactColumnOrItsTopColumn() {
        let compact = simulate("root split S [Sidebar, Reader] style: doubleColumn compact: nav Phone [List]\n").final
        #expect(compact.isVisible("List") && !compact.isVisible("Reader") && !compact.isVisible("Sidebar"))
        let top = simulate("root split S [Sidebar, Reader] style: doubleColumn\n").final
        #expect(top.isVisible("Reader") && !top.isVisible("Sidebar"), "the proposed top column is the secondary")
        let primary = simulate("set S.topColumnForCollapsing = primary\nroot split S [Sidebar, Reader] style: doubleColumn\n").final
        #expect(primary.isVisible("Sidebar") && !primary.isVisible("Reader"))
    }

    @Test func R46_setViewControllerReplacesAColumnOrPushesOntoTheSecondary() {
        let flow = simulate(
            "device ipad\nroot split S [Sidebar, Reader] style: doubleColumn\nS setViewController Settings for: primary\nS setViewController Message for: secondary\nS setViewController nav Phone [List] for: compact\n"
        )
        let h = flow.final
        #expect(h.children(of: "S.primary") == ["Settings"])
        #expect(h.children(of: "S.secondary") == ["Reader", "Message"], "Apple: pushed onto the secondary's navigation controller")
        #expect(h.children(of: "S") == ["S.primary", "S.secondary", "Phone"])
        #expect(!h.isVisible("List"), "the compact column is not shown in a regular width")
    }

    @Test func R46_setViewControllerOnAClassicSplitViewIsIgnored() {
        let flow = simulate("device ipad\nroot split S [A, B]\nS setViewController C for: secondary\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.final.children(of: "S") == ["A", "B"])
    }

    @Test func R38_aPageSheetOnAnIPhoneBeforeIOS13IsFullScreen() {
        let flow = simulate("ios 12\ndevice iphone\nroot nav N [A]\nA present B style: pageSheet\nexpect B.presentationStyle == fullScreen\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(!flow.final.isVisible("A"), "the presenter goes off screen")
        #expect(flow.frames.last!.callbacks.contains("A.viewDidDisappear"), "with the callbacks that follow (R26)")
    }

    @Test func R38_aPageSheetOnAnIPadBeforeIOS13StaysASheet() {
        let flow = simulate("ios 12\ndevice ipad\nroot nav N [A]\nA present B style: formSheet\nexpect B.presentationStyle == formSheet\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.final.isVisible("A"))
    }

    @Test func R38_fromIOS13AnIPhoneKeepsSheetsAndAPopoverBecomesAFormSheet() {
        let flow = simulate(
            "ios 17\ndevice iphone\nroot nav N [A]\nA present B\nexpect B.presentationStyle == pageSheet\nB present C style: popover\nexpect C.presentationStyle == formSheet\n"
        )
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R38_automaticResolvesPerVersion() {
        let flow = simulate("ios 18\nroot A\nA present B\nexpect B.presentationStyle == formSheet\nexpect A.presentationStyle == nil\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test(arguments: ["pageSheet", "formSheet", "automatic", "popover sourceView: \"More\""])
    func R71_anIPhoneInLandscapeShowsSheetsAndPopoversFullScreen(style: String) {
        let flow = simulate("device iphone landscape\nroot nav N [A]\nA present M style: \(style)\nexpect M.presentationStyle == fullScreen\n")
        #expect(flow.failedExpectations.isEmpty, "\(style): \(flow.failedExpectations)")
        #expect(!flow.final.isVisible("A"), "the presenter goes off screen")
        #expect(flow.frames.last?.callbacks.contains("A.viewWillDisappear") == true)
        #expect(flow.frames.last?.facts.contains { $0.rules.contains("R71") } == true)
    }

    @Test func R71_portraitAndTheIPadKeepTheirSheets() {
        for device in ["device iphone portrait\n", "device iphone\n", "device ipad landscape\n", ""] {
            let flow = simulate("\(device)root nav N [A]\nA present M style: pageSheet\nexpect M.presentationStyle == pageSheet\n")
            #expect(flow.failedExpectations.isEmpty, "\(device): \(flow.failedExpectations)")
        }
    }

    @Test func R71_theDelegatesNoneKeepsThePopoverInLandscape() {
        let flow = simulate(
            "device iphone landscape\nset M.adaptivePresentationStyle = none\nroot A\nA present M style: popover sourceView: \"x\"\nexpect M.presentationStyle == popover\n"
        )
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R71_aSecondPresentationFromTheCoveredPresenterGetsR69() {
        let flow = simulate("device iphone landscape\nroot tabs T [A, B]\nA present M style: pageSheet\nT present X\n")
        #expect(flow.lastEvents.map(\.rule) == ["R69"])
    }
}

/// Rule R37: the More tab's navigation controller.
@Suite("I. The More tab")
struct MoreTabRuleTests {
    private let sixTabs = "root tabs T [A, B, C, D, E, F]\n"

    @Test func R37_aTabChosenFromMoreIsPushedOntoTheMoreNavigationController() {
        let flow = simulate(sixTabs + "T select F\nexpect T.viewControllers == [A, B, C, D, E, F]\nexpect T.selectedViewController == F\n")
        let h = flow.final
        #expect(h.navigationController(of: "F") == "T.moreNavigationController", "not nil")
        #expect(h.parent(of: "F") == "T.moreNavigationController")
        #expect(h["T.moreNavigationController"]?.displayClassName == "UIMoreNavigationController")
        #expect(h.isVisible("F"))
        #expect(flow.failedExpectations.isEmpty, "viewControllers does not list the More navigation controller: \(flow.failedExpectations)")
    }

    @Test func R37_aTabSelectedUnderMoreByTheRootIsShownByTheMoreNavigationController() {
        let flow = simulate("root tabs T [A, B, C, D, E, F] selected: 5\nF push Detail\n")
        #expect(flow.lastEvents.isEmpty, "the push lands: \(flow.lastEvents)")
        #expect(flow.final.children(of: "T.moreNavigationController") == ["T.moreList", "F", "Detail"])
    }

    @Test func R37_aPushFromAMoreTabLandsOnTheMoreNavigationController() {
        let flow = simulate(sixTabs + "T select F\nF push Detail\nexpect F.navigationController.topViewController == Detail\n")
        #expect(flow.lastEvents.isEmpty, "\(flow.lastEvents)")
        #expect(flow.final.children(of: "T.moreNavigationController") == ["T.moreList", "F", "Detail"])
        #expect(flow.final.isVisible("Detail") && !flow.final.isVisible("F"))
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.final.top == "F", "getTopVC stops at the selected tab's VC, which is no navigation controller (R31)")
    }

    @Test func R37_choosingAnotherMoreTabPutsTheFirstBackAndPopsTheMoreStack() {
        let flow = simulate(sixTabs + "T select F\nF push Detail\nT select E\n")
        let h = flow.final
        #expect(h.children(of: "T.moreNavigationController") == ["T.moreList", "E"])
        #expect(h.parent(of: "F") == "T")
        #expect(h.parent(of: "Detail") == nil)
        #expect(h.viewControllers(of: "T") == ["A", "B", "C", "D", "E", "F"])
    }

    @Test func R37_aTabInTheBarKeepsNoMoreNavigationController() {
        let h = simulate(sixTabs + "T select F\nT select A\n").final
        #expect(h.navigationController(of: "A") == nil)
        #expect(h.navigationController(of: "F") == "T.moreNavigationController", "the More stack is kept while another tab shows")
    }
}

/// Rule R73: the More list, the user's tap on More, a navigation controller under More,
/// and how many items the bar holds.
@Suite("I. The More list")
struct MoreListRuleTests {
    private let sixTabs = "root tabs T [A, B, C, D, E, F]\n"

    @Test func R73_aTabChosenFromMoreIsPushedAboveTheMoreList() {
        let flow = simulate(sixTabs + "T select F\n")
        #expect(flow.final.children(of: "T.moreNavigationController") == ["T.moreList", "F"])
        #expect(flow.final["T.moreList"]?.displayClassName == "UIMoreListController")
        #expect(flow.final.isVisible("F") && !flow.final.isVisible("T.moreList"))
    }

    @Test func R73_poppingTheChosenTabShowsTheMoreList() {
        let flow = simulate(sixTabs + "T select F\nF pop\n")
        let h = flow.final
        #expect(h.children(of: "T.moreNavigationController") == ["T.moreList"])
        #expect(h.isVisible("T.moreList") && !h.isVisible("F"))
        #expect(h.viewControllers(of: "T") == ["A", "B", "C", "D", "E", "F"], "F is still a tab")
        #expect(h.selectedViewController(of: "T") == "T.moreNavigationController")
    }

    @Test func R73_theTapOnMoreShowsTheMoreList() {
        let flow = simulate(sixTabs + "T tapTab More\n")
        let h = flow.final
        #expect(h.children(of: "T.moreNavigationController") == ["T.moreList"])
        #expect(h.isVisible("T.moreList") && !h.isVisible("A"))
        #expect(h.selectedViewController(of: "T") == "T.moreNavigationController", "selectedIndex is NSNotFound")
        #expect(h.viewControllers(of: "T") == ["A", "B", "C", "D", "E", "F"])
        #expect(flow.frames[1].callbacks.contains("T.moreList.viewDidLoad"))
    }

    @Test func R73_aSecondTapOnMorePopsToTheList() {
        let flow = simulate(sixTabs + "T tapTab F\nT tapTab More\n")
        #expect(flow.lastEvents.isEmpty, "\(flow.lastEvents)")
        #expect(flow.final.children(of: "T.moreNavigationController") == ["T.moreList"])
        #expect(flow.frames[2].callbacks.contains("F.viewWillDisappear"))
    }

    @Test func R73_theTapOnMoreFromAnotherTabShowsTheMoreStackAsItWasLeft() {
        let flow = simulate(sixTabs + "T select F\nT tapTab A\nT tapTab More\n")
        #expect(flow.final.selectedViewController(of: "T") == "F")
        #expect(flow.final.isVisible("F"))
    }

    @Test func R73_theTapOnMoreWithoutAMoreItemIsALint() {
        let flow = simulate("root tabs T [A, B]\nT tapTab More\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.lastEvents.first?.message.contains("no More item") == true, "\(flow.lastEvents)")
    }

    @Test func R73_aTabCalledMoreIsThatTab() {
        let flow = simulate("root tabs T [A, More]\nT tapTab More\n")
        #expect(flow.final.selectedViewController(of: "T") == "More")
    }

    @Test func R73_aNavigationControllerChosenFromMoreGivesItsStackToTheMoreNavigationController() {
        let flow = simulate("root tabs T [A, B, C, D, E, nav N [F, G]]\nT select N\nG push H\nexpect T.selectedViewController == N\n")
        let h = flow.final
        #expect(h.children(of: "T.moreNavigationController") == ["T.moreList", "F", "G", "H"])
        #expect(h.children(of: "N").isEmpty)
        #expect(h.navigationController(of: "F") == "T.moreNavigationController")
        #expect(h.viewControllers(of: "T") == ["A", "B", "C", "D", "E", "N"])
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R73_theStackGoesBackWhenAnotherMoreTabIsChosen() {
        let h = simulate("root tabs T [A, B, C, D, E, nav N [F, G]]\nT select N\nT select E\n").final
        #expect(h.children(of: "N") == ["F", "G"])
        #expect(h.children(of: "T.moreNavigationController") == ["T.moreList", "E"])
        #expect(h.parent(of: "N") == "T")
    }

    @Test func R73_theStackGoesBackWhenTheTabsAreReplaced() {
        let h = simulate("root tabs T [A, B, C, D, E, nav N [F, G]]\nT select N\nT setViewControllers [A, N]\n").final
        #expect(h.children(of: "N") == ["F", "G"])
        #expect(h.viewControllers(of: "T") == ["A", "N"])
    }

    @Test func R67_aSplitViewChosenFromMoreIsRefusedAndTheMoreListShows() {
        let flow = simulate("root tabs T [A, B, C, D, E, split S [P, Q]]\nT select S\n")
        #expect(
            flow.lastEvents
                == [
                    UIKitEvent(
                        .warning,
                        "Split View Controllers cannot be pushed to a Navigation Controller <UIMoreNavigationController: T.moreNavigationController>",
                        rule: "R67")
                ])
        #expect(flow.final.children(of: "T.moreNavigationController") == ["T.moreList"])
        #expect(flow.final.isVisible("T.moreList") && !flow.final.isVisible("P"))
    }

    @Test func R73_anIPadBarHoldsEightItems() {
        let eight = "device ipad\nroot tabs T [A, B, C, D, E, F, G, H]\n"
        #expect(simulate(eight).final.moreList(of: "T").isEmpty)
        let nine = simulate("device ipad\nroot tabs T [A, B, C, D, E, F, G, H, I]\n").final
        #expect(nine.moreList(of: "T") == ["H", "I"])
        #expect(simulate("root tabs T [A, B, C, D, E, F]\n").final.moreList(of: "T") == ["E", "F"], "an iPhone holds 5")
    }
}

/// Rule R74: the device rotates mid-flow, and what is presented adapts.
@Suite("I. Rotation")
struct RotationRuleTests {
    @Test func R74_aSheetIsFullScreenInLandscapeAndASheetAgainInPortrait() {
        let flow = simulate("root nav N [List]\nList present Filters style: pageSheet\nrotate landscape\nrotate portrait\n")
        #expect(flow.frames[2].hierarchy.presentationStyle(of: "Filters") == .fullScreen)
        #expect(flow.frames[2].callbacks == ["N.viewWillDisappear", "List.viewWillDisappear", "N.viewDidDisappear", "List.viewDidDisappear"])
        #expect(!flow.frames[2].hierarchy.isVisible("List"))
        #expect(flow.final.presentationStyle(of: "Filters") == .pageSheet)
        #expect(flow.frames[3].callbacks == ["N.viewWillAppear", "List.viewWillAppear", "N.viewDidAppear", "List.viewDidAppear"])
        #expect(flow.final.isVisible("List"))
    }

    @Test func R74_aPresentationAfterTheTurnIsAdaptedToTheNewOrientation() {
        let flow = simulate("root A\nrotate landscape\nA present M style: formSheet\nexpect M.presentationStyle == fullScreen\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.frames[1].caption == "the device rotates to landscape")
    }

    @Test func R74_aPopoverBecomesAFormSheetAgainInPortrait() {
        let flow = simulate("device iphone landscape\nroot A\nA present P style: popover sourceView: \"b\"\nrotate portrait\n")
        #expect(flow.frames[1].hierarchy.presentationStyle(of: "P") == .fullScreen)
        #expect(flow.final.presentationStyle(of: "P") == .formSheet)
    }

    @Test func R74_theDelegatesNoneKeepsTheSheet() {
        let flow = simulate("root A\nset M.adaptivePresentationStyle = none\nA present M style: pageSheet\nrotate landscape\n")
        #expect(flow.final.presentationStyle(of: "M") == .pageSheet)
        #expect(flow.final.isVisible("A"))
    }

    @Test func R74_anIPadAdaptsNothing() {
        let flow = simulate("device ipad\nroot A\nA present M style: formSheet\nrotate landscape\n")
        #expect(flow.final.presentationStyle(of: "M") == .formSheet)
        #expect(flow.frames[2].callbacks.isEmpty)
    }

    @Test func R74_aTurnToTheSameOrientationIsANote() {
        let flow = simulate("root A\nrotate portrait\n")
        #expect(flow.lastEvents.map(\.rule) == ["R74"])
        #expect(flow.lastEvents.first?.kind == .note)
    }

    @Test func R74_theStepSaysWhatChangedAndWhatUIKitCalls() {
        let flow = simulate("root A\nA present M style: pageSheet\nrotate landscape\n")
        #expect(
            flow.frames[2].facts.contains { $0.text.contains("M: pageSheet → fullScreen") && $0.rules.contains("R74") }, "\(flow.frames[2].facts)")
        #expect(flow.frames[2].facts.contains { $0.text.contains("viewWillTransition(to:with:)") })
    }
}

/// Rule R36 when a column is missing: no crash, the shown VC fills the place.
@Suite("I. Split views with a missing column")
struct MissingColumnRuleTests {
    @Test func R36_showDetailFillsAColumnRemovedFromTheSplit() {
        let flow = simulate("device ipad\nroot split S [nav P [List], Detail]\nDetail removeFromParent\nList showDetail Message\nS show Other\n")
        #expect(flow.frames.last?.exception == nil)
        #expect(flow.final.children(of: "S") == ["Other", "Message"])
    }
}
