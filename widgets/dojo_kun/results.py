"""The tournaments and the game, told as a sheet: each fight with its rolls and result, each
tournament's results (its bracket and the Prestige each Dojo won there, and why), and the end of
game's score sheet (every source of Prestige, the rulebook's count and tie-breaks; alone, the
rank). Read from a :class:`~widgets.dojo_kun.ledger.Book`.

>>> import random
>>> from gamekit.dojo_kun import GAME
>>> from gamekit.match import Match
>>> from widgets.dojo_kun import ledger
>>> match, rng = Match(GAME.new_state(seed=3, players=2)), random.Random(3)
>>> while not match.state.is_over:
...     _ = match.play(rng.choice(list(match.state.legal_actions())))
>>> book = ledger.read(match.states, match.actions)
>>> "Black Lotus tournament: results" in results_html(book, 1, ("P1", "P2"))
True
>>> sheet = score_sheet_html(match.state, book, ("P1", "P2"))
>>> "Tournament places" in sheet and "Tournaments won" in sheet
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from gamekit.dojo_kun.scoring import highest_dan, prestige, solo_rank
from gamekit.dojo_kun.state import DojoKunState, Entrant
from widgets.dojo_kun.ledger import SKULL, SOURCES, Book, Fight
from widgets.dojo_kun.pictures.style import word
from widgets.dojo_kun.words import STRINGS, WORDS, fight_name, outcome_text, verdict
from widgets.i18n import Table, colon, players_in, say

RESULTS: Table = {
    "so_far": {"en": "{tournament} so far", "fr": "{tournament} : les combats"},
    "results": {"en": "{tournament}: results", "fr": "{tournament} : résultats"},
    "none_yet": {"en": "No fight yet.", "fr": "Aucun combat pour l’instant."},
    "against": {"en": "{white} against {black}", "fr": "{white} contre {black}"},
    "roll_n": {"en": "roll {n}", "fr": "lancer {n}"},
    "goes_on": {"en": "{name} goes on.", "fr": "{name} passe au tour suivant."},
    "champion": {"en": "{name} is the champion.", "fr": "{name} est champion."},
    "no_champion": {"en": "Nobody is champion.", "fr": "Personne n’est champion."},
    "no_dice": {
        "en": "{loser} has no dice left: {name} goes on without a roll.",
        "fr": "{loser} n’a plus de dés : {name} passe sans lancer.",
    },
    "both_out": {
        "en": "Both are out of dice and leave the tournament.",
        "fr": "Les deux n’ont plus de dés et quittent le tournoi.",
    },
    "bye": {"en": "{name} goes on without a fight.", "fr": "{name} passe sans combattre."},
    "chosen": {
        "en": "Both are {player}'s: {player} chose {name} to go on, and the other players "
        "won 1 Prestige each.",
        "fr": "Les deux sont à {player} : {player} a choisi {name} pour continuer, et les "
        "autres joueurs gagnent 1 Prestige chacun.",
    },
    "skulls": {
        "en": "Two Skull Dojo athletes: {name} goes on.",
        "fr": "Deux athlètes du Dojo du Crâne : {name} passe.",
    },
    "on": {"en": "The fight goes on.", "fr": "Le combat continue."},
    "prestige_here": {
        "en": "Prestige won in this tournament",
        "fr": "Prestige gagné dans ce tournoi",
    },
    "sheet": {"en": "Score sheet", "fr": "Feuille de score"},
    "source": {"en": "Source", "fr": "Source"},
    "prelude": {
        "en": "Preludes (village, adventures, Dojo)",
        "fr": "Préludes (village, aventures, dojo)",
    },
    "places": {"en": "Tournament places", "fr": "Places aux tournois"},
    "predictions": {"en": "Predictions", "fr": "Pronostics"},
    "moves": {
        "en": "Special Moves and abilities in fights",
        "fr": "Coups spéciaux et capacités en combat",
    },
    "earlier": {
        "en": "Won before the position was loaded",
        "fr": "Gagné avant la position chargée",
    },
    "tournaments_won": {"en": "Tournaments won", "fr": "Tournois remportés"},
    "highest_dan": {"en": "Highest Dan", "fr": "Plus haut Dan"},
    "tie_rules": {
        "en": "The most Prestige wins; if tied, the most tournaments won, then the athlete "
        "with the highest Dan; still tied, the victory is shared.",
        "fr": "Le plus de Prestige gagne ; en cas d’égalité, le plus de tournois remportés, "
        "puis l’athlète au plus haut Dan ; toujours à égalité, la victoire est partagée.",
    },
    "solo_rule": {
        "en": "Alone, you win with more Prestige than the Skull Dojo; your total gives your rank.",
        "fr": "En solo, vous gagnez avec plus de Prestige que le Dojo du Crâne ; votre total "
        "donne votre rang.",
    },
}
"""The words of the fights, the results and the score sheet."""


def tournament_name(season: int, lang: str) -> str:
    """ "White Lotus tournament", "Tournoi du Lotus noir"."""
    return say(STRINGS, ("white_lotus_tournament", "black_lotus_tournament")[season], lang)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _entrant(book: Book, fight: Fight, e: Entrant | None, lang: str) -> str:
    """An entrant as the Combat board titles him, the Skull Dojo said in words."""
    if e is None:
        return ""
    title = fight.names[0] if e == fight.white else fight.names[1]
    return title.replace(" ☠", f" ({word('skull', lang)})")


def _athlete(fight: Fight, e: Entrant | None) -> str:
    if e is None:
        return ""
    title = fight.names[0] if e == fight.white else fight.names[1]
    return title.removesuffix(" ☠").rsplit(" (", 1)[0]


def fight_text(book: Book, fight: Fight, lang: str = "en") -> str:
    """A fight in a sentence or three: who met whom, each roll's result, who went on and how."""
    c = colon(lang)
    head = _capital(fight_name(fight.fight, lang))
    if fight.white is None or fight.black is None:
        one = fight.white or fight.black
        if one is None:
            return f"{head}{c}{say(RESULTS, 'no_champion', lang)}"
        name = _athlete(fight, one)
        return f"{head}{c}{say(RESULTS, 'bye', lang, name=name)}"
    meeting = say(
        RESULTS,
        "against",
        lang,
        white=_entrant(book, fight, fight.white, lang),
        black=_entrant(book, fight, fight.black, lang),
    )
    parts = [f"{head}, {meeting}{c.rstrip()}"]
    rolls = fight.rolls
    for n, roll in enumerate(rolls, 1):
        lead = say(RESULTS, "roll_n", lang, n=n) + c if len(rolls) > 1 else ""
        said = verdict(roll.result, lang)
        parts.append(_capital(lead + said[:1].lower() + said[1:]) if lead else said)
    parts.append(_ending(book, fight, lang))
    return " ".join(p for p in parts if p)


def _ending(book: Book, fight: Fight, lang: str) -> str:
    winner, how = fight.winner, fight.how
    name = _athlete(fight, winner)
    if how == "":
        return say(RESULTS, "on", lang)
    if how == "both_out":
        return say(RESULTS, "both_out", lang)
    if how == "no_dice":
        loser = fight.black if winner == fight.white else fight.white
        return say(RESULTS, "no_dice", lang, loser=_athlete(fight, loser), name=name)
    if how == "chosen":
        assert winner is not None
        return say(RESULTS, "chosen", lang, player=book.players[winner.owner], name=name)
    if how == "skulls":
        return say(RESULTS, "skulls", lang, name=name)
    if fight.fight == 6 and winner is not None:
        return say(RESULTS, "champion", lang, name=name)
    return say(RESULTS, "goes_on", lang, name=name) if winner is not None else ""


def fights_html(book: Book, season: int, lang: str = "en") -> str:
    """The fights of a tournament so far, a line each, in bracket order."""
    fights = [f for f in book.tournament(season) if f.rolls or f.how]
    if not fights:
        return f"<p>{escape(say(RESULTS, 'none_yet', lang))}</p>"
    items = "".join(f"<li>{escape(fight_text(book, f, lang))}</li>" for f in fights)
    return f"<ol class='gk-fights'>{items}</ol>"


def progress_html(book: Book, season: int, lang: str = "en") -> str:
    """The tournament on, fight by fight (a heading and the fights so far)."""
    title = say(RESULTS, "so_far", lang, tournament=tournament_name(season, lang))
    return f"<h4>{escape(title)}</h4>{fights_html(book, season, lang)}"


def _champion(book: Book, season: int, lang: str) -> str:
    champion = book.champions.get(season)
    final = next((f for f in book.tournament(season) if f.fight == 6), None)
    if champion is None or final is None:
        return say(RESULTS, "no_champion", lang)
    name = _entrant(book, final, champion, lang)
    return say(RESULTS, "champion", lang, name=name)


def _gains_table(book: Book, season: int, players: int, lang: str) -> str:
    """The Prestige each Dojo won in the tournament of ``season``: places, predictions, moves."""
    seats = [*range(players), *([SKULL] if players == 1 else [])]
    heads = [book.players[p] if p != SKULL else say(WORDS, "skull_score", lang) for p in seats]
    rows = []
    gains = {p: book.gains(p, season) for p in seats}
    for source in ("places", "predictions", "moves"):
        cells = "".join(f"<td>{gains[p][source]}</td>" for p in seats)
        rows.append(f"<tr><th scope='row'>{escape(say(RESULTS, source, lang))}</th>{cells}</tr>")
    totals = "".join(
        f"<td><b>{sum(gains[p][s] for s in ('places', 'predictions', 'moves'))}</b></td>"
        for p in seats
    )
    rows.append(f"<tr><th scope='row'>{escape(say(WORDS, 'total', lang))}</th>{totals}</tr>")
    caption = escape(say(RESULTS, "prestige_here", lang))
    head = "".join(f"<th scope='col'>{escape(h)}</th>" for h in heads)
    return (
        f"<table class='gk-sheet'><caption>{caption}</caption>"
        f"<tr><th scope='col'>{escape(say(RESULTS, 'source', lang))}</th>{head}</tr>"
        f"{''.join(rows)}</table>"
    )


def results_html(book: Book, season: int, names: Sequence[str], lang: str = "en") -> str:
    """A tournament's results: its champion, its fights, and the Prestige each Dojo won."""
    players = len(names)
    title = say(RESULTS, "results", lang, tournament=tournament_name(season, lang))
    return (
        f"<h4>{escape(title)}</h4><p><b>{escape(_champion(book, season, lang))}</b></p>"
        f"{fights_html(book, season, lang)}{_gains_table(book, season, players, lang)}"
    )


def score_sheet_html(
    state: DojoKunState, book: Book, names: Sequence[str], lang: str = "en"
) -> str:
    """The end of the game: every source of Prestige for each Dojo (what was won, by source, and
    what the cards are worth at the end), the total, the tie-breaks' counts, the rule, and the
    verdict; alone, the Skull Dojo's score and the rank."""
    players = state.players
    seats = list(range(players))
    breakdowns = [prestige(state, p) for p in seats]
    gains = [book.gains(p) for p in seats]
    rows: list[tuple[str, list[str]]] = [
        (say(RESULTS, source, lang), [str(g[source]) for g in gains]) for source in SOURCES
    ]
    earlier = [b.won - sum(g.values()) for b, g in zip(breakdowns, gains, strict=True)]
    skull = book.gains(SKULL)
    skull_earlier = state.skull_prestige - sum(skull.values())
    if any(earlier) or skull_earlier:  # a game from a position: no known source for those
        rows.append((say(RESULTS, "earlier", lang), [str(n) for n in earlier]))
    rows += [
        (say(WORDS, "equipment_tiles", lang), [str(b.equipment) for b in breakdowns]),
        (say(WORDS, "athlete_cards", lang), [str(b.athletes) for b in breakdowns]),
        (say(WORDS, "move_cards", lang), [str(b.moves) for b in breakdowns]),
        (say(WORDS, "expansions", lang), [str(b.expansions) for b in breakdowns]),
    ]
    total = (say(WORDS, "total", lang), [f"<b>{b.total}</b>" for b in breakdowns])
    heads = list(names[:players])
    if state.solo:
        rows = [(label, [*cells, "—"]) for label, cells in rows]
        rows[SOURCES.index("places")][1][-1] = str(skull["places"])
        if skull_earlier:
            rows[len(SOURCES)][1][-1] = str(skull_earlier)
        total = (total[0], [*total[1], f"<b>{state.skull_prestige}</b>"])
        heads.append(say(WORDS, "skull_score", lang))
        rule = say(RESULTS, "solo_rule", lang)
        after = [
            (
                say(WORDS, "rank", lang),
                [f"<b>{escape(solo_rank(breakdowns[0].total, lang))}</b>", ""],
            )
        ]
    else:
        rule = say(RESULTS, "tie_rules", lang)
        after = [
            (
                say(RESULTS, "tournaments_won", lang),
                [str(state.dojos[p].tournaments_won) for p in seats],
            ),
            (say(RESULTS, "highest_dan", lang), [str(highest_dan(state, p)) for p in seats]),
        ]
    body = "".join(
        f"<tr><th scope='row'>{escape(label)}</th>{''.join(f'<td>{c}</td>' for c in cells)}</tr>"
        for label, cells in [*rows, total, *after]
    )
    head = "".join(f"<th scope='col'>{escape(h)}</th>" for h in heads)
    verdict_text = players_in(outcome_text(state, lang), lang)
    return (
        f"<h4>{escape(say(RESULTS, 'sheet', lang))}</h4>"
        f"<table class='gk-sheet'><tr><th scope='col'>{escape(say(RESULTS, 'source', lang))}"
        f"</th>{head}</tr>{body}</table>"
        f"<p class='gk-rule'>{escape(rule)}</p><p><b>{escape(verdict_text)}</b></p>"
    )
