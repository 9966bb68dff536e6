import Foundation

/// What navviz undoes when SIGINT, SIGTERM or SIGHUP stops it: a run's staging folder and
/// output lock, the worker processes it started and their files. The signal is caught only
/// while something is registered; a thread then runs every action and ends the process
/// with the same signal, so the exit status still says how it ended.
///
/// Each action runs exactly once: when the signal comes, or when its owner finishes it.
public final class InterruptCleanup: @unchecked Sendable {
    public static let shared = InterruptCleanup()

    /// An action's handle, to finish it.
    public struct Token: Hashable, Sendable {
        fileprivate let number: Int
    }

    private let lock = NSLock()
    private var actions: [Int: () -> Void] = [:]
    private var nextNumber = 0
    private var interrupted = false
    private var listening = false

    private init() {}

    /// Registers `action` to run if the process is stopped by a signal before `finish`.
    public func add(_ action: @escaping () -> Void) -> Token {
        lock.withLock {
            if !listening {
                listening = true
                listen()
            }
            nextNumber += 1
            actions[nextNumber] = action
            return Token(number: nextNumber)
        }
    }

    /// Runs the action now, unless the signal's cleanup already did.
    public func finish(_ token: Token) {
        let action = lock.withLock { actions.removeValue(forKey: token.number) }
        action?()
    }

    /// Drops the action without running it: what it would undo is already gone.
    public func cancel(_ token: Token) {
        lock.withLock { _ = actions.removeValue(forKey: token.number) }
    }

    /// Runs `body` (making a file or folder the actions would remove) so that it never
    /// overlaps the cleanup: once the signal has come, it waits for the process to end.
    public func unlessInterrupted<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        while interrupted {
            lock.unlock()
            pause()
            lock.lock()
        }
        return try body()
    }

    /// The signals that stop navviz; each is written to a pipe that a thread reads.
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private func listen() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        signalPipe = ends[1]
        let reader = ends[0]
        Thread.detachNewThread { [self] in
            var number: UInt8 = 0
            while Foundation.read(reader, &number, 1) != 1 {}
            stop(signal: Int32(number))
        }
        for signal in Self.signals {
            Foundation.signal(signal) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = Foundation.write(signalPipe, &byte, 1)
            }
        }
        // A parent may have started navviz with the signals blocked.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in Self.signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Runs every action, newest first, then ends the process with `signal`.
    private func stop(signal: Int32) {
        let pending = lock.withLock { () -> [() -> Void] in
            interrupted = true
            defer { actions = [:] }
            return actions.sorted { $0.key > $1.key }.map(\.value)
        }
        for action in pending { action() }
        Foundation.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        kill(getpid(), signal)
    }
}

/// The pipe's write end, for the signal handler (which can capture nothing).
nonisolated(unsafe) private var signalPipe: Int32 = -1
