import Foundation

/// Reads JSON-RPC messages framed as the Language Server Protocol frames them: a head of
/// `Name: value` lines (`Content-Length` required, others ignored) ended by a blank line,
/// then exactly that many bytes of JSON. Blocking reads from a file descriptor; the sizes
/// are capped, so a client that sends garbage or a document no flow could be is told
/// apart from one that sends a message.
struct MessageReader {
    /// What the next read found.
    enum Next: Equatable {
        case message(Data)
        /// The input ended between messages: the client went away.
        case end
        /// The input ended inside a message.
        case truncated
        /// Bytes that are not a message's head; the text says what came.
        case malformed(String)
        /// A message larger than `maximumContentLength`.
        case tooLarge(Int)
    }

    /// A head longer than this is not one.
    static let maximumHeadLength = 8 << 10
    let maximumContentLength: Int
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(descriptor: Int32, maximumContentLength: Int) {
        self.descriptor = descriptor
        self.maximumContentLength = maximumContentLength
    }

    mutating func next() -> Next {
        var length: Int?
        var headLines = 0
        while true {
            guard let line = readHeadLine() else { return headLines == 0 && buffered == 0 ? .end : .truncated }
            headLines += 1
            guard let line else { return .malformed("a header line longer than \(Self.maximumHeadLength) bytes") }
            if line.isEmpty {
                guard let length else { return .malformed("a message head without `Content-Length`") }
                guard length <= maximumContentLength else { return .tooLarge(length) }
                guard let content = read(count: length) else { return .truncated }
                return .message(content)
            }
            guard let colon = line.firstIndex(of: ":") else { return .malformed("`\(Self.quoted(line))` where a `Name: value` header was expected") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0 else {
                    return .malformed("`Content-Length: \(Self.quoted(value))`, not a number of bytes")
                }
                length = parsed
            }
        }
    }

    private var buffered: Int { buffer.count - start }

    /// The next head line without its CR LF (or LF); nil at the end of the input, and
    /// `.some(nil)` for a line too long to be a header.
    private mutating func readHeadLine() -> String?? {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start && buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return .some(line)
            }
            if buffered > Self.maximumHeadLength { return .some(nil) }
            // Filling may move the unread bytes to the buffer's start.
            let searchedAlready = buffered
            guard fill() else { return nil }
            searched = start + searchedAlready
        }
    }

    private mutating func read(count: Int) -> Data? {
        while buffered < count {
            guard fill() else { return nil }
        }
        let content = Data(buffer[start..<start + count])
        start += count
        return content
    }

    /// Reads more input into the buffer; false at its end.
    private mutating func fill() -> Bool {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
    }

    /// At most 60 characters of what came, with control characters shown escaped.
    private static func quoted(_ text: String) -> String {
        let visible = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return visible.count > 60 ? visible.prefix(60) + "…" : visible
    }
}
