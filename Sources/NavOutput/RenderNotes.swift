import Foundation
import NavLayout

/// What a render tells its user besides the files: the raster outputs it drew smaller
/// or left out to stay within its `RasterLimits`. PNGs are drawn while files are
/// written, so this fills up until the last file is written.
public final class RenderNotes: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [String] = []
    private var largestScaled: RasterImage?
    private let maximumSide: Int

    init(maximumSide: Int) {
        self.maximumSide = maximumSide
    }

    func add(_ note: String) {
        lock.withLock { notes.append(note) }
    }

    /// Notes `bitmap` when it was drawn smaller; returns it.
    @discardableResult
    func noting(_ bitmap: RasterImage) -> RasterImage {
        if bitmap.isScaledDown {
            lock.withLock {
                if bitmap.fullWidth * bitmap.fullHeight > (largestScaled.map { $0.fullWidth * $0.fullHeight } ?? 0) {
                    largestScaled = bitmap
                }
            }
        }
        return bitmap
    }

    /// One line each, in the order they arose; PNGs drawn smaller make one line.
    public var lines: [String] {
        lock.withLock {
            guard let largest = largestScaled else { return notes }
            return notes + [
                "PNGs larger than \(maximumSide) pixels on a side were drawn smaller to fit --max-png-side "
                    + "(the largest, \(largest.fullWidth)×\(largest.fullHeight), as \(largest.width)×\(largest.height))"
            ]
        }
    }
}
