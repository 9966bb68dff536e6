import Foundation
import NavLayout
import Testing

/// The drawing of a flipbook page: its element variants, gzipped in base64 in the page's
/// template, unpacked as the page's `DecompressionStream` does.
enum FlipbookVariants {
    static func unpacked(_ page: String) throws -> String {
        let template = try #require(page.firstMatch(of: /<template id="navviz-variants">(.*?)<\/template>/.dotMatchesNewlines()))
        let packed = try #require(Data(base64Encoded: String(template.1).trimmingCharacters(in: .whitespacesAndNewlines)))
        return try #require(TextCompression.gunzip(Array(packed)))
    }
}
