import NavLanguage
import Testing
@testable import UIKitModel

/// Rules R16–R21: presentation exceptions and warnings, checked in UIKit's order.
@Suite("E. Presentation errors and warnings")
struct PresentationErrorRuleTests {
    @Test func R16_presentingNilRaisesOnTheRealPresenter() {
        let flow = simulate("root nav N [A]\nA present nil\n")
        #expect(
            flow.frames.last?.exception
                == UIKitEvent(
                    .exception(name: "NSInvalidArgumentException"),
                    "Application tried to present a nil modal view controller on target <UINavigationController: N>.", rule: "R16"))
        #expect(!flow.passed)
    }

    @Test func R17_presentingTheCallerItselfRaisesBeforeTheParentCheck() {
        let flow = simulate("root nav N [A]\nA present A\n")
        #expect(
            flow.frames.last?.exception?.message
                == "Application tried to present modal view controller on itself. Presenting controller is <UIViewController: A>.")
        #expect(flow.frames.last?.exception?.rule == "R17", "R17 comes before R18b although A has a parent")
    }

    @Test func R18a_presentingAVCThatIsAlreadyPresentedRaises() {
        let flow = simulate("root A\nA present B style: fullScreen\nB present C\nC present B\n")
        #expect(
            flow.frames.last?.exception?.message
                == "Application tried to present modally a view controller <UIViewController: B> that is already being presented by <UIViewController: A>."
        )
        #expect(flow.frames.last?.exception?.rule == "R18a")
        #expect(flow.final.presentedViewController(of: "C") == nil, "the state before the call is kept")
    }

    @Test func R18b_presentingAVCWithAParentRaises() {
        let flow = simulate("root nav N [A]\nA push B\nA present B\n")
        #expect(
            flow.frames.last?.exception?.message
                == "Application tried to present modally a view controller <UIViewController: B> that has a parent view controller <UINavigationController: N>."
        )
        #expect(flow.frames.last?.exception?.rule == "R18b")
    }

    @Test func R18c_presentingTheWindowRootRaises() {
        let flow = simulate("root nav N [A]\nA present N\n")
        #expect(flow.frames.last?.exception?.message == "Application tried to present modally an active controller <UINavigationController: N>.")
        #expect(flow.frames.last?.exception?.rule == "R18c")
    }

    @Test func R19_aPresenterThatAlreadyPresentsLogsAndIgnoresTheCall() {
        let flow = simulate("root nav N [A]\nA present B\nA present C\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "[Presentation] Attempt to present <UIViewController: C> on <UINavigationController: N> (from <UIViewController: A>) which is already presenting <UIViewController: B>.",
                    rule: "R19")
            ])
        #expect(flow.final.presentedViewController(of: "N") == "B")
        #expect(flow.final["C"]?.presentation == nil)
        #expect(flow.passed, "a warning does not fail the flow")
    }

    @Test func R19_theOldTextOnIOS12() {
        let flow = simulate("ios 12\nroot A\nA present B style: overFullScreen\nA present C\n")
        #expect(
            flow.lastEvents.map(\.message) == [
                "Warning: Attempt to present <UIViewController: C> on <UIViewController: A> which is already presenting <UIViewController: B>"
            ])
    }

    @Test func R69_aContainerCoveredByItsOwnFullScreenPresentationIsNotInTheWindow() {
        let flow = simulate("root tabs T [nav N [A], B]\nA present M style: fullScreen\nM.presentingViewController present X\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "[Presentation] Attempt to present <UIViewController: X> on <UITabBarController: T> (from <UITabBarController: T>) whose view is not in the window hierarchy.",
                    rule: "R69")
            ])
        #expect(flow.final.presentedViewController(of: "T") == "M")
        #expect(flow.final["X"]?.presentation == nil)
    }

    @Test func R69_aCallerInsideTheCoveredContainerGetsTheSameText() {
        let flow = simulate("ios 12\nroot nav N [A]\nA present M style: fullScreen\nA present X\n")
        #expect(
            flow.lastEvents.map(\.message) == [
                "Warning: Attempt to present <UIViewController: X> on <UINavigationController: N> whose view is not in the window hierarchy!"
            ])
        #expect(flow.lastEvents.map(\.rule) == ["R69"])
    }

    @Test(arguments: ["pageSheet", "formSheet", "overFullScreen", "automatic"])
    func R69_aPresentationThatKeepsThePresenterViewLeavesR19(style: String) {
        let flow = simulate("root tabs T [nav N [A], B]\nA present M style: \(style)\nT present X\n")
        #expect(flow.lastEvents.map(\.rule) == ["R19"], "\(style) leaves T's view in the window: \(flow.lastEvents)")
    }

    @Test func R69_inTheSameTurnTheInProgressWarningComesFirst() {
        let flow = simulate("root nav N [A]\nstep \"tap\"\n  A present M style: fullScreen\n  N present X\n")
        #expect(flow.lastEvents.map(\.rule) == ["R21"])
    }

    @Test func R20_presentingFromAPoppedVCIsNotInTheWindow() {
        let flow = simulate("root nav N [A]\nA push B\nB pop\nB present M\nexpect warning \"not in the window hierarchy\"\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "[Presentation] Attempt to present <UIViewController: M> on <UIViewController: B> (from <UIViewController: B>) whose view is not in the window hierarchy.",
                    rule: "R20")
            ])
        #expect(flow.final["M"]?.presentation == nil)
        #expect(flow.failedExpectations.isEmpty)
    }

    @Test func R20_presentingFromADismissedVCOnIOS12UsesTheOldText() {
        let flow = simulate("ios 12\nroot A\nA present B\nB dismiss\nB present C\n")
        #expect(
            flow.lastEvents.map(\.message) == [
                "Warning: Attempt to present <UIViewController: C> on <UIViewController: B> whose view is not in the window hierarchy!"
            ])
    }

    @Test func R21_aSecondPresentInTheSameTurnIsRefusedBeforeR19() {
        let flow = simulate("root A\nstep \"tap\"\n  A present B\n  A present C\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "[Presentation] Attempt to present <UIViewController: C> on <UIViewController: A> (from <UIViewController: A>) while a presentation is in progress.",
                    rule: "R21")
            ])
        #expect(flow.final.presentedViewController(of: "A") == "B")
    }

    @Test func R21_comesBeforeR20() {
        let flow = simulate("root nav N [A]\nA push B\nB pop\nstep \"tap\"\n  A present M\n  B present P\n")
        #expect(flow.lastEvents.map(\.rule) == ["R21"])
    }

    @Test func R21_theOldPresentTextOnIOS12() {
        let flow = simulate("ios 12\nroot A\nstep \"tap\"\n  A present B\n  B present C\n")
        #expect(
            flow.lastEvents.map(\.message) == [
                "Warning: Attempt to present <UIViewController: C> on <UIViewController: B> while a presentation is in progress!"
            ])
    }

    @Test func R21_aDismissInTheSameTurnAsAPresentIsRefused() {
        let flow = simulate("root A\nstep \"tap\"\n  A present B\n  B dismiss\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "Attempt to dismiss from view controller <UIViewController: A> while a presentation or dismiss is in progress!", rule: "R21")
            ],
            "the log names the presenting view controller (R34)")
        #expect(flow.final.presentedViewController(of: "A") == "B")
    }

    @Test func R21_thenRunsInTheCompletionHandlerAfterTheTransition() {
        let flow = simulate("root A\nstep \"tap\"\n  A present B\n  then B present C\n")
        #expect(flow.lastEvents.isEmpty)
        #expect(flow.final.presentedViewController(of: "B") == "C")
    }

    @Test func R21_aRefusedCallsCompletionHandlerNeverRuns() {
        let flow = simulate("root A\nstep \"tap\"\n  A present B\n  A present C\n  then C present D\n")
        #expect(flow.lastEvents.map(\.rule) == ["R21", "R21"])
        #expect(flow.lastEvents.last?.kind == .note)
        #expect(flow.final["D"]?.presentation == nil)
    }

    @Test func R21_aMessageToNilNeverRunsItsCompletionHandler() {
        let flow = simulate("root A\nstep \"tap\"\n  A.presentedViewController dismiss\n  then A present B\n")
        #expect(flow.final.presentedViewController(of: "A") == nil)
        #expect(flow.lastEvents.first?.message.contains("message sent to nil") == true)
    }

    @Test func R21_aNonAnimatedTransitionDoesNotBlockTheTurn() {
        let flow = simulate("root A\nstep \"tap\"\n  A present B animated: false\n  B present C\n")
        #expect(flow.lastEvents.isEmpty)
        #expect(flow.final.presentedViewController(of: "B") == "C")
    }

    @Test func R21_navigationStackOperationsAreNotAffected() {
        let flow = simulate("root nav N [A]\nstep \"tap\"\n  A present M\n  A push B\n")
        #expect(flow.lastEvents.isEmpty)
        #expect(flow.final.children(of: "N") == ["A", "B"])
    }

    @Test func R21_eachTopLevelStepIsANewRunLoopTurn() {
        let flow = simulate("root A\nA present B\nB present C\n")
        #expect(flow.frames.allSatisfy { $0.events.isEmpty })
    }

    @Test func R16_exceptionsComeBeforeEveryWarning() {
        let flow = simulate("root A\nstep \"tap\"\n  A present B\n  A present A\n")
        #expect(flow.frames.last?.exception?.rule == "R17", "R17 raises although R21 and R19 would warn")
    }

    @Test func R16_anExceptionEndsTheSimulationKeepingTheStateBeforeTheCall() {
        let flow = simulate("root nav N [A]\nstep \"tap\"\n  A push B\n  B push A\nA push C\n")
        #expect(flow.frames.count == 2, "no frame after the crash")
        #expect(flow.final.children(of: "N") == ["A", "B"], "the group's first line ran before the app crashed")
        #expect(flow.frames.last?.callbacks.isEmpty == true, "the transitions never happen")
        #expect(flow.unexpectedException?.location.line == 4, "the crashing line of the group")
        #expect(flow.statementsNotRun == 1)
        #expect(!flow.passed)
    }

    @Test func R16_anExpectedCrashPasses() {
        let flow = simulate("root A\nA present nil\nexpect crash \"nil modal view controller\"\n")
        #expect(flow.passed)
    }

    @Test func R42_theNotInWindowWarningKeepsTheOldFormOnIOS13() {
        let flow = simulate("ios 13\nroot nav N [A]\nA push B\nB pop\nB present M\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(
                    .warning,
                    "Warning: Attempt to present <UIViewController: M> on <UIViewController: B> whose view is not in the window hierarchy!",
                    rule: "R20")
            ])
    }

    @Test func R42_thePresentationFormWithItsCallerCameWithIOS14() {
        let flow = simulate("ios 14\nroot nav N [A]\nA push B\nB pop\nB present M\n")
        #expect(
            flow.lastEvents.first?.message
                == "[Presentation] Attempt to present <UIViewController: M> on <UIViewController: B> (from <UIViewController: B>) whose view is not in the window hierarchy."
        )
    }

    @Test func R42_everyPresentationWarningChangesFormAtIOS14() {
        let busy = "root A\nstep \"tap\"\n  A present B\n  A present C\n"
        #expect(
            simulate("ios 13\n" + busy).lastEvents.first?.message
                == "Warning: Attempt to present <UIViewController: C> on <UIViewController: A> while a presentation is in progress!")
        #expect(simulate("ios 14\n" + busy).lastEvents.first?.message.hasPrefix("[Presentation] Attempt to present") == true)
        let twice = "root A\nA present B\nA present C\n"
        #expect(
            simulate("ios 13\n" + twice).lastEvents.first?.message
                == "Warning: Attempt to present <UIViewController: C> on <UIViewController: A> which is already presenting <UIViewController: B>")
        #expect(
            simulate("ios 14\n" + twice).lastEvents.first?.message.hasSuffix(
                "(from <UIViewController: A>) which is already presenting <UIViewController: B>.") == true)
    }

    @Test func R43_aPopoverWithoutAnAnchorRaisesOnAnIPad() {
        let flow = simulate("device ipad\nroot nav N [A]\nA present Menu style: popover\n")
        #expect(
            flow.frames.last?.exception
                == UIKitEvent(
                    .exception(name: "NSGenericException"),
                    "UIPopoverPresentationController (<UIPopoverPresentationController: Menu.popoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
                    rule: "R43"))
        #expect(flow.frames.last?.facts.contains { $0.text.contains("an iPad (regular width)") } == true, "the caption says which device decided it")
        #expect(flow.final["Menu"]?.presentation == nil)
    }

    @Test func R43_anAnchoredPopoverIsPresentedFromItsAnchor() {
        let flow = simulate("device ipad\nroot nav N [A]\nA present Menu style: popover barButtonItem: \"More\"\n")
        #expect(flow.frames.last?.exception == nil)
        #expect(flow.final["Menu"]?.presentation?.anchor == PopoverAnchor(.barButtonItem, "More"))
        #expect(flow.final["Menu"]?.presentation?.style == .popover)
    }

    @Test func R43_onAnIPhoneAPopoverAdaptsAndNeedsNoAnchor() {
        let flow = simulate("device iphone\nroot nav N [A]\nA present Menu style: popover\n")
        #expect(flow.frames.last?.exception == nil)
        #expect(flow.final["Menu"]?.presentation?.style == .formSheet)
    }

    @Test func R43_aPopoverKeptOnAnIPhoneNeedsItsAnchorToo() {
        let flow = simulate("device iphone\nset Menu.adaptivePresentationStyle = none\nroot nav N [A]\nA present Menu style: popover\n")
        #expect(flow.frames.last?.exception?.rule == "R43")
    }

    @Test func R43_anActionSheetWithoutAnAnchorRaisesItsOwnTextOnAnIPad() {
        let flow = simulate("device ipad\nroot nav N [A]\nA present actionSheet Choices\n")
        let message = flow.frames.last?.exception?.message ?? ""
        #expect(
            message.hasPrefix(
                "Your application has presented a UIAlertController (<UIAlertController: Choices>) of style UIAlertControllerStyleActionSheet from UINavigationController (<UINavigationController: N>). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover."
            ))
        #expect(message.hasSuffix("you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."))
        let old = simulate("ios 11\ndevice ipad\nroot nav N [A]\nA present actionSheet Choices\n")
        #expect(
            old.frames.last?.exception?.message.contains("of style UIAlertControllerStyleActionSheet. The modalPresentationStyle") == true,
            "before iOS 12 the text names no presenter")
    }

    @Test func R43_aRefusedPopoverNeverRaises() {
        let flow = simulate("device ipad\nroot A\nstep \"tap\"\n  A present B\n  A present Menu style: popover\n")
        #expect(flow.frames.last?.exception == nil, "the presentation never begins")
        #expect(flow.lastEvents.map(\.rule) == ["R21"])
    }

    @Test func R54_presentingFromAViewAddedWithoutAddChildLogsAndPresents() {
        let flow = simulate("root nav N [Page]\nPage addSubview Card\nCard present Details style: fullScreen\n")
        #expect(
            flow.lastEvents == [
                UIKitEvent(.warning, "Presenting view controllers on detached view controllers is discouraged <UIViewController: Card>.", rule: "R54")
            ])
        #expect(flow.final.presentingViewController(of: "Details") == "Card", "the presentation goes ahead")
    }

    @Test func R54_aViewAddedWithoutAddChildIsOnScreenButGetsNoAppearanceCallbacks() {
        let flow = simulate("root nav N [Page]\nPage addSubview Card\nPage push Next\n")
        #expect(flow.frames[1].hierarchy.isVisible("Card"))
        #expect(flow.frames[1].hierarchy.parent(of: "Card") == nil)
        #expect(flow.frames[1].callbacks == ["Card.viewDidLoad"], "its view loads, but UIKit forwards no appearance to it")
        #expect(!flow.final.isVisible("Card"), "it leaves the screen with its host")
        #expect(!flow.frames[2].callbacks.contains { $0.hasPrefix("Card.") })
    }

    @Test func R54_aDetachedPresenterCannotJoinOrBePresentedFromWhatItPresents() {
        let base = "root nav N [Page]\nPage addSubview Card\nCard present nav M [X] style: fullScreen\n"
        #expect(simulate(base + "X push Card\n").frames.last?.exception?.rule == "R5", "the links would make a cycle")
        #expect(simulate(base + "X present Card\n").frames.last?.exception?.rule == "R18c")
    }

    @Test func R59_theShareSheetWithoutAnAnchorRaisesItsOwnTextOnAnIPad() {
        let flow = simulate("device ipad\nroot nav N [A]\nA present Share: UIActivityViewController\nexpect crash\n")
        #expect(
            flow.frames.last?.exception
                == UIKitEvent(
                    .exception(name: "NSGenericException"),
                    "Your application has presented a UIActivityViewController (<UIActivityViewController: Share>). In its current trait environment, "
                        + "the modalPresentationStyle of a UIActivityViewController with this style is UIModalPresentationPopover. "
                        + "You must provide location information for this popover through the view controller's popoverPresentationController. "
                        + "You must provide either a sourceView and sourceRect or a barButtonItem.  "
                        + "If this information is not known when you present the view controller, you may provide it in the "
                        + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.",
                    rule: "R59"))
        #expect(flow.final.presentedViewController(of: "A") == nil, "the app crashed before the presentation")
        #expect(simulate("root nav N [A]\nA present Share: UIActivityViewController\n").frames.last?.exception == nil, "an iPhone needs no anchor")
    }

    /// Code the flow does not trace sets the anchor as a present's caller does.
    @Test func R59_anEntrysShareSheetNeedsItsAnchorAsAPresentDoes() {
        #expect(simulate("device ipad\nroot nav N [A]\nentry Share: UIActivityViewController\n").frames.last?.exception?.rule == "R59")
        let anchored = simulate("device ipad\nroot nav N [A]\nentry Share: UIActivityViewController barButtonItem: \"share\"\n")
        #expect(anchored.frames.last?.exception == nil)
        #expect(anchored.final.presentedViewController(of: "N") == "Share", "\(anchored.final)")
    }

    @Test func R59_theDocumentMenuSaysSoWithItsOwnClass() {
        let flow = simulate("device ipad\nroot nav N [A]\nA present Menu: UIDocumentMenuViewController\nexpect crash\n")
        #expect(
            flow.frames.last?.exception?.message.hasPrefix(
                "Your application has presented a UIDocumentMenuViewController (<UIDocumentMenuViewController: Menu>).") == true)
    }

    @Test func R59_theShareSheetInAContainerRaisesOnAnIPad() {
        for line in ["A push Share: UIActivityViewController", "A addChild Share: UIActivityViewController"] {
            let flow = simulate("device ipad\nroot nav N [A]\n\(line)\nexpect crash\n")
            #expect(
                flow.frames.last?.exception
                    == UIKitEvent(
                        .exception(name: "NSGenericException"),
                        "UIActivityViewController can only be used modally or as contentViewController in popover on iPad.", rule: "R59"), "\(line)")
        }
        #expect(simulate("root nav N [A]\nA push Share: UIActivityViewController\n").final.children(of: "N") == ["A", "Share"])
    }
}
