import NavCodeFacts
import NavLanguage

/// The navigation a SwiftUI view declares, performed on the UIKit it runs on when the
/// tour visits the view controller that shows the view: a sheet is a page sheet presented
/// by that view controller, a cover a full-screen presentation, a link a push onto the
/// nearest navigation controller, an alert an alert controller; `dismiss()` goes back the
/// way the view came (R60–R64 of docs/semantics.md). Views become view controllers in
/// `SwiftUILowering+Views`, an `App`'s window in `SwiftUILowering+App`; what UIKit does
/// with them is `UIKitSemantics`'s. (A state-driven architecture's lowering, such as
/// TCA's, would sit beside this one: another `FrameworkSemantics` on the same evaluator.)
final class SwiftUILowering: FrameworkSemantics {
    unowned let evaluator: CodeEvaluator

    init(evaluator: CodeEvaluator) {
        self.evaluator = evaluator
    }

    var uikit: UIKitSemantics { evaluator.uikit }

    /// Performs the navigation the SwiftUI content of `screen` declares, in source order;
    /// then pushes what each `.navigationDestination(for:)` no value link used shows (a
    /// value the code appends to the stack's path). A container's `.sheet(item:)` waits for
    /// `performItemSheets(of:)`, once the screens inside it have run: their code may set its item.
    func performNavigation(of screen: Int) {
        perform(heap[screen].swiftUI.sites.filter { heap[screen].kind == .plain || $0.itemBinding == nil }, of: screen)
    }

    /// A container's `.sheet(item:)` sites that no code the tour ran set the item of: each presents its content once.
    func performItemSheets(of screen: Int) {
        guard heap[screen].kind != .plain else { return }
        perform(heap[screen].swiftUI.sites.filter { $0.itemBinding != nil }, of: screen)
    }

    private func perform(_ declared: [SwiftUISite], of screen: Int) {
        // Each site is performed once, as a UIKit screen's class is toured once: a router's
        // sheets that every stack declares are presented from the first; a link once in each
        // stack, since what it pushes depends on the stack's destinations (R63).
        let stackIdentity = stack(of: screen).map { heap[$0].identity ?? "\($0)" } ?? ""
        let sites = declared.filter { site in
            guard site.kind == .navigationLink else { return record.performSwiftUISite(site.site.text) }
            // A row that wraps a link to the destination its maker gives it (`destination: StatsView()`) links to each one given.
            let given = site.argument("destination").flatMap { storedView($0, site.environment, making: false) }.map { " to " + $0.type } ?? ""
            return record.performSwiftUISite(site.site.text + " in " + stackIdentity + given)
        }
        guard !sites.isEmpty else { return }
        // What the code drove is read as each site comes: a link performed first may push from a value destination.
        for site in sites where heap[screen].placed && !site.isValueDestination && !heap[screen].swiftUI.valueDrivenSites.contains(site.site) {
            perform(site, from: screen)
        }
        for site in sites where heap[screen].placed && site.isValueDestination && !heap[screen].swiftUI.valueDrivenSites.contains(site.site) {
            guard let navigation = stack(of: screen) else {
                uikit.note(
                    site.site, "\(site.described): \(evaluator.describe(.object(screen))) is in no NavigationStack, so nothing pushes its values")
                continue
            }
            for destination in destinations(of: site) {
                push(destination, onto: navigation, from: screen, site: site.site, call: "\(site.described), a value on the stack's path")
            }
        }
    }

    private func perform(_ site: SwiftUISite, from screen: Int) {
        switch site.kind {
        case .sheet, .fullScreenCover, .popover:
            present(site, from: screen, at: site.site, item: nil)
        case .alert, .confirmationDialog:
            let alert = alertController(site)
            uikit.present(alert, by: screen, site: site.site, call: site.kind.written, written: .present, style: nil, completion: nil)
        case .navigationLink:
            link(site, from: screen)
        case .navigationDestination:
            guard let navigation = stack(of: screen) else {
                return uikit.note(site.site, "\(site.described): \(evaluator.describe(.object(screen))) is in no NavigationStack (R62)")
            }
            for destination in destinations(of: site) {
                push(destination, onto: navigation, from: screen, site: site.site, call: "\(site.described) \(hosted(destination))")
            }
        case .navigationStack, .navigationView, .tabView, .navigationSplitView:
            break
        }
    }

    /// A sheet, cover or popover site's content presented by `screen`, for `item` when the code set it.
    private func present(_ site: SwiftUISite, from screen: Int, at step: CodeSite, item: CodeReferent?) {
        let style: PresentationStyle = site.kind == .sheet ? .pageSheet : site.kind == .fullScreenCover ? .fullScreen : .popover
        for destination in destinations(of: site, case: item?.enumCaseName, item: item) {
            if style == .popover, heap[destination].anchor == nil { heap[destination].anchor = PopoverAnchor(.sourceView, site.viewType) }
            let call =
                item == nil
                ? "\(site.kind.written) \(hosted(destination))" : "\(site.kind.written)(item:) at \(site.site.text) \(hosted(destination))"
            uikit.present(destination, by: screen, site: step, call: call, written: .present, style: style, completion: nil)
        }
    }

    /// `presentedSheet = .init(route: route)` (or an enum case, `.settings`) while a screen whose content binds
    /// `.sheet(item: $router.presentedSheet)` is on screen (or a container around it): SwiftUI
    /// presents the sheet's content for that item, at the assignment. An item the import
    /// knows only by its type leaves the sheet to its site, presented once.
    func setSheetItem(_ property: String, to item: CodeReferent, site: CodeSite) {
        guard mode == .action, item.object != nil || item.isEnumCase, let top = navigator?.screenOnTop() else { return }
        var holder: Int? = top
        while let screen = holder {
            if let sheet = heap[screen].swiftUI.sites.first(where: { $0.itemBinding == property }) {
                if heap[screen].swiftUI.valueDrivenSites.insert(sheet.site).inserted {
                    navigator?.note(sheet.site, "\(sheet.described)(item:): the steps that set its item present its views")
                }
                return present(sheet, from: screen, at: site, item: item)
            }
            holder = heap[screen].parent
        }
    }

    /// A `NavigationLink`: pushed onto the nearest navigation controller, a `NavigationStack`'s
    /// or the UIKit one a hosting controller is in; in a split view's column it shows its view
    /// in the next column (R65); outside all of them SwiftUI disables it (R62). A value link
    /// pushes what the stack's `.navigationDestination(for:)` of its value's type shows: only
    /// a `NavigationStack` has those.
    private func link(_ site: SwiftUISite, from screen: Int) {
        let navigation = stack(of: screen) ?? (site.linkValue == nil ? uikitNavigation(of: screen) : nil)
        let split = navigation == nil ? heap.ancestor(of: screen, .split, including: true) : nil
        guard navigation != nil || split != nil else {
            return uikit.note(
                site.site,
                "NavigationLink: \(evaluator.describe(.object(screen))) is in no NavigationStack or navigation controller, so SwiftUI shows the link disabled (R62)"
            )
        }
        // TCA's `NavigationLink(state: Path.State.detail(…))` pushes its value onto the stack's path as a value link does.
        if let (label, value) = site.linkValue {
            guard let navigation else { return uikit.note(site.site, "NavigationLink(\(label):) in a split view's column without a NavigationStack") }
            let candidates = heap.members(of: navigation).flatMap { holder in
                heap[holder].swiftUI.sites.filter(\.isValueDestination).map { (holder, $0) }
            }
            // The type the code writes (`Route.detail(…)`, a literal); else the one declared for the value (`book`,
            // `book.author`, `store.featured()`), when a destination takes it: a declared type is what the import reads,
            // not always the value's own (a protocol's); else the one destination type the value is named after (`season`).
            let types = Set(candidates.compactMap(\.1.destinationType))
            let declared = declaredType(of: value, site.environment)
            let wanted =
                Self.typeName(of: value) ?? declared.flatMap { types.contains($0) ? $0 : nil } ?? Self.typeNamed(by: value, among: types)
            if wanted == nil, types.count > 1 {
                // SwiftUI pushes one destination, of the value's type: pushing every one would draw links the app has not.
                return uikit.note(
                    site.site,
                    "NavigationLink(\(label):): the import cannot tell the value's type, so it pushes none of the stack's destinations "
                        + "(for \(types.sorted().joined(separator: ", "))); SwiftUI pushes the one of the value's type only (R63)")
            }
            let matching = candidates.filter { wanted == nil || $0.1.destinationType == nil || $0.1.destinationType == wanted }
            guard !matching.isEmpty else {
                // SwiftUI's console message, when the link is tapped.
                return uikit.note(
                    site.site,
                    "NavigationLink(\(label):): \"A NavigationLink is presenting a value of type “\(wanted ?? "Value")” but there is no matching "
                        + "navigationDestination declaration visible from the location of the link. The link cannot be activated.\" (R63)")
            }
            for (holder, destinationSite) in matching {
                heap[holder].swiftUI.valueDrivenSites.insert(destinationSite.site)
                for destination in destinations(of: destinationSite, case: Self.caseName(of: value)) {
                    push(
                        destination, onto: navigation, from: screen, site: site.site,
                        call: "NavigationLink(\(label):) to \(destinationSite.described) at \(destinationSite.site.text) \(hosted(destination))")
                }
                navigator?.note(destinationSite.site, "\(destinationSite.described): the NavigationLink(\(label):) steps naming it push its views")
            }
            return
        }
        for destination in destinations(of: site) {
            if let navigation {
                push(destination, onto: navigation, from: screen, site: site.site, call: "NavigationLink \(hosted(destination))")
            } else if let split {
                showInNextColumn(destination, of: split, from: screen, site: site.site)
            }
        }
    }

    /// A link in a `NavigationSplitView`'s column shows its view in the next column: the sidebar's
    /// in the content column (or the detail, with two), the content's in the detail (R65).
    private func showInNextColumn(_ destination: Int, of split: Int, from screen: Int, site: CodeSite) {
        var column = screen
        while let parent = heap[column].parent, parent != split { column = parent }
        guard let style = heap[split].splitStyle, let here = heap[column].column, let index = style.columns.firstIndex(of: here),
            index + 1 < style.columns.count
        else {
            return uikit.note(
                site,
                "NavigationLink in \(evaluator.describe(.object(split)))'s detail column, which has no NavigationStack: SwiftUI shows it disabled (R62)"
            )
        }
        let next = style.columns[index + 1]
        uikit.setColumn(
            next, of: split, to: destination, from: screen, site: site,
            call: "NavigationLink in the \(here == .primary ? "sidebar" : "content column") \(hosted(destination))")
    }

    /// `path.append(.recipe(id: 1))`, `router.path += [route]`: an append to what a
    /// `NavigationStack(path:)` follows (`path`, `navigationPath`, `router.path`). Not text
    /// (`components.path += "/api"`): a URL's or a file's path grows by strings.
    static func isStackPathAppend(_ call: CodeCall) -> Bool {
        guard call.name == "append", case .member(let base?, _) = call.callee else { return false }
        switch base {
        case .name(let name), .member(_, let name): guard name.lowercased().hasSuffix("path") else { return false }
        default: return false
        }
        switch call.arguments.first?.value {
        case .string?: return false
        case .other(let text)?: return !text.hasPrefix("\"")
        default: return true
        }
    }

    /// A value appended to a stack's path, pushed as SwiftUI pushes it: what the
    /// `.navigationDestination(for:)` of the stack on screen shows for it (its enum case's
    /// branch, when the case names one). False when no stack on screen has such a destination.
    func appendToStackPath(_ value: CodeReferent, site: CodeSite) -> Bool {
        guard mode == .action, let top = navigator?.screenOnTop(), let navigation = stack(of: top) else { return false }
        let candidates = heap.members(of: navigation).flatMap { holder in
            heap[holder].swiftUI.sites.filter(\.isValueDestination).map { (holder, $0) }
        }
        guard !candidates.isEmpty else { return false }
        let wanted: String? =
            switch value {
            case .symbol(let name), .enumCase(let name, _): name
            default: nil
            }
        for (holder, destinationSite) in candidates {
            heap[holder].swiftUI.valueDrivenSites.insert(destinationSite.site)
            for destination in destinations(of: destinationSite, case: wanted, item: value) {
                push(
                    destination, onto: navigation, from: top, site: site,
                    call: "path.append to \(destinationSite.described) at \(destinationSite.site.text) \(hosted(destination))")
            }
            navigator?.note(destinationSite.site, "\(destinationSite.described): the path.append steps naming it push its views")
        }
        return true
    }

    /// The UIKit navigation controller a hosting controller is in (its root, or pushed), not a
    /// split view's column, whose links show their view in the next column (R65).
    private func uikitNavigation(of screen: Int) -> Int? {
        heap.ancestor(of: screen, .navigation, including: true).flatMap { heap[$0].column == nil ? $0 : nil }
    }

    /// The nearest navigation controller around `screen` when a `NavigationStack` made it: the
    /// one whose path and `.navigationDestination`s SwiftUI follows (R62, R63).
    func stack(of screen: Int) -> Int? {
        heap.ancestor(of: screen, .navigation, including: true).flatMap { heap[$0].swiftUI.isStack ? $0 : nil }
    }

    /// A push SwiftUI makes onto `navigation` (a link, a destination): the tour's step, written `push`.
    func push(_ shown: Int, onto navigation: Int, from actor: Int, site: CodeSite, call: String) {
        guard heap[shown].kind != .navigation, heap[shown].kind != .tabBar, heap[shown].kind != .split else {
            return uikit.note(site, "\(call): UIKit cannot push a container (R5)")
        }
        record.countEffect()
        navigator?.navigate(
            CodeTransition(
                operation: .push(navigation: navigation, written: "push"), actor: actor, destinations: [shown], site: site, call: call,
                style: nil, completion: nil))
    }

    /// An `.alert` or `.confirmationDialog`'s alert controller, titled as the code titles it,
    /// whose buttons' actions run when it is dismissed.
    private func alertController(_ site: SwiftUISite) -> Int {
        let identity = "\(site.site.text) UIAlertController"
        if let shown = heap.reusable(identity) { return shown }
        let alert = heap.make("UIAlertController", kind: .plain, origin: site.site)
        heap.remember(alert, as: identity)
        heap[alert].madeIn = site.environment.function
        heap[alert].alert = (Self.title(site.call.arguments.first?.value) ?? Self.legacyAlertTitle(site), site.kind == .confirmationDialog)
        // SwiftUI anchors a confirmation dialog to the view it modifies, which an iPad's popover needs (R43).
        if site.kind == .confirmationDialog { heap[alert].anchor = PopoverAnchor(.sourceView, site.viewType) }
        for (label, closure) in site.closures where label != "message" {
            heap[alert].actions += Self.buttonActions(in: closure.body, site.environment)
        }
        return alert
    }

    /// `dismiss()` of `@Environment(\.dismiss)`, `presentationMode.wrappedValue.dismiss()`:
    /// SwiftUI pops the view when its stack pushed it, else dismisses what presents it (R61).
    /// Nil for any other call.
    func call(_ call: CodeCall, _ environment: inout CodeEnvironment) -> CodeReferent? {
        guard SwiftUICalls.isDismiss(call), let view = environment.this?.object, let screen = heap[view].swiftUI.shownBy else { return nil }
        if call.base == nil, let owner = environment.owner, code.function("dismiss", labels: [], in: owner) != nil { return nil }
        record.countEffect()
        let site = CodeSite(file: environment.file, line: call.line)
        let written = call.base == nil ? "dismiss()" : "presentationMode.wrappedValue.dismiss()"
        guard mode == .action, heap[screen].placed else {
            uikit.note(site, "\(written) while \(evaluator.describe(.object(screen))) is not on screen")
            return .unknown("the result of dismiss()")
        }
        if let navigation = stack(of: screen), navigation != screen, heap[navigation].children.first != screen {
            navigator?.goBack(
                CodeBack(
                    operation: .pop, actor: screen, navigation: navigation, site: site, call: "\(written) pops (pushed)", isUnwind: false,
                    completion: nil))
        } else if heap.presenting(of: screen) != nil {
            navigator?.goBack(
                CodeBack(
                    operation: .dismiss, actor: screen, navigation: nil, site: site, call: "\(written) dismisses (presented)", isUnwind: false,
                    completion: nil))
        } else if let navigation = heap.ancestor(of: screen, .navigation), heap[navigation].children.first != screen {
            uikit.note(site, "\(written): \(evaluator.describe(.object(screen))) was pushed by UIKit's code, not a NavigationStack: not drawn (R61)")
        } else {
            uikit.note(
                site, "\(written): \(evaluator.describe(.object(screen))) is neither pushed nor presented, so SwiftUI's dismiss does nothing (R61)")
        }
        return .unknown("the result of dismiss()")
    }

    /// `UIHostingController<ProfileView>`, the class a comment names beside the call.
    private func hosted(_ id: Int) -> String {
        heap[id].className.hasPrefix("UIHostingController<") ? heap[id].className : UIKitClass.base(heap[id].className)
    }

    // MARK: reading the code

    /// `Route.profile(id)`, `Route.settings`, `Item(…)`: the type of a link's value, when the code says it.
    static func typeName(of value: CodeValue) -> String? {
        switch value {
        case .string: return "String"
        case .integer: return "Int"
        case .boolean: return "Bool"
        case .member(.name(let type)?, _) where type.first?.isUppercase == true: return type
        case .call(let call):
            if case .name(let type) = call.callee, type.first?.isUppercase == true { return type }
            if case .member(.name(let type)?, _) = call.callee, type.first?.isUppercase == true { return type }
            return nil
        default: return nil
        }
    }

    /// The type declared for a value the code names (`book`, `self.book.author`): a local's
    /// known class, else the view's property's declared type, member by member.
    func declaredType(of value: CodeValue, _ environment: CodeEnvironment) -> String? {
        switch value {
        case .name("self"):
            return environment.owner
        case .name(let name):
            if let local = environment.locals[name] { return evaluator.staticType(of: local) }
            return environment.owner.flatMap { code.property(name, in: $0)?.facts.type }.map(UIKitClass.base)
        case .member(let base?, let name):
            return declaredType(of: base, environment).flatMap { code.property(name, in: $0)?.facts.type }.map(UIKitClass.base)
        case .call(let call):
            // A function the app declares gives its declared result: `store.featuredPlant()` → `Plant`.
            let owner: String?
            let function: String
            switch call.callee {
            case .member(let base?, let name): (owner, function) = (declaredType(of: base, environment), name)
            case .name(let name) where name.first?.isLowercase == true: (owner, function) = (environment.owner, name)
            default: return nil
            }
            return owner.flatMap { code.function(function, labels: call.labels, in: $0)?.facts.returnType }.map(UIKitClass.base)
        default:
            return nil
        }
    }

    /// The one type of `types` a value is named after (`season`, `selectedPlant`,
    /// `item.plant`), for a value whose type the import cannot read; nil when none or
    /// several are.
    static func typeNamed(by value: CodeValue, among types: Set<String>) -> String? {
        let identifier: String
        switch value {
        case .name(let name), .member(_, let name): identifier = name.lowercased()
        default: return nil
        }
        let named = types.filter { identifier.hasSuffix($0.lowercased()) }
        return named.count == 1 ? named.first : nil
    }

    /// `Route.trail(trail)`, `.settings`: the enum case a link's value names.
    static func caseName(of value: CodeValue) -> String? {
        switch value {
        case .member(_, let name): return name
        case .call(let call):
            if case .member(_, let name) = call.callee { return name }
            return nil
        default: return nil
        }
    }

    /// `"Delete?"`, `Text("Delete?")`: a title the code writes as a literal.
    static func title(_ value: CodeValue?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .call(let call)? where ["Text", "LocalizedStringKey", "String"].contains(call.name ?? ""):
            return title(call.arguments.first?.value)
        default: return nil
        }
    }

    /// `.alert(isPresented:) { Alert(title: Text("Delete?"), …) }`: the title of the `Alert` the content makes.
    private static func legacyAlertTitle(_ site: SwiftUISite) -> String? {
        for (_, closure) in site.closures {
            for value in viewValues(closure.body) {
                if case .call(let call) = value, ["Alert", "ActionSheet"].contains(call.name ?? "") {
                    return title(call.arguments.first { $0.label == "title" }?.value)
                }
            }
        }
        return nil
    }

    /// The actions of the buttons an alert's content makes (`Button("Delete", role: .destructive) { … }`, `.default(Text("OK")) { … }`).
    private static func buttonActions(in statements: [CodeStatement], _ environment: CodeEnvironment) -> [CodeAction] {
        viewValues(statements).flatMap { buttonActions(in: $0, environment) }
    }

    private static func buttonActions(in value: CodeValue, _ environment: CodeEnvironment) -> [CodeAction] {
        guard case .call(let call) = value else { return [] }
        let title = title(call.arguments.first?.value)
        return call.arguments.flatMap { argument -> [CodeAction] in
            switch argument.value {
            case .closure(let closure) where argument.label != "label":
                return [CodeAction(closure: closure, environment: environment, label: title)]
            default:
                return buttonActions(in: argument.value, environment)
            }
        }
    }
}
