import NavCodeFacts
import SwiftSyntax

/// Turns statements and expressions into NavCodeFacts' small model: bindings,
/// assignments, calls, casts, closures and literals, each with its line. Control flow
/// is flattened in source order; what it does not model is kept as text.
struct BodyReader {
    let converter: SourceLocationConverter
    /// What `#if` asks of the build, and the device runtime conditions ask of: of the
    /// branches only one of which runs there, only that one is read.
    let build: DeviceBuildConfiguration
    private let runtime: RuntimeCondition
    /// How many values this one is inside: past `depthLimit`, a value is kept as text.
    private var depth = 0

    init(converter: SourceLocationConverter, device: TargetDevice) {
        self.converter = converter
        build = DeviceBuildConfiguration()
        runtime = RuntimeCondition(device: device)
    }

    /// Expressions kept as text are cut to this many characters.
    private static let textLimit = 60
    /// Deeper than app code goes (a chain of 30 calls, closures in closures 20 deep), and
    /// shallow enough that the facts' JSON nests well within the 512 levels JSONDecoder
    /// reads: a level of values or blocks is at most 6 of JSON (a trailing closure, its
    /// call and its body are 3 levels and 11 of JSON), so a file of `a.b.b.b…` 100,000
    /// deep, or of 48 closures each inside the last, is read, its deepest part cut.
    static let depthLimit = 64

    func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    // MARK: statements

    /// A block's statements, its local functions first: Swift lets a block call a local
    /// function declared further down (`show(…)` above `func show(…)`). A block counts as a
    /// level, as a value does: past `depthLimit` it is kept as text.
    func statements(_ items: CodeBlockItemListSyntax) -> [CodeStatement] {
        guard depth < Self.depthLimit else { return [.evaluate(.other(Self.text(of: items)), line: line(items))] }
        var inner = self
        inner.depth += 1
        return inner.blockStatements(items)
    }

    private func blockStatements(_ items: CodeBlockItemListSyntax) -> [CodeStatement] {
        let isLocalFunction = { (item: CodeBlockItemSyntax) in item.item.as(DeclSyntax.self)?.is(FunctionDeclSyntax.self) == true }
        // An array, not the syntax collection: a collection's `filter` rebuilds its syntax tree, which moves every line.
        let all = Array(items)
        return (all.filter(isLocalFunction) + all.filter { !isLocalFunction($0) }).flatMap { item -> [CodeStatement] in
            switch item.item {
            case .decl(let declaration): return self.declaration(declaration)
            case .stmt(let statement): return self.statement(statement)
            case .expr(let expression): return self.expression(expression)
            }
        }
    }

    private func declaration(_ node: DeclSyntax) -> [CodeStatement] {
        if let conditional = node.as(IfConfigDeclSyntax.self) {
            guard case .statements(let items)? = build.activeClause(of: conditional)?.elements else { return [] }
            return statements(items)
        }
        if let function = node.as(FunctionDeclSyntax.self), let body = function.body {
            // A local function (`func finish(_ result:)` inside a method) is a closure bound to its name.
            let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            let closure = CodeClosure(line: line(function), parameters: parameters, body: statements(body.statements))
            return [.bind(name: function.name.text, type: nil, value: .closure(closure), line: line(function))]
        }
        guard let variable = node.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                return binding.initializer.map { .evaluate(value($0.value), line: line(binding)) }
            }
            return .bind(
                name: name, type: binding.typeAnnotation.map { Self.typeName($0.type) },
                value: binding.initializer.map { value($0.value) }, line: line(binding))
        }
    }

    private func statement(_ node: StmtSyntax) -> [CodeStatement] {
        if let expression = node.as(ExpressionStmtSyntax.self) { return self.expression(expression.expression) }
        if let guarded = node.as(GuardStmtSyntax.self) {
            // `guard #available(iOS 16, *) else { return }` on iOS 17: the way out is not taken.
            let exit = runtime.truth(of: guarded.conditions) == true ? [] : statements(guarded.body.statements)
            return conditions(guarded.conditions) + exit
        }
        if let loop = node.as(ForStmtSyntax.self) { return statements(loop.body.statements) }
        if let loop = node.as(WhileStmtSyntax.self) { return conditions(loop.conditions) + statements(loop.body.statements) }
        if let loop = node.as(RepeatStmtSyntax.self) { return statements(loop.body.statements) }
        if let deferred = node.as(DeferStmtSyntax.self) { return statements(deferred.body.statements) }
        if let block = node.as(DoStmtSyntax.self) {
            return statements(block.body.statements) + block.catchClauses.flatMap { statements($0.body.statements) }
        }
        if let returned = node.as(ReturnStmtSyntax.self) { return [.return(returned.expression.map(value), line: line(returned))] }
        return []
    }

    private func expression(_ node: ExprSyntax) -> [CodeStatement] {
        if let branch = node.as(IfExprSyntax.self) {
            return [.branches(ifBranches(branch), line: line(branch))]
        }
        if let choice = node.as(SwitchExprSyntax.self) {
            if let body = deviceCase(of: choice) { return body }
            let cases = choice.cases.compactMap { item -> CodeCase? in
                guard case .switchCase(let switchCase) = item else { return nil }
                return CodeCase(
                    names: Self.enumCaseNames(switchCase.label), body: statements(switchCase.statements),
                    nestedNames: Self.nestedCaseNames(switchCase.label), bindings: Self.caseBindings(switchCase.label))
            }
            return [.cases(value(choice.subject), cases, line: line(choice))]
        }
        if let sequence = node.as(SequenceExprSyntax.self), let (target, assigned) = assignment(sequence) {
            return [.assign(target: value(target), value: sequenceValue(Array(assigned)), line: line(sequence))]
        }
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        {
            // `tabs += [settings]`: the list grows, as `append(contentsOf:)` grows it.
            let elements = Array(sequence.elements)
            let call = CodeCall(
                callee: .member(value(elements[0]), "append"), arguments: [CodeArgument(label: "contentsOf", value: value(elements[2]))],
                line: line(sequence))
            return [.evaluate(.call(call), line: line(sequence))]
        }
        return [.evaluate(value(node), line: line(node))]
    }

    /// `switch UIDevice.current.userInterfaceIdiom { case .phone: … default: … }`: the body of
    /// the one case that runs on the target device, as an `if` on the idiom keeps one branch;
    /// nil when the subject is no device question or a case is no plain enum case.
    private func deviceCase(of choice: SwitchExprSyntax) -> [CodeStatement]? {
        guard let answer = runtime.answer(of: choice.subject) else { return nil }
        var fallback: SwitchCaseSyntax?
        for item in choice.cases {
            guard case .switchCase(let switchCase) = item else { return nil }
            if case .default = switchCase.label {
                fallback = switchCase
            } else if let names = Self.enumCaseNames(switchCase.label) {
                if names.contains(answer) { return statements(switchCase.statements) }
            } else {
                return nil
            }
        }
        return fallback.map { statements($0.statements) } ?? []
    }

    /// The enum cases a `case` label names (`.profile(let id)`, `.a, .b`, `Scene.c`); nil
    /// for `default` or when one of its patterns is something else (a value, a cast, a binding).
    private static func enumCaseNames(_ label: SwitchCaseSyntax.Label) -> [String]? {
        guard case .case(let caseLabel) = label else { return nil }
        var names: [String] = []
        for item in caseLabel.caseItems {
            // `case let .detail(id)` binds as `case .detail(let id)` does.
            var pattern = ExprSyntax(unbound(item.pattern).as(ExpressionPatternSyntax.self)?.expression)
            if let call = pattern?.as(FunctionCallExprSyntax.self) { pattern = call.calledExpression }
            guard let member = pattern?.as(MemberAccessExprSyntax.self) else { return nil }
            names.append(member.declName.baseName.text)
        }
        return names
    }

    /// The names the first pattern binds its case's values to (`CodeCase.bindings`): `case
    /// .present(let controller, _)` and `case let .present(controller, _)` are `controller, nil`.
    private static func caseBindings(_ label: SwitchCaseSyntax.Label) -> [String?] {
        guard case .case(let caseLabel) = label, let item = caseLabel.caseItems.first,
            let call = unbound(item.pattern).as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
        else { return [] }
        return call.arguments.map { argument in
            argument.expression.as(PatternExprSyntax.self).flatMap { unbound($0.pattern).as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }

    /// `pattern` without the `let` or `var` that binds it: `let .detail(id)` is `.detail(id)`, `let id` is `id`.
    private static func unbound(_ pattern: PatternSyntax) -> PatternSyntax {
        var pattern = pattern
        while let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        return pattern
    }

    /// Each pattern's enum cases through the ones nested in its values (`CodeCase.nestedNames`).
    private static func nestedCaseNames(_ label: SwitchCaseSyntax.Label) -> [[String]] {
        guard case .case(let caseLabel) = label else { return [] }
        return caseLabel.caseItems.map { item in
            unbound(item.pattern).as(ExpressionPatternSyntax.self).map { nestedCaseNames(of: $0.expression) } ?? []
        }
    }

    /// `.a(_, action: .b(.c))`: `a, b, c`, the first nested case among each call's arguments.
    private static func nestedCaseNames(of node: ExprSyntax) -> [String] {
        let call = node.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? node).as(MemberAccessExprSyntax.self) else { return [] }
        let inner = call?.arguments.lazy.map { nestedCaseNames(of: $0.expression) }.first { !$0.isEmpty } ?? []
        return [member.declName.baseName.text] + inner
    }

    /// `if … {} else if … {} else {}`: one branch per body, each with its conditions'
    /// bindings, and an empty one for the path through none; only the branch that runs
    /// where the device decides the condition (`if #available(iOS 16, *)`).
    private func ifBranches(_ node: IfExprSyntax) -> [[CodeStatement]] {
        let truth = runtime.truth(of: node.conditions)
        let flags = truth == nil ? flagConditions(node.conditions) : []
        let bindings = conditions(node.conditions)
        let unwrapped = Self.unwrappedValues(bindings, conditions: node.conditions.count)
        // Inside `if let tabs = tabBarController`, each value unwrapped; past it, one of them is nil.
        let unwraps: [CodeStatement] = unwrapped.map { [.expect(.array($0), holds: true, line: line(node))] } ?? []
        let first = flags.map { .expect($0.flag, holds: $0.holds, line: line(node)) } + unwraps + bindings + statements(node.body.statements)
        if truth == true { return [first] }
        var rest: [[CodeStatement]]
        switch node.elseBody {
        case .ifExpr(let next): rest = ifBranches(next)
        case .codeBlock(let block): rest = [statements(block.statements)]
        case nil: rest = [[]]
        }
        // Past `if flag`, the flag is false; past `if a, b` nothing is known of either.
        if flags.count == 1, node.conditions.count == 1 {
            rest = rest.map { [.expect(flags[0].flag, holds: !flags[0].holds, line: line(node))] + $0 }
        }
        // Past `if let nav = vc as? UINavigationController, let first = nav.viewControllers.first`, one of them is nil.
        if let unwrapped {
            rest = rest.map { [.expect(.array(unwrapped), holds: false, line: line(node))] + $0 }
        }
        return truth == false ? rest : [first] + rest
    }

    /// The values an `if` whose conditions (`conditions` of them, read as `bindings`) are all
    /// optional bindings unwraps, each written in terms of what is known before the `if`
    /// (`nav.viewControllers.first` as `(vc as? UINavigationController).viewControllers.first`);
    /// nil when a condition is anything else.
    private static func unwrappedValues(_ bindings: [CodeStatement], conditions: Int) -> [CodeValue]? {
        guard !bindings.isEmpty, bindings.count == conditions else { return nil }
        var bound: [String: CodeValue] = [:]
        var values: [CodeValue] = []
        for binding in bindings {
            guard case .bind(let name, _, let written?, _) = binding else { return nil }
            let unwrapped = substituting(bound, in: written)
            bound[name] = unwrapped
            values.append(unwrapped)
        }
        return values
    }

    /// `value` with each name of `bound` replaced by its value (in bases, callees and arguments).
    private static func substituting(_ bound: [String: CodeValue], in value: CodeValue) -> CodeValue {
        switch value {
        case .name(let name): return bound[name] ?? value
        case .member(let base?, let name): return .member(substituting(bound, in: base), name)
        case .cast(let inner, let type): return .cast(substituting(bound, in: inner), type)
        case .call(var call):
            call.callee = substituting(bound, in: call.callee)
            call.arguments = call.arguments.map { CodeArgument(label: $0.label, value: substituting(bound, in: $0.value)) }
            return .call(call)
        default: return value
        }
    }

    /// The conditions that only read a flag (`isCatalyst`, `!settings.embedded`), with the
    /// value each must have for the branch to run: the app's code may say what it is.
    private func flagConditions(_ list: ConditionElementListSyntax) -> [(flag: CodeValue, holds: Bool)] {
        list.compactMap { element in
            guard case .expression(var expression) = element.condition else { return nil }
            var holds = true
            while let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                holds.toggle()
                expression = prefix.expression
            }
            let flag = value(expression)
            return Self.isNameChain(flag) ? (flag, holds) : nil
        }
    }

    /// `a`, `a.b.c`: names read, nothing called.
    private static func isNameChain(_ value: CodeValue) -> Bool {
        switch value {
        case .name: return true
        case .member(let base?, _): return isNameChain(base)
        default: return false
        }
    }

    /// `if let x = value`, `guard let x = value as? T`: bindings; plain conditions that are calls are evaluated.
    private func conditions(_ list: ConditionElementListSyntax) -> [CodeStatement] {
        list.compactMap { element in
            switch element.condition {
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                // `if let vc` alone rebinds `vc` to itself.
                let bound = binding.initializer.map { value($0.value) } ?? .name(name)
                return .bind(name: name, type: binding.typeAnnotation.map { Self.typeName($0.type) }, value: bound, line: line(binding))
            case .expression(let expression):
                let read = value(expression)
                if case .call = read { return .evaluate(read, line: line(expression)) }
                return nil
            case .availability, .matchingPattern:
                return nil
            }
        }
    }

    /// A body that is one expression returns it (a getter, a closure, a function with a result type).
    static func implicitReturn(_ statements: [CodeStatement]) -> [CodeStatement] {
        // A branch's expectations come before its one expression.
        let expectations = statements.prefix {
            if case .expect = $0 { return true }
            return false
        }
        guard statements.count == expectations.count + 1, let only = statements.last else { return statements }
        return Array(expectations) + implicitReturn(only)
    }

    private static func implicitReturn(_ statement: CodeStatement) -> [CodeStatement] {
        switch statement {
        case .evaluate(let value, let line):
            return [.return(value, line: line)]
        case .branches(let branches, let line):
            // `var detail: UIViewController { switch kind { case .a: A() case .b: B() } }`: each branch's expression is returned.
            return [.branches(branches.map(implicitReturn), line: line)]
        case .cases(let subject, let cases, let line):
            return [
                .cases(
                    subject,
                    cases.map { $0.with(body: implicitReturn($0.body)) },
                    line: line)
            ]
        default:
            return [statement]
        }
    }

    // MARK: expressions

    func value(_ node: ExprSyntax) -> CodeValue {
        guard depth < Self.depthLimit else { return .other(Self.text(of: node)) }
        var inner = self
        inner.depth += 1
        return inner.read(node)
    }

    private func read(_ node: ExprSyntax) -> CodeValue {
        if let reference = node.as(DeclReferenceExprSyntax.self) { return .name(reference.baseName.text) }
        if let member = node.as(MemberAccessExprSyntax.self) { return .member(member.base.map(value), member.declName.baseName.text) }
        if let call = node.as(FunctionCallExprSyntax.self) { return .call(self.call(call)) }
        if let subscripted = node.as(SubscriptCallExprSyntax.self) {
            // `list[0]`: a call of the list's subscript, so a literal index picks the item.
            let arguments = subscripted.arguments.map { CodeArgument(label: $0.label?.text, value: value($0.expression)) }
            return .call(
                CodeCall(callee: .member(value(subscripted.calledExpression), CodeCall.subscriptName), arguments: arguments, line: line(subscripted)))
        }
        if let optional = node.as(OptionalChainingExprSyntax.self) { return value(optional.expression) }
        if let forced = node.as(ForceUnwrapExprSyntax.self) { return value(forced.expression) }
        if let attempt = node.as(TryExprSyntax.self) { return value(attempt.expression) }
        if let awaited = node.as(AwaitExprSyntax.self) { return value(awaited.expression) }
        if let reference = node.as(InOutExprSyntax.self) { return value(reference.expression) }
        if let generic = node.as(GenericSpecializationExprSyntax.self) { return .name(Self.compact(generic.trimmedDescription)) }
        if let type = node.as(TypeExprSyntax.self) { return .name(Self.typeName(type.type)) }
        if node.is(SuperExprSyntax.self) { return .name("super") }
        if let cast = node.as(AsExprSyntax.self) { return .cast(value(cast.expression), Self.typeName(cast.type)) }
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return value(only.expression)
        }
        if let array = node.as(ArrayExprSyntax.self) { return .array(array.elements.map { value($0.expression) }) }
        if let closure = node.as(ClosureExprSyntax.self) { return .closure(self.closure(closure)) }
        if let string = node.as(StringLiteralExprSyntax.self) {
            let parts = string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
            if parts.count == string.segments.count { return .string(parts.joined()) }
        }
        if let integer = node.as(IntegerLiteralExprSyntax.self), let number = Int(integer.literal.text.filter { $0 != "_" }) {
            return .integer(number)
        }
        if let boolean = node.as(BooleanLiteralExprSyntax.self) { return .boolean(boolean.literal.tokenKind == .keyword(.true)) }
        if node.is(NilLiteralExprSyntax.self) { return .nil }
        if let sequence = node.as(SequenceExprSyntax.self) {
            // `var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`: what the device answers, so a branch on the app's flag picks one side.
            if let truth = runtime.truth(of: node) { return .boolean(truth) }
            return sequenceValue(Array(sequence.elements))
        }
        // `view #if os(iOS) .sheet(…) #endif`: the view with the modifiers an iOS build compiles (a sheet is navigation).
        if let conditional = node.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
            guard case .postfixExpression(let postfix)? = build.activeClause(of: conditional.config)?.elements else { return value(base) }
            return Self.rebased(value(postfix), on: value(base))
        }
        return .other(Self.text(of: node))
    }

    /// A modifier chain that starts with no base (`.sheet(…).tag(1)` in an `#if`), called on `base`.
    private static func rebased(_ chain: CodeValue, on base: CodeValue) -> CodeValue {
        switch chain {
        case .member(nil, let name): return .member(base, name)
        case .member(let inner?, let name): return .member(rebased(inner, on: base), name)
        case .call(var call):
            call.callee = rebased(call.callee, on: base)
            return .call(call)
        default: return base
        }
    }

    /// The start of `node`'s text.
    private static func text(of node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.prefix(textLimit))
    }

    private func call(_ node: FunctionCallExprSyntax) -> CodeCall {
        var arguments = node.arguments.map { CodeArgument(label: $0.label?.text, value: value($0.expression)) }
        // A trailing closure is a value as any argument is, and counts as a level.
        if let trailing = node.trailingClosure { arguments.append(CodeArgument(label: nil, value: value(ExprSyntax(trailing)))) }
        for extra in node.additionalTrailingClosures {
            arguments.append(CodeArgument(label: extra.label.text, value: value(ExprSyntax(extra.closure))))
        }
        // The called name's line: `navigationController?\n.pushViewController(` is the second line.
        let name = node.calledExpression.lastToken(viewMode: .sourceAccurate) ?? node.calledExpression.firstToken(viewMode: .sourceAccurate)
        let callee = value(node.calledExpression)
        var call = CodeCall(callee: callee, arguments: arguments, line: name.map(line) ?? line(node))
        if let called = call.name {
            let bindsState =
                node.arguments.count == 1 && node.trailingClosure == nil && node.arguments.first?.label == nil
                && node.arguments.first?.expression.trimmedDescription.hasPrefix("$") == true
            call.swiftUI = SwiftUINavigation(name: called, labels: call.labels, bindsState: bindsState)
        }
        return call
    }

    private func closure(_ node: ClosureExprSyntax) -> CodeClosure {
        var parameters: [String] = []
        switch node.signature?.parameterClause {
        case .simpleInput(let list): parameters = list.map(\.name.text)
        case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        return CodeClosure(line: line(node), parameters: parameters, body: Self.implicitReturn(statements(node.statements)))
    }

    /// An unfolded operator sequence: `x as! T`, `a ?? b` (a call of `??` with both sides), else its text.
    private func sequenceValue(_ elements: [ExprSyntax]) -> CodeValue {
        if elements.count == 1 { return value(elements[0]) }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }), index > 0, index + 1 < elements.count,
            let type = elements[index + 1].as(TypeExprSyntax.self)
        {
            return .cast(sequenceValue(Array(elements[..<index])), Self.typeName(type.type))
        }
        if elements.count >= 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let sides = [value(elements[0]), sequenceValue(Array(elements[2...]))].map { CodeArgument(label: nil, value: $0) }
            return .call(CodeCall(callee: .name(CodeCall.nilCoalescingName), arguments: sides, line: line(elements[0])))
        }
        return .other(String(elements.map(\.trimmedDescription).joined(separator: " ").prefix(Self.textLimit)))
    }

    /// `target = value...`: the assignment's two sides.
    private func assignment(_ sequence: SequenceExprSyntax) -> (ExprSyntax, ArraySlice<ExprSyntax>)? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2...])
    }

    // MARK: types

    /// A type as written, without `?`, `!`, `some`/`any`, attributes or a module: `UINavigationController`, `UIHostingController<SettingsView>`.
    static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return typeName(opaque.constraint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.name.text + (member.genericArgumentClause.map { compact($0.trimmedDescription) } ?? "")
        }
        return compact(type.trimmedDescription)
    }

    private static func compact(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }
}
