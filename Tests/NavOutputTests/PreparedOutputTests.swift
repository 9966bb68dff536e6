import Foundation
import Testing
@testable import NavOutput

/// A render makes its output folder ready while it draws
/// (`OutputFolder.prepare`): the write into it is the write without it, and a folder made
/// ready that is never written keeps nothing of it.
@Suite("Output folders made ready ahead")
struct PreparedOutputTests {
    static let files = (0..<40).map { OutputFile("steps/\(1000 + $0).svg", Array("frame \($0)\n".utf8)) } + [OutputFile("map.svg", text: "map\n")]

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("navviz-prepared-\(UUID().uuidString)")
    }

    /// Every file below `folder` (its record and lock included) with its bytes.
    static func contents(_ folder: URL) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            let relative = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            result[relative] = isFolder.boolValue ? [] : [UInt8](try Data(contentsOf: url))
        }
        return result
    }

    @Test func aWriteIntoAPreparedFolderIsTheWriteWithoutIt() throws {
        let (plain, prepared) = (Self.folder(), Self.folder())
        defer { for folder in [plain, prepared] { try? FileManager.default.removeItem(at: folder) } }
        let report = try OutputFolder(path: plain.path).write(Self.files)
        // Expected paths need not be the written ones: one more, one fewer.
        let ready = try OutputFolder(path: prepared.path).prepare(paths: Self.files.dropLast().map(\.path) + ["steps/extra.svg"])
        let preparedReport = try OutputFolder(path: prepared.path).write(Self.files, prepared: ready)
        #expect(preparedReport.written == report.written && report.written.count == Self.files.count)
        #expect(try Self.contents(prepared) == Self.contents(plain))
        #expect(try Self.contents(plain)[OutputFolder.recordName] != nil && Self.contents(plain)[".navviz-lock"] == nil)
        // Again into the same folder, the files now in place: replaced one by one.
        let again = try OutputFolder(path: prepared.path).write(
            Self.files, prepared: try OutputFolder(path: prepared.path).prepare(paths: Self.files.map(\.path)))
        #expect(again.written == report.written)
        #expect(try Self.contents(prepared) == Self.contents(plain))
    }

    @Test func aFolderMadeReadyButNeverWrittenKeepsNothingOfIt() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let ready = try OutputFolder(path: folder.path).prepare(paths: Self.files.map(\.path))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".navviz-lock").path))
            #expect(throws: OutputError.self) { _ = try OutputFolder(path: folder.path).prepare(paths: []) }
            _ = ready
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the folder it made, empty again, is gone")
        try OutputFolder(path: folder.path).write(Self.files)
        let written = try Self.contents(folder)
        do { _ = try OutputFolder(path: folder.path).prepare(paths: Self.files.map(\.path)) }
        #expect(try Self.contents(folder) == written, "a folder that was there keeps what it had, and no lock or staging")
    }
}
