"""The layered canvas board every game view builds on, and a recording stand-in for tests.

A :class:`CanvasBoard` is an ipycanvas ``MultiCanvas`` with three layers (``background``,
``pieces``, ``highlights``) and a fixed pixel size. Subclasses say what each layer shows, as
shapes, in :meth:`CanvasBoard.scene`; the board paints them. How it stays correct in Voilà and
JupyterLab (see JUPYTER.md):

- it draws only once a browser is ready (``on_client_ready``): anything sent before is lost;
- on that signal it forgets ipycanvas's cached "current canvas" and repaints every layer, so a
  reloaded page or a second client gets the whole board again;
- every repaint is one message (``hold_canvas``), and a layer whose shapes did not change is not
  repainted;
- state lives in Python; painting is idempotent, so a repaint can happen at any time.

Clicks arrive on the top layer as pixels and leave as cells (row, col) through the board's
:class:`~widgets.geometry.Geometry`, to the handlers of :meth:`CanvasBoard.on_cell`. A click that
picks nothing (a margin, a gap, or a cell that means nothing now, which a subclass answers
with :meth:`CanvasBoard.miss`) goes to the handlers of
:meth:`CanvasBoard.on_miss`: the page says there what may be clicked, so that every click gets
a visible answer, and the board is not repainted for it. The first board a
kernel makes also brings the boards' own code to the page (:mod:`widgets.board_front`): without
it, a click on a board partly scrolled out of the window scrolled it and landed on another cell.

Over the canvas lies its keyboard and screen-reader layer (:class:`~widgets.keys.BoardKeys`):
the board's :meth:`CanvasBoard.spots` (what a click may pick, each named in words) and its
:meth:`CanvasBoard.summary` (the position in words). A key pressed on a spot clicks its centre:
the keyboard gets the very answers the mouse gets. :attr:`CanvasBoard.widget` holds both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ipycanvas import Canvas, MultiCanvas, hold_canvas
from ipywidgets import Box, Layout

from widgets.board_front import after_paint, announce, board_front
from widgets.geometry import Geometry
from widgets.keys import HOW, BoardKeys, Spot
from widgets.later import board_shown
from widgets.shapes import Circle, Line, Poly, Rect, Shape, Text

LAYERS = ("background", "pieces", "highlights")
Scene = Mapping[str, tuple[Shape, ...]]
CellHandler = Callable[[tuple[int, int]], None]
MissHandler = Callable[[], None]


def paint(layer: Any, shapes: Iterable[Shape]) -> None:
    """Draw shapes on one canvas layer, setting each style only when it changes."""
    record = getattr(layer, "record_shape", None)
    style: dict[str, Any] = {}

    def use(name: str, value: Any) -> None:
        if style.get(name) != value:
            setattr(layer, name, value)
            style[name] = value

    use("line_cap", "round")
    use("line_join", "round")
    for shape in shapes:
        if record is not None:
            record(shape)
        use("global_alpha", shape.opacity)
        if isinstance(shape, Text):
            use("font", f"{'bold ' if shape.bold else ''}{shape.size:.0f}px sans-serif")
            use("text_align", "center")
            use("text_baseline", "middle")
            use("fill_style", shape.fill)
            if shape.width is None:
                layer.fill_text(shape.text, shape.x, shape.y)
            else:
                layer.fill_text(shape.text, shape.x, shape.y, shape.width)
            continue
        if isinstance(shape, Line):
            use("stroke_style", shape.stroke)
            use("line_width", shape.width)
            layer.stroke_line(shape.x1, shape.y1, shape.x2, shape.y2)
            continue
        if shape.fill:
            use("fill_style", shape.fill)
            _fill(layer, shape)
        if shape.stroke:
            use("stroke_style", shape.stroke)
            use("line_width", shape.width)
            _stroke(layer, shape)


def _fill(layer: Any, shape: Rect | Poly | Circle) -> None:
    if isinstance(shape, Rect):
        layer.fill_rect(shape.x, shape.y, shape.w, shape.h)
    elif isinstance(shape, Poly):
        layer.fill_polygon(list(shape.points))
    else:
        layer.fill_circle(shape.cx, shape.cy, shape.r)


def _stroke(layer: Any, shape: Rect | Poly | Circle) -> None:
    if isinstance(shape, Rect):
        layer.stroke_rect(shape.x, shape.y, shape.w, shape.h)
    elif isinstance(shape, Poly):
        layer.stroke_polygon(list(shape.points))
    else:
        layer.stroke_circle(shape.cx, shape.cy, shape.r)


class CanvasBoard:
    """A board on a layered canvas: subclasses give the :meth:`scene`, callers get clicked cells.

    ``canvas`` may be a :class:`RecordingCanvas` (tests) instead of a new ``MultiCanvas``.
    """

    narrowest = 0.0
    """The smallest scale a page shows the board whole at; below it, in its :meth:`parts`
    (0: always whole)."""

    def __init__(self, geometry: Geometry, *, canvas: MultiCanvas | None = None) -> None:
        self.geometry = geometry
        width, height = geometry.size
        self.canvas = canvas if canvas is not None else MultiCanvas(len(LAYERS))
        self.canvas.width, self.canvas.height = width, height
        # A fixed layout size, or CSS stretches the canvas to the width of the page.
        self.canvas.layout = Layout(width=f"{width}px", height=f"{height}px", flex="0 0 auto")
        self.canvas.add_class("gk-board")
        self.canvas.add_class(f"gk-size-{width}x{height}")
        board_front()
        self.canvas.on_client_ready(self._on_client_ready)
        self.canvas.on_mouse_down(self._on_mouse_down)
        self.keys = BoardKeys(size=(width, height), narrowest=self.narrowest)
        self.keys.on_press(self._on_press)
        self.keys.on_read(self._on_read)
        self.stack = Box([self.canvas, self.keys]).add_class("gk-board-stack")
        self.stack.add_class(f"gk-size-{width}x{height}")
        self._ready = False
        self._painted: dict[str, tuple[Shape, ...]] = {}
        self._cell_handlers: list[CellHandler] = []
        self._missed: list[MissHandler] = []

    @property
    def widget(self) -> Box:
        """The widget to put in a layout: the canvas, and its keyboard layer over it."""
        return self.stack

    @property
    def ready(self) -> bool:
        """Whether a browser has shown the canvas and can receive drawing."""
        return self._ready

    def scene(self) -> Scene:
        """What each layer (named in ``LAYERS``) shows now, as shapes. Subclasses override."""
        return {name: () for name in LAYERS}

    def name(self) -> str:
        """What a screen reader calls the board ("Kaito board"). Subclasses override."""
        return ""

    def spots(self) -> tuple[Spot, ...]:
        """The places a click may pick now, in reading order, each named in words: by default
        every cell of the grid, named by :meth:`spot_label`."""
        g = self.geometry
        found = []
        for row in range(g.rows):
            for col in range(g.cols):
                x, y, w, h = g.cell_rect(row, col)
                found.append(Spot(x, y, w, h, self.spot_label((row, col)), row))
        return tuple(found)

    def spot_label(self, cell: tuple[int, int]) -> str:
        """What a reader hears on ``cell``. Subclasses override."""
        return f"{cell[0] + 1}, {cell[1] + 1}"

    def summary(self) -> str:
        """The position in words (the board's text alternative). Subclasses override."""
        return ""

    def parts(self) -> tuple[tuple[float, float, float, float], ...]:
        """Where the board may be cut for a page too narrow to show it whole at
        :attr:`narrowest`, as rectangles (x, y, w, h) in reading order: whole things in each.
        Subclasses with a :attr:`narrowest` override."""
        return ()

    def read(self, letter: str, spot: int) -> str | None:
        """What the key ``letter`` reads with the cursor on spot ``spot`` (a row, a column, the
        position...), or None if that key reads nothing here. Subclasses override."""
        return None

    def _on_press(self, index: int) -> None:
        spots = self.keys.shown
        if 0 <= index < len(spots):
            self.click(*spots[index].centre)

    def _on_read(self, letter: str, index: int) -> None:
        text = self.read(letter, index)
        if text:
            announce(text)

    def redraw(self, *, force: bool = False) -> None:
        """Repaint the layers whose shapes changed (all of them with ``force``), in one message,
        then tell the keyboard layer the spots and the position. The layers wait until a browser
        is ready: the board repaints itself then."""
        if self._ready:
            scene = self.scene()
            with hold_canvas():
                for index, name in enumerate(LAYERS):
                    shapes = tuple(scene.get(name, ()))
                    if force or self._painted.get(name) != shapes:
                        layer = self.canvas[index]
                        layer.clear()
                        paint(layer, shapes)
                        self._painted[name] = shapes
        if self.narrowest:
            parts = [list(part) for part in self.parts()]
            if parts != self.keys.parts:
                self.keys.parts = parts
        after_paint(self.keys, self._name_spots)

    def _name_spots(self) -> None:
        """Give the keyboard layer the board's spots and the position in words: after the
        board's paint (the page paints first, then renames its cells)."""
        with self.keys.hold_sync():
            self.keys.name = self.name()
            self.keys.how = HOW.get(getattr(self, "lang", "en"), HOW["en"])
            self.keys.show(self.spots(), self.summary())

    def on_cell(self, handler: CellHandler) -> None:
        """Call ``handler((row, col))`` when a cell is clicked."""
        self._cell_handlers.append(handler)

    def on_miss(self, handler: MissHandler) -> None:
        """Call ``handler()`` when a click picks nothing (see :meth:`miss`)."""
        self._missed.append(handler)

    def miss(self) -> None:
        """Answer a click on the board that picks nothing: a margin, a gap, or a cell that means
        nothing now (subclasses call this for those). The handlers of :meth:`on_miss` say what
        may be clicked instead."""
        for handler in self._missed:
            handler()

    def click(self, x: float, y: float) -> None:
        """Handle a click at pixel (x, y), as the browser's mouse-down does. A pixel off the
        canvas is no click on the board (a browser sends none: it reads a click's pixel from
        where it lies on the canvas, its edges included)."""
        width, height = self.geometry.size
        if not (0 <= x <= width and 0 <= y <= height):
            return
        cell = self.geometry.cell_at(x, y)
        if cell is None:
            self.miss()  # a margin or a gap: nothing to play there
            return
        for handler in self._cell_handlers:
            handler(cell)

    def _on_mouse_down(self, x: float, y: float) -> None:
        self.click(x, y)

    def _on_client_ready(self) -> None:
        self._ready = True
        # ipycanvas remembers which canvas it last drew on; a new client knows none, so the next
        # command must name its canvas again (JUPYTER.md: the blank canvas under Voilà).
        self.canvas._canvas_manager._current_canvas = None
        self.redraw(force=True)
        board_shown()


# -- a canvas that records instead of drawing, for headless tests -----------------------------


@dataclass
class Call:
    """One drawing call on a layer, with the styles in force when it was made."""

    name: str
    args: tuple[Any, ...]
    style: dict[str, Any]


@dataclass
class RecordingLayer:
    """Stands in for one ipycanvas ``Canvas`` layer: keeps every call and every shape painted
    since the last ``clear()``."""

    calls: list[Call] = field(default_factory=list)
    shapes: list[Shape] = field(default_factory=list)
    clears: int = 0
    _style: dict[str, Any] = field(default_factory=dict)

    STYLES = ("fill_style", "stroke_style", "line_width", "global_alpha", "font", "text_align",
              "text_baseline", "line_cap", "line_join")  # fmt: skip

    def __setattr__(self, name: str, value: Any) -> None:
        if name in RecordingLayer.STYLES:
            self._style[name] = value
        else:
            object.__setattr__(self, name, value)

    def __getattr__(self, name: str) -> Any:
        if name in RecordingLayer.STYLES:
            return self._style.get(name)
        if name.startswith(("fill_", "stroke_")):
            return lambda *args: self.calls.append(Call(name, args, dict(self._style)))
        raise AttributeError(name)

    def clear(self) -> None:
        self.calls.clear()
        self.shapes.clear()
        self.clears += 1

    def record_shape(self, shape: Shape) -> None:
        self.shapes.append(shape)

    def tags(self, kind: str = "") -> list[str]:
        """The tags of the shapes on this layer, e.g. ``tags("target")`` -> ``["target:c4"]``."""
        return [s.tag for s in self.shapes if s.tag and s.tag.startswith(kind)]

    def texts(self) -> list[str]:
        """Every text drawn, in order."""
        return [c.args[0] for c in self.calls if c.name == "fill_text"]


class RecordingCanvas(MultiCanvas):
    """A real ``MultiCanvas`` widget (so it fits in layouts and takes the same callbacks) whose
    layers record drawing instead of sending it. ``connect()`` and ``click(x, y)`` play the
    browser's part."""

    def __init__(self, n_canvases: int = len(LAYERS), **kwargs: Any) -> None:
        super().__init__(n_canvases, **kwargs)
        self.recorders = [RecordingLayer() for _ in range(n_canvases)]

    def __getitem__(self, key: int) -> RecordingLayer:  # type: ignore[override]
        return self.recorders[key]

    def layer(self, name: str) -> RecordingLayer:
        """The recorder of the layer called ``name`` (see ``LAYERS``)."""
        return self.recorders[LAYERS.index(name)]

    @property
    def top(self) -> Canvas:
        return self._canvases[-1]

    def connect(self) -> None:
        """Act as a browser that has just shown the canvas."""
        self.top._handle_frontend_event(None, {"event": "client_ready"}, [])

    def click(self, x: float, y: float) -> None:
        """Act as a mouse-down at pixel (x, y)."""
        self.top._handle_frontend_event(None, {"event": "mouse_down", "x": x, "y": y}, [])
