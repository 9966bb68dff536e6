import Foundation
import NavLanguage
import NavLayout

/// The flipbook's HTML around its style and script (Web/flipbook.css, flipbook-dark.css,
/// flipbook.js, embedded as `WebAssets` at build time). Everything from the `.nav` file
/// reaches the page either HTML-escaped here, inside the escaped JSON, which the script
/// puts into the page as text only (never as markup), or in Graphviz's SVG of the element
/// variants, which Graphviz escapes and the script reads as XML.
///
/// The variants are most of a long flow's page, and alike: they are stored gzipped, in
/// base64, in the page's `<template>` (a 1,000-step flow's 1.6 MB of SVG in a quarter of
/// a megabyte), which the script unpacks with the browser's `DecompressionStream`.
struct FlipbookPage {
    /// What the page's script reads, written as JSON escaped for a `<script>` element.
    var data: FlipbookHTMLWriter.PageData
    /// Graphviz SVG markup of each element variant (Graphviz escapes its text), compacted
    /// (`FlipbookMarkup`).
    var variants: [String]
    var canvas: FrameLayers.Canvas
    /// The page's colours; the variants are already drawn in the theme's palette.
    var theme: Theme = .light

    private var manifest: Manifest { data.manifest }

    /// Writes the page into `sink` part by part: the data, which grows with the flow, is
    /// never copied into one string.
    func write(to sink: ByteSink) throws {
        sink.append(top)
        sink.append(Data(TextCompression.gzip(Self.variantsDocument(variants))).base64EncodedString())
        sink.append(
            """
            </template>
            <script type="application/json" id="navviz-data">
            """)
        try JSONText.write(data, pretty: false, forScript: true, to: sink)
        sink.append(
            """
            </script>
            <script>
            \(WebAssets.flipbookJS)
            </script>
            </body>
            </html>

            """)
    }

    /// The page up to the variants' template.
    private var top: String {
        let title = HTMLEscaping.text(manifest.title ?? manifest.source)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="navviz">
            <title>\(title) · navviz</title>
            <style>
            \(WebAssets.flipbookCSS)\(themeStyle)
            </style>
            </head>
            <body>
            <header>
              <div>
                <h1>\(title)</h1>
                <p class="meta">\(HTMLEscaping.text(manifest.source)) · iOS \(manifest.iosVersion) · \(Quantity.of(manifest.frames.count, "frame"))</p>
              </div>
              <p class="status \(manifest.passed ? "passed" : "failed")">\(HTMLEscaping.text(status))</p>
            </header>
            <main>
              <section class="stage" aria-label="drawing">
                <div class="zoom" role="group" aria-label="Zoom">
                  <button id="zoom-out" type="button" title="Zoom out (−)" aria-label="Zoom out">\(Self.icon("M5 11h14v2H5z"))</button>
                  <button id="zoom-reset" type="button" title="Show the whole map (0)" aria-label="Show the whole map"><span id="zoom-level">100%</span></button>
                  <button id="zoom-in" type="button" title="Zoom in (+)" aria-label="Zoom in">\(Self.icon("M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z"))</button>
                </div>
                <svg id="drawing" xmlns="http://www.w3.org/2000/svg" viewBox="\(canvas.viewBox)" role="img" aria-labelledby="caption"><g id="layer" transform="\(canvas.transform)" font-family="\(FlipbookMarkup.fontFamily)"></g></svg>
                <noscript><p class="event warning">The flipbook needs JavaScript. The frames are also in the <code>steps/</code> folder next to this page.</p></noscript>
              </section>
              <aside class="panel">
                <div class="controls">
                  <button id="first" type="button" title="First step (Home)" aria-label="First step">\(Self.icon("M5 4h2v16H5zM20 4v16L9 12z"))</button>
                  <button id="previous" type="button" title="Previous step (←)" aria-label="Previous step">\(Self.icon("M17 4v16L6 12z"))</button>
                  <button id="play" type="button" title="Play / pause (Space)" class="play"><span id="play-icon">\(Self.icon(Self.playPath))</span><span id="play-text">Play</span></button>
                  <button id="next" type="button" title="Next step (→)" aria-label="Next step">\(Self.icon("M7 4v16l11-8z"))</button>
                  <button id="last" type="button" title="Last step (End)" aria-label="Last step">\(Self.icon("M17 4h2v16h-2zM4 4v16l11-8z"))</button>
                </div>
                <input id="slider" type="range" min="0" max="\(max(0, manifest.frames.count - 1))" value="0" aria-label="Step">
                <p id="label" class="label"></p>
                <h2 id="caption"></h2>
                <pre id="source"><span id="source-line" class="line-number"></span><code id="source-text"></code></pre>
                <p id="code" class="code" hidden></p>
                <div id="events"></div>
                <h3>Facts</h3>
                <ul id="facts"></ul>
                <details id="callbacks-block" class="callbacks"><summary>Appearance callbacks (<span id="callbacks-count"></span>)</summary><ol id="callbacks"></ol></details>
                <div id="expectations-block"><h3>Expectations checked here</h3><ul id="expectations"></ul></div>
                <details class="steps"><summary>All steps</summary><ol id="steps" start="0"></ol></details>
                <details class="legend"><summary>How to read a frame</summary>
                  <p>Solid arrows link a navigation stack, push order top to bottom; dashed arrows are modal presentations, labelled with the style and drawn from the real presenter.
                  <b>▲ top</b> marks what getTopVC returns, <b>+ new</b> what this step added, <b>✕ removed</b> what it removed; faded boxes are not on screen.</p>
                  <p>Keys: ← → step, Home / End first and last, Space play / pause, + − zoom, 0 the whole map; each step moves the view to what it changed (100% is the drawing's own size). Ctrl + wheel or a pinch zooms, dragging pans. The address ends in <code>#step=N</code>, so you can link to a step.</p>
                </details>
              </aside>
            </main>
            <template id="navviz-variants">
            """
    }

    /// The variants as one SVG document, each in a group of its own: what the page's
    /// template holds, gzipped. Graphviz writes a box's tooltip (the alerts and system view
    /// controllers it presents) as `xlink:title`: without the `xlink` namespace the page's
    /// XML parser refuses the whole document, and the flipbook draws nothing.
    static func variantsDocument(_ variants: [String]) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n"
            + variants.map { "<g>\n" + $0 + "\n</g>" }.joined(separator: "\n") + "\n</svg>\n"
    }

    /// The play button's icon; flipbook.js swaps it for the pause icon and back, so it
    /// holds this path too.
    static let playPath = "M7 4v16l13-8z"

    /// A 24×24 icon in the button's text colour: glyphs such as ⏮ are missing from many fonts.
    private static func icon(_ path: String) -> String {
        "<svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"\(path)\"/></svg>"
    }

    /// The page's dark colours, as its theme wants them.
    private var themeStyle: String {
        theme.pageStyle(darkPage: WebAssets.flipbookDarkCSS)
    }

    private var status: String {
        if let crash = manifest.unexpectedException {
            return "✖ crashes at line \(crash.line)"
        }
        let failed = manifest.expectations.filter { !$0.passed }.count
        if manifest.expectations.isEmpty { return "no expectations" }
        let count = manifest.expectations.count
        return failed == 0 ? "✓ \(Quantity.of(count, "expectation")) passed" : "✗ \(failed) of \(Quantity.of(count, "expectation")) failed"
    }
}
