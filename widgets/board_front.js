// The boards' own code in the browser: what a game board needs from the page that ipycanvas does
// not give it. widgets/board_front.py loads it (an anywidget ES module) with the first board a
// kernel makes; it runs once per page, in Voilà and in JupyterLab alike, however many boards and
// kernels share the page, and acts on every board (a canvas of class gk-board).
//
// A click lands where it points. ipycanvas's mouse-down handler calls the canvas's focus() and
// then reads the pointer against the canvas's box; focus() scrolls a partly hidden canvas into
// view first, so the box was read after the page had moved: the click reached the kernel as
// another cell (or none), and the board jumped under the pointer. Before that handler runs (in
// the capture phase, on the way down to the canvas), the board gets a focus() of its own that
// never scrolls: ipycanvas's call still gives it the keyboard, and the board stays put.

//
// The keyboard goes on from where the mouse clicked. A board with a keyboard layer
// (board_keys.js) gives the keyboard to the layer's cell under the pointer instead of to the
// canvas, whose own key handler would swallow Tab; and Tab on a bare canvas is let through.
//
// A tap is a click, and a swipe or a wheel scrolls the page. ipycanvas cancels every touch on its
// canvas (its touch handlers call preventDefault and stopImmediatePropagation, and send the kernel
// touch events no board listens to) and every wheel turn over it: a tap did nothing, and a page
// did not scroll from a board. Our listeners, in the capture phase, keep those events from
// reaching the canvas, so the browser scrolls as anywhere else; a tap (one finger, lifted where
// it came down, on the board, while the page stood still) is handed to the board as the mouse's
// press, the browser's own mouse events for it cancelled: one tap, one click, at once. A pinch
// zooms the page, a swipe scrolls it, and neither touches the board.
//
// One live region per page says what the kernel announces (widgets/board_front.py `announce`):
// a move, a refusal and its reason, an exercise done. It is made once, in the page's body, and
// stays there: a screen reader follows the region it met when the page opened.

const INSTALLED = Symbol.for("tabletop-notebooks.board-front");

const nativeFocus = HTMLElement.prototype.focus;

function keepStillOnFocus(event) {
  const board = event.target instanceof Element ? event.target.closest("canvas.gk-board") : null;
  if (!board) return;
  board.gkPointer = [event.clientX, event.clientY];
  if (!Object.hasOwn(board, "focus")) {
    board.focus = (options) => {
      const layer = board.closest(".gk-board-stack")?.querySelector(".gk-keys");
      if (layer?.gkFocusAt && layer.gkFocusAt(...board.gkPointer)) return;
      nativeFocus.call(board, { ...options, preventScroll: true });
    };
  }
}

function letTabThrough(event) {
  if (event.key === "Tab" && event.target instanceof Element && event.target.matches("canvas")) {
    event.stopPropagation(); // before ipycanvas's handler, which would cancel it
  }
}

// A button pressed with the keyboard may go once pressed (a choice made, a dialog closed): the
// keyboard would fall to the top of the page. It goes to the board of the game it was in.
function keepTheKeyboardNear(event) {
  const gone = event.target;
  if (!(gone instanceof Element) || event.relatedTarget) return;
  const game = gone.closest(".gk-app, .gk-lesson, .gk-explorer");
  if (!game) return;
  setTimeout(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && (!gone.isConnected || !gone.getClientRects().length)) {
      game.querySelector('.gk-keys [tabindex="0"]')?.focus({ preventScroll: true });
    }
  }, 0);
}

const SLOP = 10;
// CSS px a finger may drift and still tap (Chrome's own touch slop is about as much).
const STILL_MS = 100;
// A touch that comes within this long of the page scrolling stops a fling: no tap.

// A board under an event: its canvas, the canvas showing its parts, or its keyboard layer where
// the layer takes a finger (board_keys.js).
const boardAt = (target) =>
  target instanceof Element ? target.closest("canvas.gk-board, canvas.gk-parts, .gk-keys") : null;
let touch = null; // the touch that may be a tap: {board, id, x, y}
let scrolled = -Infinity; // when the page last scrolled (performance.now())

function touchStarts(event) {
  const board = boardAt(event.target);
  if (!board) return;
  event.stopPropagation();
  const [finger] = event.changedTouches;
  const still = performance.now() - scrolled > STILL_MS;
  touch = event.touches.length === 1 && still
    ? { board, id: finger.identifier, x: finger.clientX, y: finger.clientY }
    : null; // a second finger (a pinch), or a finger that stops a fling
}

function touchMoves(event) {
  if (!boardAt(event.target)) return;
  event.stopPropagation();
  const finger = touch && [...event.changedTouches].find((t) => t.identifier === touch.id);
  if (finger && Math.hypot(finger.clientX - touch.x, finger.clientY - touch.y) > SLOP) touch = null;
}

function touchEnds(event) {
  if (!boardAt(event.target)) return;
  event.stopPropagation();
  const tap = touch;
  if (event.type === "touchcancel" || event.touches.length === 0) touch = null;
  const finger = tap && [...event.changedTouches].find((t) => t.identifier === tap.id);
  if (!finger || event.type === "touchcancel" || event.touches.length) return;
  const box = tap.board.getBoundingClientRect();
  const { clientX: x, clientY: y } = finger;
  const on = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  if (!on || Math.hypot(x - tap.x, y - tap.y) > SLOP || performance.now() - scrolled <= STILL_MS) {
    return;
  }
  event.preventDefault(); // the browser's own mouse events for this tap, and its click: not made
  const mouse = { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, detail: 1 };
  for (const kind of ["mousedown", "mouseup", "click"]) {
    tap.board.dispatchEvent(new MouseEvent(kind, mouse));
  }
}

function wheelScrolls(event) {
  if (boardAt(event.target)) event.stopPropagation(); // ipycanvas's handler would cancel it
}

function liveRegion() {
  let region = document.getElementById("gk-said");
  if (!region) {
    region = document.createElement("div");
    region.id = "gk-said";
    region.className = "gk-sr";
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    Object.assign(region.style, {
      position: "absolute", width: "1px", height: "1px", overflow: "hidden",
      clip: "rect(0 0 0 0)", whiteSpace: "nowrap",
    });
    document.body.append(region);
  }
  return region;
}

let said = 0;

function announce(text) {
  const region = liveRegion();
  const turn = ++said;
  region.textContent = "";
  // Emptied first and filled a moment later: the same words said twice are announced twice.
  setTimeout(() => {
    if (turn === said) region.textContent = text;
  }, 60);
}

// ipywidgets' toggle buttons (a tool, a pace, presenter mode) show which is on by a class only:
// a screen reader heard "button" for each, never which one is pressed. Each gets aria-pressed,
// kept in step with that class however the buttons are made or changed.
function markPressed(button) {
  const on = String(button.classList.contains("mod-active"));
  if (button.getAttribute("aria-pressed") !== on) button.setAttribute("aria-pressed", on);
}

function tellPressedButtons() {
  const toggles = ".widget-toggle-button";
  document.querySelectorAll(toggles).forEach(markPressed);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "attributes") {
        if (change.target.matches?.(toggles)) markPressed(change.target);
        continue;
      }
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(toggles)) markPressed(node);
        node.querySelectorAll(toggles).forEach(markPressed);
      }
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
}

function install(page) {
  if (page[INSTALLED]) return; // one page, many boards' models: install once
  page[INSTALLED] = true;
  page.addEventListener("mousedown", keepStillOnFocus, { capture: true });
  page.addEventListener("keydown", letTabThrough, { capture: true });
  page.addEventListener("focusout", keepTheKeyboardNear, { capture: true });
  page.addEventListener("touchstart", touchStarts, { capture: true, passive: true });
  page.addEventListener("touchmove", touchMoves, { capture: true, passive: true });
  page.addEventListener("touchend", touchEnds, { capture: true, passive: false });
  page.addEventListener("touchcancel", touchEnds, { capture: true, passive: true });
  page.addEventListener("wheel", wheelScrolls, { capture: true, passive: true });
  page.addEventListener("scroll", () => (scrolled = performance.now()), { capture: true, passive: true });
  liveRegion();
  tellPressedButtons();
}

export default {
  initialize({ model }) {
    install(globalThis);
    model.on("msg:custom", (message) => {
      if (typeof message?.say === "string") announce(message.say);
    });
  },
};
