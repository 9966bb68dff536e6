import NavFlowWriting

/// Names the scenes of a storyboard import after what the app calls them, never after
/// Interface Builder's object ids: the storyboard identifier, the custom class, Xcode's
/// label, the title; a container without one after what it holds or where it sits
/// (`SettingsNav`, `MainTabs`, `InboxSplit`); any other scene after its place
/// (`Tab2Root`) or the segue that leads to it (`showCart` names `Cart`). A name two
/// scenes want goes to the surest (a class before a title), else the first; the others
/// are told apart by their owner (`ContactsSettings`), else their storyboard, else a number.
package struct SceneNaming {
    private let storyboards: [Storyboard]
    /// The first way into each scene: its container (relationships and embeds come
    /// first), else the first segue that leads to it.
    private var owners: [SceneKey: Owner] = [:]
    private var taken = NavNames()
    private var names: [SceneKey: String] = [:]
    /// Scenes whose name is being worked out: an owner among them is a cycle, and not asked.
    private var naming: Set<SceneKey> = []

    private struct Owner {
        let scene: SceneKey
        let role: ContainerRole
        /// The segue's identifier, which names a destination better than its place.
        let identifier: String?
    }

    /// The name of every scene of `storyboards` but a storyboard reference that
    /// `resolve` leads elsewhere, and the names taken (for later instances: `Name_2`).
    package static func names(of storyboards: [Storyboard], resolve: (SceneKey) -> SceneKey) -> (names: [SceneKey: String], taken: NavNames) {
        var naming = SceneNaming(storyboards: storyboards)
        naming.findOwners(resolve: resolve)
        // The app's own names first, identifiers and classes before labels and titles,
        // so a scene titled `Settings` does not take SettingsViewController's name.
        for strength in Strength.allCases {
            for (file, storyboard) in storyboards.enumerated() {
                for controller in storyboard.controllers where Self.strength(of: controller) == strength {
                    let key = SceneKey(file: file, id: controller.id)
                    if !controller.isReference || resolve(key) == key { _ = naming.name(key) }
                }
            }
        }
        return (naming.names, naming.taken)
    }

    private init(storyboards: [Storyboard]) {
        self.storyboards = storyboards
    }

    private func controller(_ key: SceneKey) -> StoryboardController {
        storyboards[key.file][key.id]!
    }

    private mutating func findOwners(resolve: (SceneKey) -> SceneKey) {
        for containment in [true, false] {
            for (file, storyboard) in storyboards.enumerated() {
                for controller in storyboard.controllers {
                    let source = SceneKey(file: file, id: controller.id)
                    var tabs = 0
                    for segue in controller.segues
                    where segue.kind != .unwind && segue.kind.builds == containment {
                        let role = Self.role(of: segue, tab: &tabs)
                        let destination = resolve(SceneKey(file: file, id: segue.destination))
                        guard destination != source, owners[destination] == nil else { continue }
                        owners[destination] = Owner(scene: source, role: role, identifier: segue.kind == .relationship ? nil : segue.identifier)
                    }
                }
            }
        }
    }

    private static func role(of segue: StoryboardSegue, tab: inout Int) -> ContainerRole {
        switch (segue.kind, segue.relationship) {
        case (.relationship, .viewControllers?):
            defer { tab += 1 }
            return .tab(tab)
        case (.relationship, .rootViewController?): return .stack(0)
        case (.relationship, .masterViewController?): return .primary
        case (.relationship, .detailViewController?): return .secondary
        case (.relationship, _): return .supplementary
        case (.embed, _): return .child
        case (let kind, _) where kind.pushes || kind.replacesDetail: return .shown
        case (let kind, _) where kind.isPopover: return .popover
        default: return .presented
        }
    }

    /// The scene's unique name; nil while it is being worked out (a cycle of owners). A
    /// name can need the owner's, which can need its own owner's, along a chain of
    /// thousands of segues: the scenes waiting for a name are a stack, not recursion.
    private mutating func name(_ key: SceneKey) -> String? {
        if let name = names[key] { return name }
        guard !naming.contains(key) else { return nil }
        var waiting = [key]
        while let scene = waiting.last {
            naming.insert(scene)
            do {
                try nameNow(scene)
                naming.remove(scene)
                waiting.removeLast()
            } catch {
                waiting.append((error as! NeedsName).scene)
            }
        }
        return names[key]
    }

    /// The name of a scene that another scene's name needs first.
    private struct NeedsName: Error {
        let scene: SceneKey
    }

    /// Names `key`, or throws `NeedsName` for a scene to name first.
    private mutating func nameNow(_ key: SceneKey) throws {
        let wanted = try wantedName(key)
        var name = wanted
        if taken.contains(wanted) {
            let owner = try owners[key].flatMap { try known($0.scene) }.map(ContainerRole.base(of:))
            let storyboard = storyboards.count > 1 ? NavNames.valid(storyboards[key.file].name) : nil
            let qualifiers = [owner, storyboard].compactMap { $0 }.filter { !wanted.hasPrefix($0) }
            name = qualifiers.map { $0 + wanted }.first { !taken.contains($0) } ?? wanted
        }
        names[key] = taken.unique(name)
    }

    /// The name of `scene`: nil while it is being worked out (a cycle of owners); not yet
    /// worked out, it throws `NeedsName`.
    private func known(_ scene: SceneKey) throws -> String? {
        if let name = names[scene] { return name }
        if naming.contains(scene) { return nil }
        throw NeedsName(scene: scene)
    }

    private func wantedName(_ key: SceneKey) throws -> String {
        let controller = controller(key)
        if let own = Self.ownName(controller) { return own }
        let tab = Self.wordsName(controller.tabBarItemTitle)
        switch controller.kind {
        case .navigation:
            let root = controller.relationships(.rootViewController).first.map { self.controller(SceneKey(file: key.file, id: $0.destination)) }
            if let name = try root.flatMap(Self.ownName) ?? tab ?? placeName(key) { return name + ContainerRole.navigationSuffix }
        case .tabBar:
            if let name = try tab ?? (isTopLevel(key) ? ContainerRole.mainPrefix : placeName(key)) { return name + ContainerRole.tabBarSuffix }
        case .split:
            if let name = try tab ?? (isTopLevel(key) ? ContainerRole.mainPrefix : primaryContent(key) ?? placeName(key)) {
                return name + ContainerRole.splitSuffix
            }
        case .plain where controller.isReference:
            if let name = try (controller.referencedIdentifier ?? controller.storyboardName).map(NavNames.valid) ?? placeName(key) { return name }
        case .plain:
            if let name = try tab ?? placeName(key) { return name }
        }
        return "Scene\((storyboards[key.file].indexByID[key.id] ?? 0) + 1)"
    }

    /// How surely a scene's name is its own: one the code uses (storyboard identifier,
    /// custom class), one a person wrote (Xcode label, title), or none.
    private enum Strength: CaseIterable { case code, words, none }

    private static func strength(of controller: StoryboardController) -> Strength {
        if codeName(controller) != nil { return .code }
        return wordsName(controller) != nil ? .words : .none
    }

    /// The name the app gave the scene: its storyboard identifier, custom class (less
    /// `ViewController`), Xcode label, title or navigation item's title.
    private static func ownName(_ controller: StoryboardController) -> String? {
        codeName(controller) ?? wordsName(controller)
    }

    private static func codeName(_ controller: StoryboardController) -> String? {
        if let identifier = controller.storyboardIdentifier, identifier.contains(where: \.isLetter) { return NavNames.valid(identifier) }
        if let className = controller.customClass, className.contains(where: \.isLetter) {
            return NavNames.valid(NavNames.named(afterClass: className))
        }
        return nil
    }

    private static func wordsName(_ controller: StoryboardController) -> String? {
        [controller.userLabel, controller.title, controller.navigationItemTitle].lazy.compactMap(wordsName).first
    }

    private static func wordsName(_ text: String?) -> String? {
        guard let text, text.contains(where: \.isLetter) else { return nil }
        return NavNames.named(afterWords: text)
    }

    /// A split view's name from its primary column: its own, or its navigation root's.
    private func primaryContent(_ key: SceneKey) -> String? {
        guard let primary = controller(key).relationships(.masterViewController).first else { return nil }
        let column = controller(SceneKey(file: key.file, id: primary.destination))
        let root =
            column.kind == .navigation
            ? column.relationships(.rootViewController).first.map { controller(SceneKey(file: key.file, id: $0.destination)) } : nil
        return Self.ownName(column).map(ContainerRole.base(of:)) ?? root.flatMap(Self.ownName)
    }

    /// The name of the scene's place: the segue's identifier (`showCart` is `Cart`), else
    /// its role under its owner (`Tab2`, `SettingsRoot`, `OrdersDetail`).
    private func placeName(_ key: SceneKey) throws -> String? {
        guard let owner = owners[key] else { return nil }
        if let name = owner.identifier.flatMap(Self.named(afterSegue:)) { return name }
        guard let ownerName = try known(owner.scene) else { return nil }
        let ownerKind = controller(owner.scene).kind
        let isMain = (ownerKind == .tabBar || ownerKind == .split) && isTopLevel(owner.scene)
        let name = owner.role.name(under: isMain ? "" : ownerName)
        // Along a chain of segues each name would add a word (`RootDetailDetail…`).
        return name.count <= Self.longestPlaceName ? name : nil
    }

    /// Longer names of a place give way to the scene's number (`Scene12`).
    private static let longestPlaceName = 40

    /// Whether the scene starts its storyboard or nothing leads to it (the app makes it in code).
    private func isTopLevel(_ key: SceneKey) -> Bool {
        owners[key] == nil || storyboards[key.file].initialViewController == key.id
    }

    /// `showCart`, `openCart`, `toCart`, `cartSegue` name `Cart`; nil when no word is left (`segue5`).
    package static func named(afterSegue identifier: String) -> String? {
        var rest = Substring(identifier)
        for verb in ["show", "present", "open", "push", "goTo", "go", "to", "display", "embed", "segueTo", "segue", "perform"] {
            guard rest.lowercased().hasPrefix(verb.lowercased()) else { continue }
            let next = rest.dropFirst(verb.count).first
            if next == nil || next!.isUppercase || next == "_" || next == "-" { rest = rest.dropFirst(verb.count) }
            break
        }
        if rest.hasSuffix("Segue") { rest = rest.dropLast("Segue".count) }
        guard rest.first(where: { $0.isLetter || $0.isNumber })?.isLetter == true else { return nil }
        return NavNames.named(afterWords: rest.prefix(1).uppercased() + rest.dropFirst())
    }
}
