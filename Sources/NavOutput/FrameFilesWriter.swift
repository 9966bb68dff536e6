/// `steps/NN-<slug>.EXT` for every frame and `map.EXT`, in one of Graphviz's formats
/// (`svg`, `png`) or as the DOT text given to Graphviz (`dot`).
struct FrameFilesWriter: OutputWriter {
    let fileExtension: String

    var topLevelFiles: [String] { ["map." + fileExtension] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        let frames: [[UInt8]]
        let map: [UInt8]
        switch fileExtension {
        case "svg": (frames, map) = (flow.frameSVGs, flow.mapSVG)
        case "png": (frames, map) = (flow.framePNGs, flow.mapPNG)
        default:
            frames = flow.frameNames.indices.map { Array(flow.drawing.frameDOT($0).utf8) }
            map = Array(flow.drawing.mapDOT().utf8)
        }
        return zip(flow.frameNames, frames).map { OutputFile($0 + "." + fileExtension, $1) }
            + [OutputFile("map." + fileExtension, map)]
    }
}
