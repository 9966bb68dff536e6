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
    private let state = State()
    /// For a caller that asks for animation frames again: the canvas and its next frame.
    private let replayLock = NSLock()
    private var replay: (canvas: AnimationCanvas, next: Int)?

    /// Compressed step files waiting to be taken, at most: about 60 frames of a 200-VC
    /// flow, enough for drawing to run ahead while the SVG files are written.
    static let bufferedBytes = 8_000_000

    init(plan: Plan, notes: RenderNotes) {
        (self.plan, self.notes) = (plan, notes)
        // The drawing thread keeps a core busy too.
        let (state, encoders) = (state, DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount - 1)))
        let thread = Thread { Self.draw(plan: plan, notes: notes, state: state, encoders: encoders) }
        // Graphviz's `dot` layout (the per-frame layout) recurses: the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit {
        state.cancel()
    }

    /// Step file `index`, waiting for it if it is being drawn.
    func stepPNG(_ index: Int) throws -> [UInt8] {
        guard let steps = plan.steps else { throw FlipbookError.unreadablePNG(frame: index) }
        if let taken = try state.takeStep(index) { return taken }
        return notes.noting(try steps.renderFrameBitmap(index)).png()
    }

    /// Frame `index` of `flow.png`, waiting for it if it is being drawn.
    func animationFrame(_ index: Int) throws -> AnimationFrame {
        guard let animation = plan.animation else { throw FlipbookError.unreadablePNG(frame: index) }
        if let taken = try state.takeAnimationFrame(index) { return taken }
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

    /// The drawing thread: every frame in order, each compressed on one of the encoding
    /// threads (one a core besides this one, which bounds the pixels in memory).
    private static func draw(plan: Plan, notes: RenderNotes, state: State, encoders: DispatchSemaphore) {
        var canvas: AnimationCanvas?
        /// The size of the frame before: the next must cover it.
        var previous: (width: Int, height: Int)?
        func encode(_ work: @escaping @Sendable () -> Void) {
            encoders.wait()
            DispatchQueue.global().async {
                work()
                encoders.signal()
            }
        }
        for index in 0..<plan.frameCount {
            guard state.waitForRoom(steps: plan.steps != nil) else { return }
            do {
                var step: RasterImage?
                if let steps = plan.steps {
                    let image = notes.noting(try steps.renderFrameBitmap(index))
                    encode { state.putStep(index, image.png()) }
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
                encode { state.putAnimationFrame(index, AnimationFrame(patch)) }
            } catch {
                state.fail(from: index, error)
                return
            }
        }
    }

    /// What the drawing thread and the takers share, under one condition.
    private final class State: @unchecked Sendable {
        private let condition = NSCondition()
        private var steps: [Int: [UInt8]] = [:]
        private var stepBytes = 0
        /// Step files before this one are no longer wanted (they are taken in order).
        private var nextStep = 0
        private var animationFrames: [Int: AnimationFrame] = [:]
        private var nextAnimationFrame = 0
        /// The first frame that failed to draw, and why: every product from it on fails.
        private var failure: (frame: Int, error: any Error)?
        private var cancelled = false

        func cancel() {
            condition.withLock { cancelled = true }
            condition.broadcast()
        }

        /// Waits while the step files drawn and not taken fill the buffer; false once cancelled.
        func waitForRoom(steps: Bool) -> Bool {
            condition.withLock {
                while steps && stepBytes >= RasterFrames.bufferedBytes && !cancelled { condition.wait() }
                return !cancelled
            }
        }

        func putStep(_ index: Int, _ png: [UInt8]) {
            condition.withLock {
                guard index >= nextStep else { return }
                steps[index] = png
                stepBytes += png.count
            }
            condition.broadcast()
        }

        func putAnimationFrame(_ index: Int, _ frame: AnimationFrame) {
            condition.withLock { animationFrames[index] = frame }
            condition.broadcast()
        }

        func fail(from frame: Int, _ error: any Error) {
            condition.withLock { failure = (frame, error) }
            condition.broadcast()
        }

        /// Step file `index` once drawn, dropping any before it; nil when it was taken before.
        func takeStep(_ index: Int) throws -> [UInt8]? {
            defer { condition.broadcast() }
            return try condition.withLock {
                guard index >= nextStep else { return nil }
                for earlier in nextStep..<index {
                    stepBytes -= steps.removeValue(forKey: earlier)?.count ?? 0
                }
                nextStep = index
                while steps[index] == nil {
                    if let failure, failure.frame <= index { throw failure.error }
                    condition.wait()
                }
                nextStep = index + 1
                let taken = steps.removeValue(forKey: index)!
                stepBytes -= taken.count
                return taken
            }
        }

        /// Animation frame `index` once drawn; nil when it is not the next one.
        func takeAnimationFrame(_ index: Int) throws -> AnimationFrame? {
            try condition.withLock {
                guard index == nextAnimationFrame else { return nil }
                while animationFrames[index] == nil {
                    if let failure, failure.frame <= index { throw failure.error }
                    condition.wait()
                }
                nextAnimationFrame += 1
                return animationFrames.removeValue(forKey: index)!
            }
        }
    }
}
