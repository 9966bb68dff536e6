import Testing
@testable import UIKitModel

/// Rules R11 and R11b: tab bar and split view controllers.
@Suite("C. Tab bar and split view")
struct TabBarAndSplitRuleTests {
    @Test func R11_viewControllersAreTheTabsInOrderAndSelectedIndexIndexesThem() {
        let flow = simulate("""
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
        #expect(flow.frames.last!.facts.contains("T.selectedIndex = 5 (F, under More)"))
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
        let flow = simulate("""
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
}
