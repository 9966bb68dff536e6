import Foundation
import NavOutput

/// A copy of navviz started as a worker (`layout-dot`) that never
/// outlives the navviz that started it: a signal that stops this process terminates the
/// worker first (`InterruptCleanup`), and on Linux the kernel sends the worker SIGTERM
/// when this process dies any other way, SIGKILL included (`followParent`, which the
/// worker calls first thing). Its standard input and output are files with no name
/// (`AnonymousFile`), so a killed run leaves no temporary file either.
final class WorkerProcess {
    private let process = Process()
    /// What the worker writes on its standard output.
    let output: AnonymousFile
    private let errors = Pipe()
    private let cleanup: InterruptCleanup.Token

    /// Starts navviz with `arguments`, reading `input` (nothing when nil).
    init(_ arguments: [String], input: AnonymousFile? = nil, environment: [String: String] = [:], executable: URL = NavvizExecutable.url) throws {
        output = try AnonymousFile()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(environment) { $1 }
            .merging([Self.parentVariable: String(getpid())]) { $1 }
        process.standardInput = input?.handle ?? FileHandle.nullDevice
        process.standardOutput = output.handle
        process.standardError = errors
        try process.run()
        let process = process
        cleanup = InterruptCleanup.shared.add { kill(process.processIdentifier, SIGTERM) }
    }

    /// Terminates the worker if it still runs.
    deinit { InterruptCleanup.shared.finish(cleanup) }

    /// Waits for the worker to end; what it wrote on stderr, and how it ended.
    func wait() -> (messages: String, reason: Process.TerminationReason, status: Int32) {
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        InterruptCleanup.shared.cancel(cleanup)
        return (messages, process.terminationReason, process.terminationStatus)
    }

    /// The variable that tells a worker which process started it.
    static let parentVariable = "NAVVIZ_PARENT_PID"

    /// In a worker, before anything else: asks the kernel for SIGTERM when the navviz that
    /// started it dies (Linux's `PR_SET_PDEATHSIG`), and ends at once if it already has.
    /// Elsewhere (macOS) only the parent's own signals terminate it.
    static func followParent() {
        guard let parent = ProcessInfo.processInfo.environment[parentVariable].flatMap(Int32.init) else { return }
        // Inherited blocked, SIGTERM would never arrive.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGTERM)
        sigaddset(&stopping, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        #if os(Linux)
            // prctl is variadic in C, so Swift does not import it: it is called through its
            // address with the integer arguments it takes.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            let setParentDeathSignal: Int32 = 1
            if let symbol = dlsym(nil, "prctl") {
                _ = unsafeBitCast(symbol, to: Prctl.self)(setParentDeathSignal, UInt(SIGTERM), 0, 0, 0)
            }
        #endif
        if getppid() != parent { exit(EXIT_FAILURE) }
    }
}
