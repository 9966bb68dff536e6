import NavCodeFacts
import SwiftOperators
import SwiftSyntax

/// Whether an `if` or `guard` condition holds on the target device, when the condition
/// asks only what the device answers: `#available(iOS 16, *)`, `#unavailable`, the idiom
/// (`UIDevice.current.userInterfaceIdiom == .pad`) and the size classes (an iPhone held
/// upright is compact wide and regular tall, an iPad full screen regular both ways), with
/// `!`, `&&` and `||`. The app runs, not its tests: `isTesting`, `_XCTIsTesting` and
/// `ProcessInfo…environment["XCTestConfigurationFilePath"] != nil` are false (a test-only
/// branch, `if isTesting { EmptyView() }`, is not what the app shows). The app is opened
/// from its icon: `if let url = connectionOptions.urlContexts.first` and `launchOptions?[.url]`
/// bind nothing. Any other condition is nil: every branch is kept, as before.
struct RuntimeCondition {
    let device: TargetDevice

    /// All the elements hold (nil when one is unknown and none is false).
    func truth(of conditions: ConditionElementListSyntax) -> Bool? {
        var result: Bool? = true
        for element in conditions {
            let truth: Bool?
            switch element.condition {
            case .availability(let availability): truth = self.truth(of: availability)
            case .expression(let expression): truth = self.truth(of: expression)
            case .optionalBinding(let binding): truth = binding.initializer.flatMap { Self.isLaunchedFromLink($0.value) ? false : nil }
            case .matchingPattern: truth = nil
            }
            if truth == false { return false }
            if truth == nil { result = nil }
        }
        return result
    }

    /// `#available(iOS 16.4, macOS 13, *)`: the iOS version, or `*` for any other list.
    private func truth(of availability: AvailabilityConditionSyntax) -> Bool {
        let isAvailable = availability.availabilityArguments.allSatisfy { argument in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                ["iOS", "iPadOS"].contains(restriction.platform.text),
                let major = restriction.version?.major.text.split(separator: ".").first.flatMap({ Int($0) })
            else { return true }
            return major <= device.ios
        }
        return availability.availabilityKeyword.tokenKind == .poundUnavailable ? !isAvailable : isAvailable
    }

    /// What the device answers for an expression (`UIDevice.current.userInterfaceIdiom == .pad`); nil when it asks anything else.
    func truth(of expression: ExprSyntax) -> Bool? {
        let folded = (try? OperatorTable.standardOperators.foldAll(expression)).flatMap { $0.as(ExprSyntax.self) } ?? expression
        return evaluate(folded)
    }

    private func evaluate(_ node: ExprSyntax) -> Bool? {
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map(!)
        }
        guard let infix = node.as(InfixOperatorExprSyntax.self), let operation = infix.operator.as(BinaryOperatorExprSyntax.self) else {
            return Self.lastName(of: node).flatMap { Self.testRunFlags.contains($0) ? false : nil }
        }
        let (left, right) = (infix.leftOperand, infix.rightOperand)
        switch operation.operator.text {
        case "&&":
            let (a, b) = (evaluate(left), evaluate(right))
            return a == false || b == false ? false : (a == true && b == true ? true : nil)
        case "||":
            let (a, b) = (evaluate(left), evaluate(right))
            return a == true || b == true ? true : (a == false && b == false ? false : nil)
        case "==": return comparison(left, right)
        case "!=": return comparison(left, right).map(!)
        default: return nil
        }
    }

    /// `X.userInterfaceIdiom == .pad`, `horizontalSizeClass == .compact` (either side first).
    private func comparison(_ left: ExprSyntax, _ right: ExprSyntax) -> Bool? {
        if right.is(NilLiteralExprSyntax.self), Self.isTestConfiguration(left) { return true }
        guard let asked = Self.lastName(of: left), let answer = Self.caseName(of: right) else {
            return Self.caseName(of: left) != nil && Self.lastName(of: right) != nil ? comparison(right, left) : nil
        }
        return self.answer(to: asked).map { $0 == answer }
    }

    /// The case the device answers for `switch X.userInterfaceIdiom` (`phone`), or for a size
    /// class; nil when the subject asks something else.
    func answer(of subject: ExprSyntax) -> String? {
        Self.lastName(of: subject).flatMap(answer(to:))
    }

    private func answer(to asked: String) -> String? {
        switch asked {
        case "userInterfaceIdiom": return device.idiom.rawValue
        case "horizontalSizeClass": return device.idiom == .phone ? "compact" : "regular"
        case "verticalSizeClass": return "regular"
        default: return nil
        }
    }

    /// What a scene or the app is launched with only when it is opened from a link, a shortcut,
    /// a notification or Handoff (`connectionOptions.urlContexts.first`, `launchOptions?[.url]`):
    /// nothing when the user opens the app from its icon, the launch the import follows. The link's
    /// handling is the app's to do later (`scene(_:openURLContexts:)`), not part of its first screen.
    private static func isLaunchedFromLink(_ node: ExprSyntax) -> Bool {
        var current: ExprSyntax? = node
        while let expression = current {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if linkConnectionOptions.contains(member.declName.baseName.text) { return true }
                current = member.base
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
                // `launchOptions?[.url]`, `launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem]`.
                if lastName(of: subscripted.calledExpression) == "launchOptions" { return true }
                current = subscripted.calledExpression
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let sequence = expression.as(SequenceExprSyntax.self) {
                // `launchOptions?[.url] as? URL`, not yet folded: the value cast is the first element.
                current = sequence.elements.first
            } else if let cast = expression.as(AsExprSyntax.self) {
                current = cast.expression
            } else {
                return false
            }
        }
        return false
    }

    /// `UIScene.ConnectionOptions`' properties that hold what a scene is opened with.
    private static let linkConnectionOptions: Set<String> = [
        "urlContexts", "userActivities", "shortcutItem", "notificationResponse", "handoffUserActivityType", "cloudKitShareMetadata",
    ]

    /// The flags a test run sets, false when the app runs.
    private static let testRunFlags: Set<String> = ["isTesting", "_XCTIsTesting"]

    /// `ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"]`: set only when XCTest runs the app.
    private static func isTestConfiguration(_ node: ExprSyntax) -> Bool {
        guard let subscripted = node.as(SubscriptCallExprSyntax.self),
            let key = subscripted.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        else { return false }
        return key.segments.trimmedDescription == "XCTestConfigurationFilePath"
    }

    /// The last name of `a.b.c` or `c`; nil for anything else.
    private static func lastName(of node: ExprSyntax) -> String? {
        if let member = node.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        if let optional = node.as(OptionalChainingExprSyntax.self) { return lastName(of: optional.expression) }
        return node.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `.pad`, `UIUserInterfaceIdiom.pad`: the case a value is compared with.
    private static func caseName(of node: ExprSyntax) -> String? {
        guard let member = node.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard
            member.base == nil
                || ["UIUserInterfaceIdiom", "UIUserInterfaceSizeClass", "UserInterfaceSizeClass"].contains(
                    member.base?.trimmedDescription ?? "")
        else { return nil }
        return ["phone", "pad", "mac", "tv", "carPlay", "vision", "compact", "regular", "unspecified"].contains(name) ? name : nil
    }
}
