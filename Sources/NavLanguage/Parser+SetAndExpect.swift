/// `set` and `expect` lines.
extension Parser {
    private static let assignableProperties = PropertyAssignment.properties
    private static let queryProperties = ["viewControllers", "children", "selectedIndex", "visible", "presentationStyle"]

    mutating func parseAssignment(_ cursor: inout TokenCursor) throws -> PropertyAssignment {
        // `set Sheet.modalPresentationStyle = ...` before `present Sheet` is how app code
        // configures a VC before showing it, so `set` may be a name's first mention.
        if let token = cursor.peek, case .name(let name) = token.kind, declared[name] == nil, cursor.peek(at: 1)?.kind == .dot,
            let property = cursor.peek(at: 2)?.word, Self.assignableProperties.contains(property)
        {
            declared[name] = DeclaredViewController(name: name, kind: .viewController, className: nil, location: token.location)
            declarationOrder.append(name)
            mentionedOnlyBySet[name] = token.location
            noteWritten(name, at: token.location, creating: true)
            cursor.advance()
            return try parseAssignedValue(&cursor, actor: ActorExpression(base: .name(name), location: token.location))
        }
        return try parseAssignedValue(&cursor, actor: try parseActor(&cursor, endingIn: Self.assignableProperties))
    }

    private mutating func parseAssignedValue(_ cursor: inout TokenCursor, actor: ActorExpression) throws -> PropertyAssignment {
        let usage = "`set NAME.PROPERTY = VALUE`, e.g. `set NAME.definesPresentationContext = true`"
        guard cursor.peek?.kind == .dot else {
            throw Diagnostic(.error, "`set` needs a property", at: cursor.here, expected: usage)
        }
        guard let propertyToken = cursor.peek(at: 1), let property = propertyToken.word else {
            throw Diagnostic(.error, "a property name must follow `.`", at: cursor.peek(at: 1)?.location ?? cursor.endLocation, expected: usage)
        }
        guard Self.assignableProperties.contains(property) else {
            throw Diagnostic(
                .error, "`\(property)` cannot be set", at: propertyToken.location,
                expected: "one of \(Self.assignableProperties.map { "`\($0)`" }.joined(separator: ", "))",
                help: Suggestion.didYouMean(property, in: Self.assignableProperties))
        }
        cursor.advance(by: 2)
        guard cursor.peek?.kind == .equals else {
            throw Diagnostic(
                .error, cursor.unexpected(or: "`=`"), at: cursor.here, expected: "`=` and a value",
                help: cursor.peek?.kind == .equalsEquals ? "`set` assigns with a single `=`" : nil)
        }
        cursor.advance()
        let value: PropertyAssignment.Value
        switch property {
        case "modalPresentationStyle":
            value = .modalPresentationStyle(try parseStyle(&cursor))
        case "adaptivePresentationStyle":
            value = .adaptivePresentationStyle(
                try parseWord(&cursor, of: property, among: AdaptivePresentationStyle.spellings) { word in
                    word == "none" ? AdaptivePresentationStyle.none : PresentationStyle(rawValue: word).map(AdaptivePresentationStyle.style)
                })
        case "topColumnForCollapsing":
            let columns = [SplitColumn.primary, .supplementary, .secondary].map(\.rawValue)
            value = .topColumnForCollapsing(try parseWord(&cursor, of: property, among: columns) { SplitColumn(rawValue: $0) })
            if case .name(let name) = actor.base, actor.path.isEmpty, let split = declared[name], split.kind == .splitViewController {
                report(
                    Diagnostic(
                        .warning, "`\(name)` collapses when it enters the window, which its line \(split.location.line) already did",
                        at: actor.location, help: "UIKit asks the delegate as the split view collapses: set it above line \(split.location.line)"))
            }
        default:
            guard let valueToken = cursor.peek else {
                throw Diagnostic(.error, "a value is missing", at: cursor.endLocation, expected: "`true` or `false`")
            }
            guard case .keyword(let keyword) = valueToken.kind, keyword == .true || keyword == .false else {
                throw Diagnostic(
                    .error, "`\(property)` is `true` or `false`, not \(valueToken.display)",
                    at: valueToken.location, expected: "`true` or `false`")
            }
            cursor.advance()
            value = property == "isModalInPresentation" ? .isModalInPresentation(keyword == .true) : .definesPresentationContext(keyword == .true)
        }
        try cursor.expectEnd()
        return PropertyAssignment(actor: actor, value: value)
    }

    /// One of `spellings`, read by `make`, with "did you mean" for a near miss.
    private func parseWord<Value>(
        _ cursor: inout TokenCursor, of property: String, among spellings: [String],
        _ make: (String) -> Value?
    ) throws -> Value {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a value is missing", at: cursor.endLocation, expected: "one of \(spellings.joined(separator: ", "))")
        }
        guard let word = token.word, spellings.contains(word), let value = make(word) else {
            throw Diagnostic(
                .error, "`\(property)` cannot be \(token.display)", at: token.location,
                expected: "one of \(spellings.joined(separator: ", "))",
                help: token.word.flatMap { Suggestion.didYouMean($0, in: spellings) })
        }
        cursor.advance()
        return value
    }

    mutating func parseExpectation(_ cursor: inout TokenCursor) throws -> Expectation {
        guard let first = cursor.peek else {
            throw Diagnostic(
                .error, "`expect` needs a query", at: cursor.endLocation,
                expected: "e.g. `expect top == Home`, `expect warning` or `expect crash`")
        }
        if case .name(let word) = first.kind, Self.expectationWords.contains(word),
            declared[word] == nil || cursor.peek(at: 1)?.kind != .dot && cursor.peek(at: 1)?.kind != .equalsEquals
        {
            cursor.advance()
            switch word {
            case "warning", "crash":
                let text = parseCaption(&cursor)
                try cursor.expectEnd(
                    after: "`expect \(word)`",
                    expected: "a text in quotes that the \(word == "crash" ? "exception" : "warning") contains, or the end of the line")
                return Expectation(kind: word == "warning" ? .warning(text) : .crash(text), location: first.location)
            case "no":
                return try parseNegativeExpectation(&cursor, at: first.location)
            case "callback":
                let callback = try parseCallback(&cursor)
                try cursor.expectEnd(after: "the callback")
                return Expectation(kind: .callback(callback, sent: true), location: first.location)
            default:
                guard cursor.peek?.kind == .equalsEquals else {
                    throw Diagnostic(
                        .error, cursor.unexpected(or: "`==`"), at: cursor.here,
                        expected: "`==` and a list, e.g. `expect callbacks == [Home.viewWillAppear]`",
                        help: cursor.peek?.kind == .dot ? "`expect callback Home.viewWillAppear` asserts one callback" : nil)
                }
                cursor.advance()
                let callbacks = try parseCallbackList(&cursor)
                try cursor.expectEnd()
                return Expectation(kind: .callbacks(callbacks), location: first.location)
            }
        }
        let actor = try parseActor(&cursor, endingIn: Self.queryProperties)
        var query: String?
        if cursor.peek?.kind == .dot, let property = cursor.peek(at: 1)?.word {
            query = property
            cursor.advance(by: 2)
        }
        guard let equals = cursor.peek, equals.kind == .equalsEquals else {
            throw Diagnostic(
                .error, cursor.unexpected(or: "`==`"), at: cursor.here,
                expected: "`==` and the expected value, e.g. `expect top == Home`",
                help: cursor.peek?.kind == .equals ? "compare with `==`" : nil)
        }
        cursor.advance()
        guard let value = cursor.peek else {
            throw Diagnostic(.error, "the expected value is missing", at: cursor.endLocation, expected: "a value after `==`")
        }
        let kind: Expectation.Kind
        switch query {
        case "viewControllers", "children":
            let names = try parseNameList(&cursor)
            kind = query == "children" ? .children(actor, equals: names) : .viewControllers(actor, equals: names)
        case "selectedIndex":
            guard case .integer(let index) = value.kind else {
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location, expected: "a tab index, e.g. `0`")
            }
            cursor.advance()
            kind = .selectedIndex(actor, equals: index)
        case "visible":
            guard case .keyword(let keyword) = value.kind, keyword == .true || keyword == .false else {
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location, expected: "`true` or `false`")
            }
            cursor.advance()
            kind = .visible(actor, equals: keyword == .true)
        case "presentationStyle":
            if value.kind == .keyword(.nil) {
                cursor.advance()
                kind = .presentationStyle(actor, equals: nil)
            } else {
                kind = .presentationStyle(actor, equals: try parseStyle(&cursor))
            }
        default:
            switch value.kind {
            case .keyword(.nil):
                kind = .actor(actor, equals: nil)
            case .name(let name):
                try resolve(name, at: value.location)
                kind = .actor(actor, equals: name)
            default:
                throw Diagnostic(
                    .error, "unexpected \(value.display)", at: value.location, expected: "a view-controller name or `nil`",
                    help: value.kind == .leftBracket ? "lists compare with `.viewControllers` or `.children`" : nil)
            }
            cursor.advance()
        }
        try cursor.expectEnd()
        return Expectation(kind: kind, location: value.location)
    }

    /// The words after `expect` that start a step assertion rather than a query, unless
    /// they name a view controller that a `.` or `==` follows.
    private static let expectationWords = ["warning", "crash", "no", "callback", "callbacks"]

    /// `expect no warning` and `expect no callback X.method`.
    private mutating func parseNegativeExpectation(_ cursor: inout TokenCursor, at location: SourceLocation) throws -> Expectation {
        switch cursor.peek?.word {
        case "warning":
            cursor.advance()
            try cursor.expectEnd(
                after: "`expect no warning`",
                help: cursor.peek.flatMap {
                    if case .string = $0.kind { "`expect no warning` takes no text: UIKit logs nothing at all" } else { nil }
                })
            return Expectation(kind: .noWarning, location: location)
        case "callback":
            cursor.advance()
            let callback = try parseCallback(&cursor)
            try cursor.expectEnd(after: "the callback")
            return Expectation(kind: .callback(callback, sent: false), location: location)
        default:
            throw Diagnostic(
                .error, cursor.unexpected(or: "`warning` or `callback`"), at: cursor.here,
                expected: "`expect no warning` or `expect no callback NAME.METHOD`",
                help: cursor.peek?.word.flatMap { Suggestion.didYouMean($0, in: ["warning", "callback"]) })
        }
    }

    /// `Name.method`: a view controller and one of the callbacks a step's trace holds.
    private mutating func parseCallback(_ cursor: inout TokenCursor) throws -> Callback {
        let usage = "a callback `NAME.METHOD`, e.g. `Home.viewWillAppear`"
        guard let token = cursor.peek, case .name(let name) = token.kind else {
            throw Diagnostic(.error, cursor.unexpected(or: "a callback"), at: cursor.here, expected: usage)
        }
        try resolve(name, at: token.location)
        guard cursor.peek(at: 1)?.kind == .dot, let methodToken = cursor.peek(at: 2), let method = methodToken.word else {
            throw Diagnostic(
                .error, "a callback names its method: `\(name).METHOD`", at: cursor.peek(at: 1)?.location ?? cursor.endLocation,
                expected: "one of \(Callback.methods.joined(separator: ", "))")
        }
        guard Callback.methods.contains(method) else {
            let bare = String(method.prefix { $0 != ":" })
            throw Diagnostic(
                .error, "`\(method)` is no callback a step sends", at: methodToken.location,
                expected: "one of \(Callback.methods.joined(separator: ", "))",
                help: Suggestion.didYouMean(bare, in: Callback.methods))
        }
        cursor.advance(by: 3)
        return Callback(viewController: name, method: method)
    }

    /// `[A.viewWillDisappear, B.viewWillAppear]`.
    private mutating func parseCallbackList(_ cursor: inout TokenCursor) throws -> [Callback] {
        guard cursor.peek?.kind == .leftBracket else {
            throw Diagnostic(
                .error, cursor.unexpected(or: "a list"), at: cursor.here, expected: "a list of callbacks, e.g. `[Home.viewWillDisappear]`")
        }
        cursor.advance()
        var callbacks: [Callback] = []
        while cursor.peek?.kind != .rightBracket {
            callbacks.append(try parseCallback(&cursor))
            switch cursor.peek?.kind {
            case .comma?: cursor.advance()
            case .rightBracket?: break
            default:
                throw Diagnostic(.error, cursor.unexpected(or: "`]`"), at: cursor.here, expected: "`,` between callbacks or `]` to close the list")
            }
        }
        cursor.advance()
        return callbacks
    }

    /// `[A, B]` in an `expect`: names of existing view controllers.
    private mutating func parseNameList(_ cursor: inout TokenCursor) throws -> [String] {
        guard let open = cursor.peek, open.kind == .leftBracket else {
            throw Diagnostic(.error, cursor.unexpected(or: "a list"), at: cursor.here, expected: "a list of names, e.g. `[Home, Detail]`")
        }
        cursor.advance()
        var names: [String] = []
        while true {
            if cursor.peek?.kind == .rightBracket {
                cursor.advance()
                return names
            }
            guard let item = cursor.peek, case .name(let name) = item.kind else {
                throw Diagnostic(.error, cursor.unexpected(or: "`]`"), at: cursor.here, expected: "a view-controller name or `]`")
            }
            try resolve(name, at: item.location)
            names.append(name)
            cursor.advance()
            switch cursor.peek?.kind {
            case .comma?: cursor.advance()
            case .rightBracket?: continue
            default:
                throw Diagnostic(.error, cursor.unexpected(or: "`]`"), at: cursor.here, expected: "`,` between names or `]` to close the list")
            }
        }
    }
}
