import SwiftSyntax

/// The functions a file names in `#selector(…)` (`addTarget(self, action: #selector(close), for: .touchUpInside)`,
/// `UIBarButtonItem(…, action: #selector(Self.share(_:)))`, a notification's observer): UIKit, not the
/// app's code, calls them, on a control's event or a notification.
final class SelectorTargets: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init(_ tree: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // `#selector(getter: title)` names a property's accessor, no function.
        guard node.macroName.text == "selector", let argument = node.arguments.first, argument.label == nil else { return .visitChildren }
        if let name = Self.functionName(argument.expression) { names.insert(name) }
        return .visitChildren
    }

    /// `close`, `self.close`, `Self.share(_:)`, `close(sender:)`: the function's base name.
    private static func functionName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
