import NavDiagram

/// The colour scheme of a drawing or page (`--theme`). Diagrams are written in the
/// theme's palette; `auto` draws the light palette, and its SVG carries CSS that switches
/// to the dark colours when the reader's system is dark (`prefers-color-scheme`), so one
/// file reads on a light or dark GitHub. A PNG cannot follow the reader: `auto` PNG is
/// light. This is the one place that knows what `auto` adds to a file or a page;
/// `ThemedSVG` adds it to every SVG file.
public enum Theme: String, Sendable, CaseIterable {
    case light, dark, auto

    /// The colours diagrams are written in.
    public var palette: Palette { self == .dark ? .dark : .light }

    /// The `<style>` an SVG file in this theme carries (`ThemedSVG`): `auto`'s only.
    var svgStyle: String? {
        self == .auto ? Self.autoStyleElement : nil
    }

    /// What a page's `<style>` adds for this theme, given the page's own dark colours
    /// (`darkPage`): nothing for `light`; the dark colours for `dark`, whose drawings are
    /// drawn dark; for `auto`, both the page's and the drawings' dark colours, when the
    /// reader's system is dark.
    func pageStyle(darkPage: String) -> String {
        switch self {
        case .light: return ""
        case .dark: return "\n" + darkPage
        case .auto: return "\n@media (prefers-color-scheme: dark) {\n\(darkPage)\n\(Self.darkRules)\n}"
        }
    }

    /// CSS that turns a light drawing dark: every palette colour Graphviz wrote as a
    /// `fill` or `stroke` attribute, overridden (CSS beats SVG presentation attributes).
    static let darkRules: String = Palette.counterparts.map { light, dark in
        "[fill=\"\(light)\"]{fill:\(dark)}[stroke=\"\(light)\"]{stroke:\(dark)}"
    }.joined(separator: "\n")

    /// The `<style>` of an `auto` SVG.
    static let autoStyleElement = "<style>@media (prefers-color-scheme: dark) {\n\(darkRules)\n}</style>"
}
