import Graphviz

/// Encodes a flow's frames as PNGs one after another, each as `RasterImage.png()` would,
/// compressing only the rows that changed since the frame before (`PNGEncoder`). One
/// thread at a time.
public final class RasterEncoder: @unchecked Sendable {
    private let encoder = PNGEncoder()

    public init() {}

    public func png(of image: RasterImage) -> [UInt8] {
        encoder.png(of: image.pixels)
    }
}
