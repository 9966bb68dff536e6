import Testing
@testable import UIKitModel

/// Rules R11 and R11b: tab bar and split view controllers.
@Suite("C. Tab bar and split view")
struct TabBarAndSplitRuleTests {
    @Test func R11_viewControllersAreTheTabsInOrderAndSelectedIndexIndexesThem() {
        let flow = simulate(
            """
            root tabs T [A, nav N [B], C] selected: 1
            expect T.viewControllers == [A, N, C]
            expect T.selectedIndex == 1
            expect T.selectedViewController == N
            expect B.tabBarController == T
            T select C
            expect T.selectedIndex == 2
            expect top == C
            """)
        #expect(flow.expectations.count == 6)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R11_moreThanFiveTabsPutTheRestUnderMore() {
        let flow = simulate("root tabs T [A, B, C, D, E, F]\nT select F\n")
        let h = flow.final
        #expect(h.moreList(of: "T") == ["E", "F"])
        #expect(h.isInMoreList("E") && !h.isInMoreList("D"))
        #expect(h.selectedViewController(of: "T") == "F")
        #expect(h.parent(of: "F") == "T.moreNavigationController", "R37")
        #expect(h.isVisible("F") && !h.isVisible("A"))
        #expect(flow.frames.last!.facts.contains(UIKitFact("T.selectedIndex = 5 (F, under More)", rules: ["R11"])))
    }

    @Test func R11_selectingAViewControllerInsideATabNamesTheTabToSelect() {
        let flow = simulate("root tabs Main [nav HomeNav [Home], nav SettingsNav [Settings]]\nHome select Settings\n")
        #expect(flow.final["Main"]?.selectedIndex == 0, "UIKit ignores the selection")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .lint,
                    "Main has no such tab; UIKit ignores the selection and logs nothing. Settings is inside the tab SettingsNav: did you mean `select SettingsNav`?",
                    rule: "R11")
            ])
        #expect(
            simulate("root tabs Main [A, B]\nA select 5\n").lastEvents.first?.message
                == "Main has no such tab; UIKit ignores the selection and logs nothing")
    }

    @Test func R11_fiveTabsFitInTheBar() {
        let h = simulate("root tabs T [A, B, C, D, E]\n").final
        #expect(h.moreList(of: "T").isEmpty)
        #expect(!h.isInMoreList("E"))
    }

    @Test func R11_selectingAMissingTabIsIgnored() {
        let flow = simulate("root tabs T [A, B]\nA select 7\n")
        #expect(flow.lastEvents.map(\.rule) == ["R11"])
        #expect(flow.lastEvents.map(\.kind) == [.lint], "UIKit logs nothing: navviz's lint (R41)")
        #expect(flow.final.selectedViewController(of: "T") == "A")
    }

    @Test func R11_aTabBarControllerMayBeAChild() {
        let h = simulate("root split S [tabs T [A], D]\n").final
        #expect(h.parent(of: "T") == "S")
        #expect(h.tabBarController(of: "A") == "T")
        #expect(h.splitViewController(of: "A") == "S")
    }

    @Test func R11b_anExpandedSplitHasPrimaryAndSecondaryBothOnScreen() {
        let flow = simulate(
            """
            device ipad
            root split S [nav P [List], Detail]
            expect S.viewControllers == [P, Detail]
            expect List.splitViewController == S
            expect Detail.splitViewController == S
            expect List.visible == true
            expect Detail.visible == true
            """)
        #expect(flow.expectations.count == 5)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R49_setViewControllersOnATabBarReselectsTheSelectedTab() {
        let flow = simulate("root tabs T [Feed, Shop, Profile] selected: 1\nT setViewControllers [Shop, Search]\n")
        #expect(flow.final.viewControllers(of: "T") == ["Shop", "Search"])
        #expect(flow.final["T"]?.selectedIndex == 0, "the selected VC keeps its selection at its new index")
        #expect(flow.final.parent(of: "Feed") == nil)
        #expect(flow.frames.last?.callbacks.isEmpty == true, "Shop stays on screen")
    }

    @Test func R49_withoutTheSelectedVCTheSameIndexElseTheFirst() {
        let same = simulate(
            "root tabs T [Feed, Shop] selected: 1\nT setViewControllers [A, B, C]\nexpect T.selectedIndex == 1\nexpect B.visible == true\n")
        #expect(same.failedExpectations.isEmpty, "\(same.failedExpectations)")
        let first = simulate("root tabs T [Feed, Shop] selected: 1\nFeed.tabBarController setViewControllers [A]\nexpect T.selectedIndex == 0\n")
        #expect(first.failedExpectations.isEmpty, "\(first.failedExpectations)")
    }

    @Test func R49_aTabRemovedWhileItPresentsKeepsItsPresentationWithALint() {
        let flow = simulate(
            "root tabs T [nav FeedNav [Feed], Shop]\nset Feed.definesPresentationContext = true\nFeed present Banner style: overCurrentContext\nT setViewControllers [Shop]\n"
        )
        #expect(flow.lastEvents.map(\.rule) == ["R49"])
        #expect(flow.final.presentingViewController(of: "Banner") == "Feed")
        #expect(!flow.final.isVisible("Banner"))
        let modal = simulate(
            "root tabs T [nav FeedNav [Feed], Shop]\nFeed present M style: fullScreen\nT setViewControllers [Shop]\nexpect M.visible == true\n")
        #expect(modal.failedExpectations.isEmpty, "the tab bar presents a full-screen modal, and keeps it: \(modal.failedExpectations)")
    }

    @Test func R70_aTapOnAnotherTabSelectsItAsSelectDoes() {
        let flow = simulate("root tabs T [nav FeedNav [Feed], Profile]\nFeed push Post\nT tapTab Profile\nexpect T.selectedIndex == 1\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.frames.last?.callbacks.contains("Profile.viewDidAppear") == true)
        #expect(flow.final.children(of: "FeedNav") == ["Feed", "Post"], "the other tab keeps its stack")
    }

    @Test func R70_aTapOnTheSelectedTabPopsItsNavigationControllerToTheRoot() {
        let flow = simulate("root tabs T [nav FeedNav [Feed], Profile]\nFeed push Post\nPost push Comments\nFeed tapTab 0\n")
        #expect(flow.final.children(of: "FeedNav") == ["Feed"])
        #expect(flow.frames.last?.callbacks.first == "Comments.willMove(toParent: nil)", "a pop's callbacks (R56)")
        #expect(flow.frames.last?.callbacks.contains("Feed.viewDidAppear") == true)
        #expect(flow.frames.last?.facts.contains { $0.rules.contains("R70") } == true)
    }

    @Test func R70_selectInCodeDoesNotPopTheSelectedTab() {
        let flow = simulate("root tabs T [nav FeedNav [Feed], Profile]\nFeed push Post\nT select 0\n")
        #expect(flow.final.children(of: "FeedNav") == ["Feed", "Post"], "only the user's tap pops to the root")
    }

    @Test func R70_theDelegateAnsweringNoKeepsEverything() {
        let other = simulate("root tabs T [nav FeedNav [Feed], Profile]\nFeed push Post\nT tapTab Profile shouldSelect: false\n")
        #expect(other.final["T"]?.selectedIndex == 0)
        #expect(other.frames.last?.callbacks.isEmpty == true)
        let again = simulate("root tabs T [nav FeedNav [Feed], Profile]\nFeed push Post\nT tapTab FeedNav shouldSelect: false\n")
        #expect(again.final.children(of: "FeedNav") == ["Feed", "Post"], "returning false for the selected tab stops the pop")
    }

    @Test func R70_noTabBarOnScreenTakesNoTap() {
        let covered = simulate("root tabs T [nav FeedNav [Feed], Profile]\nFeed present M style: pageSheet\nT tapTab Profile\n")
        #expect(covered.lastEvents.map(\.kind) == [.lint])
        #expect(covered.final["T"]?.selectedIndex == 0)
        let none = simulate("root nav N [A]\nA tapTab 1\n")
        #expect(none.lastEvents.map(\.rule) == ["R70"])
        let missing = simulate("root tabs T [A, B]\nT tapTab 5\n")
        #expect(missing.lastEvents.map(\.rule) == ["R11"], "a tab that does not exist gets select's lint")
    }

    @Test func R70_aTabWithoutAStackChangesNothingWithANote() {
        let flow = simulate("root tabs T [Feed, Profile]\nT tapTab Feed\n")
        #expect(flow.lastEvents.map(\.kind) == [.note])
        #expect(flow.frames.last?.callbacks.isEmpty == true)
    }

    @Test func R72_onlyTheSelectedTabLoadsItsViewAtLaunch() {
        let flow = simulate("root tabs T [nav FeedNav [Feed], Profile, Settings] selected: 1\nT select 0\n")
        let launch = flow.frames[0].callbacks
        #expect(launch.contains("Profile.viewDidLoad"))
        #expect(!launch.contains { $0.hasPrefix("Feed") || $0.hasPrefix("Settings") }, "\(launch)")
        let switched = flow.frames[1].callbacks
        #expect(switched.first == "FeedNav.viewDidLoad", "a tab shown for the first time loads its view first: \(switched)")
        #expect(!switched.contains { $0.hasPrefix("Settings") })
    }
}
