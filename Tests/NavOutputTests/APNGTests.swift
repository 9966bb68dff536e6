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
        // Frame 0 has the whole canvas, RGBA like every frame after it.
        let frame0 = try #require(PNGChunk.chunks(of: try flow.animationFrame(0).png))
        #expect(header == frame0[0] && header.data[9] == 6)
        let whole = try flow.stableDrawing.withCanvas(.full).renderFrameBitmap(0)
        #expect(PNGChunk.bigEndian32(header.data, at: 0) == UInt32(whole.width) && PNGChunk.bigEndian32(header.data, at: 4) == UInt32(whole.height))

        let control = chunks[1].data
        #expect(PNGChunk.bigEndian32(control, at: 0) == 15) // frames
        #expect(PNGChunk.bigEndian32(control, at: 4) == 0) // loop forever

        let frameControls = chunks.filter { $0.type == "fcTL" }
        #expect(frameControls.count == 15)
        for (index, frameControl) in frameControls.enumerated() {
            let number = { (offset: Int) in PNGChunk.bigEndian32(frameControl.data, at: offset) }
            let frame = try #require(PNGChunk.chunks(of: try flow.animationFrame(index).png))[0]
            #expect(Array(frameControl.data[4..<12]) == Array(frame.data[0..<8])) // the frame's own size
            #expect(number(12) + number(4) <= PNGChunk.bigEndian32(header.data, at: 0), "frame \(index) inside the canvas")
            #expect(number(16) + number(8) <= PNGChunk.bigEndian32(header.data, at: 4), "frame \(index) inside the canvas")
            #expect(frameControl.data[20..<24] == [0x07, 0xD0, 0x03, 0xE8]) // 2000 / 1000 s
            #expect(frameControl.data[24] == 0 && frameControl.data[25] == (index == 0 ? 0 : 1)) // dispose NONE; blend SOURCE, then OVER
        }
        // Later frames store what changed: a region of the canvas, not all of it.
        #expect(frameControls.dropFirst().allSatisfy { $0.data[4..<12] != header.data[0..<8] }, "some frame stores the whole canvas")
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { PNGChunk.bigEndian32($0.data, at: 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
        // Frame 0 keeps IDAT (what viewers without APNG show); the rest are fdAT.
        let firstData = chunks.firstIndex { $0.type == "IDAT" }!
        #expect(chunks[firstData - 1].type == "fcTL")
        #expect(chunks.filter { $0.type == "IDAT" } == frame0.filter { $0.type == "IDAT" })
        let lastFrame = try #require(PNGChunk.chunks(of: try flow.animationFrame(14).png))
        #expect(chunks.filter { $0.type == "fdAT" }.last.map { Array($0.data.dropFirst(4)) } == lastFrame.last { $0.type == "IDAT" }?.data)
    }

    /// When flow.png was the step files (cut at the right and bottom) one after the other,
    /// it weighed what they weigh together; storing what changes, a good deal less.
    @Test func weighsLessThanTheStepFilesTogether() throws {
        let flow = try RenderedFixtures.render(RenderedFixtures.articleText, path: "examples/article.nav", canvas: .trimmed)
        let steps = try flow.frameNames.reduce(0) { $0 + (try RenderedFixtures.file($1 + ".png", of: flow)).count }
        #expect(try RenderedFixtures.file("flow.png", of: flow).count * 4 < steps * 3)
    }

    @Test func refusesFramesOutsideTheCanvasOrInAnotherFormat() throws {
        let flow = try RenderedFixtures.article.get()
        let first = try flow.animationFrame(0)
        let later = try flow.animationFrame(3)
        #expect(try APNGWriter.animate(count: 2) { [first, later][$0] }.isEmpty == false)
        var outside = later
        outside.x = Int(PNGChunk.bigEndian32(try #require(PNGChunk.chunks(of: first.png))[0].data, at: 0))
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 2) { [first, outside][$0] } }
        var moved = first
        moved.y = 1
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 1) { _ in moved } }
        // A step file is RGB, the animation's frames RGBA.
        var opaque = later
        opaque.png = try RenderedFixtures.file(flow.frameNames[0] + ".png", of: flow)
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 2) { [first, opaque][$0] } }
        let unreadable = AnimationFrame(x: 0, y: 0, blendsOver: false, png: Array("not a png".utf8))
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 1) { _ in unreadable } }
        #expect(throws: FlipbookError.self) { try APNGWriter.animate(count: 0) { _ in first } }
    }
}
