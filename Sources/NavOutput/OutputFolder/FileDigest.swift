/// What a file's bytes were when navviz wrote them: their hash (FNV-1a over 64-bit words)
/// and their count.
/// The output record keeps one per file, so navviz replaces or removes a file only while
/// it still holds the bytes navviz put there.
struct FileDigest: Hashable, Comparable, Sendable {
    var hash: UInt64
    var size: Int

    /// `hash size` as the record writes it: 16 hex digits, then the decimal size.
    var text: String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + " \(size)"
    }

    init(hash: UInt64, size: Int) {
        self.hash = hash
        self.size = size
    }

    init(of bytes: [UInt8]) {
        var hasher = Hasher()
        hasher.add(bytes)
        self = hasher.digest
    }

    /// Reads `hash size` as `text` writes it.
    init?(hex: Substring, size: Substring) {
        guard hex.count == 16, let hash = UInt64(hex, radix: 16), let size = Int(size), size >= 0 else { return nil }
        self.init(hash: hash, size: size)
    }

    static func < (a: FileDigest, b: FileDigest) -> Bool { (a.hash, a.size) < (b.hash, b.size) }

    /// A digest made as the bytes go by: FNV-1a's step over 64-bit little-endian words
    /// rather than bytes (eight times fewer multiplications, for the gigabytes a long
    /// flow's frames can be), the last partial word padded with zeros. Pieces of any
    /// sizes give the digest of the whole.
    struct Hasher {
        private var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        private var size = 0
        /// The bytes of an unfinished word, the first in the lowest byte.
        private var pending: UInt64 = 0

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var index = 0
            while index < bytes.count && size % 8 != 0 {
                pending |= UInt64(bytes[index]) << (8 * UInt64(size % 8))
                size += 1
                index += 1
                if size % 8 == 0 { mix(pending) }
            }
            while index + 8 <= bytes.count {
                mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                size += 8
                index += 8
            }
            while index < bytes.count {
                if size % 8 == 0 { pending = 0 }
                pending |= UInt64(bytes[index]) << (8 * UInt64(size % 8))
                size += 1
                index += 1
            }
        }

        mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add($0) }
        }

        private mutating func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x0000_0100_0000_01B3
            pending = 0
        }

        var digest: FileDigest {
            var last = self
            if size % 8 != 0 { last.mix(pending) }
            return FileDigest(hash: last.hash, size: size)
        }
    }
}
