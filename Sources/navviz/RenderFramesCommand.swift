import ArgumentParser
import Foundation
import NavLayout
import NavOutput

/// `navviz render-frames`: the worker half of a render. The parent process starts it to
/// render a range of PNG frames on another core and reads the files it writes. Hidden:
/// people run `navviz FLOW.nav -o DIR`.
struct RenderFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-frames",
        abstract: "Render PNG frames FROM..<TO of a flow into a folder (used by navviz itself).",
        shouldDisplay: false
    )

    @Argument var flow: String
    @Option var layout: FlowDrawing.LayoutMode = .stable
    @Option var canvas: FlowDrawing.Canvas = .trimmed
    @Option var theme: Theme = .light
    @Option var from: Int
    @Option var to: Int
    @Option var into: String
    @Option(name: .customLong("max-png-side")) var maximumPNGSide: Int

    func run() throws {
        let loaded = try LoadedFlow.load(path: flow, recording: .streamed, mapLayout: Navviz.mapLayout)
        var drawing = try FlowDrawing(loaded: loaded, mode: layout).drawn(in: theme.palette).withCanvas(canvas)
        drawing.maximumBitmapSide = maximumPNGSide
        for index in from..<to {
            let bytes = try drawing.renderFrame(index, format: .png)
            try Data(bytes).write(to: URL(fileURLWithPath: into).appendingPathComponent("\(index).png"))
        }
        // Graphviz's warnings, one a line, for the parent to report with its own.
        for warning in GraphvizWarnings.take() { Console.error(warning) }
    }
}

/// Starts `navviz render-frames` on the same flow, so a render uses a second core. Both
/// processes lay out the same map the same way (layout is deterministic), so the
/// frames are the ones this process would have drawn.
struct ProcessFrameWorker: FrameWorker {
    let flowPath: String
    let maximumPNGSide: Int
    let theme: Theme
    let canvas: FlowDrawing.Canvas

    /// On one core a second process only competes; NAVVIZ_WORKERS=0 turns workers off.
    static func available(flowPath: String, maximumPNGSide: Int, theme: Theme, canvas: FlowDrawing.Canvas) -> ProcessFrameWorker? {
        guard ProcessInfo.processInfo.activeProcessorCount > 1,
              ProcessInfo.processInfo.environment["NAVVIZ_WORKERS"] != "0" else { return nil }
        return ProcessFrameWorker(flowPath: flowPath, maximumPNGSide: maximumPNGSide, theme: theme, canvas: canvas)
    }

    func start(layout: FlowDrawing.LayoutMode, frames: Range<Int>) throws -> any FrameWorkerJob {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = NavvizExecutable.url
        process.arguments = ["render-frames", flowPath, "--layout", layout.rawValue, "--theme", theme.rawValue,
                             "--canvas", canvas.rawValue,
                             "--from", String(frames.lowerBound), "--to", String(frames.upperBound), "--into", folder.path,
                             "--max-png-side", String(maximumPNGSide)]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return Job(process: process, errors: errors, folder: folder)
    }

    /// The worker process and the folder it writes its frames into, removed with the job.
    final class Job: FrameWorkerJob, @unchecked Sendable {
        private let process: Process
        private let errors: Pipe
        private let folder: URL
        private let lock = NSLock()
        private var failure: WorkerFailed?
        private var finished = false

        init(process: Process, errors: Pipe, folder: URL) {
            (self.process, self.errors, self.folder) = (process, errors, folder)
        }

        deinit {
            if !finished { process.terminate() }
            try? FileManager.default.removeItem(at: folder)
        }

        func frame(_ index: Int) throws -> [UInt8] {
            try lock.withLock {
                if !finished {
                    let message = errors.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    finished = true
                    if process.terminationStatus != 0 {
                        failure = WorkerFailed(message: String(decoding: message, as: UTF8.self))
                    } else {
                        GraphvizWarnings.add(String(decoding: message, as: UTF8.self).split(separator: "\n").map(String.init))
                    }
                }
                if let failure { throw failure }
            }
            return [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(index).png")))
        }
    }

    struct WorkerFailed: Error, CustomStringConvertible {
        var message: String
        var description: String { "a frame worker failed: \(message)" }
    }
}
