/// `flow.png`: an animated PNG of every frame, for places that show images but no SVG.
/// Every frame is on the shared layout. The first has the whole canvas; each later one
/// stores only the region that changed since the frame before (`AnimationCanvas`), its
/// unchanged pixels transparent, drawn over the canvas at its offset. The first frame's
/// image data stays in `IDAT` (what a viewer without APNG support shows), the others are
/// `fdAT` chunks.
struct APNGWriter: OutputWriter {
    static let fileName = "flow.png"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        guard flow.drawsAnimatedPNG else { return [] }
        let count = flow.frameNames.count
        return [
            OutputFile(
                Self.fileName,
                deferred: {
                    try Self.animate(count: count) { index in
                        flow.progress?("\(Self.fileName): frame \(index + 1) of \(count)")
                        return try flow.animationFrame(index)
                    }
                })
        ]
    }

    /// Assembles `count` frames (made one at a time by `frame`, each a PNG of one colour
    /// format) into one APNG that loops forever. The first frame sets the canvas, at
    /// (0, 0); each later one must lie inside it.
    static func animate(count: Int, frame: (Int) throws -> AnimationFrame) throws -> [UInt8] {
        guard count > 0 else { throw FlipbookError.noFrames }
        var output: [UInt8] = []
        var canvas: PNGChunk?
        var sequence: UInt32 = 0
        for index in 0..<count {
            let next = try frame(index)
            guard let chunks = PNGChunk.chunks(of: next.png), chunks.first?.type == "IHDR",
                chunks.contains(where: { $0.type == "IDAT" })
            else {
                throw FlipbookError.unreadablePNG(frame: index)
            }
            let header = chunks[0]
            if let canvas {
                // Width and height are the IHDR's first eight bytes; the colour format follows.
                guard header.data.dropFirst(8) == canvas.data.dropFirst(8), next.x >= 0, next.y >= 0,
                    next.x + Self.width(header) <= Self.width(canvas), next.y + Self.height(header) <= Self.height(canvas)
                else {
                    throw FlipbookError.pngFramesDiffer(frame: index)
                }
            } else {
                guard next.x == 0, next.y == 0 else { throw FlipbookError.pngFramesDiffer(frame: index) }
                canvas = header
                output = PNGChunk.signature + header.encoded
                output += PNGChunk(type: "acTL", data: PNGChunk.bytes(UInt32(count)) + PNGChunk.bytes(UInt32(0))).encoded
            }
            output += frameControl(sequence: sequence, frame: next, header: header).encoded
            sequence += 1
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

    /// The frame of its PNG's size at its offset, kept when the next one is drawn.
    private static func frameControl(sequence: UInt32, frame: AnimationFrame, header: PNGChunk) -> PNGChunk {
        let size = Array(header.data[0..<8]) // width and height, as in IHDR
        let data =
            PNGChunk.bytes(sequence) + size + PNGChunk.bytes(UInt32(frame.x)) + PNGChunk.bytes(UInt32(frame.y))
            + PNGChunk.bytes(UInt16(AnimationTiming.frameMilliseconds)) + PNGChunk.bytes(UInt16(1000))
            + [0, frame.blendsOver ? 1 : 0] // dispose_op NONE; blend_op OVER or SOURCE
        return PNGChunk(type: "fcTL", data: data)
    }

    private static func width(_ header: PNGChunk) -> Int { Int(PNGChunk.bigEndian32(header.data, at: 0)) }

    private static func height(_ header: PNGChunk) -> Int { Int(PNGChunk.bigEndian32(header.data, at: 4)) }
}
