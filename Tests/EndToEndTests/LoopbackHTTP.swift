import Foundation

/// HTTP/1.1 over a plain loopback socket, enough for the preview: each read waits at
/// most `readTimeout` seconds.
enum LoopbackHTTP {
    static let readTimeout = 60

    /// The server ended, or sent nothing in time.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func connect(port: UInt16) throws -> Int32 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure("socket() failed") }
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw Failure("cannot connect to port \(port)") }
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
        if count < 0 { throw Failure("nothing from the server in \(readTimeout) s") }
        return count == 0 ? nil : Array(buffer[..<count])
    }

    /// The whole response (status line, headers, body) to `GET path`.
    static func get(_ path: String, port: UInt16) throws -> String {
        let socket = try connect(port: port)
        defer { close(socket) }
        send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", to: socket)
        var bytes: [UInt8] = []
        while let chunk = try receive(from: socket) { bytes += chunk }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Sends `request` (from another thread, so a large one cannot block the read) and
    /// returns what the server answers until it closes the connection.
    static func exchange(_ request: [UInt8], port: UInt16) throws -> String {
        let socket = try connect(port: port)
        defer { close(socket) }
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = request.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            sent.signal()
        }
        defer { sent.wait() }
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
            LoopbackHTTP.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n", to: socket)
        }

        deinit { close(socket) }

        /// What arrived up to and including the first `needle` after `marker`; what
        /// follows stays for the next read.
        func read(until needle: String, after marker: String = "") throws -> String {
            while true {
                if let start = text.range(of: marker)?.lowerBound ?? (marker.isEmpty ? text.startIndex : nil),
                    let end = text[start...].range(of: needle)?.upperBound
                {
                    let found = String(text[..<end])
                    text = String(text[end...])
                    return found
                }
                guard let chunk = try LoopbackHTTP.receive(from: socket) else { throw Failure("the stream ended: \(text)") }
                text += String(decoding: chunk, as: UTF8.self)
            }
        }
    }
}
