/// The colours of navviz diagrams, after seed 000's figure: navigation blue, modal green.
enum Palette {
    static let navigationFill = "#d0e2ff"
    static let navigationLine = "#1c64d9"
    static let presentedFill = "#d3f4d1"
    static let presentedLine = "#2b8a3e"
    static let plainFill = "#ffffff"
    static let plainLine = "#495057"
    static let containerFill = "#f1f3f5"
    static let tabBarLine = "#7048e8"
    static let neutralLine = "#868e96"
    static let text = "#212529"
    static let secondaryText = "#495057"

    /// The getTopVC result: the one VC the user is looking at.
    static let top = "#e8590c"
    /// Added by this step.
    static let added = "#ae3ec9"
    /// Drawn but not on screen (R32).
    static let subduedLine = "#adb5bd"
    static let subduedText = "#868e96"
    /// Removed by this step: a ghost.
    static let ghostFill = "#f8f9fa"
    static let ghostLine = "#ced4da"
    static let ghostText = "#adb5bd"

    static let warning = "#b35c00"
    static let exception = "#c92a2a"
    static let captionFill = "#f8f9fa"
    static let captionLine = "#dee2e6"

    /// Every colour navviz draws with, light as above, and its counterpart on a dark
    /// background (`--theme dark`, and `auto` when the reader's scheme is dark). Each
    /// light colour appears once; a colour shared by two roles (plain line and secondary
    /// text) maps once.
    static let darkCounterparts: [(light: String, dark: String)] = [
        ("white", "#0d1117"),            // the canvas
        (plainFill, "#161b22"),
        (navigationFill, "#1b2f52"), (navigationLine, "#5b9bff"),
        (presentedFill, "#173a23"), (presentedLine, "#4fc16a"),
        (plainLine, "#9aa4ae"),          // also secondaryText
        (containerFill, "#1c222a"), ("#e9ecef", "#21262d"), ("#fbfbfc", "#10151b"),
        (tabBarLine, "#a48bff"),
        (neutralLine, "#7d8590"),        // also subduedText
        (text, "#e6edf3"),
        (top, "#ff8a3d"), (added, "#d67cf0"),
        (subduedLine, "#535b64"),        // also ghostText
        (ghostFill, "#161b22"),          // also captionFill
        (ghostLine, "#3a424b"), (captionLine, "#30363d"),
        (warning, "#f0a24a"), (exception, "#ff6b6b"),
        ("#ebfbee", "#12301b"), ("#fff5f5", "#3a1618"),  // the diff map's added and removed fills
    ]

    /// The fill of `role`, made translucent when the VC is off screen.
    static func fill(for role: NodeRole, onScreen: Bool) -> String {
        let base: String
        switch role {
        case .navigation: base = navigationFill
        case .presented: base = presentedFill
        case .container: base = containerFill
        case .plain: base = plainFill
        }
        return onScreen ? base : base + "59"
    }

    static func line(for role: NodeRole) -> String {
        switch role {
        case .navigation: return navigationLine
        case .presented: return presentedLine
        case .container, .plain: return plainLine
        }
    }

    static func clusterLine(for kind: String) -> String {
        switch kind {
        case "navigationController": return navigationLine
        case "tabBarController": return tabBarLine
        default: return neutralLine
        }
    }
}
