"""Dojo exercises for the walkthrough, in English or French: place a tatami, decide a challenge,
score a dojo. Feedback cites the rules; every right answer is accepted.

>>> lesson = TrainLesson(TRAIN_CODE)
>>> lesson.try_cell("g5").startswith("Not allowed")
True
>>> lesson.try_cell("b3").startswith("Well done")
True
>>> ScoringPuzzle(*PUZZLES[0]).answer(12).startswith("Well done")
True
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gamekit.dojo import GAME, DojoState, score
from gamekit.dojo.actions import Challenge, Pass, PlaceTrophy, Train, cell, cell_name
from gamekit.dojo.cards import TROPHY_NAMES
from widgets import progress, theme
from widgets.dojo import pictures
from widgets.dojo.board import DojoBoard
from widgets.dojo.pictures import dojo_svg
from widgets.dojo.spoken import Around, card_words, nothing_to_drop, slot_name
from widgets.dojo.words import (
    breakdown_html,
    card_name,
    describe,
    legend_html,
    player,
    the_card,
)
from widgets.feedback import clear, message_line, plain, tell
from widgets.i18n import colon
from widgets.svg import shapes_svg
from widgets.typed import MoveField, moves_html

TRAIN_CODE = (
    "dojo players=4 variant=standard incense=best round=6 dealer=P2 step=train asked=- "
    "attacker=P3 winner=P3 rps=- pending=K up=- pile=AIAIMK deck=T1M2T2B3F4R5R1C3T5R4R3M2B1F3"
    "M5M3T4C4T2R4M1F3C2B5F1C2R2R1F2C1F5B1R5B3T4F1 hands=B2,C5,-,- shown=P2 won=1,1,2,2 "
    "kept=0,0,0,0 dojos=c1:T3,b2:C4,c2:C3,c3:F4,d3:M5;d1:T5,b2:M3,c2:R3,d2:F5,d3:B2;a1:B5,b1:B4,"
    "c1:M4,d1:F2,d2:C5,d3:T1;d1:T3,a2:C1,b2:M4,c2:R2,d2:M1,d3:B4 trophies=3:G;d:M;d:B;b:B,2:G"
)
"""Round 6: P1 holds a yellow-belt Bear and must place it in a dojo of five cards."""

CHALLENGE_CODE = (
    "dojo players=4 variant=standard incense=best round=3 dealer=P3 step=challenge asked=P4 "
    "attacker=- winner=- rps=- pending=- up=G pile=BMKAIAIMK deck=T3M4M4T5M3C4B4T3C1C5B2B5T1M2T2"
    "B3F4R5R1C3T5R4R3M2B1F3M5M3T4C4T2R4M1F3C2B5F1C2R2R1F2C1F5B1R5B3T4F1 hands=C3,R3,R2,F2 "
    "shown=- won=1,0,1,0 kept=0,0,0,0 dojos=c3:F4,d3:M5;d2:F5,d3:B2;d2:C5,d3:T1;d2:M1,d3:B4 "
    "trophies=3:G;-;d:B;-"
)
"""Round 3: P4, with a yellow-belt Fox, may challenge the dealer P3 for the Grand Master."""

TROPHY_CODE = (
    "dojo players=4 variant=standard incense=best round=6 dealer=P2 step=trophy asked=- "
    "attacker=P3 winner=P3 rps=- pending=K up=- pile=AIAIMK deck=T1M2T2B3F4R5R1C3T5R4R3M2B1F3"
    "M5M3T4C4T2R4M1F3C2B5F1C2R2R1F2C1F5B1R5B3T4F1 hands=-,-,-,- shown=- won=1,1,2,2 "
    "kept=0,0,0,0 dojos=b1:B2,c1:T3,b2:C4,c2:C3,c3:F4,d3:M5;b1:C5,d1:T5,b2:M3,c2:R3,d2:F5,d3:B2;"
    "a1:B5,b1:B4,c1:M4,d1:F2,d2:C5,d3:T1;d1:T3,a2:C1,b2:M4,c2:R2,d2:M1,d3:B4 "
    "trophies=3:G;d:M;d:B;b:B,2:G"
)
"""Round 6, after training: P3 won the Competition Kimono and places it beside the dojo."""

PUZZLES: tuple[tuple[str, dict[str, str]], ...] = (
    ("T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5", {}),
    ("T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5", {"row2": "grand_master", "col3": "broom"}),
    ("R3 T2 M1 B3/M2 F2 C4 F2/T5 B1 F4 R4", {"row1": "incense", "col2": "multicolour_belt"}),
)
"""Dojos to score: the rulebook's example (12 points), then the same with trophies, then more."""


_T = {
    "well": {"en": "Well done.", "fr": "Bravo."},
    "not": {"en": "Not allowed", "fr": "Interdit"},
    "again": {"en": "Start again", "fr": "Recommencer"},
    "show": {"en": "Show me", "fr": "Montrez-moi"},
    "check": {"en": "Check", "fr": "Vérifier"},
    "points": {"en": "Points", "fr": "Points"},
    "train": {"en": "Place your tatami", "fr": "Poser votre tatami"},
    "trophy": {"en": "Place your trophy", "fr": "Placer votre trophée"},
    "challenge": {"en": "Challenge or pass", "fr": "Défier ou passer"},
    "puzzle": {"en": "Score a dojo", "fr": "Compter un dojo"},
    "miss_train": {
        "en": "Nothing to play there: choose a cell of the frame, beside the cards, to place your "
        "tatami.",
        "fr": "Rien à jouer ici : choisissez une case du cadre, à côté des cartes, pour poser "
        "votre tatami.",
    },
    "miss_trophy": {
        "en": "Nothing to play there: choose a slot left of a row or above a column of the dojo "
        "to place your trophy.",
        "fr": "Rien à jouer ici : choisissez un emplacement à gauche d’une ligne ou au-dessus "
        "d’une colonne du dojo pour y poser votre trophée.",
    },
    "a_way": {"en": "A way to do it:", "fr": "Une façon de faire :"},
    "shown": {
        "en": "Every framed place does it: choose any of them.",
        "fr": "Chaque place encadrée convient : choisissez-en une.",
    },
    "not_best": {"en": "Not the best choice.", "fr": "Pas le meilleur choix."},
}


def _t(key: str, lang: str) -> str:
    return _T[key][lang]


class TrainLesson:
    """Place the tatami you hold: the board explains every refused cell; every legal cell is
    right, since each keeps the dojo within 3 x 4."""

    def __init__(self, code: str = TRAIN_CODE, *, lang: str = "en", canvas: Any = None) -> None:
        self.start: DojoState = GAME.from_code(code)
        self.lang = lang
        self.player = self.start.current_player
        self.state = self.start
        self.board = DojoBoard(canvas=canvas, lang=lang)
        self.feedback = message_line().add_class("gk-feedback")
        self.typed = _typed_field(self.start, self._play_typed, self.feedback, lang)
        self.mark = progress.enrol(_t(self._title, lang), self.reset, lang)
        self.again = w.Button(description=_t("again", lang), icon="undo")
        self.again.add_class("gk-again")
        self.show_me = w.Button(description=_t("show", lang), icon="lightbulb-o")
        self.show_me.add_class("gk-show-me")
        self.board.on_action(self._on_action)
        self.board.on_miss(self._on_board_miss)
        self.board.keys.on_escape(self._on_escape)
        self.again.on_click(lambda _: self.start_again())
        self.show_me.on_click(lambda _: self.show())
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                self.mark.widget,
                w.HTML(f"<b>{player(self.player, lang)}</b> · {self._holding()}"),
                self.board.widget,
                w.HTML(legend_html([t for _, _, t in self.start.trophies[self.player]], lang)),
                self.feedback,
                self.typed.widget,
                w.HBox([self.again, self.show_me]),
            ]
        ).add_class("gk-lesson")
        self.widget.add_class(f"gk-lesson-{self.start.step}")
        self.reset()

    def _holding(self) -> str:
        card = card_name(self.start.hands[self.player], self.lang)  # type: ignore[index]
        hold = "Vous tenez" if self.lang == "fr" else "You hold"
        return f"{hold}{colon(self.lang)}<b>{escape(card)}</b>"

    def _placed(self, action: Any) -> str:
        fits = (
            "le dojo tient toujours dans 3 x 4 [dojo.train.rectangle]."
            if self.lang == "fr"
            else "the dojo still fits in 3 x 4 [dojo.train.rectangle]."
        )
        return f"{cell_name(action.cell)}{colon(self.lang)}{fits}"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    _title = "train"

    def start_again(self) -> None:
        """The exercise's *Start again*: its mark back to to do, and the start."""
        self.mark.undone()
        self.reset()

    def reset(self) -> None:
        self.state = self.start
        clear(self.feedback)
        self._show()

    def solution(self) -> Any:
        """One action that does the exercise (what *Show me* names)."""
        return self.start.legal_actions()[0]

    def show(self) -> tuple[Any, ...]:
        """*Show me*, at any time: back to the lesson's position with every right place framed
        (each one does the exercise), one of them named; returns them."""
        self.state = self.start
        self._show(targets=True)
        lead, lang = _t("a_way", self.lang), self.lang
        where = escape(_where(self.solution(), lang))
        tell(self.feedback, f"<b>{lead}</b> {where}. {escape(_t('shown', lang))}", "tip")
        return self.start.legal_actions()

    def try_cell(self, name: str) -> str:
        """Click the frame cell ``name`` ("b3"); returns the feedback as plain text."""
        self._on_action(Train(cell(name)))
        return _plain(self.feedback.value)

    def play(self, text: str) -> str:
        """Type ``text`` in the field beside the board ("b3", "trophy a", "?") and press Enter;
        returns the feedback as plain text."""
        self.typed.submit(text)
        return _plain(self.feedback.value)

    def _play_typed(self, action: Any) -> bool:
        """A move typed beside the board: tried as a click on its place would be; whether it
        was right."""
        self._on_action(action)
        return self.state is not self.start

    def _on_board_miss(self) -> None:
        """A click on no place of the frame: say where to click (the board stays as it is)."""
        tell(self.feedback, escape(_t(f"miss_{self._title}", self.lang)), "info")

    def task(self) -> str:
        """The exercise's task in words, as the page shows it: what to do, what you hold."""
        return f"{_t(self._title, self.lang)}. {plain(self._holding())}."

    def _on_escape(self) -> None:
        """Escape on the board: a try is played as soon as it is made (nothing is half-made);
        say so, and the task."""
        tell(self.feedback, escape(nothing_to_drop(self.task(), self.lang)), "info")

    def _on_action(self, action: Any) -> None:
        # Each try starts again from the lesson's position, in a single repaint.
        self.state = self.start
        reason = self.state.why_illegal(action)
        if reason is not None:
            self._show(refused=action)
            tell(self.feedback, _refusal(reason, self.lang), "refused")
            return
        self.state = self.state.apply(action)
        self._show(last=getattr(action, "cell", None))
        tell(self.feedback, f"<b>{_t('well', self.lang)}</b> {self._placed(action)}", "ok")
        self.mark.done()

    def _show(
        self, *, targets: bool = False, last: int | None = None, refused: object = None
    ) -> None:
        p = self.player
        legal = self.state.legal_actions() if targets and self.state is self.start else ()
        self.board.show(
            self.state.dojos[p],
            self.state.trophies[p],
            targets=legal,
            last=last,
            refused=refused,
            around=Around(self.state.view(p), p, table=False, note=self.task()),
        )
        self.typed.refresh()


class TrophyLesson(TrainLesson):
    """Place the trophy you won: the board explains every refused slot (wrong colour, a line that
    already has one, a line with no card); every legal slot is right.

    >>> lesson = TrophyLesson()
    >>> lesson.try_slot("column", 3).startswith("Not allowed [dojo.trophy.one_per_line]")
    True
    >>> lesson.try_slot("column", 0).startswith("Well done")
    True
    """

    _title = "trophy"

    def __init__(self, code: str = TROPHY_CODE, *, lang: str = "en", canvas: Any = None) -> None:
        super().__init__(code, lang=lang, canvas=canvas)

    def _holding(self) -> str:
        name = TROPHY_NAMES[self.lang][self.start.pending or ""]
        won = "Vous avez gagné" if self.lang == "fr" else "You won"
        return f"{won}{colon(self.lang)}<b>{escape(name)}</b>"

    def try_slot(self, line: str, index: int) -> str:
        """Click the slot beside frame ``line`` ("row" or "column") ``index``; returns the
        feedback as plain text."""
        self._on_action(PlaceTrophy(line, index))
        return _plain(self.feedback.value)

    def _placed(self, action: Any) -> str:
        if self.lang == "fr":
            where = "Cette colonne" if action.line == "column" else "Cette ligne"
            return f"{where} a un TATAMI et pas encore de TROPHÉE [dojo.trophy.needs_card]."
        where = "This column" if action.line == "column" else "This row"
        return f"{where} has a card and no trophy yet [dojo.trophy.needs_card]."


class ChallengeLesson:
    """Challenge the dealer or pass, knowing only your own card; then see what happened."""

    def __init__(self, code: str = CHALLENGE_CODE, *, lang: str = "en") -> None:
        self.start: DojoState = GAME.from_code(code)
        self.lang = lang
        me = self.start.current_player
        self.me = me
        card = self.start.hands[me]  # type: ignore[index]
        picture = shapes_svg(pictures.card_shapes(card, 0, 0, 60, lang=lang), 60, 60, size=72)
        trophy = TROPHY_NAMES[lang][self.start.up or ""]
        fr = lang == "fr"
        intro = (
            f"Vous êtes <b>{player(me, lang)}</b> et tenez {picture}. Le donneur "  # type: ignore[arg-type]
            f"<b>{player(self.start.dealer, lang)}</b> met en jeu le trophée <b>{escape(trophy)}</b>."
            if fr
            else f"You are <b>{player(me, lang)}</b> and hold {picture}. The dealer "  # type: ignore[arg-type]
            f"<b>{player(self.start.dealer, lang)}</b> has the <b>{escape(trophy)}</b> trophy on offer."
        )
        self.feedback = message_line().add_class("gk-feedback")
        self.typed = _typed_field(self.start, self._play_typed, self.feedback, lang)
        self.typed.refresh()
        self.mark = progress.enrol(_t("challenge", lang), self.reset, lang)
        self.challenge = w.Button(description="Défier" if fr else "Challenge")
        self.challenge.add_class("gk-challenge")
        self.pass_ = w.Button(description="Passer" if fr else "Pass")
        self.pass_.add_class("gk-pass")
        self.again = w.Button(description=_t("again", lang), icon="undo")
        self.again.add_class("gk-again")
        self.show_me = w.Button(description=_t("show", lang), icon="lightbulb-o")
        self.show_me.add_class("gk-show-me")
        self.challenge.on_click(lambda _: self.decide(Challenge()))
        self.pass_.on_click(lambda _: self.decide(Pass()))
        self.again.on_click(lambda _: (self.mark.undone(), self.reset()))
        self.show_me.on_click(lambda _: self.show())
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                self.mark.widget,
                w.HTML(intro),
                w.HBox([self.challenge, self.pass_, self.again, self.show_me]),
                self.feedback,
                self.typed.widget,
            ]
        ).add_class("gk-lesson")
        self.widget.add_class("gk-lesson-challenge")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def reset(self) -> None:
        """Start again: the decision to make, the dealer's card hidden again."""
        clear(self.feedback)

    def play(self, text: str) -> str:
        """Type ``text`` in the field ("challenge", "pass", "?") and press Enter; returns the
        feedback as plain text."""
        self.typed.submit(text)
        return _plain(self.feedback.value)

    def _play_typed(self, action: Any) -> bool:
        """A decision typed: challenge or pass as the buttons do; any other action is refused
        with the rule that asks for a decision now."""
        if isinstance(action, Challenge | Pass):
            self.decide(action)
            return True
        tell(self.feedback, _refusal(self.start.why_illegal(action), self.lang), "refused")
        return False

    def _attacker_wins(self) -> bool:
        """Whether a challenge would win: the higher belt wins, the attacker wins ties."""
        state = self.start
        mine, theirs = state.hands[self.me], state.hands[state.dealer]
        return mine.belt >= theirs.belt  # type: ignore[union-attr]

    def _rule(self) -> str:
        return (
            "La ceinture la plus haute gagne, l’attaquant gagne les égalités [dojo.challenge.belt]."
            if self.lang == "fr"
            else "The higher belt wins, and the attacker wins ties [dojo.challenge.belt]."
        )

    def solution(self) -> Challenge | Pass:
        """The decision that pays: challenge when the challenge would win, else pass."""
        return Challenge() if self._attacker_wins() else Pass()

    def decide(self, action: Challenge | Pass) -> str:
        """Challenge or pass; the feedback reveals the dealer's card and what the rules say:
        praise for the decision that paid, and why the other did not."""
        state, lang, fr = self.start, self.lang, self.lang == "fr"
        theirs = state.hands[state.dealer]
        attacker_wins = self._attacker_wins()
        reveal = (
            f"Le donneur tenait {the_card(theirs, lang)}."
            if fr
            else f"The dealer held the {card_name(theirs, lang)}."
        )
        if isinstance(action, Challenge):
            verdict = (
                ("Vous gagnez le trophée." if fr else "You win the trophy.")
                if attacker_wins
                else ("Le donneur garde le trophée." if fr else "The dealer keeps the trophy.")
            )
        else:
            verdict = (
                ("Un défi l’aurait emporté." if fr else "A challenge would have won it.")
                if attacker_wins
                else (
                    "Bien vu : un défi aurait échoué."
                    if fr
                    else "Wise: a challenge would have failed."
                )
            )
        right = attacker_wins == isinstance(action, Challenge)  # the decision that paid
        lead = _t("well" if right else "not_best", lang)
        html = f"<b>{lead}</b> {escape(reveal)} {escape(self._rule())} <b>{escape(verdict)}</b>"
        tell(self.feedback, html, "ok" if right else "info")
        (self.mark.done if right else self.mark.tried)()
        return _plain(self.feedback.value)

    def show(self) -> str:
        """*Show me*: the decision that pays, and why (the dealer's card revealed); the
        exercise is left for the learner to do."""
        state, lang, fr = self.start, self.lang, self.lang == "fr"
        mine = card_words(state.hands[self.me], lang)
        dealt = state.hands[state.dealer]
        theirs = card_words(dealt, lang)
        if fr:
            what = "défier" if self._attacker_wins() else "passer"
            held = f"Votre {mine} contre {the_card(dealt, lang)} ({dealt.belt}) du donneur."  # type: ignore[union-attr]
        else:
            what = "challenge" if self._attacker_wins() else "pass"
            held = f"Your {mine} against the dealer's {theirs}."
        html = f"<b>{_t('a_way', lang)}</b> {what}. {escape(held)} {escape(self._rule())}"
        tell(self.feedback, html, "tip")
        return _plain(self.feedback.value)


class ScoringPuzzle:
    """How many points does this finished dojo score? A wrong guess gets a hint and another
    try; the answer and its breakdown show when the guess is right, or on *Show me*."""

    def __init__(self, grid: str, trophies: dict[str, str], *, lang: str = "en") -> None:
        self.grid, self.trophies, self.lang = grid, dict(trophies), lang
        self.result = score(grid, trophies)
        self.solved = False
        self.guess = w.IntText(description=_t("points", lang), layout=w.Layout(width="180px"))
        self.guess.add_class("gk-guess")
        self.check = w.Button(description=_t("check", lang), button_style="primary")
        self.check.add_class("gk-check")
        self.show_me = w.Button(description=_t("show", lang), icon="lightbulb-o")
        self.show_me.add_class("gk-show-me")
        self.feedback = message_line().add_class("gk-feedback")
        self.mark = progress.enrol(_t("puzzle", lang), self.reset, lang)
        self.again = w.Button(description=_t("again", lang), icon="undo")
        self.again.add_class("gk-again")
        self.again.on_click(lambda _: (self.mark.undone(), self.reset()))
        self.check.on_click(lambda _: self.answer(self.guess.value))
        self.show_me.on_click(lambda _: self.show())
        self.widget = w.VBox(
            [
                w.HTML(theme.CSS),
                self.mark.widget,
                w.HTML(f"<div class='gk-picture'>{dojo_svg(grid, trophies, lang=lang)}</div>"),
                w.HBox([self.guess, self.check, self.show_me, self.again]),
                self.feedback,
            ]
        ).add_class("gk-lesson")
        self.widget.add_class("gk-puzzle")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def reset(self) -> None:
        """Start again: no guess, no answer shown."""
        self.solved = False
        self.guess.value = 0
        clear(self.feedback)

    def answer(self, points: int) -> str:
        """Check a guess: right, the breakdown explains it; wrong, a hint (more or fewer) and
        another try, the total kept back."""
        total, fr = self.result.total, self.lang == "fr"
        if points == total:
            self.solved = True
            lead = f"<b>{_t('well', self.lang)}</b> {total} points. "
            tell(self.feedback, lead + breakdown_html(self.result, self.lang), "ok")
            self.mark.done()
            return _plain(self.feedback.value)
        more = points < total
        if fr:
            hint = (
                "<b>Pas tout à fait :</b> ce dojo vaut "
                + ("plus" if more else "moins")
                + ". Recomptez chaque ligne et chaque colonne, puis réessayez."
            )
        else:
            hint = (
                "<b>Not quite:</b> this dojo scores "
                + ("more" if more else "less")
                + ". Count each row and column again, then try once more."
            )
        tell(self.feedback, hint, "info")
        self.mark.tried()
        return _plain(self.feedback.value)

    def show(self) -> str:
        """*Show me*: the answer, with the breakdown that explains it."""
        total = self.result.total
        self.guess.value = total
        count = (
            "comptez chaque ligne, chaque colonne et les trophées"
            if self.lang == "fr"
            else "count each row, each column and the trophies"
        )
        lead = _t("a_way", self.lang)
        html = f"<b>{lead}</b> {count}{colon(self.lang)}{total} points. " + breakdown_html(
            self.result, self.lang
        )
        tell(self.feedback, html, "tip")
        return _plain(self.feedback.value)


def _refusal(reason: Any, lang: str) -> str:
    """A refused try, as the board's message line says it: its rule and why."""
    return f"<b>{_t('not', lang)}</b> <code>[{reason.rule}]</code><br>{escape(reason.say(lang))}"


def _typed_field(start: DojoState, play: Any, line: w.HTML, lang: str) -> MoveField:
    """The field beside an exercise: what the engine's ``parse_action`` reads, tried from the
    exercise's position; ``?`` lists the actions open there, each with what it does."""
    return MoveField(
        read=lambda text: GAME.parse_action(text, start),
        play=play,
        tell=lambda html, kind: tell(line, html, kind),
        moves=lambda: moves_html(
            [(str(a), describe(start, a, lang)) for a in start.legal_actions()], lang
        ),
        example=lambda: str(next(iter(start.legal_actions()), "")),
        lang=lang,
    )


def _where(action: Any, lang: str) -> str:
    """Where a tatami or a trophy goes, as the board's spot there is named: "b3", "the slot
    left of row 3 (black trophies)"."""
    if isinstance(action, PlaceTrophy):
        named = slot_name(action.line, action.index, lang)
        return ("l’" if lang == "fr" else "the ") + named[:1].lower() + named[1:]
    return cell_name(action.cell)


def _plain(html: str) -> str:
    import re
    from html import unescape

    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()
