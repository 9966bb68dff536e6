import NavDiagram

/// The colour scheme of a drawing or page (`--theme`). Diagrams are written in the
/// theme's palette; `auto` draws the light palette, and its SVG carries CSS that switches
/// to the dark colours when the reader's system is dark (`prefers-color-scheme`), so one
/// file reads on a light or dark GitHub. A PNG cannot follow the reader: `auto` PNG is
/// light. This is the one place that knows what `auto` adds to a file or a page.
public enum Theme: String, Sendable, CaseIterable {
    case light, dark, auto

    /// The colours diagrams are written in.
    public var palette: Palette { self == .dark ? .dark : .light }

    /// SVG bytes from Graphviz with this theme's `<style>` after the `<svg>` tag: `auto`
    /// only (light and dark SVG are already drawn in their colours).
    public func svg(_ bytes: [UInt8]) -> [UInt8] {
        guard self == .auto, let end = Self.endOfSVGTag(in: bytes) else { return bytes }
        return Array(bytes[..<end]) + Array(("\n" + Self.autoStyleElement).utf8) + Array(bytes[end...])
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

    /// The index just after the `>` of the first `<svg …>` tag.
    private static func endOfSVGTag(in bytes: [UInt8]) -> Int? {
        let open = Array("<svg".utf8)
        guard bytes.count > open.count,
            let start = (0...(bytes.count - open.count)).first(where: { bytes[$0..<$0 + open.count].elementsEqual(open) }),
            let close = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        return close + 1
    }
}
