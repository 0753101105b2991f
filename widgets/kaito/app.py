"""The Kaito game app: a live board, the captured tiles, a move log, and the controls.

Data flows one way. A click on the board becomes a square; the square becomes an action (placing
the Kaito during set-up, a capture after it); the match plays it (a new state) or the engine
refuses it (a reason, shown with its rule id in the "why" panel); then :meth:`KaitoApp.refresh`
redraws everything from ``match.state``. Against the computer, the computer's turn follows the
player's in the same handler (it answers in under 300 ms).
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

import gamekit
from gamekit import IllegalAction, Match
from gamekit.kaito import GAME, Capture, EndTurn, KaitoState, Place, Trade
from widgets import theme
from widgets.feedback import Kind, message_line, speak, tell
from widgets.i18n import COMMON, Table, colon, say, semicolon
from widgets.kaito import words
from widgets.kaito.board import KaitoBoard
from widgets.pacing import Pacer
from widgets.typed import MoveField
from widgets.variations import BranchTools, MoveList, share_html

APP: Table = {
    "hotseat": {"en": "Two players, one screen", "fr": "Deux joueurs, un écran"},
    "red": {
        "en": "You play Red against the computer",
        "fr": "Vous jouez Rouge contre l’ordinateur",
    },
    "black": {
        "en": "You play Black against the computer",
        "fr": "Vous jouez Noir contre l’ordinateur",
    },
    "random": {"en": "Beginner (random moves)", "fr": "Débutant (au hasard)"},
    "greedy": {"en": "Greedy (one move ahead)", "fr": "Gourmand (un coup d’avance)"},
    "search": {"en": "Strong (looks ahead)", "fr": "Fort (calcule plusieurs coups)"},
    "mode": {"en": "Mode", "fr": "Mode"},
    "level": {"en": "Computer", "fr": "Ordinateur"},
    "targets": {"en": "Show where the Kaito can go", "fr": "Montrer où le Kaito peut aller"},
    "move": {"en": "Move {n}.", "fr": "Coup {n}."},
    "computers_turn": {
        "en": " (the computer’s turn: press “Computer plays”)",
        "fr": " (au tour de l’ordinateur : appuyez sur « L’ordinateur joue »)",
    },
    "mons_trade": {"en": "Mons trade:", "fr": "Échange de Mons :"},
    "end_turn": {"en": "End turn, no trade", "fr": "Finir le tour sans échange"},
    "computer": {"en": "Computer:", "fr": "Ordinateur :"},
    "miss_over": {
        "en": "The game is over: press “New game” to play again.",
        "fr": "La partie est terminée : appuyez sur « Nouvelle partie » pour rejouer.",
    },
    "its_turn": {
        "en": "It is the computer’s turn: press “Computer plays”.",
        "fr": "C’est au tour de l’ordinateur : appuyez sur « L’ordinateur joue ».",
    },
    "looking": {
        "en": "Looking at move {n}; play on from here, or use Redo.",
        "fr": "Vous regardez le coup {n} ; jouez à partir d’ici, ou utilisez Rétablir.",
    },
    "looking_latest": {
        "en": "Back at the latest position, move {n}: play on from here.",
        "fr": "De retour à la dernière position, coup {n} : jouez à partir d’ici.",
    },
    "moves": {
        "en": "<b>Moves</b> <small>(choose one to look back)</small>",
        "fr": "<b>Coups</b> <small>(choisissez-en un pour revenir en arrière)</small>",
    },
    "tree": {
        "en": "<b>Moves and branches</b> <small>(• the line shown; choose a move to go "
        "there)</small>",
        "fr": "<b>Coups et variantes</b> <small>(• la ligne affichée ; choisissez un coup pour "
        "y aller)</small>",
    },
    "start": {"en": "start", "fr": "début"},
}
MODES = ("hotseat", "red", "black")
LEVELS = ("random", "greedy", "search")
LEGEND_MARKS = ("red", "kaito", "targets", "last", "placed", "hint", "refused", "square")


class KaitoApp:
    """A full game of Kaito, hot-seat or against the computer.

    ``state`` starts the game from a position (else a new game from ``seed``); ``mode`` is
    "hotseat", "red" or "black" (the colour the human plays); ``level`` is one of
    ``GAME.levels``. Display the app itself, or put ``app.widget`` in a layout.
    """

    def __init__(
        self,
        state: KaitoState | None = None,
        *,
        seed: int = 1,
        mode: str = "hotseat",
        level: str = "greedy",
        canvas: Any = None,
        lang: str = "en",
    ) -> None:
        self.lang = lang
        start = state if state is not None else GAME.new_state(seed=seed)
        self.match = Match(start)
        self.board = KaitoBoard(start, canvas=canvas, lang=lang)
        self._computer = GAME.computer(level, seed=seed)
        self._hint: int | None = None
        self._refused: int | None = None
        self._answering = ""  # what the person's move got, which the computer's moves follow
        self._playing = False  # whether a person's move (or a click) is being answered
        self._syncing = False
        self._over: list[Any] = []
        self._shown: list[Any] = []
        self._over_state: Any = None  # the last game-over position the handlers were told of

        self.status = w.HTML().add_class("gk-status")
        self.why = message_line("tip")
        self.why.value = words.rule_html("kaito.goal", lang=self.lang)
        self.typed = MoveField(
            read=lambda text: GAME.parse_action(text, self.state),
            play=self.play,
            tell=self._say,
            moves=lambda: words.legal_html(self.state, self.lang),
            example=lambda: words.example_move(self.state),
            lang=lang,
        )
        self.hands = w.HTML().add_class("gk-hands")
        self.moves = w.Select(
            options=[(say(APP, "start", lang), 0)], value=0, rows=12, layout=w.Layout(width="auto")
        )
        self.moves.add_class("gk-log")
        self.move_list = MoveList(  # option 0 is the start, then the tree's moves
            lambda state, action: words.describe(state, action, lang), lang, first=1
        )
        self.branches: BranchTools | None = None  # an analysis board's tools: analyse()
        self.shared: w.HTML | None = None  # and its links
        self.analysis_tools = w.VBox()
        self.moves_heading = w.HTML(say(APP, "moves", lang))
        theme.quiet_label(self.moves, say(words.WORDS, "log", lang))  # its heading is above it
        self.trades = w.Box(layout=w.Layout(flex_flow="row wrap", display="none"))
        self.trades.add_class("gk-trades")

        self.undo_button = w.Button(
            description=say(COMMON, "undo", lang), icon="undo", layout=_narrow()
        )
        self.redo_button = w.Button(
            description=say(COMMON, "redo", lang), icon="redo", layout=_narrow()
        )
        self.hint_button = w.Button(
            description=say(COMMON, "hint", lang), icon="lightbulb-o", layout=_narrow()
        )
        self.pacer = Pacer(lang)
        self.computer_button = w.Button(
            description=say(COMMON, "computer_plays", lang),
            icon="play",
            layout=w.Layout(width="auto"),
        )
        self.mode = w.Dropdown(  # wide enough for "Vous jouez Noir contre l’ordinateur"
            options=[(say(APP, m, lang), m) for m in MODES],
            value=mode,
            description=say(APP, "mode", lang),
            layout=w.Layout(width="400px", max_width="100%"),
        )
        self.level = w.Dropdown(
            options=[(say(APP, v, lang), v) for v in LEVELS],
            value=level,
            description=say(APP, "level", lang),
            layout=w.Layout(width="340px", max_width="100%"),  # "Gourmand (un coup d’avance)"
        )
        self.seed = w.BoundedIntText(
            value=seed,
            min=0,
            max=10**9,
            description=say(COMMON, "seed", lang),
            style={"description_width": "initial"},  # "Numéro de partie" whole
            layout=_narrow(250),
        )
        self.new_button = w.Button(
            description=say(COMMON, "new_game", lang), icon="refresh", button_style="primary"
        )
        self.show_targets = w.Checkbox(
            value=True, description=say(APP, "targets", lang), indent=False
        )
        for button, name in (
            (self.undo_button, "undo"),
            (self.redo_button, "redo"),
            (self.hint_button, "hint"),
            (self.computer_button, "computer"),
        ):
            button.add_class(f"gk-{name}")
        self.new_button.add_class("gk-new")

        self.board.on_square(self._on_square)
        self.board.on_miss(self._on_board_miss)
        self.moves.observe(self._on_log_select, names="value")
        self.undo_button.on_click(self._on_undo)
        self.redo_button.on_click(self._on_redo)
        self.hint_button.on_click(self._on_hint)
        self.computer_button.on_click(self._on_computer)
        self.new_button.on_click(self._on_new_game)
        self.mode.observe(self._on_mode, names="value")
        self.level.observe(self._on_level, names="value")
        self.show_targets.observe(self._on_show_targets, names="value")

        side = w.VBox(
            [
                self.hands,
                self.moves_heading,
                self.moves,
                self.analysis_tools,
            ],
            # Beside the board it takes the room left, up to what the longest move needs with
            # the list's scroll bar (" 16. Black takes the red Helmet on c4 (own tile: out of
            # play)": 551 px in a select's monospace, the bound; a fifth less in the page's type,
            # which move lists now use); on a narrow or zoomed screen it goes under the board.
            layout=w.Layout(flex="1 1 340px", max_width="620px", margin="0 0 0 16px"),
        )
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                self.status,
                w.HBox([self.board.widget, side]),
                w.HTML(words.legend_html(LEGEND_MARKS, lang)),
                self.trades,
                self.why,
                self.typed.widget,
                w.HBox(
                    [self.undo_button, self.redo_button, self.hint_button, self.computer_button]
                ),
                w.HBox([self.mode, self.level]),
                self.pacer.widget,
                w.HBox([self.seed, self.new_button, self.show_targets]),
            ]
        ).add_class("gk-app")
        self.widget.add_class("gk-kaito-app")
        self._play_computer_turns()
        self.refresh()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- what the app shows ----------------------------------------------------------------

    @property
    def state(self) -> KaitoState:
        """The position on the board (the match's current ply)."""
        return self.match.state  # type: ignore[return-value]

    def computer_colour(self) -> int | None:
        """The colour the computer plays, or None in a two-player game."""
        return {"hotseat": None, "red": 1, "black": 0}[self.mode.value]

    def refresh(self) -> None:
        """Redraw everything from the match: board, status, captures, log, trade dialog."""
        state = self.state.view(self._viewer())
        self.board.show(state, last=self._last_move(), hint=self._hint, refused=self._refused)
        lang = self.lang
        text = words.status(state, lang)
        if self._computers_turn():
            text += say(APP, "computers_turn", lang)
        self.status.value = f"<b>{say(APP, 'move', lang, n=self.match.ply + 1)}</b> {text}"
        self.hands.value = (
            words.material_html(state, lang)
            + words.hand_html(state, 0, lang=lang)
            + words.hand_html(state, 1, lang=lang)
        )
        self._refresh_log()
        self._refresh_trades(state)
        self.undo_button.disabled = not self.match.can_undo
        self.redo_button.disabled = not self.match.can_redo
        self.hint_button.disabled = self.computer_button.disabled = state.is_over
        self.typed.refresh()
        if not state.is_over:
            self._over_state = None
        elif self.state is not self._over_state:
            self._over_state = self.state
            for handler in self._over:
                handler(self)

    def on_shown(self, handler: Any) -> None:
        """Call ``handler()`` after another position of the move tree is shown (Undo, Redo, a
        move chosen in the list) or the tree changed (a branch promoted or deleted, a
        comment)."""
        self._shown.append(handler)

    def on_over(self, handler: Any) -> None:
        """Call ``handler(app)`` each time the game shown becomes over, after the move that
        ended it (a person's or the computer's) is drawn, or when Redo or the move list show an
        end again after an earlier position: practice reviews the game with it."""
        self._over.append(handler)

    def _viewer(self) -> int | None:
        computer = self.computer_colour()
        return None if computer is None else 1 - computer

    def _last_move(self) -> tuple[int | None, int] | None:
        """Where the Kaito came from and went to in the latest capture or placing."""
        for ply in range(self.match.ply, 0, -1):
            action = self.match.actions[ply - 1]
            if isinstance(action, Capture | Place):
                before = self.match.states[ply - 1]
                return (before.kaito, action.square)  # type: ignore[attr-defined]
        return None

    def _refresh_log(self) -> None:
        """The move list: the start, then every move of the tree (:mod:`widgets.variations`),
        the position shown selected."""
        moves, shown = self.move_list.options(self.match)
        options = [(say(APP, "start", self.lang), 0), *moves]
        self._syncing = True
        try:
            if list(self.moves.options) != options:
                self.moves.options = options
            self.moves.value = shown or 0
        finally:
            self._syncing = False
        if self.branches is not None and self.shared is not None:
            self.branches.show(self.match, self.move_list.said)
            tree = self.match.tree
            self.shared.value = share_html(tree, self.lang) if tree.variations else ""

    def analyse(self) -> None:
        """Make this board an analysis board: under the move list, the tools that make a line
        the main line, delete a branch and comment a position, and the links that share it."""
        if self.branches is None:  # made only here: most boards are no analysis board
            self.branches = BranchTools(self.lang, self._on_tree_changed)
            self.shared = w.HTML().add_class("gk-tree-share")
            self.analysis_tools.children = (self.branches.widget, self.shared)
        self.moves_heading.value = say(APP, "tree", self.lang)
        self.refresh()

    def follow_tree(self, tree: Any) -> None:
        """Show a whole tree of moves (from a file or a link), at the position it was saved
        at."""
        self.pacer.stop()
        self.match = Match(tree=tree)
        self._after_travel()

    def _on_tree_changed(self, html: str) -> None:
        self.pacer.stop()
        self._hint = self._refused = None
        self.refresh()
        self._say(html, "ok")
        for handler in self._shown:
            handler()

    def _refresh_trades(self, state: KaitoState) -> None:
        for old in self.trades.children:
            old.close()
        if state.step != "trade" or state.is_over or self._computers_turn():
            self.trades.children = ()
            self.trades.layout.display = "none"
            return
        buttons: list[w.Widget] = [w.HTML(f"<b>{say(APP, 'mons_trade', self.lang)}</b>&nbsp;")]
        for action in words.in_offer_order(state.legal_actions()):
            if isinstance(action, Trade):
                label = words.trade_label(action, self.lang)
                button = w.Button(description=label, layout=w.Layout(width="auto"))
            else:
                button = w.Button(
                    description=say(APP, "end_turn", self.lang), button_style="warning"
                )
                button.add_class("gk-end-turn")
            button.action = action  # what a click plays (not shown: the label says it)
            button.add_class("gk-trade")
            button.on_click(self._on_trade_click)
            buttons.append(button)
        self.trades.children = tuple(buttons)
        self.trades.layout.display = "flex"

    def _say(self, html: str, kind: Kind = "refused") -> None:
        """Put a message in the "why" panel (a refusal unless ``kind`` says otherwise)."""
        tell(self.why, html, kind)

    # -- playing ---------------------------------------------------------------------------

    def play(self, action: Any) -> bool:
        """Play ``action`` (or its text) for the player to act. Refused: say why and change
        nothing. Played: let the computer answer if it is its turn, then redraw."""
        state = self.state
        try:
            if isinstance(action, str):
                action = GAME.parse_action(action, state)
            self.match.play(action)
        except (IllegalAction, gamekit.InvalidAction) as err:
            reason = getattr(err, "reason", None)
            self._say(words.reason_html(reason, lang=self.lang) if reason else str(err))
            self.refresh()
            return False
        self._hint = self._refused = None
        self._say(
            words.rule_html(
                _rule_of(action), words.describe(state, action, self.lang) + ".", lang=self.lang
            ),
            "ok",
        )
        self.refresh()
        self._play_computer_turns(answering=self.why.value)
        self.refresh()
        return True

    def _play_computer_turns(self, answering: str = "") -> None:
        """Let the computer play while it is its turn (a turn may be a capture and a trade), at
        the pace the teacher chose: each action shown on the board, marked, and said under what
        the person's move (``answering``) got. A reader hears it all once, in answer to the
        person's move, or each of the computer's actions alone when it comes later."""
        self._said: list[str] = []
        self._answering = answering
        self._playing = True
        try:
            self.pacer.start(due=self._computers_turn, step=self._computer_step)
        finally:
            self._playing = False

    def _computer_step(self) -> None:
        before = self.state
        action = self.match.play_computer(self._computer)
        self._said.append(words.describe(before, action, self.lang))
        self.refresh()
        kind: Kind = "info" if self._computers_turn() else "ok"
        html = f"<b>{say(APP, 'computer', self.lang)}</b> " + self._joined(self._said)
        if self._answering:
            html = f"{self._answering}<br>{html}"
        if self._playing:  # heard once, if it answers the person
            tell(self.why, html, kind)
        else:  # shown later: only the new action is news
            tell(self.why, html, kind, aloud=False)
            speak(f"{say(APP, 'computer', self.lang)} {escape(self._said[-1])}.")

    def _joined(self, said: list[str]) -> str:
        """Actions said one after another, as a sentence: "a; b." ("a ; b." in French)."""
        return semicolon(self.lang).join(said) + "."

    def _computers_turn(self) -> bool:
        computer = self.computer_colour()
        return computer is not None and self.state.current_player == computer

    # -- handlers --------------------------------------------------------------------------

    def _on_square(self, square: int) -> None:
        state = self.state
        self._hint = None
        if state.is_over:
            self._say(
                words.reason_html(
                    state.why_illegal(Capture(square)), lead=say(COMMON, "game_over", self.lang)
                ),
                "info",
            )
            return
        if self._computers_turn():
            self._say(say(APP, "its_turn", self.lang), "tip")
            return
        action = Place(square) if state.step == "place" else Capture(square)
        reason = state.why_illegal(action)
        if reason is not None:
            self._refused = square
            self.refresh()  # the board first: its repaint is what the player is looking at
            self._say(words.reason_html(reason, lang=self.lang))
            return
        self.play(action)

    def _on_board_miss(self) -> None:
        """A click that picks no square: say what may be clicked now (the board stays as it
        is, so nothing is repainted)."""
        state, lang = self.state, self.lang
        if state.is_over:
            self._say(escape(say(APP, "miss_over", lang)), "info")
        elif self._computers_turn():
            self._say(say(APP, "its_turn", lang), "tip")
        else:
            self._say(escape(words.miss_text(state, lang)), "info")

    def _on_trade_click(self, button: w.Button) -> None:
        self.play(button.action)

    def _on_undo(self, _: Any = None) -> None:
        self.pacer.stop()
        self.match.undo()
        while self._computers_turn() and self.match.can_undo:
            self.match.undo()
        self._after_travel()

    def _on_redo(self, _: Any = None) -> None:
        self.pacer.stop()
        self.match.redo()
        while self._computers_turn() and self.match.can_redo:
            self.match.redo()
        self._after_travel()

    def _on_log_select(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        self.pacer.stop()
        new = change["new"]
        self.match.goto(self.match.tree if new == 0 else self.move_list.node(new))
        self._after_travel()

    def _after_travel(self) -> None:
        self._hint = self._refused = None
        looking = "looking" if self.match.can_redo else "looking_latest"
        self._say(say(APP, looking, self.lang, n=self.match.ply + 1), "tip")
        self.refresh()
        for handler in self._shown:
            handler()

    def _on_hint(self, _: Any = None) -> None:
        state = self.state
        if state.is_over:
            return
        hint = GAME.hint(state)
        action = hint.action
        self._hint = action.square if isinstance(action, Capture | Place) else None
        lead = say(COMMON, "hint", self.lang) + colon(self.lang)
        self._say(f"<b>{lead}</b>{escape(hint.say(self.lang))}", "tip")
        self.refresh()

    def _on_computer(self, _: Any = None) -> None:
        """The computer plays the whole current turn, for whichever side is to act."""
        if self.state.is_over:
            return
        player = self.state.current_player
        said = []
        while self.state.current_player == player and not self.state.is_over:
            before = self.state
            said.append(words.describe(before, self.match.play_computer(self._computer), self.lang))
        self._hint = self._refused = None
        self._say(f"<b>{say(APP, 'computer', self.lang)}</b> " + self._joined(said), "ok")
        self._play_computer_turns()
        self.refresh()

    def _on_new_game(self, _: Any = None) -> None:
        self.pacer.stop()
        self.match = Match(GAME.new_state(seed=self.seed.value))
        self._computer = GAME.computer(self.level.value, seed=self.seed.value)
        self._hint = self._refused = None
        self._say(words.rule_html("kaito.setup.place", lang=self.lang), "tip")
        self._play_computer_turns()
        self.refresh()

    def _on_mode(self, _: Any = None) -> None:
        self._play_computer_turns()
        self.refresh()

    def _on_level(self, change: dict[str, Any]) -> None:
        self._computer = GAME.computer(change["new"], seed=self.seed.value)

    def _on_show_targets(self, change: dict[str, Any]) -> None:
        self.board.show_targets = change["new"]
        self.refresh()


def _rule_of(action: object) -> str:
    """The rule a legal action applies, for the tip after it is played."""
    if isinstance(action, Place):
        return "kaito.setup.place"
    if isinstance(action, Trade):
        return f"kaito.trade.{action.kind}"
    if isinstance(action, EndTurn):
        return "kaito.trade.when"
    return "kaito.capture"


def _narrow(px: int = 110) -> w.Layout:
    return w.Layout(width=f"{px}px")
