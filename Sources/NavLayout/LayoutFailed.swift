/// Every layout of a drawing failed: a navviz bug, since navviz wrote the DOT.
public struct LayoutFailed: Error, InternalError, CustomStringConvertible {
    /// Graphviz's message for each layout tried, the usual one first.
    public var messages: [String]

    public var description: String {
        "Graphviz could not lay out the drawing: " + messages.joined(separator: "; then ")
    }
}
