import Testing
@testable import UIKitModel

/// Rules R5–R10: UINavigationController.
@Suite("B. UINavigationController")
struct NavigationRuleTests {
    @Test func R5_pushAppendsAndSetsTheParent() {
        let h = simulate("root nav N [A]\nA push B\nB push C\n").final
        #expect(h.children(of: "N") == ["A", "B", "C"])
        #expect(h.parent(of: "C") == "N")
    }

    @Test func R5_pushingANavigationControllerRaises() {
        let flow = simulate("root nav N [A]\nA push nav M [X]\nexpect crash\n")
        #expect(flow.frames.last?.exception?.message == "Pushing a navigation controller is not supported")
        #expect(flow.frames.last?.exception?.kind == .exception(name: "NSInvalidArgumentException"))
        #expect(flow.final.children(of: "N") == ["A"], "state unchanged")
        #expect(flow.passed)
    }

    @Test func R5_pushingTheSameInstanceRaisesWithTheNewText() {
        let flow = simulate("ios 17\nroot nav N [A]\nA push B\nB push A\n")
        #expect(
            flow.frames.last?.exception?.message
                == "<UINavigationController: N> is pushing the same view controller instance (<UIViewController: A>) more than once which is not supported and is most likely an error in the application"
        )
        #expect(!flow.passed, "an unexpected exception fails the flow")
    }

    @Test func R5_pushingTheSameInstanceRaisesWithTheOldTextOnIOS13() {
        let flow = simulate("ios 13\nroot nav N [A]\nA push A\n")
        #expect(
            flow.frames.last?.exception?.message
                == "Pushing the same view controller instance more than once is not supported (<UIViewController: A>)")
    }

    @Test func R5_pushingAViewControllerWithAnotherParentRaisesHierarchyInconsistency() {
        let flow = simulate("root tabs T [nav N1 [A], nav N2 [B]]\nA push B\n")
        #expect(flow.frames.last?.exception?.kind == .exception(name: "UIViewControllerHierarchyInconsistency"))
        #expect(flow.final.children(of: "N1") == ["A"])
    }

    @Test func R5_showPushesWhenTheActorIsInANavigationController() {
        let flow = simulate("root tabs T [nav N [A]]\nA show B\nN show C\n")
        #expect(flow.final.children(of: "N") == ["A", "B", "C"])
        #expect(flow.final["B"]?.presentation == nil)
    }

    @Test func R6_popRemovesTheTopAndDoesNothingOnTheRoot() {
        let flow = simulate("root nav N [A]\nA push B\nB pop\nA pop\n")
        #expect(flow.frames[3].hierarchy.children(of: "N") == ["A"])
        #expect(flow.final.children(of: "N") == ["A"], "the root stays")
        #expect(flow.final.parent(of: "B") == nil)
        #expect(flow.lastEvents.contains { $0.kind == .note && $0.rule == "R6" })
    }

    @Test func R7_popToKeepsTheTargetAndPopToRootKeepsTheRoot() {
        let flow = simulate("root nav N [A]\nA push B\nB push C\nC push D\nD popTo B\nB popToRoot\n")
        #expect(flow.frames[4].hierarchy.children(of: "N") == ["A", "B"])
        #expect(flow.final.children(of: "N") == ["A"])
    }

    @Test func R7_popToAViewControllerNotInTheStackRaises() {
        let flow = simulate("root nav N [A]\nA push B\nA present M\nB popTo M\n")
        #expect(flow.frames.last?.exception?.message == "Tried to pop to a view controller that doesn't exist.")
        #expect(flow.frames.last?.exception?.kind == .exception(name: "NSInternalInconsistencyException"))
    }

    @Test func R7_popToTheCurrentTopChangesNothing() {
        let flow = simulate("root nav N [A]\nA push B\nB popTo B\n")
        #expect(flow.final.children(of: "N") == ["A", "B"])
        #expect(flow.lastEvents.isEmpty)
    }

    @Test func R8_setViewControllersReplacesTheStack() {
        let flow = simulate("root nav N [A]\nA push B\nB setStack [A, C]\n")
        #expect(flow.final.children(of: "N") == ["A", "C"])
        #expect(flow.final.parent(of: "B") == nil)
        #expect(flow.frames.last!.facts.contains { $0.text.contains("push-like") })
    }

    @Test func R8_transitionIsPopLikeWhenTheNewTopWasInTheStack() {
        let flow = simulate("root nav N [A]\nA push B\nB push C\nC setViewControllers [A, B]\n")
        #expect(flow.frames.last!.facts.contains { $0.text.contains("pop-like") })
    }

    @Test func R8_noTransitionWhenTheTopIsUnchanged() {
        let flow = simulate("root nav N [A]\nA push B\nB setStack [C, B]\n")
        #expect(flow.final.children(of: "N") == ["C", "B"])
        #expect(flow.frames.last!.facts.contains { $0.text.contains("no transition") })
        #expect(
            flow.frames.last!.callbacks == [
                "A.willMove(toParent: nil)", "C.willMove(toParent: N)", "A.didMove(toParent: nil)", "C.didMove(toParent: N)",
            ],
            "C goes below the top: nothing appears or disappears; A leaves and C joins the stack (R56)")
    }

    @Test func R8_aNavigationControllerInTheNewStackRaises() {
        let flow = simulate("root nav N [A]\nA setStack [A, nav M [X]]\n")
        #expect(flow.frames.last?.exception?.message == "Pushing a navigation controller is not supported")
        #expect(flow.final.children(of: "N") == ["A"])
    }

    @Test func R8_duplicatesRaise() {
        let flow = simulate("root nav N [A]\nA setStack [A, B, A]\n")
        #expect(flow.frames.last?.exception?.message == "All view controllers in a navigation controller must be distinct")
    }

    @Test func R9_topIsTheLastOfTheStackAndVisibleIsThePresentedOne() {
        let flow = simulate(
            "root nav N [A]\nA push B\nexpect N.topViewController == B\nexpect N.visibleViewController == B\nB present M\nexpect N.topViewController == B\nexpect N.visibleViewController == M\n"
        )
        #expect(flow.expectations.count == 4)
        #expect(flow.failedExpectations.isEmpty)
    }

    @Test func R9_visibleViewControllerDoesNotRecurseDownAModalChain() {
        let h = simulate("root nav N [A]\nA present M style: fullScreen\nM present M2 style: fullScreen\n").final
        #expect(h.visibleViewController(of: "N") == "M")
    }

    @Test func R10_poppingTheCallerLeavesThePresentationAndDismissNeverEditsAStack() {
        let flow = simulate(
            "root nav N [A]\nA push B\nB present M style: fullScreen\nB pop\nexpect M.presentingViewController == N\nM dismiss\nexpect N.viewControllers == [A]\n"
        )
        #expect(flow.failedExpectations.isEmpty)
        #expect(flow.frames[3].hierarchy.presentedViewController(of: "N") == "M")
    }

    @Test func R47_twoAnimatedPushesInOneTurnLogAndBothLand() {
        let flow = simulate("root nav N [A]\nstep \"tap twice\"\n  A push B\n  A push C\n")
        #expect(flow.lastEvents == [UIKitEvent(.warning, "nested push animation can result in a corrupted navigation bar", rule: "R47")])
        #expect(flow.final.children(of: "N") == ["A", "B", "C"])
    }

    @Test func R47_theOldTextHasNoArticleAndAPushWithoutAnimationIsQuiet() {
        #expect(
            simulate("ios 10\nroot nav N [A]\nstep \"tap twice\"\n  A push B\n  A push C\n").lastEvents.first?.message
                == "nested push animation can result in corrupted navigation bar")
        #expect(simulate("root nav N [A]\nstep \"tap\"\n  A push B animated: false\n  B push C\n").lastEvents.isEmpty)
        #expect(
            simulate("root nav N [A]\nstep \"tap\"\n  A push B\n  then B push C\n").lastEvents.isEmpty, "the completion runs after the transition")
        #expect(simulate("root nav N [A]\nA push B\nB push C\n").frames.allSatisfy { $0.events.isEmpty }, "each step is a new turn")
    }

    @Test func R48_pushingNilIsLoggedAndPushesNothing() {
        let flow = simulate("root nav N [A]\nA push nil\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(.warning, "Application tried to push a nil view controller on target <UINavigationController: N>.", rule: "R48")
            ])
        #expect(flow.frames.last?.exception == nil, "the app does not crash")
        #expect(flow.final.children(of: "N") == ["A"])
    }

    @Test func R67_pushingASplitViewIsLoggedAndPushesNothing() {
        let flow = simulate("root nav N [A]\nA push split S [nav P [List], Detail]\nexpect N.viewControllers == [A]\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(.warning, "Split View Controllers cannot be pushed to a Navigation Controller <UINavigationController: N>", rule: "R67")
            ])
        #expect(flow.frames.last?.exception == nil, "the app does not crash")
        #expect(flow.final.children(of: "N") == ["A"])
        #expect(flow.final.parent(of: "S") == nil)
        #expect(flow.failedExpectations.isEmpty)
    }

    @Test func R67_showAndSetViewControllersRefuseASplitViewAsPushDoes() {
        let shown = simulate("root nav N [A]\nA show split S [P, Detail]\n")
        #expect(shown.lastEvents.map(\.rule) == ["R67"])
        #expect(shown.final.children(of: "N") == ["A"])
        let set = simulate("root nav N [A]\nA setStack [A, split S [P, Detail]]\n")
        #expect(set.lastEvents.map(\.rule) == ["R67"])
        #expect(set.final.children(of: "N") == ["A"], "the stack is left as it was")
        #expect(
            simulate("root nav N [A]\nA push nav M [B]\n").frames.last?.exception?.message == "Pushing a navigation controller is not supported",
            "a navigation controller still raises (R5)")
        #expect(simulate("root nav N [A]\nA push tabs T [B]\n").lastEvents.map(\.kind) == [.lint], "a tab bar controller lands with a lint (R35)")
    }

    @Test(arguments: ["B pop", "B popToRoot", "B popTo A"])
    func R68_aPopDuringAnAnimatedPushIsLoggedAndLands(pop: String) {
        let flow = simulate("root nav N [A]\nstep \"push, then back at once\"\n  A push B\n  \(pop)\n")
        #expect(flow.lastEvents == [UIKitEvent(.warning, "nested pop animation can result in a corrupted navigation bar", rule: "R68")])
        #expect(flow.final.children(of: "N") == ["A"], "the stack ends as the calls say")
        #expect(flow.frames.last?.exception == nil)
    }

    @Test func R68_theOldTextAndAPushThatDoesNotAnimate() {
        #expect(
            simulate("ios 10\nroot nav N [A]\nstep \"tap\"\n  A push B\n  B pop animated: false\n").lastEvents.map(\.message) == [
                "nested pop animation can result in corrupted navigation bar"
            ], "a pop without animation after an animated push is logged too")
        #expect(simulate("root nav N [A]\nstep \"tap\"\n  A push B animated: false\n  B pop\n").lastEvents.isEmpty)
        #expect(simulate("root nav N [A]\nstep \"tap\"\n  A push B\n  then B pop\n").lastEvents.isEmpty, "the completion runs after the push")
        #expect(simulate("root nav N [A]\nA push B\nB pop\n").frames.allSatisfy { $0.events.isEmpty }, "each step is a new turn")
    }

    @Test func R68_aPushAfterThePopInTheSameTurnIsStillNested() {
        let flow = simulate("root nav N [A]\nstep \"tap\"\n  A push B\n  B popToRoot animated: false\n  A push C\n")
        #expect(flow.lastEvents.map(\.rule) == ["R68", "R47"])
        #expect(flow.final.children(of: "N") == ["A", "C"])
    }

    @Test func R68_setViewControllersDuringAPushLandsWithoutALog() {
        let flow = simulate("root nav N [A]\nstep \"tap\"\n  A push B\n  A setStack [A, C]\n")
        #expect(flow.lastEvents.isEmpty)
        #expect(flow.final.children(of: "N") == ["A", "C"])
    }

    @Test func R51_theBackGesturePopsTheTopLikePop() {
        let flow = simulate("root nav N [A]\nA push B\nB swipeBack\n")
        #expect(flow.final.children(of: "N") == ["A"])
        #expect(
            flow.frames.last?.callbacks == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
                "B.didMove(toParent: nil)",
            ])
    }

    @Test func R51_theBackGestureDoesNothingOnTheRootOrOffScreen() {
        #expect(simulate("root nav N [A]\nA swipeBack\n").lastEvents.map(\.kind) == [.lint])
        let covered = simulate("root nav N [A]\nA push B\nB present M style: fullScreen\nB swipeBack\n")
        #expect(covered.lastEvents.map(\.kind) == [.lint])
        #expect(covered.final.children(of: "N") == ["A", "B"])
    }

    @Test(arguments: ["present M style: pageSheet", "present M style: formSheet", "present M style: overFullScreen", "present alert Confirm"])
    func R55_aBackSwipeUnderAModalPresentationChangesNothing(presentation: String) {
        let flow = simulate("root nav N [A]\nA push B\nB \(presentation)\nB swipeBack\n")
        #expect(flow.final.children(of: "N") == ["A", "B"], "the stack behind the modal stays")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.lastEvents.map(\.rule) == ["R55"])
        #expect(flow.lastEvents.first?.message.contains("takes the user's touches") == true)
        #expect(flow.frames.last?.callbacks == [], "no viewWillDisappear or viewWillAppear")
    }

    @Test func R55_aBackSwipeUnderAnIPadPopoverChangesNothing() {
        let flow = simulate("device ipad\nroot nav N [A]\nA push B\nB present Menu style: popover sourceView: \"More\"\nB swipeBack\n")
        #expect(flow.final.children(of: "N") == ["A", "B"])
        #expect(flow.lastEvents.map(\.rule) == ["R55"])
    }

    @Test func R55_aSheetPresentedFromATabCoversEveryTabsStack() {
        let flow = simulate("root tabs T [nav N [A], B]\nA push C\nC present M\nC swipeBack\n")
        #expect(flow.final.presenter(forPresentationFrom: "C", style: .pageSheet) == "T")
        #expect(flow.final.children(of: "N") == ["A", "C"])
        #expect(flow.lastEvents.map(\.rule) == ["R55"])
    }

    @Test func R55_onceTheSheetIsDismissedTheBackSwipePops() {
        let flow = simulate("root nav N [A]\nA push B\nB present M\nM swipeDown\nB swipeBack\n")
        #expect(flow.final.children(of: "N") == ["A"])
        #expect(flow.lastEvents.isEmpty)
    }

    @Test func R58_pushingASystemNavigationControllerRaises() {
        for system in ["UIImagePickerController", "MFMailComposeViewController", "MFMessageComposeViewController", "EKEventEditViewController"] {
            let flow = simulate("root nav N [A]\nA push Picker: \(system)\nexpect crash\n")
            #expect(flow.frames.last?.exception?.message == "Pushing a navigation controller is not supported", "\(system)")
            #expect(flow.final.children(of: "N") == ["A"])
        }
        let presented = simulate("root nav N [A]\nA present Picker: UIImagePickerController\n")
        #expect(presented.final.presentingViewController(of: "Picker") == "N", "an image picker is presented")
        let safari = simulate("root nav N [A]\nA push Web: SFSafariViewController\n")
        #expect(safari.final.children(of: "N") == ["A", "Web"], "SFSafariViewController is no navigation controller")
    }
}
