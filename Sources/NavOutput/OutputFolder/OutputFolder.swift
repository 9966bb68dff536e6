import Foundation

/// Writes a set of files into an output folder so that a failed or interrupted run
/// leaves the previous output usable, and so that nothing navviz did not write is ever
/// replaced or removed, and nothing outside the folder is touched.
///
/// A run locks the folder (`OutputLock`), makes every file in a staging folder inside it
/// (`StagingFolder`), then renames each into place (atomic per file; a folder the output
/// folder does not have, `steps` in a new one, moves whole), and only then removes what it
/// wrote last time and does not write now. `.navviz-files`
/// (`OutputRecord`) keeps the digest of every file written: a file is replaced or removed
/// only while it holds those bytes, and only as a regular file (never a folder, never
/// through a symbolic link: `OpenFolder`). A file changed since is left in place and
/// named in a note.
public struct OutputFolder {
    /// The folder as the user named it.
    public let path: String
    public static let recordName = OutputRecord.name

    public init(path: String) {
        self.path = path
    }

    /// Which recorded files a run that does not write them removes.
    public enum StaleFiles: Sendable {
        /// Every one: the folder holds one output (a render, a diff).
        case all
        /// These, if recorded (`navviz markdown`'s images no file links any more).
        case only(Set<String>)
    }

    /// What a write did.
    public struct Report: Sendable {
        /// The paths that now hold this run's bytes.
        public var written: [String] = []
        /// The files of an earlier run that this one removed.
        public var removed: [String] = []
        /// Files left as they were, and why.
        public var notes: [String] = []
    }

    /// The folder locked and made ready for a write of the files at `paths` (those a render
    /// is about to make), which are created empty meanwhile (`PreparedOutput`); give it to
    /// `write`. Throws what `write` would.
    public func prepare(paths: [String]) throws -> PreparedOutput {
        try PreparedOutput(path: path, paths: paths)
    }

    /// Writes `files` (deferred files are made here, one at a time, and `progress` hears
    /// how many are made), in the folder `prepared` made ready when given. `replacing`
    /// names files the run may replace though navviz did not write them (`navviz markdown`
    /// rewriting its input in place).
    @discardableResult
    public func write(
        _ files: [OutputFile], removing stale: StaleFiles = .all, replacing: Set<String> = [], prepared: PreparedOutput? = nil,
        progress: (Int) -> Void = { _ in }
    ) throws -> Report {
        for file in files where !OutputRecord.isOutputPath(file.path) {
            throw OutputError.unsafePath(file.path)
        }
        var seen: Set<String> = []
        for file in files where !seen.insert(file.path).inserted {
            throw OutputError.duplicatePath(file.path)
        }
        let prepared = try prepared.flatMap { $0.path == path ? $0 : nil } ?? PreparedOutput(path: path, paths: [])
        let (root, staging) = (prepared.root, prepared.staging)
        defer { prepared.finish(used: true) }
        var record = try OutputRecord.read(in: root)
        let folders = FolderLookup(root: root)
        try refuseLinksAndFolders(at: files.map(\.path), in: folders)
        var made: [String: FileDigest] = [:]
        for (count, file) in files.enumerated() {
            let handle = try prepared.file(file.path)
            let sink = ByteSink(file: handle)
            try Self.inOwnWords(root.display(file.path)) {
                try file.write(to: sink)
                try handle.close()
            }
            made[file.path] = sink.digest
            progress(count + 1)
        }
        prepared.removeUnwritten(keeping: Set(files.map(\.path)))
        var notes = OutputNotes(recordPath: root.display(Self.recordName))
        var report = Report()
        var moving: [String] = []
        for file in files {
            switch try decide(file.path, made: made[file.path]!, record: record, replacing: replacing, folders: folders) {
            case .move: moving.append(file.path)
            case .adopt:
                record.set(file.path, [made[file.path]!])
                report.written.append(file.path)
            case .keep(let display, let unknown): notes.kept(display, unknown: unknown)
            }
        }
        // Recorded before anything moves, with both digests of a file being replaced, so
        // that a run killed now still knows its files, old or new.
        var interim = record
        for path in moving { interim.add(path, made[path]) }
        try write(interim, in: root, via: staging)
        do {
            // Staged folders moved whole: where nothing was, every file staged in them moves.
            var movedFolders: [String] = []
            for path in moving {
                if !movedFolders.contains(where: { path.hasPrefix($0 + "/") }) {
                    if let missing = try folders.firstMissingFolder(of: path),
                        case let (folder, name) = try folders.parent(of: missing, creating: false),
                        try staging.folder(containing: missing).moveIfFree(name, to: folder!, as: name)
                    {
                        folders.found(missing)
                        movedFolders.append(missing)
                    } else {
                        let (folder, name) = try folders.parent(of: path, creating: true)
                        try staging.folder(containing: path).move(name, to: folder!, as: name)
                    }
                }
                record.set(path, [made[path]!])
                report.written.append(path)
            }
        } catch {
            // What did not move is not listed.
            try? write(record, in: root, via: staging)
            throw error
        }
        let written = Set(files.map(\.path))
        for path in record.paths where !written.contains(path) {
            if case .only(let removable) = stale, !removable.contains(path) { continue }
            if removeStale(path, recorded: record.digests(of: path)!, in: root, folders: folders, notes: &notes) {
                report.removed.append(path)
            }
            record.remove(path)
        }
        try write(record, in: root, via: staging)
        report.written.sort()
        report.notes = notes.lines
        if let removed = prepared.removedStaging {
            report.notes.insert("removed \(removed), the staging folder a stopped navviz left (its \(OutputLock.name) named it)", at: 0)
        }
        return report
    }

    /// Before anything is made: no path may go through a link or a file, or name a folder.
    private func refuseLinksAndFolders(at paths: [String], in folders: FolderLookup) throws {
        for path in paths {
            let (folder, name) = try folders.parent(of: path, creating: false)
            guard let folder else { continue }
            switch folder.entry(name) {
            case .missing, .file: break
            case .symbolicLink: throw OutputError.symbolicLink(folder.display(name))
            case .folder, .other: throw OutputError.notAFile(folder.display(name))
            }
        }
    }

    /// What becomes of the file at `path`, now that its new bytes are made.
    private enum Decision {
        /// Nothing there, or navviz's bytes (or a file the run may replace): replaced.
        case move
        /// Already the new bytes, whoever wrote them: recorded as navviz's.
        case adopt
        /// navviz wrote it, but it holds other bytes now (or an older record kept none): left.
        case keep(String, unknown: Bool)
    }

    /// Decides, or throws when a file navviz did not write is in the way.
    private func decide(
        _ path: String, made new: FileDigest, record: OutputRecord, replacing: Set<String>,
        folders: FolderLookup
    ) throws -> Decision {
        let (folder, name) = try folders.parent(of: path, creating: false)
        guard let folder, let current = folder.digest(ofFile: name) else { return .move }
        let recorded = record.digests(of: path)
        if current == new { return .adopt }
        if replacing.contains(path) || recorded?.contains(current) == true { return .move }
        guard let recorded else { throw OutputError.notNavvizFile(folder.display(name)) }
        return .keep(folder.display(name), unknown: recorded.isEmpty)
    }

    /// Removes a file this run no longer writes if it still holds what navviz wrote;
    /// anything else stays, with a note. Whether it removed the file.
    private func removeStale(
        _ path: String, recorded: Set<FileDigest>, in root: OpenFolder, folders: FolderLookup,
        notes: inout OutputNotes
    ) -> Bool {
        do {
            let (folder, name) = try folders.parent(of: path, creating: false)
            guard let folder else { return false }
            switch folder.entry(name) {
            case .missing:
                return false
            case .file:
                if let current = folder.digest(ofFile: name), recorded.contains(current) {
                    try folder.removeFile(name)
                    return true
                }
                notes.leftStale(folder.display(name), unknown: recorded.isEmpty)
            case .folder, .symbolicLink, .other:
                notes.leftNotFile(folder.display(name))
            }
        } catch {
            // A link or a file on the way: nothing is followed.
            notes.leftNotFile(root.display(path))
        }
        return false
    }

    /// Writes the record through the staging folder, so that it is replaced at once.
    private func write(_ record: OutputRecord, in root: OpenFolder, via staging: StagingFolder) throws {
        let name = ".navviz-record"
        let handle = try staging.createFile(name)
        try Self.inOwnWords(root.display(Self.recordName)) {
            try handle.write(contentsOf: Array(record.text.utf8))
            try handle.close()
        }
        try staging.folder.move(name, to: root, as: Self.recordName)
    }

    /// Runs `body`, which writes `path`: Foundation's file error (a full disk,
    /// `NSCocoaErrorDomain Code=640`) becomes `cannot write PATH: No space left on device`.
    private static func inOwnWords(_ path: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            guard let reason = FileSystemWords.reason(for: error) else { throw error }
            throw OutputError.cannotWrite(path, reason)
        }
    }

    /// The files of the last write that still hold what navviz wrote (never through a link).
    public func intactFiles() -> Set<String> {
        guard let root = try? OpenFolder.root(path, creating: false), let record = try? OutputRecord.read(in: root) else { return [] }
        let folders = FolderLookup(root: root)
        return Set(
            record.paths.filter { path in
                guard let (folder, name) = try? folders.parent(of: path, creating: false), let folder,
                    let digest = folder.digest(ofFile: name)
                else { return false }
                return record.digests(of: path)!.contains(digest)
            })
    }
}
