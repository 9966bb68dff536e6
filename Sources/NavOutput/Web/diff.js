const rows = [...document.querySelectorAll('.row')];
let current = 0;
function show(index, scroll) {
  if (!rows.length) return;
  current = Math.max(0, Math.min(rows.length - 1, index));
  rows.forEach((row, i) => row.classList.toggle('current', i === current));
  history.replaceState(null, '', '#step=' + rows[current].dataset.step);
  if (scroll) rows[current].scrollIntoView({ block: 'start' });
}
function fromHash() {
  const match = /step=(\d+)/.exec(location.hash);
  const wanted = match ? rows.findIndex(row => Number(row.dataset.step) >= Number(match[1])) : 0;
  show(wanted < 0 ? rows.length - 1 : wanted, !!match);
}
document.addEventListener('keydown', event => {
  const moves = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: rows.length - 1 };
  if (event.key in moves) { event.preventDefault(); show(moves[event.key], true); }
});
window.addEventListener('hashchange', fromHash);
fromHash();
