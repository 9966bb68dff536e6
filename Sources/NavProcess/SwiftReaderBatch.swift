import Foundation
import NavCodeFacts
import NavLanguage

/// A batch of Swift files read by `navviz-swift-reader` processes, one after another: a
/// reader reads the files in turn, saying which it starts (`SwiftReaderMessage`); one that
/// dies in a file (swift-syntax's fatal errors, a stack overflow) or stays in it past the
/// time limit is ended, that file gets a located problem, and a new reader reads the
/// files after it. So a file's failure costs that file only.
final class SwiftReaderBatch {
    private let reader: URL
    private let sources: [SwiftSource]
    private let device: TargetDevice
    private let secondsPerFile: Double
    private var facts: [SwiftFileFacts?]

    /// The reader's output is not what this navviz reads: it is from another version.
    struct OtherVersion: Error {}

    init(reader: URL, sources: [SwiftSource], device: TargetDevice, secondsPerFile: Double) {
        self.reader = reader
        self.sources = sources
        self.device = device
        self.secondsPerFile = secondsPerFile
        facts = Array(repeating: nil, count: sources.count)
    }

    /// What each file says, in order; `OtherVersion`, or `Failed` when a reader cannot run.
    func read() throws -> [SwiftFileFacts] {
        while let first = facts.firstIndex(where: { $0 == nil }) {
            let pending = facts.indices.filter { facts[$0] == nil }
            let end = try readOnce(pending)
            // A reader that ended outside any file without reading one: the first file is
            // skipped, so that every reader reads at least one.
            if facts[first] == nil, !end.progressed {
                facts[first] = skipped(first, "navviz-swift-reader ended before reading it\(end.how)", at: nil)
            }
        }
        return facts.map { $0! }
    }

    /// One reader on the files at `pending`: how it ended (for a message), and whether it
    /// read a file or left one it was in.
    private func readOnce(_ pending: [Int]) throws -> (progressed: Bool, how: String) {
        let input = try AnonymousFile()
        for index in pending { try input.handle.write(contentsOf: sources[index].framed) }
        try input.handle.seek(toOffset: 0)
        // A crash is expected now and then: no Swift backtrace, just the exit.
        let worker = try WorkerProcess(
            device.arguments, input: input, output: .pipe, environment: ["SWIFT_BACKTRACE": "enable=no"], executable: reader)
        var lines = LineReader(worker.stream!.fileDescriptor)
        var ready = false
        var progressed = false
        var current: (index: Int, deadline: Date, line: Int, column: Int)?
        var deadline = Date(timeIntervalSinceNow: secondsPerFile)
        var timedOut = false
        // What the reader said cannot be read (a file's facts nested too deep for JSONDecoder).
        var unreadable = false
        reading: while true {
            switch lines.next(before: current?.deadline ?? deadline) {
            case .end:
                break reading
            case .timedOut:
                worker.kill()
                timedOut = true
                break reading
            case .line(let bytes):
                guard let message = try? SwiftReaderMessage(line: bytes), ready || message == .ready(format: CodeFacts.currentFormat),
                    message.index.map(pending.indices.contains) ?? true
                else {
                    worker.kill()
                    guard ready else {
                        _ = worker.wait()
                        throw OtherVersion()
                    }
                    unreadable = true
                    break reading
                }
                switch message {
                case .ready: ready = true
                case .started(let index):
                    current = (pending[index], Date(timeIntervalSinceNow: secondsPerFile), 1, 1)
                case .located(_, let line, let column):
                    current?.line = line
                    current?.column = column
                case .read(let index, var read):
                    read.path = sources[pending[index]].path
                    facts[pending[index]] = read
                    current = nil
                    progressed = true
                    deadline = Date(timeIntervalSinceNow: secondsPerFile)
                }
            }
        }
        let end = worker.wait()
        let how =
            timedOut || unreadable
            ? "" : end.reason == .uncaughtSignal ? " (signal \(end.status))" : end.status != 0 ? " (exit status \(end.status))" : ""
        if let current {
            let what =
                timedOut
                ? ReadingTimeLimit.exceeded(secondsPerFile)
                : unreadable
                    ? "what navviz-swift-reader says of it cannot be read" : "swift-syntax stopped with a fatal error reading it\(how)"
            facts[current.index] = skipped(current.index, what, at: (current.line, current.column))
            return (true, how)
        }
        if !ready {
            let first = end.messages.split(separator: "\n").first.map { ": \($0)" } ?? ""
            throw Failed(message: "\(reader.path) failed\(how.isEmpty ? " to start" : how)\(first)")
        }
        return (progressed, how)
    }

    /// The file at `index`, skipped for a reason that is not its syntax.
    private func skipped(_ index: Int, _ message: String, at location: (line: Int, column: Int)?) -> SwiftFileFacts {
        SwiftFileFacts(
            path: sources[index].path,
            problem: ParseProblem(line: location?.line ?? 1, column: location?.column ?? 1, message: message, isSyntaxError: false))
    }

    /// A reader that cannot run at all.
    struct Failed: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// The lines of a pipe, each waited for until a deadline.
private struct LineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    /// How much of `buffer` holds no newline.
    private var scanned = 0
    private var ended = false

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    enum Next {
        case line([UInt8])
        case timedOut
        case end
    }

    mutating func next(before deadline: Date) -> Next {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                defer {
                    buffer.removeFirst(newline + 1)
                    scanned = 0
                }
                return .line(Array(buffer[..<newline]))
            }
            scanned = buffer.count
            if ended { return .end }
            let milliseconds = Int32(clamping: max(0, Int(deadline.timeIntervalSinceNow * 1000)))
            var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = Foundation.poll(&poll, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return .timedOut }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                ended = true
            } else {
                buffer += chunk[..<count]
            }
        }
    }
}
