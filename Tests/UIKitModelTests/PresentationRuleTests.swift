import Testing
@testable import UIKitModel

/// Rules R12, R14, R15: which VC really presents, default styles, timing.
@Suite("D. Which VC really presents")
struct PresentationRuleTests {
    @Test func R12_fullScreenWalksUpToTheLayerRoot() {
        let h = simulate("root nav N [V1]\nV1 push V2\nV2 present M style: fullScreen\n").final
        #expect(h.presentingViewController(of: "M") == "N")
        #expect(h["N"]?.presented == "M")
        #expect(h["M"]?.presentation?.caller == "V2")
    }

    @Test func R12_insideATabBarThePresenterIsTheTabBarController() {
        let h = simulate("root tabs T [nav N [A]]\nA present M style: pageSheet\n").final
        #expect(h.presentingViewController(of: "M") == "T")
    }

    @Test(arguments: ["fullScreen", "pageSheet", "formSheet", "overFullScreen", "automatic", "popover", "custom"])
    func R12_everyFullScreenFamilyStyleUsesTheLayerRoot(style: String) {
        let h = simulate("root nav N [A]\nset A.definesPresentationContext = true\nA present M style: \(style)\n").final
        #expect(h.presentingViewController(of: "M") == "N", "definesPresentationContext is ignored by \(style)")
    }

    @Test func R12_aPresentedRootPresentsForItsOwnContent() {
        let h = simulate("root nav N [A]\nA present nav S [V5] style: fullScreen\nV5 present D\n").final
        #expect(h.presentingViewController(of: "D") == "S")
    }

    @Test func R14_automaticIsPageSheetOnIOS13To17() {
        let h = simulate("ios 17\nroot A\nA present M\n").final
        #expect(h["M"]?.presentation?.style == .pageSheet)
        #expect(h["M"]?.presentation?.requestedStyle == .automatic)
    }

    @Test func R14_automaticIsFormSheetOnIOS18() {
        #expect(simulate("ios 18\nroot A\nA present M\n").final["M"]?.presentation?.style == .formSheet)
    }

    @Test func R14_automaticIsFullScreenOnIOS12AndEarlier() {
        #expect(simulate("ios 12\nroot A\nA present M\n").final["M"]?.presentation?.style == .fullScreen)
    }

    @Test func R14_modalPresentationStyleIsUsedWhenThePresentGivesNone() {
        let h = simulate("ios 17\nroot A\nA present M\nM dismiss\nset M.modalPresentationStyle = overFullScreen\nA present M\n").final
        #expect(h["M"]?.presentation?.style == .overFullScreen)
    }

    @Test func R15_linksAreSetWhenPresentIsCalledAndClearedByDismiss() {
        let flow = simulate("root A\nstep \"tap\"\n  A present M\n  then A dismiss\nexpect M.presentingViewController == nil\nexpect A.presentedViewController == nil\n")
        #expect(flow.failedExpectations.isEmpty)
        // Within the same turn, the link exists right after the call.
        let grouped = simulate("root A\nstep \"tap\"\n  A present M animated: false\n  M present P animated: false\n")
        #expect(grouped.final.presentingViewController(of: "P") == "M")
    }
}
