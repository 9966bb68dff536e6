import NavCodeFacts
import NavLanguage

/// Every SwiftUI navigation site of the app's code, reached by the tour or not: the
/// closing list names the ones no step or comment named, and the summary counts them.
struct SwiftUISiteIndex {
    struct Entry {
        let site: CodeSite
        let kind: SwiftUINavigation
        let call: CodeCall
        /// Where it is: `ProfileView.body`.
        let holder: String
        /// The type it is in (`ProfileView`), and the statements of the function or property it is in.
        let owner: String?
        let statements: [CodeStatement]
        let holderSite: CodeSite
    }

    private(set) var entries: [Entry] = []

    /// No sites: what an `AppCode` holds while it is being read.
    init() {}

    init(_ code: AppCode) {
        var seen: Set<CodeSite> = []
        for name in code.typeOrder {
            guard let type = code.type(name) else { continue }
            for function in type.functions {
                holder = Holder(name: function.description, owner: name, statements: function.facts.body, site: function.site)
                collect(function.facts.body, file: function.file, &seen)
            }
            for property in type.properties {
                let statements = property.facts.getter ?? property.facts.value.map { [CodeStatement.return($0, line: property.facts.line)] } ?? []
                holder = Holder(
                    name: "\(name).\(property.facts.name)", owner: name, statements: statements,
                    site: CodeSite(file: property.file, line: property.facts.line))
                collect(statements, file: property.file, &seen)
            }
        }
        for function in code.topLevelFunctions {
            holder = Holder(name: function.description, owner: nil, statements: function.facts.body, site: function.site)
            collect(function.facts.body, file: function.file, &seen)
        }
    }

    /// The function or property being read.
    private struct Holder {
        let name: String
        let owner: String?
        let statements: [CodeStatement]
        let site: CodeSite
    }

    private var holder = Holder(name: "", owner: nil, statements: [], site: CodeSite(file: "", line: 0))

    private mutating func collect(_ statements: [CodeStatement], file: String, _ seen: inout Set<CodeSite>) {
        for statement in statements {
            switch statement {
            case .bind(_, _, let value?, _), .evaluate(let value, _), .return(let value?, _): collect(value, file: file, &seen)
            case .assign(let target, let value, _):
                collect(target, file: file, &seen)
                collect(value, file: file, &seen)
            case .branches(let branches, _): for branch in branches { collect(branch, file: file, &seen) }
            case .cases(let subject, let cases, _):
                collect(subject, file: file, &seen)
                for switchCase in cases { collect(switchCase.body, file: file, &seen) }
            default: break
            }
        }
    }

    private mutating func collect(_ value: CodeValue, file: String, _ seen: inout Set<CodeSite>) {
        switch value {
        case .call(let call):
            if let kind = call.swiftUI, seen.insert(CodeSite(file: file, line: call.line)).inserted {
                entries.append(
                    Entry(
                        site: CodeSite(file: file, line: call.line), kind: kind, call: call, holder: holder.name, owner: holder.owner,
                        statements: holder.statements, holderSite: holder.site))
            }
            collect(call.callee, file: file, &seen)
            for argument in call.arguments { collect(argument.value, file: file, &seen) }
        case .member(let base?, _): collect(base, file: file, &seen)
        case .cast(let inner, _): collect(inner, file: file, &seen)
        case .closure(let closure): collect(closure.body, file: file, &seen)
        case .array(let items): for item in items { collect(item, file: file, &seen) }
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
        "\(Quantity.of(sites, "SwiftUI navigation site")): \(Quantity.of(drawn, "step")), \(namedWhereTheyRun) named where they run, "
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

extension CodeTour {
    /// The app's SwiftUI views whose navigation no path of the tour reached (a view a
    /// router, a deep link or a library shows): each is an entry (`entry X`, shown over the
    /// screen on top with no arrow from it: no code the tour reached shows it), and toured
    /// from there.
    func showUnreachedSwiftUIViews(_ index: SwiftUISiteIndex, _ evaluator: CodeEvaluator) {
        let heap = evaluator.heap
        let swiftUI: SwiftUILowering = evaluator.swiftUI
        // Views the flow draws already: what of theirs the tour did not reach is code that does
        // not run where they are shown (a branch of the body that shows what another does).
        let drawn = Set(heap.objects.compactMap { object in object.swiftUI.shownBy.flatMap { heap[$0].declared ? object.className : nil } })
        var shown: Set<String> = []
        for entry in index.entries where !mentioned.contains(entry.site) {
            if let type = entry.owner, drawn.contains(type) {
                note(
                    entry.site, "\(entry.kind.written) in \(entry.holder): not a step: \(type) is drawn, and no path of the tour runs this code of it"
                )
                continue
            }
            guard let type = entry.owner, swiftUI.isAppView(type), shown.insert(type).inserted, let top = screenOnTop() else { continue }
            evaluator.inMode(.action) {
                let view = heap.make(type, kind: nil, origin: entry.holderSite)
                let screen = swiftUI.screen(ofView: view, site: entry.holderSite)
                guard !heap[screen].placed else { return }
                // Its navigation outside `body` (a view builder no reached code calls) is the screen's too.
                for other in index.entries where other.owner == type && other.holder != "\(type).body" && !mentioned.contains(other.site) {
                    guard heap[screen].kind == .plain,
                        !heap[screen].swiftUI.sites.contains(where: { $0.site == other.site })
                    else { continue }
                    guard let (_, environment) = swiftUI.body(of: view) else { break }
                    var inner = environment
                    inner.file = other.holderSite.file
                    inner.function = other.holder
                    swiftUI.collect(other.statements, into: screen, inner, depth: 1)
                }
                comment("entry: \(type) (\(entry.holderSite.text)) is on no path the tour follows: shown over \(name(top))")
                evaluator.uikit.present(
                    screen, by: top, site: entry.holderSite, call: "\(type), an entry", written: .entry, style: nil, completion: nil)
            }
        }
    }
}
