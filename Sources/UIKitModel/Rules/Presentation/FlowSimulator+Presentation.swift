import NavLanguage

/// Presentation: which VC really presents (R12–R14, R38), the exceptions and warnings
/// that refuse it (R16–R21, R43, R54, R59, R69), alert controllers (R53), system view
/// controllers by class (R58), and the `set` properties it reads.
extension FlowSimulator {
    /// `present`: `nil` is the one operand that names no instance (R16).
    mutating func present(_ expression: ViewControllerExpression, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let presented: ViewControllerID?
        if case .nilLiteral = expression { presented = nil } else { presented = try materialize(expression) }
        return try present(presented, from: actor, options: options)
    }

    /// R12–R21: `caller` presents `presented` through the VC that really presents, unless
    /// UIKit raises (R16–R18, R43) or logs and does nothing (R19–R21).
    /// `origin`: a traced call, or an entry (R66).
    mutating func present(
        _ presented: ViewControllerID?, from caller: ViewControllerID, options: ActionOptions, origin: PresentationOrigin = .call
    ) throws -> Outcome {
        let (requestedStyle, style) = presentationStyles(of: presented, requested: options.style)
        let target = hierarchy.presenter(forPresentationFrom: caller, style: style)
        guard let presented else {
            throw Crash(event: messages.presentNil(target: messageName(target)))
        }
        let presentedNode = hierarchy[presented]
        if presented == caller { throw Crash(event: messages.presentOnItself(messageName(caller))) }
        if let presentation = presentedNode.presentation {
            throw Crash(event: messages.alreadyPresented(presentedNode.messageName, by: messageName(presentation.presenter)))
        }
        if let parent = presentedNode.parent {
            throw Crash(event: messages.hasParent(presentedNode.messageName, parent: messageName(parent)))
        }
        if hierarchy.root == presented || hierarchy.isAnchored(caller, under: presented) {
            throw Crash(event: messages.activeController(presentedNode.messageName))
        }
        if transitionInFlight {
            events.append(
                messages.presentationInProgress(presented: presentedNode.messageName, target: messageName(target), caller: messageName(caller)))
            return .refused
        }
        if !hierarchy.isViewInWindow(target) {
            events.append(messages.notInWindow(presented: presentedNode.messageName, target: messageName(target), caller: messageName(caller)))
            return .refused
        }
        if let cover = hierarchy.fullScreenCover(of: target), !rootsReinstalledWhilePresenting.contains(target) {
            // R69: a full-screen presentation took the presenter's view out of the window
            // when it completed, so UIKit refuses with R20's text before R19's.
            events.append(
                messages.notInWindow(presented: presentedNode.messageName, target: messageName(target), caller: messageName(caller), rule: "R69"))
            if recordsFacts {
                facts.append(
                    UIKitFact("\(name(target))'s view left the window when \(name(cover)) covered it full screen", rules: ["R69"]))
            }
            return .refused
        }
        if let current = hierarchy[target].presented {
            events.append(
                messages.alreadyPresenting(
                    presented: presentedNode.messageName, target: messageName(target),
                    caller: messageName(caller), current: messageName(current)))
            return .refused
        }
        try checkAnchor(of: presented, style: style, anchor: options.anchor, presenter: target)
        if hierarchy[hierarchy.layerRoot(of: caller)].hostView != nil {
            // R54: the presentation goes ahead from a view controller outside the hierarchy.
            events.append(messages.detachedPresenter(messageName(caller)))
        }
        hierarchy.update(target) { $0.presented = presented }
        rootsReinstalledWhilePresenting.removeAll { $0 == target }
        hierarchy.update(presented) {
            $0.hostView = nil // its view moves to the presentation (R54)
            $0.presentation = PresentationRecord(
                presenter: target, caller: caller, requestedStyle: requestedStyle, style: style,
                anchor: style == .popover ? options.anchor : nil, origin: origin)
        }
        if recordsFacts {
            if origin == .entry { facts.append(entryFact(presented)) }
            facts.append(presentationFact(presented, target: target, caller: caller, requested: requestedStyle, style: style))
        }
        if options.animated { transitionInFlight = true }
        interleaved.presentationTransitions += 1
        return .completed
    }

    /// The style the call asks for and the one in effect: an alert controller's own
    /// (R53), else `style:`, the VC's `modalPresentationStyle` or `automatic` (R14),
    /// resolved and adapted to the device, as the presentation delegate says (R38, R52).
    func presentationStyles(of presented: ViewControllerID?, requested: PresentationStyle?) -> (
        requested: PresentationStyle, inEffect: PresentationStyle
    ) {
        if let alertStyle = presented.flatMap({ hierarchy[$0].alertStyle }) {
            // An action sheet is a popover in a regular width, UIKit's own sheet in a compact one.
            let style: PresentationStyle = alertStyle == .actionSheet && !hierarchy.isCompactWidth ? .popover : .custom
            return (style, style)
        }
        let requestedStyle = requested ?? presented.flatMap { hierarchy[$0].modalPresentationStyle } ?? .automatic
        let delegate = presented.flatMap { hierarchy[$0].adaptivePresentationStyle }
        if requestedStyle == .automatic, let system = presented.flatMap({ SystemViewController(className: hierarchy[$0].className) }),
            let style = system.automaticStyle(iosVersion: hierarchy.iosVersion, compactWidth: hierarchy.isCompactWidth, delegate: delegate)
        {
            // R58: the class decides what `automatic` stands for.
            return (requestedStyle, style)
        }
        let adapted = requestedStyle.adapted(
            iosVersion: hierarchy.iosVersion, compactWidth: hierarchy.isCompactWidth, compactHeight: hierarchy.isCompactHeight, delegate: delegate)
        return (requestedStyle, adapted)
    }

    /// R43: a presentation shown as a popover needs a `sourceView` or a `barButtonItem`,
    /// else UIKit raises as the transition begins; the share sheet says so in its own
    /// words (R59).
    private mutating func checkAnchor(
        of presented: ViewControllerID, style: PresentationStyle, anchor: PopoverAnchor?,
        presenter: ViewControllerID
    ) throws {
        guard style == .popover, anchor == nil else { return }
        noteDeviceDecision("\(name(presented)) is shown as a popover, which needs an anchor")
        if recordsFacts {
            facts.append(UIKitFact("\(name(presented)) is a popover on \(deviceText): it needs `sourceView:` or `barButtonItem:`", rules: ["R43"]))
        }
        let exception: UIKitEvent
        if let system = SystemViewController(className: hierarchy[presented].className), system.isPopoverInRegularWidth {
            exception = messages.systemPopoverWithoutAnchor(hierarchy[presented].messageName, className: system.rawValue)
        } else if hierarchy[presented].alertStyle == .actionSheet {
            exception = messages.actionSheetWithoutAnchor(
                hierarchy[presented].messageName, presenterClass: hierarchy[presenter].displayClassName, presenter: messageName(presenter))
        } else {
            exception = messages.popoverWithoutAnchor(
                popoverController: "<UIPopoverPresentationController: \(name(presented)).popoverPresentationController>")
        }
        guard anchorlessPopoversGoOn else { throw Crash(event: exception) }
        anchorlessPopovers.append((exception, exception.location ?? callLocation))
    }

    /// "M.presentingViewController = P (the caller is C; style)", with what decided the
    /// style; its rules: who presents (R12, R13) and what decided the style.
    private mutating func presentationFact(
        _ presented: ViewControllerID, target: ViewControllerID, caller: ViewControllerID,
        requested: PresentationStyle, style: PresentationStyle
    ) -> UIKitFact {
        var rules = [style.usesPresentationContext ? "R13" : "R12"]
        let resolved = requested.resolved(iosVersion: hierarchy.iosVersion)
        var styleText: String
        if let alertStyle = hierarchy[presented].alertStyle {
            styleText = "\(alertStyle == .alert ? "an alert" : "an action sheet"), \(style.rawValue) on \(deviceText)"
            rules.append("R53")
        } else if requested == .automatic, let system = SystemViewController(className: hierarchy[presented].className),
            system.isPopoverInRegularWidth
        {
            styleText = "a \(system.rawValue): \(style.rawValue) on \(deviceText)"
            rules.append("R58")
        } else {
            styleText = requested == .automatic ? "automatic → \(resolved.rawValue) on iOS \(hierarchy.iosVersion)" : resolved.rawValue
            if requested == .automatic { rules.append("R14") }
            if style != resolved {
                styleText += "; adapted to \(style.rawValue) on \(deviceText)"
                rules.append("R38")
                if hierarchy.isCompactHeight, hierarchy.iosVersion >= 13 { rules.append("R71") }
                noteDeviceDecision("\(name(presented)) was adapted to \(style.rawValue)")
            } else if hierarchy.isCompactWidth, hierarchy[presented].adaptivePresentationStyle == AdaptivePresentationStyle.none,
                resolved.adapted(iosVersion: hierarchy.iosVersion, compactWidth: true, delegate: nil) != resolved
            {
                styleText += "; kept on \(deviceText) by adaptivePresentationStyle = none"
                rules.append("R52")
            }
        }
        if let anchor = hierarchy[presented].presentation?.anchor { styleText += "; from \(anchor)" }
        // An entry has no caller in the flow: the code that presents it is not traced (R66).
        let caller = target == caller || hierarchy[presented].presentation?.origin == .entry ? "" : "the caller is \(name(caller)); "
        return UIKitFact("\(name(presented)).presentingViewController = \(name(target)) (\(caller)\(styleText))", rules: rules)
    }

    /// R66: `entry X`: code the flow does not trace shows X the way such code does, presented
    /// over what getTopVC returns (R31) with the line's style, through the VC that really
    /// presents (R12, R13); with no window root yet, X becomes the root.
    mutating func enter(_ expression: ViewControllerExpression, options: ActionOptions) throws -> Outcome {
        guard let top = hierarchy.topID else {
            try installRoot(expression)
            if recordsFacts, let root = hierarchy.root { facts.append(entryFact(root)) }
            return .completed
        }
        return try present(try materialize(expression), from: top, options: options, origin: .entry)
    }

    /// "entry: X is shown by code the flow does not trace": no call in the flow presents it.
    private func entryFact(_ entered: ViewControllerID) -> UIKitFact {
        UIKitFact("entry: \(name(entered)) is shown by code the flow does not trace", rules: ["R66"])
    }

    /// `set`: a VC's `definesPresentationContext` (R13), `modalPresentationStyle` (R14),
    /// `isModalInPresentation` (R50), its presentation delegate's adaptive style (R52)
    /// and a split view delegate's collapse choice (R45).
    mutating func assign(_ assignment: PropertyAssignment) {
        if case .name(let name) = assignment.actor.base, assignment.actor.path.isEmpty {
            // Like an object configured before it is shown: the first mention creates it.
            _ = instantiate(name, className: nil)
        }
        guard case .success(let id) = evaluate(assignment.actor) else { return }
        switch assignment.value {
        case .definesPresentationContext(let value): hierarchy.update(id) { $0.definesPresentationContextSetting = value }
        case .modalPresentationStyle(let style): hierarchy.update(id) { $0.modalPresentationStyle = style }
        case .isModalInPresentation(let value): hierarchy.update(id) { $0.isModalInPresentation = value }
        case .adaptivePresentationStyle(let style): hierarchy.update(id) { $0.adaptivePresentationStyle = style }
        case .topColumnForCollapsing(let column): hierarchy.update(id) { $0.topColumnForCollapsing = column }
        }
        if tracing, !frames.isEmpty { frames[frames.count - 1].hierarchy = hierarchy }
    }
}
