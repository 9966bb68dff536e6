/// UIKit's own exception and console texts, in the form of the simulated iOS version.
/// `<X>` placeholders are `<Class: name>` (navviz has no addresses).
struct UIKitMessages {
    let iosVersion: Int

    private var modernPresentationLog: Bool { iosVersion >= 13 }

    // MARK: R16–R18 exceptions

    func presentNil(target: String) -> UIKitEvent {
        .init(.exception(name: "NSInvalidArgumentException"),
              "Application tried to present a nil modal view controller on target \(target).", rule: "R16")
    }

    func presentOnItself(_ caller: String) -> UIKitEvent {
        .init(.exception(name: "NSInvalidArgumentException"),
              "Application tried to present modal view controller on itself. Presenting controller is \(caller).", rule: "R17")
    }

    func alreadyPresented(_ presented: String, by presenter: String) -> UIKitEvent {
        .init(.exception(name: "NSInvalidArgumentException"),
              "Application tried to present modally a view controller \(presented) that is already being presented by \(presenter).", rule: "R18a")
    }

    func hasParent(_ presented: String, parent: String) -> UIKitEvent {
        .init(.exception(name: "NSInvalidArgumentException"),
              "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).", rule: "R18b")
    }

    func activeController(_ presented: String) -> UIKitEvent {
        .init(.exception(name: "NSInvalidArgumentException"),
              "Application tried to present modally an active controller \(presented).", rule: "R18c")
    }

    // MARK: R19–R21 warnings

    func notInWindow(presented: String, target: String, caller: String) -> UIKitEvent {
        let text = modernPresentationLog
            ? "[Presentation] Attempt to present \(presented) on \(target) (from \(caller)) whose view is not in the window hierarchy."
            : "Warning: Attempt to present \(presented) on \(target) whose view is not in the window hierarchy!"
        return .init(.warning, text, rule: "R20")
    }

    func presentationInProgress(presented: String, target: String, caller: String) -> UIKitEvent {
        let text = modernPresentationLog
            ? "[Presentation] Attempt to present \(presented) on \(target) (from \(caller)) while a presentation is in progress."
            : "Warning: Attempt to present \(presented) on \(target) while a presentation is in progress!"
        return .init(.warning, text, rule: "R21")
    }

    /// `presenter` is the presenting view controller, which does the dismissing (R34).
    func dismissInProgress(from presenter: String) -> UIKitEvent {
        .init(.warning, "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!", rule: "R21")
    }

    func alreadyPresenting(presented: String, target: String, caller: String, current: String) -> UIKitEvent {
        let text = modernPresentationLog
            ? "[Presentation] Attempt to present \(presented) on \(target) (from \(caller)) which is already presenting \(current)."
            : "Warning: Attempt to present \(presented) on \(target) which is already presenting \(current)"
        return .init(.warning, text, rule: "R19")
    }

    // MARK: R5, R7, R8 navigation exceptions

    func pushingNavigationController() -> UIKitEvent {
        .init(.exception(name: "NSInvalidArgumentException"), "Pushing a navigation controller is not supported", rule: "R5")
    }

    func pushingSameInstance(_ pushed: String, navigation: String) -> UIKitEvent {
        let text = iosVersion <= 13
            ? "Pushing the same view controller instance more than once is not supported (\(pushed))"
            : "\(navigation) is pushing the same view controller instance (\(pushed)) more than once which is not supported and is most likely an error in the application"
        return .init(.exception(name: "NSInvalidArgumentException"), text, rule: "R5")
    }

    /// A VC joining a second parent: a push (R5), `addChild` (R29), a container or the window (R1).
    func hierarchyInconsistency(child: String, parent: String, requested: String, rule: String) -> UIKitEvent {
        .init(.exception(name: "UIViewControllerHierarchyInconsistency"),
              "child view controller:\(child) should have parent view controller:\(parent) but requested parent is:\(requested)", rule: rule)
    }

    func popToMissing() -> UIKitEvent {
        .init(.exception(name: "NSInternalInconsistencyException"), "Tried to pop to a view controller that doesn't exist.", rule: "R7")
    }

    func duplicateInStack() -> UIKitEvent {
        .init(.exception(name: "NSInternalInconsistencyException"), "All view controllers in a navigation controller must be distinct", rule: "R8")
    }
}
