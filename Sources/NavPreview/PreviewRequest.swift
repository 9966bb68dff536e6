/// A request's head as the preview server reads it: the request line and the headers it
/// looks at. Header names are lowercased; a repeated header keeps its last value.
struct PreviewRequest: Sendable, Equatable {
    var method: String
    var path: String
    var headers: [String: String]

    /// The head's text, without the blank line that ends it; nil when malformed.
    init?(head: String) {
        // "\r\n" is one Character, a line break like "\n".
        var lines = head.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let parts = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        // The query does not matter to the preview.
        path = String(parts[1].prefix { $0 != "?" })
        headers = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
        }
    }

    init(method: String, path: String, headers: [String: String]) {
        (self.method, self.path, self.headers) = (method, path, headers)
    }
}

private extension Substring {
    func trimmingCharacters(in blanks: String) -> String {
        String(drop { blanks.contains($0) }.reversed().drop { blanks.contains($0) }.reversed())
    }
}
