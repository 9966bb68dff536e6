import Foundation
import Graphviz
import NavLayout
import Testing
@testable import NavOutput

@Suite("PNG frames drawn on their own thread")
struct RasterFramesTests {
    /// Drawn once for both, the step files and flow.png are what each is drawn alone.
    @Test func theStepFilesAndTheAnimationAreTheSameDrawnTogetherOrApart() throws {
        let together = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.frames(.png), .animated])
        let apart = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.animated])
        let frames = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.frames(.png)])
        #expect(try RenderedFixtures.file("flow.png", of: together) == RenderedFixtures.file("flow.png", of: apart))
        for name in frames.frameNames {
            #expect(try RenderedFixtures.file(name + ".png", of: together) == RenderedFixtures.file(name + ".png", of: frames))
        }
    }

    /// Two takers of one flow (tests share a rendered fixture): one waiting for frame 3
    /// while the other asks for frame 5 gets nil (it makes frame 3 again) rather than
    /// waiting for a frame the buffer no longer keeps.
    @Test func aTakerPassedWhileWaitingIsToldSo() throws {
        let buffer = FrameBuffer<Int>()
        let waiting = DispatchSemaphore(value: 0)
        let result = LockedBox<Int??>(nil)
        Thread {
            waiting.signal()
            result.set(try? buffer.take(3))
        }.start()
        waiting.wait()
        Thread.sleep(forTimeInterval: 0.05) // the other taker is (most likely) waiting
        buffer.put(5, 50)
        #expect(try buffer.take(5) == 50)
        buffer.put(3, 30) // too late: passed
        let deadline = Date().addingTimeInterval(10)
        while result.get() == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(result.get() == .some(.some(nil)))
    }

    /// Taken out of order or a second time, a product is drawn again: the same bytes.
    @Test func aFrameAskedForAgainIsDrawnAgainTheSame() throws {
        let flow = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.frames(.png), .animated])
        let step5 = try flow.framePNG(5)
        let step2 = try flow.framePNG(2) // passed: drawn again
        #expect(try flow.framePNG(5) == step5)
        #expect(step2 == (try flow.drawing.renderFrameBitmap(2).png()))
        let animation = try (0..<4).map { try flow.animationFrame($0).png }
        #expect(try flow.animationFrame(3).png == animation[3]) // made again, from frame 0
        #expect(try (0..<4).map { try flow.animationFrame($0).png } == animation)
    }

    /// Each step PNG has the pixels Graphviz's own PNG of the frame has (cairo's, compressed
    /// by libpng), but for its last column and row, which Graphviz leaves partly transparent
    /// and navviz draws opaque; and it is no larger.
    @Test(arguments: FrameLayersTests.examples)
    func everyStepPNGIsTheFramesDrawingAndNoLargerThanGraphvizsOwn(example: String) throws {
        let drawing = try FrameLayersTests.drawing(example)
        let frames = drawing.diagram.frameCount
        for frame in Set([0, frames / 2, frames - 1]).sorted() {
            let png = try drawing.renderFrameBitmap(frame).png()
            let own = try GraphvizRenderer.shared.render(dot: drawing.frameDOT(frame), engine: .nop2, format: .png)
            let (mine, graphviz) = (try DecodedImage(png: png), try DecodedImage(png: own))
            #expect(mine.width == graphviz.width && mine.height == graphviz.height)
            let inside = (width: mine.width - 1, height: mine.height - 1)
            #expect(
                mine.cropped(width: inside.width, height: inside.height) == graphviz.cropped(width: inside.width, height: inside.height),
                "\(example) frame \(frame)")
            #expect(png.count <= own.count, "\(example) frame \(frame): \(png.count) bytes, Graphviz's \(own.count)")
        }
    }
}

/// A value set by one thread and read by another.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}

@Suite("Files made ahead on several threads")
struct FilesMadeAheadTests {
    /// A full buffer holds only frames after the one the writer waits for: that frame's maker
    /// makes it anyway (with two makers, one can run far ahead of the other).
    @Test func theFrameTheWriterWaitsForIsMadeWhenTheBufferIsFull() throws {
        let buffer = FrameBuffer<[UInt8]>(limit: 25, size: \.count)
        for (frame, size) in [(0, 1), (1, 1), (3, 10), (5, 20)] { buffer.put(frame, [UInt8](repeating: 0, count: size)) }
        #expect(try buffer.take(0)?.count == 1 && buffer.take(1)?.count == 1)
        // 30 bytes of frames 3 and 5 are waiting; frame 2 is next.
        let answered = DispatchSemaphore(value: 0)
        let room = LockedBox<Bool?>(nil)
        Thread {
            room.set(buffer.waitForRoom(making: 2, window: 2))
            answered.signal()
        }.start()
        #expect(answered.wait(timeout: .now() + 10) == .success && room.get() == true, "the maker of frame 2 does not wait")
        // A frame further on waits for room, until the buffer is cancelled.
        let later = DispatchSemaphore(value: 0)
        Thread {
            _ = buffer.waitForRoom(making: 7, window: 2)
            later.signal()
        }.start()
        #expect(later.wait(timeout: .now() + 0.2) == .timedOut)
        buffer.cancel()
        #expect(later.wait(timeout: .now() + 10) == .success)
    }

    /// Files made by several threads with little room come out whole and in order.
    @Test func filesMadeOnSeveralThreadsWithLittleRoomComeOutInOrder() throws {
        let sizes = (0..<200).map { $0 % 7 == 0 ? 900 : $0 % 3 * 40 + 1 }
        let files = FilesMadeAhead(count: sizes.count, makers: 3, limit: 1_000) { index in
            [UInt8](repeating: UInt8(index % 256), count: sizes[index])
        }
        for (index, size) in sizes.enumerated() {
            #expect(try files.file(index) == [UInt8](repeating: UInt8(index % 256), count: size))
        }
    }
}
