import Foundation
import NavDiagram

/// Every frame's canvas of a drawing (`FlowDrawing.frameCanvas`), made when first asked
/// for: a render makes them while its sheets are drawn (`FlowDrawing.renderSheets`). Copies
/// of a drawing share them.
final class FrameCanvases: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [FrameCanvas]?
    private let make: @Sendable () -> [FrameCanvas]

    init(_ make: @escaping @Sendable () -> [FrameCanvas]) {
        self.make = make
    }

    var all: [FrameCanvas] {
        lock.withLock {
            if let made { return made }
            let canvases = make()
            made = canvases
            return canvases
        }
    }
}
