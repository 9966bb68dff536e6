import Foundation

/// Encodes the frames of a flow as PNGs one after another (`PNGEncoding`): a band of rows
/// a frame shares with the frame before, at the same place and width, is taken from that
/// frame's PNG instead of compressed again. The PNG is the one `PixelImage.png()` writes,
/// byte for byte. One thread at a time.
public final class PNGEncoder {
    private var previous: (image: PixelImage, bands: [PNGEncoding.Band])?

    public init() {}

    public func png(of image: PixelImage) -> [UInt8] {
        let count = PNGEncoding.bandCount(image)
        var bands = [PNGEncoding.Band?](repeating: nil, count: count)
        if let previous, previous.image.width == image.width, previous.image.channels == image.channels {
            for band in 0..<min(count, previous.bands.count) {
                let (old, new) = (PNGEncoding.bandBytes(previous.image, band: band), PNGEncoding.bandBytes(image, band: band))
                if old.count == new.count, memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 { bands[band] = previous.bands[band] }
            }
        }
        let missing = bands.indices.filter { bands[$0] == nil }
        for (band, compressed) in zip(missing, PNGEncoding.compress(image, bands: missing)) { bands[band] = compressed }
        let all = bands.map { $0! }
        previous = (image, all)
        return PNGEncoding.png(of: image, bands: all)
    }
}
