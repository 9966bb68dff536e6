import NavLayout

/// One frame of `flow.png` as stored: a PNG of the region that changed since the frame
/// before, at `x`, `y` on the canvas, blended over what is there or replacing it.
struct AnimationFrame: Sendable {
    var x: Int
    var y: Int
    var blendsOver: Bool
    var png: [UInt8]
}

extension AnimationFrame {
    /// `patch` compressed: the work that runs on the encoding threads.
    init(_ patch: AnimationPatch) {
        self.init(x: patch.x, y: patch.y, blendsOver: patch.blendsOver, png: patch.png())
    }
}
