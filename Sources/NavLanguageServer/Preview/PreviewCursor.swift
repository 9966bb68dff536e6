import Foundation

/// Tells a running `navviz watch` which line of its flow the editor's cursor is on, so that
/// its page shows that line's step: `POST /cursor` on the watch's loopback address, with the
/// document and the line in headers (`Navviz-File`, `Navviz-Line`) and no body. The watch
/// server keeps its Host and Origin checks; a POST with headers of its own is a request
/// no web page can send to it without a preflight the server refuses. The watch maps the
/// line to a step of the version it shows, and answers 409 when it watches another file.
///
/// Sends are made off the server's queue, one at a time, the newest cursor replacing one
/// still waiting; a watch that is not running costs a refused connection.
public final class PreviewCursor: @unchecked Sendable {
    /// `navviz watch`'s default address.
    public static let defaultAddress = "127.0.0.1:8080"

    private let host: String
    private let port: UInt16
    private let log: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "navviz-lsp-preview")
    private let lock = NSLock()
    private var pending: (file: String, line: Int)?
    private var sending = false
    private var lastOutcome: String?

    /// `address` is `HOST:PORT` (or `http://HOST:PORT/`) on a loopback address; anything
    /// else is refused with a reason.
    init(address: String, log: @escaping @Sendable (String) -> Void) throws(AddressError) {
        var text = Substring(address)
        if text.hasPrefix("http://") { text = text.dropFirst("http://".count) }
        while text.hasSuffix("/") { text = text.dropLast() }
        guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else {
            throw AddressError(address: address, reason: "give HOST:PORT, e.g. \(Self.defaultAddress)")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard host == "localhost" || host == "::1" || host.hasPrefix("127.") else {
            throw AddressError(address: address, reason: "navviz watch serves on loopback addresses only (127.x.x.x, ::1, localhost)")
        }
        self.host = host == "localhost" ? "127.0.0.1" : host
        self.port = port
        self.log = log
    }

    struct AddressError: Error, CustomStringConvertible {
        var address: String
        var reason: String
        var description: String { "--preview \(address): \(reason)" }
    }

    /// The cursor is on `line` (1-based) of the document at `uri`.
    /// A URI with a control character (a CR LF would end the header and start a request of
    /// the client's making) is never copied into a header: logged, not sent.
    func moved(to line: Int, in uri: String) {
        guard !uri.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return report("not told of \(uri.debugDescription): the URI holds a control character, which no header may")
        }
        lock.withLock {
            pending = (uri, line)
            guard !sending else { return }
            sending = true
            queue.async { self.drain() }
        }
    }

    /// Waits for the sends already asked for (each gives up after half a second), so that a
    /// server shutting down has told the watch where the cursor ended up.
    func flush() {
        queue.sync {}
    }

    private func drain() {
        while let next = lock.withLock({ () -> (file: String, line: Int)? in
            defer { pending = nil }
            if pending == nil { sending = false }
            return pending
        }) {
            report(send(next.file, line: next.line))
        }
    }

    /// Logs a change of outcome once: the first answer, a watch that stops or starts.
    private func report(_ outcome: String) {
        let changed = lock.withLock { () -> Bool in
            defer { lastOutcome = outcome }
            return lastOutcome != outcome
        }
        if changed { log("navviz lsp: preview at \(host):\(port): \(outcome)") }
    }

    private static func connect<Address>(_ descriptor: Int32, to address: inout Address) -> Int32 {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<Address>.size)) }
        }
    }

    /// One request; the outcome in words.
    private func send(_ file: String, line: Int) -> String {
        let isIPv6 = host.contains(":")
        let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return "no socket" }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 0, tv_usec: 500_000)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var connected: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            connected = Self.connect(descriptor, to: &address)
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            connected = Self.connect(descriptor, to: &address)
        }
        guard connected == 0 else { return "no navviz watch is listening" }
        let hostHeader = isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)"
        let request = Array(
            "POST /cursor HTTP/1.1\r\nHost: \(hostHeader)\r\nNavviz-File: \(file)\r\nNavviz-Line: \(line)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                .utf8)
        guard request.withUnsafeBytes({ Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            return "the request could not be sent"
        }
        var answer = [UInt8](repeating: 0, count: 512)
        let count = answer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        let status = String(decoding: answer.prefix(max(0, count)), as: UTF8.self).split(separator: "\r\n").first ?? ""
        if status.hasPrefix("HTTP/1.1 204") { return "it follows the cursor" }
        if status.hasPrefix("HTTP/1.1 409") { return "it watches another file" }
        return "it answered `\(status.prefix(60))`, not as navviz watch does"
    }
}
