import Testing
@testable import UIKitModel

/// Rules R22–R24: dismissal.
@Suite("F. Dismissal")
struct DismissalRuleTests {
    private let chain = "root A\nA present B style: fullScreen\nB present C style: fullScreen\n"

    @Test func R22_1_dismissOnAPresenterRemovesWhatItPresentsAndKeepsItself() {
        let h = simulate(chain + "B dismiss\n").final
        #expect(h.presentedViewController(of: "B") == nil)
        #expect(h.presentingViewController(of: "B") == "A", "B stays")
    }

    @Test func R22_2_dismissOnAPresentedVCRemovesItsLayer() {
        let h = simulate(chain + "C dismiss\n").final
        #expect(h.presentingViewController(of: "C") == nil)
        #expect(h.presentedViewController(of: "A") == "B")
    }

    @Test func R22_1_dismissOnTheRootRemovesTheWholeChain() {
        let flow = simulate(chain + "A dismiss\n")
        #expect(flow.final.presentedViewController(of: "A") == nil)
        #expect(flow.final.presentingViewController(of: "C") == nil)
        #expect(flow.frames.last!.facts.contains { $0.text.contains("dismissed B, C") })
    }

    @Test func R22_2_insideAPresentedNavigationControllerTheLayerRootGoes() {
        let h = simulate("root nav N [A]\nA present nav S [V5] style: fullScreen\nV5 push V6\nV6 dismiss\n").final
        #expect(h.presentedViewController(of: "N") == nil)
    }

    @Test func R22_1_aChildOfAPresentedNavigationDismissesWhatItsNavPresents() {
        let h = simulate("root nav N [A]\nA present nav S [V5] style: fullScreen\nV5 present D\nV5 dismiss\n").final
        #expect(h.presentedViewController(of: "S") == nil, "D goes")
        #expect(h.presentingViewController(of: "S") == "N", "S stays")
    }

    @Test func R22_3_dismissWithNothingToDismissIsANote() {
        let flow = simulate("root A\nA dismiss\n")
        #expect(flow.lastEvents == [UIKitEvent(.note, "dismiss had no effect: A neither presents nor is presented", rule: "R22")])
    }

    @Test func R23_onlyTheTopmostOfAMultiLevelDismissAnimates() {
        let flow = simulate(chain + "A dismiss\n")
        #expect(flow.frames.last!.facts.contains(UIKitFact("dismissed B, C; only C animates", rules: ["R23"])))
    }

    @Test func R24_theDoubleDismissOnTheSameSourceClosesTheNextLayerDown() {
        let flow = simulate(chain + "step \"tap a cell\"\n  B dismiss\n  then B dismiss\n")
        #expect(flow.final.presentedViewController(of: "A") == nil, "B itself is gone after the second dismiss")
    }

    @Test func R24_twoDismissesInOneTurnCloseOnlyOneLayer() {
        let flow = simulate(chain + "step \"tap a cell\"\n  C dismiss\n  top dismiss\n")
        #expect(flow.lastEvents.map(\.rule) == ["R21"], "the second dismiss is refused while the first animates")
        #expect(flow.final.presentedViewController(of: "A") == "B")
        #expect(flow.final.presentedViewController(of: "B") == nil)
    }

    @Test func R24_topDismissAfterTheFirstDismissalClosesTheLayerBelow() {
        let flow = simulate(
            "root tabs T [nav N [List]]\nList present Filter style: fullScreen\nFilter present Popup style: overFullScreen\nstep \"tap a cell in the popup\"\n  Popup dismiss\n  then top dismiss\nexpect top == List\n"
        )
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R50_swipingASheetDownDismissesItWithTheDelegateCallbacks() {
        let flow = simulate("root nav N [A]\nA present Sheet style: pageSheet\nSheet swipeDown\n")
        #expect(flow.final.presentedViewController(of: "N") == nil)
        #expect(
            flow.frames.last?.callbacks == [
                "Sheet.presentationControllerWillDismiss", "Sheet.viewWillDisappear",
                "Sheet.viewDidDisappear", "Sheet.presentationControllerDidDismiss",
            ])
    }

    @Test func R50_isModalInPresentationRefusesTheSwipe() {
        let flow = simulate("root nav N [A]\nA present nav Form [Edit] style: formSheet\nset Edit.isModalInPresentation = true\nEdit swipeDown\n")
        #expect(flow.final.presentedViewController(of: "N") == "Form", "the sheet stays")
        #expect(flow.frames.last?.callbacks == ["Form.presentationControllerDidAttemptToDismiss"])
        #expect(flow.lastEvents.isEmpty, "UIKit logs nothing")
    }

    @Test func R50_aFullScreenPresentationCannotBeSwipedDown() {
        let flow = simulate("root A\nA present M style: fullScreen\nM swipeDown\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.final.presentedViewController(of: "A") == "M")
        #expect(
            simulate("ios 12\ndevice ipad\nroot A\nA present M style: pageSheet\nM swipeDown\n").lastEvents.map(\.rule) == ["R50"],
            "not before iOS 13")
    }

    @Test func R50_onlyTheTopMostSheetCanBeSwiped() {
        let flow = simulate("root A\nA present S1\nS1 present S2\nS1 swipeDown\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.final.presentedViewController(of: "S1") == "S2")
    }
}
