/// What the preview tells the open pages, as a server-sent event.
enum PreviewEvent: Sendable, Equatable {
    /// A good drawing, numbered from 1 on each successful render; pages showing another
    /// number reload (at the same `#step=N`).
    case version(Int)
    /// The file as saved does not render: navviz's diagnostics, shown over the last
    /// good drawing.
    case failure(String)
    /// The editor's cursor moved to this step (`navviz lsp`): pages show it.
    case cursor(Int)

    /// The event in the `text/event-stream` format: one `data:` line per line of text,
    /// which the browser's EventSource joins back with newlines.
    var eventStreamText: String {
        switch self {
        case .version(let number):
            return "event: version\ndata: \(number)\n\n"
        case .cursor(let step):
            return "event: cursor\ndata: \(step)\n\n"
        case .failure(let text):
            // A line break inside a data line would end it: every kind of break splits.
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { "data: " + $0 }
            return "event: failure\n" + lines.joined(separator: "\n") + "\n\n"
        }
    }
}
