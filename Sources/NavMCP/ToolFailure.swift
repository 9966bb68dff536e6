import NavLanguage

/// A tool call that cannot be answered: a missing or mistyped argument, a file that cannot
/// be read, a flow with errors, a step the flow does not have. The client gets it as the
/// tool's result with `isError` set, its message written for the assistant to act on.
public struct ToolFailure: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// Input navviz refuses, said as `navviz check` says it: the message, then each
    /// diagnostic with its source line and caret.
    init(_ error: InputError) {
        var lines = error.message.map { [$0] } ?? []
        if let source = error.source, !error.diagnostics.isEmpty {
            lines.append(DiagnosticFormatter(style: .human, color: false).format(error.diagnostics, in: source))
        }
        if lines.isEmpty { lines.append("\(error.path) cannot be read") }
        self.init(lines.joined(separator: "\n"))
    }

    public var description: String { message }
}
