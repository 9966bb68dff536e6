import Foundation
import NavLanguage
import NavLayout
import NavOutput

/// stdout/stderr helpers.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
    }

    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Writes what `print` left buffered; a write that fails (a full disk) ends navviz with
    /// exit status 2 and the reason, rather than exiting as if stdout had it all. A reader
    /// that stopped reading (`| head`, EPIPE) is no error.
    static func finishStandardOutput() {
        // All streams (stdout is the only one written through the C library).
        guard fflush(nil) != 0, errno != EPIPE else { return }
        error("navviz: error: cannot write standard output: \(String(cString: strerror(errno)))")
        Foundation.exit(ExitStatus.invalidInput)
    }

    /// Writes `bytes` to stdout now, as `finishStandardOutput` says a failure.
    static func output(_ bytes: [UInt8]) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: bytes)
        } catch {
            throw OutputError.cannotWrite("standard output", FileSystemWords.reason(for: error) ?? "\(error)")
        }
    }

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
