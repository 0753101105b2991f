"""The Kaito explorer: set up any position, share it, and ask what is legal and what to play.

A position comes from a code (pasted, or from the page's ``?pos=`` link) or from the editor: pick
a tool, click squares. Every edit is checked by the engine (:func:`gamekit.kaito.code.decode`),
so an impossible position is refused with the reason and the position on the board stays as it
was. Tiles never vanish: a tile taken off the board goes to a player's captures, and a tile put
on the board comes from the captures (or, for a Mon, from those spent in trades), so the 36
tiles stay accounted for, as the rules require.

>>> explorer = KaitoExplorer("SSbSSS/SH1HHs/h3Ss/ss1ssh/hAsABB/CCAaaa r move c3 - -")
>>> explorer.edit("take_black", "f3")
True
>>> explorer.code.value
'SSbSSS/SH1HHs/h3S1/ss1ssh/hAsABB/CCAaaa r move c3 - s'
>>> explorer.edit("S", "a1")
False
>>> explorer.message.value
'a1 holds a red Sword: take it off the board first (“Red takes” or “Black takes”).'
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gamekit import InvalidPosition
from gamekit.core import State
from gamekit.kaito import GAME, KaitoState, parse_square, square_name
from gamekit.kaito.tiles import FULL_COUNT, LETTERS, TILE_OF_LETTER
from gamekit.tree import Tree
from widgets import theme
from widgets.closing import close_view
from widgets.feedback import message_line, show
from widgets.i18n import COMMON, colon, say, semicolon
from widgets.kaito import words
from widgets.kaito.app import APP, LEVELS, MODES, KaitoApp
from widgets.kaito.board import KaitoBoard
from widgets.kaito.words import EXPLORER
from widgets.practice import Practice
from widgets.query import page_link

SOLVE_SECONDS = 1.0
"""How long *Solve* searches before it says the position is too large."""
LINE_SHOWN = 6
"""The best line's first moves said in words."""


def tools(lang: str = "en") -> tuple[tuple[str, str], ...]:
    """What a click on the board can do, named in ``lang``: put a tile there (red ones first),
    take the tile off into a player's captures, or move the Kaito there (a click on the Kaito
    lifts it off, for a set-up position)."""
    tiles = sorted(FULL_COUNT, key=lambda t: (t.colour, t))
    named = tuple((_capital(words.tile_label(t, lang)), LETTERS[t]) for t in tiles)
    return named + tuple(
        (say(EXPLORER, key, lang), key) for key in ("take_red", "take_black", "kaito")
    )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


TOOLS = tools("en")
"""The editor's tools in English, as (label, value)."""


class KaitoExplorer:
    """The explorer, on the position ``code`` (a new game's set-up when None or unreadable).

    Display it, or put ``explorer.widget`` in a layout. ``lang`` ("en" or "fr") is the language
    of its interface; ``canvas`` is for tests.
    """

    def __init__(self, code: str | None = None, *, lang: str = "en", canvas: Any = None) -> None:
        self.lang = lang
        self.state: KaitoState = GAME.new_state(seed=1)
        self.board = KaitoBoard(self.state, canvas=canvas, show_targets=False, lang=lang)
        self.code = w.Text(
            description="Code",
            continuous_update=False,
            layout=w.Layout(width="560px", max_width="100%"),
        )
        self.code.add_class("gk-code")
        self.load_button = w.Button(description=say(COMMON, "load", lang), icon="upload")
        self.load_button.add_class("gk-load")
        self.link = w.HTML().add_class("gk-link")
        self.message = w.HTML().add_class("gk-explorer-message")
        # Labels and buttons take the room their words need: French ones are longer.
        labels = {"description_width": "100px"}
        self.tool = w.ToggleButtons(
            options=tools(lang),
            value="take_red",
            description=say(EXPLORER, "tool", lang),
            style=labels,
        )
        self.tool.style.button_width = "118px"
        self.turn = w.ToggleButtons(
            options=((words.name(0, lang), 0), (words.name(1, lang), 1)),
            description=say(EXPLORER, "to_play", lang),
            style=labels,
        )
        self.step = w.Dropdown(
            options=tuple((say(EXPLORER, s, lang), s) for s in ("place", "move", "trade")),
            description=say(EXPLORER, "step", lang),
            style=labels,
            layout=w.Layout(width="340px", max_width="100%"),  # "poser le Kaito (mise en place)"
        )
        self.red_hand = w.Text(
            description=say(EXPLORER, "red_holds", lang), continuous_update=False, style=labels
        )
        self.black_hand = w.Text(
            description=say(EXPLORER, "black_holds", lang), continuous_update=False, style=labels
        )
        self.legal_button = w.Button(
            description=say(EXPLORER, "legal", lang), icon="list", layout=_auto()
        )
        self.legal_button.add_class("gk-legal")
        self.suggest_button = w.Button(
            description=say(EXPLORER, "suggest", lang), icon="lightbulb-o", layout=_auto()
        )
        self.suggest_button.add_class("gk-suggest")
        self.solve_button = w.Button(
            description=say(EXPLORER, "solve", lang), icon="check", layout=_auto()
        )
        self.solve_button.add_class("gk-solve")
        self.analyse_button = w.Button(
            description=say(EXPLORER, "analyse", lang), icon="code-fork", layout=_auto()
        )
        self.analyse_button.add_class("gk-analyse")
        self.answer = message_line("tip")
        self.analysis = w.VBox().add_class("gk-analysis")
        self.board_app: KaitoApp | None = None  # the analysis board below, if open
        self.practice = KaitoPractice(self)
        self.play_button = self.practice.start_button
        self.play_button.add_class("gk-play")
        self._syncing = False

        self.board.on_square(self._on_square)
        self.board.on_miss(self._on_board_miss)
        self.load_button.on_click(lambda _: self.load(self.code.value))
        self.code.observe(self._on_code, names="value")
        for control in (self.turn, self.step, self.red_hand, self.black_hand):
            control.observe(self._on_control, names="value")
        self.legal_button.on_click(lambda _: self.show_legal())
        self.suggest_button.on_click(lambda _: self.suggest())
        self.solve_button.on_click(lambda _: self.solve())
        self.analyse_button.on_click(lambda _: self.analyse())

        controls = w.VBox(
            [self.turn, self.step, self.red_hand, self.black_hand],
            layout=w.Layout(margin="0 0 0 16px"),
        )
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                w.HBox([self.code, self.load_button]),
                self.link,
                self.message,
                self.tool,
                w.HBox([self.board.widget, controls]),
                w.HTML(words.legend_html(("red", "kaito", "hint", "square"), lang)),
                w.HBox(
                    [
                        self.legal_button,
                        self.suggest_button,
                        self.solve_button,
                        self.analyse_button,
                    ]
                ),
                self.answer,
                self.analysis,
                self.practice.widget,
            ]
        ).add_class("gk-explorer")
        if code is None or not self.load(code):
            self._show(self.state)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- positions in and out ------------------------------------------------------------------

    def load(self, code: str) -> bool:
        """Show the position ``code``, or a whole analysis (a tree's link text, or its file):
        its start in the editor and its moves on the analysis board below. What cannot be
        read is refused with the reason and what is shown stays."""
        try:
            tree = Tree.from_text(code, GAME)
        except InvalidPosition as err:
            self._refuse(say(EXPLORER, "unreadable", self.lang, err=err.say(self.lang)))
            return False
        self._show(tree.state)  # type: ignore[arg-type]
        self._tell("")
        if tree.variations:
            self.analyse(tree)
        return True

    def analyse(self, tree: Tree | None = None) -> KaitoApp:
        """Open an analysis board below the explorer on its position (or on ``tree``): both
        sides played by hand, every line tried kept in its move list, branches made the main
        line, deleted and commented, and the whole analysis shared by link or file."""
        app = KaitoApp(self.state, lang=self.lang)
        if tree is not None:
            app.follow_tree(tree)
        app.analyse()
        old, self.board_app = self.board_app, app
        self.analysis.children = (app.widget,)
        close_view(old)
        return app

    def link_for(self, state: KaitoState) -> str:
        """The relative link that opens this page (in its language) on ``state``."""
        return page_link("kaito", self.lang, state.to_code())

    # -- the editor ----------------------------------------------------------------------------

    def edit(self, tool: str, square: int | str) -> bool:
        """Use ``tool`` (a value of ``TOOLS``) on ``square`` (a number or a name like "c4").
        Returns whether the position changed; a refusal says why and changes nothing."""
        square = parse_square(square) if isinstance(square, str) else square
        lang = self.lang
        parts = _Parts(self.state)
        name = square_name(square)
        here = parts.board[square]
        if tool in ("take_red", "take_black"):
            if here is None:
                return self._refuse(say(EXPLORER, "empty", lang, square=name))
            if parts.kaito == square:
                return self._refuse(say(EXPLORER, "under", lang, square=name))
            parts.board[square] = None
            parts.hands[0 if tool == "take_red" else 1] += LETTERS[here]
        elif tool == "kaito":
            if parts.kaito == square:
                parts.kaito, parts.step = None, "place"
            else:
                parts.kaito = square
                parts.step = "move" if parts.step == "place" else parts.step
        else:
            tile = TILE_OF_LETTER[tool]
            if here is not None:
                label = words.tile_label(here, lang)
                return self._refuse(say(EXPLORER, "occupied", lang, square=name, tile=label))
            held = [i for i, hand in enumerate(parts.hands) if tool in hand]
            if held:
                parts.hands[held[0]] = parts.hands[held[0]].replace(tool, "", 1)
            elif tile.kind != "mon" or parts.count(tool) >= FULL_COUNT[tile]:
                count, label = FULL_COUNT[tile], words.tile_label(tile, lang)
                return self._refuse(say(EXPLORER, "all_placed", lang, count=count, tile=label))
            parts.board[square] = tile
        return self._try(parts.code())

    def _on_code(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.load(change["new"])

    def _on_square(self, square: int) -> None:
        self.edit(self.tool.value, square)

    def _on_board_miss(self) -> None:
        """A click that picks no square: say what a click does."""
        self._tell(say(EXPLORER, "miss", self.lang, tool=self.tool.label))

    def _on_control(self, _: Any) -> None:
        if self._syncing:
            return
        parts = _Parts(self.state)
        parts.player, parts.step = self.turn.value, self.step.value
        parts.hands = [_letters(self.red_hand.value), _letters(self.black_hand.value)]
        if not self._try(parts.code()):
            self._show(self.state)  # put the controls back as they were

    def _try(self, code: str) -> bool:
        try:
            state = GAME.from_code(code)
        except InvalidPosition as err:
            return self._refuse(say(EXPLORER, "impossible", self.lang, err=err.say(self.lang)))
        self._show(state)
        self._tell("")
        return True

    # -- questions -----------------------------------------------------------------------------

    def show_legal(self) -> None:
        """List what the player to act may do here, in words."""
        state, lang = self.state, self.lang
        outcome = state.outcome()
        if outcome is not None:
            self._answer(escape(say(EXPLORER, "over", lang, why=outcome.reason.say(lang))))
            return
        items = "".join(
            f"<li>{escape(words.describe(state, a, lang))}</li>" for a in state.legal_actions()
        )
        self._answer(f"<b>{words.status(state, lang)}</b><ul>{items}</ul>")

    def suggest(self) -> None:
        """What the computer would play here, and why."""
        lang = self.lang
        if self.state.is_over:
            self._answer(say(EXPLORER, "over_nothing", lang))
            return
        hint = GAME.hint(self.state)
        square = getattr(hint.action, "square", None)
        self.board.show(self.state, hint=square)
        would = say(EXPLORER, "would_play", lang, action=hint.action)
        self._answer(f"<b>{escape(would)}</b> {escape(hint.say(lang))}")

    def solve(self, time_limit: float = SOLVE_SECONDS) -> Any:
        """Who wins from here with best play for both sides, in how many turns, and the best
        line, its first move framed on the board (:meth:`gamekit.kaito.game.KaitoGame.solve`);
        a position too large to finish in time says so, with the computer's suggestion."""
        state, lang = self.state, self.lang
        solution = GAME.solve(state, time_limit)
        said = [f"<b>{escape(solution.text(lang))}</b>"]
        first = solution.line[0] if solution.line else None
        if solution.complete and first is not None:
            moves, here = [], state
            for action in solution.line[:LINE_SHOWN]:
                moves.append(words.describe(here, action, lang))
                here = here.apply(action)
            more = "…" if len(solution.line) > LINE_SHOWN else "."
            joined = semicolon(lang).join(moves) + more
            said.append(escape(say(EXPLORER, "best_line", lang, moves=joined)))
        elif not solution.complete and not state.is_over:
            first = GAME.hint(state).action
            said.append(escape(say(EXPLORER, "too_large", lang, action=first)))
        self.board.show(state, hint=getattr(first, "square", None))
        self._answer(" ".join(said))
        return solution

    @property
    def app(self) -> KaitoApp | None:
        """The game opened below the explorer for practice, if any."""
        return self.practice.app

    def play_from_here(self) -> KaitoApp | None:
        """Practise from this position below the explorer, on the side and at the level chosen
        (:class:`KaitoPractice`); the review follows the game's end."""
        return self.practice.start()

    # -- showing -------------------------------------------------------------------------------

    def _show(self, state: KaitoState) -> None:
        self.state = state
        self.board.show(state)
        code = state.to_code()
        red, black = (_Parts.hand_text(hand) for hand in state.captured)
        self._syncing = True
        try:
            self.code.value = code
            self.turn.value = state.to_play
            self.step.value = state.step
            self.red_hand.value, self.black_hand.value = red, black
        finally:
            self._syncing = False
        self._answer("")
        link = self.link_for(state)
        self.link.value = (
            f"{say(COMMON, 'link', self.lang)}{colon(self.lang)}"
            f'<a href="{escape(link)}" target="_blank">{escape(link)}</a>'
        )

    def _refuse(self, text: str) -> bool:
        self._tell(text, error=True)
        return False

    def _tell(self, text: str, *, error: bool = False) -> None:
        show(self.message, escape(text))
        if error:
            self.message.add_class("gk-error")
        else:
            self.message.remove_class("gk-error")

    def _answer(self, html: str) -> None:
        show(self.answer, html)
        self.answer.layout.display = "block" if html else "none"


class KaitoPractice(Practice):
    """Practice from the explorer's position: a :class:`~widgets.kaito.app.KaitoApp` where the
    learner plays Red or Black against the computer at the level chosen (the app's own words),
    and the review after it (the solver judges where it proves the position)."""

    def __init__(self, explorer: KaitoExplorer) -> None:
        self.explorer = explorer
        lang = explorer.lang
        levels = [(say(APP, level, lang), level) for level in LEVELS]
        super().__init__(GAME, lang=lang, levels=levels, watch=explorer.code)

    def position(self) -> State:
        return self.explorer.state

    def open_game(self, state: State, seat: int, level: str) -> KaitoApp:
        mode = MODES[1 + seat]  # "red" or "black": the colour the learner plays
        app = KaitoApp(state, mode=mode, level=level, lang=self.lang)  # type: ignore[arg-type]
        for chosen_here in (app.mode, app.level, app.seed, app.new_button):
            chosen_here.layout.display = "none"  # the side and level are the panel's; no new game
        return app

    def describe(self, state: State, action: Any) -> str:
        return words.describe(state, action, self.lang)  # type: ignore[arg-type]

    def seat_name(self, player: int) -> str:
        return words.name(player, self.lang)


class _Parts:
    """A position taken apart for editing, and put back together as a code."""

    def __init__(self, state: KaitoState) -> None:
        self.board = list(state.board)
        self.kaito = state.kaito
        self.player = state.to_play
        self.step = state.step
        self.hands = [self.hand_text(hand) for hand in state.captured]

    @staticmethod
    def hand_text(hand: Any) -> str:
        return "".join(LETTERS[t] for t in hand)

    def count(self, letter: str) -> int:
        on_board = sum(1 for t in self.board if t is not None and LETTERS[t] == letter)
        return on_board + sum(hand.count(letter) for hand in self.hands)

    def code(self) -> str:
        rows = []
        for r in range(6):
            row, gap = "", 0
            for tile in self.board[r * 6 : r * 6 + 6]:
                if tile is None:
                    gap += 1
                    continue
                row += (str(gap) if gap else "") + LETTERS[tile]
                gap = 0
            rows.append(row + (str(gap) if gap else ""))
        kaito = "-" if self.kaito is None else square_name(self.kaito)
        red, black = (hand or "-" for hand in self.hands)
        return f"{'/'.join(rows)} {'rb'[self.player]} {self.step} {kaito} {red} {black}"


def _auto() -> w.Layout:
    """A button as wide as its words."""
    return w.Layout(width="auto")


def _letters(text: str) -> str:
    """Captured tiles typed by a person: spaces, commas and dashes are ignored."""
    return "".join(c for c in text if c not in " ,-")


def position_from_query(
    query_string: str, *, lang: str = "en"
) -> tuple[KaitoState | None, str | None]:
    """The position in a page's query string: ``(state, None)`` for a good ``pos``,
    ``(None, None)`` without one, ``(None, message)`` (in ``lang``) for a code that cannot be
    read."""
    from widgets.query import parameters

    code = parameters(query_string).get("pos")
    if code is None:
        return None, None
    try:
        return GAME.from_code(code), None
    except InvalidPosition as err:
        return None, say(EXPLORER, "link_unreadable", lang, err=err.say(lang))
