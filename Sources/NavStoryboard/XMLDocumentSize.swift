import NavLanguage

/// How much of an XML document Foundation's `XMLParser` reads: libxml2 under it stops at
/// 10,000,000 bytes (it would need `XML_PARSE_HUGE`, which XMLParser does not set) and
/// reports the rest as malformed. A larger storyboard or xib is refused by its size.
package enum XMLDocumentSize {
    package static let limit = 10_000_000

    /// Throws when `input` is larger than the parser reads, naming the limit.
    package static func check(_ input: ImportInput) throws(InputError) {
        let size = input.text.utf8.count
        guard size > limit else { return }
        let tenths = (size + 50_000) / 100_000
        throw InputError(
            path: input.path,
            message: "\(input.path) is \(tenths / 10).\(tenths % 10) MB; navviz reads storyboards and xibs of up to 10,000,000 bytes "
                + "(what libxml2, Foundation's XML parser, reads of a document)")
    }
}
