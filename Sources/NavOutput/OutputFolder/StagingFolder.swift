import Foundation
import NavWorker

/// The folder of navviz's own inside an output folder where a run makes its files before
/// moving them into place: `.navviz-staging-<random>`, created exclusively (two runs never
/// share one, whatever their process IDs), and removed when the run ends, by a signal too.
/// One that a killed run left behind is removed by the next run, which knows it is dead
/// because it holds the folder's lock, and knows it is navviz's because the lock file
/// names it and the name has navviz's exact form; the run's notes say it was removed. One thread at a time makes
/// files in it: the one creating them ahead (`PreparedOutput`), then the writer.
final class StagingFolder: @unchecked Sendable {
    static let prefix = ".navviz-staging-"
    let folder: OpenFolder
    private let folders: FolderLookup
    private let cleanup: InterruptCleanup.Token

    private init(folder: OpenFolder, cleanup: InterruptCleanup.Token) {
        self.folder = folder
        folders = FolderLookup(root: folder)
        self.cleanup = cleanup
    }

    /// A new staging folder in `root`, named in `lock` (held) before it is made.
    static func create(in root: OpenFolder, lock: OutputLock) throws -> StagingFolder {
        while true {
            let name = prefix + Self.digits(UInt64.random(in: 0...UInt64.max))
            try lock.write(staging: name)
            let made = InterruptCleanup.shared.unlessInterrupted { mkdirat(root.descriptor, name, 0o777) == 0 ? 0 : errno }
            if made == EEXIST { continue }
            guard made == 0 else { throw OutputError.cannotWrite(root.display(name), OpenFolder.reason(made)) }
            guard let folder = try root.folder(name, creating: false) else { continue }
            let cleanup = InterruptCleanup.shared.add { root.removeTree(name) }
            return StagingFolder(folder: folder, cleanup: cleanup)
        }
    }

    /// Removes the staging folder of the killed run whose lock file `lock` (held) took
    /// over, if it made one: no live run is using it. Its name as the note says it, when
    /// one was removed.
    static func removeAbandoned(in root: OpenFolder, lock: OutputLock) -> String? {
        guard let name = lock.abandonedStaging, root.entry(name) == .folder else { return nil }
        root.removeTree(name)
        return root.display(name)
    }

    /// A random number as `create` names a folder: base 36, 13 digits (UInt64's most),
    /// leading zeros kept, so a name of navviz's has one exact form.
    private static func digits(_ number: UInt64) -> String {
        let digits = String(number, radix: 36)
        return String(repeating: "0", count: digitCount - digits.count) + digits
    }

    private static let digitCount = String(UInt64.max, radix: 36).count

    /// `text` if it is a name `create` gives: `.navviz-staging-` and 13 base-36 digits of a
    /// 64-bit number, nothing else.
    static func validName(_ text: String) -> String? {
        let digits = text.dropFirst(prefix.count)
        guard text.hasPrefix(prefix), digits.count == digitCount, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) }),
            UInt64(digits, radix: 36) != nil
        else { return nil }
        return text
    }

    /// A new file at the relative `path`, its folders created as needed.
    func createFile(_ path: String) throws -> FileHandle {
        try InterruptCleanup.shared.unlessInterrupted {
            let (parent, name) = try folders.parent(of: path, creating: true)
            return try parent!.createFile(name)
        }
    }

    /// A new, empty file at the relative `path`, its folders created as needed, closed: the
    /// folder it is in and its name there.
    func createEmptyFile(_ path: String) throws -> (folder: OpenFolder, name: String) {
        try InterruptCleanup.shared.unlessInterrupted {
            let (parent, name) = try folders.parent(of: path, creating: true)
            try parent!.createFile(name).close()
            return (parent!, name)
        }
    }

    /// The folder holding the staged file at `path`.
    func folder(containing path: String) throws -> OpenFolder {
        try folders.parent(of: path, creating: false).folder ?? folder
    }

    /// Removes the folder and what is left in it.
    func remove() {
        InterruptCleanup.shared.finish(cleanup)
    }
}
