import Foundation
import NavLanguage
import NavLayout
import NavOutput

/// `navviz watch`: renders a flow's flipbook whenever the file is saved and serves it
/// on a loopback address. The page listens to `/events` (server-sent events): a new
/// version reloads it at the same step, or at the first failing step when an `expect`
/// starts failing; a failed render shows navviz's diagnostics over the last good
/// drawing, which stays. `navviz lsp` tells it where the editor's cursor is (`POST
/// /cursor`), and the pages show that step.
public struct FlowPreview: Sendable {
    public let path: String
    private let address: LoopbackAddress
    private let pollInterval: Duration
    /// How each version is drawn: the flipbook on the stable layout, in the `--theme` asked for.
    private let style: DrawingStyle
    /// How each version's map is laid out.
    private let mapLayout: MapLayout
    /// How diagnostics are written to the terminal (the page always gets them plain).
    private let formatter: DiagnosticFormatter
    private let log: @Sendable (String) -> Void
    private let hub = PreviewHub()

    /// Refuses a `host` that is not a loopback address (`NotLoopback`).
    public init(
        path: String, host: String, port: UInt16, style: DrawingStyle = DrawingStyle(), mapLayout: MapLayout,
        pollInterval: Duration = .milliseconds(200),
        formatter: DiagnosticFormatter, log: @escaping @Sendable (String) -> Void
    ) throws {
        self.path = path
        address = try LoopbackAddress(host: host, port: port)
        self.pollInterval = pollInterval
        self.style = style
        self.mapLayout = mapLayout
        self.formatter = formatter
        self.log = log
    }

    /// Checks `host` without starting anything, for argument validation.
    public static func validate(host: String) throws {
        _ = try LoopbackAddress(host: host, port: 0)
    }

    /// Listens (a port in use is `PortUnavailable`, before anything is rendered), renders
    /// the file, calls `listening` with the page's address, and then serves and watches
    /// the file until the task is cancelled.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let server = PreviewServer(address: address, limits: PreviewServer.Limits()) { await respond(to: $0) }
        let socket = try server.listen()
        // The poller's first look comes before the first render: a save during it counts.
        let poller = FileChangePoller(path: path)
        let first = await render(after: nil)
        listening("http://\(address.urlHost):\(socket.port)/")
        // Whichever ends first ends both: the server failing or the watch loop being cancelled.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.serve(socket) }
            group.addTask { try await watch(poller, from: first) }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Polls the file and renders each change; `rendered` is the text drawn last.
    private func watch(_ poller: FileChangePoller, from rendered: [UInt8]?) async throws {
        var (poller, rendered) = (poller, rendered)
        while true {
            try await Task.sleep(for: pollInterval)
            if poller.poll() { rendered = await render(after: rendered) }
        }
    }

    /// The page, or the event stream of new versions and failures.
    private func respond(to request: PreviewRequest) async -> PreviewResponse {
        switch request.path {
        case "/" where request.method == "GET":
            let (page, version, failure, failingStep) = await (hub.page, hub.version, hub.failure, hub.failingStep)
            let body =
                page.map { PreviewPage.live(flipbook: $0, version: version, failingStep: failingStep) }
                ?? PreviewPage.failing(failure ?? "", path: path)
            return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: .bytes(body))
        case "/events" where request.method == "GET":
            return PreviewResponse(status: 200, contentType: "text/event-stream", body: .events(await hub.subscribe()))
        case "/cursor" where request.method == "POST":
            return await followCursor(request)
        case "/", "/events", "/cursor":
            return .text(405, "navviz watch: \(request.path) does not take \(request.method)")
        default:
            return .text(404, "navviz watch: no such page")
        }
    }

    /// `POST /cursor` from `navviz lsp`: the editor's cursor is on line `Navviz-Line` of the
    /// document `Navviz-File` (a file URI or a path). Pages show that line's step when the
    /// document is the watched file (409 otherwise).
    private func followCursor(_ request: PreviewRequest) async -> PreviewResponse {
        guard let file = request.headers["navviz-file"], let line = request.headers["navviz-line"].flatMap({ Int($0) }), line >= 1 else {
            return .text(400, "navviz watch: /cursor takes the headers Navviz-File and Navviz-Line")
        }
        let named = URL(string: file).flatMap { $0.isFileURL ? $0 : nil } ?? URL(fileURLWithPath: file)
        guard named.resolvingSymlinksInPath().path == URL(fileURLWithPath: path).resolvingSymlinksInPath().path else {
            return .text(409, "navviz watch: watching \(path), not \(named.path)")
        }
        await hub.publish(cursorLine: line)
        return PreviewResponse(status: 204, contentType: "text/plain; charset=utf-8", body: .bytes([]))
    }

    /// Reads and renders the file unless its bytes are `previous` (a save without a
    /// change); publishes the page or the failure. Returns the bytes it read.
    private func render(after previous: [UInt8]?) async -> [UInt8]? {
        guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
            await fail("navviz: error: cannot read \(path): no such file or not readable")
            return nil
        }
        if bytes == previous { return previous }
        let (path, style, mapLayout) = (path, style, mapLayout)
        let result = await withCheckedContinuation { (done: CheckedContinuation<Result<Version, any Error>, Never>) in
            DispatchQueue.global().async {
                done.resume(returning: Result { try Self.version(path: path, bytes: bytes, style: style, mapLayout: mapLayout) })
            }
        }
        switch result {
        case .success(let version):
            let failed =
                version.failures.isEmpty
                ? ""
                : "; \(version.failures.count) failed, the page opens step \(version.failingStep ?? 0):\n"
                    + formatter.format(version.failures, in: version.source)
            // The terminal hears first: a page (or test) that sees the new version finds
            // its line already written. Renders run one at a time, so the number is next.
            log("navviz: rendered \(path) (version \(await hub.version + 1))" + failed)
            await hub.publish(page: version.page, failingStep: version.failingStep, stepLines: version.stepLines)
        case .failure(let error as InputError):
            let plain = DiagnosticFormatter(style: .human, color: false)
            await fail(Self.describe(error, formatter: plain), terminal: Self.describe(error, formatter: formatter))
        case .failure(let error):
            await fail("navviz: error: \(error)")
        }
        return bytes
    }

    private func fail(_ text: String, terminal: String? = nil) async {
        log(terminal ?? text)
        await hub.publish(failure: text)
    }

    /// One good rendering of the file: its flipbook page and what fails in it.
    struct Version {
        /// The flipbook (`index.html`).
        var page: [UInt8]
        /// Failed `expect` lines and an unexpected crash, for the terminal.
        var failures: [Diagnostic]
        var source: SourceFile
        /// The step of the first failure, which the page opens when it starts failing.
        var failingStep: Int?
        /// The line each step starts on.
        var stepLines: [Int]
    }

    /// The flow in `bytes`, drawn as a flipbook, with its failures.
    static func version(path: String, bytes: [UInt8], style: DrawingStyle, mapLayout: MapLayout) throws -> Version {
        let loaded = try LoadedFlow.load(path: path, bytes: bytes, recording: .streamed, mapLayout: mapLayout)
        let rendered = try RenderedFlow(loaded: loaded, formats: [.html], style: style)
        let page = try rendered.outputFiles().first { $0.path == "index.html" }?.bytes ?? []
        let failures = loaded.flow.failures
        return Version(
            page: page, failures: failures, source: loaded.source, failingStep: failures.first.map { loaded.flow.step(containing: $0.location) },
            stepLines: loaded.flow.frames.map(\.location.line))
    }

    private static func describe(_ error: InputError, formatter: DiagnosticFormatter) -> String {
        var parts: [String] = []
        if let message = error.message { parts.append("navviz: error: \(message)") }
        if let source = error.source, !error.diagnostics.isEmpty { parts.append(formatter.format(error.diagnostics, in: source)) }
        return parts.joined(separator: "\n")
    }
}
