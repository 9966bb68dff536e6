import Graphviz

/// One frame of an animation as stored: an image at `x`, `y` from the canvas's top left
/// corner, drawn over what is there with alpha blending (`blendsOver`) or replacing it.
public struct AnimationPatch: Sendable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    public let blendsOver: Bool
    private let pixels: PixelImage

    init(_ patch: PixelPatch) {
        (x, y, width, height, blendsOver, pixels) = (
            patch.region.x, patch.region.y, patch.region.width, patch.region.height,
            patch.blendsOver, patch.image
        )
    }

    /// The patch's image as a PNG file.
    public func png() -> [UInt8] {
        pixels.png()
    }
}
