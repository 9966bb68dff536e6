/// A failure reported by Graphviz, carrying Graphviz's own message.
public enum GraphvizError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The DOT text could not be parsed.
    case invalidDOT(message: String)
    /// The layout engine refused the graph (an unknown engine, or a layout failure).
    case layoutFailed(engine: GraphvizRenderer.Engine, message: String)
    /// The renderer failed, e.g. the output format's plugin is missing.
    case renderFailed(format: ImageFormat, message: String)

    public var description: String {
        switch self {
        case .invalidDOT(let message):
            return "Graphviz could not read the DOT text: \(message)"
        case .layoutFailed(let engine, let message):
            return "Graphviz layout '\(engine.rawValue)' failed: \(message)"
        case .renderFailed(let format, let message):
            return "Graphviz could not render '\(format.rawValue)': \(message)"
        }
    }
}
