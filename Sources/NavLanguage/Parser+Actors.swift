/// Actors: `Name` or `top` and a property path, the view controller a line speaks to.
extension Parser {
    private static let actorExpectation = "a view-controller name, `top`, or a property path such as `VCM4.presenting`"

    /// Reads `Name` or `top` and a property path. A property of `finalProperties`
    /// ends the path unread: the `set` or `expect` that called reads it.
    mutating func parseActor(_ cursor: inout TokenCursor, endingIn finalProperties: [String]) throws -> ActorExpression {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a view controller is missing", at: cursor.endLocation, expected: Self.actorExpectation)
        }
        var actor: ActorExpression
        switch token.kind {
        case .name(let name):
            try resolve(name, at: token.location)
            actor = ActorExpression(base: .name(name), location: token.location)
        case .keyword(.top):
            actor = ActorExpression(base: .top, location: token.location)
        default:
            throw Diagnostic(
                .error, "unexpected \(token.display)", at: token.location, expected: Self.actorExpectation,
                help: token.word.map { "`\($0)` is a keyword and cannot name a view controller" })
        }
        cursor.advance()
        while let dot = cursor.peek, dot.kind == .dot {
            cursor.advance()
            let candidates = ActorProperty.allSpellings + finalProperties
            guard let propertyToken = cursor.peek, let word = propertyToken.word else {
                throw Diagnostic(
                    .error, "a property name must follow `.`", at: cursor.here,
                    expected: "one of \(candidates.joined(separator: ", "))")
            }
            guard let property = ActorProperty(spelling: word) else {
                if finalProperties.contains(word) {
                    cursor.retreat()
                    return actor
                }
                throw Diagnostic(
                    .error, "unknown property `\(word)`", at: propertyToken.location,
                    expected: "one of \(candidates.joined(separator: ", "))",
                    help: Suggestion.didYouMean(word, in: candidates))
            }
            actor.path.append(property)
            cursor.advance()
        }
        return actor
    }
}
