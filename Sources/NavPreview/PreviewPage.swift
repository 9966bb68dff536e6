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

    /// The error box and the script that listens to `/events`: a new version reloads
    /// the page (the address keeps `#step=N`, so the flipbook reopens at the same step);
    /// a failure shows the diagnostics over the drawing, which stays. When the version's
    /// first failing step is not the one the page last saw failing (kept in the tab's
    /// session storage across reloads), the flipbook opens that step.
    private static func liveScript(version: Int, failingStep: Int? = nil, failure: String? = nil) -> String {
        """
        <div id="navviz-watch-error" role="alert"\(failure == nil ? " hidden" : "") style="position:fixed;left:12px;right:12px;bottom:12px;z-index:10;max-height:45vh;overflow:auto;margin:0;padding:10px 14px;border-left:4px solid #d83a3a;border-radius:8px;background:#fdecec;color:#8a1c1c;box-shadow:0 4px 16px rgba(0,0,0,.25);font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace">
        <b style="font-family:system-ui,sans-serif">navviz watch: the file as saved has errors; the drawing is the last good one.</b>
        <pre id="navviz-watch-diagnostics" style="margin:6px 0 0;white-space:pre-wrap">\(MarkupEscaping.xml(failure ?? ""))</pre>
        </div>
        <script>
        "use strict";
        (() => {
          const shown = \(version);
          const failing = "\(failingStep.map(String.init) ?? "")";
          if (failing !== "" && sessionStorage.getItem("navviz-watch-failing") !== failing) location.hash = "#step=" + failing;
          sessionStorage.setItem("navviz-watch-failing", failing);
          const box = document.getElementById("navviz-watch-error");
          const events = new EventSource("/events");
          events.addEventListener("version", (event) => {
            if (Number(event.data) !== shown) location.reload();
          });
          events.addEventListener("failure", (event) => {
            document.getElementById("navviz-watch-diagnostics").textContent = event.data;
            box.hidden = false;
          });
        })();
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
