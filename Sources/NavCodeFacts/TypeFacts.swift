/// A type declaration or an extension: what it inherits, its properties and functions.
public struct TypeFacts: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    /// The type's own name (`Inner` for `Outer.Inner`); an extension's extended type.
    public var name: String
    public var kind: Kind
    /// The superclass and protocols as written, optionals and modules left out: `UIViewController`, `Coordinator`.
    public var inherits: [String]
    public var line: Int
    public var properties: [PropertyFacts]
    public var functions: [FunctionFacts]

    public init(name: String, kind: Kind, inherits: [String], line: Int, properties: [PropertyFacts], functions: [FunctionFacts]) {
        self.name = name
        self.kind = kind
        self.inherits = inherits
        self.line = line
        self.properties = properties
        self.functions = functions
    }
}
