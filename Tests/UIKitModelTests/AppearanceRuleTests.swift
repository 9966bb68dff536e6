import NavLanguage
import Testing
@testable import UIKitModel

/// Rules R25–R30: appearance and containment callbacks, per step.
@Suite("G. Appearance")
struct AppearanceRuleTests {
    @Test func R25_pushLoadsThenInterleavesWillAndDid() {
        let flow = simulate("root nav N [A]\nA push B\n")
        #expect(
            flow.frames[1].callbacks.filter { !$0.contains("Move(") } == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func R25_popIsTheMirrorAndARepushDoesNotLoadAgain() {
        let flow = simulate("root nav N [A]\nA push B\nB pop\nA push B\n")
        #expect(
            flow.frames[2].callbacks.filter { !$0.contains("Move(") } == [
                "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
            ])
        #expect(
            flow.frames[3].callbacks.filter { !$0.contains("Move(") } == [
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func R25_aVCLoadedInTheMiddleOfAGroupStillReportsItsLoad() {
        let flow = simulate("root nav N [A]\nstep \"open\"\n  A push B\n  then B push C\n")
        #expect(
            flow.frames[1].callbacks.filter { !$0.contains("Move(") } == [
                "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear",
            ],
            "B appeared and went within the step; its load is not part of the step's end state")
        let presented = simulate("root A\nstep \"open\"\n  A present B style: pageSheet\n  then B present C style: pageSheet\n")
        #expect(
            presented.frames[1].callbacks == [
                "B.viewDidLoad", "C.viewDidLoad", "B.viewWillAppear", "C.viewWillAppear", "B.viewDidAppear", "C.viewDidAppear",
            ])
    }

    @Test func R26_fullScreenTakesThePresenterSideAwayAndDismissBringsItBack() {
        let flow = simulate("root nav N [A]\nA present M style: fullScreen\nM dismiss\n")
        #expect(
            flow.frames[1].callbacks == [
                "M.viewDidLoad", "N.viewWillDisappear", "A.viewWillDisappear", "M.viewWillAppear",
                "M.viewDidAppear", "N.viewDidDisappear", "A.viewDidDisappear",
            ])
        #expect(
            flow.frames[2].callbacks == [
                "M.viewWillDisappear", "N.viewWillAppear", "A.viewWillAppear",
                "N.viewDidAppear", "A.viewDidAppear", "M.viewDidDisappear",
            ])
    }

    @Test func R26_currentContextTakesAwayOnlyTheContext() {
        let flow = simulate("root tabs T [nav N [A], B]\nA present M style: currentContext\n")
        #expect(
            flow.frames[1].callbacks == [
                "M.viewDidLoad", "N.viewWillDisappear", "A.viewWillDisappear", "M.viewWillAppear",
                "M.viewDidAppear", "N.viewDidDisappear", "A.viewDidDisappear",
            ])
    }

    @Test(arguments: ["pageSheet", "formSheet", "automatic", "overFullScreen", "overCurrentContext", "popover", "custom"])
    func R27_stylesThatKeepThePresenterGiveItNoCallbacks(style: String) {
        let flow = simulate("ios 17\nroot nav N [A]\nA present M style: \(style)\nM dismiss\n")
        #expect(flow.frames[1].callbacks == ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])
        #expect(flow.frames[2].callbacks == ["M.viewWillDisappear", "M.viewDidDisappear"])
    }

    @Test func R27_automaticOnIOS12IsFullScreenSoThePresenterDisappears() {
        let flow = simulate("ios 12\nroot A\nA present M\n")
        #expect(flow.frames[1].callbacks == ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear"])
    }

    @Test func R28_aTabSwitchMakesTheOldSubtreeDisappearAndTheNewOneAppear() {
        let flow = simulate("root tabs T [A, B]\nT select 1\nT select 0\n")
        #expect(flow.frames[1].callbacks == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(flow.frames[2].callbacks == ["A.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func R28_theUsersTapSwitchesInTheSameOrderAndTheWholeSubtreeMoves() {
        let flow = simulate("root tabs T [nav N [A], B]\nT select 1\nB tapTab 0\n")
        #expect(
            flow.frames[2].callbacks == [
                "N.viewWillAppear", "A.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear", "N.viewDidAppear", "A.viewDidAppear",
            ])
    }

    @Test func R28_aTabSwitchWithAnotherCallInTheStepKeepsThePushOrder() {
        let flow = simulate("root tabs T [nav N [A], B]\nstep \"go\"\n  A push C animated: false\n  T select 1\n")
        #expect(
            flow.frames[1].callbacks.filter { !$0.contains("Move(") } == [
                "B.viewDidLoad", "N.viewWillDisappear", "A.viewWillDisappear", "B.viewWillAppear", "N.viewDidDisappear", "A.viewDidDisappear",
                "B.viewDidAppear",
            ], "a push in the same step is no tab switch alone: the push order (R25)")
    }

    @Test func R29_addChildCallsWillMoveItselfAndTheAppCallsDidMove() {
        let flow = simulate("root P\nP addChild C\n")
        #expect(
            flow.frames[1].callbacks == ["C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear", "C.didMove(toParent: P)", "C.viewDidAppear"])
        #expect(flow.final.children(of: "P") == ["C"])
        #expect(flow.final.parent(of: "C") == "P")
    }

    @Test func R29_removeFromParentCallsDidMoveItselfAfterTheAppsWillMove() {
        let flow = simulate("root P\nP addChild C\nC removeFromParent\n")
        #expect(flow.frames[2].callbacks == ["C.willMove(toParent: nil)", "C.viewWillDisappear", "C.didMove(toParent: nil)", "C.viewDidDisappear"])
        #expect(flow.final.children(of: "P").isEmpty)
    }

    @Test func R29_addingAnAncestorAsAChildRaisesHierarchyInconsistency() {
        let flow = simulate("root P [C]\nC addChild P\n")
        #expect(
            flow.frames.last?.exception
                == UIKitEvent(
                    .exception(name: "UIViewControllerHierarchyInconsistency"),
                    "child view controller:<UIViewController: P> should have parent view controller:(null) but requested parent is:<UIViewController: C>",
                    rule: "R29"))
        #expect(flow.final.children(of: "C").isEmpty)
    }

    @Test func R29_removeFromParentWithoutAParentIsANote() {
        let flow = simulate("root P\nP removeFromParent\n")
        #expect(flow.lastEvents.map(\.rule) == ["R29"])
        #expect(flow.frames[1].callbacks.isEmpty)
    }

    @Test func R30_childrenFollowTheirParentsCallbacks() {
        let flow = simulate("root tabs T [A, nav N [B]]\nT select 1\n")
        #expect(
            flow.frames[1].callbacks == [
                "N.viewDidLoad", "B.viewDidLoad", "N.viewWillAppear", "B.viewWillAppear", "A.viewWillDisappear",
                "A.viewDidDisappear", "N.viewDidAppear", "B.viewDidAppear",
            ])
    }

    @Test func R30_parentsComeFirstEvenWhenTheChildWasCreatedFirst() {
        let flow = simulate("root A\nA present X\nX dismiss\nroot nav N [X]\n")
        #expect(
            flow.frames[3].callbacks == [
                "N.viewDidLoad", "A.viewWillDisappear", "N.viewWillAppear", "X.viewWillAppear",
                "A.viewDidDisappear", "N.viewDidAppear", "X.viewDidAppear",
            ])
    }

    @Test func R56_aPushSendsWillMoveFirstAndDidMoveAfterTheAppearance() {
        let flow = simulate("root nav N [A]\nA push B\n")
        #expect(
            flow.frames[1].callbacks == [
                "B.willMove(toParent: N)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: N)",
            ])
    }

    @Test func R56_aPopAndTheBackGestureSendWillMoveToNilFirstAndDidMoveToNilLast() {
        for pop in ["B pop", "B swipeBack"] {
            let flow = simulate("root nav N [A]\nA push B\n\(pop)\n")
            #expect(
                flow.frames[2].callbacks == [
                    "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear",
                    "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
                ], "\(pop)")
        }
    }

    @Test func R56_popToRootAndSetViewControllersMoveEveryVCThatLeavesOrJoins() {
        let popped = simulate("root nav N [A]\nA push B\nB push C\nC popToRoot\n")
        #expect(
            popped.frames[3].callbacks == [
                "C.willMove(toParent: nil)", "B.willMove(toParent: nil)", "C.viewWillDisappear", "A.viewWillAppear",
                "C.viewDidDisappear", "A.viewDidAppear", "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
            ], "B leaves too, off screen")
        let replaced = simulate("root nav N [A, B]\nN setViewControllers [A, D]\n")
        #expect(
            replaced.frames[1].callbacks == [
                "B.willMove(toParent: nil)", "D.willMove(toParent: N)", "D.viewDidLoad", "B.viewWillDisappear", "D.viewWillAppear",
                "B.viewDidDisappear", "D.viewDidAppear", "B.didMove(toParent: nil)", "D.didMove(toParent: N)",
            ])
        let kept = simulate("root nav N [A, B]\nN setViewControllers [A, B]\n")
        #expect(kept.frames[1].callbacks.isEmpty, "no VC left or joined")
    }

    @Test func R56_expectCallbackTellsAPopFromOtherDisappearances() {
        let flow = simulate(
            """
            root nav N [A]
            A push B
            B present M style: fullScreen
            expect no callback B.didMove
            M dismiss
            B pop
            expect callback B.didMove
            """)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R57_aPresentationAloneFinishesTheCoveredSideLast() {
        let flow = simulate("root A\nA present M style: fullScreen\nM dismiss\n")
        #expect(flow.frames[1].callbacks == ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear"])
        #expect(flow.frames[2].callbacks == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "M.viewDidDisappear"])
    }

    @Test func R57_aStepThatAlsoPushesKeepsThePushOrder() {
        let flow = simulate("root nav N [A]\nstep \"both\"\n  A push B\n  then B present M style: fullScreen\n")
        let did = flow.frames[1].callbacks.filter { $0.contains("Did") && !$0.contains("Load") }
        #expect(did == ["N.viewDidDisappear", "A.viewDidDisappear", "M.viewDidAppear"])
    }

    @Test func R57_aPageSheetStillGivesThePresenterNothing() {
        let flow = simulate("root nav N [A]\nA present M style: pageSheet\nM swipeDown\n")
        #expect(flow.frames[1].callbacks == ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])
        #expect(
            flow.frames[2].callbacks == [
                "M.presentationControllerWillDismiss", "M.viewWillDisappear", "M.viewDidDisappear", "M.presentationControllerDidDismiss",
            ])
    }

    @Test func R27_expectCallbackAssertsWhatAStepSends() {
        let flow = simulate(
            """
            root nav N [Home]
            Home present Sheet style: pageSheet
            expect no callback Home.viewWillDisappear
            expect callback Sheet.viewDidAppear
            Sheet dismiss
            expect callbacks == [Sheet.viewWillDisappear, Sheet.viewDidDisappear]
            expect no callback Home.viewWillAppear
            """)
        #expect(flow.expectations.count == 4)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        let wrong = simulate("root nav N [Home]\nHome present Sheet style: pageSheet\nexpect callback Home.viewWillDisappear\n")
        #expect(wrong.failedExpectations.first?.actual.contains("not sent (the step sent [Sheet.viewDidLoad") == true)
    }

    @Test func R29_expectCallbackMatchesContainmentCallsWithoutTheirArguments() {
        let source = "root Page\nPage addChild Footer\nexpect callback Footer.willMove\nexpect callback Footer.didMove\n"
        for recording in [FlowSimulator.Recording.frames, .outcomes] {
            let parsed = Parser.parse(SourceFile(path: "t.nav", text: source))
            let flow = FlowSimulator.run(parsed, source: SourceFile(path: "t.nav", text: source), recording: recording)
            #expect(flow.failedExpectations.isEmpty, "\(recording): \(flow.failedExpectations)")
        }
    }
}
