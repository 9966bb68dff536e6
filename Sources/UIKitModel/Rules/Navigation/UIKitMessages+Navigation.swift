/// What UIKit raises for a navigation stack it refuses (R5, R7, R8), and logs for a
/// push or a pop it does not like (R47, R48, R67, R68).
extension UIKitMessages {
    func pushingNavigationController() -> UIKitEvent {
        .init(.exception(name: "NSInvalidArgumentException"), "Pushing a navigation controller is not supported", rule: "R5")
    }

    func pushingSameInstance(_ pushed: String, navigation: String) -> UIKitEvent {
        let text =
            iosVersion <= 13
            ? "Pushing the same view controller instance more than once is not supported (\(pushed))"
            : "\(navigation) is pushing the same view controller instance (\(pushed)) more than once which is not supported and is most likely an error in the application"
        return .init(.exception(name: "NSInvalidArgumentException"), text, rule: "R5")
    }

    func popToMissing() -> UIKitEvent {
        .init(.exception(name: "NSInternalInconsistencyException"), "Tried to pop to a view controller that doesn't exist.", rule: "R7")
    }

    func duplicateInStack() -> UIKitEvent {
        .init(.exception(name: "NSInternalInconsistencyException"), "All view controllers in a navigation controller must be distinct", rule: "R8")
    }

    /// R47: the text gained its "a" in iOS 11 (logs of iOS 10 and earlier lack it).
    func nestedPush() -> UIKitEvent {
        .init(.warning, "nested push animation can result in \(iosVersion >= 11 ? "a " : "")corrupted navigation bar", rule: "R47")
    }

    /// R48: UIKit logs and pushes nothing; the app does not crash.
    func pushNil(target: String) -> UIKitEvent {
        .init(.warning, "Application tried to push a nil view controller on target \(target).", rule: "R48")
    }

    /// R67: UIKit logs and pushes nothing; the app does not crash.
    func pushingSplitView(navigation: String) -> UIKitEvent {
        .init(.warning, "Split View Controllers cannot be pushed to a Navigation Controller \(navigation)", rule: "R67")
    }

    /// R68: the navigation bar's own text, with R47's "a" from iOS 11.
    func nestedPop() -> UIKitEvent {
        .init(.warning, "nested pop animation can result in \(iosVersion >= 11 ? "a " : "")corrupted navigation bar", rule: "R68")
    }
}
