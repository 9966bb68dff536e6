import Testing
@testable import NavOutput

/// `.navviz-files`: read whatever is in it, act only on what navviz could have written.
@Suite("Output record")
struct OutputRecordTests {
    static let digest = FileDigest(of: Array("<svg/>".utf8))

    @Test func itsTextIsReadBackAndTheSameForTheSameFiles() {
        var record = OutputRecord()
        record.add("steps/01.svg", Self.digest)
        record.add("index.html", nil)
        record.add("map.svg", FileDigest(hash: 1, size: 2))
        let text = record.text
        #expect(text.hasPrefix(OutputRecord.header + "\n"))
        #expect(text.contains("\(Self.digest.text) steps/01.svg\n") && text.contains("unknown index.html\n"))
        #expect(OutputRecord(text: text) == record)
        var shuffled = OutputRecord()
        for path in ["map.svg", "index.html", "steps/01.svg"] { shuffled.set(path, record.digests(of: path)!) }
        #expect(shuffled.text == text, "sorted: the same record gives the same bytes")
    }

    @Test func aRecordOfNavvizBeforeDigestsListsPathsOfUnknownBytes() {
        let record = OutputRecord(text: "index.html\nsteps/00-initial-state.svg\n")
        #expect(record.paths == ["index.html", "steps/00-initial-state.svg"])
        #expect(record.digests(of: "index.html") == [])
        #expect(record.digests(of: "flow.md") == nil)
    }

    @Test func linesNavvizNeverWritesAreDropped() {
        let text = [
            OutputRecord.header, "\(Self.digest.text) ../outside/keep.txt", "\(Self.digest.text) /etc/passwd",
            "\(Self.digest.text) a/./b", "\(Self.digest.text) .navviz-lock", "\(Self.digest.text) .navviz-staging-x/f",
            "nothex 12 x.svg", "0123 12 short.svg", "\(Self.digest.text)", "# a comment", "\(Self.digest.text) kept.svg",
        ]
        .joined(separator: "\n")
        #expect(OutputRecord(text: text).paths == ["kept.svg"])
        #expect(OutputRecord(text: "../up\nok.svg\n").paths == ["ok.svg"])
    }

    @Test func aFileBeingReplacedIsNavvizsWithEitherDigest() {
        var record = OutputRecord(text: "")
        record.add("flow.md", FileDigest(hash: 1, size: 1))
        record.add("flow.md", FileDigest(hash: 2, size: 1))
        #expect(OutputRecord(text: record.text).digests(of: "flow.md") == [FileDigest(hash: 1, size: 1), FileDigest(hash: 2, size: 1)])
        record.set("flow.md", [FileDigest(hash: 2, size: 1)])
        #expect(record.digests(of: "flow.md")?.count == 1)
    }

    /// ByteSink hashes blocks of 64 KB and more, the reader of an existing file blocks of
    /// 64 KB: any cut of the same bytes gives the same digest, and any change another.
    @Test func aDigestDoesNotDependOnHowTheBytesArePieced() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let whole = FileDigest(of: bytes)
        for cuts in [[1], [3, 5], [7, 8, 9], [8, 16], [500], [13, 999]] {
            var hasher = FileDigest.Hasher()
            var start = 0
            for cut in cuts + [bytes.count] {
                hasher.add(Array(bytes[start..<cut]))
                start = cut
            }
            #expect(hasher.digest == whole, "\(cuts)")
        }
        var changed = bytes
        changed[999] ^= 1
        #expect(FileDigest(of: changed) != whole)
        #expect(FileDigest(of: Array(bytes.dropLast())) != whole)
        #expect(FileDigest(of: Array(bytes) + [0]) != whole, "a trailing zero byte changes the size")
    }
}
