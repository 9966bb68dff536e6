/// `set` and `expect` lines.
extension Parser {
    private static let assignableProperties = ["definesPresentationContext", "modalPresentationStyle"]
    private static let queryProperties = ["viewControllers", "children", "selectedIndex", "visible", "presentationStyle"]

    mutating func parseAssignment(_ cursor: inout TokenCursor) throws -> PropertyAssignment {
        // `set Sheet.modalPresentationStyle = ...` before `present Sheet` is how app code
        // configures a VC before showing it, so `set` may be a name's first mention.
        if let token = cursor.peek, case .name(let name) = token.kind, declared[name] == nil, cursor.peek(at: 1)?.kind == .dot,
           let property = cursor.peek(at: 2)?.word, Self.assignableProperties.contains(property) {
            declared[name] = DeclaredViewController(name: name, kind: .viewController, className: nil, location: token.location)
            declarationOrder.append(name)
            mentionedOnlyBySet[name] = token.location
            cursor.advance()
            return try parseAssignedValue(&cursor, actor: ActorExpression(base: .name(name), location: token.location))
        }
        return try parseAssignedValue(&cursor, actor: try parseActor(&cursor, endingIn: Self.assignableProperties))
    }

    private mutating func parseAssignedValue(_ cursor: inout TokenCursor, actor: ActorExpression) throws -> PropertyAssignment {
        let usage = "`set NAME.definesPresentationContext = true` or `set NAME.modalPresentationStyle = fullScreen`"
        guard cursor.peek?.kind == .dot else {
            throw Diagnostic(.error, "`set` needs a property", at: cursor.here, expected: usage)
        }
        guard let propertyToken = cursor.peek(at: 1), let property = propertyToken.word else {
            throw Diagnostic(.error, "a property name must follow `.`", at: cursor.peek(at: 1)?.location ?? cursor.endLocation, expected: usage)
        }
        guard Self.assignableProperties.contains(property) else {
            throw Diagnostic(.error, "`\(property)` cannot be set", at: propertyToken.location,
                             expected: "`definesPresentationContext` or `modalPresentationStyle`",
                             help: Suggestion.didYouMean(property, in: Self.assignableProperties))
        }
        cursor.advance(by: 2)
        guard cursor.peek?.kind == .equals else {
            throw Diagnostic(.error, cursor.unexpected(or: "`=`"), at: cursor.here, expected: "`=` and a value",
                             help: cursor.peek?.kind == .equalsEquals ? "`set` assigns with a single `=`" : nil)
        }
        cursor.advance()
        let value: PropertyAssignment.Value
        if property == "modalPresentationStyle" {
            value = .modalPresentationStyle(try parseStyle(&cursor))
        } else {
            guard let valueToken = cursor.peek else {
                throw Diagnostic(.error, "a value is missing", at: cursor.endLocation, expected: "`true` or `false`")
            }
            guard case .keyword(let keyword) = valueToken.kind, keyword == .true || keyword == .false else {
                throw Diagnostic(.error, "`definesPresentationContext` is `true` or `false`, not \(valueToken.display)",
                                 at: valueToken.location, expected: "`true` or `false`")
            }
            cursor.advance()
            value = .definesPresentationContext(keyword == .true)
        }
        try cursor.expectEnd()
        return PropertyAssignment(actor: actor, value: value)
    }

    mutating func parseExpectation(_ cursor: inout TokenCursor) throws -> Expectation {
        guard let first = cursor.peek else {
            throw Diagnostic(.error, "`expect` needs a query", at: cursor.endLocation,
                             expected: "e.g. `expect top == Home`, `expect warning` or `expect crash`")
        }
        if case .name(let word) = first.kind, word == "warning" || word == "crash", declared[word] == nil || cursor.peek(at: 1)?.kind != .dot && cursor.peek(at: 1)?.kind != .equalsEquals {
            cursor.advance()
            let text = parseCaption(&cursor)
            try cursor.expectEnd(after: "`expect \(word)`", expected: "a text in quotes that the \(word == "crash" ? "exception" : "warning") contains, or the end of the line")
            return Expectation(kind: word == "warning" ? .warning(text) : .crash(text), location: first.location)
        }
        let actor = try parseActor(&cursor, endingIn: Self.queryProperties)
        var query: String?
        if cursor.peek?.kind == .dot, let property = cursor.peek(at: 1)?.word {
            query = property
            cursor.advance(by: 2)
        }
        guard let equals = cursor.peek, equals.kind == .equalsEquals else {
            throw Diagnostic(.error, cursor.unexpected(or: "`==`"), at: cursor.here,
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
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location, expected: "a view-controller name or `nil`",
                                 help: value.kind == .leftBracket ? "lists compare with `.viewControllers` or `.children`" : nil)
            }
            cursor.advance()
        }
        try cursor.expectEnd()
        return Expectation(kind: kind, location: value.location)
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
