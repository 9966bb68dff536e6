import NavDiagram

/// The pages `navviz watch` serves: the flipbook with the live script added, or, while
/// no version of the file has rendered yet, a page with the diagnostics alone.
enum PreviewPage {
    /// `flipbook` (a complete `index.html`) with the live script before its `</body>`.
    static func live(flipbook: [UInt8], version: Int, failingStep: Int? = nil) -> [UInt8] {
        let script = Array(liveScript(version: version, failingStep: failingStep).utf8)
        let closing = Array("</body>".utf8)
        guard let end = lastRange(of: closing, in: flipbook) else { return flipbook + script }
        return Array(flipbook[..<end]) + script + Array(flipbook[end...])
    }

    /// The page while the file has never rendered: its diagnostics, and the live script
    /// that loads the flipbook once the file is fixed.
    static func failing(_ diagnostics: String, path: String) -> [UInt8] {
        Array(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupEscaping.xml(path)) · navviz watch</title>
            </head>
            <body>
            <h1>\(MarkupEscaping.xml(path))</h1>
            <p>The file does not render yet; this page reloads when it does.</p>
            \(liveScript(version: 0, failure: diagnostics))</body>
            </html>

            """.utf8)
    }

    /// The error box, and the script that listens to `/events` (Web/live.js) with the
    /// state it starts from: the version shown and its first failing step.
    private static func liveScript(version: Int, failingStep: Int? = nil, failure: String? = nil) -> String {
        """
        <style>
        \(WebAssets.liveCSS)
        </style>
        <div id="navviz-watch-error" role="alert"\(failure == nil ? " hidden" : "")>
        <b>navviz watch: the file as saved has errors; the drawing is the last good one.</b>
        <pre id="navviz-watch-diagnostics">\(MarkupEscaping.xml(failure ?? ""))</pre>
        </div>
        <script type="application/json" id="navviz-watch-state">{"version":\(version),"failingStep":\(failingStep.map(String.init) ?? "null")}</script>
        <script>
        \(WebAssets.liveJS)
        </script>

        """
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var start = bytes.count - needle.count
        while start >= 0 {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }
}
