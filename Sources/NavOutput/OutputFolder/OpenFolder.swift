import Foundation

/// A folder opened once and from then on reached through its descriptor: every entry
/// below it is looked up without following symbolic links, so nothing written, renamed
/// or removed through it can land outside it, even when a link is planted there or the
/// folder changes while navviz works.
final class OpenFolder {
    /// The folder's descriptor, open for as long as this value lives.
    let descriptor: Int32
    /// The folder as messages name it: the user's path, then the entries below it.
    let displayPath: String

    private init(descriptor: Int32, displayPath: String) {
        self.descriptor = descriptor
        self.displayPath = displayPath
    }

    deinit { close(descriptor) }

    /// What a name in the folder is, without following a symbolic link.
    enum Entry: Equatable {
        case missing, file, folder, symbolicLink, other
    }

    /// The folder at `path`, the user's own path (links in it are followed: the user
    /// chose it), created with its parents when `creating` and missing.
    static func root(_ path: String, creating: Bool) throws -> OpenFolder {
        let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if creating {
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in path.split(separator: "/") {
                prefix += component
                if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                    throw OutputError.cannotWrite(display, Self.reason(errno))
                }
                prefix += "/"
            }
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOTDIR { throw OutputError.notAFolder(display) }
            throw OutputError.cannotWrite(display, Self.reason(failure))
        }
        return OpenFolder(descriptor: descriptor, displayPath: display)
    }

    /// The path of `name` in this folder, for messages.
    func display(_ name: String) -> String {
        displayPath == "/" ? "/" + name : displayPath + "/" + name
    }

    func entry(_ name: String) -> Entry {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return errno == ENOENT ? .missing : .other }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The folder `name` in this one; nil when there is none and `creating` is false.
    /// A symbolic link or a file there is refused, never followed or replaced.
    func folder(_ name: String, creating: Bool) throws -> OpenFolder? {
        var opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if opened < 0 && errno == ENOENT && creating {
            if mkdirat(descriptor, name, 0o777) != 0 && errno != EEXIST {
                throw OutputError.cannotWrite(display(name), Self.reason(errno))
            }
            opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard opened >= 0 else {
            let failure = errno
            switch entry(name) {
            case .missing: return nil
            case .symbolicLink: throw OutputError.symbolicLink(display(name))
            case .file, .other: throw OutputError.notAFolder(display(name))
            case .folder: throw OutputError.cannotWrite(display(name), Self.reason(failure))
            }
        }
        return OpenFolder(descriptor: opened, displayPath: display(name))
    }

    /// A new file `name`, open for writing; an existing entry of that name is an error.
    func createFile(_ name: String) throws -> FileHandle {
        let opened = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard opened >= 0 else { throw OutputError.cannotWrite(display(name), Self.reason(errno)) }
        return FileHandle(fileDescriptor: opened, closeOnDealloc: true)
    }

    /// The bytes of the regular file `name`, at most `limit` of them; nil for anything
    /// else (missing, a link, a folder, a pipe) or a larger file.
    func contents(ofFile name: String, limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        let complete = read(name) { chunk in
            bytes.append(contentsOf: chunk)
            return bytes.count <= limit
        }
        return complete ? bytes : nil
    }

    /// The digest of the regular file `name`, or nil for anything else.
    func digest(ofFile name: String) -> FileDigest? {
        var hasher = FileDigest.Hasher()
        return read(name) {
            hasher.add($0); return true
        } ? hasher.digest : nil
    }

    /// Reads the regular file `name` a block at a time while `body` returns true;
    /// whether it was a regular file read to its end.
    private func read(_ name: String, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        // Non-blocking, so that opening a planted pipe does not wait for a writer.
        let opened = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard opened >= 0 else { return false }
        defer { close(opened) }
        var status = stat()
        guard fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = Foundation.read(opened, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return false }
            if count == 0 { return true }
            guard body(UnsafeRawBufferPointer(rebasing: buffer[..<count])) else { return false }
        }
    }

    /// Moves the entry `name` to `newName` in `folder`, replacing what is there (a link
    /// there is replaced, not followed).
    func move(_ name: String, to folder: OpenFolder, as newName: String) throws {
        guard renameat(descriptor, name, folder.descriptor, newName) == 0 else {
            throw OutputError.cannotWrite(folder.display(newName), Self.reason(errno))
        }
    }

    /// Moves the entry `name` to `newName` in `folder` if nothing is there (Linux's
    /// `renameat2` with `RENAME_NOREPLACE`); false when something is, or the system cannot
    /// say (then nothing moved).
    func moveIfFree(_ name: String, to folder: OpenFolder, as newName: String) throws -> Bool {
        #if os(Linux)
            // Glibc declares renameat2 only for _GNU_SOURCE, so Swift does not import it: it is
            // called through its address, as `WorkerParent` calls prctl.
            typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            let noReplace: UInt32 = 1
            guard let symbol = dlsym(nil, "renameat2") else { return false }
            let moved = unsafeBitCast(symbol, to: Renameat2.self)(descriptor, name, folder.descriptor, newName, noReplace) == 0
            guard moved || [EEXIST, ENOTEMPTY, EINVAL, ENOSYS].contains(errno) else {
                throw OutputError.cannotWrite(folder.display(newName), Self.reason(errno))
            }
            return moved
        #else
            return false
        #endif
    }

    /// Removes the file (or link) `name`; never a folder.
    func removeFile(_ name: String) throws {
        guard unlinkat(descriptor, name, 0) == 0 else { throw OutputError.cannotWrite(display(name), Self.reason(errno)) }
    }

    /// Removes `name` and, if it is a folder, everything in it; links in it are removed,
    /// never followed. Only for navviz's own folders (staging), never for output.
    func removeTree(_ name: String) {
        if entry(name) == .folder, let inner = try? folder(name, creating: false) {
            for child in inner.names() { inner.removeTree(child) }
            unlinkat(descriptor, name, AT_REMOVEDIR)
        } else {
            unlinkat(descriptor, name, 0)
        }
    }

    /// The names in the folder (without `.` and `..`), in no particular order.
    func names() -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        // The copy shares the descriptor's position: read from the start.
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The system's words for an `errno`, for messages.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
