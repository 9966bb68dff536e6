import Foundation

/// What a layout process (`navviz layout-dot`) and the navviz that started it say to each
/// other, job after job, on one socket (the worker's standard input and output): a job is
/// its kind (a byte), the length of its DOT (8 bytes, little-endian) and the DOT; its answer
/// is a byte (`Answer`), the length and the bytes (the laid-out DOT, or the SVG). What
/// Graphviz says, and why a job failed, goes to the worker's standard error before the
/// answer, where the parent reads it.
public enum LayoutJob {
    public enum Kind: UInt8, Sendable {
        /// `dot` laid out (`MapLayout.layOutHere`): the `dot` output format.
        case layOut = 0x4C
        /// `dot`, every position given, drawn as SVG (`MapLayout.drawHere`).
        case draw = 0x44
    }

    public enum Answer: UInt8, Sendable {
        case done = 0
        case failed = 1
    }

    /// The next job on `descriptor`, or nil when the parent has closed its end.
    public static func next(from descriptor: Int32) throws -> (kind: Kind, dot: String)? {
        guard let head = try read(9, from: descriptor) else { return nil }
        guard let kind = Kind(rawValue: head[0]), let dot = try read(length(head), from: descriptor) else {
            throw POSIXError(.EPROTO)
        }
        return (kind, String(decoding: dot, as: UTF8.self))
    }

    /// `dot` as a job of `kind`, as the worker reads it.
    public static func job(_ kind: Kind, _ dot: String) -> [UInt8] {
        header(kind.rawValue, count: dot.utf8.count) + dot.utf8
    }

    /// Sends `dot` as a job of `kind` (without SIGPIPE: a worker that has died makes this
    /// throw).
    public static func send(_ kind: Kind, _ dot: String, to descriptor: Int32) throws {
        try write(job(kind, dot), to: descriptor, socket: true)
    }

    /// Answers the job just read.
    public static func answer(_ answer: Answer, _ bytes: [UInt8], to descriptor: Int32) throws {
        try write(header(answer.rawValue, count: bytes.count), to: descriptor, socket: false)
        try bytes.withUnsafeBytes { try write($0, to: descriptor, socket: false) }
    }

    /// The answer to the job sent, or nil when the worker ended first.
    public static func answer(from descriptor: Int32) throws -> (answer: Answer, bytes: [UInt8])? {
        guard let head = try read(9, from: descriptor), let answer = Answer(rawValue: head[0]),
            let bytes = try read(length(head), from: descriptor)
        else { return nil }
        return (answer, bytes)
    }

    private static func header(_ first: UInt8, count: Int) -> [UInt8] {
        [first] + withUnsafeBytes(of: UInt64(count).littleEndian, Array.init)
    }

    private static func length(_ head: [UInt8]) -> Int {
        Int(head[1...].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    /// `count` bytes, or nil when the other end closed before the first.
    private static func read(_ count: Int, from descriptor: Int32) throws -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + done, count - done) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 && errno == ECONNRESET { return nil }
            guard got >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if got == 0 { return nil }
            done += got
        }
        return bytes
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, socket: Bool) throws {
        try bytes.withUnsafeBytes { try write($0, to: descriptor, socket: socket) }
    }

    /// Writes all of `bytes`; to a `socket` without SIGPIPE (the worker answers on whatever
    /// its standard output is, and ends with its parent).
    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, socket: Bool) throws {
        var done = 0
        while done < bytes.count {
            let rest = bytes.count - done
            let sent =
                socket
                ? Foundation.send(descriptor, bytes.baseAddress! + done, rest, Int32(MSG_NOSIGNAL))
                : Foundation.write(descriptor, bytes.baseAddress! + done, rest)
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            done += sent
        }
    }
}
