import CGraphviz
import Foundation

/// How navviz writes PNGs: unfiltered rows, compressed by libdeflate at level 6 in bands
/// of 64 rows, each band on its own.
///
/// A diagram is mostly flat colour, where PNG's row filters only add noise: on the frames
/// of a 100-step flow, the files are 4–10% smaller than cairo's libpng defaults (adaptive
/// filtering, zlib level 6), every one of them. libdeflate compresses the same stream as
/// zlib 2–3 times faster; past level 6 it buys a few percent for much more time, below it
/// the files grow. Compressing bands on their own costs about 2% in size, and buys two
/// things: the bands of one image compress on every core, and a band
/// of a frame whose rows are the frame before's is not compressed again (`PNGEncoder`):
/// two thirds of a flow's frame, as steps change a few boxes (docs/performance.md has
/// the figures). The bands' deflate streams are joined into the one a PNG holds
/// (`navviz_deflate.h`), so a PNG's bytes depend on its pixels only.
enum PNGEncoding {
    static let level: Int32 = 6
    static let bandRows = 64

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One band's raw deflate stream, its final block made not final, and its length in bits.
    struct Band: Sendable {
        var stream: [UInt8]
        var bits: Int
    }

    /// The bands of `image` from row `band * bandRows`, one for each index in `bands`,
    /// compressed on every core.
    static func compress(_ image: PixelImage, bands: [Int]) -> [Band] {
        let result = Compressed(count: bands.count)
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            result.set(index, compress(image, band: bands[index]))
        }
        return result.bands
    }

    /// Bands compressed on several threads, each put in its place.
    private final class Compressed: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Band?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ band: Band) {
            lock.withLock { slots[index] = band }
        }

        var bands: [Band] { lock.withLock { slots.map { $0! } } }
    }

    static func bandCount(_ image: PixelImage) -> Int {
        (image.height + bandRows - 1) / bandRows
    }

    /// The bytes of band `band`'s rows.
    static func bandBytes(_ image: PixelImage, band: Int) -> UnsafeBufferPointer<UInt8> {
        let start = band * bandRows * image.rowBytes
        return UnsafeBufferPointer(start: image.storage.bytes + start, count: min(bandRows * image.rowBytes, image.storage.count - start))
    }

    private static func compress(_ image: PixelImage, band: Int) -> Band {
        let rows = bandBytes(image, band: band)
        // An animation frame's rows where nothing changed are all zero (transparent): the
        // same few bytes every time.
        let blank = isZero(rows)
        if blank, let known = blankBands.band(size: rows.count) { return known }
        let compressor = compressors.take()
        defer { compressors.give(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, rows.count)
        var stream = [UInt8](repeating: 0, count: bound)
        let size = libdeflate_deflate_compress(compressor, rows.baseAddress, rows.count, &stream, bound)
        precondition(size > 0, "libdeflate's bound was too small")
        stream.removeLast(bound - size)
        var finalBlock = 0, end = 0
        guard navviz_deflate_end(stream, size, &finalBlock, &end) != 0 else { fatalError("libdeflate wrote a deflate stream navviz cannot walk") }
        // The band's final block is not the PNG's: BFINAL is the block's first bit.
        stream[finalBlock / 8] &= ~UInt8(1 << (finalBlock % 8))
        let compressed = Band(stream: stream, bits: end)
        if blank { blankBands.keep(compressed, size: rows.count) }
        return compressed
    }

    /// Bands of zero bytes (filter bytes included), compressed, by their size.
    private static let blankBands = BlankBands()

    private final class BlankBands: @unchecked Sendable {
        private let lock = NSLock()
        private var bands: [Int: Band] = [:]

        func band(size: Int) -> Band? { lock.withLock { bands[size] } }

        func keep(_ band: Band, size: Int) { lock.withLock { bands[size] = band } }
    }

    private static func isZero(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != 0 { return false }
            offset += 8
        }
        return raw[offset...].allSatisfy { $0 == 0 }
    }

    /// `image` as a PNG file (IHDR, one IDAT, IEND) whose image data is `bands` joined.
    static func png(of image: PixelImage, bands: [Band]) -> [UInt8] {
        // zlib's header, the bands, an empty final block (fixed codes: BFINAL, BTYPE 01,
        // end of block), the Adler-32 of the rows.
        let finalBlock: [UInt8] = [0x03, 0x00], finalBits = 10
        let bits = bands.reduce(16) { $0 + $1.bits } + finalBits
        let zlibSize = (bits + 7) / 8 + 4
        var zlib = [UInt8](repeating: 0, count: zlibSize + 1)
        zlib[0] = 0x78
        zlib[1] = 0x9C
        var position = 16
        zlib.withUnsafeMutableBufferPointer { out in
            for band in bands { navviz_append_bits(out.baseAddress, &position, band.stream, band.bits) }
            navviz_append_bits(out.baseAddress, &position, finalBlock, finalBits)
        }
        zlib.removeLast()
        let adler = libdeflate_adler32(1, image.storage.bytes, image.storage.count)
        zlib.replaceSubrange((zlibSize - 4)..<zlibSize, with: bigEndian(adler))
        // Width, height, bit depth 8, colour type RGB (2) or RGBA (6), deflate, adaptive filtering, no interlace.
        let header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, image.channels == 4 ? 6 : 2, 0, 0, 0]
        return signature + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(libdeflate_crc32(0, typeAndData, typeAndData.count))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// libdeflate's compressors, each used by one thread at a time and kept for the next
    /// band: making one costs more than a small band's compression.
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
}
