import NavLanguage

/// Presentation: which VC really presents (R12–R14, R38), the exceptions and warnings
/// that refuse it (R16–R21), and the `set` properties it reads.
extension FlowSimulator {
    /// `present`: `nil` is the one operand that names no instance (R16).
    mutating func present(_ expression: ViewControllerExpression, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let presented: ViewControllerID?
        if case .nilLiteral = expression { presented = nil } else { presented = try materialize(expression) }
        return try present(presented, from: actor, style: options.style, animated: options.animated)
    }

    /// R12–R21: `caller` presents `presented` through the VC that really presents, unless
    /// UIKit raises (R16–R18) or logs and does nothing (R19–R21).
    mutating func present(_ presented: ViewControllerID?, from caller: ViewControllerID, style requested: PresentationStyle?,
                          animated: Bool) throws -> Outcome {
        let requestedStyle = requested ?? presented.flatMap { hierarchy[$0].modalPresentationStyle } ?? .automatic
        let style = requestedStyle.adapted(iosVersion: hierarchy.iosVersion, compactWidth: hierarchy.isCompactWidth)
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
        if hierarchy.root == presented || hierarchy.isInSubtree(caller, of: presented) {
            throw Crash(event: messages.activeController(presentedNode.messageName))
        }
        if transitionInFlight {
            events.append(messages.presentationInProgress(presented: presentedNode.messageName, target: messageName(target), caller: messageName(caller)))
            return .refused
        }
        if !hierarchy.isViewInWindow(target) {
            events.append(messages.notInWindow(presented: presentedNode.messageName, target: messageName(target), caller: messageName(caller)))
            return .refused
        }
        if let current = hierarchy[target].presented {
            events.append(messages.alreadyPresenting(presented: presentedNode.messageName, target: messageName(target),
                                                     caller: messageName(caller), current: messageName(current)))
            return .refused
        }
        hierarchy.update(target) { $0.presented = presented }
        hierarchy.update(presented) {
            $0.presentation = PresentationRecord(presenter: target, caller: caller, requestedStyle: requestedStyle, style: style)
        }
        if recordsFacts {
            let rule = style.usesPresentationContext ? "R13" : "R12"
            let resolved = requestedStyle.resolved(iosVersion: hierarchy.iosVersion)
            var styleText = requestedStyle == .automatic ? "automatic → \(resolved.rawValue) on iOS \(hierarchy.iosVersion), R14" : resolved.rawValue
            if style != resolved { styleText += "; adapted to \(style.rawValue) on an iPhone (compact width), R38" }
            facts.append("\(name(presented)).presentingViewController = \(name(target)) (\(rule)\(target == caller ? "" : "; the caller is \(name(caller))"); \(styleText))")
        }
        if animated { transitionInFlight = true }
        return .completed
    }

    /// `set`: a VC's `definesPresentationContext` (R13) and `modalPresentationStyle` (R14).
    mutating func assign(_ assignment: PropertyAssignment) {
        if case .name(let name) = assignment.actor.base, assignment.actor.path.isEmpty {
            // Like an object configured before it is shown: the first mention creates it.
            _ = instantiate(name, className: nil)
        }
        guard case .success(let id) = evaluate(assignment.actor) else { return }
        switch assignment.value {
        case .definesPresentationContext(let value): hierarchy.update(id) { $0.definesPresentationContextSetting = value }
        case .modalPresentationStyle(let style): hierarchy.update(id) { $0.modalPresentationStyle = style }
        }
        if tracing, !frames.isEmpty { frames[frames.count - 1].hierarchy = hierarchy }
    }
}
