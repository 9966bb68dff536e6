import NavLayout

/// `navviz FLOW --map` and `--step N`: one diagram in one format, for scripts and pipes.
public enum SingleDiagram {
    /// The map (`step` nil) or frame `step` of `loaded` in `format`, drawn in `style`, and a
    /// note when the PNG was drawn smaller to fit `style.limits`.
    public static func draw(_ loaded: LoadedFlow, step: Int?, format: ImageFormat, style: DrawingStyle) throws -> (
        bytes: [UInt8], note: String?
    ) {
        let drawing = try style.drawing(of: loaded)
        switch (step, format) {
        case (let index?, .dot): return (Array(drawing.frameDOT(index).utf8), nil)
        case (let index?, .png): return noted(try drawing.renderFrameBitmap(index), limits: style.limits)
        case (let index?, .svg): return (try style.svg.frame(index, of: drawing), nil)
        case (nil, .dot): return (Array(drawing.mapDOT().utf8), nil)
        case (nil, .png): return noted(try drawing.renderMapBitmap(), limits: style.limits)
        case (nil, .svg): return (try style.svg.map(of: drawing), nil)
        }
    }

    /// The PNG of `bitmap`, with a note when it was drawn smaller.
    private static func noted(_ bitmap: RasterImage, limits: RasterLimits) -> (bytes: [UInt8], note: String?) {
        guard bitmap.isScaledDown else { return (bitmap.png(), nil) }
        return (
            bitmap.png(),
            "the PNG, \(bitmap.fullWidth)×\(bitmap.fullHeight) pixels, was drawn as "
                + "\(bitmap.width)×\(bitmap.height) to fit --max-png-side \(limits.maximumSide)"
        )
    }
}
