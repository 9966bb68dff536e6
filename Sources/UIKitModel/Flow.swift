import NavLanguage

/// A simulated flow: every frame, every `expect` outcome, and what failed.
public struct Flow: Sendable {
    public var title: String?
    public var iosVersion: Int
    public var frames: [Frame]
    public var expectations: [ExpectationResult]
    /// An exception no `expect crash` expected, with the step's location.
    public var unexpectedException: (event: UIKitEvent, location: SourceLocation)?
    /// Statements that never ran because the app had crashed before them.
    public var statementsNotRun: Int
    /// The latest outcome the device decided, and the device (R38), for diagnostics.
    public var deviceNote: String?
    /// With `FlowSimulator.Options.anchorlessPopoversGoOn`: each popover presented with no
    /// anchor (R43, R59), UIKit's exception with its step's location, which the flow went past.
    public var anchorlessPopovers: [(event: UIKitEvent, location: SourceLocation)] = []

    /// No steps at all: a diff's side where the file does not exist (a flow added or
    /// deleted by a change).
    public static let empty = Flow(
        title: nil, iosVersion: FlowSimulator.defaultIOSVersion, frames: [], expectations: [],
        unexpectedException: nil, statementsNotRun: 0)

    public var failedExpectations: [ExpectationResult] { expectations.filter { !$0.passed } }

    /// Every warning UIKit logs in the flow, with the location of the step that logged it.
    public var warnings: [(event: UIKitEvent, location: SourceLocation)] {
        frames.flatMap { frame in frame.warnings.map { ($0, $0.location ?? frame.location) } }
    }

    /// Every navviz lint of the flow, with the location of the step it is about.
    public var lints: [(event: UIKitEvent, location: SourceLocation)] {
        frames.flatMap { frame in frame.lints.map { ($0, $0.location ?? frame.location) } }
    }

    /// True when every `expect` passed and no unexpected exception occurred.
    public var passed: Bool { failedExpectations.isEmpty && unexpectedException == nil }
}
