"""What the Kami views say, in English and French: prompts, the history, round results, modes.

>>> from gamekit.kami import GAME, Play
>>> state = GAME.new_state(seed=3, players=2)
>>> describe(state, Play("S", "H"), "en").endswith("leads: a card face down, then attacks with a Horseman")
True
>>> from gamekit.kami.code import position
>>> describe(position(["GG", "S", "S", "S"]), Play("G", "G"))
'P1 leads: a card face down, then attacks with a Gold Dragon, his last card: a Master Stroke, 6 points'
"""

from __future__ import annotations

from gamekit.kami import GAME, KamiState
from gamekit.kami.actions import Action, Cancel, Declare, Decline, Pass, Play, PlayOn
from gamekit.kami.cards import FEMININE, HIDDEN, a_name, name
from gamekit.kami.state import TARGET
from widgets import theme
from widgets.i18n import Table, player_name, say

NAMES = GAME.player_names

LETTERS = {"fr": {"H": "C", "G": "O", "M": "F", "E": "I"}}
"""The letter a card shows, from its name in each language where it differs from the engine's
(English) letter: C for Cavalier, O for Dragon d'or, F for Fou, I for Impératrice."""
ENGINE_LETTERS = {lang: {v: k for k, v in table.items()} for lang, table in LETTERS.items()}


def letter(card: str, lang: str = "en") -> str:
    """The letter card ``card`` (the engine's letter) shows on a page in ``lang``.

    >>> letter("H"), letter("H", "fr"), letter("S", "fr")
    ('H', 'C', 'S')
    """
    return LETTERS.get(lang, {}).get(card, card)


def typed_letters(text: str, lang: str = "en") -> str:
    """A typed play in the engine's letters: a French page takes the French letters it shows
    (``C/O``) as well as the engine's (``H/G``), which no French letter stands for; the words
    (``pass``, ``cancel``...) are left as typed.

    >>> typed_letters("C/O@2", "fr"), typed_letters("H/G", "fr"), typed_letters("cancel", "fr")
    ('H/G@2', 'H/G', 'cancel')
    """
    table = ENGINE_LETTERS.get(lang)
    if not table or any(c.islower() for c in text):
        return text
    return "".join(table.get(c, c) for c in text)


WORDS: Table = {
    "lead": {
        "en": "{player}: lead. Pick a card for your defense (face down), then your attack.",
        "fr": "{player} : à vous d’ouvrir. Choisissez une carte de défense (face cachée), puis "
        "votre attaque.",
    },
    "respond": {
        "en": "{player}: counter {attacker}'s {card} with an identical card, or pass.",
        "fr": "{player} : contrez {card} de {attacker} avec une carte identique, ou passez.",
    },
    "respond_empress": {
        "en": "{player}: counter {attacker}'s {card} with an identical card or an Empress, or "
        "pass.",
        "fr": "{player} : contrez {card} de {attacker} avec une carte identique ou une "
        "Impératrice, ou passez.",
    },
    "declare": {
        "en": "{player}: you hold five Soldiers. Show them (your partner may cancel the deal), "
        "or keep quiet?",
        "fr": "{player} : vous avez cinq Soldats. Les montrer (votre partenaire peut annuler la "
        "donne), ou vous taire ?",
    },
    "declare_none": {
        "en": "{player}: you do not hold five Soldiers, so you have nothing to show. Play the "
        "deal.",
        "fr": "{player} : vous n’avez pas cinq Soldats, donc rien à montrer. Jouez la donne.",
    },
    "declare_asked": {
        "en": "{player} is asked whether he shows five Soldiers (Demoralized): every player is "
        "asked in turn.",
        "fr": "On demande à {player} s’il montre cinq Soldats (Démoralisé) : chacun est "
        "interrogé à son tour.",
    },
    "decide": {
        "en": "{player}: your partner {declarer} shows five Soldiers. Cancel the deal, or play on?",
        "fr": "{player} : votre partenaire {declarer} montre cinq Soldats. Annuler la donne, ou "
        "jouer ?",
    },
    "then_attack": {
        "en": "Defense: {card}. Now pick your attack.",
        "fr": "Défense : {card}. Choisissez maintenant votre attaque.",
    },
    "hint_framed": {
        "en": "Its defense is picked on the board and its attack framed: click it to play the "
        "hint, or “Back” to choose another.",
        "fr": "Sa défense est choisie sur le plateau et son attaque encadrée : cliquez-la pour "
        "jouer le conseil, ou « Retour » pour en choisir une autre.",
    },
    "miss": {"en": "Nothing to play there. {prompt}", "fr": "Rien à jouer ici. {prompt}"},
    "miss_buttons": {
        "en": "Nothing to pick on the board now. {prompt} Choose with the buttons above it.",
        "fr": "Rien à choisir sur le plateau pour l’instant. {prompt} Choisissez avec les "
        "boutons au-dessus.",
    },
    "deal_over_again": {
        "en": "Deal {n} is over: press “{again}” to play it again.",
        "fr": "La donne {n} est finie : appuyez sur « {again} » pour la rejouer.",
    },
    "beneath": {"en": "beneath it: {card}", "fr": "dessous : {card}"},
    "pass": {"en": "Pass", "fr": "Passer"},
    "back": {"en": "Back", "fr": "Retour"},
    "alone": {"en": "Attack with {card} alone", "fr": "Attaquer seul avec {card}"},
    "from_pile": {"en": "{card} (pile {k})", "fr": "{card} (pile {k})"},
    "declare_button": {"en": "Show my five Soldiers", "fr": "Montrer mes cinq Soldats"},
    "decline_button": {"en": "Keep quiet", "fr": "Me taire"},
    "play_deal_button": {"en": "Play the deal", "fr": "Jouer la donne"},
    "cancel_button": {"en": "Cancel the deal", "fr": "Annuler la donne"},
    "play_on_button": {"en": "Play on", "fr": "Jouer"},
    "face_down_is": {"en": " (face down: {card})", "fr": " (face cachée : {card})"},
    "leads": {
        "en": "{player} leads: a card face down, then attacks with {card}",
        "fr": "{player} ouvre : une carte face cachée, puis attaque avec {card}",
    },
    "counters": {
        "en": "{player} counters with {defense}, then attacks with {card}",
        "fr": "{player} contre avec {defense}, puis attaque avec {card}",
    },
    "attacks_alone": {
        "en": "{player} attacks with {card}",
        "fr": "{player} attaque avec {card}",
    },
    "last_card": {
        "en": ", his last card: {points}",
        "fr": ", sa dernière carte : {points}",
    },
    "last_card_master": {
        "en": ", his last card: a Master Stroke, {points} points",
        "fr": ", sa dernière carte : un Coup de Maître, {points} points",
    },
    "passes": {"en": "{player} passes", "fr": "{player} passe"},
    "declares": {"en": "{player} shows five Soldiers", "fr": "{player} montre cinq Soldats"},
    "declines": {"en": "{player} plays the deal", "fr": "{player} joue la donne"},
    "cancels": {
        "en": "{player} cancels the deal: his partner {declarer} showed five Soldiers",
        "fr": "{player} annule la donne : son partenaire {declarer} a montré cinq Soldats",
    },
    "cancelled": {
        "en": "Deal {n} is cancelled: {declarer} showed five Soldiers and {player}, his "
        "partner, cancelled it <code>[kami.demoralized]</code>. {first} deals again and still "
        "plays first.",
        "fr": "La donne {n} est annulée : {declarer} a montré cinq Soldats et son partenaire "
        "{player} l’a annulée <code>[kami.demoralized]</code>. {first} redistribue et joue "
        "toujours en premier.",
    },
    "ended": {"en": "How deal {n} ended: {result}", "fr": "Fin de la donne {n} : {result}"},
    "held_step": {
        "en": "Deal {n} is over: press “{next}” to deal the next one.",
        "fr": "La donne {n} est finie : appuyez sur « {next} » pour distribuer la suivante.",
    },
    "held_second": {
        "en": "Deal {n} is over: the next one is dealt in a moment.",
        "fr": "La donne {n} est finie : la suivante est distribuée dans un instant.",
    },
    "their_lead": {
        "en": "{player} (the computer) leads: a card face down, then an attack.",
        "fr": "{player} (l’ordinateur) ouvre : une carte face cachée, puis une attaque.",
    },
    "their_answer": {
        "en": "{player} (the computer) counters {attacker}'s {card} or passes.",
        "fr": "{player} (l’ordinateur) contre {card} de {attacker} ou passe.",
    },
    "their_decision": {
        "en": "{player} (the computer) decides whether to cancel the deal: his partner "
        "{declarer} shows five Soldiers.",
        "fr": "{player} (l’ordinateur) décide s’il annule la donne : son partenaire {declarer} "
        "montre cinq Soldats.",
    },
    "plays_on": {"en": "{player} plays on", "fr": "{player} joue"},
    "deal_ends": {
        "en": " — end of deal {n}, {score}",
        "fr": " — fin de la donne {n}, {score}",
    },
    "game_won": {"en": ", {side} wins the game", "fr": ", {side} gagne la partie"},
    "game_won_team": {"en": ", {side} win the game", "fr": ", {side} gagnent la partie"},
    "dealt_again": {
        "en": " — {first} deals again and still plays first",
        "fr": " — {first} redistribue et joue toujours en premier",
    },
    "result": {
        "en": "{player} played his last card, {card}: {value}",
        "fr": "{player} a joué sa dernière carte, {card} : {value}",
    },
    "master": {
        "en": ", doubled by a Master Stroke (his last attack like his last defense, laid face "
        "down): {points}",
        "fr": ", valeur doublée par un Coup de Maître (sa dernière attaque identique à sa "
        "dernière défense, posée face cachée) : {points}",
    },
    "sum": {
        "en": "{side}: {before} + {points} = {total}",
        "fr": "{side} : {before} + {points} = {total}",
    },
    "sum_lord": {
        "en": "{side}: {before} + {points} = {total}, {excess} beyond 15, so 15 − {excess} = "
        "{score} (Lord mode)",
        "fr": "{side} : {before} + {points} = {total}, {excess} de trop au-delà de 15, donc "
        "15 − {excess} = {score} (mode Seigneur)",
    },
    "sum_kami": {
        "en": "{side}: {before} + {points} = {total}, beyond 15, so back to 0 (Kami mode)",
        "fr": "{side} : {before} + {points} = {total}, au-delà de 15, donc retour à 0 (mode Kami)",
    },
    "wins": {
        "en": "{players} win with {points} points.",
        "fr": "{players} gagnent avec {points} points.",
    },
    "win": {
        "en": "{players} wins with {points} points.",
        "fr": "{players} gagne avec {points} points.",
    },
    "mode_soldier": {
        "en": "Soldier mode: the first side to 15 points or more wins.",
        "fr": "Mode Soldat : le premier camp à 15 points ou plus gagne.",
    },
    "mode_lord": {
        "en": "Lord mode: exactly 15 points wins; points beyond 15 are taken off.",
        "fr": "Mode Seigneur : il faut exactement 15 points ; l’excédent est retiré.",
    },
    "mode_kami": {
        "en": "Kami mode: exactly 15 points wins; going beyond sends the side back to 0.",
        "fr": "Mode Kami : il faut exactement 15 points ; au-delà, retour à 0.",
    },
    "deal": {"en": "Deal {n}", "fr": "Donne {n}"},
    "deal_over": {"en": "Deal {n} is over.", "fr": "La donne {n} est finie."},
    "teams": {"en": "Teams: P1 & P3 against P2 & P4.", "fr": "Équipes : J1 & J3 contre J2 & J4."},
    "mercenaries": {"en": "Mercenaries", "fr": "Mercenaires"},
    "aside": {"en": "Set aside", "fr": "De côté"},
}


def player(index: int, lang: str = "en") -> str:
    """A player's name: ``P1`` to ``P4`` (``J1`` to ``J4`` in French)."""
    return player_name(NAMES[index], lang)


def side_name(state: KamiState, side: int, lang: str = "en") -> str:
    """A side's name: a player, or a team ("P1 & P3")."""
    if state.players == 4:
        return f"{player(side, lang)} & {player(side + 2, lang)}"
    return player(side, lang)


def prompt(state: KamiState, lang: str = "en", *, computer: bool = False) -> str:
    """What the game waits for, said to whoever must act. ``state`` is what the screen shows
    (a view): the Demoralized question, put to every player in turn, says whether the player
    holds five Soldiers only to a view that shows his hand. For a ``computer``'s seat it says
    what that seat does, not what a person would do (nobody there presses a button).

    >>> state = GAME.new_state(seed=1)
    >>> prompt(state.view(state.to_play))
    'P4: you do not hold five Soldiers, so you have nothing to show. Play the deal.'
    >>> prompt(state.view(None))
    'P4 is asked whether he shows five Soldiers (Demoralized): every player is asked in turn.'
    """
    if state.is_over:
        return result_text(state, lang)
    p = player(state.to_play, lang)
    if computer:
        return _their_turn(state, p, lang)
    if state.step == "lead":
        return say(WORDS, "lead", lang, player=p)
    if state.step == "declare":
        hand = state.hands[state.to_play]
        if HIDDEN in hand:
            return say(WORDS, "declare_asked", lang, player=p)
        return say(WORDS, "declare" if hand.count("S") >= 5 else "declare_none", lang, player=p)
    if state.step == "decide":
        return say(WORDS, "decide", lang, player=p, declarer=player(state.declarer or 0, lang))
    who, card = state.attack  # type: ignore[misc]
    key = "respond" if card in "SL" else "respond_empress"
    # "counter P1's Horseman", "contrez le Cavalier de P1": French wants the article.
    named = the_card(card, lang) if lang == "fr" else name(card, lang)
    return say(WORDS, key, lang, player=p, attacker=player(who, lang), card=named)


def _their_turn(state: KamiState, p: str, lang: str) -> str:
    """What the computer at the seat to act is doing, said to the onlookers.

    >>> state = GAME.new_state(seed=1)
    >>> prompt(state, computer=True)
    'P4 is asked whether he shows five Soldiers (Demoralized): every player is asked in turn.'
    """
    if state.step == "declare":
        return say(WORDS, "declare_asked", lang, player=p)
    if state.step == "decide":
        declarer = player(state.declarer or 0, lang)
        return say(WORDS, "their_decision", lang, player=p, declarer=declarer)
    if state.step == "lead":
        return say(WORDS, "their_lead", lang, player=p)
    who, card = state.attack  # type: ignore[misc]
    named = the_card(card, lang) if lang == "fr" else name(card, lang)
    return say(WORDS, "their_answer", lang, player=p, attacker=player(who, lang), card=named)


LEGEND = {
    "en": (
        "gold frame: you may play it",
        "double blue frame: your defense",
        "red corners: the attack to answer",
        "corner number: its points",
        "dark back: hidden from you",
        "dark corner and frame: face down (hidden from the others, unless taken from a pile)",
    ),
    "fr": (
        "cadre doré : jouable",
        "double cadre bleu : votre défense",
        "coins rouges : l’attaque à contrer",
        "nombre en coin : ses points",
        "dos sombre : cachée pour vous",
        "coin et cadre sombres : face cachée (cachée aux autres, sauf si prise d’une pile)",
    ),
}
"""What the marks and cards of the table mean, said under every table: short, so that it
holds on two lines at 1024 pixels and a refusal above it stays on the screen."""

PILE_LEGEND = {"en": "disc: cards in the pile", "fr": "disque : cartes de la pile"}
"""What the badge on a duel's mercenary pile says."""


def legend_html(lang: str = "en", *, piles: bool = False) -> str:
    """The table's legend, small, under the board (with ``piles``, a duel's badge too).

    >>> "red corners: the attack to answer" in legend_html()
    True
    """
    return theme.legend_html(LEGEND[lang] + ((PILE_LEGEND[lang],) if piles else ()))


def a_card(card: str, lang: str = "en") -> str:
    """A card's name with its indefinite article: "a Horseman", "an Empress"; in French the
    article agrees with the card, "un Soldat", "une Lance".

    >>> a_card("E"), a_card("E", "fr"), a_card("S", "fr"), a_card("?", "fr")
    ('an Empress', 'une Impératrice', 'un Soldat', 'une carte cachée')
    """
    if lang == "fr":
        return name(card, lang) if card == HIDDEN else a_name(card, lang)
    word = name(card)
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"


def the_card(card: str, lang: str = "en") -> str:
    """A card's name with its definite article: "the Horseman"; "le Cavalier", "la Lance",
    "l’Impératrice".

    >>> the_card("H"), the_card("H", "fr"), the_card("L", "fr"), the_card("E", "fr")
    ('the Horseman', 'le Cavalier', 'la Lance', 'l’Impératrice')
    """
    word = name(card, lang)
    if card == HIDDEN:
        return word
    if lang != "fr":
        return f"the {word}"
    if word[0] in "AEIOUÉ":
        return f"l’{word}"
    return f"{'la' if card in FEMININE else 'le'} {word}"


def points_text(points: int, lang: str = "en") -> str:
    """A number of points with its word, as the "last_card" and "result" sentences take it:
    "1 point", "3 points"; French keeps "point" singular below 2.

    >>> points_text(1), points_text(1, "fr"), points_text(6, "fr"), points_text(0)
    ('1 point', '1 point', '6 points', '0 points')
    """
    if points == 1 or (points == 0 and lang == "fr"):
        return f"{points} point"
    return f"{points} points"


def describe(state: KamiState, action: Action, lang: str = "en") -> str:
    """One line for the history: ``action`` played in ``state``."""
    p = player(state.to_play, lang)
    if isinstance(action, Pass):
        return say(WORDS, "passes", lang, player=p)
    if isinstance(action, Declare):
        return say(WORDS, "declares", lang, player=p)
    if isinstance(action, Decline):
        return say(WORDS, "declines", lang, player=p)
    if isinstance(action, Cancel):
        declarer = player(state.declarer if state.declarer is not None else 0, lang)
        return say(WORDS, "cancels", lang, player=p, declarer=declarer)
    if isinstance(action, PlayOn):
        return say(WORDS, "plays_on", lang, player=p)
    assert isinstance(action, Play)
    card = a_card(action.attack, lang)
    if not action.defense:
        text = say(WORDS, "attacks_alone", lang, player=p, card=card)
    elif state.step == "lead":
        text = say(WORDS, "leads", lang, player=p, card=card)
    else:
        defense = a_card(action.defense, lang)
        text = say(WORDS, "counters", lang, player=p, defense=defense, card=card)
    after = state.apply(action)
    if after.last is not None and (after.step == "over" or after.deal != state.deal):
        key = "last_card_master" if after.last.master_stroke else "last_card"
        points = after.last.points
        if key == "last_card":
            text += say(WORDS, key, lang, points=points_text(points, lang))
        else:
            text += say(WORDS, key, lang, points=points)
    return text


def ending_text(state: KamiState, action: Action, lang: str = "en") -> str:
    """What ``action`` ends, said after it in the history and aloud: the deal whose last card
    it plays, with the scoring side's sum as the mode counts it (and the winner, if that ends
    the game), or the deal cancelled, dealt again by the same first player. "" otherwise.

    >>> from gamekit.kami.code import position
    >>> state = position(["GG", "S", "S", "S"], scores=(12, 3))
    >>> ending_text(state, Play("G", "G"))
    ' — end of deal 1, P1 & P3: 12 + 6 = 18, P1 & P3 win the game'
    >>> ending_text(position(["MT", "S"], mode="kami", scores=(14, 0)), Play("M", "T"), "fr")
    ' — fin de la donne 1, J1 : 14 + 4 = 18, au-delà de 15, donc retour à 0 (mode Kami)'
    >>> ending_text(position(["MTS", "S"]), Play("M", "T"))
    ''
    """
    if isinstance(action, Cancel):
        return say(WORDS, "dealt_again", lang, first=player(state.first, lang))
    if not isinstance(action, Play):
        return ""
    after = state.apply(action)
    if after.last is None or not (after.step == "over" or after.deal != state.deal):
        return ""
    side = state.side(after.last.player)
    score = score_text(after, state.scores[side], lang)
    text = say(WORDS, "deal_ends", lang, n=state.deal + 1, score=score)
    if after.is_over:
        key = "game_won_team" if state.players == 4 else "game_won"
        text += say(WORDS, key, lang, side=side_name(state, side, lang))
    return text


def option_text(state: KamiState, action: Action, lang: str = "en") -> str:
    """``action`` as its player chooses it: the history line, and for a lead the card it puts
    face down (which the history keeps from the others).

    >>> from gamekit.kami.code import position
    >>> option_text(position(["SGH", "S", "S", "S"]), Play("G", "H"))
    'P1 leads: a card face down, then attacks with a Horseman (face down: a Gold Dragon)'
    """
    text = describe(state, action, lang)
    if isinstance(action, Play) and action.defense and state.step == "lead":
        text += say(WORDS, "face_down_is", lang, card=a_card(action.defense, lang))
    return text


def score_text(state: KamiState, before: int, lang: str = "en") -> str:
    """The last round's points added to the scoring side's score ``before`` it, as the mode
    counts them: in Lord mode what goes beyond 15 is taken off, in Kami mode the side goes back
    to 0.

    >>> from gamekit.kami.code import position
    >>> state = position(["MT", "S", "S", "S"], scores=(13, 0), mode="lord").apply(Play("M", "T"))
    >>> state.scores, score_text(state, 13)
    ((13, 0), 'P1 & P3: 13 + 4 = 17, 2 beyond 15, so 15 − 2 = 13 (Lord mode)')
    """
    last = state.last
    if last is None:
        return ""
    side = state.side(last.player)
    total = before + last.points
    mode = state.options.mode
    key = "sum"
    if total > TARGET and mode in ("lord", "kami"):
        key = f"sum_{mode}"
    return say(
        WORDS,
        key,
        lang,
        side=side_name(state, side, lang),
        before=before,
        points=last.points,
        total=total,
        excess=total - TARGET,
        score=state.scores[side],
    )


def result_text(state: KamiState, lang: str = "en", *, before: int | None = None) -> str:
    """How the last round ended (the card, a Master Stroke doubled), the scoring side's sum as
    the mode counts it when its score ``before`` the round is known, and who won if it is over."""
    text = ""
    last = state.last
    if last is not None:
        value = last.points // (2 if last.master_stroke else 1)
        text = say(
            WORDS,
            "result",
            lang,
            player=player(last.player, lang),
            card=a_card(last.card, lang),
            value=points_text(value, lang),
        )
        if last.master_stroke:
            text += say(WORDS, "master", lang, points=last.points)
        text += "."
        if before is not None:
            text += " " + score_text(state, before, lang) + "."
    if state.is_over:
        outcome = state.outcome()
        side = state.side(outcome.winners[0])  # type: ignore[union-attr]
        key = "wins" if len(outcome.winners) > 1 else "win"  # type: ignore[union-attr]
        text += " " + say(
            WORDS, key, lang, players=side_name(state, side, lang), points=state.scores[side]
        )
    return text.strip()


def mode_text(state: KamiState, lang: str = "en") -> str:
    """The game mode's target, in a sentence."""
    return say(WORDS, f"mode_{state.options.mode}", lang)


LESSON: Table = {
    "again": {"en": "Start again", "fr": "Recommencer"},
    "back": {"en": "Back", "fr": "Retour"},
    "next": {"en": "Next", "fr": "Suivant"},
    "well_done": {"en": "Well done.", "fr": "Bravo."},
    "replay_click": {
        "en": "This board replays the rulebook’s example: step through it with “Next” and “Back”.",
        "fr": "Ce plateau rejoue l’exemple de la règle : avancez avec « Suivant » et reculez "
        "avec « Retour ».",
    },
    "replay_end": {
        "en": "That is the end of the example: “Back” steps back through it.",
        "fr": "C’est la fin de l’exemple : « Retour » le reprend en arrière.",
    },
    "replay_start": {
        "en": "This is the start of the example: “Next” steps through it.",
        "fr": "C’est le début de l’exemple : « Suivant » le parcourt.",
    },
    "show_me": {"en": "Show me", "fr": "Montrez-moi"},
    "a_way": {"en": "A way to do it:", "fr": "Une façon de faire :"},
    "not_goal": {
        "en": "That move is allowed, but it is not this exercise's goal ({what}): start again "
        "and try once more, or ask Show me.",
        "fr": "Ce coup est autorisé, mais ce n’est pas le but de l’exercice ({what}) : "
        "recommencez et réessayez, ou demandez Montrez-moi.",
    },
    "counter_title": {"en": "Counter an attack", "fr": "Contrer une attaque"},
    "master_title": {"en": "Keep the pair", "fr": "Garder la paire"},
    "countered": {
        "en": "The Horseman is countered: your {card} lies face up in defense "
        "<code>[{rule}]</code>, and your attack, {attack}, became the one the others had to "
        "answer.",
        "fr": "Le Cavalier est contré : votre {card} est face visible en défense "
        "<code>[{rule}]</code>, et votre attaque, {attack}, est devenue celle à laquelle les "
        "autres devaient répondre.",
    },
    "kept_the_pair": {
        "en": "Your two Gold Dragons are kept together. Nobody can counter (the others hold "
        "only Spears, Silver Dragons, Towers and Madmen): lead again with both Dragons.",
        "fr": "Vos deux Dragons d’or restent ensemble. Personne ne peut contrer (les autres "
        "n’ont que des Lances, des Dragons d’argent, des Tours et des Fous) : ouvrez de nouveau "
        "avec les deux Dragons.",
    },
    "split_the_pair": {
        "en": "Your last two cards are now {cards}: they differ, so no Master Stroke can end "
        "this round.",
        "fr": "Vos deux dernières cartes sont maintenant {cards} : elles diffèrent, aucun Coup "
        "de Maître ne peut finir cette manche.",
    },
    "no_master_stroke": {
        "en": "Your last play was {cards}: two different cards, so no Master Stroke, only "
        "{points}.",
        "fr": "Votre dernier coup était {cards} : deux cartes différentes, donc pas de Coup de "
        "Maître, seulement {points}.",
    },
    "and": {"en": "{a} and {b}", "fr": "{a} et {b}"},
    "master_stroke": {
        "en": "A Master Stroke: your last two cards alike, led face down and in attack, score "
        "double: {points} points <code>[kami.master_stroke]</code>.",
        "fr": "Coup de Maître : vos deux dernières cartes, identiques, posées à l’ouverture face "
        "cachée et en attaque, comptent double : {points} points "
        "<code>[kami.master_stroke]</code>.",
    },
}
"""The lessons' buttons and the feedback their checks give (HTML: rules cited in ``<code>``)."""

TASKS: Table = {
    "counter": {
        "en": "You are P2. P1 leads: a card face down, then a Horseman in attack. Can you "
        "counter it? Pick the card for your defense, then the one you attack with.",
        "fr": "Vous êtes J2. J1 ouvre : une carte face cachée, puis un Cavalier en attaque. "
        "Pouvez-vous le contrer ? Choisissez votre carte de défense, puis celle avec laquelle "
        "vous attaquez.",
    },
    "master": {
        "en": "You are P1. Everyone passed on your Gold Dragon, so you lead again, with four "
        "cards left: a Soldier, a Horseman and two Gold Dragons. Finish the round with a Master "
        "Stroke: your last play must be two identical cards.",
        "fr": "Vous êtes J1. Tous les autres ont passé après votre Dragon d’or, vous ouvrez donc "
        "de nouveau ; il vous reste quatre cartes : un Soldat, un Cavalier et deux Dragons d’or. "
        "Terminez la manche par un Coup de Maître : votre dernier coup doit être fait de deux "
        "cartes identiques.",
    },
}
"""Each prepared round's task, by the lesson's name (plain text)."""

STEPS: Table = {
    "deal": {
        "en": "The deal: eight cards each. Justin and Nathael are a team, facing each other; "
        "Pauline and Maud the other team. Every card is shown here, as on a teacher's screen.",
        "fr": "La donne : huit cartes chacun. Justin et Nathael font équipe, face à face ; "
        "Pauline et Maud forment l’autre équipe. Toutes les cartes sont montrées ici, comme sur "
        "l’écran d’un professeur.",
    },
    "lead": {
        "en": "<b>1.</b> Justin is first. He plays a card face down on his defense line "
        "(here a Silver Dragon, which nobody else can see), then attacks with a Soldier "
        "<code>[kami.lead]</code>.",
        "fr": "<b>1.</b> Justin est le premier joueur. Il pose une carte face cachée sur sa "
        "ligne de défense (ici un Dragon d’argent, que personne d’autre ne voit), puis attaque "
        "avec un Soldat <code>[kami.lead]</code>.",
    },
    "counter": {
        "en": "<b>2.</b> Pauline counters with a Soldier, an identical card, face up in "
        "defense, then attacks with a Horseman <code>[kami.counter]</code>.",
        "fr": "<b>2.</b> Pauline contre avec un Soldat, une carte identique, face visible en "
        "défense, puis attaque avec un Cavalier <code>[kami.counter]</code>.",
    },
    "empress": {
        "en": "<b>3.</b> Nathael counters the Horseman with an Empress: she counters "
        "anything but a Soldier or a Spear <code>[kami.empress.counter]</code>. Then he attacks "
        "with a Spear.",
        "fr": "<b>3.</b> Nathael contre le Cavalier avec une Impératrice : elle contre tout sauf "
        "un Soldat ou une Lance <code>[kami.empress.counter]</code>. Puis il attaque avec une "
        "Lance.",
    },
    "maud_passes": {
        "en": "<b>4.</b> Maud passes <code>[kami.pass]</code> (she holds two Spears, but keeps "
        "them).",
        "fr": "<b>4.</b> Maud passe <code>[kami.pass]</code> (elle a deux Lances, mais les garde).",
    },
    "justin_passes": {
        "en": "<b>5.</b> Justin passes too: the attack is his partner's.",
        "fr": "<b>5.</b> Justin passe aussi : l’attaque est celle de son partenaire.",
    },
    "pauline_passes": {
        "en": "<b>6.</b> And Pauline passes. Everyone has passed on Nathael's Spear "
        "<code>[kami.all_pass]</code>.",
        "fr": "<b>6.</b> Et Pauline passe. Personne n’a contré la Lance de Nathael : tous les "
        "autres ont passé <code>[kami.all_pass]</code>.",
    },
    "lead_again": {
        "en": "<b>7.</b> Nathael, whose attack was not countered, leads again: a card "
        "face down on his defense line, then a Gold Dragon in attack.",
        "fr": "<b>7.</b> Nathael, dont l’attaque n’a pas été contrée, ouvre de nouveau : une "
        "carte face cachée sur sa ligne de défense, puis un Dragon d’or en attaque.",
    },
}
"""The steps of the rulebook's example round (HTML), by name; ``lessons.EXAMPLE`` orders them."""


PICTURE: Table = {
    "cards": {
        "en": "Cards, from left to right: {cards}.",
        "fr": "Cartes, de gauche à droite : {cards}.",
    },
}
"""What a narrative picture is, before its words."""


def cards_picture(cards: str, lang: str = "en") -> str:
    """Cards (their letters) drawn side by side for a page's narration, as HTML: the SVG picture
    with each card's name and points as its text alternative, in ``lang``.

    >>> shown = cards_picture("SE", "fr")
    >>> 'aria-label="Cartes, de gauche à droite : Soldat, 1 point ; Impératrice, 5 points."' in shown
    True
    """
    from widgets.i18n import semicolon
    from widgets.kami import pictures, spoken  # both say cards with this module's words
    from widgets.svg import labelled

    said = semicolon(lang).join(spoken.card_words(card, lang) for card in cards)
    label = say(PICTURE, "cards", lang, cards=said)
    return labelled(pictures.cards_svg(cards, lang=lang), label)
