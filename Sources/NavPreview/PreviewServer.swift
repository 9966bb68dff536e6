import FlyingSocks
import Foundation

/// The preview's HTTP/1.1 server, on FlyingSocks' non-blocking sockets: one request a
/// connection, and written for a port that every program on the machine, and every web
/// page open in its browser, can reach.
///
/// - The request's head is read up to `Limits.headBytes` (431 past it) within
///   `Limits.headSeconds` (408 past it), and at most `Limits.requests` requests and
///   `Limits.eventStreams` event streams are held at once: past either, the oldest of its
///   kind is closed (`ConnectionSlots`), so a huge or slow request costs little, and no
///   number of idle connections or open streams keeps the page out. (FlyingFox's own
///   server reads headers without a limit.)
/// - `Host` must name the address served, or `localhost`, with the server's port (421
///   otherwise), so that a web page that rebinds its own domain name to 127.0.0.1 cannot
///   read the preview; an `Origin`, when sent, must be the preview's own (403 otherwise).
/// - The only requests are GET and POST, and a POST has no body: what it says is in
///   headers of navviz's own (`FlowPreview`), which no web page sends without a CORS
///   preflight (`OPTIONS`), refused here.
struct PreviewServer: Sendable {
    struct Limits: Sendable {
        var headBytes = 16 << 10
        var headSeconds: Double = 10
        var requests = 32
        var eventStreams = 16
    }

    let address: LoopbackAddress
    let limits: Limits
    let respond: @Sendable (PreviewRequest) async -> PreviewResponse

    /// A socket bound to the address and listening, and its port (the one the system
    /// picked for port 0).
    struct Listening {
        let socket: Socket
        let port: UInt16
    }

    /// Binds and listens; a port another program holds is `PortUnavailable`.
    func listen() throws -> Listening {
        let socket = try Socket(domain: Int32(type(of: address.socketAddress).family))
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address.socketAddress)
            try socket.listen()
            switch try socket.sockname() {
            case .ip4(_, let bound), .ip6(_, let bound): return Listening(socket: socket, port: bound)
            case .unix: return Listening(socket: socket, port: 0)
            }
        } catch {
            try? socket.close()
            if case SocketError.failed(_, let code, _) = error { throw PortUnavailable(code: code) }
            throw error
        }
    }

    /// Serves on `listening` until cancelled.
    func serve(_ listening: Listening) async throws {
        let pool: some AsyncSocketPool = .make()
        try await pool.prepare()
        let listener = try AsyncSocket(socket: listening.socket, pool: pool)
        let hosts = address.hosts(port: listening.port)
        let open = ConnectionSlots(requests: limits.requests, events: limits.eventStreams)
        defer { try? listener.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    for try await connection in listener.sockets {
                        connections.addTask { await serve(connection, hosts: hosts, open: open) }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    private func serve(_ connection: AsyncSocket, hosts: Set<String>, open: ConnectionSlots) async {
        defer { try? connection.close() }
        let slot = open.admit(connection.socket.file.rawValue)
        let refusal = await answer(connection, hosts: hosts) { open.move(slot, to: .events) }
        // A refused connection no longer counts while its client finishes sending.
        open.leave(slot)
        if let refusal { await refuse(connection, refusal) }
    }

    /// Reads the request and writes the answer (`streaming` hears when it is an event
    /// stream); or returns the refusal to send.
    private func answer(_ connection: AsyncSocket, hosts: Set<String>, streaming: () -> Void) async -> PreviewResponse? {
        let request: PreviewRequest
        switch await readHead(connection) {
        case .tooLarge: return .text(431, "navviz watch: the request's header is too large")
        case .timedOut: return .text(408, "navviz watch: the request took too long")
        case .closed: return nil
        case .head(let head):
            guard let parsed = PreviewRequest(head: head) else { return .text(400, "navviz watch: bad request") }
            request = parsed
        }
        let response = await response(to: request, hosts: hosts)
        do {
            try await connection.write(Data(response.head))
            switch response.body {
            case .bytes(let bytes): try await connection.write(Data(bytes))
            case .events(let events):
                streaming()
                await stream(events, to: connection)
            }
        } catch {}
        return nil
    }

    /// The answer to a request that names this server and comes from its own pages.
    private func response(to request: PreviewRequest, hosts: Set<String>) async -> PreviewResponse {
        guard let host = request.headers["host"]?.lowercased(), hosts.contains(host) else {
            return .text(421, "navviz watch: this preview answers only to \(hosts.sorted().joined(separator: " or "))")
        }
        if let origin = request.headers["origin"]?.lowercased(), !hosts.contains(where: { origin == "http://" + $0 }) {
            return .text(403, "navviz watch: requests from other origins are refused")
        }
        guard request.method == "GET" || request.method == "POST" else { return .text(405, "navviz watch: only GET and POST") }
        return await respond(request)
    }

    private enum Head {
        case head(String)
        case tooLarge, timedOut, closed
    }

    /// Reads up to the blank line that ends the request's head, within the limits.
    private func readHead(_ connection: AsyncSocket) async -> Head {
        let limit = limits.headBytes
        return await withTaskGroup(of: Head.self) { group in
            group.addTask {
                var bytes: [UInt8] = []
                while bytes.count <= limit {
                    guard let chunk = try? await connection.read(atMost: 4096), !chunk.isEmpty else { return .closed }
                    let searchFrom = max(0, bytes.count - 3)
                    bytes += chunk
                    if let end = Self.endOfHead(in: bytes, from: searchFrom) {
                        return end <= limit ? .head(String(decoding: bytes[..<end], as: UTF8.self)) : .tooLarge
                    }
                }
                return .tooLarge
            }
            group.addTask { [limits] in
                try? await Task.sleep(for: .seconds(limits.headSeconds))
                return .timedOut
            }
            let first = await group.next()!
            group.cancelAll()
            return first
        }
    }

    /// Where the head ends: the index of its blank line (`\r\n\r\n`, or `\n\n`).
    private static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x0A {
                if bytes[index + 1] == 0x0A { return index }
                if index + 2 < bytes.count && bytes[index + 1] == 0x0D && bytes[index + 2] == 0x0A { return index }
            }
            index += 1
        }
        return nil
    }

    /// Answers a request it will not serve, then reads (and drops) what the client is still
    /// sending for a moment, so that the answer is not lost to a reset connection.
    private func refuse(_ connection: AsyncSocket, _ response: PreviewResponse) async {
        guard case .bytes(let body) = response.body else { return }
        try? await connection.write(Data(response.head + body))
        shutdown(connection.socket.file.rawValue, Int32(SHUT_WR))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                while let chunk = try? await connection.read(atMost: 4096), !chunk.isEmpty {}
            }
            group.addTask { try? await Task.sleep(for: .seconds(2)) }
            await group.next()
            group.cancelAll()
        }
    }

    /// Writes each event as it comes, until the page goes away: the connection is read at
    /// the same time, and its end ends the stream.
    private func stream(_ events: AsyncStream<PreviewEvent>, to connection: AsyncSocket) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in events {
                    do { try await connection.write(Data(event.eventStreamText.utf8)) } catch { return }
                }
            }
            group.addTask {
                while let chunk = try? await connection.read(atMost: 4096), !chunk.isEmpty {}
            }
            await group.next()
            group.cancelAll()
        }
    }
}
