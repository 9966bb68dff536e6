import Foundation
import Testing
@testable import NavOutput

@Suite("Files written a block at a time")
struct ByteSinkTests {
    /// Several blocks' worth, in pieces of many sizes.
    static let pieces: [[UInt8]] = (0..<6_000).map { index in Array(repeating: UInt8(index % 251), count: index % 97 + 1) }

    @Test func aStreamedFileIsWrittenByteForByteAcrossBlocks() throws {
        let expected = Self.pieces.flatMap { $0 }
        #expect(expected.count > 3 << 16)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-sink-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = OutputFile("big.bin", streamed: { sink in Self.pieces.forEach(sink.append) })
        #expect(try file.bytes == expected)
        try OutputFolder(path: folder.path).write([file])
        #expect(try [UInt8](Data(contentsOf: folder.appendingPathComponent("big.bin"))) == expected)
    }

    @Test func aFailedWriteIsThrownWhenTheFileIsFinished() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-sink-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forReadingAtPath: path))
        let sink = ByteSink(file: handle)
        Self.pieces.forEach(sink.append)
        #expect(throws: (any Error).self) { try sink.finish() }
    }

    @Test func aWriterThatThrowsLeavesNoFileBehind() throws {
        struct Broken: Error {}
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-sink-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = OutputFile(
            "page.html",
            streamed: { sink in
                sink.append(Self.pieces.flatMap { $0 })
                throw Broken()
            })
        #expect(throws: Broken.self) { try OutputFolder(path: folder.path).write([file]) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.html").path))
    }
}
