/// Something UIKit decided in a step, in plain words for captions (the real presenter,
/// what a dismiss closed, what getTopVC returns), with the rules of docs/semantics.md
/// that decided it, for readers who follow them: the flipbook's tooltips, the manifest.
public struct UIKitFact: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    /// Rule ids, e.g. `["R12", "R14"]`; empty for a plain consequence (`popped B`).
    public var rules: [String]

    public init(_ text: String, rules: [String] = []) {
        self.text = text
        self.rules = rules
    }

    public var description: String { text }
}
