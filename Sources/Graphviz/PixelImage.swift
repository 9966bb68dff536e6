import CGraphviz
import Foundation

/// A drawing's pixels as a PNG holds them before compression: row by row, each row a
/// filter byte (0, none) and its pixels, RGB when every pixel is opaque, else RGBA with
/// straight alpha, as cairo's own PNG writer stores them. Kept in that form so that a PNG
/// is one compression of the buffer, with no copy.
public struct PixelImage: Sendable {
    public let width: Int
    public let height: Int
    /// Bytes a pixel: 3 (RGB) or 4 (RGBA).
    public let channels: Int
    let storage: PixelStorage

    /// Bytes a row, its filter byte included.
    var rowBytes: Int { 1 + width * channels }

    /// Takes ownership of the shim's scanlines.
    init?(taking pixels: navviz_pixels) {
        guard let scanlines = pixels.scanlines else { return nil }
        (width, height, channels) = (Int(pixels.width), Int(pixels.height), Int(pixels.channels))
        storage = PixelStorage(bytes: scanlines, count: (1 + width * channels) * height)
    }

    /// An image whose scanlines `fill` writes (filter bytes included).
    init(width: Int, height: Int, channels: Int, fill: (UnsafeMutablePointer<UInt8>) -> Void) {
        (self.width, self.height, self.channels) = (width, height, channels)
        storage = PixelStorage(count: (1 + width * channels) * height)
        fill(storage.bytes)
    }

    /// The channel values of the pixel at column `x`, row `y` (from the top left).
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let start = y * rowBytes + 1 + x * channels
        return Array(UnsafeBufferPointer(start: storage.bytes + start, count: channels))
    }

    /// The pixels of `region`, which lies inside the image.
    public func cropped(to region: PixelRegion) -> PixelImage {
        PixelImage(width: region.width, height: region.height, channels: channels) { target in
            let (rowBytes, croppedRow) = (self.rowBytes, 1 + region.width * channels)
            for row in 0..<region.height {
                let source = storage.bytes + (region.y + row) * rowBytes + 1 + region.x * channels
                target[row * croppedRow] = 0
                (target + row * croppedRow + 1).update(from: source, count: region.width * channels)
            }
        }
    }

    /// The same pixels as RGBA: every pixel of an RGB image is opaque.
    public func withAlpha() -> PixelImage {
        guard channels == 3 else { return self }
        return PixelImage(width: width, height: height, channels: 4) { target in
            for row in 0..<height {
                var source = storage.bytes + row * rowBytes + 1
                var pixel = target + row * (1 + width * 4)
                pixel.pointee = 0
                pixel += 1
                for _ in 0..<width {
                    pixel[0] = source[0]
                    pixel[1] = source[1]
                    pixel[2] = source[2]
                    pixel[3] = 0xFF
                    (source, pixel) = (source + 3, pixel + 4)
                }
            }
        }
    }

    /// This image as a PNG file (`PNGEncoding`).
    public func png() -> [UInt8] {
        PNGEncoding.png(of: self, bands: PNGEncoding.compress(self, bands: Array(0..<PNGEncoding.bandCount(self))))
    }
}
