/// How large navviz's raster outputs may get. A 400-step flow once wrote a 330 MB
/// `flow.png` and a map 32,766 pixels tall: past these limits a PNG is drawn smaller
/// and the animated PNG is left out, each with a note, instead.
public struct RasterLimits: Sendable, Equatable {
    /// The most pixels a PNG (a frame, the map) may have on a side; a larger one is
    /// drawn at a lower resolution so that its longer side is this.
    public var maximumSide: Int
    /// The most pixels, in millions, of all of `flow.png`'s frames together; a larger
    /// animation is not written (the flipbook and `flow.svg` show the same frames).
    public var maximumAnimationMegapixels: Int

    public init(maximumSide: Int = 8_192, maximumAnimationMegapixels: Int = 1_000) {
        self.maximumSide = maximumSide
        self.maximumAnimationMegapixels = maximumAnimationMegapixels
    }
}
