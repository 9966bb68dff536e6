/// A drawing's pixels, with the size it would have had at full resolution: a drawing
/// larger than the limit it was drawn for is drawn at a lower resolution instead.
public struct Bitmap: Sendable {
    public var pixels: PixelImage
    /// Width and height in pixels at Graphviz's full 96 dpi.
    public var fullWidth: Int
    public var fullHeight: Int
    /// Width and height in pixels as drawn.
    public var width: Int
    public var height: Int

    public var isScaledDown: Bool { width < fullWidth || height < fullHeight }
}
