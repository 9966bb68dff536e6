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
}
