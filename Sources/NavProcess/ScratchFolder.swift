import Foundation
import NavWorker

/// A private folder of a run's own in the temporary folder, `PREFIX<pid>-XXXXXX`
/// (`navviz diff --git` writes each revision's files there): removed when the run ends, by
/// a signal too (`InterruptCleanup`). A run killed outright leaves it; the next run removes
/// such a folder when its name has this exact form, the process it names is gone, the
/// folder is the user's own and no process holds its lock: the run that made it holds a
/// `flock` on it as long as it lives (a process ID alone can be reused, or belong to
/// another container sharing the folder).
public final class ScratchFolder {
    public let url: URL
    private let cleanup: InterruptCleanup.Token

    /// What the cleanup removes: set once the folder is made, under the cleanup's lock.
    private final class Made: @unchecked Sendable {
        var url: URL?
        /// Open, and locked, for as long as the folder is used.
        var descriptor: Int32 = -1
    }

    /// A new folder in the temporary folder, named `prefix`, this process's ID, `-` and six
    /// random characters.
    public init(prefix: String) throws {
        let temporary = FileManager.default.temporaryDirectory.path
        // The cleanup is registered before the folder exists, so that a signal at any moment
        // after `mkdtemp` finds it: a signal is only caught once something is registered.
        let made = Made()
        cleanup = InterruptCleanup.shared.add {
            if let url = made.url { try? FileManager.default.removeItem(at: url) }
            if made.descriptor >= 0 { close(made.descriptor) }
        }
        var template = Array("\(temporary)/\(prefix)\(getpid())-XXXXXX".utf8CString)
        let path = InterruptCleanup.shared.unlessInterrupted { () -> String? in
            guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
            let path = String(cString: created)
            made.url = URL(fileURLWithPath: path, isDirectory: true)
            made.descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if made.descriptor >= 0 { flock(made.descriptor, LOCK_EX) }
            return path
        }
        guard let path else {
            let reason = String(cString: strerror(errno))
            InterruptCleanup.shared.cancel(cleanup)
            throw TemporaryFileFailure(folder: temporary, reason: reason)
        }
        url = URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Removes the folder and what is in it.
    public func remove() {
        InterruptCleanup.shared.finish(cleanup)
    }

    /// Removes the folders named `prefix<pid>-XXXXXX` in the temporary folder that runs
    /// which are gone left; returns their paths and the process IDs they name.
    public static func sweep(prefix: String) -> [(path: String, pid: Int32)] {
        let temporary = FileManager.default.temporaryDirectory.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        return names.sorted().compactMap { name in
            guard let pid = processID(in: name, prefix: prefix), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { return nil }
            let path = temporary + "/" + name
            let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard folder >= 0 else { return nil }
            defer { close(folder) }
            var status = stat()
            guard fstat(folder, &status) == 0, status.st_uid == geteuid(), flock(folder, LOCK_EX | LOCK_NB) == 0 else { return nil }
            return (try? FileManager.default.removeItem(atPath: path)).map { (path, pid) }
        }
    }

    /// The process ID in `name` when it has the exact form `init` gives: `prefix`, a
    /// process ID, `-`, and six letters or digits (mkdtemp's).
    static func processID(in name: String, prefix: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...10).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            parts[1].count == 6, parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), let pid = Int32(parts[0]), pid > 0
        else { return nil }
        return pid
    }
}
