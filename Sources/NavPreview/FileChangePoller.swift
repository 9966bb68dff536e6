import Foundation

/// Notices that a file was saved by comparing its status (modification time, size,
/// inode) from one poll to the next: portable, no inotify or kqueue. An editor that
/// saves by renaming a new file over the old one changes the inode.
struct FileChangePoller {
    let path: String
    private var last: Signature?

    init(path: String) {
        self.path = path
        last = Self.signature(of: path)
    }

    /// Whether the file's status differs from the last poll's (a missing file is a
    /// status too, so deleting and restoring it counts as two changes).
    mutating func poll() -> Bool {
        let current = Self.signature(of: path)
        defer { last = current }
        return current != last
    }

    private struct Signature: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    private static func signature(of path: String) -> Signature? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return Signature(
            seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
            size: Int64(status.st_size), inode: UInt64(status.st_ino))
    }
}
