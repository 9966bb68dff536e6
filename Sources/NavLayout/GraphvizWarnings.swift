import Graphviz

/// What Graphviz warned about while navviz laid out and drew, for the command to report in
/// its own words once its work is done: Graphviz never prints on stderr itself.
public enum GraphvizWarnings {
    /// Every warning since the last call, each once, in the order said; taking them empties the list.
    public static func take() -> [String] {
        GraphvizRenderer.shared.takeWarnings()
    }
}
