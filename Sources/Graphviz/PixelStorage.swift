import Foundation

/// Scanlines in memory `malloc` gave (the shim's, or this binding's own), freed with the
/// last image that holds them. Written only while an image is made and shared read-only
/// after, but for a `PixelCanvas`'s own copy, which it draws on.
final class PixelStorage: @unchecked Sendable {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int

    init(bytes: UnsafeMutablePointer<UInt8>, count: Int) {
        (self.bytes, self.count) = (bytes, count)
    }

    init(count: Int) {
        guard let memory = malloc(max(count, 1)) else { fatalError("out of memory for \(count) bytes of pixels") }
        (bytes, self.count) = (memory.assumingMemoryBound(to: UInt8.self), count)
    }

    deinit {
        free(bytes)
    }
}
