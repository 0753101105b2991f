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
