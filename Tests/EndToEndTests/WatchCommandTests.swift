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
        #expect(page.contains("{\"version\":1,\"failingStep\":null}"))
        #expect(page.contains("new EventSource(\"/events\")"))

        let events = try LoopbackHTTP.EventStream(port: port)
        let opening = try events.read(until: "event: version\ndata: 1\n\n")
        #expect(opening.contains("Content-Type: text/event-stream"))

        try Data(Self.second.utf8).write(to: flow, options: .atomic)
        _ = try events.read(until: "event: version\ndata: 2\n\n")
        let changed = try LoopbackHTTP.get("/", port: port)
        #expect(changed.contains("open settings"))
        #expect(changed.contains("{\"version\":2,\"failingStep\":null}"))

        try Data(Self.broken.utf8).write(to: flow, options: .atomic)
        let failure = try events.read(until: "\n\n", after: "event: failure\n")
        #expect(failure.contains("data: \(flow.path):4:"))
        #expect(failure.contains("error:"))
        #expect(!failure.contains("event: version\ndata: 3"))
        // The last good drawing stays, with the error shown over it by the script.
        let kept = try LoopbackHTTP.get("/", port: port)
        #expect(kept.contains("open settings"))
        #expect(kept.contains("{\"version\":2,\"failingStep\":null}"))

        try Data(Self.first.utf8).write(to: flow, options: .atomic)
        _ = try events.read(until: "event: version\ndata: 3\n\n")

        let output = server.stop()
        #expect(output.stdout.contains("http://127.0.0.1:\(port)/"))
        #expect(output.stderr.contains("\(flow.path):4:"))
        #expect(output.stderr.contains("error:"))
    }

    /// An `expect` line that starts failing is printed on the terminal with its location,
    /// and the served page opens the step it fails at.
    @Test func aFailingExpectationIsPrintedAndThePageOpensItsStep() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("flow.nav")
        try Data(Self.second.utf8).write(to: flow, options: .atomic)
        let server = try WatchServer(arguments: ["watch", flow.path, "--port", "0", "--color", "never"])
        defer { server.stop() }
        let port = try server.port()
        #expect(try LoopbackHTTP.get("/", port: port).contains("\"failingStep\":null}"))

        let events = try LoopbackHTTP.EventStream(port: port)
        _ = try events.read(until: "event: version\ndata: 1\n\n")
        let failing = "root nav Main [Home]\nHome push Details\nexpect top == Home\nDetails push Settings\nexpect top == Settings\n"
        try Data(failing.utf8).write(to: flow, options: .atomic)
        _ = try events.read(until: "event: version\ndata: 2\n\n")
        let page = try LoopbackHTTP.get("/", port: port)
        #expect(page.contains("{\"version\":2,\"failingStep\":1}"), "the first failure follows step 1")

        let output = server.stop()
        #expect(output.stderr.contains("rendered \(flow.path) (version 2); 1 failed, the page opens step 1:"), "\(output.stderr)")
        #expect(output.stderr.contains("\(flow.path):3:15: error: expectation failed: expected Home, got Details"), "\(output.stderr)")
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
        #expect(page.contains("{\"version\":0,\"failingStep\":null}"))
    }

    /// In headless Chromium (scripts/browser-test --live): a save reloads the open page
    /// at the same step; a broken save shows the diagnostics over the last good drawing.
    @Test func thePageReloadsAtTheSameStepAndShowsErrorsInChromium() throws {
        let flow = try temporaryFolder().appendingPathComponent("article.nav")
        try FileManager.default.copyItem(at: NavvizProcess.packageRoot.appendingPathComponent("examples/article.nav"), to: flow)
        let server = try WatchServer(arguments: ["watch", flow.path, "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let result = try NavvizProcess.run(
            ["--live", "http://127.0.0.1:\(port)/", flow.path],
            executable: NavvizProcess.packageRoot.appendingPathComponent("scripts/browser-test"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("a save reloads the page at #step=2"))
        #expect(result.stdout.contains("an expect line that starts failing opens its step"))
        #expect(result.stdout.contains("a broken save shows '\(flow.path):"))
    }

    @Test func thePageTakesTheTheme() throws {
        let server = try WatchServer(arguments: ["watch", "examples/tab-bar.nav", "--port", "0", "--theme", "dark"])
        defer { server.stop() }
        let page = try LoopbackHTTP.get("/", port: try server.port())
        #expect(page.contains(":root { color-scheme: dark;"))
        let drawing = try FlipbookVariants.unpacked(page)
        #expect(drawing.contains("fill=\"#1b2f52\""))
        #expect(!drawing.contains("fill=\"#d0e2ff\""))
    }

    @Test func aPortInUseIsAnError() throws {
        let server = try WatchServer(arguments: ["watch", "examples/article.nav", "--port", "0"])
        defer { server.stop() }
        let port = try server.port()
        let second = try NavvizProcess.run(["watch", "examples/article.nav", "--port", String(port)])
        #expect(second.status == 2)
        #expect(second.stderr.contains("navviz: error: cannot serve on 127.0.0.1:\(port)"))
    }

    /// A port another program listens on (not a navviz) is said in words, with how to pick
    /// another, before anything is rendered (issue 44: `failed(type: "Bind", errno: 98 …)`
    /// after "rendered").
    @Test func aPortAnotherProgramHoldsSaysHowToPickAnother() throws {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && listen(socket, 1) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        try #require(bound)
        let port = UInt16(bigEndian: address.sin_port)
        let result = try NavvizProcess.run(["watch", "examples/article.nav", "--port", String(port)])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "navviz: error: cannot serve on 127.0.0.1:\(port): the port is in use by another program (another navviz watch?): "
                + "pick another with --port N, or --port 0 for any free port\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test(arguments: ["0.0.0.0", "192.168.1.20", "example.com"])
    func refusesAnAddressOtherThanLoopback(host: String) throws {
        let result = try NavvizProcess.run(["watch", "examples/article.nav", "--host", host, "--port", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not a loopback address"))
    }
}
