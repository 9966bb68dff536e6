import Graphviz

/// Graphviz's warnings in navviz's words: Graphviz never prints on stderr itself, so a
/// command reports what it said once its work is done, each warning once.
enum GraphvizWarnings {
    /// Past this many, one line says how many more there were.
    static let shown = 10

    static func report() {
        let warnings = GraphvizRenderer.shared.takeWarnings()
        for warning in warnings.prefix(shown) { Console.error("navviz: warning: Graphviz: \(warning)") }
        if warnings.count > shown { Console.error("navviz: warning: Graphviz gave \(warnings.count - shown) more warnings") }
    }
}
