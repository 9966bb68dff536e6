/// What the preview server answers: a status, and a page or a never-ending event stream.
struct PreviewResponse: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        /// Server-sent events, written as they come until the page goes away.
        case events(AsyncStream<PreviewEvent>)
    }

    var status: Int
    var contentType: String
    var body: Body

    /// A short plain-text answer, for refusals.
    static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: .bytes(Array((text + "\n").utf8)))
    }

    /// The status line and headers. Every response ends its connection: one request a
    /// connection keeps the server simple, and pages make few.
    var head: [UInt8] {
        var lines = [
            "HTTP/1.1 \(status) \(Self.reason(status))", "Content-Type: \(contentType)", "Cache-Control: no-store",
            "X-Content-Type-Options: nosniff", "Connection: close",
        ]
        if case .bytes(let bytes) = body { lines.append("Content-Length: \(bytes.count)") }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 204: return "No Content"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 421: return "Misdirected Request"
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
