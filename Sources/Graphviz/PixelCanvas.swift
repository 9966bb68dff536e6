import CGraphviz

/// What an animated PNG shows while it plays: its first frame, then every later frame
/// drawn at its top left corner over what was there (frames only grow). Told each frame
/// in turn, it says what the animation must store to show it: the changed region only,
/// its unchanged pixels transparent, drawn with blending over the frame before.
public final class PixelCanvas {
    private var pixels: PixelImage

    /// A canvas showing `first`, and that frame as the animation stores it: RGBA, because
    /// every frame of an animated PNG has one colour format and the later ones need
    /// transparency.
    public static func showing(_ first: PixelImage) -> (canvas: PixelCanvas, first: PixelPatch) {
        let whole = PixelRegion(x: 0, y: 0, width: first.width, height: first.height)
        // Its own copy: drawing changes it in place.
        return (PixelCanvas(pixels: first.cropped(to: whole)), PixelPatch(region: whole, image: first.withAlpha(), blendsOver: false))
    }

    private init(pixels: PixelImage) {
        self.pixels = pixels
    }

    /// Draws `image` at the top left corner. Returns what changes (a pixel when nothing
    /// does: every frame of an animation has one), or nil when `image` is larger than
    /// the canvas. An opaque image changes the canvas where its pixels differ, so the
    /// patch is those pixels on transparency, to blend over the canvas; an image with
    /// transparent pixels replaces the changed region as it is.
    public func draw(_ image: PixelImage) -> PixelPatch? {
        guard image.width <= pixels.width, image.height <= pixels.height else { return nil }
        let opaque = image.channels == 3 && pixels.channels == 3
        if !opaque, pixels.channels == 3 { pixels = pixels.withAlpha() }
        let drawn = opaque ? image : image.withAlpha()
        var box: [Int32] = [0, 0, 1, 1]
        _ = navviz_changed_box(
            pixels.storage.bytes, Int32(pixels.width), drawn.storage.bytes, Int32(drawn.width), Int32(drawn.height),
            Int32(drawn.channels), &box)
        let region = PixelRegion(x: Int(box[0]), y: Int(box[1]), width: Int(box[2]), height: Int(box[3]))
        let patch: PixelPatch
        if opaque {
            let changes = PixelImage(width: region.width, height: region.height, channels: 4) { target in
                navviz_changes_over(pixels.storage.bytes, Int32(pixels.width), drawn.storage.bytes, Int32(drawn.width), box, target)
            }
            patch = PixelPatch(region: region, image: changes, blendsOver: true)
        } else {
            patch = PixelPatch(region: region, image: drawn.cropped(to: region), blendsOver: false)
        }
        let (canvasRow, imageRow, channels) = (pixels.rowBytes, drawn.rowBytes, drawn.channels)
        for row in region.y..<(region.y + region.height) {
            let offset = 1 + region.x * channels
            (pixels.storage.bytes + row * canvasRow + offset).update(
                from: drawn.storage.bytes + row * imageRow + offset,
                count: region.width * channels)
        }
        return patch
    }
}
