import Foundation
import NavLanguage

/// A folder given to `navviz import`: an app's repository, whose files anyone who can open
/// a pull request writes. Only what is really in it is read: regular files, found without
/// following a symbolic link (a link to a file or a folder is skipped, and said), opened
/// without following one and without waiting on a FIFO, a device or a socket (which are
/// skipped too). A name with a control character is skipped: a newline could split a
/// list of names, an escape byte drive the terminal that shows it. The folder itself may
/// be a link: the user named it.
public struct AppFolder: Sendable {
    /// The folder as the user named it.
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    /// What a walk found.
    public struct Listing: Sendable, Equatable {
        /// The regular files, as paths relative to the folder, sorted.
        public var files: [String] = []
        /// What was not read, in the order found.
        public var skipped: [Skipped] = []
    }

    /// Something the walk did not read, and why.
    public struct Skipped: Sendable, Equatable, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            case symbolicLink
            /// A FIFO, a device or a socket.
            case notRegularFile
            case controlCharacterInName
            /// The walk could not open the folder (permissions).
            case unreadableFolder
            /// A file the import asked for that could not be read whole (larger than the limit).
            case unread(ReadFailure)
        }

        /// Relative to the folder, with control characters shown as escapes.
        public let path: String
        public let reason: Reason

        public var description: String {
            switch reason {
            case .symbolicLink: "\(path), a symbolic link (navviz import follows none)"
            case .notRegularFile: "\(path), not a regular file (a FIFO, a device or a socket)"
            case .controlCharacterInName: "\(path), whose name has a control character"
            case .unreadableFolder: "\(path)/, a folder navviz cannot open"
            case .unread(let failure): "\(path), \(failure)"
            }
        }
    }

    /// The regular files under the folder; `entering` says whether a subfolder (its
    /// relative path and its name) is walked.
    public func listing(entering: (_ relative: String, _ name: String) -> Bool = { _, _ in true }) -> Listing {
        var listing = Listing()
        var folders = [""]
        while let relative = folders.popLast() {
            guard let descriptor = try? open(folder: relative) else {
                if !relative.isEmpty { listing.skipped.append(Skipped(path: relative, reason: .unreadableFolder)) }
                continue
            }
            defer { close(descriptor) }
            guard let entries = Self.entries(of: descriptor) else {
                if !relative.isEmpty { listing.skipped.append(Skipped(path: relative, reason: .unreadableFolder)) }
                continue
            }
            for name in entries {
                let path = relative.isEmpty ? name.printable : relative + "/" + name.printable
                guard let text = name.text else {
                    listing.skipped.append(Skipped(path: path, reason: .controlCharacterInName))
                    continue
                }
                var status = stat()
                guard fstatat(descriptor, text, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFREG: listing.files.append(path)
                case S_IFDIR: if entering(path, text) { folders.append(path) }
                case S_IFLNK: listing.skipped.append(Skipped(path: path, reason: .symbolicLink))
                default: listing.skipped.append(Skipped(path: path, reason: .notRegularFile))
                }
            }
        }
        listing.files.sort()
        return listing
    }

    /// Why a file cannot be read, as "it is …" goes on.
    public enum ReadFailure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Larger than the limit: nothing past it was read.
        case tooLarge(limit: Int)
        /// Not a regular file inside the folder (a link on the way, a FIFO), or gone.
        case notAFile
        case unreadable(String)

        public var description: String {
            switch self {
            case .tooLarge(let limit): "larger than \(limit >> 20) MB, the most navviz import reads of such a file"
            case .notAFile: "no longer a regular file in its folder"
            case .unreadable(let reason): "unreadable (\(reason))"
            }
        }
    }

    /// The bytes of the regular file at `relative` (a path `listing` gave), up to `limit`:
    /// every folder on the way and the file are opened without following a link, the
    /// file without waiting on a FIFO, and checked to be a regular file once open.
    public func bytes(of relative: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        var components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // Inside the folder only: no `..`, no absolute path.
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return .failure(.notAFile) }
        guard let name = components.popLast(), let folder = try? open(folder: components.joined(separator: "/")) else {
            return .failure(.notAFile)
        }
        defer { close(folder) }
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(errno == ELOOP || errno == ENOENT ? .notAFile : .unreadable(Self.reason(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile) }
        if Int(status.st_size) > limit { return .failure(.tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(Self.reason(errno))) }
            if count == 0 { return .success(bytes) }
            bytes += buffer[..<count]
            // A file that grows as it is read is cut at the limit, never read past it.
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
    }

    /// The folder at `relative` (empty: the folder itself), opened through no link below it.
    private func open(folder relative: String) throws -> Int32 {
        var descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadFailure.notAFile }
        for component in relative.split(separator: "/") {
            let next = openat(descriptor, String(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(descriptor)
            guard next >= 0 else { throw ReadFailure.notAFile }
            descriptor = next
        }
        return descriptor
    }

    /// A name as the folder holds it: its text, unless it has a control character or is
    /// not UTF-8, and how messages show it.
    private struct Name {
        let text: String?
        let printable: String
    }

    /// The names in an open folder (not `.` and `..`); nil when it cannot be read.
    private static func entries(of descriptor: Int32) -> [Name]? {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else { return nil }
        defer { closedir(stream) }
        var names: [Name] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let decoded = String(validating: bytes, as: UTF8.self)
            let clean = decoded.map { !$0.unicodeScalars.contains(where: \.isControlCharacter) } ?? false
            names.append(Name(text: clean ? decoded : nil, printable: String(decoding: bytes, as: UTF8.self).controlsEscaped))
        }
        return names
    }

    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number))
    }
}
