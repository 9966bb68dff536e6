/// Dismissal: which layers go (R22, R23), and when their links go (R33).
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
            facts.append(presented != nil
                ? "\(name(caller)) presents \(name(closed)): \(name(closed)) and everything above it go away (R22.1)"
                : "\(name(caller)) presents nothing: its own layer, presented root \(name(closed)), goes away (R22.2)")
            // Listed while they are still there.
            let gone = presentationChain(from: closed)
            facts.append(gone.count > 1 ? "dismissed \(gone.map(name).joined(separator: ", ")); only \(name(gone.last!)) animates (R23)" : "dismissed \(name(closed))")
        }
        if animated {
            // The links go when the transition ends, not now (R33).
            dismissalsInFlight.append(closed)
            transitionInFlight = true
        } else {
            hierarchy.removePresentation(of: closed)
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
