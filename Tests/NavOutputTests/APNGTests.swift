import Testing
@testable import NavOutput

@Suite("flow.png animated PNG")
struct APNGTests {
    @Test func crcMatchesTheKnownValueOfIEND() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func hasOneControlChunkPerFrameAndConsecutiveSequenceNumbers() throws {
        let flow = try RenderedFixtures.article.get()
        let chunks = try #require(PNGChunk.chunks(of: try RenderedFixtures.file("flow.png", of: flow)))
        #expect(chunks.map(\.type).prefix(2) == ["IHDR", "acTL"])
        #expect(chunks.last?.type == "IEND")
        let header = chunks[0]
        // Frame 0 has the whole canvas; the step file is cut to what it shows.
        let frame0 = try #require(PNGChunk.chunks(of: try flow.animationFramePNG(0)))
        #expect(header == frame0[0])
        #expect(try #require(PNGChunk.chunks(of: try flow.framePNG(0, layout: .stable)))[0] != header)

        let control = chunks[1].data
        #expect(PNGChunk.bigEndian32(control, at: 0) == 15)  // frames
        #expect(PNGChunk.bigEndian32(control, at: 4) == 0)  // loop forever

        let frameControls = chunks.filter { $0.type == "fcTL" }
        #expect(frameControls.count == 15)
        var previous: (width: UInt32, height: UInt32)?
        for (index, frameControl) in frameControls.enumerated() {
            let size = (width: PNGChunk.bigEndian32(frameControl.data, at: 4), height: PNGChunk.bigEndian32(frameControl.data, at: 8))
            let step = try #require(PNGChunk.chunks(of: try flow.animationFramePNG(index)))[0]
            #expect(Array(frameControl.data[4..<12]) == Array(step.data[0..<8]))  // the frame's own size
            #expect(size.width <= PNGChunk.bigEndian32(header.data, at: 0) && size.height <= PNGChunk.bigEndian32(header.data, at: 4))
            if let previous, index > 1 { #expect(size.width >= previous.width && size.height >= previous.height) }
            previous = size
            #expect(Array(frameControl.data[12..<20]) == Array(repeating: 0, count: 8))  // at 0, 0
            #expect(frameControl.data[20..<24] == [0x07, 0xD0, 0x03, 0xE8])  // 2000 / 1000 s
        }
        #expect(frameControls.dropFirst().contains { $0.data[4..<12] != header.data[0..<8] }, "some frames are cut")
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { PNGChunk.bigEndian32($0.data, at: 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
        // Frame 0 keeps IDAT (what viewers without APNG show); the rest are fdAT.
        let firstData = chunks.firstIndex { $0.type == "IDAT" }!
        #expect(chunks[firstData - 1].type == "fcTL")
        #expect(chunks.filter { $0.type == "IDAT" } == frame0.filter { $0.type == "IDAT" })
        let lastFrame = try #require(PNGChunk.chunks(of: try flow.framePNG(14, layout: .stable)))
        #expect(chunks.filter { $0.type == "fdAT" }.last.map { Array($0.data.dropFirst(4)) } == lastFrame.last { $0.type == "IDAT" }?.data)
    }

    @Test func refusesFramesThatShrinkOrOutgrowTheCanvas() throws {
        let flow = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.png], layout: .perFrame)
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 15) { try flow.framePNG($0, layout: .perFrame) } }
        // The cut stable frames grow: backwards, they shrink.
        let stable = try RenderedFixtures.article.get()
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 3) { try stable.framePNG([14, 11, 0][$0], layout: .stable) } }
        // A first frame smaller than the next one.
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 2) { try stable.framePNG([0, 14][$0], layout: .stable) } }
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 1) { _ in Array("not a png".utf8) } }
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 0) { _ in [] } }
    }
}
