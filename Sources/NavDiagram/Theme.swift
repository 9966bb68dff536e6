/// The colour scheme of a drawing or page (`--theme`). Diagrams are written in the
/// light palette; `dark` recolours their DOT before Graphviz draws them, and `auto`
/// SVG carries CSS that switches to the dark colours when the reader's system is dark
/// (`prefers-color-scheme`), so one file reads on a light or dark GitHub. A PNG cannot
/// follow the reader: `auto` PNG is light.
public enum Theme: String, Sendable, CaseIterable {
    case light, dark, auto

    /// `dot` in the colours Graphviz should draw: the dark counterparts for `dark`.
    /// Only quoted attribute values are changed (`color="#1c64d9"`, `COLOR="…"` in an
    /// HTML-like label): text from a `.nav` file has its quotes escaped (`\"`, `&quot;`),
    /// so it never contains `="` and is never recoloured.
    public func dot(_ dot: String) -> String {
        guard self == .dark else { return dot }
        var text = dot
        for (light, dark) in Palette.darkCounterparts {
            text = text.replacing("=\"" + light + "\"", with: "=\"" + dark + "\"")
            text = text.replacing("=\"" + light, with: "=\"" + dark)  // with an alpha suffix
        }
        return text
    }

    /// SVG bytes from Graphviz with this theme's `<style>` after the `<svg>` tag: `auto`
    /// only (light and dark SVG are already drawn in their colours).
    public func svg(_ bytes: [UInt8]) -> [UInt8] {
        guard self == .auto, let end = Self.endOfSVGTag(in: bytes) else { return bytes }
        return Array(bytes[..<end]) + Array(("\n" + Self.autoStyleElement).utf8) + Array(bytes[end...])
    }

    /// CSS that turns a light drawing dark: every palette colour Graphviz wrote as a
    /// `fill` or `stroke` attribute, overridden (CSS beats SVG presentation attributes).
    public static let darkRules: String = Palette.darkCounterparts.map { light, dark in
        "[fill=\"\(light)\"]{fill:\(dark)}[stroke=\"\(light)\"]{stroke:\(dark)}"
    }.joined(separator: "\n")

    /// The `<style>` of an `auto` SVG.
    public static let autoStyleElement = "<style>@media (prefers-color-scheme: dark) {\n\(darkRules)\n}</style>"

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
