"""Dojo Kun exercises for the walkthrough, combat first (as the rulebook advises).

**The serpentine** (:class:`SerpentineLesson`): the learner sets both sides' symbol counts and
watches the Combat board resolve, step by step. **Fewest Hits** (:class:`FewestHits`): black's
side is fixed; white's Blocks, Holds and Jumps too; how few Hits does white need to win? Any
count that wins while one fewer does not is right, and *Show me* sets that count and shows it
resolving. A wrong answer gets a hint and another try; the answer shows only when asked for.

>>> lesson = FewestHits()
>>> lesson.answer(1)
False
>>> "Not yet" in lesson.feedback.value
True
>>> lesson.show_me() and lesson.done
True
>>> lesson.hits.value == lesson.goal
True
>>> placing = PlacementLesson("train")
>>> placing.show_me() and placing.feedback.value.startswith("<b>A way to do it:</b>")
True
>>> placing.mark().is_done  # shown, not done: the learner has yet to do it
False
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from gamekit.dojo_kun import GAME, DojoKunState, Place, Predict, combat
from gamekit.dojo_kun.data import MOVES, NAMES
from widgets import progress
from widgets.board_front import announce, in_answer
from widgets.dojo_kun import pictures
from widgets.dojo_kun.spoken import Shown, dojo_text, village_text
from widgets.dojo_kun.words import serpentine_steps, symbols, verdict
from widgets.feedback import clear, message_line, tell
from widgets.i18n import Table, colon, inside, player_names, say
from widgets.svg import labelled

LESSON: Table = {
    "white": {"en": "White", "fr": "Blanc"},
    "black": {"en": "Black", "fr": "Noir"},
    "resolve": {"en": "Resolve", "fr": "Résoudre"},
    "steps": {"en": "Steps shown", "fr": "Étapes"},
    "answer": {"en": "Check", "fr": "Vérifier"},
    "show_me": {"en": "Show me", "fr": "Montrez-moi"},
    "a_way": {"en": "A way to do it", "fr": "Une façon de faire"},
    "again": {"en": "Start again", "fr": "Recommencer"},
    "hits": {"en": "White's Hits", "fr": "Coups du blanc"},
    "fewest_title": {"en": "How few Hits?", "fr": "Combien de Coups ?"},
    "step_said": {"en": "Step {n} of {of}: {step}", "fr": "Étape {n} sur {of} : {step}"},
    "prediction_title": {"en": "Predict a fight", "fr": "Pronostiquer un combat"},
    "setup_title": {
        "en": "A game for {players} just set up, seen from the Dojo of {player}, who plays first",
        "fr": "Une partie à {players} tout juste mise en place, vue du Dojo de {player}, qui "
        "joue en premier",
    },
    "task": {
        "en": "Black has {black}. White has {white}. <b>How few Hits does white need to win "
        "this roll?</b>",
        "fr": "Le noir a {black}. Le blanc a {white}. <b>Combien de Coups, au moins, faut-il au "
        "blanc pour gagner ce lancer ?</b>",
    },
    "right": {
        "en": "Well done: with {n} Hits white wins, and with {m} he would not.",
        "fr": "Bravo : avec {n} Coups le blanc gagne, et avec {m} il ne gagnerait pas.",
    },
    "too_few": {
        "en": "Not yet: with {hits} white does not win. Follow the serpentine below: which of "
        "white's Hits do black's Blocks cancel?",
        "fr": "Pas encore : avec {hits} le blanc ne gagne pas. Suivez la serpentine "
        "ci-dessous : quels Coups du blanc les Parades du noir annulent-elles ?",
    },
    "too_many": {
        "en": "White wins with {hits}, but he needs fewer. Try one less.",
        "fr": "Le blanc gagne avec {hits}, mais il lui en faut moins. Essayez un de moins.",
    },
    "shown": {
        "en": "{hits}, the fewest that win (with {m}, white would not win).",
        "fr": "{hits}, le moins qui gagne (avec {m}, le blanc ne gagnerait pas).",
    },
}
"""The exercises' words."""

Counts = Mapping[str, int]

STEPS = 6
"""The serpentine's reductions: three for each side's Hits."""


def counts_text(counts: Counts, lang: str = "en") -> str:
    """Symbol counts in words: "2 Blocks, 1 Hold and 1 Jump"."""
    names = NAMES[lang]
    items = [f"{n} {names[s]}{'s' if n > 1 else ''}" for s, n in counts.items() if n and s in MOVES]
    if not items:
        return "rien" if lang == "fr" else "nothing"
    last = " et " if lang == "fr" else " and "
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + last + items[-1]


def fewest_hits(white: Counts, black: Counts) -> int | None:
    """The fewest Hits white needs, with his other symbols, to win against ``black`` (None when
    no number of Hits wins, as against a Submission that wins every draw)."""
    for hits in range(40):
        if combat.resolve_combat({**white, "hit": hits}, black).winner == "white":
            return hits
    return None


def resolution_html(white: Counts, black: Counts, lang: str = "en", step: int | None = None) -> str:
    """A Combat board resolved: drawn, then step by step in words, then who won the roll; with
    ``step`` (0-5), only the reductions up to that one."""
    result = combat.resolve_combat(white, black)
    said = serpentine_steps(result, lang)[: None if step is None else step + 1]
    steps = "".join(f"<li>{escape(s)}</li>" for s in said)
    drawn = pictures.combat_svg(dict(white), dict(black), lang=lang, step=step, legend_row=False)
    drawn = f"<div class='gk-picture'>{drawn}</div>"  # a board: presenter mode fits it
    if step is not None:
        return f"{drawn}<ol class='gk-serpentine'>{steps}</ol>"
    return (
        f"{drawn}<ol class='gk-serpentine'>{steps}</ol>"
        f"<p class='gk-roll-result'><b>{escape(verdict(result, lang))}</b></p>"
    )


class SerpentineLesson:
    """Both sides' Hits, Blocks, Holds and Jumps, set by the learner; the Combat board resolves
    at each change."""

    def __init__(
        self,
        white: Counts = MappingProxyType({"hit": 3, "block": 2, "hold": 1, "jump": 0}),
        black: Counts = MappingProxyType({"hit": 4, "block": 1, "hold": 2, "jump": 1}),
        *,
        lang: str = "en",
    ) -> None:
        self.lang = lang
        self.sides = {
            side: {s: _count(NAMES[lang][s], counts.get(s, 0), side, s) for s in MOVES}
            for side, counts in (("white", white), ("black", black))
        }
        self.view = w.HTML().add_class("gk-resolution")
        # A number field, not a slider: a slider's handle has no name a screen reader can say.
        self.step = w.BoundedIntText(
            value=STEPS,
            min=1,
            max=STEPS,
            description=say(LESSON, "steps", lang),
            style={"description_width": "initial"},  # the whole label, never "Steps sh..."
            layout=w.Layout(width="14em"),
        )
        self.step.add_class("gk-step")
        self.step.observe(lambda _: self.update(), names="value")
        rows = [
            w.HBox([w.HTML(f"<b>{say(LESSON, side, lang)}</b>"), *boxes.values()])
            for side, boxes in self.sides.items()
        ]
        for boxes in self.sides.values():
            for box in boxes.values():
                box.observe(lambda _: self.update(), names="value")
        self.widget = w.VBox([*rows, self.step, self.view])
        self.widget.add_class("gk-lesson").add_class("gk-lesson-serpentine")
        self.update()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def counts(self, side: str) -> dict[str, int]:
        return {s: box.value for s, box in self.sides[side].items()}

    def update(self) -> None:
        """The board resolved up to the step the field shows (all of it, and the result, at
        the end). A change the learner made is said aloud: the result, or the last step shown
        (a screen reader hears what the picture now shows)."""
        step = None if self.step.value == STEPS else self.step.value - 1
        white, black = self.counts("white"), self.counts("black")
        self.view.value = resolution_html(white, black, self.lang, step)
        if in_answer():
            result = combat.resolve_combat(white, black)
            steps = serpentine_steps(result, self.lang)
            if step is None:
                announce(verdict(result, self.lang))
            else:
                said = say(LESSON, "step_said", self.lang, n=step + 1, of=STEPS, step=steps[step])
                announce(said)


class FewestHits:
    """How few Hits does white need? Black's side and white's other symbols are fixed."""

    def __init__(
        self,
        white: Counts = MappingProxyType({"block": 2, "hold": 1, "jump": 1}),
        black: Counts = MappingProxyType({"hit": 3, "block": 2, "hold": 1, "jump": 1}),
        *,
        lang: str = "en",
    ) -> None:
        self.lang = lang
        self.white, self.black = dict(white), dict(black)
        goal = fewest_hits(self.white, self.black)
        assert goal is not None, "an exercise must have an answer"
        self.goal, self.done = goal, False
        task = say(
            LESSON,
            "task",
            lang,
            black=escape(counts_text(self.black, lang)),
            white=escape(counts_text(self.white, lang)),
        )
        self.hits = _count(say(LESSON, "hits", lang), 0, "white", "hit")
        self.check = w.Button(description=say(LESSON, "answer", lang), button_style="primary")
        self.check.add_class("gk-check")
        self.show = w.Button(description=say(LESSON, "show_me", lang), icon="eye")
        self.show.add_class("gk-show-me")
        self.again = w.Button(description=say(LESSON, "again", lang), icon="undo")
        self.again.add_class("gk-again")
        self.feedback = message_line().add_class("gk-feedback")
        self.view = w.HTML().add_class("gk-resolution")
        self.mark = progress.enrol(say(LESSON, "fewest_title", lang), self.reset, lang)
        self._showing = False
        self.check.on_click(lambda _: self.answer(self.hits.value))
        self.show.on_click(lambda _: self.show_me())
        self.again.on_click(lambda _: self.start_again())
        self.widget = w.VBox(
            [
                self.mark.widget,
                w.HTML(f"<p>{task}</p>"),
                w.HBox([self.hits, self.check, self.show, self.again]),
                self.feedback,
                self.view,
            ]
        ).add_class("gk-lesson")
        self.widget.add_class("gk-lesson-fewest-hits")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def _wins(self, hits: int) -> bool:
        return combat.resolve_combat({**self.white, "hit": hits}, self.black).winner == "white"

    def answer(self, hits: int) -> bool:
        """Check ``hits``: right when white wins with it and not with one fewer."""
        self.hits.value = hits
        self.view.value = resolution_html({**self.white, "hit": hits}, self.black, self.lang)
        lang = self.lang
        counted = symbols(hits, "hit", lang)
        if not self._wins(hits):
            tell(self.feedback, say(LESSON, "too_few", lang, hits=counted), "info")
            self._tried()
            return False
        if hits > 0 and self._wins(hits - 1):
            tell(self.feedback, say(LESSON, "too_many", lang, hits=counted), "info")
            self._tried()
            return False
        self.done = True
        tell(self.feedback, say(LESSON, "right", lang, n=hits, m=hits - 1), "ok")
        if not self._showing:
            self.mark.done()
        return True

    def _tried(self) -> None:
        """An answer that is not the goal: the exercise is tried (unless *Show me* gave it)."""
        if not self._showing:
            self.mark.tried()

    def show_me(self) -> bool:
        """Set the fewest Hits that win, and show that roll resolved (the exercise is not
        marked done: the learner has yet to find it)."""
        self._showing = True
        try:
            self.answer(self.goal)
        finally:
            self._showing = False
        lang = self.lang
        lead = say(LESSON, "a_way", lang) + colon(lang).rstrip()
        shown = say(LESSON, "shown", lang, hits=symbols(self.goal, "hit", lang), m=self.goal - 1)
        tell(self.feedback, f"<b>{lead}</b> {shown}", "tip")
        return self.done

    def start_again(self) -> None:
        """The exercise's *Start again*: its mark back to to do, and the start."""
        self.mark.undone()
        self.reset()

    def reset(self) -> None:
        self.done = False
        self.hits.value = 0
        self.view.value = ""
        clear(self.feedback)


def _count(label: str, value: int, side: str, symbol: str) -> w.BoundedIntText:
    """A count from 0 to 20 named ``label``: its field keeps room for two digits and the
    arrows whatever the label's length ("Coups du blanc" left 26 px in a fixed width)."""
    box = w.BoundedIntText(value=value, min=0, max=20, description=label)
    box.layout.width = f"calc({len(label)}ch + 72px)"
    box.style.description_width = "initial"
    box.add_class(f"gk-{side}-{symbol}")
    return box


# -- the set-up: a picture of the table ----------------------------------------------------------


def setup_picture(lang: str = "en", *, seed: int = 3, players: int = 2) -> str:
    """The table of a game just set up (``dojo_kun.setup.*``): the village with its offers and
    rows, the turn track, and the Dojo of the player drawn to start, whose start the placement
    exercise plays from (the same ``seed``). An SVG picture named by the whole of what it shows,
    in words, for a screen reader.

    >>> svg = setup_picture("fr")
    >>> "Dojo de la Grue" in svg and "J2" in svg and "P2" not in svg
    True
    """
    state = GAME.new_state(seed=seed, players=players)
    names = player_names(GAME.player_names[:players], lang)
    shown = Shown(state, state.first, names)
    title = say(LESSON, "setup_title", lang, players=players, player=names[state.first])
    words = f"{title}. {village_text(shown, lang)} {dojo_text(shown, state.first, lang)}"
    drawn = pictures.board_svg(state, state.first, names=names, lang=lang)
    return f"<div class='gk-picture'>{labelled(drawn, words)}</div>"


# -- the season: placements on a live board -----------------------------------------------------

PLACEMENT_TASKS: Table = {
    "admit": {
        "en": "Place your <b>Master</b> on a new athlete's octagon to admit him into your Dojo "
        "(with his free levels, if his card has any).",
        "fr": "Placez votre <b>Maître</b> sur l’octogone d’un nouvel athlète pour l’admettre "
        "dans votre Dojo (avec ses niveaux au choix, si sa carte en a).",
    },
    "equipment": {
        "en": "Take a <b>Training Equipment</b> tile from the village for your Dojo, with your "
        "Master or your Athlete 1.",
        "fr": "Prenez une tuile d’<b>équipement d’entraînement</b> au village pour votre Dojo, "
        "avec votre Maître ou votre athlète 1.",
    },
    "expand": {
        "en": "<b>Expand</b> your Dojo with your Master: one more athlete space and one more "
        "equipment slot.",
        "fr": "<b>Agrandissez</b> votre Dojo avec votre Maître : une place d’athlète et un "
        "emplacement d’équipement de plus.",
    },
    "train": {
        "en": "Choose your athlete (his button, or his card), then one of your Dojo's "
        "<b>Training Equipment</b> slots to train him.",
        "fr": "Choisissez votre athlète (son bouton, ou sa carte), puis un emplacement "
        "d’<b>équipement d’entraînement</b> de votre Dojo pour l’entraîner.",
    },
    "waterfall": {
        "en": "Send your athlete to the <b>Mystic Waterfalls</b> for Ki.",
        "fr": "Envoyez votre athlète aux <b>Cascades mystiques</b> chercher du Ki.",
    },
    "help": {
        "en": "Send your athlete to <b>help the village</b> for Prestige.",
        "fr": "Envoyez votre athlète <b>aider le village</b> pour du Prestige.",
    },
    "first": {
        "en": "Make your athlete <b>First Player</b>: he takes the lowest free Reservation tile.",
        "fr": "Faites de votre athlète le <b>Premier joueur</b> : il prend la plus petite tuile "
        "de Réservation libre.",
    },
    "yang": {
        "en": "Buy a <b>Secret Technique</b> from Master YANG with your athlete's Ki.",
        "fr": "Achetez une <b>Technique secrète</b> au Maître YANG avec le Ki de votre athlète.",
    },
    "move": {
        "en": "Learn a <b>Special Move</b> from the row, paying its cost.",
        "fr": "Apprenez un <b>Coup spécial</b> de la rangée, en payant son coût.",
    },
    "exercise": {"en": "Exercise", "fr": "Exercice"},
    "done": {"en": "Well done: {what}.", "fr": "Bravo : {what}."},
    "not_this": {
        "en": "Allowed, but not this exercise's goal: {what}. Start again and try once more.",
        "fr": "Permis, mais ce n’est pas le but de l’exercice : {what}. Recommencez et réessayez.",
    },
}
"""What each placement exercise asks, and what it answers."""

PLACEMENT_NAMES: Table = {
    "admit": {"en": "Admit an athlete", "fr": "Admettre un athlète"},
    "equipment": {"en": "New Training Equipment", "fr": "Nouvel équipement"},
    "expand": {"en": "Expand the Dojo", "fr": "Agrandir le Dojo"},
    "train": {"en": "Train", "fr": "S’entraîner"},
    "waterfall": {"en": "Mystic Waterfalls", "fr": "Cascades mystiques"},
    "help": {"en": "Help the village", "fr": "Aider le village"},
    "first": {"en": "Become First Player", "fr": "Devenir Premier joueur"},
    "yang": {"en": "Master YANG", "fr": "Maître YANG"},
    "move": {"en": "A Special Move", "fr": "Un Coup spécial"},
}
"""The exercises' names in the menu."""

PLACEMENT_GOALS: Mapping[str, Callable[[Any], bool]] = MappingProxyType(
    {
        "admit": lambda a: a.token == "M" and a.slot.startswith("athlete"),
        "equipment": lambda a: a.slot.startswith("equipment"),
        "expand": lambda a: a.slot == "expand",
        "train": lambda a: a.token != "M" and a.slot.startswith("train"),
        "waterfall": lambda a: a.slot.startswith("waterfall"),
        "help": lambda a: a.slot.startswith("help"),
        "first": lambda a: a.slot == "first",
        "yang": lambda a: a.slot == "yang",
        "move": lambda a: a.slot.startswith("move"),
    }
)
"""Each exercise's goal: which placements reach it (every one that does is a right answer)."""


class LiveLesson:
    """An exercise on a live game (``app``): *Show me* and *Start again* buttons, and the board.
    The lesson speaks through the app's message line, under the board (one board, one line), so
    what it shows is always about the last thing done. Subclasses give what comes above the
    buttons, the goal (:meth:`_played`) and a decision that reaches it (:meth:`solution`)."""

    def __init__(self, app: Any, head: list[w.Widget], css: str, *, lang: str) -> None:
        self.app, self.lang, self.done = app, lang, False
        self._showing = False
        self.show = w.Button(description=say(LESSON, "show_me", lang), icon="eye")
        self.show.add_class("gk-show-me")
        self.again = w.Button(description=say(LESSON, "again", lang), icon="undo")
        self.again.add_class("gk-again")
        self.show.on_click(lambda _: self.show_me())
        self.again.on_click(lambda _: self.start_again())
        self.app.why.add_class("gk-feedback")
        self.app.on_played(self._played)
        self.marks = w.VBox([self.mark().widget]).add_class("gk-marks")
        self.widget = w.VBox(
            [self.marks, *head, w.HBox([self.show, self.again]), self.app.widget]
        ).add_class("gk-lesson")
        self.widget.add_class(css)
        self.widget.add_class("gk-board-first")  # presenter mode: the board over the task

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    @property
    def feedback(self) -> w.HTML:
        """The message line under the board: the app's, through which the lesson speaks."""
        return self.app.why

    def mark(self) -> progress.Mark:
        """The progress mark of the exercise on the board now. Subclasses enrol it."""
        raise NotImplementedError

    def _played(self, before: Any, action: Any, after: Any) -> None:
        """Judge a decision the learner played. Subclasses override."""

    def solution(self) -> Any:
        """A decision that reaches the goal from the exercise's start. Subclasses override."""
        raise NotImplementedError

    def _demonstrate(self, action: Any) -> bool:
        """Play ``action`` for *Show me*, as the learner would. Subclasses make the choices
        the board needs first."""
        return bool(self.app.play(action))

    def shown(self, before: Any, action: Any) -> str:
        """What *Show me* says of ``action``, played from ``before`` (HTML)."""
        from widgets.dojo_kun.words import describe

        lead = say(LESSON, "a_way", self.lang) + colon(self.lang).rstrip()
        return f"<b>{lead}</b> {escape(inside(describe(before, action, self.lang), self.lang))}."

    def show_me(self) -> bool:
        """*Show me*, at any time: from the exercise's start, play a decision that reaches the
        goal and say what it was (a tip, not praise: the exercise is not marked done, the
        learner has yet to do it)."""
        self.reset()
        before, action = self.app.state, self.solution()
        self._showing = True
        try:
            played = self._demonstrate(action)
        finally:
            self._showing = False
        if played:
            self.app.say_html(self.shown(before, action), "tip")
        return played and self.done

    def start_again(self) -> None:
        """The exercise's *Start again*: its mark back to to do, and the start."""
        self.mark().undone()
        self.reset()

    def reset(self) -> None:
        """Back to the exercise's start, as a new game: no move to redo or listed, the message
        line empty."""
        self.done = False
        self.app.restart()

    def _succeed(self, text: str) -> None:
        """The goal is reached: say so, and mark it done (unless *Show me* reached it: it says
        what it showed)."""
        self.done = True
        if not self._showing:
            self.app.say_html(text, "ok")
            self.mark().done()


class PlacementLesson(LiveLesson):
    """A live board at the start of a game (the learner to play, the computer after him) and a
    task chosen among :data:`PLACEMENT_GOALS`: any placement of the asked kind succeeds, any
    other is played but said not to be the goal, a refused one is crossed and explained by the
    board. Choosing another task starts the board again."""

    goals: Mapping[str, Callable[[Any], bool]] = PLACEMENT_GOALS
    """The tasks of the menu, and which placements reach each."""

    names: Table = PLACEMENT_NAMES
    """The tasks' names in the menu (and on their progress marks)."""

    css = "gk-lesson-placement"

    def __init__(self, goal: str | None = None, *, lang: str = "en", seed: int = 3) -> None:
        goal = goal or next(iter(self.goals))
        self.goal, self.seed = goal, seed
        self.tasks = w.Dropdown(
            options=[(say(self.names, g, lang), g) for g in self.goals],
            value=goal,
            description=say(PLACEMENT_TASKS, "exercise", lang),
        )
        self.tasks.add_class("gk-tasks")
        self.task = w.HTML()
        self._marks = {
            g: progress.enrol(say(self.names, g, lang), self._restart(g), lang) for g in self.goals
        }
        super().__init__(self._app(lang), [self.tasks, self.task], self.css, lang=lang)
        self.tasks.observe(lambda change: self.choose(change["new"]), names="value")
        self.choose(goal)

    def _app(self, lang: str) -> Any:
        """The live game: a new one from the seed, where the learner is P2 (the First Player of
        seed 3); P1, the computer, answers at once, so that the board keeps showing the
        learner's Dojo with what the placement did."""
        from widgets.dojo_kun.app import DojoKunApp

        return DojoKunApp(players=2, seats=("computer", "person"), seed=self.seed, lang=lang)

    def task_html(self, goal: str) -> str:
        """What the task ``goal`` asks (HTML)."""
        return f"<p>{say(PLACEMENT_TASKS, goal, self.lang)}</p>"

    def mark(self) -> progress.Mark:
        return self._marks[self.goal]

    def _restart(self, goal: str) -> Callable[[], None]:
        """Starting the page's exercises again starts this board again, at its first task."""
        return lambda: self.choose(next(iter(self.goals)))

    def choose(self, goal: str) -> None:
        """Set the task ``goal`` and start the board again."""
        self.goal = goal
        if self.tasks.value != goal:
            self.tasks.value = goal
        self.task.value = self.task_html(goal)
        self.marks.children = (self.mark().widget,)
        self.reset()

    def _played(self, before: Any, action: Any, after: Any) -> None:
        from widgets.dojo_kun.words import describe

        what = escape(describe(before, action, self.lang))
        if isinstance(action, Place) and self.goals[self.goal](action):
            self._succeed(say(PLACEMENT_TASKS, "done", self.lang, what=inside(what, self.lang)))
        else:
            said = say(PLACEMENT_TASKS, "not_this", self.lang, what=inside(what, self.lang))
            self.app.say_html(said, "info")
            if not self._showing:
                self.mark().tried()

    def solution(self) -> Place:
        """The first placement, in the engine's order, that reaches the goal."""
        return next(
            a
            for a in self.app.state.legal_actions()
            if isinstance(a, Place) and self.goals[self.goal](a)
        )

    def _demonstrate(self, action: Any) -> bool:
        if action.token != self.app.token:  # the token first, as a click on its card
            self.app.choose_token(action.token)
        return super()._demonstrate(action)


# -- Master YIN and the Adventures: a staged position ---------------------------------------------

STAGED_TASKS: Table = {
    "yin": {
        "en": "{stage}: your athlete {athlete} has {ki} Ki (a new Dojo's athlete has 1). Send "
        "him to <b>Master YIN</b>: he pays 2 Ki and gives up a level he has, then gains two "
        "levels of your choice (the ways are listed under the board).",
        "fr": "{stage} : votre athlète {athlete} a {ki} Ki (celui d’un nouveau Dojo en a 1). "
        "Envoyez-le chez le <b>Maître YIN</b> : il paie 2 Ki et perd un niveau qu’il a, puis "
        "gagne deux niveaux de votre choix (les façons de faire sont listées sous le plateau).",
    },
    "adventure": {
        "en": "{stage}: your athlete {athlete} has {ki} Ki and Dan {dan} (the total of his "
        "levels). Send him on an <b>Adventure</b> he can undertake: each card asks for a Dan "
        "and Ki. Click a card he cannot undertake, too, and read why.",
        "fr": "{stage} : votre athlète {athlete} a {ki} Ki et le Dan {dan} (le total de ses "
        "niveaux). Envoyez-le vivre une <b>Aventure</b> à sa portée : chaque carte demande un "
        "Dan et du Ki. Cliquez aussi une carte hors de sa portée, et lisez pourquoi.",
    },
}
"""What each exercise on the staged position asks; the athlete is the one who can do it."""

STAGED_NAMES: Table = {
    "yin": {"en": "Master YIN", "fr": "Maître YIN"},
    "adventure": {"en": "An Adventure", "fr": "Une Aventure"},
}
"""Their names in the menu."""

STAGED_GOALS: Mapping[str, Callable[[Any], bool]] = MappingProxyType(
    {
        "yin": lambda a: a.slot == "yin",
        "adventure": lambda a: a.slot.startswith("adventure"),
    }
)
"""Each exercise's goal: which placements reach it (any way of taking the slot)."""

KI_SLOTS = ("waterfall", "waterfall+")
"""Where the learner's athletes go while the position is staged: for Ki."""


def staged_position(seed: int = 0, players: int = 2) -> DojoKunState:
    """A position where Master YIN and an Adventure can be tried: the first, in seeded games
    from ``seed`` on, where the First Player (the learner) starts a turn of placements with an
    athlete who may go to Master YIN, one who may undertake an Adventure, and an Adventure card
    in the row that no athlete of his may undertake yet (its Dan or its Ki: a refusal to read).

    The games are played with the engine's rules: the learner's athletes go to the Mystic
    Waterfalls (a new Dojo's athlete has 1 Ki; YIN and the cheapest Adventure ask for 2), every
    other decision is drawn at random from the seed.

    >>> state = staged_position()
    >>> state.step, state.current_player, state.placed[state.current_player]
    ('place', 1, ())
    >>> sorted({a.slot[:9] for a in state.legal_actions() if a.slot in ("yin", "adventure1",
    ...         "adventure2", "adventure3")})
    ['adventure', 'yin']
    """
    import random

    from gamekit.dojo_kun import GAME

    for tried in range(seed, seed + 50):
        state = GAME.new_state(seed=tried, players=players)
        learner, rng = state.current_player, random.Random(tried)
        while state.step == "place" and state.season == 0:
            legal = state.legal_actions()
            if state.current_player == learner:
                if not state.placed[learner] and _stages_both(state, legal):
                    return state
                ki = [a for a in legal if isinstance(a, Place) and a.slot in KI_SLOTS]
                state = state.apply(ki[0] if ki else rng.choice(legal))
            else:
                state = state.apply(rng.choice(legal))
    raise ValueError(
        "no position for Master YIN and the Adventures in 50 games"
    )  # pragma: no cover


def _stages_both(state: DojoKunState, legal: list[Any]) -> bool:
    """Whether ``legal`` offers Master YIN and an Adventure, and leaves a card of the row out."""
    places = [a for a in legal if isinstance(a, Place)]
    if not all(any(goal(a) for a in places) for goal in STAGED_GOALS.values()):
        return False
    open_cards = {a.slot for a in places if STAGED_GOALS["adventure"](a)}
    row = {f"adventure{i}" for i in range(1, len(state.adventure_row) + 1)}
    return bool(row - open_cards)


class StagedLesson(PlacementLesson):
    """Master YIN and the Adventures, which a new Dojo lacks the Ki and Dan for: the same live
    board as :class:`PlacementLesson`, from :func:`staged_position` (the learner to play, the
    computers after him), with a task for each. Any way of taking the slot succeeds."""

    goals = STAGED_GOALS
    names = STAGED_NAMES
    css = "gk-lesson-staged"

    def __init__(self, goal: str | None = None, *, lang: str = "en", seed: int = 0) -> None:
        self.start = staged_position(seed)
        super().__init__(goal, lang=lang, seed=seed)

    def _app(self, lang: str) -> Any:
        from widgets.dojo_kun.app import DojoKunApp

        learner = self.start.current_player
        seats = tuple("person" if p == learner else "computer" for p in range(self.start.players))
        return DojoKunApp(self.start, seats=seats, seed=self.seed, lang=lang)

    def task_html(self, goal: str) -> str:
        from widgets.dojo_kun.words import stage_text, token_name

        state, lang = self.start, self.lang
        player = state.current_player
        assert player is not None
        token = next(a.token for a in state.legal_actions() if self._reaches(goal, a))
        member = state.member(player, int(token) - 1)
        said = say(
            STAGED_TASKS,
            goal,
            lang,
            stage=escape(stage_text(state, lang)),
            athlete=escape(token_name(state, player, token, lang)),
            ki=member.ki,
            dan=member.dan,
        )
        return f"<p>{said}</p>"

    def _reaches(self, goal: str, action: Any) -> bool:
        return isinstance(action, Place) and self.goals[goal](action)


# -- the tournament: a prediction ---------------------------------------------------------------

PREDICTION: Table = {
    "task": {
        "en": "A tournament fight is about to start, and you are not fighting: <b>predict the "
        "winner</b> with the buttons under the board. Look at both athletes' dice on the Combat "
        "board (a die per level) and their techniques: who is the favourite?",
        "fr": "Un combat du tournoi va commencer, et vous ne combattez pas : <b>pronostiquez le "
        "vainqueur</b> avec les boutons sous le plateau. Regardez les dés des deux athlètes sur "
        "le plateau de Combat (un dé par niveau) et leurs techniques : qui est favori ?",
    },
    "right": {
        "en": "Well done: {side} was the favourite, {odds} to win the whole fight. A right "
        "prediction is worth 1 Prestige; the dice still decide.",
        "fr": "Bravo : le {side} était favori, {odds} de chances de gagner le combat. Un bon "
        "pronostic vaut 1 Prestige ; les dés décident quand même.",
    },
    "wrong": {
        "en": "Allowed, but {side} had only {odds} to win the whole fight. Start again and "
        "compare their dice once more.",
        "fr": "Permis, mais le {side} n’avait que {odds} de chances de gagner le combat. "
        "Recommencez et comparez encore leurs dés.",
    },
    "favourite": {
        "en": "The favourite is {side}, {odds} to win the whole fight.",
        "fr": "Le favori est le {side}, {odds} de chances de gagner le combat.",
    },
    "white": {"en": "white", "fr": "blanc"},
    "black": {"en": "black", "fr": "noir"},
}
"""The prediction exercise's words."""


def prediction_position(seed: int = 0, players: int = 3, gap: float = 0.2) -> DojoKunState:
    """The first position, in seeded random games from ``seed`` on, where a player predicts a
    fight with a clear favourite (the whole fight's chances apart by ``gap`` at least)."""
    import random

    from gamekit.dojo_kun import GAME, tournament

    for tried in range(seed, seed + 50):
        state, rng = GAME.new_state(seed=tried, players=players), random.Random(tried)
        while not state.is_over:
            if state.step == "predict":
                odds = combat.fight_odds(*tournament._fighters(state))
                if abs(odds.white - odds.black) >= gap:
                    return state
            state = state.apply(rng.choice(state.legal_actions()))
    raise ValueError("no fight with a clear favourite in 50 games")  # pragma: no cover


class PredictionLesson(LiveLesson):
    """Predict the winner of a tournament fight: the favourite (by the exact chances of the
    whole fight) is the right answer; the other is allowed and said to be the underdog."""

    def __init__(self, *, lang: str = "en", seed: int = 0) -> None:
        from gamekit.dojo_kun import tournament
        from widgets.dojo_kun.app import DojoKunApp

        start = prediction_position(seed)
        self.odds = combat.fight_odds(*tournament._fighters(start))
        self.favourite = "white" if self.odds.white > self.odds.black else "black"
        app = DojoKunApp(start, seats=("person",) * start.players, lang=lang)
        task = w.HTML(f"<p>{say(PREDICTION, 'task', lang)}</p>")
        self._mark = progress.enrol(say(LESSON, "prediction_title", lang), self.reset, lang)
        super().__init__(app, [task], "gk-lesson-prediction", lang=lang)

    def mark(self) -> progress.Mark:
        return self._mark

    def _played(self, before: Any, action: Any, after: Any) -> None:
        from widgets.dojo_kun.words import percent

        if not isinstance(action, Predict) or self.app.match.ply != 1:
            return
        side = action.side
        odds = percent(self.odds.white if side == "white" else self.odds.black, self.lang)
        named = say(PREDICTION, side, self.lang)
        if side == self.favourite:
            self._succeed(say(PREDICTION, "right", self.lang, side=named, odds=odds))
        else:
            self.app.say_html(say(PREDICTION, "wrong", self.lang, side=named, odds=odds), "info")
            if not self._showing:
                self.mark().tried()

    def solution(self) -> Predict:
        """Predict the favourite."""
        return Predict(self.favourite)

    def shown(self, before: Any, action: Any) -> str:
        from widgets.dojo_kun.words import percent

        odds = self.odds.white if self.favourite == "white" else self.odds.black
        side = say(PREDICTION, self.favourite, self.lang)
        why = say(PREDICTION, "favourite", self.lang, side=side, odds=percent(odds, self.lang))
        return f"{super().shown(before, action)} {why}"
