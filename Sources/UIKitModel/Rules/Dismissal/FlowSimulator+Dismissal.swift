/// Dismissal: which layers go (R22, R23), when their links go (R33), and the user's
/// interactive dismissal (R50).
extension FlowSimulator {
    /// R22: what `caller` presents goes, else `caller`'s own presented layer; refused
    /// while a transition of this turn runs (R21, R34).
    mutating func dismiss(from caller: ViewControllerID, animated: Bool) -> Outcome {
        let presented = hierarchy.presentedViewController(of: caller)
        let closed = presented ?? (hierarchy.presentingViewController(of: caller) != nil ? hierarchy.layerRoot(of: caller) : nil)
        if transitionInFlight {
            // The presenting view controller does the dismissing, and UIKit's log names it (R34).
            let dismissing = closed.flatMap { hierarchy[$0].presentation?.presenter } ?? caller
            events.append(messages.dismissInProgress(from: messageName(dismissing)))
            return .refused
        }
        guard let closed else {
            events.append(UIKitEvent(.note, "dismiss had no effect: \(name(caller)) neither presents nor is presented", rule: "R22"))
            return .completed
        }
        if recordsFacts {
            facts.append(
                presented != nil
                    ? UIKitFact("\(name(caller)) presents \(name(closed)): \(name(closed)) and everything above it go away", rules: ["R22.1"])
                    : UIKitFact("\(name(caller)) presents nothing: its own layer, presented root \(name(closed)), goes away", rules: ["R22.2"]))
            // Listed while they are still there.
            let gone = presentationChain(from: closed)
            facts.append(
                gone.count > 1
                    ? UIKitFact("dismissed \(gone.map(name).joined(separator: ", ")); only \(name(gone.last!)) animates", rules: ["R23"])
                    : UIKitFact("dismissed \(name(closed))", rules: ["R22"]))
        }
        interleaved.presentationTransitions += 1
        if animated {
            // The links go when the transition ends, not now (R33).
            dismissalsInFlight.append(closed)
            transitionInFlight = true
        } else {
            hierarchy.removePresentation(of: closed)
        }
        return .completed
    }

    /// R50: the user drags the sheet `actor` is in down (or taps outside its popover).
    /// A VC on screen in it with `isModalInPresentation` refuses, and the presentation
    /// delegate hears of the attempt; otherwise the sheet goes, with the delegate's
    /// will/did-dismiss around the appearance callbacks. UIKit logs nothing when
    /// there is nothing the user could swipe: that is navviz's lint.
    mutating func swipeDown(from actor: ViewControllerID) -> Outcome {
        let sheet = hierarchy.layerRoot(of: actor)
        guard let presentation = hierarchy[sheet].presentation else {
            events.append(UIKitEvent(.lint, "\(name(actor)) is in no presented view controller: there is no sheet to swipe down", rule: "R50"))
            return .refused
        }
        if let above = hierarchy.subtree(of: sheet).first(where: { hierarchy[$0].presented != nil }) {
            events.append(
                UIKitEvent(
                    .lint,
                    "\(name(above)) presents \(name(hierarchy[above].presented!)) over \(name(sheet)): the user can only swipe the top-most presentation",
                    rule: "R50"))
            return .refused
        }
        guard hierarchy.iosVersion >= 13, presentation.style.isInteractivelyDismissible else {
            let why = hierarchy.iosVersion >= 13 ? "a \(presentation.style.rawValue) presentation" : "before iOS 13 a presentation"
            events.append(
                UIKitEvent(.lint, "\(why) cannot be swiped down: only a page sheet, a form sheet or a popover can, from iOS 13", rule: "R50"))
            return .refused
        }
        let presented = name(sheet)
        if let modal = hierarchy.subtree(of: sheet).first(where: { hierarchy[$0].isModalInPresentation && hierarchy.isVisible($0) }) {
            interleaved.afterAppearance.append("\(presented).presentationControllerDidAttemptToDismiss")
            if recordsFacts {
                facts.append(
                    UIKitFact(
                        "the swipe is refused: \(name(modal)).isModalInPresentation is true; the delegate hears presentationControllerDidAttemptToDismiss",
                        rules: ["R50"]))
            }
            return .completed
        }
        interleaved.beforeAppearance.append("\(presented).presentationControllerWillDismiss")
        interleaved.presentationTransitions += 1
        hierarchy.removePresentation(of: sheet)
        interleaved.afterAppearance.append("\(presented).presentationControllerDidDismiss")
        if recordsFacts {
            facts.append(
                UIKitFact(
                    "the user swipes \(presented) down: it is dismissed, and the delegate hears presentationControllerWillDismiss and DidDismiss",
                    rules: ["R50"]))
        }
        return .completed
    }

    /// Ends the dismissal transitions of this turn: UIKit clears `presentingViewController`
    /// and `presentedViewController` now, not when `dismiss` was called (R33).
    mutating func finishDismissals() {
        for closed in dismissalsInFlight where hierarchy[closed].presentation != nil {
            hierarchy.removePresentation(of: closed)
        }
        dismissalsInFlight = []
    }

    /// The presented roots from `root` upward, in presentation order.
    private func presentationChain(from root: ViewControllerID) -> [ViewControllerID] {
        var result = [root]
        for anchor in hierarchy.subtree(of: root) {
            if let above = hierarchy[anchor].presented { result += presentationChain(from: above) }
        }
        return result
    }
}
