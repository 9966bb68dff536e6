/// `steps/NN-<slug>.EXT` for every frame and `map.EXT`, in one of Graphviz's formats
/// (`svg`, `png`) or as the DOT text given to Graphviz (`dot`).
struct FrameFilesWriter: OutputWriter {
    let format: OutputFormat

    var topLevelFiles: [String] { ["map." + format.rawValue] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        let map: @Sendable () throws -> [UInt8]
        let frame: @Sendable (Int) throws -> [UInt8]
        switch format {
        case .svg:
            map = { try flow.mapFile(.svg) }
            frame = { try flow.frameSVG($0) }
        case .png:
            map = { try flow.mapFile(.png) }
            frame = { try flow.framePNG($0) }
        case .dot:
            map = { Array(flow.drawing.mapDOT().utf8) }
            frame = { Array(flow.drawing.frameDOT($0).utf8) }
        case .html, .md, .animated, .manifest:
            preconditionFailure("\(format) writes no frame files (OutputFormat.traits)")
        }
        return flow.frameNames.enumerated().map { index, name in OutputFile(name + "." + format.rawValue, deferred: { try frame(index) }) }
            + [OutputFile("map." + format.rawValue, deferred: map)]
    }
}
