
/// The flipbook's HTML, CSS and script. Everything from the `.nav` file reaches the
/// page either HTML-escaped here or inside the escaped JSON, which the script puts
/// into the page as text only (never as markup).
struct FlipbookPage {
    /// What the page's script reads, written as JSON escaped for a `<script>` element.
    var data: FlipbookHTMLWriter.PageData
    /// Graphviz SVG markup of each element variant (Graphviz escapes its text).
    var variants: [String]
    var canvas: FrameLayers.Canvas
    /// The page's colours; the variants are already drawn in the theme's palette.
    var theme: Theme = .light

    private var manifest: Manifest { data.manifest }

    /// Writes the page into `sink` part by part: the data and the variants, which grow
    /// with the flow, are never copied into one string.
    func write(to sink: ByteSink) throws {
        sink.append(top)
        for (index, variant) in variants.enumerated() {
            sink.append(index == 0 ? "<g>\n" : "\n<g>\n")
            sink.append(variant)
            sink.append("\n</g>")
        }
        sink.append("""

        </svg></template>
        <script type="application/json" id="navviz-data">
        """)
        try JSONText.write(data, pretty: false, forScript: true, to: sink)
        sink.append("""
        </script>
        <script>
        \(Self.script)
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
        \(Self.style)\(themeStyle)
        </style>
        </head>
        <body>
        <header>
          <div>
            <h1>\(title)</h1>
            <p class="meta">\(HTMLEscaping.text(manifest.source)) · iOS \(manifest.iosVersion) · \(manifest.frames.count) frames</p>
          </div>
          <p class="status \(manifest.passed ? "passed" : "failed")">\(HTMLEscaping.text(status))</p>
        </header>
        <main>
          <section class="stage" aria-label="drawing">
            <div class="zoom" role="group" aria-label="Zoom">
              <button id="zoom-out" type="button" title="Zoom out (−)" aria-label="Zoom out">\(Self.icon("M5 11h14v2H5z"))</button>
              <button id="zoom-reset" type="button" title="Fit the drawing (0)" aria-label="Fit the drawing"><span id="zoom-level">100%</span></button>
              <button id="zoom-in" type="button" title="Zoom in (+)" aria-label="Zoom in">\(Self.icon("M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z"))</button>
            </div>
            <svg id="drawing" xmlns="http://www.w3.org/2000/svg" viewBox="\(canvas.viewBox)" width="\(canvas.width)" height="\(canvas.height)" style="max-width:\(maximumWidth)" role="img" aria-labelledby="caption"><g id="layer" transform="\(canvas.transform)"></g></svg>
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
            <div id="events"></div>
            <h3>Facts</h3>
            <ul id="facts"></ul>
            <details id="callbacks-block" class="callbacks"><summary>Appearance callbacks (<span id="callbacks-count"></span>)</summary><ol id="callbacks"></ol></details>
            <div id="expectations-block"><h3>Expectations checked here</h3><ul id="expectations"></ul></div>
            <details class="steps"><summary>All steps</summary><ol id="steps" start="0"></ol></details>
            <details class="legend"><summary>How to read a frame</summary>
              <p>Solid arrows link a navigation stack, push order top to bottom; dashed arrows are modal presentations, labelled with the style and drawn from the real presenter.
              <b>▲ top</b> marks what getTopVC returns, <b>+ new</b> what this step added, <b>✕ removed</b> what it removed; faded boxes are not on screen.</p>
              <p>Keys: ← → step, Home / End first and last, Space play / pause, + − zoom, 0 fit; Ctrl + wheel or a pinch zooms, dragging pans. The address ends in <code>#step=N</code>, so you can link to a step.</p>
            </details>
          </aside>
        </main>
        <template id="navviz-variants"><svg xmlns="http://www.w3.org/2000/svg">

        """
    }

    static let playPath = "M7 4v16l13-8z"
    static let pausePath = "M6 4h4v16H6zM14 4h4v16h-4z"

    /// A 24×24 icon in the button's text colour: glyphs such as ⏮ are missing from many fonts.
    private static func icon(_ path: String) -> String {
        "<svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"\(path)\"/></svg>"
    }

    /// The drawing may grow to 1.5 times its natural size to fill the stage.
    private var maximumWidth: String {
        guard let points = Double(canvas.width.replacingOccurrences(of: "pt", with: "")) else { return canvas.width }
        return "\(Int((points * 1.5).rounded()))pt"
    }

    /// The dark colours of the page: always for `dark`, when the reader's system is dark
    /// for `auto` (which also switches the light drawing's colours by CSS).
    private var themeStyle: String {
        theme.pageStyle(darkPage: Self.darkStyle)
    }

    private static let darkStyle = #"""
    :root { color-scheme: dark; --ink: #e6edf3; --muted: #9198a1; --line: #30363d; --paper: #0d1117; --ground: #010409; --accent: #4493f8;
            --warning-ink: #f0c27a; --warning-ground: #2e2210; --warning-line: #d29922;
            --exception-ink: #ffa198; --exception-ground: #3a1618; --exception-line: #f85149;
            --note-ground: #121d2f; --note-line: #1f6feb; }
    .status.passed { background: #12301b; color: #7ee093; }
    button, pre { background: #161b22; }
    button:hover { background: #21262d; }
    .steps button.current { background: #1b2f52; }
    #expectations li.passed::marker { color: #7ee093; }
    """#

    private var status: String {
        if let crash = manifest.unexpectedException {
            return "✖ crashes at line \(crash.line)"
        }
        let failed = manifest.expectations.filter { !$0.passed }.count
        if manifest.expectations.isEmpty { return "no expectations" }
        let count = manifest.expectations.count
        return failed == 0 ? "✓ \(count) expectation\(count == 1 ? "" : "s") passed" : "✗ \(failed) of \(count) expectations failed"
    }

    private static let style = #"""
    :root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --paper: #ffffff; --ground: #f3f5f7; --accent: #1c64d9;
            --warning-ink: #7a4a00; --warning-ground: #fff4dc; --warning-line: #e3a008;
            --exception-ink: #8a1c1c; --exception-ground: #fdecec; --exception-line: #d83a3a;
            --note-ground: #eef3fb; --note-line: #8fb0e0; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--ground); }
    header { display: flex; justify-content: space-between; align-items: center; gap: 16px; padding: 14px 24px; background: var(--paper); border-bottom: 1px solid var(--line); }
    h1 { margin: 0; font-size: 19px; }
    .meta { margin: 2px 0 0; color: var(--muted); font-size: 13px; }
    .status { margin: 0; padding: 4px 10px; border-radius: 999px; font-size: 13px; font-weight: 600; white-space: nowrap; }
    .status.passed { background: #e6f4ea; color: #1e6b34; }
    .status.failed { background: var(--exception-ground); color: var(--exception-ink); }
    main { display: grid; grid-template-columns: minmax(0, 1fr) 400px; gap: 16px; padding: 16px 24px; align-items: start; }
    @media (max-width: 960px) { main { grid-template-columns: 1fr; } .panel { position: static; max-height: none; } }
    .stage, .panel { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; }
    .stage { padding: 12px; display: flex; justify-content: center; position: relative; overflow: hidden; }
    #drawing { width: 100%; height: auto; max-height: calc(100vh - 120px); display: block; touch-action: pan-x pan-y; }
    #drawing.zoomed { cursor: grab; touch-action: none; }
    #drawing.panning { cursor: grabbing; }
    .zoom { position: absolute; top: 8px; right: 8px; z-index: 1; display: flex; gap: 4px; }
    .zoom button { min-width: 34px; padding: 4px 6px; font-size: 12px; opacity: .92; }
    .panel { padding: 16px; position: sticky; top: 16px; max-height: calc(100vh - 32px); overflow: auto; }
    .controls { display: flex; gap: 6px; }
    .icon { width: 16px; height: 16px; fill: currentColor; vertical-align: -3px; }
    button.play .icon { margin-right: 6px; }
    button { font: inherit; font-size: 15px; min-width: 40px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px; background: #f6f8fa; color: var(--ink); cursor: pointer; }
    button:hover { background: #eaeef2; }
    button:focus-visible, input:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    button.play { flex: 1; font-weight: 600; }
    button.play.playing { background: var(--accent); border-color: var(--accent); color: #fff; }
    #slider { width: 100%; margin: 14px 0 6px; accent-color: var(--accent); }
    .label { margin: 4px 0 0; color: var(--muted); font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
    h2 { margin: 2px 0 10px; font-size: 20px; line-height: 1.3; overflow-wrap: anywhere; }
    h3 { margin: 14px 0 4px; font-size: 13px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    pre { margin: 0; padding: 8px 10px; background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    .line-number { color: var(--muted); margin-right: 10px; user-select: none; }
    ul { margin: 0; padding-left: 20px; }
    li { margin: 2px 0; overflow-wrap: anywhere; }
    .event { margin: 10px 0 0; padding: 8px 10px; border-radius: 6px; border-left: 4px solid; overflow-wrap: anywhere; }
    .event b { display: block; }
    .event.warning { background: var(--warning-ground); border-color: var(--warning-line); color: var(--warning-ink); }
    .event.exception { background: var(--exception-ground); border-color: var(--exception-line); color: var(--exception-ink); }
    .event.note { background: var(--note-ground); border-color: var(--note-line); }
    .rule { font-weight: normal; opacity: .8; }
    #expectations li.passed::marker { content: "✓  "; color: #1e6b34; }
    #expectations li.failed { color: var(--exception-ink); font-weight: 600; }
    #expectations li.failed::marker { content: "✗  "; }
    details { margin-top: 14px; border-top: 1px solid var(--line); padding-top: 10px; }
    summary { cursor: pointer; font-weight: 600; }
    .steps ol { max-height: 320px; overflow: auto; padding-left: 0; list-style: none; }
    .steps button { width: 100%; text-align: left; border: 0; background: none; padding: 3px 6px; font-size: 13px; }
    .steps button.current { background: #ddf4ff; font-weight: 600; }
    .steps .flag-warning { color: var(--warning-ink); }
    .steps .flag-exception { color: var(--exception-ink); }
    .legend p { font-size: 13px; color: var(--muted); }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    @media (max-width: 600px) {
      header { flex-wrap: wrap; gap: 6px; padding: 10px 12px; }
      h1 { font-size: 17px; }
      .status { white-space: normal; }
      main { padding: 8px; gap: 8px; }
      .stage { padding: 44px 4px 4px; }
      #drawing { max-height: 70vh; }
      .panel { padding: 12px; }
      .controls button { min-width: 0; padding: 8px 6px; }
      h2 { font-size: 18px; }
    }
    """#

    private static let script = #"""
    "use strict";
    (() => {
      const data = JSON.parse(document.getElementById("navviz-data").textContent);
      const frames = data.manifest.frames;
      const last = frames.length - 1;
      const variants = document.getElementById("navviz-variants").content.firstElementChild.children;
      const layer = document.getElementById("layer");
      const $ = (id) => document.getElementById(id);
      const element = (tag, className, text) => {
        const node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined) node.textContent = text;
        return node;
      };

      // The drawing: one group per slot. The full state is kept every `every` frames;
      // any frame is that snapshot plus the few changes after it.
      const slots = Array.from({ length: data.slots }, () => layer.appendChild(document.createElementNS("http://www.w3.org/2000/svg", "g")));
      const every = 32;
      const snapshots = [];
      const apply = (state, change) => { for (let i = 0; i < change.length; i += 2) state[change[i]] = change[i + 1]; };
      const running = new Int32Array(data.slots);
      data.changes.forEach((change, frame) => {
        apply(running, change);
        if (frame % every === 0) snapshots.push(running.slice());
      });
      const stateAt = (frame) => {
        const state = snapshots[Math.floor(frame / every)].slice();
        for (let f = frame - (frame % every) + 1; f <= frame; f++) apply(state, data.changes[f]);
        return state;
      };
      const shown = new Int32Array(data.slots);
      const draw = (frame) => {
        const state = stateAt(frame);
        state.forEach((variant, slot) => {
          if (variant === shown[slot]) return;
          slots[slot].replaceChildren(...(variant ? [document.importNode(variants[variant - 1], true)] : []));
          shown[slot] = variant;
        });
      };

      // The step list.
      const stepButtons = frames.map((frame) => {
        const item = element("li");
        const button = element("button", "", frame.index + " · " + frame.caption);
        button.type = "button";
        for (const kind of ["exception", "warning"]) {
          if (frame.events.some((event) => event.kind === kind)) button.append(" ", element("span", "flag-" + kind, kind === "warning" ? "⚠" : "✖"));
        }
        button.addEventListener("click", () => go(frame.index));
        item.append(button);
        $("steps").append(item);
        return button;
      });

      let current = -1;
      const go = (target) => {
        const frameIndex = Math.max(0, Math.min(last, target | 0));
        if (frameIndex === current) return;
        const previous = current;
        current = frameIndex;
        const frame = frames[frameIndex];
        draw(frameIndex);
        $("label").textContent = frame.label;
        $("caption").textContent = frame.caption;
        $("source-line").textContent = "line " + frame.source.line;
        $("source-text").textContent = frame.source.text;
        $("events").replaceChildren(...frame.events.map((event) => {
          const box = element("div", "event " + (event.kind === "lint" ? "note lint" : event.kind));
          const heading = element("b", "", event.kind === "exception" ? "✖ " + (event.exception || "Exception") : event.kind === "warning" ? "⚠ UIKit warning"
            : event.kind === "lint" ? "⚠ navviz lint (UIKit logs nothing)" : "ℹ Note");
          if (event.rule) heading.append(" ", element("span", "rule", "(" + event.rule + ")"));
          box.append(heading, element("span", "", event.message));
          return box;
        }));
        $("facts").replaceChildren(...frame.facts.map((fact) => element("li", "", fact)));
        $("callbacks-block").hidden = frame.callbacks.length === 0;
        $("callbacks-count").textContent = String(frame.callbacks.length);
        $("callbacks").replaceChildren(...frame.callbacks.map((callback) => element("li", "", callback)));
        const checks = data.manifest.expectations.filter((expectation) => expectation.frame === frameIndex);
        $("expectations-block").hidden = checks.length === 0;
        $("expectations").replaceChildren(...checks.map((check) => element("li", check.passed ? "passed" : "failed",
          check.assertion + (check.passed ? "" : " — actual: " + check.actual))));
        $("slider").value = String(frameIndex);
        if (previous >= 0) stepButtons[previous].classList.remove("current");
        stepButtons[frameIndex].classList.add("current");
        stepButtons[frameIndex].scrollIntoView({ block: "nearest" });
        document.documentElement.dataset.step = String(frameIndex);
        document.title = frame.label + ": " + frame.caption + " · " + (data.manifest.title || data.manifest.source);
        const hash = "#step=" + frameIndex;
        if (location.hash !== hash) {
          try { history.replaceState(null, "", hash); } catch (error) { location.replace(hash); }
        }
      };

      // Zoom and pan: the drawing's viewBox narrows around a point, so it stays sharp.
      const drawing = $("drawing");
      const full = drawing.getAttribute("viewBox").split(/[ ,]+/).map(Number);
      let view = full.slice();
      const setView = (x, y, width) => {
        width = Math.min(full[2], Math.max(full[2] / 8, width));
        // At full width, exactly the full height: fitting again restores the drawing's own viewBox.
        const height = width === full[2] ? full[3] : width * full[3] / full[2];
        x = Math.min(full[0] + full[2] - width, Math.max(full[0], x));
        y = Math.min(full[1] + full[3] - height, Math.max(full[1], y));
        view = [x, y, width, height];
        drawing.setAttribute("viewBox", view.join(" "));
        $("zoom-level").textContent = Math.round(full[2] / width * 100) + "%";
        drawing.classList.toggle("zoomed", width < full[2]);
      };
      // The drawing's point under the client point (x, y).
      const pointAt = (x, y) => {
        const box = drawing.getBoundingClientRect();
        return [view[0] + (x - box.left) / box.width * view[2], view[1] + (y - box.top) / box.height * view[3]];
      };
      const zoom = (factor, at = [view[0] + view[2] / 2, view[1] + view[3] / 2]) =>
        setView(at[0] - (at[0] - view[0]) / factor, at[1] - (at[1] - view[1]) / factor, view[2] / factor);
      const fit = () => setView(full[0], full[1], full[2]);
      $("zoom-in").addEventListener("click", () => zoom(1.5));
      $("zoom-out").addEventListener("click", () => zoom(1 / 1.5));
      $("zoom-reset").addEventListener("click", fit);
      drawing.addEventListener("wheel", (event) => {
        if (event.ctrlKey || event.metaKey) {
          zoom(Math.exp(-event.deltaY / 200), pointAt(event.clientX, event.clientY));
        } else if (view[2] < full[2]) {
          const box = drawing.getBoundingClientRect();
          setView(view[0] + event.deltaX / box.width * view[2], view[1] + event.deltaY / box.height * view[3], view[2]);
        } else {
          return;
        }
        event.preventDefault();
      }, { passive: false });
      // One pointer drags (when zoomed in); two pinch.
      const pointers = new Map();
      let gesture = null;
      const startGesture = () => {
        const points = [...pointers.values()];
        const middle = points.length === 2 ? [(points[0][0] + points[1][0]) / 2, (points[0][1] + points[1][1]) / 2] : points[0];
        gesture = { view: view.slice(), middle, spread: points.length === 2 ? Math.hypot(points[0][0] - points[1][0], points[0][1] - points[1][1]) : 0 };
      };
      drawing.addEventListener("pointerdown", (event) => {
        if (pointers.size === 0 && view[2] >= full[2] && event.pointerType === "mouse") return;
        pointers.set(event.pointerId, [event.clientX, event.clientY]);
        drawing.setPointerCapture(event.pointerId);
        drawing.classList.add("panning");
        startGesture();
      });
      drawing.addEventListener("pointermove", (event) => {
        if (!gesture || !pointers.has(event.pointerId)) return;
        pointers.set(event.pointerId, [event.clientX, event.clientY]);
        const points = [...pointers.values()];
        const box = drawing.getBoundingClientRect();
        const scale = gesture.view[2] / box.width;
        if (points.length === 2 && gesture.spread > 0) {
          const spread = Math.hypot(points[0][0] - points[1][0], points[0][1] - points[1][1]);
          const width = gesture.view[2] * gesture.spread / spread;
          const anchor = [gesture.view[0] + (gesture.middle[0] - box.left) * scale, gesture.view[1] + (gesture.middle[1] - box.top) * scale];
          const ratio = width / gesture.view[2];
          setView(anchor[0] - (anchor[0] - gesture.view[0]) * ratio, anchor[1] - (anchor[1] - gesture.view[1]) * ratio, width);
        } else if (points.length === 1 && view[2] < full[2]) {
          setView(gesture.view[0] - (points[0][0] - gesture.middle[0]) * scale, gesture.view[1] - (points[0][1] - gesture.middle[1]) * scale, view[2]);
        }
      });
      const endPointer = (event) => {
        if (!pointers.delete(event.pointerId)) return;
        drawing.classList.toggle("panning", pointers.size > 0);
        if (pointers.size > 0) startGesture(); else gesture = null;
      };
      drawing.addEventListener("pointerup", endPointer);
      drawing.addEventListener("pointercancel", endPointer);

      let timer = null;
      const setPlaying = (playing) => {
        clearInterval(timer);
        timer = null;
        if (playing) {
          if (current === last) go(0);
          timer = setInterval(() => { if (current >= last) setPlaying(false); else go(current + 1); }, data.frameMilliseconds);
        }
        $("play-text").textContent = playing ? "Pause" : "Play";
        $("play-icon").querySelector("path").setAttribute("d", playing ? "\#(pausePath)" : "\#(playPath)");
        $("play").classList.toggle("playing", playing);
      };
      const step = (target) => { setPlaying(false); go(target); };

      $("first").addEventListener("click", () => step(0));
      $("previous").addEventListener("click", () => step(current - 1));
      $("next").addEventListener("click", () => step(current + 1));
      $("last").addEventListener("click", () => step(last));
      $("play").addEventListener("click", () => setPlaying(timer === null));
      $("slider").addEventListener("input", (event) => step(Number(event.target.value)));
      document.addEventListener("keydown", (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const inControl = event.target instanceof HTMLInputElement || event.target instanceof HTMLButtonElement;
        const actions = { ArrowRight: () => step(current + 1), ArrowLeft: () => step(current - 1), Home: () => step(0), End: () => step(last),
          "+": () => zoom(1.5), "=": () => zoom(1.5), "-": () => zoom(1 / 1.5), "0": fit };
        if (actions[event.key] && !(event.target instanceof HTMLInputElement)) {
          actions[event.key]();
        } else if (event.key === " " && !inControl) {
          setPlaying(timer === null);
        } else {
          return;
        }
        event.preventDefault();
      });

      const fromHash = () => {
        const match = /^#step=(\d+)$/.exec(location.hash);
        return match ? Number(match[1]) : 0;
      };
      window.addEventListener("hashchange", () => step(fromHash()));
      go(fromHash());
    })();
    """#
}
