"""What every card game at one screen shares: seats, secrets, the screen passed, the teacher.

A :class:`TableApp` holds a :class:`~gamekit.Match` and the seats (a person or the computer at
each). It decides whose eyes the table is drawn for, the *viewer*: the acting person once the
screen has been passed to them, nobody (only what lies face up) while it is being passed, and
everyone while the teacher shows every card or the game is over. Computer seats play as soon as
it is their turn, from their own view only. Subclasses draw (:meth:`TableApp.draw`) from
``seen()``, the state as the viewer may see it; data flows one way, from the match to the page.

Every click on the board gets an answer there: a move played, a refusal with its reason, or,
for a click that picks nothing or comes while nobody may act (:meth:`TableApp.idle_text`: the
game over, the screen to pass, a computer's turn), what may be clicked now
(:meth:`TableApp.miss_text`, in each game's words).

The message line under the board (``why``) describes the last thing done, and only that: every
redraw after something was done (:meth:`TableApp.refresh`) clears it, and what was done says its
message after redrawing (a move played, a refusal, a half-made decision). A lesson speaks
through the same line (:meth:`TableApp.say_html` from its ``on_played`` handler), so one board
has one message line. The computers' moves after a person's are said after what the person's
move got; Undo, Redo and a move chosen in the list say which position is shown, and
:meth:`TableApp.restart` starts the game again with nothing to redo.
"""

from __future__ import annotations

from html import escape
from itertools import islice
from typing import Any

import ipywidgets as w

from gamekit import IllegalAction, Match
from gamekit.core import Game, State
from gamekit.reading import MAX_SAVE
from gamekit.tree import Tree
from widgets import theme
from widgets.closing import close_view
from widgets.feedback import Kind, answer, clear, kind_of, message_line, show, speak, tell
from widgets.i18n import COMMON, Table, colon, inside, players_in, say, semicolon, typed_players
from widgets.pacing import WORDS as PACING
from widgets.pacing import Pacer
from widgets.practice import Practice
from widgets.query import page_link
from widgets.typed import MoveField, moves_html
from widgets.variations import WORDS as BRANCH_WORDS
from widgets.variations import BranchTools, MoveList, share_html

SEATS = ("person", "computer")
MAX_LISTED = 200
"""Legal actions the explorer lists at most."""
MAX_SAID = 3
"""The computers' moves the message line says after a person's at most (the history has more)."""

WORDS: Table = {
    "moves": {
        "en": "Moves (choose one to look back)",
        "fr": "Coups (choisissez-en un pour revenir)",
    },
    "tree": {
        "en": "Moves and branches (• the line shown; choose a move to go there)",
        "fr": "Coups et variantes (• la ligne affichée ; choisissez un coup pour y aller)",
    },
    "then": {"en": "Then {moves}.", "fr": "Puis {moves}."},
    "begun": {"en": "New game.", "fr": "Nouvelle partie."},
    "after": {"en": "After move {n}: {move}.", "fr": "Après le coup {n} : {move}."},
    "at_start": {"en": "The starting position.", "fr": "La position de départ."},
    "play_on": {
        "en": "Play on from here, or use {redo}.",
        "fr": "Jouez à partir d’ici, ou utilisez {redo}.",
    },
    "over": {"en": "The game is over.", "fr": "La partie est terminée."},
    "pass_first": {
        "en": "Pass the screen to {player}, who presses “{ready}” to play.",
        "fr": "Passez l’écran à {player}, qui appuie sur « {ready} » pour jouer.",
    },
    "wait": {
        "en": "Not your turn: {player} (the computer) is playing.",
        "fr": "Ce n’est pas votre tour : {player} (l’ordinateur) joue.",
    },
    "wait_step": {
        "en": "Not your turn: {player} (the computer) plays next. Press “{next}” to see it.",
        "fr": "Ce n’est pas votre tour : {player} (l’ordinateur) joue. Appuyez sur « {next} » "
        "pour voir son coup.",
    },
    "miss": {"en": "Nothing to play there.", "fr": "Rien à jouer ici."},
}
"""What the message line says of the computers' moves, of the position Undo, Redo or the move
list show, and to a click on the board that plays nothing."""

_CSS = """
<style>
.gk-seats { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.gk-seat, .gk-centre { border: 2px solid #d7c9ab; border-radius: 8px; padding: 4px 8px;
                       background: #fbf7ee; }
.gk-seat.gk-acting { border-color: #ffb300; }
.gk-seat.gk-focused { background: #fff3d6; }
.gk-gate { border: 3px dashed #1565c0; padding: 12px; border-radius: 8px; background: #e8f0fb; }
.gk-breakdown { margin: 4px 0; padding-left: 18px; font-size: 0.9em; }
</style>
"""


class TableApp:
    """A game for several seats at one screen; subclasses give the board and what it shows."""

    game: Game

    def __init__(
        self,
        start: State,
        *,
        seats: tuple[str, ...] | None,
        seed: int,
        level: str,
        lang: str,
        teacher: bool,
    ) -> None:
        self.lang = lang
        self.match = Match(start)
        self.seed = seed
        self.seats = list(seats or ("person",) + ("computer",) * (start.players - 1))  # type: ignore[attr-defined]
        if len(self.seats) != start.players or any(s not in SEATS for s in self.seats):  # type: ignore[attr-defined]
            raise ValueError(f"seats: one of {SEATS} for each of the {start.players} players")  # type: ignore[attr-defined]
        self.level = level
        self._computer = self.game.computer(level, seed=seed)
        self._revealed: int | None = None  # the person the screen was last passed to
        self._played: list[Any] = []
        self._over: list[Any] = []
        self._shown: list[Any] = []
        self._over_state: Any = None  # the last game-over position the handlers were told of
        self.story: list[str] = []
        """What the history shows before the match's first move (a lesson's scripted plays)."""
        self._since = 0  # the ply where the computers' moves being said start
        self._told: tuple[str, Kind] | None = None  # what the person's last move got, if any
        self._playing = False  # whether a person's move is being answered
        self.pacer = Pacer(lang)

        self.status = w.HTML().add_class("gk-status")
        self.gate_text = w.HTML()
        self.gate_button = w.Button(button_style="primary", layout=w.Layout(width="auto"))
        self.gate_button.add_class("gk-ready")
        self.gate = w.VBox([self.gate_text, self.gate_button])
        self.gate.add_class("gk-gate")
        self.why = message_line("tip")
        self.history = w.HTML().add_class("gk-history")
        self.teacher = w.Checkbox(
            value=teacher, description=say(COMMON, "teacher", lang), indent=False
        )
        self.teacher.add_class("gk-teacher")
        self.undo_button = w.Button(description=say(COMMON, "undo", lang), icon="undo")
        self.undo_button.add_class("gk-undo")
        self.redo_button = w.Button(description=say(COMMON, "redo", lang), icon="repeat")
        self.redo_button.add_class("gk-redo")
        self.moves = w.Select(
            options=[], rows=6, description=say(WORDS, "moves", lang), layout=w.Layout(width="95%")
        )
        self.moves.add_class("gk-moves")  # its label above it (theme.py): a list a reader can name
        self._said: list[str] = []  # each move of the match, as the history says it
        self._said_for: tuple[Any, ...] = ()
        self.move_list = MoveList(self.describe, lang)  # the tree's moves, as the list says them
        self._listing = False
        self.branches: BranchTools | None = None  # an analysis board's tools: analyse()
        self.analysis_tools = w.VBox()
        self.hint_button = w.Button(description=say(COMMON, "hint", lang), icon="lightbulb-o")
        self.hint_button.add_class("gk-hint")
        self.code_button = w.Button(description="Code", icon="share-alt")
        self.code_button.add_class("gk-show-code")
        self.code_out = w.HTML().add_class("gk-code-out")
        self.typed = MoveField(
            read=lambda text: self.game.parse_action(typed_players(text, lang), self.state),
            play=self.play,
            tell=self.say_html,
            moves=self._moves_html,
            example=self.example_move,
            busy=self.idle_text,
            lang=lang,
        )
        self.gate_button.on_click(lambda _: self._reveal())
        self.teacher.observe(lambda _: self.redraw(), names="value")
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.moves.observe(self._on_move_chosen, names="value")
        self.hint_button.on_click(lambda _: self.hint())
        self.code_button.on_click(lambda _: self.show_code())

    def frame(
        self, *middle: w.Widget, below: tuple[w.Widget, ...] = (), steady: w.Box | None = None
    ) -> w.VBox:
        """The app's widget: status, ``middle`` (the table), the message line right under it,
        the computer's pace and *Next move* (a class steps through the moves without leaving the
        board), the tools, then ``below`` (what may wait under them: a legend, the history).
        ``steady``: a box of ``middle`` that holds the pace, *Next move* and *Hint* instead, for
        a game whose messages under the board may be long (they would push them off a laptop's
        screen)."""
        tools = [self.undo_button, self.redo_button, self.hint_button, self.code_button]
        paced: list[w.Widget] = [self.pacer.widget]
        if steady is not None:
            steady.children = (*steady.children, self.pacer.widget, self.hint_button)
            tools.remove(self.hint_button)
            paced = []
        self.tools = w.HBox([*tools, self.teacher]).add_class("gk-tools")
        return w.VBox(
            [
                w.HTML(theme.CSS + _CSS),
                self.status,
                self.gate,
                *middle,
                self.why,
                *paced,
                self.typed.widget,
                self.tools,
                *below,
                self.code_out,
                self.moves,
                self.analysis_tools,
            ]
        ).add_class("gk-app")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)  # type: ignore[attr-defined]

    # -- who sees what -----------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.match.state

    def people(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if seat == "person"]

    def finished(self) -> bool:
        """Whether play has stopped: the game is over (a lesson may stop sooner)."""
        return self.state.is_over

    def actor(self) -> int | None:
        """The person whose decision the game waits for (None: finished, or a computer's
        turn)."""
        p = None if self.finished() else self.state.current_player
        return p if p is not None and self.seats[p] == "person" else None

    def gated(self) -> bool:
        """Whether the screen must be passed before the acting person's secrets are shown."""
        actor = self.actor()
        return (
            not self.teacher.value
            and actor is not None
            and len(self.people()) > 1
            and self._revealed != actor
        )

    def viewer(self) -> int | None:
        """Whose eyes the table is drawn for: -1 the teacher (all), None an onlooker."""
        if self.teacher.value or self.state.is_over:
            return -1
        if self.gated():
            return None
        actor = self.actor()
        if actor is not None:
            return actor
        people = self.people()
        return people[0] if len(people) == 1 else None

    def seen(self) -> Any:
        """The state as the viewer may see it."""
        viewer = self.viewer()
        return self.state if viewer == -1 else self.state.view(viewer)

    def focus(self) -> int:
        """The seat the board is drawn for: the acting person, else the viewer, else a person."""
        actor, viewer = self.actor(), self.viewer()
        focus = actor if actor is not None and not self.gated() else viewer
        if focus is None or focus == -1:
            focus = actor if actor is not None else (self.people() or [0])[0]
        return focus

    # -- playing ------------------------------------------------------------------------------

    def play(self, action: Any) -> bool:
        """Play ``action`` (or its text) for the acting person; a refusal says why and changes
        nothing."""
        state = self.state
        idle = self.idle_text()
        if idle is not None:  # nobody may act on the board now: say why
            self.say_html(escape(idle), "info")
            return False
        try:
            if isinstance(action, str):
                action = self.game.parse_action(action, state)
            reason = state.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason, state)
        except (IllegalAction, ValueError) as err:
            self.refuse(getattr(err, "reason", None), str(err))
            return False
        self.match.play(action)
        self.moved()
        after = self.state
        self._since = self.match.ply  # the computers' moves from here on answer this one
        self.refresh()
        self.say_html(escape(self.said_now(self.match.ply - 1)) + ".", "ok")
        for handler in self._played:  # a lesson may say instead what the move did for its goal
            handler(state, action, after)
        self._told = (self.why.value, kind_of(self.why) or "ok")
        self._playing = True  # the computers' moves played now answer this one, with it
        try:
            self.pacer.start(due=self._computer_due, step=self._show_computer_move, held=self._held)
        finally:
            self._playing = False
        return True

    def play_typed(self, text: str) -> bool:
        """Play a move typed in the game's notation, as the field beside the board does."""
        return self.typed.submit(text)

    def example_move(self) -> str:
        """One move open now in the notation (the typed field's example), or "": the first
        that is not a pass, when there is one (a pass shows nothing of the notation)."""
        legal = [str(a) for a in islice(self.state.legal_actions(), MAX_LISTED)]
        return next(
            (m for m in legal if m.lower() not in ("pass", "end")), legal[0] if legal else ""
        )

    def _moves_html(self) -> str:
        """The moves open now, as ``?`` in the typed field lists them."""
        state = self.state
        legal = list(islice(state.legal_actions(), MAX_LISTED))
        return moves_html([(str(a), self.option(state, a)) for a in legal], self.lang)

    def idle_text(self) -> str | None:
        """Why nobody may act on the board now, or None when the acting person may: the game
        is over, a computer is to move, or the screen waits to be passed."""
        lang = self.lang
        if self.finished():
            return self.over_text()
        who = self.game.player_names[self.state.current_player]
        if self.actor() is None:
            if self.pacer.pace == "step" and self.pacer.waiting:
                return say(WORDS, "wait_step", lang, player=who, next=say(PACING, "next", lang))
            return say(WORDS, "wait", lang, player=who)
        if self.gated():
            return say(
                WORDS, "pass_first", lang, player=who, ready=say(COMMON, "ready", lang, player=who)
            )
        return None

    def over_text(self) -> str:
        """What a click is told once play has stopped. Subclasses may say more."""
        return say(WORDS, "over", self.lang)

    def miss_text(self) -> str:
        """What a click on the board that picks nothing is told while a person may act: what
        may be clicked instead. Subclasses say it in their game's words."""
        return say(WORDS, "miss", self.lang)

    def _on_board_miss(self) -> None:
        """A click on the board that picks nothing: say what may be clicked now, or why nothing
        may be (the board stays as it is: nothing is repainted)."""
        self.say_html(escape(self.idle_text() or self.miss_text()), "info")

    def on_played(self, handler: Any) -> None:
        """Call ``handler(before, action, after)`` each time a person's action is played (before
        the computers answer): lessons check their goal with it, and may say what they found
        with :meth:`say_html` (the computers' answers are said after it)."""
        self._played.append(handler)

    def on_shown(self, handler: Any) -> None:
        """Call ``handler()`` after another position of the move tree is shown (Undo, Redo, a
        move chosen in the list) or the tree changed (a branch promoted or deleted, a comment):
        the explorer's code and links follow it."""
        self._shown.append(handler)

    def on_over(self, handler: Any) -> None:
        """Call ``handler(app)`` each time the game shown becomes over, after the move that
        ended it (a person's or a computer's) is drawn, or when Redo or the move list show an
        end again after an earlier position: practice reviews the game with it."""
        self._over.append(handler)

    def _tell_over(self) -> None:
        state = self.state
        if not state.is_over:
            self._over_state = None
        elif state is not self._over_state:
            self._over_state = state
            for handler in self._over:
                handler(self)

    def refuse(self, reason: Any, text: str = "") -> None:
        """Explain a refusal with its rule, in the page's language."""
        self.refresh()
        said = self.reason_text(reason) if reason is not None else text
        rule = f" <code>[{reason.rule}]</code>" if reason is not None else ""
        self.say_html(
            f"<b>{say(COMMON, 'not_allowed', self.lang)}</b>{rule}<br>{escape(said)}", "refused"
        )

    def reason_text(self, reason: Any) -> str:
        """A refusal's sentence as the page says it. Subclasses drop what is for typed actions."""
        return reason.say(self.lang)

    def describe(self, state: Any, action: Any) -> str:
        """One line for the history. Subclasses say it in the game's words."""
        return f"{self.game.player_names[state.current_player]}{colon(self.lang)}{action}"

    def option(self, state: Any, action: Any) -> str:
        """One decision among those a player may make, for a list of them (the explorer's
        *Legal*): as the history says it, unless it hides what only the player knows."""
        return self.describe(state, action)

    def _computer_due(self) -> bool:
        """Whether a computer is to move."""
        return not self.finished() and self.seats[self.state.current_player] == "computer"

    def _held(self) -> bool:
        """Whether what the board shows now is the person's own business, kept a second on the
        board even when the computers' moves come all at once. Subclasses that show such steps
        say so."""
        return False

    def _computer_move(self) -> None:
        """Play one computer's move."""
        state = self.state
        action = self._computer.choose(state.view(state.current_player))
        self.match.play(action)
        self.moved()

    def moved(self) -> None:
        """A move was just played (a person's or a computer's), before anything is drawn.
        Subclasses that show more than the move (the steps it set off) prepare it here."""

    def said_now(self, ply: int) -> str:
        """What the message line says of the move at ``ply`` when it is played: as the history
        says it, unless the board is about to show what it set off step by step."""
        return self._moves_said()[ply]

    def _play_computers(self) -> None:
        """Play every computer's move due, at once (a new game's first moves)."""
        while self._computer_due():
            self._computer_move()

    def _show_computer_move(self) -> None:
        """Play one computer's move and show it: the board marks it, the message says what the
        person's move got, then the computers' moves since (the last three). A reader hears
        the message once, in answer to the person's move, or the new move alone when it comes
        later (at the pace the teacher chose)."""
        self._computer_move()
        self.refresh()
        said = [escape(self.said_now(ply)) for ply in range(self._since, self.match.ply)]
        moves = ("… " if len(said) > MAX_SAID else "") + semicolon(self.lang).join(said[-MAX_SAID:])
        if self._told is None:
            html, kind = moves + ".", "info"
        else:
            told, kind = self._told
            then = say(WORDS, "then", self.lang, moves=inside(moves, self.lang))
            html = f"{told}<br>{then}"
        if self._playing:  # heard once, if it answers the person
            tell(self.why, html, kind)
        else:  # shown later: only the new move is news
            tell(self.why, html, kind, aloud=False)
            speak(said[-1] + ".")

    def undo(self) -> None:
        """Take back the last decision of a person (and the computers' moves after it). Without
        an earlier decision of a person (the computers played first), nothing changes: going
        back to a computer's turn would leave the game waiting for a move nobody makes."""
        ply = self._undo_ply()
        self.pacer.stop()
        if ply is not None:
            self.match.jump(ply)
        self._moved()

    def _moved(self) -> None:
        """After undo, redo or a jump in the move list: a half-made decision is dropped
        (:meth:`forget`), the acting person sees his side, everything is redrawn, and the
        message line says which position is shown."""
        self.pacer.stop()
        self.forget()
        self._revealed = self.actor()
        self._told = None
        self.refresh()
        self.say_html(self._where(), "tip")
        for handler in self._shown:
            handler()
        if self._computer_due():  # the computers' moves were not all shown yet
            self._since = self.match.ply
            self.pacer.start(due=self._computer_due, step=self._show_computer_move, held=self._held)

    def _where(self) -> str:
        """The position shown, after Undo, Redo or a move chosen in the list."""
        ply, lang = self.match.ply, self.lang
        if ply:
            move = inside(self._moves_said()[ply - 1], lang)
            here = say(WORDS, "after", lang, n=ply, move=escape(move))
        else:
            here = say(WORDS, "at_start", lang)
        if self.match.can_redo:
            here += " " + say(WORDS, "play_on", lang, redo=say(COMMON, "redo", lang))
        return here

    def restart(self) -> None:
        """Start the game again from its first position, as a new game: nothing to redo, no move
        listed, the same computers (the same seed) to answer, and an empty message line (a
        lesson's *Start again*)."""
        self.pacer.stop()
        self.match = Match(self.match.start)
        self._computer = self.game.computer(self.level, seed=self.seed)
        self.forget()
        self._revealed, self._told, self._since = None, None, 0
        self._play_computers()
        self.refresh()

    def forget(self) -> None:
        """Drop a half-made decision (a card picked, a token chosen). Subclasses that keep one
        override this."""

    def _undo_ply(self) -> int | None:
        """The ply of the last decision of a person before the current one, if any."""
        states = self.match.states
        for ply in range(self.match.ply - 1, -1, -1):
            player = states[ply].current_player
            if player is not None and self.seats[player] == "person":
                return ply
        return None

    def _person_ply(self, ply: int) -> int:
        """The first ply from ``ply`` on, among those already played, where a person decides or
        the game is over (a computer's turn would leave the game waiting)."""
        states = self.match.states
        last = len(states) - 1
        for here in range(ply, last + 1):
            player = states[here].current_player
            if player is None or self.seats[player] == "person":
                return here
        return last

    def redo(self) -> None:
        """Play again the next decision of a person that was taken back (and the computers'
        moves after it)."""
        if self.match.can_redo:
            self.match.jump(self._person_ply(self.match.ply + 1))
            self._moved()

    def jump_to(self, move: int) -> None:
        """Look at the game after the move at index ``move`` of the move list (the start with
        -1); moves after it stay to redo."""
        self.match.jump(self._person_ply(move + 1))
        self._moved()

    def _on_move_chosen(self, change: dict[str, Any]) -> None:
        if self._listing or change["new"] is None:
            return
        node = self.move_list.node(change["new"])
        if node is not self.match.node:
            self.go_to(node)

    def go_to(self, node: Any) -> None:
        """Look at a position of the move tree (a node of ``match.tree``), on the line through
        it; at a computer's turn, the next person's decision already played on that line."""
        self.match.goto(node)
        self.match.jump(self._person_ply(self.match.ply))
        self._moved()

    def follow_tree(self, tree: Any) -> None:
        """Show a whole tree of moves (from a file or a link): its start must be this game's,
        and the position it was saved at is shown."""
        self.match = Match(tree=tree)
        self._moved()

    def analyse(self) -> None:
        """Show the tools of an analysis board under the move list: make a line the main line,
        delete a branch, comment a position."""
        if self.branches is None:  # made only here: most tables are no analysis board
            self.branches = BranchTools(self.lang, self._on_tree_changed)
            self.analysis_tools.children = (self.branches.widget,)
        self.moves.description = say(WORDS, "tree", self.lang)
        self.redraw()

    def _on_tree_changed(self, html: str) -> None:
        """After a branch was promoted or deleted, or a comment kept: redraw, and say it."""
        self.pacer.stop()
        self.forget()
        self._revealed, self._told = self.actor(), None
        self.refresh()
        self.say_html(html, "ok")
        for handler in self._shown:
            handler()

    def _moves_said(self) -> list[str]:
        """Every move of the match (those taken back too), as the history says them; each is
        described once."""
        actions, states = self.match.actions, self.match.states
        if len(self._said) > len(actions) or self._said_for != actions[: len(self._said)]:
            self._said = []
        for i in range(len(self._said), len(actions)):
            self._said.append(self.describe(states[i], actions[i]))
        self._said_for = actions[: len(self._said)]
        return self._said

    @property
    def log(self) -> list[str]:
        """The history up to the position shown, as HTML lines: the story, then the moves."""
        return self.story + [escape(s) for s in self._moves_said()[: self.match.ply]]

    def _refresh_moves(self) -> None:
        """The move list: every move of the tree (:mod:`widgets.variations`), the position
        shown selected; those taken back stay (for redo), each marked so: they are not to
        come, unless Redo plays them again. A move played in their place opens a branch."""
        options, shown = self.move_list.options(self.match)
        self._listing = True
        try:
            if list(self.moves.options) != options:
                self.moves.options = options
            self.moves.value = shown
        finally:
            self._listing = False
        self.moves.layout.display = "" if options else "none"
        if self.branches is not None:
            self.branches.show(self.match, self.move_list.said)

    def hint(self) -> str:
        """What the computer would do in the acting person's place, and why."""
        if self.actor() is None or self.gated():
            return ""
        advice = self.game.hint(self.state.view(self.actor()))
        self.hinted(advice.action)
        lead = say(COMMON, "hint", self.lang) + colon(self.lang)
        said = players_in(advice.say(self.lang), self.lang)
        self.say_html(f"<b>{lead}</b>{escape(said)}", "tip")
        return said

    def hinted(self, action: Any) -> None:
        """The acting person was advised to play ``action``: a subclass whose moves take more
        than one click readies the first (Dojo Kun chooses the token the hint places), so that
        a click where the hint says plays it."""

    def show_code(self) -> str:
        """The position's code and a link to it, for the teacher: a code holds every secret, so
        the button shows only while every card is shown anyway."""
        code = self.state.to_code()
        link = page_link(self.game.name, self.lang, code)
        self.code_out.value = (
            f"<code class='gk-position'>{escape(code)}</code><br>"
            f'<a href="{escape(link)}" target="_blank">{escape(say(COMMON, "link", self.lang))}</a>'
        )
        return code

    def _reveal(self) -> None:
        self._revealed = self.actor()
        self.redraw()

    # -- drawing ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the match after something was done: the message line, which
        described what was done before, is cleared; what was done says its message after this.
        A change of view only (the teacher's switch, the screen passed) keeps the message:
        :meth:`redraw`."""
        self.redraw()  # the board first: its repaint is what the player is looking at
        clear(self.why)
        self._tell_over()

    def redraw(self) -> None:
        """Redraw everything from the match, as the viewer may see it; the message stays."""
        actor, gated = self.actor(), self.gated()
        self.draw(self.seen(), self.focus(), actor if not gated else None)
        self.gate.layout.display = "flex" if gated else "none"
        if gated:
            who = self.game.player_names[actor]  # type: ignore[index]
            self.gate_text.value = (
                f"<b>{escape(say(COMMON, 'pass_screen', self.lang, player=who))}</b>"
            )
            self.gate_button.description = say(COMMON, "ready", self.lang, player=who)
        self.history.value = "<br>".join(self.log[-8:])
        self.undo_button.disabled = self._undo_ply() is None
        self.redo_button.disabled = not self.match.can_redo
        self._refresh_moves()
        self.hint_button.disabled = actor is None or gated
        self.typed.refresh()
        self.code_button.layout.display = "" if self.teacher.value else "none"
        if not self.teacher.value:
            self.code_out.value = ""

    def draw(self, seen: Any, focus: int, actor: int | None) -> None:
        """Draw the table as ``seen``, the board for seat ``focus``; ``actor`` is the person who
        may act now (None while nobody may). Subclasses override."""

    def say_html(self, html: str, kind: Kind) -> None:
        """Show a message under the table, of ``kind`` (:mod:`widgets.feedback`)."""
        tell(self.why, html, kind)


def choice_buttons(
    box: w.Box, choices: list[tuple[str, str]], on_choose: Any, *, css: str = "gk-choice"
) -> None:
    """Show in ``box`` one button per ``(label, action text)``; a click calls
    ``on_choose(action text)``. The buttons are kept from one call to the next and given their
    new words: a new button is three widget models for the page to build, which would hold up
    the repaint of the board a click changed."""
    pool: list[w.Button] = box.__dict__.setdefault("_gk_buttons", [])
    for old in box.children:
        if old not in pool:
            old.close()
    while len(pool) < len(choices):
        button = w.Button(layout=w.Layout(width="auto"))
        button.add_class(css)
        button.on_click(_on_choice_clicked)
        pool.append(button)
    for button, (label, text) in zip(pool, choices, strict=False):
        button.description = label
        button.action = text  # what a click plays (not shown: the label says it)
        button.choose = on_choose
    box.children = tuple(pool[: len(choices)])


def _on_choice_clicked(button: w.Button) -> None:
    button.choose(button.action)


class Launcher:
    """Choose the number of players, who sits at each seat and the computer's level, then start a
    game below. Subclasses add their options (``extra``) and build the app (``make``)."""

    counts: tuple[int, ...] = (2,)
    names: tuple[str, ...] = ()

    def __init__(self, game: Game, *, lang: str = "en", seed: int = 1, count: int = 0) -> None:
        self.lang = lang
        fr = lang == "fr"
        self.players = w.ToggleButtons(
            options=self.counts,
            value=count or self.counts[0],
            description="Joueurs" if fr else "Players",
        )
        self.seats = [
            w.Dropdown(
                options=[(say(COMMON, kind, lang), kind) for kind in SEATS],
                value="person" if p == 0 else "computer",
                description=self.names[p],
                layout=w.Layout(width="220px"),
            )
            for p in range(max(self.counts))
        ]
        self.level = w.Dropdown(
            options=[(say(COMMON, level, lang), level) for level in game.levels],
            value="expert",
            description=say(COMMON, "level", lang),
            layout=w.Layout(width="380px"),  # "Gourmand (un bon coup, sans plus)"
        )
        self.seed = w.BoundedIntText(
            value=seed,
            min=0,
            max=10**9,
            description=say(COMMON, "seed", lang),
            style={"description_width": "initial"},  # "Numéro de partie" whole
        )
        self._dealt: int | None = None  # the game number of the last game begun
        self.start = w.Button(
            description=say(COMMON, "new_game", lang), button_style="primary", icon="play"
        )
        self.start.add_class("gk-start")
        self.area = w.VBox()
        self.app: Any = None
        self.players.observe(lambda _: self._show_seats(), names="value")
        self.start.on_click(lambda _: self.begin())
        self.seat_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._show_seats()
        self.widget = w.VBox(
            [
                self.players,
                self.seat_box,
                w.HBox([*self.extra(), self.level]),
                w.HBox([self.seed, self.start]),
                self.area,
            ]
        ).add_class("gk-launcher")
        self.widget.add_class("gk-board-first")  # presenter mode: the game over its options

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def _show_seats(self) -> None:
        self.seat_box.children = tuple(self.seats[: self.players.value])

    def extra(self) -> list[w.Widget]:
        """The game's own options, shown beside the level."""
        return []

    def make(self, players: int, seats: tuple[str, ...]) -> Any:
        """The app for these seats. Subclasses override."""
        raise NotImplementedError

    def begin(self) -> Any:
        """Start a game with the chosen seats, and say what it waits for: a new deal each time,
        unless a game number was asked for (the number the last game had, changed by hand)."""
        if self.seed.value == self._dealt:
            self.seed.value = (self._dealt + 1) % (self.seed.max + 1)
        self._dealt = self.seed.value
        n = self.players.value
        old, self.app = self.app, self.make(n, tuple(menu.value for menu in self.seats[:n]))
        self.area.children = (self.app.widget,)
        close_view(old)
        answer(f"{say(WORDS, 'begun', self.lang)} {self.app.status.value} {self.app.why.value}")
        return self.app


class PositionExplorer:
    """Open any position from its code (or a link's ``pos``) on a table where every card shows,
    every seat a person, as an analysis board: play on from it, go back and try another move (a
    branch: every line tried stays in the move list), make a line the main line, delete one,
    comment a position; ask what is legal (*Legal*) and what the computer would play (*Hint*);
    share the whole analysis by link (it follows each move), or as a file when it is too long
    for a link. A link's ``pos`` holds a position code or a tree of moves
    (:meth:`gamekit.tree.Tree.to_link`); the code field and *Open a file* take a save file too
    (a tree's, or an older save of a match). Under it, *Practise from here*
    (:class:`widgets.practice.Practice`): one seat against the computer from the position shown,
    and a review of the game at its end."""

    def __init__(self, app_class: type[TableApp], code: str | None = None, *, lang: str = "en"):
        self.app_class, self.lang = app_class, lang
        self.code = w.Text(
            description="Code", continuous_update=False, layout=w.Layout(width="95%")
        )
        self.code.add_class("gk-code")
        self.load_button = w.Button(description=say(COMMON, "load", lang))
        self.load_button.add_class("gk-load")
        self.legal_button = w.Button(description=say(COMMON, "legal", lang), icon="list")
        self.legal_button.add_class("gk-legal")
        self.upload = w.FileUpload(
            accept=".json,application/json",
            multiple=False,
            description=say(BRANCH_WORDS, "open", lang),
            layout=w.Layout(width="auto"),
        )
        self.upload.add_class("gk-open-file")
        self.message = w.HTML()
        self.link = w.HTML().add_class("gk-link")
        self.area = w.VBox()
        self.app: Any = None
        self.practice = Practice.of(self)
        self.load_button.on_click(lambda _: self.load(self.code.value))
        self.legal_button.on_click(lambda _: self.show_legal())
        self.upload.observe(self._on_upload, names="value")
        self.widget = w.VBox(
            [
                w.HBox([self.code, self.load_button, self.legal_button, self.upload]),
                self.message,
                self.link,
                self.area,
                self.practice.widget,
            ]
        ).add_class("gk-explorer")
        self.widget.add_class("gk-board-first")  # presenter mode: the position over its code
        self.load(code or app_class.game.new_state(seed=1).to_code())

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def load(self, code: str) -> bool:
        """Show the position ``code``, or a tree of moves (a link's text or a save file); what
        cannot be read is refused with the reason and what is shown stays."""
        from gamekit import InvalidPosition

        try:
            tree = Tree.from_text(code, self.app_class.game)
        except InvalidPosition as err:
            show(self.message, f"<div class='gk-error'>{escape(err.say(self.lang))}</div>")
            return False
        self.message.value = ""
        state = tree.state
        seats = ("person",) * state.players  # type: ignore[attr-defined]
        old, self.app = self.app, self.app_class(state, seats=seats, lang=self.lang, teacher=True)  # type: ignore[call-arg]
        if tree.variations:
            self.app.follow_tree(tree)
        self.app.on_played(lambda *_: self.follow())
        self.app.on_shown(self.follow)
        self.app.analyse()
        self.area.children = (self.app.widget,)
        close_view(old)
        self.follow()
        return True

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        content = bytes(files[0]["content"][: MAX_SAVE * 4 + 1])
        try:
            text = content.decode("utf-8")
        except UnicodeDecodeError:
            show(
                self.message,
                f"<div class='gk-error'>{say(BRANCH_WORDS, 'not_text', self.lang)}</div>",
            )
            return
        self.load(text)

    def follow(self) -> None:
        """After each change of the position shown (loaded, a move played, Undo, Redo, a move
        chosen in the list, the tree changed): the code field, the links and the practice panel
        follow it. Subclasses that show more of the position (a solution, chances) extend
        this."""
        tree, lang = self.app.match.tree, self.lang
        code = self.app.state.to_code()
        self.code.value = code
        link = page_link(self.app_class.game.name, lang, code)
        html = (
            f'<a href="{escape(link)}" target="_blank">{say(COMMON, "link", lang)}</a> '
            f"<small>({escape(link.split('?')[0])}?pos=…)</small>"
        )
        if tree.variations:
            html += "<br>" + share_html(tree, lang)
        self.link.value = html
        self.practice.follow()

    def show_legal(self) -> list[str]:
        """List what the player to act may do here, in the game's words."""
        state = self.app.state
        legal = list(islice(state.legal_actions(), MAX_LISTED))  # a roll set by hand has billions
        actions = [str(a) for a in legal]
        said = [escape(self.app.option(state, a)) for a in legal]
        if not said:
            said = [escape(say(COMMON, "game_over", self.lang))]
        show(
            self.message,
            f"<b>{say(COMMON, 'legal', self.lang)}</b> ({len(actions)}){colon(self.lang)}"
            + semicolon(self.lang).join(said),
        )
        return actions
