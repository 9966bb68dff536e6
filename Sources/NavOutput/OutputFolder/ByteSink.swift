import Foundation

/// Where a file's bytes go as they are made: kept in memory, or written to an open
/// file a block at a time. A large page (a 10,000-step flipbook is 5 MB) is then never
/// one array, let alone the several copies that building it as a String would make.
public final class ByteSink {
    private var buffer: [UInt8] = []
    private let file: FileHandle?
    /// The first write that failed; later bytes are dropped and `finish` throws it.
    private var failure: (any Error)?
    /// What a file sink has written so far, for the output record.
    private var written = FileDigest.Hasher()

    private static let blockSize = 1 << 16

    /// A sink that keeps every byte (`bytes`).
    public init() {
        file = nil
    }

    /// A sink that writes to `file`.
    init(file: FileHandle) {
        self.file = file
        buffer.reserveCapacity(2 * Self.blockSize)
    }

    public func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        buffer.append(contentsOf: bytes)
        if file != nil, buffer.count >= Self.blockSize { flush() }
    }

    public func append(_ text: String) {
        append(text.utf8)
    }

    /// What a sink made with `init()` kept.
    public var bytes: [UInt8] {
        precondition(file == nil, "a file sink keeps no bytes")
        return buffer
    }

    /// Writes what is left, and throws the first write that failed.
    public func finish() throws {
        flush()
        if let failure { throw failure }
    }

    /// The digest of the bytes a file sink wrote, once finished.
    var digest: FileDigest { written.digest }

    private func flush() {
        guard let file, !buffer.isEmpty else { return }
        if failure == nil {
            do { try file.write(contentsOf: buffer) } catch { failure = error }
            written.add(buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
