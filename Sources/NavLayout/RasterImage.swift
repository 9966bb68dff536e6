import Graphviz

/// A frame or map navviz drew, as pixels, with the size it would have had at full
/// resolution: a drawing larger than `FlowDrawing.maximumBitmapSide` is drawn at a lower
/// resolution instead. Encoded as PNG (`png()`) when a file needs it, which is where the
/// time goes, so a caller can do that on another thread.
public struct RasterImage: Sendable {
    let pixels: PixelImage
    /// Width and height in pixels at Graphviz's full 96 dpi.
    public let fullWidth: Int
    public let fullHeight: Int
    /// Width and height in pixels as drawn.
    public let width: Int
    public let height: Int

    public var isScaledDown: Bool { width < fullWidth || height < fullHeight }

    init(_ bitmap: Bitmap) {
        (pixels, fullWidth, fullHeight, width, height) = (bitmap.pixels, bitmap.fullWidth, bitmap.fullHeight, bitmap.width, bitmap.height)
    }

    /// The image as a PNG file.
    public func png() -> [UInt8] {
        pixels.png()
    }
}
