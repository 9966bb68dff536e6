/// A callback a step sends, as `expect` names it: `Home.viewWillAppear`.
public struct Callback: Sendable, Hashable, CustomStringConvertible {
    public var viewController: String
    public var method: String

    public init(viewController: String, method: String) {
        self.viewController = viewController
        self.method = method
    }

    /// The methods a step's trace holds (R25–R30, R50), without their arguments.
    public static let methods = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "willMove", "didMove",
        "presentationControllerWillDismiss", "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
    ]

    public var description: String { "\(viewController).\(method)" }

    /// Whether a trace entry (`Child.willMove(toParent: Page)`) is this callback.
    public func matches(_ entry: String) -> Bool {
        let call = entry.prefix { $0 != "(" }
        return call.count == viewController.count + 1 + method.count && call.hasPrefix(viewController)
            && call.dropFirst(viewController.count).first == "." && call.hasSuffix(method)
    }
}
