import Foundation

/// Progress of a long render on stderr. On a terminal, one line that rewrites itself
/// and is cleared before the summary; elsewhere (a CI log, a pipe), a plain line at
/// most every `plainInterval` seconds (NAVVIZ_PROGRESS_SECONDS, default 3), so a long
/// render is never silent and a short one prints nothing. Silent when disabled.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let terminal: Bool
    private let lock = NSLock()
    private var lastPlainLine: UInt64
    /// Nanoseconds between two plain lines, and before the first.
    private let plainInterval: UInt64

    init(enabled: Bool, terminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.enabled = enabled
        self.terminal = terminal
        lastPlainLine = DispatchTime.now().uptimeNanoseconds
        let seconds = ProcessInfo.processInfo.environment["NAVVIZ_PROGRESS_SECONDS"].flatMap(Double.init) ?? 3
        plainInterval = UInt64(max(0, seconds) * 1e9)
    }

    func show(_ text: String) {
        guard enabled else { return }
        lock.withLock {
            if terminal {
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
                return
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - lastPlainLine >= plainInterval else { return }
            lastPlainLine = now
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    func clear() {
        guard enabled, terminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
