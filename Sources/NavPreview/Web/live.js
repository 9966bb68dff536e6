"use strict";
// navviz watch: listens to /events. A new version reloads the page (the address keeps
// #step=N, so the flipbook reopens at the same step); a failure shows the diagnostics
// over the drawing, which stays. When the version's first failing step is not the one
// the page last saw failing (kept in the tab's session storage across reloads), the
// flipbook opens that step. The editor's cursor (navviz lsp, through the watch) opens its step.
(() => {
  const state = JSON.parse(document.getElementById("navviz-watch-state").textContent);
  const failing = state.failingStep === null ? "" : String(state.failingStep);
  if (failing !== "" && sessionStorage.getItem("navviz-watch-failing") !== failing) location.hash = "#step=" + failing;
  sessionStorage.setItem("navviz-watch-failing", failing);
  const box = document.getElementById("navviz-watch-error");
  const events = new EventSource("/events");
  events.addEventListener("version", (event) => {
    if (Number(event.data) !== state.version) location.reload();
  });
  events.addEventListener("cursor", (event) => {
    location.hash = "#step=" + event.data;
  });
  events.addEventListener("failure", (event) => {
    document.getElementById("navviz-watch-diagnostics").textContent = event.data;
    box.hidden = false;
  });
})();
