import Foundation
import Testing

/// `navviz watch` answers only its own pages, and no request can make it slow or stop it
/// (issue 21, item 6): `Host` must name the preview with its port (against DNS
/// rebinding), an `Origin` must be its own, a request's head is capped and must come
/// in time, and connections are capped.
@Suite("navviz watch safety", .serialized)
struct PreviewServerSafetyTests {
    private func request(_ path: String, host: String?, origin: String? = nil) -> [UInt8] {
        let lines = ["GET \(path) HTTP/1.1"] + (host.map { ["Host: \($0)"] } ?? []) + (origin.map { ["Origin: \($0)"] } ?? []) + ["Connection: close"]
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    @Test func aRequestNamingAnotherHostIsRefused() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        for host in ["attacker.example:\(port)", "127.0.0.1.attacker.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1"] {
            let answer = try LoopbackHTTP.exchange(request("/", host: host), port: port)
            #expect(answer.hasPrefix("HTTP/1.1 421 "), "\(host): \(answer.prefix(200))")
            #expect(!answer.contains("navviz-data"), "the drawing leaked to \(host)")
        }
        #expect(try LoopbackHTTP.exchange(request("/", host: nil), port: port).hasPrefix("HTTP/1.1 421 "))
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
            #expect(try LoopbackHTTP.exchange(request("/", host: host), port: port).hasPrefix("HTTP/1.1 200 "), "\(host)")
        }
    }

    @Test func anEventStreamFromAnotherOriginIsRefused() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        for origin in ["http://attacker.example", "http://localhost:\(port + 1)", "null"] {
            let answer = try LoopbackHTTP.exchange(request("/events", host: "127.0.0.1:\(port)", origin: origin), port: port)
            #expect(answer.hasPrefix("HTTP/1.1 403 "), "\(origin): \(answer.prefix(200))")
            #expect(!answer.contains("event: version"))
        }
        let socket = try LoopbackHTTP.connect(port: port)
        defer { close(socket) }
        LoopbackHTTP.send(
            String(decoding: request("/events", host: "localhost:\(port)", origin: "http://localhost:\(port)"), as: UTF8.self), to: socket)
        let own = String(decoding: try #require(try LoopbackHTTP.receive(from: socket)), as: UTF8.self)
        #expect(own.hasPrefix("HTTP/1.1 200 "), "the page's own origin is served: \(own)")
    }

    /// `POST /cursor` (from `navviz lsp`) passes the same checks, and takes its own headers.
    @Test func theCursorIsTakenOnlyFromAPostWithNavvizHeadersThatNamesThePreview() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let file = NavvizProcess.packageRoot.appendingPathComponent("examples/article.nav").absoluteString
        func post(host: String, origin: String? = nil, headers: [String] = ["Navviz-File: \(file)", "Navviz-Line: 9"]) throws -> String {
            let lines =
                ["POST /cursor HTTP/1.1", "Host: \(host)"] + (origin.map { ["Origin: \($0)"] } ?? []) + headers + [
                    "Content-Length: 0", "Connection: close",
                ]
            return try LoopbackHTTP.exchange(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8), port: port)
        }
        #expect(try post(host: "attacker.example:\(port)").hasPrefix("HTTP/1.1 421 "))
        #expect(try post(host: "127.0.0.1:\(port)", origin: "http://attacker.example").hasPrefix("HTTP/1.1 403 "))
        #expect(try post(host: "127.0.0.1:\(port)", headers: ["Navviz-Line: 9"]).hasPrefix("HTTP/1.1 400 "))
        #expect(try post(host: "127.0.0.1:\(port)", headers: ["Navviz-File: /elsewhere/other.nav", "Navviz-Line: 9"]).hasPrefix("HTTP/1.1 409 "))
        #expect(try LoopbackHTTP.exchange(request("/cursor", host: "127.0.0.1:\(port)"), port: port).hasPrefix("HTTP/1.1 405 "))
        let events = try LoopbackHTTP.EventStream(port: port)
        _ = try events.read(until: "\n\n", after: "event: version")
        #expect(try post(host: "localhost:\(port)", origin: "http://localhost:\(port)").hasPrefix("HTTP/1.1 204 "))
        // Line 9 of the article is `VCN2 present VCM1 style: fullScreen`, step 2.
        #expect(try events.read(until: "\n\n", after: "event: cursor").hasSuffix("event: cursor\ndata: 2\n\n"))
    }

    @Test func aOneMegabyteHeaderIsAnsweredAtOnce() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let huge =
            Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Padding: ".utf8) + [UInt8](repeating: 0x61, count: 1 << 20) + Array("\r\n\r\n".utf8)
        let answer = try LoopbackHTTP.exchange(huge, port: port)
        #expect(answer.hasPrefix("HTTP/1.1 431 "), "\(answer.prefix(200))")
        #expect(try LoopbackHTTP.get("/", port: port).hasPrefix("HTTP/1.1 200 "))
    }

    @Test func tenMegabyteHeadersDoNotWedgeTheServer() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let huge = Array("GET / HTTP/1.1\r\nX-Padding: ".utf8) + [UInt8](repeating: 0x61, count: 10 << 20)
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in answers.add((try? LoopbackHTTP.exchange(huge, port: port)) ?? "no answer") }
        for answer in answers.all { #expect(answer.hasPrefix("HTTP/1.1 431 "), "\(answer.prefix(200))") }
        #expect(try LoopbackHTTP.get("/", port: port).hasPrefix("HTTP/1.1 200 "))
    }

    /// Idle connections past the cap are refused at once; the others are closed when
    /// their request does not come in time; then the page is served again.
    @Test func idleConnectionsAreCappedAndTimedOut() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let sockets = try (0..<40).map { _ in try LoopbackHTTP.connect(port: port) }
        defer { sockets.forEach { close($0) } }
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: sockets.count) { index in
            var bytes: [UInt8] = []
            while let chunk = try? LoopbackHTTP.receive(from: sockets[index]) { bytes += chunk }
            answers.add(String(decoding: bytes.prefix(40), as: UTF8.self))
        }
        let statuses = answers.all.map { $0.prefix(12) }
        #expect(statuses.filter { $0 == "HTTP/1.1 503" }.count == 8, "\(statuses)")
        #expect(statuses.filter { $0 == "HTTP/1.1 408" }.count == 32, "\(statuses)")
        #expect(try LoopbackHTTP.get("/", port: port).hasPrefix("HTTP/1.1 200 "))
    }
}

/// Answers collected from several threads.
private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String] = []

    func add(_ answer: String) { lock.withLock { answers.append(answer) } }
    var all: [String] { lock.withLock { answers } }
}
