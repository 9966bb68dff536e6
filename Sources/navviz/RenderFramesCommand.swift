import ArgumentParser
import Foundation
import Graphviz
import NavDiagram
import NavOutput

/// `navviz render-frames`: the worker half of a render. The parent process starts it to
/// render a range of frames on another core and reads what it writes on stdout: each
/// frame as its length (8 bytes, little-endian) and its bytes. Hidden: people run
/// `navviz FLOW.nav -o DIR`.
struct RenderFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-frames",
        abstract: "Render frames FROM..<TO of a flow to stdout (used by navviz itself).",
        shouldDisplay: false
    )

    @Argument var flow: String
    @Option var layout: FlowDrawing.LayoutMode = .stable
    @Option var canvas: FlowDrawing.Canvas = .trimmed
    @Option var format: String = "png"
    @Option var theme: Theme = .light
    @Option var from: Int
    @Option var to: Int
    @Option(name: .customLong("max-png-side")) var maximumPNGSide: Int

    func run() throws {
        WorkerProcess.followParent()
        let loaded = try LoadedFlow.load(path: flow, recording: .streamed)
        var drawing = try FlowDrawing(loaded: loaded, mode: layout).themed(theme).withCanvas(canvas)
        drawing.maximumBitmapSide = maximumPNGSide
        for index in from..<to {
            let bytes = try drawing.renderFrame(index, format: format)
            let length = withUnsafeBytes(of: UInt64(bytes.count).littleEndian, Array.init)
            try FileHandle.standardOutput.write(contentsOf: length + bytes)
        }
        // Graphviz's warnings, one a line, for the parent to report with its own.
        for warning in GraphvizRenderer.shared.takeWarnings() { Console.error(warning) }
    }
}

/// Starts `navviz render-frames` on the same flow, so a render uses a second core. Both
/// processes lay out the same map the same way (layout is deterministic), so the
/// frames are the ones this process would have drawn.
struct ProcessFrameWorker: FrameWorker {
    let flowPath: String
    /// The flow's text when it came on standard input, which the worker cannot read again.
    let standardInput: String?
    let maximumPNGSide: Int
    let theme: Theme
    let canvas: FlowDrawing.Canvas

    /// On one core a second process only competes; NAVVIZ_WORKERS=0 turns workers off.
    static func available(loaded: LoadedFlow, path: String, maximumPNGSide: Int, theme: Theme, canvas: FlowDrawing.Canvas) -> ProcessFrameWorker? {
        guard ProcessInfo.processInfo.activeProcessorCount > 1,
              ProcessInfo.processInfo.environment["NAVVIZ_WORKERS"] != "0" else { return nil }
        return ProcessFrameWorker(flowPath: path, standardInput: path == FlowInput.standardInputPath ? loaded.source.text : nil,
                                  maximumPNGSide: maximumPNGSide, theme: theme, canvas: canvas)
    }

    func start(layout: FlowDrawing.LayoutMode, format: String, frames: Range<Int>) throws -> any FrameWorkerJob {
        let worker = try WorkerProcess(
            ["render-frames", flowPath, "--layout", layout.rawValue, "--format", format, "--theme", theme.rawValue,
             "--canvas", canvas.rawValue, "--from", String(frames.lowerBound), "--to", String(frames.upperBound),
             "--max-png-side", String(maximumPNGSide)],
            input: try standardInput.map { try AnonymousFile(holding: $0.utf8) })
        return Job(worker: worker, first: frames.lowerBound)
    }

    /// The worker process and the frames it wrote, read once it has finished.
    final class Job: FrameWorkerJob, @unchecked Sendable {
        private let worker: WorkerProcess
        private let first: Int
        private let lock = NSLock()
        /// Where each frame's bytes are in the worker's output, once it has finished.
        private var frames: [(offset: UInt64, count: Int)]?
        private var failure: WorkerFailed?

        init(worker: WorkerProcess, first: Int) {
            (self.worker, self.first) = (worker, first)
        }

        func frame(_ index: Int) throws -> [UInt8] {
            try lock.withLock {
                if frames == nil && failure == nil {
                    let end = worker.wait()
                    if end.reason != .exit || end.status != 0 {
                        failure = WorkerFailed(message: end.messages)
                    } else {
                        GraphvizWarnings.add(end.messages.split(separator: "\n").map(String.init))
                        frames = try Self.frames(in: worker.output)
                    }
                }
                if let failure { throw failure }
                let frame = frames![index - first]
                return try worker.output.read(at: frame.offset, count: frame.count)
            }
        }

        /// Each frame's place in the output: a length, then that many bytes.
        private static func frames(in output: AnonymousFile) throws -> [(offset: UInt64, count: Int)] {
            let end = try output.handle.seekToEnd()
            var frames: [(offset: UInt64, count: Int)] = []
            var offset: UInt64 = 0
            while offset + 8 <= end {
                let length = try output.read(at: offset, count: 8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
                frames.append((offset + 8, Int(length)))
                offset += 8 + length
            }
            return frames
        }
    }

    struct WorkerFailed: Error, CustomStringConvertible {
        var message: String
        var description: String { "a frame worker failed: \(message)" }
    }
}
