/// What a file's bytes were when navviz wrote them: their FNV-1a hash and their count.
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

    /// A digest made as the bytes go by.
    struct Hasher {
        private var hash = FNV1a()
        private var size = 0

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            hash.add(bytes)
            size += bytes.count
        }

        mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add($0) }
        }

        var digest: FileDigest { FileDigest(hash: hash.value, size: size) }
    }
}
