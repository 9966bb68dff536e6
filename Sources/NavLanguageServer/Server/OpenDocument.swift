import Foundation

/// A document the editor has open: its latest text, and that text's analysis once a
/// request or the diagnostics needed it (dropped when the document has not been looked at
/// for a while, and made again when it is).
final class OpenDocument {
    let uri: String
    /// The file's path for diagnostics and the preview, or the URI when it names no file.
    let path: String
    private(set) var version: Int
    private(set) var text: String
    private var analysed: DocumentAnalysis?

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        path = URL(string: uri).flatMap { $0.isFileURL ? $0.path : nil } ?? uri
        self.version = version
        self.text = text
    }

    var analysis: DocumentAnalysis {
        if let analysed { return analysed }
        let analysis = DocumentAnalysis(uri: uri, path: path, text: text)
        analysed = analysis
        return analysis
    }

    /// A new version: the whole text, or a range of the old one replaced.
    func change(to version: Int, _ changes: [LSP.TextDocumentContentChangeEvent]) {
        for change in changes {
            if let range = change.range {
                text = Self.replacing(range, in: text, with: change.text)
            } else {
                text = change.text
            }
        }
        self.version = version
        analysed = nil
    }

    /// Frees the analysis, keeping the text it is made from.
    func dropAnalysis() {
        analysed = nil
    }

    /// `text` with the UTF-16 range replaced (a client that sends ranges despite full sync).
    private static func replacing(_ range: LSP.Range, in text: String, with replacement: String) -> String {
        func index(_ position: LSP.Position) -> String.Index {
            let utf8 = text.utf8
            var lineStart = utf8.startIndex
            for _ in 0..<position.line {
                guard let newline = utf8[lineStart...].firstIndex(of: 0x0A) else { return text.endIndex }
                lineStart = utf8.index(after: newline)
            }
            let line = text[lineStart..<(utf8[lineStart...].firstIndex(of: 0x0A) ?? utf8.endIndex)]
            return line.utf16.index(line.startIndex, offsetBy: min(position.character, line.utf16.count))
        }
        let start = index(range.start)
        let end = max(start, index(range.end))
        return String(text[..<start]) + replacement + String(text[end...])
    }
}
