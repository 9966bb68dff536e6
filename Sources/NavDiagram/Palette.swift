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
