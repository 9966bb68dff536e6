import CGraphviz
import Testing
@testable import Graphviz

@Suite("Pixels, PNG encoding and animation patches")
struct PixelImageTests {
    /// An image from rows of channel values (`channels` a pixel).
    private func image(_ rows: [[UInt8]], channels: Int = 3) -> PixelImage {
        let width = rows[0].count / channels
        return PixelImage(width: width, height: rows.count, channels: channels) { target in
            for (index, row) in rows.enumerated() {
                target[index * (1 + width * channels)] = 0
                (target + index * (1 + width * channels) + 1).update(from: row, count: row.count)
            }
        }
    }

    private func rows(of image: PixelImage) -> [[UInt8]] {
        (0..<image.height).map { y in (0..<image.width).flatMap { image.pixel(x: $0, y: y) } }
    }

    /// The PNG's chunks (type, data), checking every CRC.
    private func chunks(_ png: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset < png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
            let crc = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == libdeflate_crc32(0, typeAndData, typeAndData.count))
            result.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        return result
    }

    /// A chain of 13 nodes: several bands of rows tall.
    private static let chain = (0..<12).map { "n\($0) -> n\($0 + 1);" }.joined(separator: " ")

    @Test func aPNGHoldsTheScanlinesUnfilteredInOneCompressedStream() throws {
        let bitmap = try GraphvizRenderer.shared.renderBitmap(dot: "digraph { \(Self.chain) n0 -> n5; }", maximumSide: 10_000)
        let pixels = bitmap.pixels
        #expect(pixels.height > 2 * PNGEncoding.bandRows)
        let parts = try chunks(pixels.png())
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        let header = parts[0].data
        #expect(header.prefix(4).reduce(0) { $0 << 8 | Int($1) } == pixels.width)
        #expect(header[4..<8].reduce(0) { $0 << 8 | Int($1) } == pixels.height)
        #expect(Array(header[8...]) == [8, 2, 0, 0, 0]) // 8-bit RGB, deflate, adaptive filtering, no interlace
        let decompressor = try #require(libdeflate_alloc_decompressor())
        defer { libdeflate_free_decompressor(decompressor) }
        var inflated = [UInt8](repeating: 0xAA, count: pixels.storage.count)
        var size = 0
        #expect(libdeflate_zlib_decompress(decompressor, parts[1].data, parts[1].data.count, &inflated, inflated.count, &size) == LIBDEFLATE_SUCCESS)
        #expect(size == pixels.storage.count)
        #expect(inflated == Array(UnsafeBufferPointer(start: pixels.storage.bytes, count: pixels.storage.count)))
        // Every row unfiltered.
        #expect(stride(from: 0, to: size, by: pixels.rowBytes).allSatisfy { inflated[$0] == 0 })
    }

    /// A frame encoded after another, which takes the other's unchanged bands of rows, is
    /// byte for byte the PNG it is alone.
    @Test func framesEncodedInTurnAreThePNGsTheyAreAlone() throws {
        let chain = Self.chain
        let dots = [
            "digraph { \(chain) }", "digraph { \(chain) n3 [color=red]; }", "digraph { \(chain) n3 [color=red]; n11 [color=blue]; }",
            "digraph { n0 -> n1; }", "digraph { \(chain) }",
        ]
        let frames = try dots.map { try GraphvizRenderer.shared.renderBitmap(dot: $0, maximumSide: 10_000).pixels }
        let encoder = PNGEncoder()
        for (index, frame) in frames.enumerated() {
            #expect(encoder.png(of: frame) == frame.png(), "frame \(index)")
        }
    }

    @Test func anImageWithTransparencyIsRGBAAndTheOthersRGB() throws {
        let opaque = image([[1, 2, 3, 4, 5, 6]])
        let clear = image([[1, 2, 3, 255, 0, 0, 0, 0]], channels: 4)
        #expect(opaque.png()[25] == 2 && clear.png()[25] == 6)
        #expect(rows(of: opaque.withAlpha()) == [[1, 2, 3, 255, 4, 5, 6, 255]])
        #expect(rows(of: opaque.cropped(to: PixelRegion(x: 1, y: 0, width: 1, height: 1))) == [[4, 5, 6]])
    }

    @Test func aCanvasPatchIsTheChangedRegionWithItsUnchangedPixelsTransparent() throws {
        let white: [UInt8] = [255, 255, 255], red: [UInt8] = [255, 0, 0], blue: [UInt8] = [0, 0, 255]
        let first = image(Array(repeating: Array(repeating: white, count: 4).flatMap { $0 }, count: 3))
        let (canvas, firstPatch) = PixelCanvas.showing(first)
        #expect(firstPatch.region == PixelRegion(x: 0, y: 0, width: 4, height: 3) && !firstPatch.blendsOver)
        #expect(firstPatch.image.channels == 4 && rows(of: firstPatch.image) == rows(of: first.withAlpha()))

        // A 3 × 2 frame at the top left corner that changes two pixels on a diagonal.
        let second = image([white + white + white, white + red + white])
        let changed = try #require(canvas.draw(second))
        #expect(changed.region == PixelRegion(x: 1, y: 1, width: 1, height: 1) && changed.blendsOver)
        #expect(rows(of: changed.image) == [red + [255]])

        let third = image([blue + white + white, white + red + blue])
        let next = try #require(canvas.draw(third))
        #expect(next.region == PixelRegion(x: 0, y: 0, width: 3, height: 2))
        // The red pixel is there already: transparent, so the canvas shows through.
        #expect(rows(of: next.image) == [blue + [255] + [0, 0, 0, 0] + [0, 0, 0, 0], [0, 0, 0, 0] + [0, 0, 0, 0] + blue + [255]])

        // Nothing changes: one transparent pixel, since an animation frame has a size.
        let same = try #require(canvas.draw(third))
        #expect(same.region == PixelRegion(x: 0, y: 0, width: 1, height: 1) && rows(of: same.image) == [[0, 0, 0, 0]])
        #expect(canvas.draw(image(Array(repeating: Array(repeating: 0, count: 15), count: 3))) == nil, "wider than the canvas")
    }

    @Test func aFrameWithTransparencyReplacesItsChangedRegion() throws {
        let (canvas, _) = PixelCanvas.showing(image([[9, 9, 9, 9, 9, 9]]))
        let patch = try #require(canvas.draw(image([[9, 9, 9, 255, 1, 1, 1, 128]], channels: 4)))
        #expect(!patch.blendsOver && patch.region == PixelRegion(x: 1, y: 0, width: 1, height: 1))
        #expect(rows(of: patch.image) == [[1, 1, 1, 128]])
    }

    /// Drawing every patch as an APNG viewer does gives back every frame.
    @Test func patchesDrawnInTurnShowEveryFrame() throws {
        let dots = ["digraph { a -> b; }", "digraph { a -> b; a [color=red]; }", "digraph { a -> b; b [style=filled, fillcolor=gold]; }"]
        let frames = try dots.map { try GraphvizRenderer.shared.renderBitmap(dot: $0, maximumSide: 10_000).pixels }
        let (canvas, first) = PixelCanvas.showing(frames[0])
        var screen = rows(of: first.image)
        for frame in frames.dropFirst() {
            let patch = try #require(canvas.draw(frame))
            #expect(patch.blendsOver && patch.region.width * patch.region.height < frame.width * frame.height)
            for (row, values) in rows(of: patch.image).enumerated() {
                for x in 0..<patch.region.width where values[x * 4 + 3] == 255 {
                    let start = (patch.region.x + x) * 4
                    screen[patch.region.y + row].replaceSubrange(start..<(start + 4), with: values[(x * 4)..<(x * 4 + 4)])
                }
            }
            #expect(screen == rows(of: frame.withAlpha()))
        }
    }
}
