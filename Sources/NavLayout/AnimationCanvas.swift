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
