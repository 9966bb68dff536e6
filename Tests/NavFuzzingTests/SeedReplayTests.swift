import Foundation
import NavFuzzing
import Testing

/// A short run of every fuzz target over its committed seed corpus (`scripts/fuzz` runs
/// them under libFuzzer for as long as it is asked): each seed returns, and each corpus
/// reaches both the path that accepts its input and the one that refuses it.
@Suite("Fuzz seed corpora")
struct SeedReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The seed files of `target`: its folder, and for `.nav` the examples too.
    static func seeds(of target: FuzzTarget) throws -> [URL] {
        var folders = [root.appendingPathComponent("Seeds/\(target.rawValue)")]
        if target == .nav { folders.append(root.appendingPathComponent("../../examples")) }
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { !$0.hasDirectoryPath }
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedRunsAndTheCorpusReachesBothPaths(_ target: FuzzTarget) throws {
        let seeds = try Self.seeds(of: target)
        #expect(seeds.count >= 3)
        let accepted = try seeds.map { target.run([UInt8](try Data(contentsOf: $0))) }
        #expect(accepted.contains(true), "no seed is valid input")
        #expect(accepted.contains(false), "no seed is refused")
    }

    @Test(arguments: FuzzTarget.allCases)
    func emptyAndBinaryInputAreRefused(_ target: FuzzTarget) {
        #expect(!target.run([]))
        #expect(!target.run((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }))
    }
}
