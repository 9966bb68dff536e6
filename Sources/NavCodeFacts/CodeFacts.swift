import Foundation

/// What the Swift files of an app say about navigation, as `navviz-swift-reader` prints
/// it and `navviz import` reads it: declarations, the statements of their bodies, and
/// where each is. It says what the code says, not what it means for the flow; NavImport
/// decides that (type resolution, storyboard links, the tour).
public struct CodeFacts: Codable, Sendable, Equatable {
    /// The JSON's version: `navviz import` refuses a reader that writes another one.
    public static let currentFormat = 2

    public var format: Int
    public var files: [SwiftFileFacts]

    public init(files: [SwiftFileFacts]) {
        format = Self.currentFormat
        self.files = files
    }

    public func json() throws -> Data {
        try JSONEncoder().encode(self)
    }

    public init(json: Data) throws {
        self = try JSONDecoder().decode(CodeFacts.self, from: json)
    }
}
