import Graphviz

/// Text made smaller for a page that unpacks it itself: gzip, which browsers read
/// (`DecompressionStream`), made by the binding's libdeflate.
public enum TextCompression {
    public static func gzip(_ text: String) -> [UInt8] {
        Gzip.compress(Array(text.utf8))
    }
}
