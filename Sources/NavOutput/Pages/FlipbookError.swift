import NavLayout

/// Why the flipbook or an animation cannot be assembled from the rendered frames.
enum FlipbookError: Error, InternalError, CustomStringConvertible {
    case noFrames
    case unreadableSVG
    case framesDiffer(frame: Int)
    case unreadablePNG(frame: Int)
    case pngFramesDiffer(frame: Int)

    var description: String {
        switch self {
        case .noFrames: return "the flow has no frames to animate"
        case .unreadableSVG: return "Graphviz wrote an SVG navviz cannot take apart"
        case .framesDiffer(let frame): return "frame \(frame) is not drawn on the shared layout (its canvas differs)"
        case .unreadablePNG(let frame): return "frame \(frame) is not a PNG navviz can read"
        case .pngFramesDiffer(let frame): return "frame \(frame)'s PNG differs from frame 0 in size or colour format"
        }
    }
}
