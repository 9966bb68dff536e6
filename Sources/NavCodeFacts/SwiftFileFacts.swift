/// One Swift file: its declarations in source order, or why it was skipped.
public struct SwiftFileFacts: Codable, Sendable, Equatable {
    /// The path as `navviz import` was given it.
    public var path: String
    /// Set when the file does not parse (or cannot be read): it is then skipped, with no declarations.
    public var problem: ParseProblem?
    /// Classes, structs, enums, actors, protocols and extensions, nested ones included, in source order.
    public var types: [TypeFacts]
    /// Functions outside any type.
    public var functions: [FunctionFacts]
    /// Variables outside any type: `var Current = AppEnvironment()`, an app's world of dependencies.
    public var globals: [PropertyFacts]

    public init(
        path: String, problem: ParseProblem? = nil, types: [TypeFacts] = [], functions: [FunctionFacts] = [], globals: [PropertyFacts] = []
    ) {
        self.path = path
        self.problem = problem
        self.types = types
        self.functions = functions
        self.globals = globals
    }

    /// The file name without its folders, as provenance comments name it.
    public var fileName: String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
