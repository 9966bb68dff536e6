import Foundation
import NavLayout

/// The PNG frames of a render: the step files and the frames of `flow.png`. Graphviz
/// draws one job at a time, so the frames are drawn in order on a thread of their own,
/// started before anything else, while this process draws and writes everything else;
/// compressing them, where most of the time goes, runs on every core. Drawing stays a
/// bounded way ahead of the step files taken. Each product is made once and taken once,
/// in order, as `OutputFolder` writes the files; one asked for again is made again.
final class RasterFrames: @unchecked Sendable {
    /// What to draw: the step files with `steps`, the frames of `flow.png` as `animation` says.
    struct Plan: Sendable {
        var frameCount: Int
        var steps: FlowDrawing?
        var animation: Animation?
    }

    /// How `flow.png`'s frames are drawn: on the stable layout, cut as the step files are
    /// (`drawing`), the first on the whole canvas (`first`).
    struct Animation: Sendable {
        var drawing: FlowDrawing
        var first: FlowDrawing
        /// Whether the step files are drawn as `drawing` draws: their images are the frames.
        var drawsSteps: Bool
        /// Whether `drawing` draws every frame on the whole canvas: frame 0 is `first`'s.
        var cutsNothing: Bool
    }

    private let plan: Plan
    private let notes: RenderNotes
    private let stepFiles = FrameBuffer<[UInt8]>(limit: RasterFrames.bufferedBytes, size: \.count)
    /// Small (what changed) and written last: kept until taken, however many.
    private let animationFrames = FrameBuffer<AnimationFrame>()
    /// For a caller that asks for animation frames again: the canvas and its next frame.
    private let replayLock = NSLock()
    private var replay: (canvas: AnimationCanvas, next: Int)?

    /// Compressed step files waiting to be taken, at most: about 60 frames of a 200-VC
    /// flow, enough for drawing to run ahead while the SVG files are written.
    static let bufferedBytes = 8_000_000

    init(plan: Plan, notes: RenderNotes) {
        (self.plan, self.notes) = (plan, notes)
        // Compressing a frame costs more than drawing it: one a core, so that drawing never
        // waits for a core that compresses.
        let encoders = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount)
        let (stepFiles, animationFrames) = (stepFiles, animationFrames)
        let thread = Thread { Self.draw(plan: plan, notes: notes, into: (stepFiles, animationFrames), encoders: encoders) }
        // Graphviz's `dot` layout (the per-frame layout) recurses: the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit {
        stepFiles.cancel()
        animationFrames.cancel()
    }

    /// Step file `index`, waiting for it if it is being drawn.
    func stepPNG(_ index: Int) throws -> [UInt8] {
        guard let steps = plan.steps else { throw FlipbookError.unreadablePNG(frame: index) }
        if let taken = try stepFiles.take(index) { return taken }
        return notes.noting(try steps.renderFrameBitmap(index)).png()
    }

    /// Frame `index` of `flow.png`, waiting for it if it is being drawn.
    func animationFrame(_ index: Int) throws -> AnimationFrame {
        guard let animation = plan.animation else { throw FlipbookError.unreadablePNG(frame: index) }
        if let taken = try animationFrames.take(index) { return taken }
        return try replayLock.withLock {
            if replay.map({ $0.next > index }) ?? true {
                let (canvas, first) = AnimationCanvas.showing(try animation.first.renderFrameBitmap(0))
                replay = (canvas, 1)
                if index == 0 { return AnimationFrame(first) }
            }
            let canvas = replay!.canvas
            var patch: AnimationPatch?
            for next in replay!.next...index {
                guard let drawn = canvas.draw(try animation.drawing.renderFrameBitmap(next)) else { throw FlipbookError.pngFramesDiffer(frame: next) }
                patch = drawn
            }
            replay = (canvas, index + 1)
            return AnimationFrame(patch!)
        }
    }

    /// The drawing thread: every frame in order, each compressed on the other threads (at
    /// most a frame a core at a time, which bounds the pixels in memory).
    private static func draw(
        plan: Plan, notes: RenderNotes, into buffers: (steps: FrameBuffer<[UInt8]>, animation: FrameBuffer<AnimationFrame>),
        encoders: DispatchSemaphore
    ) {
        // Each step file after the one before, whose unchanged rows it takes as compressed.
        let (stepEncoder, stepQueue) = (RasterEncoder(), DispatchQueue(label: "navviz.step-pngs"))
        var canvas: AnimationCanvas?
        /// The size of the frame before: the next must cover it.
        var previous: (width: Int, height: Int)?
        func encode(on queue: DispatchQueue = .global(), _ work: @escaping @Sendable () -> Void) {
            encoders.wait()
            queue.async {
                work()
                encoders.signal()
            }
        }
        for index in 0..<plan.frameCount {
            guard buffers.steps.waitForRoom(making: index) else { return }
            do {
                var step: RasterImage?
                if let steps = plan.steps {
                    let image = notes.noting(try steps.renderFrameBitmap(index))
                    encode(on: stepQueue) { buffers.steps.put(index, stepEncoder.png(of: image)) }
                    step = image
                }
                guard let animation = plan.animation else { continue }
                let image = try step.flatMap { animation.drawsSteps ? $0 : nil } ?? notes.noting(animation.drawing.renderFrameBitmap(index))
                let patch: AnimationPatch
                if let canvas, let previous {
                    // Drawn at the top left corner, a frame cut smaller than the one before
                    // would leave that one showing around it.
                    guard image.width >= previous.width, image.height >= previous.height, let drawn = canvas.draw(image) else {
                        throw FlipbookError.pngFramesDiffer(frame: index)
                    }
                    patch = drawn
                } else {
                    let first = animation.cutsNothing ? image : notes.noting(try animation.first.renderFrameBitmap(0))
                    (canvas, patch) = AnimationCanvas.showing(first)
                }
                previous = (image.width, image.height)
                encode { buffers.animation.put(index, AnimationFrame(patch)) }
            } catch {
                buffers.steps.fail(from: index, error)
                buffers.animation.fail(from: index, error)
                return
            }
        }
    }
}
