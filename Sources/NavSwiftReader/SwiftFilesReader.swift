import Dispatch
import Foundation
import NavCodeFacts

/// Reads many Swift files, on every core: each file is parsed on its own.
public enum SwiftFilesReader {
    public static func read(_ paths: [String]) -> [SwiftFileFacts] {
        let results = Results(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let facts: SwiftFileFacts
            if let data = FileManager.default.contents(atPath: path) {
                facts = SwiftFileReader.read(path: path, text: String(decoding: data, as: UTF8.self))
            } else {
                facts = SwiftFileFacts(path: path, problem: ParseProblem(line: 1, column: 1, message: "cannot read the file"))
            }
            results.set(index, facts)
        }
        return results.values
    }

    /// The files' facts, in the order of their paths, written from several threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [SwiftFileFacts?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ facts: SwiftFileFacts) {
            lock.withLock { slots[index] = facts }
        }

        var values: [SwiftFileFacts] {
            lock.withLock { slots.compactMap { $0 } }
        }
    }
}
