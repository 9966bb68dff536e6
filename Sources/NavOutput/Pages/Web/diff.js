// The rows of steps that differ: ← → move between them, opening each; #step=N opens row N.
const rows = [...document.querySelectorAll('.row')];
let current = 0;
function show(index, open) {
  if (!rows.length) return;
  current = Math.max(0, Math.min(rows.length - 1, index));
  rows.forEach((row, i) => row.classList.toggle('current', i === current));
  history.replaceState(null, '', '#step=' + rows[current].dataset.step);
  if (open) {
    rows[current].open = true;
    rows[current].scrollIntoView({ block: 'start' });
  }
}
function fromHash() {
  const match = /step=(\d+)/.exec(location.hash);
  if (!match) { show(0, false); return; }
  const wanted = rows.findIndex(row => Number(row.dataset.step) >= Number(match[1]));
  show(wanted < 0 ? rows.length - 1 : wanted, true);
}
rows.forEach((row, i) => row.addEventListener('toggle', () => { if (row.open && i !== current) show(i, false); }));
document.addEventListener('keydown', event => {
  const moves = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: rows.length - 1 };
  if (event.key in moves) { event.preventDefault(); show(moves[event.key], true); }
});
window.addEventListener('hashchange', fromHash);
fromHash();
