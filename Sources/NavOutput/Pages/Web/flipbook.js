"use strict";
(async () => {
  const data = JSON.parse(document.getElementById("navviz-data").textContent);
  const frames = data.manifest.frames;
  const last = frames.length - 1;
  // Every look of every element of the drawing: an SVG document, gzipped, in base64.
  const packed = Uint8Array.from(atob(document.getElementById("navviz-variants").innerHTML.trim()), (character) => character.charCodeAt(0));
  const unpacked = await new Response(new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
  const variants = new DOMParser().parseFromString(unpacked, "image/svg+xml").documentElement.children;
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

  // A rule id names a rule of docs/semantics.md; the page is self-contained (opened
  // from disk, offline, or from a fork), so its tooltip says what the rule is.
  const rule = (id) => {
    const badge = element("span", "rule", id);
    badge.title = data.manifest.rules[id] || id;
    return badge;
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
    // Frame 0's caption is "initial state" unless its root line gives one: said once.
    const caption = frame.caption.toLowerCase() === frame.label.toLowerCase() ? "" : frame.caption;
    $("label").textContent = frame.label;
    $("caption").textContent = caption;
    $("source-line").textContent = "line " + frame.source.line;
    $("source-text").textContent = frame.source.text;
    // Where the step is in the app's code, a link when --source-url made one.
    $("code").hidden = !frame.code;
    if (frame.code) {
      const place = frame.code.path + ":" + frame.code.line;
      const target = frame.code.url ? element("a", "", place) : element("code", "", place);
      if (frame.code.url) target.href = frame.code.url;
      $("code").replaceChildren("in the app: ", target);
    }
    $("events").replaceChildren(...frame.events.map((event) => {
      const box = element("div", "event " + (event.kind === "lint" ? "note lint" : event.kind));
      const heading = element("b", "", event.kind === "exception" ? "✖ " + (event.exception || "Exception") : event.kind === "warning" ? "⚠ UIKit warning"
        : event.kind === "lint" ? "⚠ navviz lint (UIKit logs nothing)" : "ℹ Note");
      if (event.rule) heading.append(" ", rule(event.rule));
      box.append(heading, element("span", "", event.message));
      return box;
    }));
    $("facts").replaceChildren(...frame.facts.map((fact) => {
      const item = element("li", "", fact.text);
      if (fact.rules.length) item.append(" ", ...fact.rules.map(rule));
      return item;
    }));
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
    follow(frameIndex, previous >= 0);
    document.title = frame.label + (caption ? ": " + caption : "") + " · " + (data.manifest.title || data.manifest.source);
    const hash = "#step=" + frameIndex;
    if (location.hash !== hash) {
      try { history.replaceState(null, "", hash); } catch (error) { location.replace(hash); }
    }
  };

  // Zoom and pan: the drawing's viewBox narrows around a point, so it stays sharp. The
  // pane is as tall as the window allows, whatever the drawing's shape, and the viewBox
  // always has the pane's shape: a wide map is not squeezed into a strip.
  const drawing = $("drawing");
  const full = drawing.getAttribute("viewBox").split(/[ ,]+/).map(Number);
  drawing.dataset.full = full.join(" ");
  const pane = () => drawing.getBoundingClientRect();
  // Height over width of the pane, and so of every view.
  const aspect = () => { const box = pane(); return box.height / Math.max(1, box.width); };
  // The whole drawing: the smallest view of the pane's shape that holds it, centred, and
  // no closer than 1.5 times its own size (4/3 CSS px a point is 100%).
  const fitWidth = () => Math.max(full[2], full[3] / aspect(), pane().width / (1.5 * 4 / 3));
  let view = [full[0], full[1], fitWidth(), fitWidth() * aspect()];
  // CSS pixels per drawing unit now; the drawing's own size is 4/3 (96 dpi).
  const scaleNow = () => pane().width / view[2];
  const showZoom = () => { $("zoom-level").textContent = Math.round(scaleNow() / (4 / 3) * 100) + "%"; };
  const setView = (x, y, width) => {
    const widest = fitWidth();
    width = Math.min(widest, Math.max(full[2] / 40, width));
    const height = width * aspect();
    // The view never leaves the whole drawing's view: centred on the drawing when wider.
    const span = (start, size, viewSize, value) => viewSize >= size ? start + (size - viewSize) / 2 : Math.min(start + size - viewSize, Math.max(start, value));
    x = span(full[0], full[2], width, x);
    y = span(full[1], full[3], height, y);
    view = [x, y, width, height];
    drawing.setAttribute("viewBox", view.join(" "));
    showZoom();
    drawing.classList.toggle("zoomed", width < widest);
  };
  window.addEventListener("resize", () => setView(view[0], view[1], view[2]));
  // The drawing's point under the client point (x, y).
  const pointAt = (x, y) => {
    const box = pane();
    return [view[0] + (x - box.left) / box.width * view[2], view[1] + (y - box.top) / box.height * view[3]];
  };

  // The camera: each step pans and zooms to its focus (what the step changed, its
  // containers and the top view controller), no closer than the focus needs and no
  // farther than keeps its 9-point text 9 CSS pixels tall. The path zooms out just enough
  // to keep both ends in sight (van Wijk and Nuij, "Smooth and efficient zooming and
  // panning", 2003).
  const smooth = (from, to) => {
    const rho = Math.SQRT2;
    const [x0, y0, w0] = from, [x1, y1, w1] = to;
    const dx = x1 - x0, dy = y1 - y0, d2 = dx * dx + dy * dy;
    if (d2 < 1e-9) {
      const length = Math.log(w1 / w0) / rho;
      return { length: Math.abs(length), at: (t) => [x0 + t * dx, y0 + t * dy, w0 * Math.exp(rho * t * length)] };
    }
    const d1 = Math.sqrt(d2);
    const b0 = (w1 * w1 - w0 * w0 + 4 * d2) / (2 * w0 * 2 * d1), b1 = (w1 * w1 - w0 * w0 - 4 * d2) / (2 * w1 * 2 * d1);
    const r0 = Math.log(Math.sqrt(b0 * b0 + 1) - b0), r1 = Math.log(Math.sqrt(b1 * b1 + 1) - b1);
    const length = (r1 - r0) / rho;
    return { length: Math.abs(length), at: (t) => {
      const s = t * length, u = w0 / (2 * d1) * (Math.cosh(r0) * Math.tanh(rho * s + r0) - Math.sinh(r0));
      return [x0 + u * dx, y0 + u * dy, w0 * Math.cosh(r0) / Math.cosh(rho * s + r0)];
    } };
  };
  const stillMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let flight = null;
  const land = (frameIndex) => { flight = null; document.documentElement.dataset.camera = String(frameIndex); };
  // Where the camera looks for a step: its focus whole when the pane holds it at a
  // readable size, else as much of it as fits: from its top row down (the containers and
  // presenters the step starts from) and across to its anchor (what the step added or
  // removed, else the top view controller), which it shows in any case.
  const cameraFor = (frameIndex) => {
    const focus = data.focus[frameIndex];
    const widest = fitWidth();
    if (!focus || focus.length < 4) return [full[0] + full[2] / 2, full[1] + full[3] / 2, widest];
    const [x, y, width, height] = focus;
    const [anchorX, anchorY, anchorWidth, anchorHeight] = focus.length >= 8 ? focus.slice(4, 8) : focus;
    const shown = Math.min(Math.max(width, height / aspect()), pane().width, widest);
    const shownHeight = shown * aspect();
    const clamp = (value, low, high) => Math.min(Math.max(value, low), Math.max(low, high));
    const centreX = shown >= width ? x + width / 2 : clamp(anchorX + anchorWidth / 2, x + shown / 2, x + width - shown / 2);
    const margin = 20;
    const top = shownHeight >= height ? y + height / 2 - shownHeight / 2
      : anchorY + anchorHeight + margin <= y + shownHeight ? y : Math.min(anchorY - margin, anchorY + anchorHeight + margin - shownHeight);
    return [centreX, top + shownHeight / 2, shown];
  };
  const follow = (frameIndex, animate) => {
    const target = cameraFor(frameIndex);
    const from = [view[0] + view[2] / 2, view[1] + view[3] / 2, view[2]];
    const path = smooth(from, target);
    const show = ([x, y, width]) => setView(x - width / 2, y - width * aspect() / 2, width);
    if (!animate || stillMotion || path.length === 0) { show(target); land(frameIndex); return; }
    const duration = Math.min(900, Math.max(250, path.length * 600));
    const started = performance.now();
    const token = {};
    flight = token;
    const tick = (now) => {
      if (flight !== token) return;
      const t = Math.min(1, (now - started) / duration);
      show(path.at(t === 1 ? 1 : t * t * (3 - 2 * t)));
      if (t < 1) requestAnimationFrame(tick); else land(frameIndex);
    };
    requestAnimationFrame(tick);
  };
  // The user's own zoom and pan stop the camera until the next step.
  const byHand = () => { flight = null; };
  const zoom = (factor, at = [view[0] + view[2] / 2, view[1] + view[3] / 2]) => {
    byHand();
    setView(at[0] - (at[0] - view[0]) / factor, at[1] - (at[1] - view[1]) / factor, view[2] / factor);
  };
  const fit = () => { byHand(); setView(full[0], full[1], fitWidth()); };
  $("zoom-in").addEventListener("click", () => zoom(1.5));
  $("zoom-out").addEventListener("click", () => zoom(1 / 1.5));
  $("zoom-reset").addEventListener("click", fit);
  drawing.addEventListener("wheel", (event) => {
    byHand();
    if (event.ctrlKey || event.metaKey) {
      zoom(Math.exp(-event.deltaY / 200), pointAt(event.clientX, event.clientY));
    } else if (view[2] < fitWidth()) {
      const box = pane();
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
    if (pointers.size === 0 && view[2] >= fitWidth() && event.pointerType === "mouse") return;
    byHand();
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
    } else if (points.length === 1 && view[2] < fitWidth()) {
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
    $("play-icon").querySelector("path").setAttribute("d", playing ? "M6 4h4v16H6zM14 4h4v16h-4z" : "M7 4v16l13-8z");
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
