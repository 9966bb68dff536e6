import Testing
@testable import UIKitModel

/// Rule R32: which VCs are on screen.
@Suite("H. Visibility")
struct VisibilityRuleTests {
    @Test func R32_onlyTheTopOfANavigationStackIsOnScreen() {
        let h = simulate("root nav N [A]\nA push B\n").final
        #expect(h.isVisible("N") && h.isVisible("B"))
        #expect(!h.isVisible("A"))
    }

    @Test func R32_onlyTheSelectedTabIsOnScreen() {
        let flow = simulate("root tabs T [A, B]\nT select 1\n")
        #expect(flow.frames[0].hierarchy.isVisible("A") && !flow.frames[0].hierarchy.isVisible("B"))
        #expect(flow.final.isVisible("B") && !flow.final.isVisible("A"))
    }

    @Test func R32_aFullScreenPresentationCoversEverythingBeneathIt() {
        let h = simulate("root tabs T [nav N [A], B]\nA present M style: fullScreen\n").final
        #expect(h.visibleControllers == ["M"])
    }

    @Test func R32_aSheetLeavesThePresenterOnScreen() {
        let h = simulate("root tabs T [nav N [A], B]\nA present M style: pageSheet\n").final
        #expect(h.visibleControllers == ["T", "N", "A", "M"])
    }

    @Test func R32_aCurrentContextPresentationCoversOnlyItsContext() {
        let h = simulate("root tabs T [nav N [A], B]\nA present M style: currentContext\n").final
        #expect(h.visibleControllers == ["T", "M"])
    }

    @Test func R32_whatASheetAboveAFullScreenCoverLeavesVisible() {
        let h = simulate("root nav N [A]\nA present M style: fullScreen\nM present S style: formSheet\n").final
        #expect(h.visibleControllers == ["M", "S"])
    }

    @Test func R32_aDetachedVCIsNotOnScreen() {
        let h = simulate("root nav N [A]\nA push B\nB pop\n").final
        #expect(!h.isVisible("B"))
        #expect(!h.isInWindow("B"))
    }

    @Test func R32_visibilityIsAnsweredForEveryVCAtEveryStep() {
        let flow = simulate(
            "root nav N [A]\nA push B\nexpect A.visible == false\nexpect B.visible == true\nB pop\nexpect A.visible == true\nexpect B.visible == false\n"
        )
        #expect(flow.expectations.count == 4)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R44_aContextPresentationInATabLeavesTheScreenWithItsTab() {
        let flow = simulate(
            """
            root tabs T [nav FeedNav [Feed], nav ShopNav [Shop]]
            set Feed.definesPresentationContext = true
            Feed present Banner style: overCurrentContext
            expect Banner.visible == true
            T select 1
            expect Banner.visible == false
            expect Feed.presentedViewController == Banner
            T select 0
            expect Banner.visible == true
            """)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.frames[2].callbacks.contains("Banner.viewWillDisappear"), "it disappears with its tab (R28)")
        #expect(flow.frames[3].callbacks.contains("Banner.viewDidAppear"))
    }

    @Test func R44_aFullScreenPresentationFromATabStaysWhenTheTabChanges() {
        let flow = simulate(
            "root tabs T [nav FeedNav [Feed], Shop]\nFeed present Banner style: overFullScreen\nT select 1\nexpect Banner.visible == true\n")
        #expect(flow.failedExpectations.isEmpty, "the tab bar presents it (R12): \(flow.failedExpectations)")
    }
}
