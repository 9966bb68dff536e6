import Foundation

/// Writes framed JSON-RPC messages to a file descriptor, one at a time from any thread.
/// A client that went away is not an error here: the reader sees the end of its input.
final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        // Keys in a fixed order: the same answer, the same bytes.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func send(_ message: some Encodable) {
        lock.withLock {
            guard let body = try? encoder.encode(message) else { return }
            write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
        }
    }

    private func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
