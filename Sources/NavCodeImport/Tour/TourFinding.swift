/// What UIKit, or navviz's own lint, says of a step the tour wrote, at the call of the
/// app's code that made the step: what `navviz lint` reports.
package struct TourFinding: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// The app crashes (the step was left out of the flow).
        case exception
        /// UIKit logs and ignores the call.
        case warning
        /// navviz's lint: UIKit says nothing, but the code very likely has a bug.
        case lint
    }

    package let kind: Kind
    /// The rule of docs/semantics.md (`R43`).
    package let rule: String?
    /// UIKit's own text (the console's, for an exception).
    package let message: String
    /// The call that made the step, last of `path`.
    package let call: TourCall
    /// The calls that reached it: the transitions open when it ran (outermost first) and
    /// the app's helpers that asked for it, then the call itself.
    package let path: [TourCall]
    /// The iOS version the flow was simulated on.
    package let ios: Int

    package init(kind: Kind, rule: String?, message: String, call: TourCall, path: [TourCall], ios: Int) {
        self.kind = kind
        self.rule = rule
        self.message = message
        self.call = call
        self.path = path
        self.ios = ios
    }
}

/// A call of the app's code on a path of the tour.
package struct TourCall: Sendable, Equatable {
    /// As the import names files (the path given or found).
    package let file: String
    package let line: Int
    /// UIKit's method (`present`, `pushViewController`), or the app helper's name.
    package let method: String
    /// The function it is in (`HomeViewController.share(_:)`), when the import knows it.
    package let function: String?

    package init(file: String, line: Int, method: String, function: String?) {
        self.file = file
        self.line = line
        self.method = method
        self.function = function
    }
}
