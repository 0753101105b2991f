// A board's keyboard and screen-reader layer (widgets/keys.py): one focusable cell over each
// spot of the board a click may pick (a square, a card, a slot, a seat), laid over the canvas.
//
// - Tab enters the board at its cursor and the next Tab leaves it: only the cursor's cell is in
//   the tab order (a roving tabindex), and the canvas itself is taken out of it.
// - Arrow keys move the cursor to the nearest spot that way, Home and End to the first and last
//   of its row; Enter or Space presses the spot (the kernel clicks its centre: the same answer as
//   a mouse); Escape drops a half-made choice; any other letter is a command the kernel reads
//   (R the cursor's row, C its column...).
// - A screen reader meets a grid named for the board, described by the position in words, each
//   cell named by what lies there.
// The layer takes no pointer events: a mouse goes on reaching the canvas under it.

const CSS = `
.gk-keys { position: relative; width: 100%; height: 100%; pointer-events: none; }
.gk-keys .gk-spot { position: absolute; box-sizing: border-box; border-radius: 6px;
                    outline: none; pointer-events: none; }
.gk-keys .gk-spot:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 1px;
                                  box-shadow: 0 0 0 6px #fff, inset 0 0 0 3px #fff; }
.gk-keys .gk-sr, .gk-sr { position: absolute; width: 1px; height: 1px; overflow: hidden;
                          clip: rect(0 0 0 0); white-space: nowrap; }
`;

// anywidget runs this module once per widget: the count of summaries made lives on the page.
const nextSummary = () => (globalThis.gkBoardSummaries = (globalThis.gkBoardSummaries || 0) + 1);

function style() {
  if (document.getElementById("gk-keys-style")) return;
  const sheet = document.createElement("style");
  sheet.id = "gk-keys-style";
  sheet.textContent = CSS;
  document.head.append(sheet);
}

/** The index of the spot nearest `from` in direction (dx, dy), or -1. */
function neighbour(spots, from, dx, dy) {
  const centre = (s) => [s.x + s.w / 2, s.y + s.h / 2];
  const [x0, y0] = centre(spots[from]);
  let best = -1;
  let bestScore = Infinity;
  spots.forEach((spot, i) => {
    if (i === from) return;
    const [x, y] = centre(spot);
    const along = (x - x0) * dx + (y - y0) * dy;
    if (along <= 1) return;
    const across = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
    const score = along + 2.5 * across;
    if (score < bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

function render({ model, el }) {
  style();
  el.classList.add("gk-keys");
  const grid = document.createElement("div");
  grid.setAttribute("role", "grid");
  const summary = document.createElement("div");
  summary.className = "gk-sr";
  const how = document.createElement("div");
  how.className = "gk-sr";
  const made = nextSummary();
  summary.id = `gk-board-summary-${made}`;
  how.id = `gk-board-how-${made}`;
  grid.setAttribute("aria-describedby", `${how.id} ${summary.id}`);
  el.append(grid, how, summary);
  let cells = [];
  let cursor = 0;

  const spots = () => model.get("spots");
  const place = (cell, spot) => {
    const [width, height] = model.get("size");
    Object.assign(cell.style, {
      left: `${(100 * spot.x) / width}%`,
      top: `${(100 * spot.y) / height}%`,
      width: `${(100 * spot.w) / width}%`,
      height: `${(100 * spot.h) / height}%`,
    });
  };
  const moveTo = (index, focus) => {
    if (index < 0 || index >= cells.length) return;
    cells[cursor]?.setAttribute("tabindex", "-1");
    cursor = index;
    cursorKey = spots()[index]?.key || null;
    cells[cursor].setAttribute("tabindex", "0");
    if (focus) cells[cursor].focus({ preventScroll: false });
  };
  // Cells are kept and renamed from one position to the next, never remade: the one a person is
  // on keeps the keyboard (and a screen reader's place) while the board changes under it.
  let shape = "";
  let cursorKey = null;
  const update = () => {
    const all = spots();
    const hadFocus = el.contains(document.activeElement);
    // The cursor stays on the same spot (a card that moved along a hand) when the spots say
    // which is which; else on the same place in the list.
    const same = cursorKey === null ? -1 : all.findIndex((spot) => spot.key && spot.key === cursorKey);
    if (same >= 0) cursor = same;
    grid.setAttribute("aria-label", model.get("name"));
    how.textContent = model.get("how");
    summary.textContent = model.get("summary");
    const kept = cells;
    cells = all.map((spot, i) => {
      const cell = kept[i] || document.createElement("div");
      cell.className = "gk-spot";
      cell.setAttribute("role", "gridcell");
      cell.setAttribute("aria-label", spot.label);
      cell.setAttribute("tabindex", "-1");
      place(cell, spot);
      return cell;
    });
    for (const cell of kept.slice(cells.length)) cell.remove();
    const rows = [...new Set(all.map((spot) => spot.row))];
    const now = all.map((spot) => spot.row).join(",");
    if (now !== shape) {
      shape = now;
      grid.replaceChildren(
        ...rows.map((key) => {
          const row = document.createElement("div");
          row.setAttribute("role", "row");
          all.forEach((spot, i) => spot.row === key && row.append(cells[i]));
          return row;
        }),
      );
    }
    if (!cells.length) return;
    cursor = Math.min(cursor, cells.length - 1);
    cursorKey = all[cursor].key || null;
    cells[cursor].setAttribute("tabindex", "0");
    if (hadFocus && !el.contains(document.activeElement)) cells[cursor].focus();
  };
  model.on("change:spots", update);
  model.on("change:name change:how", update);
  model.on("change:summary", () => (summary.textContent = model.get("summary")));
  model.on("change:size", update);
  update();

  grid.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const all = spots();
    let handled = true;
    if (event.key in steps) {
      moveTo(neighbour(all, cursor, ...steps[event.key]), true);
    } else if (event.key === "Home" || event.key === "End") {
      const row = all
        .map((spot, i) => [spot, i])
        .filter(([spot]) => spot.row === all[cursor].row)
        .map(([, i]) => i);
      moveTo(event.key === "Home" ? row[0] : row[row.length - 1], true);
    } else if (event.key === "Enter" || event.key === " ") {
      model.send({ press: cursor });
    } else if (event.key === "Escape") {
      model.send({ escape: true });
    } else if (event.key === "?" || (event.key.length === 1 && /[a-z0-9]/i.test(event.key))) {
      model.send({ read: event.key.toLowerCase(), spot: cursor });
    } else {
      handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  });
  grid.addEventListener("focusin", (event) => {
    const index = cells.indexOf(event.target);
    if (index >= 0 && index !== cursor) moveTo(index, false);
  });

  // After a click on the canvas, the keyboard goes on from the spot clicked (not from the
  // canvas, whose own key handler would keep Tab).
  el.gkFocusAt = (clientX, clientY) => {
    const index = cells.findIndex((cell) => {
      const box = cell.getBoundingClientRect();
      return clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom;
    });
    moveTo(index >= 0 ? index : cursor, false);
    cells[cursor]?.focus({ preventScroll: true });
    return cells.length > 0;
  };

  // The canvas under the layer leaves the tab order and the reader's way: the layer speaks for
  // it. Both views are put in the page after they are made, in either order: look until then.
  let tries = 0;
  const quiet = () => {
    const canvas = el.closest(".gk-board-stack")?.querySelector("canvas.gk-board");
    if (canvas) {
      canvas.setAttribute("tabindex", "-1");
      canvas.setAttribute("aria-hidden", "true");
    } else if (++tries < 600) {
      requestAnimationFrame(quiet);
    }
  };
  quiet();
}

export default { render };
