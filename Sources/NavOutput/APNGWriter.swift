/// `flow.png`: an animated PNG of every frame, for places that show images but no
/// SVG. The frames' PNGs are reused as they are: the first frame's image data stays
/// in `IDAT` (what a viewer without APNG support shows), the others move into
/// `fdAT` chunks. Every frame is on the shared layout, so all have one size.
struct APNGWriter: OutputWriter {
    static let fileName = "flow.png"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        guard flow.drawsAnimatedPNG else { return [] }
        let count = flow.frameNames.count
        return [OutputFile(Self.fileName, deferred: {
            try Self.animate(count: count) { index in
                flow.progress?("\(Self.fileName): frame \(index + 1) of \(count)")
                return try flow.framePNG(index, layout: .stable)
            }
        })]
    }

    /// Assembles `count` frames (PNG files of identical size and colour format, made
    /// one at a time by `frame`) into one APNG that loops forever.
    static func animate(count: Int, frame: (Int) throws -> [UInt8]) throws -> [UInt8] {
        guard count > 0 else { throw FlipbookError.noFrames }
        var output: [UInt8] = []
        var header: PNGChunk?
        var palette: [PNGChunk] = []
        var sequence: UInt32 = 0
        for index in 0..<count {
            guard let chunks = PNGChunk.chunks(of: try frame(index)), chunks.first?.type == "IHDR",
                  chunks.contains(where: { $0.type == "IDAT" }) else {
                throw FlipbookError.unreadablePNG(frame: index)
            }
            if let header {
                guard chunks[0] == header, chunks.filter({ $0.type == "PLTE" || $0.type == "tRNS" }) == palette else {
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

    /// A full-canvas frame at (0, 0) that replaces the previous one.
    private static func frameControl(sequence: UInt32, header: PNGChunk) -> PNGChunk {
        let size = Array(header.data[0..<8])  // width and height, as in IHDR
        let data = PNGChunk.bytes(sequence) + size + PNGChunk.bytes(UInt32(0)) + PNGChunk.bytes(UInt32(0))
            + PNGChunk.bytes(UInt16(AnimationTiming.frameMilliseconds)) + PNGChunk.bytes(UInt16(1000))
            + [0, 0]  // dispose_op NONE, blend_op SOURCE
        return PNGChunk(type: "fcTL", data: data)
    }
}
