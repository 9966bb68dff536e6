import NavCodeFacts
import SwiftSyntax

/// Collects a file's type declarations and extensions (nested ones too) with their
/// properties and functions, and its top-level functions. It records what the code
/// says; what that means for the flow is NavImport's to decide.
final class DeclarationVisitor: SyntaxVisitor {
    private let body: BodyReader
    private(set) var types: [TypeFacts] = []
    private(set) var functions: [FunctionFacts] = []
    private(set) var globals: [PropertyFacts] = []
    /// The functions the file names in `#selector(…)`.
    private let selectorTargets: Set<String>

    init(converter: SourceLocationConverter, device: TargetDevice, selectorTargets: Set<String>) {
        body = BodyReader(converter: converter, device: device)
        self.selectorTargets = selectorTargets
        super.init(viewMode: .sourceAccurate)
    }

    /// Only the clause the build compiles: a type declared for macOS is no type of the app.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let elements = body.build.activeClause(of: node)?.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .class, node.inheritanceClause, node.memberBlock, node)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .struct, node.inheritanceClause, node.memberBlock, node)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .enum, node.inheritanceClause, node.memberBlock, node)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .actor, node.inheritanceClause, node.memberBlock, node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, .protocol, node.inheritanceClause, node.memberBlock, node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(BodyReader.typeName(node.extendedType), .extension, node.inheritanceClause, node.memberBlock, node)
    }

    /// A function outside any type (members are read with their type, and bodies by BodyReader).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberBlockItemSyntax.self) != true { functions.append(function(node)) }
        return .skipChildren
    }

    /// A variable outside any type (members are read with their type).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(CodeBlockItemSyntax.self) == true { globals += properties(node) }
        return .skipChildren
    }

    private func add(
        _ name: String, _ kind: TypeFacts.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
        _ node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        var properties: [PropertyFacts] = []
        var functions: [FunctionFacts] = []
        for member in self.members(members.members) {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                functions.append(self.function(function))
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                functions.append(
                    FunctionFacts(
                        name: "init", parameters: parameters(initializer.signature.parameterClause), returnType: nil,
                        genericParameters: Self.names(initializer.genericParameterClause), isStatic: false, line: body.line(initializer),
                        body: initializer.body.map { body.statements($0.statements) } ?? []))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                properties += self.properties(variable)
            }
        }
        types.append(
            TypeFacts(
                name: name, kind: kind, inherits: inheritance?.inheritedTypes.map { BodyReader.typeName($0.type) } ?? [],
                line: body.line(node), properties: properties, functions: functions))
        // Nested types are visited as types of their own; bodies are not walked again.
        return .visitChildren
    }

    private func function(_ node: FunctionDeclSyntax) -> FunctionFacts {
        let statements = node.body.map { body.statements($0.statements) } ?? []
        return FunctionFacts(
            name: node.name.text, parameters: parameters(node.signature.parameterClause),
            returnType: node.signature.returnClause.map { BodyReader.typeName($0.type) },
            genericParameters: Self.names(node.genericParameterClause), isStatic: Self.isStatic(node.modifiers), line: body.line(node),
            body: node.signature.returnClause == nil ? statements : BodyReader.implicitReturn(statements),
            isTargetAction: Self.has(node.attributes, "IBAction") || Self.has(node.attributes, "objc") && selectorTargets.contains(node.name.text))
    }

    /// Whether `@name` is among the attributes.
    private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [CodeParameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text
            return CodeParameter(
                label: label == "_" ? nil : label, name: (parameter.secondName ?? parameter.firstName).text,
                type: BodyReader.typeName(parameter.type), defaultValue: parameter.defaultValue.map { body.value($0.value) })
        }
    }

    private func properties(_ node: VariableDeclSyntax) -> [PropertyFacts] {
        node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            var getter: [CodeStatement]?
            var setter: [CodeStatement]?
            var didSet: [CodeStatement]?
            switch binding.accessorBlock?.accessors {
            case .getter(let statements):
                getter = BodyReader.implicitReturn(body.statements(statements))
            case .accessors(let accessors):
                let accessor = { (keyword: Keyword) in accessors.first { $0.accessorSpecifier.tokenKind == .keyword(keyword) } }
                getter = accessor(.get)?.body.map { BodyReader.implicitReturn(body.statements($0.statements)) }
                setter = accessor(.set).map(setterBody)
                didSet = accessor(.didSet)?.body.map { body.statements($0.statements) }
            case nil:
                break
            }
            return PropertyFacts(
                name: name, type: binding.typeAnnotation.map { BodyReader.typeName($0.type) } ?? Self.environmentType(node.attributes),
                value: binding.initializer.map { body.value($0.value) }, getter: getter, setter: setter, didSet: didSet,
                isStatic: Self.isStatic(node.modifiers), line: body.line(binding))
        }
    }

    /// A setter's statements; one that names its value (`set(controller)`) binds that name to `newValue` first.
    private func setterBody(_ accessor: AccessorDeclSyntax) -> [CodeStatement] {
        let statements = accessor.body.map { body.statements($0.statements) } ?? []
        guard let parameter = accessor.parameters?.name.text, parameter != "newValue" else { return statements }
        return [.bind(name: parameter, type: nil, value: .name("newValue"), line: body.line(accessor))] + statements
    }

    /// `@Environment(Router.self) var router`: an observable object the environment hands the view, of that type.
    private static func environmentType(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base
            else { continue }
            return base.trimmedDescription
        }
        return nil
    }

    /// A type's members, those inside `#if` included as an iOS build compiles them.
    private func members(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        list.flatMap { member -> [MemberBlockItemSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member] }
            guard case .decls(let inner)? = body.build.activeClause(of: conditional)?.elements else { return [] }
            return members(inner)
        }
    }

    private static func names(_ clause: GenericParameterClauseSyntax?) -> [String] {
        clause?.parameters.map(\.name.text) ?? []
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
