import Foundation
import NavWorker

/// The lock a run holds on an output folder for the whole of its write, so that two runs
/// writing into one folder (a CI matrix, a watch and a manual run) never mix their files
/// or remove each other's: `flock` on `.navviz-lock` inside the folder. The second run
/// stops at once with a message. The file is removed on release; a run that finds the
/// file it locked removed meanwhile locks the new one instead.
///
/// The file names the staging folder its run makes (`StagingFolder`), before the folder
/// is made: a run that was killed leaves the file, so the next run knows which folder is
/// that dead run's, and removes that one only.
final class OutputLock {
    static let name = ".navviz-lock"
    /// The staging folder a killed run named in the lock file it left.
    let abandonedStaging: String?
    private let descriptor: Int32
    /// Removes the lock file and closes it: on release, or when a signal stops the run.
    private let cleanup: InterruptCleanup.Token

    private init(folder: OpenFolder, descriptor: Int32) {
        self.descriptor = descriptor
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        abandonedStaging = count > 0 ? StagingFolder.validName(String(decoding: bytes[..<count], as: UTF8.self)) : nil
        cleanup = InterruptCleanup.shared.add {
            unlinkat(folder.descriptor, Self.name, 0)
            close(descriptor)
        }
    }

    /// Writes `staging`, the staging folder this run is about to make, into the lock file.
    func write(staging: String) throws {
        let bytes = Array(staging.utf8)
        guard ftruncate(descriptor, 0) == 0, bytes.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, $0.count, 0) }) == bytes.count else {
            throw OutputError.cannotWrite(Self.name, OpenFolder.reason(errno))
        }
    }

    /// Locks `folder`; throws `OutputError.busy` when another process holds the lock.
    static func acquire(in folder: OpenFolder) throws -> OutputLock {
        while true {
            let opened = openat(folder.descriptor, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard opened >= 0 else {
                let failure = errno
                if folder.entry(name) == .symbolicLink { throw OutputError.symbolicLink(folder.display(name)) }
                throw OutputError.cannotWrite(folder.display(name), OpenFolder.reason(failure))
            }
            if flock(opened, LOCK_EX | LOCK_NB) != 0 {
                let failure = errno
                close(opened)
                if failure == EWOULDBLOCK { throw OutputError.busy(folder.displayPath) }
                throw OutputError.cannotWrite(folder.display(name), OpenFolder.reason(failure))
            }
            var held = stat(), named = stat()
            if fstat(opened, &held) == 0, fstatat(folder.descriptor, name, &named, AT_SYMLINK_NOFOLLOW) == 0,
                held.st_dev == named.st_dev, held.st_ino == named.st_ino
            {
                return OutputLock(folder: folder, descriptor: opened)
            }
            // The run before removed the file between this one's open and its lock.
            close(opened)
        }
    }

    /// Removes the lock file, then lets go of the lock.
    func release() {
        InterruptCleanup.shared.finish(cleanup)
    }
}
