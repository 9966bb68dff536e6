import NavLayout

/// `steps/NN-<slug>.EXT` for every frame and `map.EXT`, in one of Graphviz's formats
/// (`svg`, `png`) or as the DOT text given to Graphviz (`dot`).
struct FrameFilesWriter: OutputWriter {
    let format: ImageFormat

    var topLevelFiles: [String] { ["map." + format.rawValue] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        let frame: @Sendable (Int) throws -> [UInt8]
        switch format {
        case .svg: frame = { try flow.frameSVG($0) }
        case .png: frame = { try flow.framePNG($0) }
        case .dot: frame = { try flow.drawing.renderFrame($0, format: .dot) }
        }
        return flow.frameNames.enumerated().map { index, name in OutputFile(name + "." + format.rawValue, deferred: { try frame(index) }) }
            + [OutputFile("map." + format.rawValue, deferred: { try flow.mapFile(format) })]
    }
}
