/// Readable names for the classes a dump prints: module-qualified Swift names
/// (`App.RootTabBarController`), generic ones (`SwiftUI.UIHostingController<App.ContentView>`)
/// and mangled ones (`_TtC5MyApp4Home`, `_TtGC7SwiftUI19UIHostingControllerV5MyApp11ContentView_`).
package struct SwiftClassName: Sendable, Equatable {
    /// The class without its module: `RootTabBarController`, `UIHostingController`.
    package let base: String
    /// The first generic argument, without its module: `ContentView`.
    package let argument: String?

    package init(_ raw: String) {
        if raw.hasPrefix("_Tt"), let demangled = Self.demangled(raw.dropFirst(3)) {
            self = demangled
            return
        }
        if let open = raw.firstIndex(of: "<"), raw.hasSuffix(">") {
            base = Self.unqualified(raw[..<open])
            let inside = raw[raw.index(after: open)..<raw.index(before: raw.endIndex)]
            argument = Self.unqualified(inside.prefix { $0 != "," && $0 != "<" })
        } else {
            base = Self.unqualified(Substring(raw))
            argument = nil
        }
    }

    private init(base: String, argument: String?) {
        self.base = base
        self.argument = argument
    }

    /// The name a view controller of this class gets: the class less a `ViewController`
    /// suffix, or the generic argument followed by the class without `UI`
    /// (`ContentViewHostingController`).
    package var readable: String {
        if let argument { return argument + (isUIKit ? String(base.dropFirst(2)) : base) }
        guard isUIKit else { return NavNames.named(afterClass: base) }
        // UIKit's classes lose their prefix and suffix: UIAlertController is `Alert`.
        let name = NavNames.named(afterClass: String(base.dropFirst(2)))
        return name.hasSuffix("Controller") && name.count > "Controller".count ? String(name.dropLast("Controller".count)) : name
    }

    /// Whether the class is one of UIKit's general-purpose view controllers, whose
    /// name says nothing of what a view controller of it is for.
    package var isGeneric: Bool {
        argument == nil && Self.generic.contains(base)
    }

    private static let generic: Set = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIHostingController",
    ]

    private var isUIKit: Bool {
        base.hasPrefix("UI") && base.dropFirst(2).first?.isUppercase == true
    }

    private static func unqualified(_ name: Substring) -> String {
        String((name.split(separator: ".").last ?? name).filter { $0 != " " })
    }

    /// The old Objective-C runtime mangling: `C` a class and `G` a generic one, each
    /// followed by length-prefixed identifiers (`5MyApp4Home`); `S_` stands for SwiftUI,
    /// `s` for the standard library. Nil for a form it does not know.
    private static func demangled(_ text: Substring) -> SwiftClassName? {
        var rest = text
        let generic = rest.first == "G"
        if generic { rest = rest.dropFirst() }
        guard let (_, type) = nominal(&rest) else { return nil }
        guard generic else { return SwiftClassName(base: type, argument: nil) }
        return SwiftClassName(base: type, argument: nominal(&rest)?.name)
    }

    /// A nominal type `C`/`V`/`O` + module + name, where a module may be `S_` or `s`.
    private static func nominal(_ rest: inout Substring) -> (module: String, name: String)? {
        if rest.first == "G" { rest = rest.dropFirst() }
        guard let kind = rest.first, "CVO".contains(kind) else { return nil }
        rest = rest.dropFirst()
        let module: String
        if rest.hasPrefix("S_") {
            module = "SwiftUI"
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("s") {
            module = "Swift"
            rest = rest.dropFirst()
        } else {
            guard let identifier = identifier(&rest) else { return nil }
            module = identifier
        }
        guard let name = identifier(&rest) else { return nil }
        return (module, name)
    }

    private static func identifier(_ rest: inout Substring) -> String? {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        rest = rest.dropFirst(digits.count)
        guard rest.count >= length else { return nil }
        defer { rest = rest.dropFirst(length) }
        return String(rest.prefix(length))
    }
}
