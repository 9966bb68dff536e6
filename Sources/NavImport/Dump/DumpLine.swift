/// One view controller's line of a `_printHierarchy` dump, read.
struct DumpLine: Sendable {
    /// The 1-based line in the file.
    let line: Int
    /// How many `|` / `+` markers precede it: 0 for the window root.
    let depth: Int
    /// Whether its last marker is `+`: its parent presents it, rather than contains it.
    let isPresented: Bool
    /// The class as printed: `UINavigationController`, `App.Home`, `_TtC5MyApp4Home`...
    let className: String
    /// What stands where UIKit prints the address, when it is not an address (navviz's
    /// own dumps print the `.nav` name there).
    let instanceName: String?
    /// `appeared`, `disappeared`, `appearing`, `disappearing`, or nil.
    let state: String?
    let viewLoaded: Bool
    let viewClass: String?
    /// The `.nav` style its `presented with:` names, or nil.
    let style: String?
    /// What the line says, for the comment that names it: `<Class>`, or navviz's `<Class: Name>` (no address).
    let summary: String

    var isOnScreen: Bool { state == "appeared" || state == "appearing" }
}
