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

    @Test func R13_contextStyleStopsAtNavigationControllerWhichDefinesTheContextByDefault() {
        let h = simulate("root tabs T [nav N [A]]\nA present B style: currentContext\n").final
        #expect(h.presentingViewController(of: "B") == "N")
        #expect(h["N"]?.definesPresentationContext == true)
    }

    @Test func R13_theCallerPresentsWhenItDefinesTheContext() {
        let h = simulate("root tabs T [nav N [A]]\nset A.definesPresentationContext = true\nA present B style: currentContext\n").final
        #expect(h.presentingViewController(of: "B") == "A", "context-and-dismiss.nav")
        #expect(h.presentedViewController(of: "N") == nil, "the navigation controller does not present")
    }

    @Test func R13_aNavigationControllerWithTheFlagTurnedOffIsPassed() {
        let h = simulate("root tabs T [nav N [A]]\nset N.definesPresentationContext = false\nA present B style: currentContext\n").final
        #expect(h.presentingViewController(of: "B") == "T")
    }

    @Test func R13_withoutADefinerTheRootOfTheCallersLayerPresents() {
        let h = simulate("root tabs T [A, B]\nA present M style: currentContext\n").final
        #expect(h.presentingViewController(of: "M") == "T")
    }

    @Test func R13_insideAPresentedLayerTheSearchEndsAtThatLayersRoot() {
        let h = simulate("root nav N [A]\nA present X [Y] style: fullScreen\nY present M style: currentContext\n").final
        #expect(h.presentingViewController(of: "M") == "X")
    }

    @Test func R13_overCurrentContextFindsTheContextTheSameWay() {
        let h = simulate("root tabs T [nav N [A]]\nset A.definesPresentationContext = true\nA present B style: overCurrentContext\n").final
        #expect(h.presentingViewController(of: "B") == "A")
        #expect(h.isVisible("A"), "over* keeps the context on screen")
    }

    @Test func R13_aModalPresentationStyleSetOnTheVCIsAContextStyleToo() {
        let h = simulate(
            "root tabs T [nav N [A], B]\nB present M style: fullScreen\nM dismiss\nset M.modalPresentationStyle = currentContext\nA present M\n"
        ).final
        #expect(h.presentingViewController(of: "M") == "N")
    }

    @Test func R12_showPresentsWhenTheActorIsInNoNavigationController() {
        let h = simulate("ios 17\nroot tabs T [A]\nA show B\n").final
        #expect(h.presentingViewController(of: "B") == "T")
        #expect(h["B"]?.presentation?.style == .pageSheet)
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
        let flow = simulate(
            "root A\nstep \"tap\"\n  A present M\n  then A dismiss\nexpect M.presentingViewController == nil\nexpect A.presentedViewController == nil\n"
        )
        #expect(flow.failedExpectations.isEmpty)
        // Within the same turn, the link exists right after the call.
        let grouped = simulate("root A\nstep \"tap\"\n  A present M animated: false\n  M present P animated: false\n")
        #expect(grouped.final.presentingViewController(of: "P") == "M")
    }

    @Test func R52_theDelegateKeepsAPopoverOnAnIPhone() {
        let flow = simulate(
            "device iphone\nset Menu.adaptivePresentationStyle = none\nroot nav N [A]\nA present Menu style: popover sourceView: \"more\"\nexpect Menu.presentationStyle == popover\n"
        )
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.final.isVisible("A"), "a popover leaves the presenter on screen")
    }

    @Test func R52_theDelegateMayAskForAnotherStyle() {
        let flow = simulate(
            "ios 17\ndevice iphone\nset Sheet.adaptivePresentationStyle = fullScreen\nroot nav N [A]\nA present Sheet style: pageSheet\nexpect Sheet.presentationStyle == fullScreen\n"
        )
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        let iPad = simulate(
            "device ipad\nset Sheet.adaptivePresentationStyle = fullScreen\nroot nav N [A]\nA present Sheet style: pageSheet\nexpect Sheet.presentationStyle == pageSheet\n"
        )
        #expect(iPad.failedExpectations.isEmpty, "a regular width adapts nothing")
    }

    @Test func R53_anAlertIsPresentedByTheLayerRootInItsOwnStyle() {
        let flow = simulate(
            "root tabs T [nav N [A]]\nA present alert Confirm\nexpect Confirm.presentingViewController == T\nexpect Confirm.presentationStyle == custom\nexpect A.visible == true\n"
        )
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.final["Confirm"]?.displayClassName == "UIAlertController")
        #expect(flow.frames.last?.callbacks.contains("A.viewWillDisappear") == false, "the presenter stays on screen (R27)")
    }

    @Test func R53_anActionSheetIsAPopoverOnAnIPad() {
        let flow = simulate(
            "device ipad\nroot nav N [A]\nA present actionSheet Share barButtonItem: \"Share\"\nexpect Share.presentationStyle == popover\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        let phone = simulate("root nav N [A]\nA present actionSheet Share\nexpect Share.presentationStyle == custom\n")
        #expect(phone.failedExpectations.isEmpty, "on an iPhone it slides up in its own style: \(phone.failedExpectations)")
    }

    @Test func R58_theShareSheetIsAPopoverOnAnIPadAndASheetOnAnIPhone() {
        let iPad = simulate(
            "device ipad\nroot nav N [A]\nA present Share: UIActivityViewController barButtonItem: \"Share\"\nexpect Share.presentationStyle == popover\n"
        )
        #expect(iPad.failedExpectations.isEmpty, "\(iPad.failedExpectations)")
        let fact = iPad.frames.last?.facts.first { $0.rules.contains("R58") }
        #expect(
            fact?.text
                == "Share.presentingViewController = N (the caller is A; a UIActivityViewController: popover on an iPad (regular width); from barButtonItem \"Share\")"
        )
        let phone = simulate(
            "root nav N [A]\nA present Share: UIActivityViewController\nexpect Share.presentationStyle == pageSheet\nexpect A.visible == true\n")
        #expect(phone.failedExpectations.isEmpty, "\(phone.failedExpectations)")
        let old = simulate(
            "ios 12\nroot nav N [A]\nA present Share: UIActivityViewController\nexpect Share.presentationStyle == custom\nexpect A.visible == true\n")
        #expect(old.failedExpectations.isEmpty, "before iOS 13 the sheet slides up over the presenter: \(old.failedExpectations)")
    }

    @Test func R58_anExplicitStyleWinsOverTheClass() {
        let flow = simulate(
            "device ipad\nroot nav N [A]\nA present Share: UIActivityViewController style: formSheet\nexpect Share.presentationStyle == formSheet\n")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        let delegate = simulate(
            "set Share.adaptivePresentationStyle = none\nroot nav N [A]\nA present Share: UIActivityViewController sourceView: \"Button\"\nexpect Share.presentationStyle == popover\n"
        )
        #expect(delegate.failedExpectations.isEmpty, "the delegate keeps the popover on an iPhone (R52): \(delegate.failedExpectations)")
    }

    @Test(arguments: [
        "UIImagePickerController", "UIDocumentPickerViewController", "SFSafariViewController", "MFMailComposeViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "PHPickerViewController", "QLPreviewController",
        "EKEventEditViewController",
    ])
    func R58_otherSystemViewControllersPresentAsAnyViewControllerDoes(className: String) {
        for (version, style) in [(12, "fullScreen"), (17, "pageSheet"), (18, "formSheet")] {
            let flow = simulate(
                "ios \(version)\ndevice ipad\nroot nav N [A]\nA present System: \(className)\nexpect System.presentationStyle == \(style)\n")
            #expect(flow.failedExpectations.isEmpty, "\(className) on iOS \(version): \(flow.failedExpectations)")
            #expect(flow.frames.last?.exception == nil, "no anchor needed")
        }
    }

    @Test func R58_aClassNewerThanTheFlowIsANavvizLint() {
        let flow = simulate("ios 13\nroot nav N [A]\nA present Picker: UIColorPickerViewController\n")
        #expect(flow.lastEvents.map(\.kind) == [.lint])
        #expect(flow.lastEvents.first?.message == "UIColorPickerViewController came with iOS 14; this flow simulates iOS 13")
        #expect(simulate("ios 14\nroot nav N [A]\nA present Picker: UIColorPickerViewController\n").lastEvents.isEmpty)
    }

    // MARK: R66 entries

    @Test func R66_anEntryIsPresentedOverTheTopThroughTheRealPresenter() {
        let flow = simulate("root nav Main [Home]\nHome push Detail\nentry Offer\n")
        let h = flow.final
        #expect(h.presentingViewController(of: "Offer") == "Main", "R12 from getTopVC's Detail: its layer's root")
        #expect(h["Offer"]?.presentation?.origin == .entry)
        #expect(h["Offer"]?.presentation?.style == .pageSheet, "the default of present: automatic")
        #expect(h.top == "Offer")
        let facts = flow.frames.last!.facts
        #expect(facts.first == UIKitFact("entry: Offer is shown by code the flow does not trace", rules: ["R66"]))
        #expect(facts.allSatisfy { !$0.text.contains("caller") }, "no traced code calls it: \(facts)")
    }

    @Test func R66_anEntryTakesItsStyleAndGoesOverWhatIsPresented() {
        let h = simulate("root nav Main [Home]\nHome present Sheet style: formSheet\nentry nav OfferNav [Offer] style: fullScreen\n").final
        #expect(h.presentingViewController(of: "OfferNav") == "Sheet")
        #expect(h.presentationStyle(of: "OfferNav") == .fullScreen)
        #expect(h["Sheet"]?.presentation?.origin == .call)
    }

    @Test func R66_anEntryBeforeAnyRootIsTheWindowsRoot() {
        let flow = simulate("entry nav Offers [Offer]\nOffer push Terms\n")
        #expect(flow.frames.first?.kind == .initial)
        #expect(flow.final.windowRoot == "Offers")
        #expect(flow.final["Offers"]?.presentation == nil)
        #expect(flow.frames.first?.facts.map(\.text).contains("entry: Offers is shown by code the flow does not trace") == true)
        #expect(flow.final.viewController(.topViewController, of: "Offers") == "Terms")
    }

    @Test func R66_anEntryIsDismissedAndPresentsAsAnyPresentation() {
        let shown = simulate("root nav Main [Home]\nentry nav OfferNav [Offer]\nOffer push Terms\nTerms present Accept\n").final
        #expect(shown.presentingViewController(of: "Accept") == "OfferNav")
        #expect(shown.viewController(.topViewController, of: "OfferNav") == "Terms")
        let dismissed = simulate("root nav Main [Home]\nentry nav OfferNav [Offer]\nOffer dismiss\n").final
        #expect(dismissed["OfferNav"]?.presentation == nil)
        #expect(dismissed.presentedViewController(of: "Main") == nil)
        #expect(dismissed.top == "Home")
    }

    @Test func R66_anEntryWhileAPresentationIsInFlightIsRefusedAsAPresentIs() {
        let flow = simulate("root nav Main [Home]\nstep \"two at once\"\n  Home present Sheet\n  entry Offer\n")
        #expect(flow.final["Offer"]?.presentation == nil)
        #expect(flow.lastEvents.contains { $0.rule == "R21" })
    }

    @Test func R66_theDumpSaysWhichPresentationIsAnEntry() {
        let text = HierarchyDump.text(of: simulate("root nav Main [Home]\nentry Offer style: formSheet\n"))
        #expect(text.contains("<UIViewController: Offer>, state: appeared, view: <UIView>, presented with: formSheet, entry"), "\(text)")
    }
}
