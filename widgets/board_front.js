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

const INSTALLED = Symbol.for("tabletop-notebooks.board-front");

const nativeFocus = HTMLElement.prototype.focus;

function keepStillOnFocus(event) {
  const board = event.target instanceof Element ? event.target.closest("canvas.gk-board") : null;
  if (board && !Object.hasOwn(board, "focus")) {
    board.focus = (options) => nativeFocus.call(board, { ...options, preventScroll: true });
  }
}

function install(page) {
  if (page[INSTALLED]) return; // one page, many boards' models: install once
  page[INSTALLED] = true;
  page.addEventListener("mousedown", keepStillOnFocus, { capture: true });
}

export default {
  initialize() {
    install(globalThis);
  },
};
