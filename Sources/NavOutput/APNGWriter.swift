/// `flow.png`: an animated PNG of every frame, for places that show images but no
/// SVG. The frames' PNGs are reused as they are: the first frame's image data stays
/// in `IDAT` (what a viewer without APNG support shows), the others move into
/// `fdAT` chunks. Every frame is on the shared layout. The first has the whole canvas;
/// the step files after it are cut at the right and bottom to what the flow has drawn
/// so far (`FrameCanvas`), and each is drawn over the one before at the top left
/// corner: outside it, the canvas still shows the first frame's empty background.
struct APNGWriter: OutputWriter {
    static let fileName = "flow.png"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        guard flow.drawsAnimatedPNG else { return [] }
        let count = flow.frameNames.count
        return [OutputFile(Self.fileName, deferred: {
            try Self.animate(count: count) { index in
                flow.progress?("\(Self.fileName): frame \(index + 1) of \(count)")
                return try flow.animationFramePNG(index)
            }
        })]
    }

    /// Assembles `count` frames (PNG files of one colour format, made one at a time by
    /// `frame`) into one APNG that loops forever. The first frame sets the canvas; each
    /// later one must cover the one before it (but the first) and fit the canvas.
    static func animate(count: Int, frame: (Int) throws -> [UInt8]) throws -> [UInt8] {
        guard count > 0 else { throw FlipbookError.noFrames }
        var output: [UInt8] = []
        var header: PNGChunk?
        var palette: [PNGChunk] = []
        var sequence: UInt32 = 0
        var previous: PNGChunk?
        for index in 0..<count {
            guard let chunks = PNGChunk.chunks(of: try frame(index)), chunks.first?.type == "IHDR",
                  chunks.contains(where: { $0.type == "IDAT" }) else {
                throw FlipbookError.unreadablePNG(frame: index)
            }
            if let header {
                // Width and height are the IHDR's first eight bytes; the colour format follows.
                guard chunks[0].data.dropFirst(8) == header.data.dropFirst(8),
                      previous.map({ Self.size(chunks[0]) >= Self.size($0) }) ?? true, Self.size(header) >= Self.size(chunks[0]),
                      chunks.filter({ $0.type == "PLTE" || $0.type == "tRNS" }) == palette else {
                    throw FlipbookError.pngFramesDiffer(frame: index)
                }
            } else {
                header = chunks[0]
                palette = chunks.filter { $0.type == "PLTE" || $0.type == "tRNS" }
                output = PNGChunk.signature + chunks[0].encoded
                output += PNGChunk(type: "acTL", data: PNGChunk.bytes(UInt32(count)) + PNGChunk.bytes(UInt32(0))).encoded
                // What must come before the image data (palette, colour space) is taken from frame 0.
                let beforeData = chunks.prefix { $0.type != "IDAT" }.dropFirst()
                    .filter { !["acTL", "fcTL", "tEXt", "zTXt", "iTXt", "tIME"].contains($0.type) }
                output += beforeData.flatMap(\.encoded)
            }
            output += frameControl(sequence: sequence, header: chunks[0]).encoded
            sequence += 1
            // The first frame has the whole canvas; the later ones grow.
            if index > 0 { previous = chunks[0] }
            for data in chunks where data.type == "IDAT" {
                if index == 0 {
                    output += data.encoded
                } else {
                    output += PNGChunk(type: "fdAT", data: PNGChunk.bytes(sequence) + data.data).encoded
                    sequence += 1
                }
            }
        }
        output += PNGChunk(type: "IEND", data: []).encoded
        return output
    }

    /// A frame of its PNG's size at (0, 0) that replaces what is there and is kept when
    /// the next one is drawn.
    private static func frameControl(sequence: UInt32, header: PNGChunk) -> PNGChunk {
        let size = Array(header.data[0..<8])  // width and height, as in IHDR
        let data = PNGChunk.bytes(sequence) + size + PNGChunk.bytes(UInt32(0)) + PNGChunk.bytes(UInt32(0))
            + PNGChunk.bytes(UInt16(AnimationTiming.frameMilliseconds)) + PNGChunk.bytes(UInt16(1000))
            + [0, 0]  // dispose_op NONE, blend_op SOURCE
        return PNGChunk(type: "fcTL", data: data)
    }

    /// An IHDR's width and height, compared side by side: `a >= b` when `a` covers `b`.
    private static func size(_ header: PNGChunk) -> PNGSize {
        PNGSize(width: Int(PNGChunk.bigEndian32(header.data, at: 0)), height: Int(PNGChunk.bigEndian32(header.data, at: 4)))
    }
}

/// A PNG's size; one covers another when it is at least as wide and as tall.
private struct PNGSize {
    var width: Int
    var height: Int

    static func >= (lhs: PNGSize, rhs: PNGSize) -> Bool {
        lhs.width >= rhs.width && lhs.height >= rhs.height
    }
}
