"""Every Kami rule under a stable id, in English and French.

The ids are cited by the engine's refusals, the notebook and the tests. The text follows
``kami.reading.md`` (the rulebook in reading order) and RULINGS.md Q7-Q9.
"""

from __future__ import annotations

from gamekit.core import Reason, Rule


def _rule(id: str, section: str, en: tuple[str, str], fr: tuple[str, str]) -> Rule:
    return Rule(id, en[0], en[1], section, fr)


_RULES = [
    _rule(
        "kami.goal",
        "Goal",
        ("Goal", "Win rounds by playing the last card of your hand; first to 15 points wins."),
        (
            "But",
            "Gagnez des manches en posant la dernière carte de votre main ; le premier à 15 "
            "points l’emporte.",
        ),
    ),
    _rule(
        "kami.setup.first",
        "Set-up",
        ("First player", "Everyone draws a card; the highest leads the first round and deals."),
        ("Premier joueur", "Chacun tire une carte ; la plus forte commence et distribue."),
    ),
    _rule(
        "kami.setup.deal",
        "Set-up",
        (
            "The deal",
            "Eight cards each with four players; ten each with three (two set aside, the second "
            "and third player each look at one); eight each and eight mercenary piles in a duel.",
        ),
        (
            "La donne",
            "Huit cartes chacun à quatre ; dix à trois (deux de côté, le deuxième et le troisième "
            "joueur en regardent une chacun) ; huit chacun et huit piles de mercenaires en duel.",
        ),
    ),
    _rule(
        "kami.turn",
        "Play",
        ("Turns", "Players act one at a time, clockwise."),
        ("Tour de jeu", "Les joueurs jouent chacun à son tour, dans le sens horaire."),
    ),
    _rule(
        "kami.lead",
        "Play",
        (
            "Leading",
            "The leader plays a card face down on his defense line, then a card face up on his "
            "attack line. He cannot pass.",
        ),
        (
            "Ouvrir",
            "Celui qui ouvre pose une carte face cachée en défense, puis une carte face visible "
            "en attaque. Il ne peut pas passer.",
        ),
    ),
    _rule(
        "kami.pass",
        "Play",
        ("Passing", "Any player but the last attacker may pass, even when he could counter."),
        (
            "Passer",
            "Tout joueur sauf le dernier attaquant peut passer, même s’il pouvait contrer.",
        ),
    ),
    _rule(
        "kami.counter",
        "Play",
        (
            "Countering",
            "To counter, play a card identical to the attack face up in defense, then a new "
            "attack. You may counter your partner.",
        ),
        (
            "Contrer",
            "Pour contrer, posez une carte identique à l’attaque, face visible en défense, puis "
            "une nouvelle attaque. On peut contrer son partenaire.",
        ),
    ),
    _rule(
        "kami.all_pass",
        "Play",
        (
            "Everyone passed",
            "When all the others pass, the last attacker leads again: a face-down defense and a "
            "new attack.",
        ),
        (
            "Tous passent",
            "Quand tous les autres passent, le dernier attaquant rejoue : une défense face "
            "cachée et une nouvelle attaque.",
        ),
    ),
    _rule(
        "kami.empress.counter",
        "The art of war",
        (
            "The Empress counters",
            "The Empress counters any attack except a Soldier or a Spear.",
        ),
        (
            "L’Impératrice contre",
            "L’Impératrice contre toute attaque sauf un Soldat ou une Lance.",
        ),
    ),
    _rule(
        "kami.empress.attack",
        "The art of war",
        (
            "The Empress attacks",
            "The Empress may attack only while an Empress lies face up in a defense line (one "
            "played earlier, or the one you have just countered with in this same play: the "
            "defense is laid before the attack), or if she is the last card of your hand.",
        ),
        (
            "L’Impératrice attaque",
            "L’Impératrice n’attaque que si une Impératrice est face visible en défense (posée "
            "plus tôt, ou celle avec laquelle vous venez de contrer dans ce même coup : la "
            "défense se pose avant l’attaque), ou si c’est la dernière carte de votre main.",
        ),
    ),
    _rule(
        "kami.round.end",
        "Play",
        (
            "End of a round",
            "The round ends when a player plays the last card of his hand; he (or his team) "
            "scores that card's value.",
        ),
        (
            "Fin de manche",
            "La manche s’arrête quand un joueur pose la dernière carte de sa main ; il (ou son "
            "équipe) marque la valeur de cette carte.",
        ),
    ),
    _rule(
        "kami.master_stroke",
        "Play",
        (
            "Master Stroke",
            "If the last attack is identical to the same player's last defense card and that "
            "card is face down, the points are doubled.",
        ),
        (
            "Coup de Maître",
            "Si la dernière attaque est identique à la dernière défense du même joueur et que "
            "celle-ci est face cachée, les points sont doublés.",
        ),
    ),
    _rule(
        "kami.round.next",
        "Play",
        ("Next round", "The next player clockwise deals and leads the next round."),
        ("Manche suivante", "Le joueur suivant distribue et ouvre la manche suivante."),
    ),
    _rule(
        "kami.teams",
        "Traditional game",
        ("Teams", "With four players, partners sit opposite and score together."),
        (
            "Équipes",
            "À quatre, les partenaires sont face à face et marquent ensemble.",
        ),
    ),
    _rule(
        "kami.demoralized",
        "The art of war",
        (
            "Demoralized",
            "With four players, after the deal, a player holding five Soldiers may show them and "
            "ask his partner whether to cancel the deal; if so, the same player deals again. "
            "Every player is asked in turn (without five Soldiers, he just plays the deal), so "
            "the question tells nobody who holds them.",
        ),
        (
            "Démoralisé",
            "À quatre, après la donne, un joueur qui a cinq Soldats peut les montrer et demander "
            "à son partenaire s’il annule la donne ; si oui, le même joueur redistribue. Chacun "
            "est interrogé à son tour (sans cinq Soldats, il joue simplement la donne) : la "
            "question ne révèle à personne qui les a.",
        ),
    ),
    _rule(
        "kami.duel.mercenary",
        "Duel",
        (
            "Mercenaries",
            "In a duel, the top card of a mercenary pile may be used in attack or defense, "
            "played at once; the card under it is then revealed.",
        ),
        (
            "Mercenaires",
            "En duel, la carte du dessus d’une pile de mercenaires peut servir en attaque ou en "
            "défense, jouée aussitôt ; la carte dessous est alors révélée.",
        ),
    ),
    _rule(
        "kami.duel.last_attack",
        "Duel",
        (
            "The last attack",
            "In a duel, your last attack must come from your hand, not from the mercenaries.",
        ),
        (
            "La dernière attaque",
            "En duel, votre dernière attaque doit venir de votre main, pas des mercenaires.",
        ),
    ),
    _rule(
        "kami.mode.soldier",
        "Game modes",
        ("Soldier mode", "The first to 15 points or more wins."),
        ("Mode Soldat", "Le premier à 15 points ou plus gagne."),
    ),
    _rule(
        "kami.mode.lord",
        "Game modes",
        (
            "Lord mode",
            "Exactly 15 points are needed: points beyond 15 are subtracted (17 becomes 13).",
        ),
        (
            "Mode Seigneur",
            "Il faut exactement 15 points : les points au-delà sont retranchés (17 devient 13).",
        ),
    ),
    _rule(
        "kami.mode.kami",
        "Game modes",
        ("Kami mode", "Exactly 15 points are needed: going beyond 15 sends you back to 0."),
        ("Mode Kami", "Il faut exactement 15 points : les dépasser vous ramène à 0."),
    ),
    _rule(
        "kami.end.over",
        "Goal",
        ("Game over", "Once a side has won, nothing more is played."),
        ("Partie finie", "Une fois la partie gagnée, plus rien ne se joue."),
    ),
]

RULES = {rule.id: rule for rule in _RULES}


def reason(rule: str, en: str, fr: str) -> Reason:
    """A refusal citing ``rule``, in English and French."""
    assert rule in RULES, rule
    return Reason(rule, en, fr)
