import Foundation
import NavWorker

/// A worker process (a copy of navviz as `layout-dot`, or `navviz-swift-reader`) that never
/// outlives the navviz that started it: a signal that stops this process terminates the
/// worker first (`InterruptCleanup`), and on Linux the kernel sends the worker SIGTERM
/// when this process dies any other way, SIGKILL included (`WorkerParent.follow`, which the
/// worker calls first thing). Its standard input and error are files with no name
/// (`AnonymousFile`), so a killed run leaves no temporary file either.
public final class WorkerProcess {
    /// Where the worker's standard output goes.
    public enum Output {
        /// A file with no name, read once the worker has ended.
        case file
        /// A pipe, read as the worker writes (`stream`).
        case pipe
        /// One end of a socket pair, which is the worker's standard input too: `stream` is
        /// the other end, for a conversation (`LayoutWorker`). A write to a worker that has
        /// died fails rather than raising SIGPIPE, when made with `send(…, MSG_NOSIGNAL)`.
        case socket
    }

    private let process = Process()
    /// What the worker writes on its standard output, with `.file`.
    public let output: AnonymousFile?
    /// The reading end of the worker's standard output, with `.pipe`; this process's end
    /// of the socket, with `.socket`.
    public let stream: FileHandle?
    private let errors: AnonymousFile
    private let cleanup: InterruptCleanup.Token
    /// Signalled once the worker has ended and been reaped: Foundation's `waitUntilExit`
    /// looks only every 50 ms.
    private let ended = DispatchSemaphore(value: 0)
    private var waited = false

    /// Starts `executable` (navviz itself unless told) with `arguments`, reading `input`
    /// (nothing when nil).
    public init(
        _ arguments: [String], input: AnonymousFile? = nil, output: Output = .file, environment: [String: String] = [:],
        executable: URL = NavvizExecutable.url
    ) throws {
        errors = try AnonymousFile()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(environment) { $1 }
            .merging([WorkerParent.variable: String(getpid())]) { $1 }
        process.standardInput = input?.handle ?? FileHandle.nullDevice
        process.standardError = errors.handle
        switch output {
        case .file:
            let file = try AnonymousFile()
            (self.output, stream) = (file, nil)
            process.standardOutput = file.handle
        case .pipe:
            let pipe = Pipe()
            (self.output, stream) = (nil, pipe.fileHandleForReading)
            process.standardOutput = pipe
        case .socket:
            var ends: [Int32] = [0, 0]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            // Closed on exec, so only the worker it is given to (as its standard input and
            // output) inherits an end.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            let workerEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
            (self.output, stream) = (nil, FileHandle(fileDescriptor: ends[0], closeOnDealloc: true))
            process.standardInput = workerEnd
            process.standardOutput = workerEnd
        }
        process.terminationHandler = { [ended] _ in ended.signal() }
        try process.run()
        // Only the worker holds its end now, so that its death ends the conversation.
        if case .socket = output, let workerEnd = process.standardOutput as? FileHandle { try? workerEnd.close() }
        let process = process
        cleanup = InterruptCleanup.shared.add { _ = Foundation.kill(process.processIdentifier, SIGTERM) }
    }

    /// Terminates the worker if it still runs.
    deinit { InterruptCleanup.shared.finish(cleanup) }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Ends the worker at once (SIGKILL): it is stuck.
    public func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// Closes this process's end of `stream`: a worker reading it reads its end.
    public func closeStream() {
        try? stream?.close()
    }

    /// Whether the worker has written anything on stderr yet.
    public var hasMessages: Bool {
        var status = stat()
        return fstat(errors.handle.fileDescriptor, &status) == 0 && status.st_size > 0
    }

    /// Waits for the worker to end; what it wrote on stderr, and how it ended.
    public func wait() -> (messages: String, reason: Process.TerminationReason, status: Int32) {
        if !waited {
            ended.wait()
            waited = true
        }
        InterruptCleanup.shared.cancel(cleanup)
        let messages = String(decoding: (try? errors.contents()) ?? [], as: UTF8.self)
        return (messages, process.terminationReason, process.terminationStatus)
    }
}
