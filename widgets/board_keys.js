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
// The layer takes no pointer events: a mouse goes on reaching the canvas under it. On a touch
// screen it takes them and passes a press on to the canvas: a finger then never meets
// ipycanvas's touch handlers, which are not passive (a touch on them held the page's other work,
// the kernel's answer among it, until the next frame: a tap's repaint came 15 ms later), and the
// page scrolls from the board as from anywhere.
//
// A board too wide for the page (Dojo Kun's table on a phone) is shown in parts: see "In parts"
// below.

const CSS = `
.gk-keys { position: relative; width: 100%; height: 100%; pointer-events: none; }
.gk-keys .gk-spot { position: absolute; box-sizing: border-box; border-radius: 6px;
                    outline: none; pointer-events: none; }
.gk-keys .gk-spot:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 1px;
                                  box-shadow: 0 0 0 6px #fff, inset 0 0 0 3px #fff; }
.gk-keys .gk-sr, .gk-sr { position: absolute; width: 1px; height: 1px; overflow: hidden;
                          clip: rect(0 0 0 0); white-space: nowrap; }
@media (any-pointer: coarse) { .gk-keys { pointer-events: auto; touch-action: manipulation; } }
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
  let parted = null; // the board shown in parts (see "In parts" below), or null: shown whole

  const spots = () => model.get("spots");
  const place = (cell, spot) => {
    let [width, height] = model.get("size");
    let [x, y, w, h] = [spot.x, spot.y, spot.w, spot.h];
    if (parted) {
      // over the part holding the spot's centre, cut to that part
      const k = parted.parts.findIndex(([px, py, pw, ph]) =>
        inside(x + w / 2, y + h / 2, px, py, pw, ph));
      if (k >= 0) {
        const [px, py, pw, ph] = parted.parts[k];
        const [ax, ay] = parted.at[k];
        const [left, top] = [Math.max(x, px), Math.max(y, py)];
        [w, h] = [Math.min(x + w, px + pw) - left, Math.min(y + h, py + ph) - top];
        [x, y] = [ax + left - px, ay + top - py];
      }
      [width, height] = [parted.width, parted.height];
    }
    Object.assign(cell.style, {
      left: `${(100 * x) / width}%`,
      top: `${(100 * y) / height}%`,
      width: `${(100 * w) / width}%`,
      height: `${(100 * h) / height}%`,
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
  // The point is read on the board's canvas (where a click on a part is passed on to).
  el.gkFocusAt = (clientX, clientY) => {
    const canvas = board();
    const box = canvas?.getBoundingClientRect();
    const [width, height] = model.get("size");
    const x = box?.width ? ((clientX - box.left) * width) / box.width : -1;
    const y = box?.height ? ((clientY - box.top) * height) / box.height : -1;
    const index = spots().findIndex((spot) => inside(x, y, spot.x, spot.y, spot.w, spot.h));
    moveTo(index >= 0 ? index : cursor, false);
    cells[cursor]?.focus({ preventScroll: true });
    return cells.length > 0;
  };

  // The canvas under the layer leaves the tab order and the reader's way: the layer speaks for
  // it. Both views are put in the page after they are made, in either order: look until then.
  let tries = 0;
  const quiet = () => {
    const canvas = board();
    if (canvas) {
      canvas.setAttribute("tabindex", "-1");
      canvas.setAttribute("aria-hidden", "true");
      watchRoom();
    } else if (++tries < 600) {
      requestAnimationFrame(quiet);
    }
  };

  // -- In parts ------------------------------------------------------------------------------
  // A board that says where it may be cut (widgets/keys.py: its parts, and the narrowest scale it
  // is shown whole at) is cut there when the page is too narrow to show it whole at that scale:
  // each part at full size (smaller only on a page narrower than the widest part), in reading
  // order, as many side by side as fit. The board's canvas stays in the page unseen (ipycanvas
  // paints it, and reads a click's point against it); a canvas of ours shows the parts, copied
  // from it each time it is painted, and passes a click, or a tap (board_front.js), on a part to
  // the board's canvas at the point the part comes from. The cells lie over the parts.
  // parted: {view, parts, at: [[x, y] of each part on the view], width, height}
  const GAP = 8; // board pixels between two parts
  const stack = () => el.closest(".gk-board-stack");
  const board = () => stack()?.querySelector("canvas.gk-board");
  const room = () => stack()?.parentElement?.clientWidth || document.documentElement.clientWidth;

  const flow = (parts, width) => {
    const scale = Math.min(1, width / Math.max(...parts.map((part) => part[2])));
    const line = width / scale;
    let [x, y, tallest] = [0, 0, 0];
    const at = parts.map(([, , w, h]) => {
      if (x > 0 && x + w > line + 0.5) [x, y, tallest] = [0, y + tallest + GAP, 0];
      const here = [x, y];
      [x, tallest] = [x + w + GAP, Math.max(tallest, h)];
      return here;
    });
    return { scale, at, width: line, height: y + tallest };
  };

  const copy = () => {
    const canvas = board();
    if (!parted || !canvas) return;
    const ink = parted.view.getContext("2d");
    ink.clearRect(0, 0, parted.view.width, parted.view.height);
    parted.parts.forEach(([x, y, w, h], k) => {
      const [ax, ay] = parted.at[k];
      ink.drawImage(canvas, x, y, w, h, ax, ay, w, h);
    });
  };

  // The board's point (client coordinates on its canvas) under a point of the parts, or null
  // between two parts (the page's background, not the board).
  const fromParts = (clientX, clientY) => {
    const canvas = board();
    const shown = parted.view.getBoundingClientRect();
    const u = ((clientX - shown.left) * parted.width) / shown.width;
    const v = ((clientY - shown.top) * parted.height) / shown.height;
    const k = parted.at.findIndex(([ax, ay], i) =>
      inside(u, v, ax, ay, parted.parts[i][2], parted.parts[i][3]));
    if (k < 0 || !canvas) return null;
    const [width, height] = model.get("size");
    const box = canvas.getBoundingClientRect();
    const x = parted.parts[k][0] + u - parted.at[k][0];
    const y = parted.parts[k][1] + v - parted.at[k][1];
    return [box.left + (x * box.width) / width, box.top + (y * box.height) / height];
  };

  // A press on the parts, or on this layer where it takes a finger: passed on to the board's
  // canvas, at the point it shows.
  const passOn = (event) => {
    event.preventDefault(); // the page's own answer to a press (the focus taken from the cell)
    const point = parted ? fromParts(event.clientX, event.clientY) : [event.clientX, event.clientY];
    if (!point || !board()) return;
    const [clientX, clientY] = point;
    board().dispatchEvent(new MouseEvent(event.type, {
      bubbles: true, cancelable: true, view: window, clientX, clientY,
      detail: event.detail, button: event.button,
    }));
  };

  el.addEventListener("mousedown", passOn);
  el.addEventListener("mouseup", passOn);

  const HIDDEN = { position: "absolute", left: "0", top: "0", visibility: "hidden",
                   pointerEvents: "none" };

  const cut = (canvas, parts) => {
    const laid = flow(parts, room());
    let view = parted?.view;
    if (!view) {
      view = document.createElement("canvas");
      view.className = "gk-parts gk-board-parts";
      view.setAttribute("aria-hidden", "true");
      view.addEventListener("mousedown", passOn);
      view.addEventListener("mouseup", passOn);
      canvas.after(view);
      Object.assign(canvas.style, HIDDEN);
      stack().style.position = "relative";
    }
    view.width = Math.ceil(laid.width);
    view.height = Math.ceil(laid.height);
    Object.assign(view.style, { width: `${laid.width * laid.scale}px`,
                                height: `${laid.height * laid.scale}px` });
    parted = { view, parts, at: laid.at, width: view.width, height: view.height };
    copy();
  };

  const whole = (canvas) => {
    parted.view.remove();
    parted = null;
    for (const key of Object.keys(HIDDEN)) canvas.style[key] = "";
    stack().style.position = "";
  };

  let laidFor = "";
  const lay = () => {
    const canvas = board();
    if (!canvas) return;
    const parts = model.get("parts") || [];
    const narrowest = model.get("narrowest") || 0;
    const [width] = model.get("size");
    const wanted = parts.length > 0 && narrowest > 0 && room() < width * narrowest;
    const now = wanted ? `${room()} ${JSON.stringify(parts)}` : "";
    if (now === laidFor) return;
    laidFor = now;
    if (wanted) cut(canvas, parts);
    else if (parted) whole(canvas);
    update();
  };

  let watching = false;
  const watchRoom = () => {
    if (watching) return;
    watching = true;
    const canvas = board();
    // Each time ipycanvas paints the board's canvas, the parts show it too.
    const ink = canvas.getContext("2d");
    if (!ink.gkPainted) {
      const native = ink.drawImage;
      ink.drawImage = function (...args) {
        native.apply(this, args);
        canvas.dispatchEvent(new Event("gk-painted"));
      };
      ink.gkPainted = true;
    }
    canvas.addEventListener("gk-painted", copy);
    new ResizeObserver(lay).observe(stack().parentElement);
    lay();
  };
  model.on("change:parts change:narrowest", lay);

  quiet();
}

const inside = (x, y, left, top, width, height) =>
  x >= left && x <= left + width && y >= top && y <= top + height;

export default { render };
