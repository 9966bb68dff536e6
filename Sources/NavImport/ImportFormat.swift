import NavStoryboard

/// What a file given to `navviz import` is: an Interface Builder storyboard, or the text
/// UIKit's `_printHierarchy` prints.
public enum ImportFormat: String, CaseIterable, Sendable {
    case storyboard, hierarchy

    /// The format `input` looks like: a `.storyboard` name or an XML document is a
    /// storyboard, a line that starts (after markers) with `<` is a dump, and so is
    /// `navviz dump`'s output; nil when neither.
    static func detect(_ input: ImportInput) -> ImportFormat? {
        if input.path.hasSuffix(".storyboard") { return .storyboard }
        let head = input.text.prefix(4096).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if head.hasPrefix("<?xml") || head.hasPrefix("<document") { return .storyboard }
        if head.hasPrefix("<") || head.hasPrefix("\"<") || head.hasPrefix("|") || head.hasPrefix("+") || head.hasPrefix("(lldb)")
            || head.hasPrefix("## step")
        {
            return .hierarchy
        }
        return nil
    }
}
