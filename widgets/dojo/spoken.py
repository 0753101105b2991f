"""The Dojo boards said aloud, for a screen reader and a keyboard: each cell and trophy slot
named with what lies there and the marks drawn on it, a row, a column, a whole dojo, the card
held, the table, and what the reading keys say.

A dojo is drawn in its frame of 5 rows x 7 columns (cells ``a1``..``g5``), with a slot for a
black trophy left of each row and one for an orange trophy above each column. A card is said by
its disciple and its belt, in words and with the belt's number (never by its colour alone).

>>> import gamekit
>>> from widgets.dojo.lessons import TRAIN_CODE
>>> state = gamekit.load("dojo").from_code(TRAIN_CODE)
>>> dojo, trophies = state.dojos[0], state.trophies[0]
>>> cell_label(dojo, 17)
'd3, black-belt Monkey (5)'
>>> cell_label(dojo, 15, targets=(Train(15),), lang="fr")
'b3, vide, encadrée : votre tatami peut aller ici'
>>> slot_label(trophies, "row", 2)
'Slot left of row 3 (black trophies): Grand Master'
>>> row_text(dojo, trophies, 2)
'Row 3, Grand Master left of it: c3 blue-belt Fox (4), d3 black-belt Monkey (5); empty: a3, b3, e3, f3, g3.'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from gamekit.dojo import DojoState
from gamekit.dojo.actions import FRAME_COLS, FRAME_ROWS, PlaceTrophy, Train, cell_name
from gamekit.dojo.cards import TROPHY_NAMES, Card
from widgets.dojo.words import WORDS, player, prompt, the_card
from widgets.i18n import Table, colon, say, semicolon

COLUMNS = "abcdefg"

SPOKEN: Table = {
    "board": {"en": "{player}'s dojo", "fr": "Dojo de {player}"},
    "a_dojo": {"en": "Dojo", "fr": "Dojo"},
    "grid": {"en": "Dojo to score", "fr": "Dojo à compter"},
    "empty": {"en": "empty", "fr": "vide"},
    "empties": {"en": "empty", "fr": "vides"},
    "hidden": {"en": "a card face down", "fr": "une carte face cachée"},
    "card": {"en": "{name} ({belt})", "fr": "{name} ({belt})"},
    "slot_row": {
        "en": "Slot left of row {n} (black trophies)",
        "fr": "Emplacement à gauche de la ligne {n} (trophées noirs)",
    },
    "slot_column": {
        "en": "Slot above column {c} (orange trophies)",
        "fr": "Emplacement au-dessus de la colonne {c} (trophées orange)",
    },
    "target_cell": {
        "en": "framed: your tatami may go here",
        "fr": "encadrée : votre tatami peut aller ici",
    },
    "target_slot": {
        "en": "framed: the trophy may go here",
        "fr": "encadré : le trophée peut aller ici",
    },
    "refused_cell": {"en": "crossed: refused", "fr": "barrée : refusée"},
    "refused_slot": {"en": "crossed: refused", "fr": "barré : refusé"},
    "last": {"en": "the last card placed", "fr": "la dernière carte posée"},
    "last_changed": {"en": "the last cell changed", "fr": "la dernière case changée"},
    "row": {"en": "Row {n}", "fr": "Ligne {n}"},
    "column": {"en": "Column {c}", "fr": "Colonne {c}"},
    "row_trophy": {"en": "Row {n}, {trophy} left of it", "fr": "Ligne {n}, {trophy} à sa gauche"},
    "column_trophy": {
        "en": "Column {c}, {trophy} above it",
        "fr": "Colonne {c}, {trophy} au-dessus",
    },
    "left_of": {"en": "{trophy} left of row {n}", "fr": "{trophy} à gauche de la ligne {n}"},
    "above": {"en": "{trophy} above column {c}", "fr": "{trophy} au-dessus de la colonne {c}"},
    "row_slots": {
        "en": "The slots left of the rows (black trophies)",
        "fr": "Les emplacements à gauche des lignes (trophées noirs)",
    },
    "column_slots": {
        "en": "The slots above the columns (orange trophies)",
        "fr": "Les emplacements au-dessus des colonnes (trophées orange)",
    },
    "no_trophy": {"en": "no trophy", "fr": "aucun trophée"},
    "trophies": {"en": "Trophies: {what}.", "fr": "Trophées : {what}."},
    "no_trophies": {"en": "No trophy.", "fr": "Aucun trophée."},
    "no_card": {
        "en": "{dojo}: no card yet (the first goes in the middle, d3).",
        "fr": "{dojo} : aucune carte encore (la première va au milieu, en d3).",
    },
    "cards": {
        "en": "{dojo}: {n} cards, in rows {rows} and columns {columns}.",
        "fr": "{dojo} : {n} cartes, lignes {rows} et colonnes {columns}.",
    },
    "one_card": {"en": "{dojo}: 1 card, on {cell}.", "fr": "{dojo} : 1 carte, en {cell}."},
    "span": {"en": "{first} to {last}", "fr": "{first} à {last}"},
    "holds": {"en": "{player} holds {card}.", "fr": "{player} tient {card}."},
    "holds_none": {"en": "{player} holds no card now.", "fr": "{player} n’a pas de carte."},
    "top_card": {
        "en": "The top card, to give: {card}.",
        "fr": "La carte du dessus, à donner : {card}.",
    },
    "won_trophy": {
        "en": "{player} won the {trophy}, to place.",
        "fr": "{player} a gagné le trophée {trophy}, à placer.",
    },
    "seat": {"en": "{player}{dealer}: {what}.", "fr": "{player}{dealer} : {what}."},
    "dealer": {"en": " (dealer)", "fr": " (donneur)"},
    "seat_cards": {"en": "{n} cards in the dojo", "fr": "{n} cartes dans le dojo"},
    "seat_card": {"en": "1 card in the dojo", "fr": "1 carte dans le dojo"},
    "seat_no_card": {"en": "the dojo empty", "fr": "le dojo vide"},
    "seat_holds": {"en": "holds {card}", "fr": "tient {card}"},
    "points": {"en": "{n} points", "fr": "{n} points"},
    "scores": {"en": "Scores: {what}.", "fr": "Scores : {what}."},
    "round": {"en": "Round {n} of 12.", "fr": "Tour {n} sur 12."},
    "others": {"en": "The other players: {what}", "fr": "Les autres joueurs : {what}"},
    "nobody_else": {"en": "No other player.", "fr": "Aucun autre joueur."},
    "keys": {
        "en": "Arrow keys move over the cells of the dojo and the trophy slots around it, Enter "
        "or Space plays there. R reads the row, C the column, D the whole dojo, T the card held, "
        "1 to {last} a player's dojo (N the next one), P the whole table, S the round and whose turn "
        "it is.",
        "fr": "Les flèches parcourent les cases du dojo et les emplacements de trophée autour, "
        "Entrée ou Espace y joue. R lit la ligne, C la colonne, D tout le dojo, T la carte "
        "tenue, 1 à {last} le dojo d’un joueur (N le suivant), P toute la table, S le tour et à qui "
        "de jouer.",
    },
    "keys_lesson": {
        "en": "Arrow keys move over the cells of the dojo and the trophy slots around it, Enter "
        "or Space plays there. R reads the row, C the column, D the whole dojo, T what you "
        "hold, P the whole exercise, S what to do.",
        "fr": "Les flèches parcourent les cases du dojo et les emplacements de trophée autour, "
        "Entrée ou Espace y joue. R lit la ligne, C la colonne, D tout le dojo, T ce que vous "
        "tenez, P tout l’exercice, S ce qu’il faut faire.",
    },
    "keys_grid": {
        "en": "Arrow keys move over the 12 cells, Enter or Space puts the chosen card there. R "
        "reads the row, C the column, P the whole dojo, S the card a press puts and the score.",
        "fr": "Les flèches parcourent les 12 cases, Entrée ou Espace y pose la carte choisie. R "
        "lit la ligne, C la colonne, P tout le dojo, S la carte qu’un appui pose et le score.",
    },
    "escape": {
        "en": "Nothing half-made to drop: here a choice is played as soon as it is made. {now}",
        "fr": "Rien d’entamé à abandonner : ici, un choix est joué dès qu’il est fait. {now}",
    },
    "scored": {
        "en": "{player}'s dojo as scored: {n} points",
        "fr": "Dojo de {player} tel que compté : {n} points",
    },
    "grid_cell": {"en": "Row {n}, column {c}", "fr": "Ligne {n}, colonne {c}"},
    "grid_row": {"en": "Row {n}", "fr": "Ligne {n}"},
    "grid_column": {"en": "Column {c}", "fr": "Colonne {c}"},
}
"""The words of the boards said aloud."""


@dataclass(frozen=True, slots=True)
class Around:
    """What the page shows around a dojo, for its text alternative: the position as the person
    may see it (``state``), whose dojo the board is (``player``), whether the page shows the
    whole table (the game: every seat, the draw pile, the trophy on offer) or only this dojo
    (an exercise), and a ``note``: why nobody may act now, or an exercise's task."""

    state: DojoState
    player: int
    table: bool = True
    note: str = ""


def board_name(owner: int | None = None, lang: str = "en") -> str:
    """What a screen reader calls the board: whose dojo it is."""
    if owner is None:
        return say(SPOKEN, "a_dojo", lang)
    return say(SPOKEN, "board", lang, player=player(owner, lang))


def nothing_to_drop(now: str, lang: str = "en") -> str:
    """What Escape is told on a Dojo board, which keeps no half-made choice, and what to do
    ``now``."""
    return say(SPOKEN, "escape", lang, now=now)


def scored_name(owner: int, points: int, lang: str = "en") -> str:
    """What a screen reader calls a finished dojo pictured as scored."""
    return say(SPOKEN, "scored", lang, player=player(owner, lang), n=points)


def card_words(card: Card | None, lang: str = "en") -> str:
    """A card in words, its belt's colour and number said: "yellow-belt Bear (2)"; a card the
    viewer may not see is "a card face down".

    >>> card_words(Card("B", 2)), card_words(Card("B", 2), "fr"), card_words(Card("?", 0))
    ('yellow-belt Bear (2)', 'Ours ceinture jaune (2)', 'a card face down')
    """
    if card is None or not card.belt:
        return say(SPOKEN, "hidden", lang)
    return say(SPOKEN, "card", lang, name=card.name(lang), belt=card.belt)


def _lies(card: Card | None, lang: str) -> str:
    return card_words(card, lang) if card is not None else say(SPOKEN, "empty", lang)


def _trophy_at(trophies: Iterable[tuple[str, int, str]], line: str, index: int) -> str | None:
    return next((t for ln, i, t in trophies if ln == line and i == index), None)


def cell_label(
    dojo: tuple[Card | None, ...],
    cell: int,
    *,
    targets: Iterable[object] = (),
    last: int | None = None,
    refused: object = None,
    lang: str = "en",
) -> str:
    """What a reader hears on frame cell ``cell``: its name, what lies there, and the marks the
    board draws on it (framed where the tatami may go, the last card placed, crossed if
    refused)."""
    parts = [cell_name(cell), _lies(dojo[cell], lang)]
    if Train(cell) in tuple(targets):
        parts.append(say(SPOKEN, "target_cell", lang))
    if cell == last:
        parts.append(say(SPOKEN, "last", lang))
    if refused == Train(cell):
        parts.append(say(SPOKEN, "refused_cell", lang))
    return ", ".join(parts)


def slot_name(line: str, index: int, lang: str = "en") -> str:
    """A trophy slot's name, with the colour of the trophies it takes."""
    if line == "row":
        return say(SPOKEN, "slot_row", lang, n=index + 1)
    return say(SPOKEN, "slot_column", lang, c=COLUMNS[index])


def slot_label(
    trophies: Iterable[tuple[str, int, str]],
    line: str,
    index: int,
    *,
    targets: Iterable[object] = (),
    refused: object = None,
    lang: str = "en",
) -> str:
    """What a reader hears on the trophy slot of frame ``line`` ("row" or "column") ``index``:
    which trophies it takes, the trophy there, and the marks drawn on it."""
    trophy = _trophy_at(trophies, line, index)
    what = TROPHY_NAMES[lang][trophy] if trophy else say(SPOKEN, "empty", lang)
    parts = [f"{slot_name(line, index, lang)}{colon(lang)}{what}"]
    if PlaceTrophy(line, index) in tuple(targets):
        parts.append(say(SPOKEN, "target_slot", lang))
    if refused == PlaceTrophy(line, index):
        parts.append(say(SPOKEN, "refused_slot", lang))
    return ", ".join(parts)


def _cells_text(dojo: tuple[Card | None, ...], cells: Iterable[int], lang: str) -> str:
    """The cards of ``cells`` with their names, then the empty ones: "c3 blue-belt Fox (4);
    empty: a3, b3"."""
    cells = tuple(cells)
    cards = ", ".join(f"{cell_name(c)} {card_words(dojo[c], lang)}" for c in cells if dojo[c])
    empty = ", ".join(cell_name(c) for c in cells if dojo[c] is None)
    if not cards:
        return say(SPOKEN, "empty", lang)
    if not empty:
        return cards
    return f"{cards}{semicolon(lang)}{say(SPOKEN, 'empties', lang)}{colon(lang)}{empty}"


def row_text(
    dojo: tuple[Card | None, ...],
    trophies: Iterable[tuple[str, int, str]],
    row: int,
    lang: str = "en",
) -> str:
    """Frame row ``row`` (0..4), left to right, with the trophy left of it."""
    trophy = _trophy_at(trophies, "row", row)
    head = (
        say(SPOKEN, "row_trophy", lang, n=row + 1, trophy=TROPHY_NAMES[lang][trophy])
        if trophy
        else say(SPOKEN, "row", lang, n=row + 1)
    )
    cells = range(row * FRAME_COLS, (row + 1) * FRAME_COLS)
    return f"{head}{colon(lang)}{_cells_text(dojo, cells, lang)}."


def column_text(
    dojo: tuple[Card | None, ...],
    trophies: Iterable[tuple[str, int, str]],
    col: int,
    lang: str = "en",
) -> str:
    """Frame column ``col`` (0..6, a..g), top to bottom, with the trophy above it."""
    trophy = _trophy_at(trophies, "column", col)
    head = (
        say(SPOKEN, "column_trophy", lang, c=COLUMNS[col], trophy=TROPHY_NAMES[lang][trophy])
        if trophy
        else say(SPOKEN, "column", lang, c=COLUMNS[col])
    )
    cells = range(col, FRAME_ROWS * FRAME_COLS, FRAME_COLS)
    return f"{head}{colon(lang)}{_cells_text(dojo, cells, lang)}."


def slots_text(trophies: Iterable[tuple[str, int, str]], line: str, lang: str = "en") -> str:
    """Every slot of one kind: the trophies beside the rows, or above the columns."""
    placed = sorted((i, t) for ln, i, t in trophies if ln == line)
    what = ", ".join(_trophy_where(line, i, t, lang) for i, t in placed)
    head = say(SPOKEN, "row_slots" if line == "row" else "column_slots", lang)
    return f"{head}{colon(lang)}{what or say(SPOKEN, 'no_trophy', lang)}."


def _trophy_where(line: str, index: int, trophy: str, lang: str) -> str:
    """ "Grand Master left of row 3", "Broom above column d"."""
    name = TROPHY_NAMES[lang][trophy]
    if line == "row":
        return say(SPOKEN, "left_of", lang, trophy=name, n=index + 1)
    return say(SPOKEN, "above", lang, trophy=name, c=COLUMNS[index])


def trophies_text(trophies: Iterable[tuple[str, int, str]], lang: str = "en") -> str:
    """Where a dojo's trophies are: "Trophies: Grand Master left of row 3."."""
    said = [_trophy_where(line, i, t, lang) for line, i, t in trophies]
    if not said:
        return say(SPOKEN, "no_trophies", lang)
    return say(SPOKEN, "trophies", lang, what=", ".join(said))


def dojo_text(
    dojo: tuple[Card | None, ...],
    trophies: Iterable[tuple[str, int, str]],
    owner: int | None = None,
    lang: str = "en",
) -> str:
    """A whole dojo: how many cards and where they spread, each row that has a card, and the
    trophies."""
    name = board_name(owner, lang)
    placed = [c for c, card in enumerate(dojo) if card is not None]
    trophies = tuple(trophies)
    if not placed:
        return f"{say(SPOKEN, 'no_card', lang, dojo=name)} {trophies_text(trophies, lang)}"
    if len(placed) == 1:
        head = say(SPOKEN, "one_card", lang, dojo=name, cell=cell_name(placed[0]))
    else:
        rows = sorted({c // FRAME_COLS for c in placed})
        cols = sorted({c % FRAME_COLS for c in placed})

        def span(first: str, last: str) -> str:
            return first if first == last else say(SPOKEN, "span", lang, first=first, last=last)

        head = say(
            SPOKEN,
            "cards",
            lang,
            dojo=name,
            n=len(placed),
            rows=span(str(rows[0] + 1), str(rows[-1] + 1)),
            columns=span(COLUMNS[cols[0]], COLUMNS[cols[-1]]),
        )
    lines = " ".join(
        _row_cards(dojo, row, lang) for row in sorted({c // FRAME_COLS for c in placed})
    )
    return f"{head} {lines} {trophies_text(trophies, lang)}"


def _row_cards(dojo: tuple[Card | None, ...], row: int, lang: str) -> str:
    """A row's cards only: "Row 3: c3 blue-belt Fox (4), d3 black-belt Monkey (5)."."""
    cells = range(row * FRAME_COLS, (row + 1) * FRAME_COLS)
    cards = ", ".join(f"{cell_name(c)} {card_words(dojo[c], lang)}" for c in cells if dojo[c])
    return f"{say(SPOKEN, 'row', lang, n=row + 1)}{colon(lang)}{cards}."


# -- the table around a dojo ----------------------------------------------------------------


def status_text(around: Around, lang: str = "en") -> str:
    """The round and what the player to act is asked (or who won), then the page's note."""
    state = around.state
    if not around.table:
        said = around.note or prompt(state, lang)
    elif state.is_over:
        outcome = state.outcome()
        won = outcome.reason.say(lang) if outcome is not None else say(WORDS, "over", lang)
        said = f"{won} {scores_text(state, lang)}"
    else:
        said = f"{say(SPOKEN, 'round', lang, n=min(state.round, 12))} {prompt(state, lang)}"
        if around.note and around.note not in said:
            said += f" {around.note}"
    return said


def scores_text(state: DojoState, lang: str = "en") -> str:
    """Each player's points (a finished game)."""
    totals = state.scores()
    what = ", ".join(
        f"{player(p, lang)} {say(SPOKEN, 'points', lang, n=n)}" for p, n in enumerate(totals)
    )
    return say(SPOKEN, "scores", lang, what=what)


def hand_text(around: Around, lang: str = "en") -> str:
    """What the board's player holds: his card, the top card to give if he deals it, the
    trophy he won and must place."""
    state, p = around.state, around.player
    who = player(p, lang)
    card = state.hands[p]
    said = []
    if card is not None:
        said.append(say(SPOKEN, "holds", lang, player=who, card=_the(card, lang)))
    top = state.deck[0] if state.step == "recruit" and state.deck else None
    if top is not None and p == state.dealer and top.belt:
        said.append(say(SPOKEN, "top_card", lang, card=_the(top, lang)))
    if state.step == "trophy" and state.winner == p and state.pending:
        trophy = TROPHY_NAMES[lang][state.pending]
        said.append(say(SPOKEN, "won_trophy", lang, player=who, trophy=trophy))
    return " ".join(said or [say(SPOKEN, "holds_none", lang, player=who)])


def _the(card: Card | None, lang: str) -> str:
    """A card with its article: "the yellow-belt Bear (2)", "a card face down"."""
    if card is None or not card.belt:
        return say(SPOKEN, "hidden", lang)
    return f"{the_card(card, lang)} ({card.belt})"


def centre_text(state: DojoState, lang: str = "en") -> str:
    """The middle of the table: the trophy on offer, the trophies left, the draw pile."""
    up = state.up or state.pending
    if state.is_over:  # the piles are done with: only a trophy nobody won is left to see
        return (
            f"{say(WORDS, 'trophy_unclaimed', lang)}{colon(lang)}{TROPHY_NAMES[lang][up]}."
            if up
            else ""
        )
    heading = "trophy_up"
    trophy = TROPHY_NAMES[lang][up] if up else say(WORDS, "no_trophy", lang)
    pile = say(WORDS, "pile" if len(state.pile) != 1 else "pile_one", lang, n=len(state.pile))
    left = len(state.deck)
    key = "cards_left" if left > 1 else ("cards_left_one" if left else "cards_left_none")
    return (
        f"{say(WORDS, heading, lang)}{colon(lang)}{trophy}{semicolon(lang)}{pile}. "
        f"{say(WORDS, 'draw_pile', lang)}{colon(lang)}{say(WORDS, key, lang, n=left)}."
    )


def seat_text(state: DojoState, p: int, lang: str = "en", *, dojo: bool = True) -> str:
    """One seat in brief: its cards and trophies (unless ``dojo`` is False: its dojo is read
    beside), its points or challenges won, the card it holds."""
    n = sum(card is not None for card in state.dojos[p])
    parts = []
    if dojo:
        parts.append(
            say(SPOKEN, "seat_cards", lang, n=n)
            if n > 1
            else say(SPOKEN, "seat_card" if n else "seat_no_card", lang)
        )
        if state.trophies[p]:
            parts.append(", ".join(_trophy_where(ln, i, t, lang) for ln, i, t in state.trophies[p]))
    if state.is_over:
        parts.append(say(SPOKEN, "points", lang, n=state.scores()[p]))
    won = state.won[p]
    parts.append(say(WORDS, "won" if won > 1 else ("won_one" if won else "won_none"), lang, n=won))
    if state.hands[p] is not None:
        parts.append(say(SPOKEN, "seat_holds", lang, card=_the(state.hands[p], lang)))
    dealer = say(SPOKEN, "dealer", lang) if p == state.dealer and not state.is_over else ""
    return say(
        SPOKEN,
        "seat",
        lang,
        player=player(p, lang),
        dealer=dealer,
        what=semicolon(lang).join(parts),
    )


def others_text(around: Around, lang: str = "en") -> str:
    """Every other seat in brief, from the board's player's left."""
    state = around.state
    seats = [(around.player + i) % state.players for i in range(1, state.players)]
    if not seats:
        return say(SPOKEN, "nobody_else", lang)
    return say(SPOKEN, "others", lang, what=" ".join(seat_text(state, p, lang) for p in seats))


def position_text(
    dojo: tuple[Card | None, ...],
    trophies: Iterable[tuple[str, int, str]],
    around: Around | None = None,
    lang: str = "en",
) -> str:
    """The board's text alternative. In a game: the round and whose turn, the card held, this
    dojo, the middle of the table and every other seat. In an exercise: its task, what is held
    and the dojo. A dojo alone: the dojo."""
    if around is None:
        return dojo_text(dojo, trophies, None, lang)
    mine = dojo_text(dojo, trophies, around.player, lang)
    said = [status_text(around, lang), "" if around.state.is_over else hand_text(around, lang)]
    said.append(mine)
    if around.table:
        said += [centre_text(around.state, lang), others_text(around, lang)]
    return " ".join(part for part in said if part)


def read(
    letter: str,
    dojo: tuple[Card | None, ...],
    trophies: Iterable[tuple[str, int, str]],
    spot: tuple[int, int] | None,
    around: Around | None = None,
    *,
    seat: int | None = None,
    lang: str = "en",
) -> str | None:
    """What the reading key ``letter`` says with the cursor on grid cell ``spot`` (row, column
    of the board's 6 x 8 grid: row 0 the slots above the columns, column 0 those left of the
    rows). ``seat`` is the player whose dojo N reads; 1 to 5 read player 1 to 5's."""
    trophies = tuple(trophies)
    row, col = spot if spot is not None else (3, 4)
    if letter == "r":
        if row == 0:
            return slots_text(trophies, "column", lang)
        return row_text(dojo, trophies, row - 1, lang)
    if letter == "c":
        if col == 0:
            return slots_text(trophies, "row", lang)
        return column_text(dojo, trophies, col - 1, lang)
    if letter == "d":
        return dojo_text(dojo, trophies, around.player if around else None, lang)
    if letter == "p":
        return position_text(dojo, trophies, around, lang)
    if letter in ("h", "?"):
        if around is None or not around.table:
            return say(SPOKEN, "keys_lesson", lang)
        return say(SPOKEN, "keys", lang, last=around.state.players)
    if around is None:
        return None
    if letter == "s":
        return status_text(around, lang)
    if letter == "t":
        return hand_text(around, lang)
    state = around.state
    if letter in "12345" and len(letter) == 1 and int(letter) <= state.players and around.table:
        seat = int(letter) - 1  # a player's seat, by his number
    elif letter != "n":
        seat = None
    if around.table and seat is not None:
        return (
            f"{seat_text(state, seat, lang, dojo=False)} "
            f"{dojo_text(state.dojos[seat], state.trophies[seat], seat, lang)}"
        )
    return None


# -- a finished dojo to score (the scoring tool's editor) ------------------------------------

Grid = tuple[tuple[Card | None, ...], ...]


def grid_name(lang: str = "en") -> str:
    """What a screen reader calls the scoring tool's editor."""
    return say(SPOKEN, "grid", lang)


def _grid_trophy(trophies: Mapping[str, str], line: str) -> str | None:
    trophy = trophies.get(line)
    return trophy if trophy in TROPHY_NAMES["en"] else None


def grid_label(
    cards: Grid, row: int, col: int, *, last: tuple[int, int] | None = None, lang: str = "en"
) -> str:
    """What a reader hears on cell (``row``, ``col``) of a finished dojo being edited.

    >>> grid_label(((Card("T", 1), None, None, None),) * 3, 0, 0, last=(0, 0))
    'Row 1, column 1, white-belt Tigress (1), the last cell changed'
    """
    parts = [say(SPOKEN, "grid_cell", lang, n=row + 1, c=col + 1), _lies(cards[row][col], lang)]
    if last == (row, col):
        parts.append(say(SPOKEN, "last_changed", lang))
    return ", ".join(parts)


def grid_row_text(cards: Grid, trophies: Mapping[str, str], row: int, lang: str = "en") -> str:
    """One row of a finished dojo, left to right, with its trophy."""
    trophy = _grid_trophy(trophies, f"row{row + 1}")
    head = say(SPOKEN, "grid_row", lang, n=row + 1)
    if trophy:
        head = say(SPOKEN, "row_trophy", lang, n=row + 1, trophy=TROPHY_NAMES[lang][trophy])
    said = ", ".join(_lies(card, lang) for card in cards[row])
    return f"{head}{colon(lang)}{said}."


def grid_column_text(cards: Grid, trophies: Mapping[str, str], col: int, lang: str = "en") -> str:
    """One column of a finished dojo, top to bottom, with its trophy."""
    trophy = _grid_trophy(trophies, f"col{col + 1}")
    head = say(SPOKEN, "grid_column", lang, c=col + 1)
    if trophy:
        head = say(SPOKEN, "column_trophy", lang, c=col + 1, trophy=TROPHY_NAMES[lang][trophy])
    said = ", ".join(_lies(row[col], lang) for row in cards)
    return f"{head}{colon(lang)}{said}."


def grid_text(cards: Grid, trophies: Mapping[str, str], lang: str = "en") -> str:
    """A finished dojo being edited, row by row, then its trophies."""
    rows = " ".join(grid_row_text(cards, trophies, r, lang) for r in range(len(cards)))
    placed = [
        say(SPOKEN, "left_of", lang, trophy=TROPHY_NAMES[lang][t], n=line[-1])
        if line.startswith("row")
        else say(SPOKEN, "above", lang, trophy=TROPHY_NAMES[lang][t], c=line[-1])
        for line, t in sorted(trophies.items())
        if t in TROPHY_NAMES[lang]
    ]
    said = (
        say(SPOKEN, "trophies", lang, what=", ".join(placed))
        if placed
        else say(SPOKEN, "no_trophies", lang)
    )
    return f"{say(SPOKEN, 'grid', lang)}{colon(lang)}{rows} {said}"


def grid_read(
    letter: str,
    cards: Grid,
    trophies: Mapping[str, str],
    cell: tuple[int, int],
    *,
    status: str = "",
    lang: str = "en",
) -> str | None:
    """What the reading key ``letter`` says on cell ``cell`` of the editor; ``status`` is what
    S reads (the card a press puts, the score)."""
    row, col = cell
    if letter == "r":
        return grid_row_text(cards, trophies, row, lang)
    if letter == "c":
        return grid_column_text(cards, trophies, col, lang)
    if letter in ("p", "d"):
        return grid_text(cards, trophies, lang)
    if letter == "s":
        return status or None
    if letter in ("h", "?"):
        return say(SPOKEN, "keys_grid", lang)
    return None
