import Foundation
import NavCodeFacts

/// navviz-swift-reader's side of its conversation with `navviz import`: the files of its
/// standard input (`SwiftSource.framed`), read one at a time, each announced before it is
/// parsed and answered after (`SwiftReaderMessage`), so that navviz can tell which file a
/// crash or a hang belongs to. It opens no file: navviz reads them.
public enum SwiftReaderSession {
    /// The largest text or path the reader takes from its input (navviz sends less).
    static let maximumBytes = 64 << 20
    /// swift-syntax recurses once per level of nesting, several frames deep: the parse
    /// runs on a thread with room for its 256 levels in a debug build.
    static let stackSize = 512 << 20

    /// Answers every file of `input` on `output`; false when the input is not what navviz
    /// writes (the message says why) or the output is closed.
    public static func run(input: Int32, output: Int32, device: TargetDevice) -> Result<Void, Failure> {
        onLargeStack { converse(input: input, output: output, device: device) }
    }

    /// `body`'s result, run on a thread with room for swift-syntax's deepest recursion.
    public static func onLargeStack<T>(_ body: @escaping @Sendable () -> T) -> T {
        let ending = Ending<T>()
        let thread = Thread {
            ending.result = body()
            ending.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        ending.done.wait()
        return ending.result!
    }

    /// A result handed from its thread once it is there.
    private final class Ending<T>: @unchecked Sendable {
        var result: T?
        let done = DispatchSemaphore(value: 0)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private static func converse(input: Int32, output: Int32, device: TargetDevice) -> Result<Void, Failure> {
        var reader = FramedInput(descriptor: input)
        guard write(.ready(format: CodeFacts.currentFormat), to: output) else { return .failure(Failure(description: "cannot write the output")) }
        var index = 0
        while true {
            let source: SwiftSource?
            switch reader.next() {
            case .success(let next): source = next
            case .failure(let failure): return .failure(failure)
            }
            guard let source else { return .success(()) }
            guard write(.started(index: index), to: output) else { return .failure(Failure(description: "cannot write the output")) }
            let facts = SwiftFileReader.read(path: source.path, bytes: source.bytes, device: device) { line, column in
                _ = write(.located(index: index, line: line, column: column), to: output)
            }
            guard write(.read(index: index, facts: facts), to: output) else { return .failure(Failure(description: "cannot write the output")) }
            index += 1
        }
    }

    private static func write(_ message: SwiftReaderMessage, to output: Int32) -> Bool {
        let bytes = message.line
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// The files of the input, as `SwiftSource.framed` writes them.
    private struct FramedInput {
        let descriptor: Int32
        private var buffer: [UInt8] = []
        private var start = 0
        private var ended = false

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// The next file; nil at the end of the input.
        mutating func next() -> Result<SwiftSource?, Failure> {
            guard let header = line(limit: 32) else {
                return available == 0 && ended ? .success(nil) : .failure(Failure(description: "the input is not what navviz import writes"))
            }
            guard let counts = SwiftSource.counts(inHeader: header), counts.path <= 4096, counts.text <= maximumBytes,
                let path = bytes(counts.path), let text = bytes(counts.text)
            else { return .failure(Failure(description: "the input is not what navviz import writes")) }
            return .success(SwiftSource(path: String(decoding: path, as: UTF8.self), bytes: text))
        }

        private var available: Int { buffer.count - start }

        /// The bytes up to the next newline (not included), if it comes within `limit`.
        private mutating func line(limit: Int) -> [UInt8]? {
            while true {
                if let end = buffer[start...].firstIndex(of: 0x0A) {
                    defer { start = end + 1 }
                    return end - start <= limit ? Array(buffer[start..<end]) : nil
                }
                guard available <= limit, fill() else { return nil }
            }
        }

        private mutating func bytes(_ count: Int) -> [UInt8]? {
            while available < count {
                guard fill() else { return nil }
            }
            defer { start += count }
            return Array(buffer[start..<start + count])
        }

        /// Reads more of the input; false at its end.
        private mutating func fill() -> Bool {
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    ended = true
                    return false
                }
                buffer += chunk[..<count]
                return true
            }
        }
    }
}
