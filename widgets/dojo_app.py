"""The Dojo game app: a table of 3-5 dojos, people and computers at any seat, secrets kept.

Data flows one way. The match holds the game; :meth:`DojoApp.refresh` draws everything from
``match.state`` as the viewer may see it (``state.view(viewer)``): the acting person when the
screen has been passed to them, nobody (only what lies face up) while it is being passed, and
everyone when the teacher shows all. A click on the board becomes a tatami or a trophy placed; a
button the other decisions (give, challenge, pass, swap, keep, a sign). Refused actions are
explained with their rule, in the page's language. Computer seats play as soon as it is their
turn, from what they may know.
"""

from __future__ import annotations

from html import escape
from typing import Any
from urllib.parse import quote

import ipywidgets as w

from gamekit import IllegalAction, Match
from gamekit.dojo import GAME, DojoState
from gamekit.dojo.actions import (
    Challenge,
    Give,
    Keep,
    Pass,
    PlaceTrophy,
    Sign,
    Swap,
    Train,
)
from gamekit.dojo.cards import TROPHY_NAMES
from widgets import dojo_pictures as pictures
from widgets import theme
from widgets.dojo_board import DojoBoard
from widgets.dojo_words import WORDS, breakdown_html, describe, player, prompt
from widgets.geometry import Geometry
from widgets.i18n import COMMON, say
from widgets.svg import shapes_svg

SEATS = ("person", "computer")
MINI = Geometry(rows=6, cols=8, cell=26, margin=2, gap=2, edge=2)


class DojoApp:
    """A game of Dojo for ``players`` (3-5); ``seats`` says who sits where ("person" or
    "computer", P1 first; by default P1 is a person and the others computers); ``teacher``
    shows every card. ``state`` starts from a position instead of a new game from ``seed``."""

    def __init__(
        self,
        state: DojoState | None = None,
        *,
        players: int = 4,
        seats: tuple[str, ...] | None = None,
        seed: int = 1,
        variant: str = "standard",
        level: str = "expert",
        lang: str = "en",
        teacher: bool = False,
        canvas: Any = None,
    ) -> None:
        start = (
            state
            if state is not None
            else GAME.new_state(seed=seed, players=players, variant=variant)
        )
        self.lang = lang
        self.match = Match(start)
        self.seed = seed
        self.seats = list(seats or ("person",) + ("computer",) * (start.players - 1))
        if len(self.seats) != start.players or any(s not in SEATS for s in self.seats):
            raise ValueError(f"seats: one of {SEATS} for each of the {start.players} players")
        self.level = level
        self._computer = GAME.computer(level, seed=seed)
        self._revealed: int | None = None  # the person the screen was last passed to
        self._last: int | None = None
        self.log: list[str] = []

        self.board = DojoBoard(canvas=canvas, lang=lang)
        self.status = w.HTML().add_class("gk-status")
        self.table = w.HTML().add_class("gk-table")
        self.focus = w.HTML().add_class("gk-focus")
        self.buttons = w.HBox()
        self.buttons.add_class("gk-choices")
        self.gate_text = w.HTML()
        self.gate_button = w.Button(button_style="primary", layout=w.Layout(width="auto"))
        self.gate_button.add_class("gk-ready")
        self.gate = w.VBox([self.gate_text, self.gate_button])
        self.gate.add_class("gk-gate")
        self.why = w.HTML().add_class("gk-why").add_class("gk-tip")
        self.history = w.HTML().add_class("gk-history")
        self.teacher = w.Checkbox(
            value=teacher, description=say(WORDS, "teacher", lang), indent=False
        )
        self.teacher.add_class("gk-teacher")
        self.undo_button = w.Button(description=say(COMMON, "undo", lang), icon="undo")
        self.undo_button.add_class("gk-undo")
        self.hint_button = w.Button(description=say(COMMON, "hint", lang), icon="lightbulb-o")
        self.hint_button.add_class("gk-hint")
        self.code_button = w.Button(description="Code", icon="share-alt")
        self.code_button.add_class("gk-show-code")
        self.code_out = w.HTML().add_class("gk-code-out")

        self.board.on_action(self.play)
        self.gate_button.on_click(lambda _: self._reveal())
        self.teacher.observe(lambda _: self.refresh(), names="value")
        self.undo_button.on_click(lambda _: self.undo())
        self.hint_button.on_click(lambda _: self.hint())
        self.code_button.on_click(lambda _: self.show_code())

        self.widget = w.VBox(
            [
                w.HTML(theme.CSS + _CSS),
                self.status,
                self.table,
                self.gate,
                w.HBox([self.board.widget, w.VBox([self.focus, self.buttons, self.history])]),
                self.why,
                w.HBox([self.undo_button, self.hint_button, self.code_button, self.teacher]),
                self.code_out,
            ]
        ).add_class("gk-app")
        self.widget.add_class("gk-dojo-app")
        self._play_computers()
        self.refresh()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- who sees what -----------------------------------------------------------------------

    @property
    def state(self) -> DojoState:
        return self.match.state  # type: ignore[return-value]

    def people(self) -> list[int]:
        return [p for p, seat in enumerate(self.seats) if seat == "person"]

    def actor(self) -> int | None:
        """The person whose decision the game waits for (None: over, or a computer's turn)."""
        p = self.state.current_player
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

    def seen(self) -> DojoState:
        viewer = self.viewer()
        return self.state if viewer == -1 else self.state.view(viewer)

    # -- playing ------------------------------------------------------------------------------

    def play(self, action: Any) -> bool:
        """Play ``action`` (or its text) for the acting person; a refusal says why and changes
        nothing."""
        state = self.state
        if self.actor() is None or self.gated():
            return False
        try:
            if isinstance(action, str):
                action = GAME.parse_action(action, state)
            reason = state.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason, state)
        except (IllegalAction, ValueError) as err:
            reason = getattr(err, "reason", None)
            self.refresh()
            text = reason.say(self.lang) if reason is not None else str(err)
            rule = f" <code>[{reason.rule}]</code>" if reason is not None else ""
            self._say(f"<b>{say(COMMON, 'not_allowed', self.lang)}</b>{rule}<br>{escape(text)}", "")
            return False
        self._record(state, action)
        self.match.play(action)
        self._play_computers()
        self.refresh()
        self._say("; ".join(self.log[-3:]) + ".", "ok")
        return True

    def _record(self, state: DojoState, action: Any) -> None:
        self.log.append(escape(describe(state, action, self.lang)))
        if isinstance(action, Train):
            self._last = action.cell

    def _play_computers(self) -> None:
        while not self.state.is_over and self.seats[self.state.current_player] == "computer":  # type: ignore[index]
            state = self.state
            action = self._computer.choose(state.view(state.current_player))
            self._record(state, action)
            self.match.play(action)

    def undo(self) -> None:
        """Take back the last decision of a person (and the computers' moves after it)."""
        while self.match.can_undo:
            self.match.undo()
            if self.actor() is not None:
                break
        self._revealed = self.actor()
        self.refresh()

    def hint(self) -> None:
        """What the computer would do in the acting person's place, and why."""
        if self.actor() is None or self.gated():
            return
        advice = GAME.hint(self.state.view(self.actor()))
        self._say(
            f"<b>{say(COMMON, 'hint', self.lang)}</b> ({advice.action}): {escape(advice.text)}",
            "tip",
        )

    def show_code(self) -> str:
        """The position's code and a link to it, for the teacher: a code holds every secret, so
        the button shows only while every card is shown anyway."""
        code = self.state.to_code()
        link = f"dojo.ipynb?lang={self.lang}&pos={quote(code)}"
        self.code_out.value = (
            f"<code class='gk-position'>{escape(code)}</code><br>"
            f'<a href="{escape(link)}" target="_blank">{escape(say(WORDS, "link", self.lang))}</a>'
        )
        return code

    def _reveal(self) -> None:
        self._revealed = self.actor()
        self.refresh()

    # -- drawing ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the match, as the viewer may see it."""
        state, seen, lang = self.state, self.seen(), self.lang
        actor, viewer = self.actor(), self.viewer()
        focus = actor if actor is not None and not self.gated() else viewer
        if focus is None or focus == -1:
            focus = actor if actor is not None else (self.people() or [0])[0]
        targets = ()
        if actor is not None and focus == actor and not self.gated():
            targets = tuple(a for a in state.legal_actions() if isinstance(a, Train | PlaceTrophy))
        self.board.show(seen.dojos[focus], seen.trophies[focus], targets=targets, last=None)
        head = f"<b>{say(WORDS, 'round', lang, n=min(state.round, 12))}</b> · {escape(prompt(state, lang))}"
        if state.is_over:
            outcome = state.outcome()
            names = " & ".join(player(p) for p in outcome.winners)  # type: ignore[union-attr]
            best = max(state.scores())
            head = f"<b>{escape(say(WORDS, 'wins', lang, players=names, points=best))}</b>"
        self.status.value = head
        self.table.value = self._table_html(seen, focus)
        self.focus.value = self._focus_html(seen, focus)
        self._refresh_buttons(state, actor)
        gated = self.gated()
        self.gate.layout.display = "flex" if gated else "none"
        if gated:
            who = player(actor)  # type: ignore[arg-type]
            self.gate_text.value = f"<b>{escape(say(WORDS, 'pass_screen', lang, player=who))}</b>"
            self.gate_button.description = say(WORDS, "ready", lang, player=who)
        self.history.value = "<br>".join(self.log[-8:])
        self.undo_button.disabled = not self.match.can_undo
        self.hint_button.disabled = actor is None or gated
        self.code_button.layout.display = "" if self.teacher.value else "none"
        if not self.teacher.value:
            self.code_out.value = ""

    def _refresh_buttons(self, state: DojoState, actor: int | None) -> None:
        for old in self.buttons.children:
            old.close()
        if actor is None or self.gated():
            self.buttons.children = ()
            return
        buttons = []
        for action in state.legal_actions():
            label = self._label(state, action)
            if label is None:
                continue
            button = w.Button(description=label, tooltip=str(action), layout=w.Layout(width="auto"))
            button.add_class("gk-choice")
            button.on_click(lambda b: self.play(b.tooltip))
            buttons.append(button)
        self.buttons.children = tuple(buttons)

    def _label(self, state: DojoState, action: Any) -> str | None:
        lang = self.lang
        if isinstance(action, Give):
            if action.to == state.current_player:
                return say(WORDS, "keep_card", lang)
            return say(WORDS, "give", lang, player=player(action.to))
        if isinstance(action, Challenge):
            return say(WORDS, "do_challenge", lang)
        if isinstance(action, Pass):
            return say(WORDS, "pass", lang)
        if isinstance(action, Swap):
            return say(WORDS, "swap_cards", lang)
        if isinstance(action, Keep):
            return say(WORDS, "keep_cards", lang)
        if isinstance(action, Sign):
            return say(WORDS, action.sign, lang)
        return None  # tatamis and trophies are placed on the board

    def _table_html(self, seen: DojoState, focus: int) -> str:
        lang = self.lang
        up = seen.up or seen.pending
        trophy = TROPHY_NAMES[lang][up] if up else say(WORDS, "no_trophy", lang)
        centre = (
            f"<div class='gk-centre'><b>{say(WORDS, 'trophy_up', lang)}:</b> {escape(trophy)}"
            + (_svg(pictures.trophy_shapes(up, 0, 0, 40, lang=lang), 40, 40, 34) if up else "")
            + f"<br><small>{say(WORDS, 'pile' if len(seen.pile) != 1 else 'pile_one', lang, n=len(seen.pile))}</small></div>"
        )
        seats = []
        for p in range(seen.players):
            badge = f" · <i>{say(WORDS, 'dealer', lang)}</i>" if p == seen.dealer else ""
            acting = " gk-acting" if p == seen.current_player else ""
            focused = " gk-focused" if p == focus else ""
            hand = seen.hands[p]
            card = (
                _svg(pictures.card_shapes(hand, 0, 0, 60, lang=lang), 60, 60, 40)
                if hand is not None
                else ""
            )
            dojo = _svg(
                pictures.background(MINI)
                + pictures.pieces(seen.dojos[p], seen.trophies[p], MINI, lang=lang),
                *MINI.size,
                size=150,
            )
            score = ""
            if seen.is_over:
                dojo = _scored_svg(seen, p, lang)
                score = breakdown_html(seen.score_of(p), lang)
            seats.append(
                f"<div class='gk-seat gk-seat-{p + 1}{acting}{focused}'><b>{player(p)}</b>{badge}"
                f" <small>({say(WORDS, 'won', lang, n=seen.won[p])})</small><br>{dojo} {card}{score}</div>"
            )
        return f"<div class='gk-seats'>{centre}{''.join(seats)}</div>"

    def _focus_html(self, seen: DojoState, focus: int) -> str:
        lang = self.lang
        card = seen.hands[focus]
        html = f"<b>{player(focus)}</b>"
        if card is not None:
            html += ": " + _svg(pictures.card_shapes(card, 0, 0, 60, lang=lang), 60, 60, 72)
        top = seen.deck[0] if seen.step == "recruit" and seen.deck else None
        if top is not None and focus == seen.dealer:
            html += f"<br>{say(WORDS, 'to_give', lang)}: " + _svg(
                pictures.card_shapes(top, 0, 0, 60, lang=lang), 60, 60, 72
            )
        return html

    def _say(self, html: str, kind: str) -> None:
        self.why.value = html
        for name in ("gk-ok", "gk-tip"):
            self.why.remove_class(name)
        if kind:
            self.why.add_class(f"gk-{kind}")


def _scored_svg(state: DojoState, p: int, lang: str) -> str:
    """A finished dojo as scored: rows' points on the right, columns' below."""
    from gamekit.dojo.state import normalise
    from widgets.dojo_lessons import dojo_svg

    grid, lines = normalise(state.dojos[p], state.trophies[p])
    text = "/".join(" ".join(str(card) for card in row) for row in grid)
    return dojo_svg(text, lines, lang=lang, size=170, points=True)


def _svg(shapes: tuple, width: float, height: float, size: int) -> str:
    return shapes_svg(shapes, width, height, size=size)


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


class DojoLauncher:
    """Choose the players (3-5), who sits at each seat, the variant and the computer's level,
    then start a game below."""

    def __init__(self, *, lang: str = "en", seed: int = 1) -> None:
        self.lang = lang
        fr = lang == "fr"
        self.players = w.ToggleButtons(
            options=(3, 4, 5), value=4, description="Joueurs" if fr else "Players"
        )
        self.seats = [
            w.Dropdown(
                options=[(say(COMMON, kind, lang), kind) for kind in SEATS],
                value="person" if p == 0 else "computer",
                description=player(p),
                layout=w.Layout(width="220px"),
            )
            for p in range(5)
        ]
        self.variant = w.Dropdown(
            options=[
                ("Standard", "standard"),
                ("Ceinture blanche" if fr else "White Belt", "white_belt"),
                ("Ceinture noire" if fr else "Black Belt", "black_belt"),
            ],
            description="Variante" if fr else "Variant",
        )
        self.level = w.Dropdown(
            options=GAME.levels, value="expert", description="Niveau" if fr else "Level"
        )
        self.seed = w.BoundedIntText(
            value=seed, min=0, max=10**9, description=say(COMMON, "seed", lang)
        )
        self.start = w.Button(
            description=say(COMMON, "new_game", lang), button_style="primary", icon="play"
        )
        self.start.add_class("gk-start")
        self.area = w.VBox()
        self.app: DojoApp | None = None
        self.players.observe(lambda _: self._show_seats(), names="value")
        self.start.on_click(lambda _: self.begin())
        self.seat_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._show_seats()
        self.widget = w.VBox(
            [
                self.players,
                self.seat_box,
                w.HBox([self.variant, self.level]),
                w.HBox([self.seed, self.start]),
                self.area,
            ]
        ).add_class("gk-launcher")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def _show_seats(self) -> None:
        self.seat_box.children = tuple(self.seats[: self.players.value])

    def begin(self) -> DojoApp:
        """Start a game with the chosen seats."""
        n = self.players.value
        self.app = DojoApp(
            players=n,
            seats=tuple(menu.value for menu in self.seats[:n]),
            seed=self.seed.value,
            variant=self.variant.value,
            level=self.level.value,
            lang=self.lang,
        )
        self.area.children = (self.app.widget,)
        return self.app
