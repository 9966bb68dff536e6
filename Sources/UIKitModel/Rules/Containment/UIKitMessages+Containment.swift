/// What UIKit raises when a view controller would have two parents (R1), or is the
/// share sheet on an iPad (R59).
extension UIKitMessages {
    /// A VC joining a second parent: a push (R5), `addChild` (R29), a container or the window (R1).
    func hierarchyInconsistency(child: String, parent: String, requested: String, rule: String) -> UIKitEvent {
        .init(
            .exception(name: "UIViewControllerHierarchyInconsistency"),
            "child view controller:\(child) should have parent view controller:\(parent) but requested parent is:\(requested)", rule: rule)
    }

    /// The share sheet put in a container (pushed, a child, a tab) on an iPad.
    func systemPopoverContained(className: String) -> UIKitEvent {
        .init(
            .exception(name: "NSGenericException"),
            "\(className) can only be used modally or as contentViewController in popover on iPad.", rule: "R59")
    }
}
