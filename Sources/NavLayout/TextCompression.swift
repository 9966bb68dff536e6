import Graphviz

/// Text made smaller for a page that unpacks it itself: gzip, which browsers read
/// (`DecompressionStream`), made by the binding's libdeflate.
public enum TextCompression {
    public static func gzip(_ text: String) -> [UInt8] {
        Gzip.compress(Array(text.utf8))
    }

    /// What `gzip` packed, read back (nil when `bytes` are not gzip): the page's own
    /// reading of it, for whoever checks a page without a browser.
    public static func gunzip(_ bytes: [UInt8]) -> String? {
        Gzip.decompress(bytes).map { String(decoding: $0, as: UTF8.self) }
    }
}
