import NavLanguage

/// The device rotates mid-flow (R74): what is presented adapts to the new traits.
extension FlowSimulator {
    /// R74: `rotate landscape|portrait`. UIKit asks every presentation still up for its
    /// style in the new traits, as when it was presented (R38, R52, R71); what a style that
    /// became full screen covers leaves the screen, and the step's trace shows it (R26).
    mutating func rotate(to orientation: Orientation) {
        guard orientation != hierarchy.orientation else {
            events.append(UIKitEvent(.note, "the device is held in \(orientation.rawValue) already: the turn changes nothing", rule: "R74"))
            return
        }
        let wasCompactHeight = hierarchy.isCompactHeight
        hierarchy.orientation = orientation
        for id in hierarchy.instances {
            guard let presentation = hierarchy[id].presentation, hierarchy[presentation.presenter].presented == id else { continue }
            let style = presentationStyles(of: id, requested: presentation.requestedStyle).inEffect
            guard style != presentation.style else { continue }
            hierarchy.update(id) { $0.presentation?.style = style }
            noteDeviceDecision("\(name(id)) was adapted to \(style.rawValue) by the turn to \(orientation.rawValue)")
            if recordsFacts {
                facts.append(
                    UIKitFact("\(name(id)): \(presentation.style.rawValue) → \(style.rawValue) on \(deviceText)", rules: ["R74", "R71"]))
            }
        }
        guard recordsFacts else { return }
        let traits =
            wasCompactHeight != hierarchy.isCompactHeight
            ? ", and willTransition(to:with:) and traitCollectionDidChange(_:) for the new vertical size class" : ""
        facts.append(
            UIKitFact(
                "the device rotates to \(orientation.rawValue): UIKit sends the window's view controllers viewWillTransition(to:with:)\(traits)",
                rules: ["R74"]))
    }
}
