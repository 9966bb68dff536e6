/// What parsing a file produced: a usable tree, and every problem found on the way.
public struct ParseResult: Sendable {
    public var syntax: FlowSyntax
    /// Sorted by position; errors and warnings together.
    public var diagnostics: [Diagnostic]
    /// The declared kind and class of every view-controller name, in the order first seen.
    public var declarations: [DeclaredViewController]
    /// Every mention of a view-controller name, in file order; empty unless the parse
    /// recorded them (`Parser.parse(_:recordingMentions:)`).
    public var mentions: [NameMention] = []

    public init(syntax: FlowSyntax, diagnostics: [Diagnostic], declarations: [DeclaredViewController], mentions: [NameMention] = []) {
        self.syntax = syntax
        self.diagnostics = diagnostics
        self.declarations = declarations
        self.mentions = mentions
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A view-controller name with the kind of object its first constructor made.
public struct DeclaredViewController: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case viewController, navigationController, tabBarController, splitViewController, alertController

        var constructor: String {
            switch self {
            case .viewController: return "a view controller"
            case .navigationController: return "a navigation controller (`nav`)"
            case .tabBarController: return "a tab bar controller (`tabs`)"
            case .splitViewController: return "a split view controller (`split`)"
            case .alertController: return "an alert controller (`alert`, `actionSheet`)"
            }
        }
    }

    public var name: String
    public var kind: Kind
    public var className: String?
    public var location: SourceLocation
}
