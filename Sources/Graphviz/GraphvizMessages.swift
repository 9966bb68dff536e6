import CGraphviz
import Foundation

/// What Graphviz says while it works. Graphviz prints its warnings and errors on
/// stderr unless a handler takes them; this one collects them, so that errors become
/// the text of a `GraphvizError` and warnings reach navviz's own diagnostics, never
/// stderr in Graphviz's words. Callers hold the renderer's lock.
enum GraphvizMessages {
    /// Installs the handler: from now on every message of Graphviz comes here.
    static func install() {
        _ = agseterr(AGWARN)
        _ = agseterrf { piece in
            if let piece { GraphvizMessages.text += String(cString: piece) }
            return 0
        }
    }

    /// Empties what was said so far, before a job.
    static func reset() {
        text = ""
    }

    /// The messages said since `reset`, one per message: Graphviz hands over a level
    /// ("Error", "Warning"), ": " and the text, or a continuation of the last message.
    static func said() -> (errors: [String], warnings: [String]) {
        var errors: [String] = []
        var warnings: [String] = []
        var isError = false
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("Error: ") {
                isError = true
                errors.append(String(trimmed.dropFirst("Error: ".count)))
            } else if trimmed.hasPrefix("Warning: ") {
                isError = false
                warnings.append(String(trimmed.dropFirst("Warning: ".count)))
            } else if !trimmed.isEmpty {
                if isError, let last = errors.popLast() {
                    errors.append(last + " " + trimmed)
                } else if let last = warnings.popLast() {
                    warnings.append(last + " " + trimmed)
                } else {
                    warnings.append(trimmed)
                }
            }
        }
        return (errors, warnings)
    }

    /// Graphviz is driven under one lock, so this is never raced.
    nonisolated(unsafe) private static var text = ""
}
