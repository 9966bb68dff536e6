import Foundation

/// An output folder made ready for a write before the files' bytes are: locked, its
/// staging folder made, and the files the write is expected to make created there, empty,
/// on a thread of their own (`OutputFolder.prepare`). A render prepares its folder as soon
/// as its flow is known to be valid, while it builds the diagram and Graphviz lays the map
/// out: on a file system that has deleted many files lately, the kernel takes up to a
/// third of a millisecond to find a new file a place, more than writing a step file's
/// bytes. `OutputFolder.write` fills the files; a write that never comes
/// (navviz failed meanwhile) leaves nothing: the staging folder and the lock go, and the
/// output folder too when preparing made it and it is empty.
public final class PreparedOutput: @unchecked Sendable {
    /// The output folder as the user named it.
    let path: String
    let root: OpenFolder
    let lock: OutputLock
    let staging: StagingFolder
    /// Whether the output folder was made for this write.
    private let madeRoot: Bool
    /// The staging folder a stopped run left, removed as the lock was taken.
    let removedStaging: String?
    private let ahead: FilesAhead
    private let finishing = NSLock()
    private var finished = false

    /// Locks the folder at `path` (made if missing), makes its staging folder, and starts
    /// creating `paths` there.
    init(path: String, paths: [String]) throws {
        self.path = path
        madeRoot = access(path, F_OK) != 0
        root = try OpenFolder.root(path, creating: true)
        lock = try OutputLock.acquire(in: root)
        removedStaging = StagingFolder.removeAbandoned(in: root, lock: lock)
        do {
            staging = try StagingFolder.create(in: root, lock: lock)
        } catch {
            lock.release()
            throw error
        }
        ahead = FilesAhead(paths: paths.filter(OutputRecord.isOutputPath), in: staging)
    }

    deinit {
        finish(used: false)
    }

    /// A new file at `path` in staging, open for writing: the one created ahead, or made now.
    func file(_ path: String) throws -> FileHandle {
        try ahead.file(path)
    }

    /// Once nothing is being created in staging any more, removes the files created ahead
    /// that were not written (`written`): a staged folder may move into place whole.
    func removeUnwritten(keeping written: Set<String>) {
        ahead.wait(cancelling: false)
        for (path, (folder, name)) in ahead.all where !written.contains(path) { try? folder.removeFile(name) }
    }

    /// Stops creating files, removes the staging folder and lets go of the lock; once. Not
    /// `used` by a write, an output folder made for it goes too, if it is still empty.
    func finish(used: Bool) {
        ahead.wait(cancelling: true)
        let first = finishing.withLock {
            defer { finished = true }
            return !finished
        }
        guard first else { return }
        staging.remove()
        lock.release()
        // Only an empty folder is removed.
        if madeRoot && !used { rmdir(path) }
    }

    /// The files created in staging ahead of the write, in order, by a thread of its own
    /// that yields to the render's own threads (nice 10); the writer makes any it has not
    /// reached yet itself, so a slow start never holds the write up.
    private final class FilesAhead: @unchecked Sendable {
        private let staging: StagingFolder
        private let condition = NSCondition()
        /// Held to make a file in staging: its folders are looked up by one thread at a time.
        private let making = NSLock()
        /// Each path's folder in staging and name, once created there.
        private var created: [String: (folder: OpenFolder, name: String)] = [:]
        /// The paths made, or being made, by the thread or the writer.
        private var claimed: Set<String> = []
        private var creating: Bool
        private var cancelled = false

        init(paths: [String], in staging: StagingFolder) {
            self.staging = staging
            creating = !paths.isEmpty
            guard creating else { return }
            Thread { [self] in
                #if os(Linux)
                    // This thread only, on Linux (elsewhere the whole process).
                    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
                #endif
                for path in paths {
                    let (stop, mine) = condition.withLock { (cancelled, !cancelled && claimed.insert(path).inserted) }
                    if stop { break }
                    guard mine else { continue }
                    let made = making.withLock { try? staging.createEmptyFile(path) }
                    condition.withLock {
                        // One it could not make is the writer's to make, and to say why not.
                        if let made { created[path] = made } else { claimed.remove(path) }
                    }
                    condition.broadcast()
                }
                condition.withLock { creating = false }
                condition.broadcast()
            }.start()
        }

        /// The file at `path` in staging, open for writing: the one made ahead (waiting for it
        /// if it is being made), or one made now.
        func file(_ path: String) throws -> FileHandle {
            let ahead: (folder: OpenFolder, name: String)? = condition.withLock {
                while claimed.contains(path) && created[path] == nil { condition.wait() }
                if let made = created[path] { return made }
                claimed.insert(path)
                return nil
            }
            guard let (folder, name) = ahead else { return try making.withLock { try staging.createFile(path) } }
            let opened = openat(folder.descriptor, name, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
            guard opened >= 0 else { throw OutputError.cannotWrite(folder.display(name), OpenFolder.reason(errno)) }
            return FileHandle(fileDescriptor: opened, closeOnDealloc: true)
        }

        /// Every file made ahead, once the thread is done.
        var all: [String: (folder: OpenFolder, name: String)] {
            condition.withLock { created }
        }

        func wait(cancelling: Bool) {
            condition.withLock {
                if cancelling { cancelled = true }
                while creating { condition.wait() }
            }
        }
    }
}
