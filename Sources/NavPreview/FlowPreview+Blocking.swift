import Foundation

extension FlowPreview {
    /// Serves until the process is stopped (Ctrl-C, `kill`), for a command line's synchronous
    /// run: `listening` hears the address once it is served; what kept the server from
    /// starting (a port another program holds) is thrown. A parent may have started navviz
    /// with the stop signals blocked (Foundation's `Process` does), so they are unblocked first.
    public func runUntilStopped(listening: @escaping @Sendable (String) -> Void) throws {
        Self.unblockStopSignals()
        let stopped = DispatchSemaphore(value: 0)
        let failure = ErrorBox()
        Task {
            do {
                try await run(listening: listening)
            } catch {
                failure.error = error
            }
            stopped.signal()
        }
        stopped.wait()
        if let error = failure.error { throw error }
    }

    private static func unblockStopSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

/// The error a background task ended with, read after it signalled.
private final class ErrorBox: @unchecked Sendable {
    var error: (any Error)?
}
