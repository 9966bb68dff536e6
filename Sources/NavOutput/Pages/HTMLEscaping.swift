import NavDiagram

/// Escaping of `.nav` text for the places the flipbook puts it, so that no caption
/// can end an element or a script.
enum HTMLEscaping {
    /// Text or an attribute value in HTML (and XML).
    static func text(_ value: String) -> String {
        MarkupEscaping.xml(value)
    }
}
