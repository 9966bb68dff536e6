/// `flow.png`: an animated PNG of every frame, for places that show images but no
/// SVG. The frames' PNGs are reused as they are: the first frame's image data stays
/// in `IDAT` (what a viewer without APNG support shows), the others move into
/// `fdAT` chunks. Every frame is on the shared layout, so all have one size.
struct APNGWriter: OutputWriter {
    static let fileName = "flow.png"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        [OutputFile(Self.fileName, try Self.animate(flow.stableFramePNGs))]
    }

    /// Assembles `frames` (PNG files of identical size and colour format) into one APNG
    /// that loops forever.
    static func animate(_ frames: [[UInt8]]) throws -> [UInt8] {
        let parsed = try frames.enumerated().map { index, png in
            guard let chunks = PNGChunk.chunks(of: png), chunks.first?.type == "IHDR", chunks.contains(where: { $0.type == "IDAT" }) else {
                throw FlipbookError.unreadablePNG(frame: index)
            }
            return chunks
        }
        guard let first = parsed.first else { throw FlipbookError.noFrames }
        let header = first[0]
        let palette = first.filter { $0.type == "PLTE" || $0.type == "tRNS" }
        for (index, chunks) in parsed.enumerated() where chunks[0] != header || chunks.filter({ $0.type == "PLTE" || $0.type == "tRNS" }) != palette {
            throw FlipbookError.pngFramesDiffer(frame: index)
        }

        var output = PNGChunk.signature
        output += header.encoded
        output += PNGChunk(type: "acTL", data: PNGChunk.bytes(UInt32(frames.count)) + PNGChunk.bytes(UInt32(0))).encoded
        // What must come before the image data (palette, colour space) is taken from frame 0.
        let beforeData = first.prefix { $0.type != "IDAT" }.dropFirst().filter { !["acTL", "fcTL", "tEXt", "zTXt", "iTXt", "tIME"].contains($0.type) }
        output += beforeData.flatMap(\.encoded)
        var sequence: UInt32 = 0
        for (index, chunks) in parsed.enumerated() {
            output += frameControl(sequence: sequence, header: header).encoded
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
