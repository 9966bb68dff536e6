import Foundation
@testable import NavPreview
import Testing

@Suite("Live preview parts")
struct PreviewTests {
    @Test func aFailureIsOneDataLinePerLine() {
        let event = PreviewEvent.failure("flow.nav:2:5: error: x\r\n 2 | A push\n")
        #expect(event.eventStreamText == "event: failure\ndata: flow.nav:2:5: error: x\ndata:  2 | A push\ndata: \n\n")
        #expect(PreviewEvent.version(7).eventStreamText == "event: version\ndata: 7\n\n")
    }

    @Test func theLiveScriptGoesBeforeTheFlipbooksLastBodyTag() {
        let flipbook = Array("<html><body><p>&lt;/body&gt;</p>\n</body>\n</html>\n".utf8)
        let page = String(decoding: PreviewPage.live(flipbook: flipbook, version: 4), as: UTF8.self)
        #expect(page.hasPrefix("<html><body><p>&lt;/body&gt;</p>\n<style>\n"))
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
        #expect(page.contains("{\"version\":4,\"failingStep\":null}"))
    }

    @Test func diagnosticsInTheFailingPageAreEscaped() {
        let page = String(decoding: PreviewPage.failing("a.nav:1:1: error: <script>alert(1)</script>", path: "<b>.nav"), as: UTF8.self)
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("<title>&lt;b&gt;.nav · navviz watch</title>"))
        #expect(!page.contains("id=\"navviz-watch-error\" role=\"alert\" hidden"))
    }

    @Test(arguments: ["127.0.0.1", "127.1.2.3", "localhost", "::1"])
    func loopbackAddressesAreServed(host: String) throws {
        #expect(throws: Never.self) { try FlowPreview.validate(host: host) }
    }

    @Test(arguments: ["0.0.0.0", "10.0.0.1", "128.0.0.1", "::", "example.com", ""])
    func otherAddressesAreRefused(host: String) {
        #expect(throws: NotLoopback.self) { try FlowPreview.validate(host: host) }
    }

    @Test func thePollerSeesASaveOnceAndADeletion() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-poll-\(UUID().uuidString).nav")
        try Data("root nav A [B]\n".utf8).write(to: url)
        var poller = FileChangePoller(path: url.path)
        var seen = [poller.poll()]
        try Data("root nav A [B]\nB push C\n".utf8).write(to: url, options: .atomic)
        seen += [poller.poll(), poller.poll()]
        try FileManager.default.removeItem(at: url)
        seen.append(poller.poll())
        #expect(seen == [false, true, false, true])
    }

    @Test func aNewSubscriberHearsTheCurrentStateFirst() async {
        let hub = PreviewHub()
        await hub.publish(page: Array("one".utf8))
        await hub.publish(failure: "flow.nav:1:1: error: x")
        var events = await hub.subscribe().makeAsyncIterator()
        #expect(await events.next() == .version(1))
        #expect(await events.next() == .failure("flow.nav:1:1: error: x"))
        await hub.publish(page: Array("two".utf8))
        #expect(await events.next() == .version(2))
        #expect(await hub.failure == nil)
        #expect(await hub.page == Array("two".utf8))
    }

    @Test func aRequestHeadIsReadWithLowercasedHeaderNames() throws {
        let request = try #require(PreviewRequest(head: "GET /events?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nORIGIN:  http://a  \r\nX: 1"))
        #expect(request == PreviewRequest(method: "GET", path: "/events", headers: ["host": "127.0.0.1:8080", "origin": "http://a", "x": "1"]))
        #expect(PreviewRequest(head: "GET / HTTP/1.1\nHost: a\n") != nil, "bare line feeds too")
        #expect(PreviewRequest(head: "GET /") == nil)
        #expect(PreviewRequest(head: "GET / SPDY/3") == nil)
        #expect(PreviewRequest(head: "GET / HTTP/1.1\r\nno colon") == nil)
    }

    @Test(arguments: [
        ("127.0.0.1", UInt16(8080), ["127.0.0.1:8080", "localhost:8080"]), ("::1", 80, ["[::1]:80", "localhost:80", "[::1]", "localhost"]),
    ])
    func theHostsThatNameTheServerCarryItsPort(host: String, port: UInt16, expected: [String]) throws {
        #expect(try LoopbackAddress(host: host, port: port).hosts(port: port) == Set(expected))
    }
}
