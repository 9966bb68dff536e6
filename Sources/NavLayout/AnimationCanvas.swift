import Graphviz

/// What an animated PNG of frames shows while it plays (`PixelCanvas`): the first frame,
/// then each later one drawn at the top left corner. Given the frames in order, it makes
/// the animation's frames: each stores only what changed since the frame before.
public final class AnimationCanvas {
    private let canvas: PixelCanvas

    private init(canvas: PixelCanvas) {
        self.canvas = canvas
    }

    /// A canvas showing `first`, and that frame as the animation stores it: the whole canvas.
    public static func showing(_ first: RasterImage) -> (canvas: AnimationCanvas, first: AnimationPatch) {
        let (canvas, patch) = PixelCanvas.showing(first.pixels)
        return (AnimationCanvas(canvas: canvas), AnimationPatch(patch))
    }

    /// The next frame drawn over the canvas: what the animation stores to show it, or nil
    /// when it is larger than the canvas.
    public func draw(_ image: RasterImage) -> AnimationPatch? {
        canvas.draw(image.pixels).map(AnimationPatch.init)
    }
}

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
        (x, y, width, height, blendsOver, pixels) = (patch.region.x, patch.region.y, patch.region.width, patch.region.height,
                                                   patch.blendsOver, patch.image)
    }

    /// The patch's image as a PNG file.
    public func png() -> [UInt8] {
        pixels.png()
    }
}
