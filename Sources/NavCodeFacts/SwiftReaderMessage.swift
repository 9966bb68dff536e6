import Foundation

/// What `navviz-swift-reader` writes on its standard output, one JSON object a line, as it
/// reads the files of its standard input one by one: navviz then knows which file the
/// reader is in, so a file that crashes swift-syntax or takes too long costs that file
/// (a located warning) and a restarted reader reads the rest.
public enum SwiftReaderMessage: Codable, Sendable, Equatable {
    /// First: the version of what the reader writes (`CodeFacts.currentFormat`); navviz
    /// rebuilds, or refuses, a reader of another version.
    case ready(format: Int)
    /// The reader starts on the file at `index` in its input (from 0).
    case started(index: Int)
    /// The file does not parse, and its first error is here: sent before the error's
    /// message is made, so that a reader that dies making it has still said where.
    case located(index: Int, line: Int, column: Int)
    /// What the file says, or why it was skipped.
    case read(index: Int, facts: SwiftFileFacts)

    /// The file the message is about: its index in the reader's input.
    public var index: Int? {
        switch self {
        case .ready: nil
        case .started(let index), .located(let index, _, _), .read(let index, _): index
        }
    }

    /// The message as a line: JSON (which never holds a raw newline) and `\n`.
    public var line: [UInt8] {
        // Encoding these values cannot fail: they hold strings and integers only.
        Array((try? JSONEncoder().encode(self)) ?? Data()) + [0x0A]
    }

    /// A line the reader wrote, without its newline.
    public init(line: [UInt8]) throws {
        self = try JSONDecoder().decode(SwiftReaderMessage.self, from: Data(line))
    }
}
