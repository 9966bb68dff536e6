/// The name Swift gives an Objective-C selector, so that a method an `.m` file calls or
/// declares is the one the import's rules know (`present(_:animated:completion:)` for
/// `presentViewController:animated:completion:`) and a Swift caller of the app's own
/// Objective-C finds it. UIKit's navigation calls are Apple's own renamings; the app's
/// own selectors follow Swift's importer as far as navigation needs: the first piece is
/// the base name, split before a final `With…` into a label (`showNoteWithKey:` is
/// `showNote(withKey:)`), the others are labels, and `…AtIndexPath` is `…At`.
struct SwiftName: Equatable {
    let base: String
    /// One per argument; nil for `_`.
    let labels: [String?]

    /// UIKit's and Foundation's selectors that Swift renames beyond the general rules.
    private static let renamed: [String: SwiftName] = [
        "presentViewController:animated:completion:": SwiftName(base: "present", labels: [nil, "animated", "completion"]),
        "dismissViewControllerAnimated:completion:": SwiftName(base: "dismiss", labels: ["animated", "completion"]),
        "popViewControllerAnimated:": SwiftName(base: "popViewController", labels: ["animated"]),
        "popToRootViewControllerAnimated:": SwiftName(base: "popToRootViewController", labels: ["animated"]),
        "addChildViewController:": SwiftName(base: "addChild", labels: [nil]),
        "removeFromParentViewController": SwiftName(base: "removeFromParent", labels: []),
        "didMoveToParentViewController:": SwiftName(base: "didMove", labels: ["toParent"]),
        "willMoveToParentViewController:": SwiftName(base: "willMove", labels: ["toParent"]),
        "showViewController:sender:": SwiftName(base: "show", labels: [nil, "sender"]),
        "scene:willConnectToSession:options:": SwiftName(base: "scene", labels: [nil, "willConnectTo", "options"]),
    ]

    init(base: String, labels: [String?]) {
        self.base = base
        self.labels = labels
    }

    /// The Swift name of a selector given as its pieces (`["presentViewController", "animated", "completion"]`,
    /// or one piece with no argument: `["viewDidLoad"]`, `hasArguments` false).
    init(pieces: [String], hasArguments: Bool) {
        let selector = hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
        if let known = Self.renamed[selector] {
            self = known
            return
        }
        guard hasArguments, let first = pieces.first else {
            self.init(base: pieces.first ?? "", labels: [])
            return
        }
        let rest = pieces.dropFirst().map { Optional(Self.label($0)) }
        if first.hasPrefix("initWith"), first.count > 8 {
            self.init(base: "init", labels: [Self.lowercasedFirst(String(first.dropFirst(8)))] + rest)
        } else if let with = first.range(of: "With", options: .backwards), with.lowerBound > first.startIndex,
            first[with.upperBound...].first?.isUppercase ?? true
        {
            // `showNoteWithKey:` is `showNote(withKey:)`; `buildWith:`, a Swift `build(with:)`, too.
            self.init(base: String(first[..<with.lowerBound]), labels: [Self.label("with" + first[with.upperBound...])] + rest)
        } else {
            self.init(base: first, labels: [nil] + rest)
        }
    }

    /// A class factory Swift imports as an initializer: `[UIAlertController alertControllerWithTitle:…]`
    /// is `UIAlertController(title:…)`, `[UIStoryboard storyboardWithName:…]` `UIStoryboard(name:…)`:
    /// its first piece is the class's name less a prefix of words, lowercased, then `With…`.
    static func factoryLabels(className: String, pieces: [String]) -> [String?]? {
        guard let first = pieces.first, let with = first.range(of: "With"), with.lowerBound > first.startIndex else { return nil }
        let stem = first[..<with.lowerBound].lowercased()
        let words = className.indices.filter { className[$0].isUppercase }
        guard words.contains(where: { className[$0...].lowercased() == stem }) else { return nil }
        return [label(lowercasedFirst(String(first[with.upperBound...])))] + pieces.dropFirst().map { Optional(label($0)) }
    }

    /// UIKit's enumerations whose Objective-C constants Swift imports as cases:
    /// `UIModalPresentationFormSheet` is `.formSheet`.
    private static let enumerationPrefixes = [
        "UIModalPresentation", "UIModalTransitionStyle", "UIAlertControllerStyle", "UIAlertActionStyle", "UIUserInterfaceIdiom",
        "UIBarButtonSystemItem", "UIBarButtonItemStyle", "UISplitViewControllerDisplayMode", "UISplitViewControllerStyle",
        "UISplitViewControllerColumn",
    ]

    /// The case a UIKit constant names, as an implicit member (`.formSheet`); nil for any other name.
    static func enumerationCase(_ name: String) -> String? {
        for prefix in enumerationPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            guard rest.first?.isUppercase == true else { continue }
            return lowercasedFirst(String(rest))
        }
        return nil
    }

    private static func label(_ piece: String) -> String {
        piece.hasSuffix("AtIndexPath") ? String(piece.dropLast("IndexPath".count)) : piece
    }

    static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        // `URL` stays `url`, as Swift lowercases a leading acronym.
        let leading = word.prefix { $0.isUppercase }
        if leading.count > 1 {
            let keep = leading.count == word.count ? leading.count : leading.count - 1
            return word.prefix(keep).lowercased() + word.dropFirst(keep)
        }
        return first.lowercased() + word.dropFirst()
    }
}
