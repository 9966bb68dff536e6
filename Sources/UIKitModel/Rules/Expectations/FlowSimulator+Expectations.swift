import NavLanguage

/// `expect`: what a flow asserts about the state after a step, or about what UIKit said.
extension FlowSimulator {
    /// What an `expect` compares: the name an actor path leads to, where a name no line
    /// has created yet stands for itself.
    private func evaluatedName(_ actor: ActorExpression) -> String? {
        if case .name(let name) = actor.base, actor.path.isEmpty { return name }
        return try? evaluate(actor).map(hierarchy.name).get()
    }

    /// Records whether `expectation` holds at this point of the flow.
    mutating func evaluate(_ expectation: Expectation, assertion: String) {
        let expected: String
        let actual: String
        switch expectation.kind {
        case .actor(let actor, let name):
            expected = name ?? "nil"
            actual = evaluatedName(actor) ?? "nil"
        case .viewControllers(let actor, let names):
            expected = "[" + names.joined(separator: ", ") + "]"
            actual = evaluatedName(actor).map { "[" + hierarchy.viewControllers(of: $0).joined(separator: ", ") + "]" } ?? "nil"
        case .children(let actor, let names):
            expected = "[" + names.joined(separator: ", ") + "]"
            actual = evaluatedName(actor).map { "[" + hierarchy.children(of: $0).joined(separator: ", ") + "]" } ?? "nil"
        case .selectedIndex(let actor, let index):
            expected = String(index)
            actual =
                evaluatedName(actor).flatMap {
                    hierarchy[$0]?.kind == .tabBarController ? String(hierarchy[$0]!.selectedIndex) : "not a tab bar controller"
                } ?? "nil"
        case .visible(let actor, let value):
            expected = String(value)
            actual = evaluatedName(actor).map { String(hierarchy.isVisible($0)) } ?? "nil"
        case .presentationStyle(let actor, let style):
            expected = style?.rawValue ?? "nil"
            actual = evaluatedName(actor).flatMap { hierarchy.presentationStyle(of: $0)?.rawValue } ?? "nil"
        case .warning(let text):
            // UIKit's warnings and navviz's lints alike (R41).
            let logged = frames.last?.events.filter { $0.isWarning || $0.isLint } ?? []
            expected = text.map { "a warning containing \"\($0)\"" } ?? "a warning"
            if logged.contains(where: { text == nil || $0.message.contains(text!) }) {
                actual = expected
            } else {
                actual = logged.isEmpty ? "no warning" : "warning \"\(logged[0].message)\""
            }
        case .noWarning:
            // UIKit's warnings only: navviz's lints are no console output (R41).
            let logged = frames.last?.events.filter(\.isWarning) ?? []
            expected = "no UIKit warning"
            actual = logged.first.map { "warning \"\($0.message)\"" } ?? expected
        case .callback(let callback, let sent):
            let trace = frames.last?.callbacks ?? []
            expected = "\(callback) \(sent ? "sent" : "not sent")"
            actual =
                "\(callback) \(trace.contains(where: callback.matches) ? "sent" : "not sent")"
                + (sent && !trace.contains(where: callback.matches) ? " (the step sent \(Self.listed(trace)))" : "")
        case .callbacks(let callbacks):
            let trace = frames.last?.callbacks ?? []
            expected = Self.listed(callbacks.map(\.description))
            let matches = trace.count == callbacks.count && zip(callbacks, trace).allSatisfy { $0.matches($1) }
            actual = matches ? expected : Self.listed(trace.map { String($0.prefix { $0 != "(" }) })
        case .crash(let text):
            let exception = frames.last?.exception
            expected = text.map { "an exception containing \"\($0)\"" } ?? "an exception"
            if let exception, text == nil || exception.message.contains(text!) {
                actual = expected
            } else {
                actual = exception.map { "exception \"\($0.message)\"" } ?? "no exception"
            }
        }
        let passed = expected == actual
        expectations.append(
            ExpectationResult(
                location: expectation.location, assertion: assertion, passed: passed,
                actual: actual, expected: expected, note: passed ? nil : deviceNote))
    }

    private static func listed(_ callbacks: [String]) -> String {
        "[" + callbacks.joined(separator: ", ") + "]"
    }

    /// What the device decided last, for a failed `expect`: the outcome may be one the
    /// other size class would not have (R38).
    var deviceNote: String? {
        deviceDecision.map { decision in
            "the flow runs on \(deviceText): on line \(decision.line), \(decision.text)"
                + (hierarchy.device == .iphone ? "; `device ipad` models a regular-width iPad" : "; `device iphone` models a compact-width iPhone")
        }
    }
}
