/// A frame of an animation as stored: `image` drawn at `region`'s corner, over what is
/// there (`blendsOver`, alpha blending) or replacing it.
public struct PixelPatch: Sendable {
    public let region: PixelRegion
    public let image: PixelImage
    public let blendsOver: Bool
}
