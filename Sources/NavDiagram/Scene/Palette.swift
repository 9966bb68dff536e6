/// The colours a diagram is written in, after the article's figure: navigation blue,
/// modal green. A drawing takes its palette when its DOT is written (`Diagram.drawn(in:)`),
/// so a dark drawing is drawn dark, not recoloured afterwards.
public struct Palette: Sendable, Equatable {
    /// The canvas behind everything.
    public var canvas: String
    public var navigationFill: String
    public var navigationLine: String
    public var presentedFill: String
    public var presentedLine: String
    public var plainFill: String
    public var plainLine: String
    public var containerFill: String
    /// The window's own box.
    public var windowFill: String
    /// Behind the children of a plain view controller drawn as a container.
    public var containerBackground: String
    public var tabBarLine: String
    public var neutralLine: String
    public var text: String
    public var secondaryText: String

    /// The getTopVC result: the one VC the user is looking at.
    public var top: String
    /// Added by this step.
    public var added: String
    /// An entry (R66): a screen shown by code the flow does not trace, its border and its entry point.
    public var entry: String
    /// Drawn but not on screen (R32).
    public var subduedLine: String
    public var subduedText: String
    /// Removed by this step: a ghost.
    public var ghostFill: String
    public var ghostLine: String
    public var ghostText: String

    public var warning: String
    public var exception: String
    public var captionFill: String
    public var captionLine: String

    /// The diff map's added and removed boxes.
    public var diffAddedFill: String
    public var diffRemovedFill: String

    public static let light = Palette(
        canvas: "white", navigationFill: "#d0e2ff", navigationLine: "#1c64d9", presentedFill: "#d3f4d1", presentedLine: "#2b8a3e",
        plainFill: "#ffffff", plainLine: "#495057", containerFill: "#f1f3f5", windowFill: "#e9ecef", containerBackground: "#fbfbfc",
        tabBarLine: "#7048e8", neutralLine: "#868e96", text: "#212529", secondaryText: "#495057",
        top: "#e8590c", added: "#ae3ec9", entry: "#0b7285", subduedLine: "#adb5bd", subduedText: "#868e96",
        ghostFill: "#f8f9fa", ghostLine: "#ced4da", ghostText: "#adb5bd",
        warning: "#b35c00", exception: "#c92a2a", captionFill: "#f8f9fa", captionLine: "#dee2e6",
        diffAddedFill: "#ebfbee", diffRemovedFill: "#fff5f5")

    /// For a dark page. Where two roles share a light colour (plain line and secondary
    /// text), they share a dark one, so an `auto` drawing can switch by colour (`counterparts`).
    public static let dark = Palette(
        canvas: "#0d1117", navigationFill: "#1b2f52", navigationLine: "#5b9bff", presentedFill: "#173a23", presentedLine: "#4fc16a",
        plainFill: "#161b22", plainLine: "#9aa4ae", containerFill: "#1c222a", windowFill: "#21262d", containerBackground: "#10151b",
        tabBarLine: "#a48bff", neutralLine: "#7d8590", text: "#e6edf3", secondaryText: "#9aa4ae",
        top: "#ff8a3d", added: "#d67cf0", entry: "#3bc9db", subduedLine: "#535b64", subduedText: "#7d8590",
        ghostFill: "#161b22", ghostLine: "#3a424b", ghostText: "#535b64",
        warning: "#f0a24a", exception: "#ff6b6b", captionFill: "#161b22", captionLine: "#30363d",
        diffAddedFill: "#12301b", diffRemovedFill: "#3a1618")

    /// Every colour role.
    static let roles: [KeyPath<Palette, String> & Sendable] = [
        \.canvas, \.plainFill, \.navigationFill, \.navigationLine, \.presentedFill, \.presentedLine, \.plainLine, \.secondaryText,
        \.containerFill, \.windowFill, \.containerBackground, \.tabBarLine, \.neutralLine, \.subduedText, \.text, \.top, \.added,
        \.entry, \.subduedLine, \.ghostText, \.ghostFill, \.captionFill, \.ghostLine, \.captionLine, \.warning, \.exception,
        \.diffAddedFill, \.diffRemovedFill,
    ]

    /// Each light colour once, with its dark counterpart: what a light drawing needs to
    /// turn dark by CSS when the reader's scheme is dark (`--theme auto`).
    public static let counterparts: [(light: String, dark: String)] = {
        var seen: Set<String> = []
        return roles.compactMap { role in seen.insert(light[keyPath: role]).inserted ? (light[keyPath: role], dark[keyPath: role]) : nil }
    }()

    /// The fill of `role`, made translucent when the VC is off screen.
    func fill(for role: NodeRole, onScreen: Bool) -> String {
        let base: String
        switch role {
        case .navigation: base = navigationFill
        case .presented, .entry: base = presentedFill
        case .container: base = containerFill
        case .plain: base = plainFill
        }
        return onScreen ? base : base + "59"
    }

    func line(for role: NodeRole) -> String {
        switch role {
        case .navigation: return navigationLine
        case .presented: return presentedLine
        case .entry: return entry
        case .container, .plain: return plainLine
        }
    }

    func clusterLine(for kind: String) -> String {
        switch kind {
        case "navigationController": return navigationLine
        case "tabBarController": return tabBarLine
        default: return neutralLine
        }
    }
}
