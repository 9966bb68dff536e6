import Foundation
import Testing

/// `navviz watch` through the built binary: the served page, the event stream, a
/// change, a broken file. Nothing sleeps: each step reads until what it waits for
/// arrives, and a watchdog ends the server (and so every read) after a bounded time.
@Suite("navviz watch end to end", .serialized)
struct WatchCommandTests {
    static let first = "root nav Main [Home]\nHome push Details \"open details\"\n"
    static let second = first + "Details push Settings \"open settings\"\n"
    static let broken = second + "Settings present\n"

    @Test func servesThePageAndPushesEachSaveAndEachError() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("flow.nav")
        try Data(Self.first.utf8).write(to: flow, options: .atomic)
        let server = try WatchServer(arguments: ["watch", flow.path, "--port", "0", "--color", "never"])
        defer { server.stop() }
        let port = try server.port()

        let page = try LoopbackHTTP.get("/", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200"))
        #expect(page.contains("<script type=\"application/json\" id=\"navviz-data\">"))
        #expect(page.contains("open details"))
        #expect(page.contains("const shown = 1;"))
        #expect(page.contains("new EventSource(\"/events\")"))

        let events = try LoopbackHTTP.EventStream(port: port)
        let opening = try events.read(until: "event: version\ndata: 1\n\n")
        #expect(opening.contains("Content-Type: text/event-stream"))

        try Data(Self.second.utf8).write(to: flow, options: .atomic)
        _ = try events.read(until: "event: version\ndata: 2\n\n")
        let changed = try LoopbackHTTP.get("/", port: port)
        #expect(changed.contains("open settings"))
        #expect(changed.contains("const shown = 2;"))

        try Data(Self.broken.utf8).write(to: flow, options: .atomic)
        let failure = try events.read(until: "\n\n", after: "event: failure\n")
        #expect(failure.contains("data: \(flow.path):4:"))
        #expect(failure.contains("error:"))
        #expect(!failure.contains("event: version\ndata: 3"))
        // The last good drawing stays, with the error shown over it by the script.
        let kept = try LoopbackHTTP.get("/", port: port)
        #expect(kept.contains("open settings"))
        #expect(kept.contains("const shown = 2;"))

        try Data(Self.first.utf8).write(to: flow, options: .atomic)
        _ = try events.read(until: "event: version\ndata: 3\n\n")

        let output = server.stop()
        #expect(output.stdout.contains("http://127.0.0.1:\(port)/"))
        #expect(output.stderr.contains("\(flow.path):4:"))
        #expect(output.stderr.contains("error:"))
    }

    @Test func aFileWithErrorsFromTheStartServesItsDiagnostics() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("flow.nav")
        try Data("root nav Main [Home\n".utf8).write(to: flow, options: .atomic)
        let server = try WatchServer(arguments: ["watch", flow.path, "--port", "0", "--color", "never"])
        defer { server.stop() }
        let page = try LoopbackHTTP.get("/", port: try server.port())
        #expect(page.contains("does not render yet"))
        #expect(page.contains("\(flow.path):1:"))
        #expect(page.contains("const shown = 0;"))
    }

    /// In headless Chromium (scripts/browser-test --live): a save reloads the open page
    /// at the same step; a broken save shows the diagnostics over the last good drawing.
    @Test func thePageReloadsAtTheSameStepAndShowsErrorsInChromium() throws {
        let flow = try temporaryFolder().appendingPathComponent("article.nav")
        try FileManager.default.copyItem(at: NavvizProcess.packageRoot.appendingPathComponent("examples/article.nav"), to: flow)
        let server = try WatchServer(arguments: ["watch", flow.path, "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let result = try NavvizProcess.run(["--live", "http://127.0.0.1:\(port)/", flow.path],
                                           executable: NavvizProcess.packageRoot.appendingPathComponent("scripts/browser-test"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("a save reloads the page at #step=2"))
        #expect(result.stdout.contains("a broken save shows '\(flow.path):"))
    }

    @Test func aPortInUseIsAnError() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let second = try NavvizProcess.run(["watch", "examples/article.nav", "--port", String(port)])
        #expect(second.status == 2)
        #expect(second.stderr.contains("navviz: error: cannot serve on 127.0.0.1:\(port)"))
    }

    @Test(arguments: ["0.0.0.0", "192.168.1.20", "example.com"])
    func refusesAnAddressOtherThanLoopback(host: String) throws {
        let result = try NavvizProcess.run(["watch", "examples/article.nav", "--host", host, "--port", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not a loopback address"))
    }
}

/// A running `navviz watch`, ended by `stop()` or, at the latest, by its watchdog.
final class WatchServer: @unchecked Sendable {
    private let process = Process()
    private let stdout = Pipe(), stderr = Pipe()
    private var collected: (stdout: String, stderr: String)?

    /// The most a whole test waits for the server.
    static let timeLimit: Double = 120

    init(arguments: [String]) throws {
        process.executableURL = NavvizProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = NavvizProcess.packageRoot
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeLimit) { [process] in
            if process.isRunning { process.terminate() }
        }
    }

    /// The port from the address the server prints first.
    func port() throws -> UInt16 {
        var text = ""
        while !text.contains("/ (") {
            let data = stdout.fileHandleForReading.availableData
            if data.isEmpty { throw WatchTestError.ended("navviz watch printed no address: \(text)") }
            text += String(decoding: data, as: UTF8.self)
        }
        initialOutput = text
        guard let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), let port = UInt16(match.1) else {
            throw WatchTestError.ended("no address in: \(text)")
        }
        return port
    }

    private var initialOutput = ""

    /// Ends the server and returns everything it printed.
    @discardableResult
    func stop() -> (stdout: String, stderr: String) {
        if let collected { return collected }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let out = initialOutput + String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        collected = (out, err)
        return (out, err)
    }
}

enum WatchTestError: Error {
    case ended(String)
}

/// HTTP/1.1 over a plain loopback socket, enough for the preview: each read waits at
/// most `readTimeout` seconds.
enum LoopbackHTTP {
    static let readTimeout = 60

    static func connect(port: UInt16) throws -> Int32 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw WatchTestError.ended("socket() failed") }
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw WatchTestError.ended("cannot connect to port \(port)") }
        return socket
    }

    static func send(_ request: String, to socket: Int32) {
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Some bytes, or nil at the end of the stream; throws when nothing came in time.
    static func receive(from socket: Int32) throws -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw WatchTestError.ended("nothing from the server in \(readTimeout) s") }
        return count == 0 ? nil : Array(buffer[..<count])
    }

    /// The whole response (status line, headers, body) to `GET path`.
    static func get(_ path: String, port: UInt16) throws -> String {
        let socket = try connect(port: port)
        defer { close(socket) }
        send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", to: socket)
        var bytes: [UInt8] = []
        while let chunk = try receive(from: socket) { bytes += chunk }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `GET /events`, read as it arrives.
    final class EventStream {
        private let socket: Int32
        private var text = ""

        init(port: UInt16) throws {
            socket = try LoopbackHTTP.connect(port: port)
            LoopbackHTTP.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n", to: socket)
        }

        deinit { close(socket) }

        /// What arrived up to and including the first `needle` after `marker`; what
        /// follows stays for the next read.
        func read(until needle: String, after marker: String = "") throws -> String {
            while true {
                if let start = text.range(of: marker)?.lowerBound ?? (marker.isEmpty ? text.startIndex : nil),
                   let end = text[start...].range(of: needle)?.upperBound {
                    let found = String(text[..<end])
                    text = String(text[end...])
                    return found
                }
                guard let chunk = try LoopbackHTTP.receive(from: socket) else { throw WatchTestError.ended("the stream ended: \(text)") }
                text += String(decoding: chunk, as: UTF8.self)
            }
        }
    }
}
