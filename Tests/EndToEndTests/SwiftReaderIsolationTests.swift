import Foundation
import NavCodeFacts
import Testing

@testable import NavProcess

/// A reader that dies in a file, or stays in it past the time limit, costs that file and
/// no other: the batch restarts a reader on the files after it. swift-syntax's known
/// traps no longer happen (`ImportSafetyTests`), so a stand-in reader, a shell script that
/// speaks the reader's messages, crashes (SIGSEGV) on a file named `Crash…` and loops on
/// one named `Slow…`.
@Suite("Swift reader isolation", .serialized)
struct SwiftReaderIsolationTests {
    static let standIn = """
        #!/bin/bash
        printf '{"ready":{"format":\(CodeFacts.currentFormat)}}\\n'
        index=0
        while IFS=' ' read -r path_length text_length; do
          path=$(head -c "$path_length")
          head -c "$text_length" > /dev/null
          printf '{"started":{"index":%d}}\\n' "$index"
          case "$path" in
            *Crash*) printf '{"located":{"index":%d,"line":3,"column":7}}\\n' "$index"; kill -SEGV $$ ;;
            *Slow*) while :; do :; done ;;
          esac
          printf '{"read":{"index":%d,"facts":{"path":"","types":[],"functions":[],"globals":[]}}}\\n' "$index"
          index=$((index + 1))
        done
        """

    private func reader() throws -> URL {
        let script = try temporaryFolder().appendingPathComponent("navviz-swift-reader")
        try Data(Self.standIn.utf8).write(to: script)
        chmod(script.path, 0o755)
        return script
    }

    private func sources(_ names: [String]) -> [SwiftSource] {
        names.map { SwiftSource(path: "App/\($0).swift", bytes: Array("class \($0) {}\n".utf8)) }
    }

    @Test func aFileThatKillsTheReaderIsSkippedWhereItWasAndTheRestIsRead() throws {
        let facts = try SwiftReaderBatch(
            reader: reader(), sources: sources(["A", "Crash", "B", "Crash2", "C"]), device: TargetDevice(), secondsPerFile: 30
        ).read()
        #expect(facts.map(\.path) == ["App/A.swift", "App/Crash.swift", "App/B.swift", "App/Crash2.swift", "App/C.swift"])
        #expect(facts.filter { $0.problem == nil }.map(\.path) == ["App/A.swift", "App/B.swift", "App/C.swift"])
        let problem = try #require(facts[1].problem)
        #expect(
            problem
                == ParseProblem(line: 3, column: 7, message: "swift-syntax stopped with a fatal error reading it (signal 11)", isSyntaxError: false))
        #expect(facts[3].problem == problem)
    }

    @Test func aFileTheReaderStaysInPastTheLimitIsSkippedAndTheRestIsRead() throws {
        let facts = try SwiftReaderBatch(reader: reader(), sources: sources(["A", "Slow", "B"]), device: TargetDevice(), secondsPerFile: 0.5).read()
        #expect(facts.filter { $0.problem == nil }.map(\.path) == ["App/A.swift", "App/B.swift"])
        #expect(
            facts[1].problem
                == ParseProblem(
                    line: 1, column: 1, message: "reading it took longer than 0.5 s, the time navviz import gives a file", isSyntaxError: false))
    }
}
