"""Kaito positions and actions said in words (English or French), the interface strings of the
Kaito views (``WORDS``, ``EXPLORER``, ``LESSON``, ``TASKS``), and small HTML pieces they share.
The rules' own sentences (refusals, hints, how a game ended) come from the engine in both
languages (``Reason.say``, ``Hint.say``, ``Rule.say``).

>>> import gamekit
>>> state = gamekit.load("kaito").from_code("SS1SSS/SS1HHs/4H1/ss1sss/hhshAA/AB1BCC r move c3 - -")
>>> describe(state, Capture(26))
'Red takes the black Sword on c5'
>>> describe(state, Capture(26), "fr")
'Rouge prend le Sabre noir en c5'
>>> status(state)
'Red to move: choose a tile in the Kaito’s row or column.'
"""

from __future__ import annotations

from html import escape
from typing import Any

from gamekit import Reason
from gamekit.kaito import GAME, RED, Capture, EndTurn, KaitoState, Place, Tile, Trade, square_name
from widgets import theme
from widgets.i18n import Table, colon, say
from widgets.kaito import pictures
from widgets.kaito.pictures import tile_svg
from widgets.svg import labelled
from widgets.typed import moves_html

WORDS: Table = {
    "Red": {"en": "Red", "fr": "Rouge"},
    "Black": {"en": "Black", "fr": "Noir"},
    "sword": {"en": "Sword", "fr": "Sabre"},
    "helmet": {"en": "Helmet", "fr": "Casque"},
    "mon": {"en": "Mon {value}", "fr": "Mon {value}"},
    "red": {"en": "red {kind}", "fr": "{kind} rouge"},
    "black": {"en": "black {kind}", "fr": "{kind} noir"},
    "places": {"en": "{who} places the Kaito on {square}", "fr": "{who} pose le Kaito en {square}"},
    "takes": {
        "en": "{who} takes the {what} on {square}",
        "fr": "{who} prend le {what} en {square}",
    },
    "own": {"en": " (own tile: out of play)", "fr": " (sa tuile : hors jeu)"},
    "buys": {
        "en": "{who} buys back a {kind} for Mons {mons}",
        "fr": "{who} rachète un {kind} pour les Mons {mons}",
    },
    "ends": {
        "en": "{who} ends the turn without trading",
        "fr": "{who} finit son tour sans échange",
    },
    "trade": {"en": "{kind} for {mons}", "fr": "{kind} contre {mons}"},
    "over": {"en": "Game over: {who} wins. {why}", "fr": "Partie terminée : {who} gagne. {why}"},
    "to_place": {
        "en": "{who} places the Kaito: choose one of the two empty squares.",
        "fr": "{who} pose le Kaito : choisissez l’une des deux cases vides.",
    },
    "to_trade": {
        "en": "{who} may make one Mons trade, or end the turn.",
        "fr": "{who} peut faire un échange de Mons, ou finir son tour.",
    },
    "to_move": {
        "en": "{who} to move: choose a tile in the Kaito’s row or column.",
        "fr": "À {who} : choisissez une tuile de la ligne ou de la colonne du Kaito.",
    },
    "miss": {"en": "Nothing to play there. {status}", "fr": "Rien à jouer ici. {status}"},
    "miss_trade": {
        "en": "The board has nothing to choose now: {who} makes a Mons trade, or ends the turn, "
        "with the buttons under it.",
        "fr": "Rien à choisir sur le plateau pour l’instant : {who} fait un échange de Mons, ou "
        "finit son tour, avec les boutons dessous.",
    },
    "not_allowed": {"en": "Not allowed", "fr": "Interdit"},
    "captured": {"en": "{who} has captured", "fr": "{who} a capturé"},
    "worth": {"en": " · Mons worth <b>{n}</b> to trade", "fr": " · des Mons valant <b>{n}</b>"},
    "Swords": {"en": "Swords", "fr": "Sabres"},
    "Helmets": {"en": "Helmets", "fr": "Casques"},
    "Mons": {"en": "Mons", "fr": "Mons"},
    "dead": {"en": "Own, out of play", "fr": "Ses propres tuiles, hors jeu"},
    "nothing": {"en": "nothing yet", "fr": "rien encore"},
    "on_board": {"en": "On the board", "fr": "Sur le plateau"},
    "log": {"en": "Moves", "fr": "Coups"},
    "framed": {
        "en": "Framed in gold, where the Kaito can go: {squares}.",
        "fr": "Encadrées d’or, les cases où le Kaito peut aller : {squares}.",
    },
}

EXPLORER: Table = {
    "tool": {"en": "Tool", "fr": "Outil"},
    "take_red": {"en": "Red takes", "fr": "Rouge prend"},
    "take_black": {"en": "Black takes", "fr": "Noir prend"},
    "kaito": {"en": "Kaito", "fr": "Kaito"},
    "to_play": {"en": "To play", "fr": "Au trait"},
    "step": {"en": "Step", "fr": "Étape"},
    "place": {"en": "place the Kaito (set-up)", "fr": "poser le Kaito (mise en place)"},
    "move": {"en": "move", "fr": "déplacer"},
    "trade": {"en": "trade", "fr": "échanger"},
    "red_holds": {"en": "Red holds", "fr": "Rouge a pris"},
    "black_holds": {"en": "Black holds", "fr": "Noir a pris"},
    "legal": {"en": "What is legal?", "fr": "Qu’est-ce qui est permis ?"},
    "suggest": {"en": "Computer suggests", "fr": "L’ordinateur suggère"},
    "analyse": {"en": "Try moves from here", "fr": "Essayer des coups à partir d’ici"},
    "solve": {"en": "Solve", "fr": "Résoudre"},
    "best_line": {"en": "Best play: {moves}", "fr": "Meilleur jeu : {moves}"},
    "too_large": {
        "en": "The computer would play {action} meanwhile.",
        "fr": "En attendant, l’ordinateur jouerait {action}.",
    },
    "unreadable": {"en": "This code cannot be read: {err}", "fr": "Ce code est illisible : {err}"},
    "link_unreadable": {
        "en": "The position code in this link cannot be read: {err}",
        "fr": "Le code de position de ce lien est illisible : {err}",
    },
    "impossible": {"en": "Not a possible position: {err}", "fr": "Position impossible : {err}"},
    "empty": {
        "en": "{square} is empty: there is no tile to take.",
        "fr": "{square} est vide : il n’y a pas de tuile à prendre.",
    },
    "under": {
        "en": "{square} lies under the Kaito: move the Kaito first.",
        "fr": "{square} est sous le Kaito : déplacez d’abord le Kaito.",
    },
    "occupied": {
        "en": "{square} holds a {tile}: take it off the board first (“Red takes” or “Black "
        "takes”).",
        "fr": "{square} porte un {tile} : retirez-le d’abord du plateau (« Rouge prend » ou "
        "« Noir prend »).",
    },
    "all_placed": {
        "en": "All {count} {tile}s are already on the board.",
        "fr": "Les {count} tuiles « {tile} » sont déjà toutes sur le plateau.",
    },
    "over": {"en": "The game is over: {why}", "fr": "La partie est terminée : {why}"},
    "miss": {
        "en": "Nothing there: choose a square of the grid to use “{tool}” on it.",
        "fr": "Rien ici : choisissez une case de la grille pour y utiliser « {tool} ».",
    },
    "over_nothing": {
        "en": "The game is over: nothing to play.",
        "fr": "La partie est terminée : plus rien à jouer.",
    },
    "would_play": {
        "en": "The computer would play {action}.",
        "fr": "L’ordinateur jouerait {action}.",
    },
}
"""The explorer's interface strings."""

LESSON: Table = {
    "again": {"en": "Start again", "fr": "Recommencer"},
    "show_me": {"en": "Show me", "fr": "Montrez-moi"},
    "your_move": {
        "en": "Your move: choose a square on the board.",
        "fr": "À vous : choisissez une case du plateau.",
    },
    "exercise_over": {
        "en": "This exercise is over: press “Start again” to try another way.",
        "fr": "Cet exercice est fini : appuyez sur « Recommencer » pour essayer autrement.",
    },
    "may_trade": {
        "en": "Now you may trade, or end your turn.",
        "fr": "Vous pouvez maintenant faire un échange, ou finir votre tour.",
    },
    "well_done": {"en": "Well done", "fr": "Bravo"},
    "not_this_time": {"en": "Not this time", "fr": "Pas cette fois"},
    "a_way": {"en": "A way to do it:", "fr": "Une façon de faire :"},
    "end_turn": {"en": "End turn", "fr": "Finir le tour"},
    "placed": {
        "en": "Either empty square is right; the Kaito shows Red’s colour, as Red moves first.",
        "fr": "Les deux cases vides conviennent ; le Kaito montre la couleur de Rouge, qui "
        "joue en premier.",
    },
    "own_tile": {
        "en": "The Kaito stands there now. That was one of your own tiles: the next section "
        "says what becomes of it.",
        "fr": "Le Kaito s’y tient maintenant. C’était une de vos tuiles : la section suivante "
        "dit ce qu’elle devient.",
    },
    "kaito_there": {
        "en": "The Kaito now stands where the tile was, showing the other colour.",
        "fr": "Le Kaito se tient maintenant où était la tuile, et montre l’autre couleur.",
    },
    "swords_left": {
        "en": "Black has {n} Swords left on the board.",
        "fr": "Il reste {n} Sabres noirs sur le plateau.",
    },
    "that_was": {
        "en": "That was a {tile}. Look again along row 3 and column c.",
        "fr": "C’était un {tile}. Regardez encore le long de la ligne 3 et de la colonne c.",
    },
    "sword_back": {
        "en": "Your Sword is back under the Kaito [kaito.trade.return], and the Mons are spent.",
        "fr": "Votre Sabre est revenu sous le Kaito [kaito.trade.return], et les Mons sont "
        "dépensés.",
    },
    "no_trade": {
        "en": "No trade was possible after that capture: the trade comes after it.",
        "fr": "Aucun échange n’était possible après cette prise : l’échange vient après elle.",
    },
    "no_buy_back": {
        "en": "You ended the turn without buying back your Sword.",
        "fr": "Vous avez fini le tour sans racheter votre Sabre.",
    },
    "lost": {"en": "You lost! {why}", "fr": "Perdu ! {why}"},
    "goes_on": {
        "en": "The game goes on: look for the move that ends it in your favour.",
        "fr": "La partie continue : cherchez le coup qui la termine en votre faveur.",
    },
}
"""The exercises' interface strings and verdicts."""

TASKS: Table = {
    "place_title": {"en": "Black places the Kaito", "fr": "Noir pose le Kaito"},
    "place": {
        "en": "Black places the Kaito on one of the two empty squares. First try a square with "
        "a tile, and read why not; then choose an empty one.",
        "fr": "Noir pose le Kaito sur l’une des deux cases vides. Essayez d’abord une case qui "
        "porte une tuile, et lisez pourquoi c’est refusé ; puis choisissez une case vide.",
    },
    "move_title": {"en": "Move the Kaito", "fr": "Déplacez le Kaito"},
    "move": {
        "en": "Red to move. Choose a square the Kaito cannot reach (a diagonal, an empty square) "
        "to see why, then move it onto a tile it can reach. What becomes of that tile is the "
        "next section.",
        "fr": "À Rouge de jouer. Choisissez une case que le Kaito ne peut atteindre (une "
        "diagonale, une case vide) pour voir pourquoi, puis posez-le sur une tuile qu’il peut "
        "atteindre. Ce que devient cette tuile, c’est la section suivante.",
    },
    "sword_title": {"en": "Capture a black Sword", "fr": "Prenez un Sabre noir"},
    "sword": {
        "en": "Red to move. Capture one of Black’s Swords. There is more than one way.",
        "fr": "À Rouge de jouer. Prenez un des Sabres de Noir. Il y a plus d’une façon.",
    },
    "trade_title": {
        "en": "Capture, then buy back your Sword",
        "fr": "Prenez, puis rachetez votre Sabre",
    },
    "trade": {
        "en": "Red has captured Black’s Mons worth 3 and 1, and Black holds one of Red’s Swords. "
        "Capture a tile, then buy your Sword back.",
        "fr": "Rouge a pris les Mons de Noir valant 3 et 1, et Noir détient un des Sabres de "
        "Rouge. Prenez une tuile, puis rachetez votre Sabre.",
    },
    "win_title": {"en": "Find the winning move", "fr": "Trouvez le coup gagnant"},
    "win": {
        "en": "Red to move: one capture wins the game at once, and one loses it. Find the win.",
        "fr": "À Rouge de jouer : une prise gagne la partie sur-le-champ, et une autre la perd. "
        "Trouvez la victoire.",
    },
}
"""Each exercise's title (``<name>_title``) and task (``<name>``)."""

LEGEND: Table = {
    "red": {
        "en": "light inner frame: a red tile (black tiles have none)",
        "fr": "cadre clair intérieur : une tuile rouge (les noires n’en ont pas)",
    },
    "kaito": {
        "en": "disc with a star: the Kaito, in the colour of the player to move "
        "(a ring with a small disc: the Kaito on a tile)",
        "fr": "disque à étoile : le Kaito, de la couleur du joueur qui doit jouer "
        "(un anneau et un petit disque : le Kaito sur une tuile)",
    },
    "targets": {
        "en": "gold frame: where the Kaito can go",
        "fr": "cadre doré : où le Kaito peut aller",
    },
    "last": {
        "en": "blue trail: the Kaito's last move, from the small circle",
        "fr": "trait bleu : le dernier déplacement du Kaito, depuis le petit cercle",
    },
    "placed": {
        "en": "blue frame: where the Kaito was put down",
        "fr": "cadre bleu : là où le Kaito a été posé",
    },
    "hint": {
        "en": "teal square: the computer's choice",
        "fr": "case turquoise : le choix de l’ordinateur",
    },
    "refused": {
        "en": "blue cross: refused (the message says why)",
        "fr": "croix bleue : refusé (le message dit pourquoi)",
    },
    "square": {
        "en": "c3: a square's name (column c, row 3)",
        "fr": "c3 : le nom d’une case (colonne c, ligne 3)",
    },
}
"""What each mark of a board means, for :func:`legend_html`."""

NAMES = GAME.player_names


def name(colour: int, lang: str = "en") -> str:
    """A player's name: Red or Black (Rouge, Noir)."""
    return say(WORDS, NAMES[colour], lang)


def player(colour: int, lang: str = "en") -> str:
    """A player's name in its colour, as HTML."""
    return f'<b style="color:{pictures.PLAYER_COLOURS[colour]}">{name(colour, lang)}</b>'


def tile_label(tile: Tile, lang: str = "en") -> str:
    """A tile's name: "black Sword" ("Sabre noir")."""
    kind = say(WORDS, tile.kind, lang, value=tile.value)
    return say(WORDS, "red" if tile.colour == RED else "black", lang, kind=kind)


def describe(state: KaitoState, action: object, lang: str = "en") -> str:
    """What ``action`` does in ``state``, as a sentence without a full stop."""
    who = name(state.to_play, lang)
    if isinstance(action, Place):
        return say(WORDS, "places", lang, who=who, square=square_name(action.square))
    if isinstance(action, Capture):
        tile = state.board[action.square]
        what = tile_label(tile, lang) if tile is not None else "?"
        own = say(WORDS, "own", lang) if tile is not None and tile.colour == state.to_play else ""
        return (
            say(WORDS, "takes", lang, who=who, what=what, square=square_name(action.square)) + own
        )
    if isinstance(action, Trade):
        kind, mons = say(WORDS, action.kind, lang), "+".join(map(str, action.mons))
        return say(WORDS, "buys", lang, who=who, kind=kind, mons=mons)
    if isinstance(action, EndTurn):
        return say(WORDS, "ends", lang, who=who)
    return f"{who}{colon(lang)}{action}"


def in_offer_order(actions: Any) -> list[Any]:
    """Decisions in the order a learner should meet them: captures and placements, then trades
    by kind and by the Mons they cost, least first (the exact price before an overpayment:
    3+1 before 3+2+1), then ending the turn."""

    def key(action: Any) -> tuple[int, str, int, int]:
        if isinstance(action, Trade):
            return (1, action.kind, sum(action.mons), len(action.mons))
        return (0 if hasattr(action, "square") else 2, "", 0, 0)

    return sorted(actions, key=key)


def trade_label(trade: Trade, lang: str = "en") -> str:
    """A trade button's text: "Sword for 3+1"."""
    kind = say(WORDS, trade.kind, lang)
    return say(WORDS, "trade", lang, kind=kind, mons="+".join(map(str, trade.mons)))


def status(state: KaitoState, lang: str = "en") -> str:
    """Whose turn it is and what to do, or how the game ended."""
    end = state.outcome()
    if end is not None:
        winners = " & ".join(name(p, lang) for p in end.winners)
        return say(WORDS, "over", lang, who=winners, why=end.reason.say(lang))
    who = name(state.to_play, lang)
    step = {"place": "to_place", "trade": "to_trade"}.get(state.step, "to_move")
    return say(WORDS, step, lang, who=who)


def example_move(state: KaitoState) -> str:
    """One move open now, in the notation a typed move uses ("c5"), or "" once the game is
    over: the typing field's example."""
    legal = in_offer_order(state.legal_actions()) if not state.is_over else []
    return str(legal[0]) if legal else ""


def legal_html(state: KaitoState, lang: str = "en") -> str:
    """The moves open now, in the typed notation, each with what it does.

    >>> import gamekit
    >>> legal_html(gamekit.load("kaito").new_state(seed=1)).split("; ")
    ['Moves open now (2): <code>K@a1</code> (Black places the Kaito on a1)', '<code>K@e3</code> (Black places the Kaito on e3)']
    """
    if state.is_over:
        return escape(status(state, lang))
    legal = in_offer_order(state.legal_actions())
    return moves_html([(str(a), describe(state, a, lang)) for a in legal], lang)


def miss_text(state: KaitoState, lang: str = "en") -> str:
    """What a click that picks no square is told: nothing to play there, and what to do instead.

    >>> import gamekit
    >>> miss_text(gamekit.load("kaito").new_state(seed=1))
    'Nothing to play there. Black places the Kaito: choose one of the two empty squares.'
    """
    if state.step == "trade" and not state.is_over:
        return say(WORDS, "miss_trade", lang, who=name(state.to_play, lang))
    return say(WORDS, "miss", lang, status=status(state, lang))


def reason_html(reason: Reason, *, lead: str = "", lang: str = "en") -> str:
    """A refusal for the "why" panel: the rule's title and id, then the sentence."""
    lead = lead or say(WORDS, "not_allowed", lang)
    rule = GAME.rules.get(reason.rule)
    title = f"{escape(rule.say(lang)[0])} " if rule else ""
    return (
        f"<b>{escape(lead)}</b> — {title}<code>[{escape(reason.rule)}]</code><br>"
        f"{escape(reason.say(lang))}"
    )


def rule_html(rule_id: str, text: str = "", *, lang: str = "en") -> str:
    """A rule cited as a tip: its id, title and teaching sentence (or ``text``), in ``lang``."""
    title, teaching = GAME.rules[rule_id].say(lang)
    return f"<b>{escape(title)}</b> <code>[{rule_id}]</code><br>{escape(text or teaching)}"


def hand_html(state: KaitoState, colour: int, *, size: int = 26, lang: str = "en") -> str:
    """What ``colour`` has captured, grouped: the opponent's Swords, Helmets and Mons (with their
    trading value), then his own tiles face down (dead: out of play)."""
    held = state.captured[colour]
    rows = []
    for label, kind in (("Swords", "sword"), ("Helmets", "helmet"), ("Mons", "mon")):
        tiles = [t for t in held if t.colour != colour and t.kind == kind]
        if tiles:
            rows.append(f"{say(WORDS, label, lang)}{colon(lang)}{_tiles(tiles, size, lang)}")
    dead = [t for t in held if t.colour == colour]
    if dead:
        rows.append(f"{say(WORDS, 'dead', lang)}{colon(lang)}{_tiles(dead, size, lang, dead=True)}")
    money = state.mons_to_spend(colour)
    head = say(WORDS, "captured", lang, who=player(colour, lang))
    head += say(WORDS, "worth", lang, n=money) if money else ""
    body = "<br>".join(rows) if rows else f"<i>{say(WORDS, 'nothing', lang)}</i>"
    return f'<div class="gk-hand gk-hand-{NAMES[colour].lower()}">{head}<br>{body}</div>'


def material_html(state: KaitoState, lang: str = "en") -> str:
    """How many Swords and Helmets of each colour are still on the board: at none, that colour
    loses."""
    rows = "".join(
        f"<tr><td>{player(c, lang)}</td><td>{state.swords(c)} / 7</td>"
        f"<td>{state.helmets(c)} / 3</td></tr>"
        for c in (RED, 1 - RED)
    )
    heads = "".join(f"<th>{say(WORDS, k, lang)}</th>" for k in ("on_board", "Swords", "Helmets"))
    return f'<table class="gk-material"><tr>{heads}</tr>{rows}</table>'


def _tiles(tiles: list[Tile], size: int, lang: str, *, dead: bool = False) -> str:
    return "".join(
        f'<span title="{tile_label(t, lang)}" style="margin-right:2px">'
        f"{tile_svg(t, size=size, dead=dead)}</span>"
        for t in tiles
    )


def material_row(lang: str = "en", *, size: int = 64) -> str:
    """One tile of each kind of a colour (Sword, Helmet, Mons worth 3, 2 and 1), named below each
    picture, as HTML: the walkthrough's "material"."""
    tiles = (Tile.RED_SWORD, Tile.RED_HELMET, Tile.RED_MON3, Tile.RED_MON2, Tile.RED_MON1)
    return " ".join(
        f'<span style="display:inline-block;text-align:center;margin:6px">'
        f"{tile_svg(t, size=size)}<br>{tile_label(t, lang)}</span>"
        for t in tiles
    )


def picture(state: KaitoState, lang: str = "en", *, targets: bool = False, size: int = 360) -> str:
    """A picture of ``state`` for a page's narration, as HTML: the board drawn in SVG (``targets``
    frames where the Kaito can go), with the position in words as its text alternative (the
    Kaito's square, each row, the frames, what has been captured), in ``lang``.

    >>> import gamekit
    >>> shown = picture(gamekit.load("kaito").new_state(seed=7), "fr", targets=True)
    >>> shown[:77]
    '<svg role="img" aria-label="Plateau de Kaito. Le Kaito n’est pas encore posé.'
    >>> "Encadrées d’or, les cases où le Kaito peut aller : a3, b4." in shown
    True
    """
    from widgets.kaito import spoken  # it says squares with this module's words

    said = [
        say(spoken.SPOKEN, "kaito_at", lang, square=square_name(state.kaito))
        if state.kaito is not None
        else say(spoken.SPOKEN, "no_kaito", lang),
        *(spoken.row_text(state, row, lang) for row in range(spoken.SIZE)),
    ]
    if targets and (squares := pictures.target_squares(state)):
        said.append(say(WORDS, "framed", lang, squares=", ".join(map(square_name, squares))))
    if any(state.captured):
        said.append(spoken.captured_text(state, lang))
    label = spoken.board_name(lang) + ". " + " ".join(said)
    return labelled(pictures.kaito_svg(state, targets=targets, size=size), label)


def legend_html(
    marks: tuple[str, ...] = ("red", "kaito", "targets", "last", "refused", "square"),
    lang: str = "en",
) -> str:
    """What the marks of a board mean (``marks``: keys of :data:`LEGEND`, the marks it shows).

    >>> "gold frame: where the Kaito can go" in legend_html()
    True
    """
    return theme.legend_html(say(LEGEND, mark, lang) for mark in marks)
