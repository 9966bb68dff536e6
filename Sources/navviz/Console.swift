import Foundation
import NavLanguage
import NavLayout

/// stdout/stderr helpers.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
    }

    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Past this many Graphviz warnings, one line says how many more there were.
    static let graphvizWarningsShown = 10

    /// Graphviz's warnings in navviz's words, each once: Graphviz never prints on stderr
    /// itself, so a command reports what it said once its work is done.
    static func reportGraphvizWarnings() {
        let warnings = GraphvizWarnings.take()
        for warning in warnings.prefix(graphvizWarningsShown) { error("navviz: warning: Graphviz: \(warning)") }
        if warnings.count > graphvizWarningsShown {
            error("navviz: warning: Graphviz gave \(Quantity.of(warnings.count - graphvizWarningsShown, "more warning"))")
        }
    }
}
