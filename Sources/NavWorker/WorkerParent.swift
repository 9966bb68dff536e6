import Foundation

/// The navviz that started this worker process (`navviz layout-dot`, `navviz-swift-reader`),
/// which the worker never outlives: `WorkerProcess` names it in the environment, and the
/// worker calls `follow()` first thing.
public enum WorkerParent {
    /// The variable that tells a worker which process started it.
    public static let variable = "NAVVIZ_PARENT_PID"

    /// Asks the kernel for SIGTERM when the navviz that started this process dies (Linux's
    /// `PR_SET_PDEATHSIG`), and ends at once if it already has. Elsewhere (macOS) only the
    /// parent's own signals terminate it. Run by hand (no variable), it does nothing.
    public static func follow() {
        guard let parent = ProcessInfo.processInfo.environment[variable].flatMap(Int32.init) else { return }
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
