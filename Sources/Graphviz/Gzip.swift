import CGraphviz

/// The gzip format, with libdeflate (which the PNGs use): what a browser's
/// `DecompressionStream("gzip")` reads. libdeflate writes no time or name in the header,
/// so the same bytes give the same gzip.
public enum Gzip {
    /// libdeflate's level: its strongest that stays fast on a few megabytes of text.
    static let level: Int32 = 9

    public static func compress(_ bytes: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate could not allocate a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_gzip_compress_bound(compressor, bytes.count)
        var output = [UInt8](repeating: 0, count: bound)
        let size = bytes.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { libdeflate_gzip_compress(compressor, input.baseAddress, bytes.count, $0.baseAddress, bound) }
        }
        return Array(output.prefix(size))
    }

    /// `bytes` unpacked, as a browser reads `compress`'s output; nil when they are not gzip.
    public static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 18, let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        // The trailer's last four bytes: the unpacked size, little-endian.
        let size = bytes.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        var output = [UInt8](repeating: 0, count: size)
        var actual = 0
        let result = bytes.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { libdeflate_gzip_decompress(decompressor, input.baseAddress, bytes.count, $0.baseAddress, size, &actual) }
        }
        return result == LIBDEFLATE_SUCCESS ? Array(output.prefix(actual)) : nil
    }
}
