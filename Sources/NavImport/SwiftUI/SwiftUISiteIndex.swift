import NavCodeFacts

/// Every SwiftUI navigation site of the app's code, reached by the tour or not: the
/// closing list names the ones no step or comment named, and the summary counts them.
struct SwiftUISiteIndex {
    struct Entry {
        let site: CodeSite
        let kind: SwiftUINavigation
        /// Where it is: `ProfileView.body`.
        let holder: String
    }

    private(set) var entries: [Entry] = []

    init(_ code: AppCode) {
        var seen: Set<CodeSite> = []
        for name in code.typeOrder {
            guard let type = code.type(name) else { continue }
            for function in type.functions {
                collect(function.facts.body, file: function.file, holder: function.description, &seen)
            }
            for property in type.properties {
                let holder = "\(name).\(property.facts.name)"
                if let value = property.facts.value { collect(value, file: property.file, holder: holder, &seen) }
                collect(property.facts.getter ?? [], file: property.file, holder: holder, &seen)
            }
        }
        for function in code.topLevelFunctions { collect(function.facts.body, file: function.file, holder: function.description, &seen) }
    }

    private mutating func collect(_ statements: [CodeStatement], file: String, holder: String, _ seen: inout Set<CodeSite>) {
        for statement in statements {
            switch statement {
            case .bind(_, _, let value?, _), .evaluate(let value, _), .return(let value?, _): collect(value, file: file, holder: holder, &seen)
            case .assign(let target, let value, _):
                collect(target, file: file, holder: holder, &seen)
                collect(value, file: file, holder: holder, &seen)
            case .branches(let branches, _): for branch in branches { collect(branch, file: file, holder: holder, &seen) }
            default: break
            }
        }
    }

    private mutating func collect(_ value: CodeValue, file: String, holder: String, _ seen: inout Set<CodeSite>) {
        switch value {
        case .call(let call):
            if let kind = call.swiftUI, seen.insert(CodeSite(file: file, line: call.line)).inserted {
                entries.append(Entry(site: CodeSite(file: file, line: call.line), kind: kind, holder: holder))
            }
            collect(call.callee, file: file, holder: holder, &seen)
            for argument in call.arguments { collect(argument.value, file: file, holder: holder, &seen) }
        case .member(let base?, _): collect(base, file: file, holder: holder, &seen)
        case .cast(let inner, _): collect(inner, file: file, holder: holder, &seen)
        case .closure(let closure): collect(closure.body, file: file, holder: holder, &seen)
        case .array(let items): for item in items { collect(item, file: file, holder: holder, &seen) }
        default: break
        }
    }
}

/// How many of an app's SwiftUI navigation sites the flow names, for the summary.
public struct SwiftUISiteCounts: Sendable, Equatable {
    public let sites: Int
    /// Sites that are steps of the flow (or the containers a step or the root draws).
    public let drawn: Int
    /// Sites named in a comment where the tour meets them.
    public let namedWhereTheyRun: Int

    /// `31 SwiftUI navigation sites: 25 steps, 4 named where they run, 2 listed at the end`.
    public var description: String {
        "\(sites) SwiftUI navigation sites: \(drawn) steps, \(namedWhereTheyRun) named where they run, "
            + "\(sites - drawn - namedWhereTheyRun) listed at the end"
    }
}

extension CodeTour {
    /// The SwiftUI sites the flow names so far, counted, then those it does not, listed with where they are.
    func finishSwiftUI(_ index: SwiftUISiteIndex) -> SwiftUISiteCounts? {
        guard !index.entries.isEmpty else { return nil }
        let sites = Set(index.entries.map(\.site))
        let counts = SwiftUISiteCounts(
            sites: sites.count, drawn: sites.intersection(drawnSites).count,
            namedWhereTheyRun: sites.intersection(mentioned).subtracting(drawnSites).count)
        let unreached = index.entries.filter { !mentioned.contains($0.site) }
        guard !unreached.isEmpty else { return counts }
        comment("\(unreached.count) SwiftUI navigation site\(unreached.count == 1 ? "" : "s") the tour does not reach:")
        for entry in unreached {
            comment("  \(entry.site.text) \(entry.kind.written) in \(entry.holder): no screen the tour shows has this view")
        }
        return counts
    }
}
