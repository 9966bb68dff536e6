import CGraphviz
import Foundation

/// How navviz writes PNGs: unfiltered rows compressed by libdeflate at level 6.
///
/// A diagram is mostly flat colour, where PNG's row filters only add noise: on the frames
/// of a 100-step flow, no filter gave files 6–12% smaller than cairo's libpng defaults
/// (adaptive filtering, zlib level 6), every one of them smaller. libdeflate compresses
/// the same stream as zlib 2–3 times faster; past level 6 it buys a few percent for much
/// more time, below it the files grow (docs/performance.md has the figures).
enum PNGEncoding {
    static let level: Int32 = 6

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `image` as a PNG file: IHDR, one IDAT, IEND.
    static func png(of image: PixelImage) -> [UInt8] {
        let compressor = compressors.take()
        defer { compressors.give(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, image.storage.count)
        // Compressed into scratch memory as large as the worst case (untouched, it costs
        // nothing), then copied into a file of its size.
        guard let scratch = malloc(bound)?.assumingMemoryBound(to: UInt8.self) else { fatalError("out of memory compressing a PNG") }
        defer { free(scratch) }
        let compressed = libdeflate_zlib_compress(compressor, image.storage.bytes, image.storage.count, scratch, bound)
        precondition(compressed > 0, "libdeflate's bound was too small")
        let chunkFrame = 12  // length, type, CRC
        let capacity = signature.count + (chunkFrame + 13) + (chunkFrame + compressed) + chunkFrame
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var offset = 0
            func write(_ bytes: [UInt8]) {
                for byte in bytes {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            func chunk(_ type: String, length: Int, data: (UnsafeMutablePointer<UInt8>) -> Void) {
                let start = offset
                write(bigEndian(UInt32(length)) + Array(type.utf8))
                data(buffer.baseAddress! + offset)
                offset += length
                let crc = libdeflate_crc32(0, buffer.baseAddress! + start + 4, 4 + length)
                write(bigEndian(crc))
            }
            write(signature)
            // Width, height, bit depth 8, colour type RGB (2) or RGBA (6), deflate, adaptive filtering, no interlace.
            let header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, image.channels == 4 ? 6 : 2, 0, 0, 0]
            chunk("IHDR", length: header.count) { $0.update(from: header, count: header.count) }
            chunk("IDAT", length: compressed) { $0.update(from: scratch, count: compressed) }
            chunk("IEND", length: 0) { _ in }
            count = offset
        }
    }

    /// libdeflate's compressors, each used by one thread at a time and kept for the next
    /// PNG: making one costs more than a small image's compression.
    private static let compressors = CompressorPool()

    private final class CompressorPool: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [OpaquePointer] = []

        func take() -> OpaquePointer {
            if let compressor = lock.withLock({ idle.popLast() }) { return compressor }
            guard let compressor = libdeflate_alloc_compressor(PNGEncoding.level) else { fatalError("libdeflate could not allocate a compressor") }
            return compressor
        }

        func give(_ compressor: OpaquePointer) {
            lock.withLock { idle.append(compressor) }
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
