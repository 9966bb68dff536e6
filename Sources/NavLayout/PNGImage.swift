import Graphviz

/// A PNG navviz drew, with the size it would have had at full resolution: a drawing
/// larger than `FlowDrawing.maximumBitmapSide` is drawn at a lower resolution instead.
public struct PNGImage: Sendable {
    public var png: [UInt8]
    /// Width and height in pixels at Graphviz's full 96 dpi.
    public var fullWidth: Int
    public var fullHeight: Int
    /// Width and height in pixels as drawn.
    public var width: Int
    public var height: Int

    public var isScaledDown: Bool { width < fullWidth || height < fullHeight }

    init(_ bitmap: Bitmap) {
        (png, fullWidth, fullHeight, width, height) = (bitmap.png, bitmap.fullWidth, bitmap.fullHeight, bitmap.width, bitmap.height)
    }
}
