import NavLanguage

/// The hierarchy after one step, with what the step did and what UIKit said.
/// Frame 0 is the initial state built by the first `root`.
public struct Frame: Sendable {
    public enum Kind: String, Sendable {
        case initial, step, group, rootSwitch
    }

    public var index: Int
    public var kind: Kind
    /// The step's caption: its own string, the group's caption, or the source text.
    public var caption: String
    public var location: SourceLocation
    /// The source lines of the step (a group: every line), comments removed.
    public var sourceText: String
    /// Empty except in `.frames` recordings and in a flow's last frame.
    public var hierarchy: Hierarchy
    /// R31: what getTopVC returns after this step.
    public var top: String?
    public var events: [UIKitEvent]
    /// Plain-language facts: the presenter UIKit resolved, what a dismiss closed, the top VC.
    public var facts: [UIKitFact]
    /// Appearance and containment callbacks in the order UIKit sends them (R25–R30).
    public var callbacks: [String]
    /// The view controllers the step's calls were sent to, in order (a group's each once):
    /// where a picture of the step starts.
    public var callers: [String] = []
    /// The app code the step comes from, as its comment names it (`navviz import` writes it).
    public var codeReference: CodeReference?

    public var exception: UIKitEvent? { events.first { $0.isException } }
    /// The warnings UIKit logs.
    public var warnings: [UIKitEvent] { events.filter(\.isWarning) }
    /// navviz's own lints (not UIKit's).
    public var lints: [UIKitEvent] { events.filter(\.isLint) }
}
