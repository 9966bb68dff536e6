import Foundation

/// What the Swift files of an app say about navigation, as `navviz-swift-reader` reads
/// it (a file at a time: `SwiftReaderMessage`) and `navviz import` takes it: declarations,
/// the statements of their bodies, and where each is. It says what the code says, not
/// what it means for the flow; NavImport decides that (type resolution, storyboard
/// links, the tour).
public struct CodeFacts: Codable, Sendable, Equatable {
    /// The version of the reader's messages and facts: `navviz import` refuses a reader
    /// that writes another one.
    public static let currentFormat = 9

    public var format: Int
    public var files: [SwiftFileFacts]

    public init(files: [SwiftFileFacts]) {
        format = Self.currentFormat
        self.files = files
    }
}
