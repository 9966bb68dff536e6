/// What UIKit raises and logs when a presentation is refused (R16–R21, R42, R43, R54, R59).
extension UIKitMessages {
    /// R42: the `[Presentation] … (from …)` form of the warnings came with iOS 14; iOS 13
    /// still logs `Warning: … !`.
    private var modernPresentationLog: Bool { iosVersion >= 14 }

    // MARK: R16–R18 exceptions

    func presentNil(target: String) -> UIKitEvent {
        .init(
            .exception(name: "NSInvalidArgumentException"),
            "Application tried to present a nil modal view controller on target \(target).", rule: "R16")
    }

    func presentOnItself(_ caller: String) -> UIKitEvent {
        .init(
            .exception(name: "NSInvalidArgumentException"),
            "Application tried to present modal view controller on itself. Presenting controller is \(caller).", rule: "R17")
    }

    func alreadyPresented(_ presented: String, by presenter: String) -> UIKitEvent {
        .init(
            .exception(name: "NSInvalidArgumentException"),
            "Application tried to present modally a view controller \(presented) that is already being presented by \(presenter).", rule: "R18a")
    }

    func hasParent(_ presented: String, parent: String) -> UIKitEvent {
        .init(
            .exception(name: "NSInvalidArgumentException"),
            "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).", rule: "R18b")
    }

    func activeController(_ presented: String) -> UIKitEvent {
        .init(
            .exception(name: "NSInvalidArgumentException"),
            "Application tried to present modally an active controller \(presented).", rule: "R18c")
    }

    // MARK: R43 popovers without an anchor

    func popoverWithoutAnchor(popoverController: String) -> UIKitEvent {
        .init(
            .exception(name: "NSGenericException"),
            "UIPopoverPresentationController (\(popoverController)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
            rule: "R43")
    }

    /// An action sheet's own text; from iOS 12 it names the presenting view controller.
    func actionSheetWithoutAnchor(_ alert: String, presenterClass: String, presenter: String) -> UIKitEvent {
        let from = iosVersion >= 12 ? " from \(presenterClass) (\(presenter))" : ""
        return .init(
            .exception(name: "NSGenericException"),
            "Your application has presented a UIAlertController (\(alert)) of style UIAlertControllerStyleActionSheet\(from). "
                + "The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. "
                + "You must provide location information for this popover through the alert controller's popoverPresentationController. "
                + "You must provide either a sourceView and sourceRect or a barButtonItem.  "
                + "If this information is not known when you present the alert controller, you may provide it in the "
                + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.",
            rule: "R43")
    }

    // MARK: R59 the share sheet on an iPad

    /// The share sheet's (and the document menu's) own text: it names the class the
    /// instance has, `UIActivityViewController`.
    func systemPopoverWithoutAnchor(_ presented: String, className: String) -> UIKitEvent {
        .init(
            .exception(name: "NSGenericException"),
            "Your application has presented a \(className) (\(presented)). In its current trait environment, "
                + "the modalPresentationStyle of a \(className) with this style is UIModalPresentationPopover. "
                + "You must provide location information for this popover through the view controller's popoverPresentationController. "
                + "You must provide either a sourceView and sourceRect or a barButtonItem.  "
                + "If this information is not known when you present the view controller, you may provide it in the "
                + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.",
            rule: "R59")
    }

    // MARK: R19–R21 warnings

    /// R20's text; `rule`: R69 when a full-screen presentation took the view away.
    func notInWindow(presented: String, target: String, caller: String, rule: String = "R20") -> UIKitEvent {
        let text =
            modernPresentationLog
            ? "[Presentation] Attempt to present \(presented) on \(target) (from \(caller)) whose view is not in the window hierarchy."
            : "Warning: Attempt to present \(presented) on \(target) whose view is not in the window hierarchy!"
        return .init(.warning, text, rule: rule)
    }

    func presentationInProgress(presented: String, target: String, caller: String) -> UIKitEvent {
        let text =
            modernPresentationLog
            ? "[Presentation] Attempt to present \(presented) on \(target) (from \(caller)) while a presentation is in progress."
            : "Warning: Attempt to present \(presented) on \(target) while a presentation is in progress!"
        return .init(.warning, text, rule: "R21")
    }

    func alreadyPresenting(presented: String, target: String, caller: String, current: String) -> UIKitEvent {
        let text =
            modernPresentationLog
            ? "[Presentation] Attempt to present \(presented) on \(target) (from \(caller)) which is already presenting \(current)."
            : "Warning: Attempt to present \(presented) on \(target) which is already presenting \(current)"
        return .init(.warning, text, rule: "R19")
    }

    // MARK: R54 detached view controllers

    func detachedPresenter(_ caller: String) -> UIKitEvent {
        .init(.warning, "Presenting view controllers on detached view controllers is discouraged \(caller).", rule: "R54")
    }
}
