import Testing
@testable import UIKitModel

/// Rules R1–R4: hierarchy properties.
@Suite("A. Hierarchy properties")
struct HierarchyRuleTests {
    @Test func R1_parentIsTheContainerAndTypedAncestorsFollowParentOnly() {
        let flow = simulate("root tabs T [nav N [A]]\nA present M style: fullScreen\n")
        let h = flow.final
        #expect(h.parent(of: "A") == "N")
        #expect(h.navigationController(of: "A") == "N")
        #expect(h.tabBarController(of: "A") == "T")
        #expect(h.parent(of: "M") == nil, "presenting never sets parent")
        #expect(h.navigationController(of: "M") == nil)
        #expect(h.tabBarController(of: "M") == nil)
    }

    @Test func R1_splitViewControllerIsTheNearestSplitAncestor() {
        let h = simulate("root split S [nav P [List], Detail]\n").final
        #expect(h.splitViewController(of: "List") == "S")
        #expect(h.splitViewController(of: "Detail") == "S")
    }

    @Test func R1_addChildSetsParentAndRemoveFromParentClearsIt() {
        let flow = simulate(
            "root P\nP addChild nav N [A]\nexpect A.parent == N\nexpect N.parent == P\nexpect P.children == [N]\nN removeFromParent\nexpect N.parent == nil\nexpect A.navigationController == N\n"
        )
        #expect(flow.expectations.count == 5)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R1_aPresentedVCCannotBecomeAContainersChild() {
        let flow = simulate("root nav Old [A]\nA present B style: fullScreen\nroot nav New [C]\nC present Page [B]\n")
        #expect(flow.frames.last?.exception?.rule == "R1", "B is still presented by Old (R40): \(String(describing: flow.frames.last?.exception))")
        #expect(flow.final.presentingViewController(of: "B") == "Old")
    }

    @Test func R1_aVCWithAParentCannotBecomeTheWindowRoot() {
        let flow = simulate("root nav N [A]\nroot A\n")
        #expect(
            flow.frames.last?.exception?.message
                == "child view controller:<UIViewController: A> should have parent view controller:<UINavigationController: N> but requested parent is:<UIWindow>"
        )
        #expect(flow.frames.last?.exception?.rule == "R1")
    }

    @Test func R2_presentedRootAnswersItsPresenterAndChildrenAskTheirParent() {
        let h = simulate("root nav N [V1]\nV1 present nav S [V5] style: fullScreen\nV5 push V6\n").final
        #expect(h.presentingViewController(of: "S") == "N")
        #expect(h.presentingViewController(of: "V5") == "N")
        #expect(h.presentingViewController(of: "V6") == "N")
        #expect(h.presentingViewController(of: "V1") == nil)
    }

    @Test func R2_aVCThatIsNeitherPresentedNorInAPresentedLayerAnswersNil() {
        let h = simulate("root tabs T [nav N [A]]\nA present M style: fullScreen\n").final
        #expect(h.presentingViewController(of: "A") == nil)
        #expect(h.presentingViewController(of: "T") == nil)
        #expect(h.presentingViewController(of: "M") == "T")
    }

    @Test func R2_aRootSwitchTakesTheOldHierarchyAndItsPresentationsOutOfTheWindow() {
        let flow = simulate("root nav N [A]\nA present M style: fullScreen\nM present P\nroot tabs T [B]\n")
        #expect(flow.frames.last?.kind == .rootSwitch)
        #expect(flow.final.windowRoot == "T")
        #expect(flow.final.presentingViewController(of: "M") == "N", "UIKit does not dismiss them (R40)")
        #expect(flow.final.presentingViewController(of: "P") == "M")
        #expect(!flow.final.isInWindow("A"))
        #expect(!flow.final.isInWindow("P"))
        #expect(flow.final.top == "B")
    }

    @Test func R3_presentedViewControllerIsInheritedFromAncestors() {
        let h = simulate("root tabs T [nav N [A], B]\nA present M style: fullScreen\n").final
        #expect(h.presentedViewController(of: "T") == "M")
        #expect(h.presentedViewController(of: "N") == "M")
        #expect(h.presentedViewController(of: "A") == "M")
        #expect(h.presentedViewController(of: "B") == "M", "the other tabs answer M too")
        #expect(h["A"]?.presented == nil, "ownPresented is set on the real presenter only")
    }

    @Test func R3_isNilWhenNothingAboveIsPresented() {
        let h = simulate("root nav N [A]\nA present M\nM dismiss\n").final
        #expect(h.presentedViewController(of: "A") == nil)
        #expect(h.presentedViewController(of: "N") == nil)
    }

    @Test func R4_aPresenterPresentsOneVCAtATime() {
        let flow = simulate("root A\nA present B\nA present C\n")
        #expect(flow.lastEvents.map(\.rule) == ["R19"])
        #expect(flow.final.presentedViewController(of: "A") == "B")
    }

    @Test func R4_aChainOfPresentationsIsAllowed() {
        let flow = simulate("root A\nA present B\nB present C\nC present D\n")
        #expect(flow.frames.allSatisfy { $0.events.isEmpty })
        #expect(flow.final.presentedViewController(of: "A") == "B")
        #expect(flow.final.presentedViewController(of: "B") == "C")
        #expect(flow.final.presentedViewController(of: "C") == "D")
    }
}
