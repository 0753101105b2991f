"""Every Kaito rule under a stable id, with a sentence that teaches it, in English and French.

The ids are cited by the engine's refusals, the notebook's narration and the tests. The rulebook
is in English only; the French here is ours, with the game's words: le Kaito, les tuiles, les
Sabres (Katana), les Casques (Kabuto), les Mons, l’échange.
"""

from __future__ import annotations

from gamekit.core import Reason, Rule


def _rule(id: str, section: str, en: tuple[str, str], fr: tuple[str, str]) -> Rule:
    return Rule(id, en[0], en[1], section, fr)


_RULES = [
    _rule(
        "kaito.goal",
        "Object",
        (
            "Goal",
            "Take out all of your opponent's Helmets or all of his Swords, or "
            "leave him unable to move the Kaito.",
        ),
        (
            "But",
            "Faites sortir du jeu tous les Casques de votre adversaire ou tous ses Sabres, "
            "ou laissez-le sans aucun moyen de déplacer le Kaito.",
        ),
    ),
    _rule(
        "kaito.setup.grid",
        "Preparation",
        (
            "The grid",
            "The 36 tiles are shuffled into a 6x6 grid and turned "
            "face up; the two blank opening tiles leave play, leaving two empty squares.",
        ),
        (
            "La grille",
            "Les 36 tuiles sont mélangées en une grille de 6x6, puis retournées face visible ; "
            "les deux tuiles d’ouverture, vierges, sortent du jeu et laissent deux cases vides.",
        ),
    ),
    _rule(
        "kaito.setup.place",
        "Preparation",
        (
            "Placing the Kaito",
            "The second player places the Kaito on one of "
            "the two empty squares, showing the first player's colour.",
        ),
        (
            "Placer le Kaito",
            "Le second joueur pose le Kaito sur l’une des deux cases vides, "
            "la couleur du premier joueur visible.",
        ),
    ),
    _rule(
        "kaito.move.must",
        "Play",
        (
            "You must move",
            "Every turn starts by moving the Kaito; a player cannot stay put or pass.",
        ),
        (
            "Obligation de bouger",
            "Chaque tour commence par un déplacement du Kaito ; un joueur ne peut ni rester "
            "sur place ni passer.",
        ),
    ),
    _rule(
        "kaito.move.line",
        "Play",
        (
            "Along a line",
            "The Kaito moves straight along its row or its column, never diagonally.",
        ),
        (
            "En ligne droite",
            "Le Kaito se déplace tout droit le long de sa ligne ou de sa colonne, "
            "jamais en diagonale.",
        ),
    ),
    _rule(
        "kaito.move.tile",
        "Play",
        (
            "Land on a tile",
            "The Kaito may jump over empty squares, but it must land on a tile.",
        ),
        (
            "Arriver sur une tuile",
            "Le Kaito peut sauter par-dessus des cases vides, mais il doit s’arrêter "
            "sur une tuile.",
        ),
    ),
    _rule(
        "kaito.move.first_tile",
        "Play",
        (
            "First tile only (variant)",
            "In the 'first tile only' reading "
            "the Kaito stops at the first tile in the direction it moves.",
        ),
        (
            "Première tuile seulement (variante)",
            "Avec la lecture « première tuile seulement », le Kaito s’arrête sur la première "
            "tuile qu’il rencontre dans la direction choisie.",
        ),
    ),
    _rule(
        "kaito.capture",
        "Captured tiles",
        (
            "Capture",
            "The tile the Kaito lands on is captured by the player who "
            "moved it, whatever its colour. Your own captured tiles are out of play for good.",
        ),
        (
            "Capture",
            "La tuile sur laquelle le Kaito s’arrête est capturée par le joueur qui l’a "
            "déplacé, quelle que soit sa couleur. Vos propres tuiles capturées sont "
            "définitivement hors jeu.",
        ),
    ),
    _rule(
        "kaito.trade.when",
        "Mons trade",
        (
            "When to trade",
            "A Mons trade is the last action of a turn, after "
            "the capture; one trade at most per turn, and it is optional.",
        ),
        (
            "Quand échanger",
            "L’échange de Mons est la dernière action du tour, après la capture ; "
            "un échange au plus par tour, et il est facultatif.",
        ),
    ),
    _rule(
        "kaito.trade.mons",
        "Mons trade",
        (
            "Which Mons pay",
            "You pay with your opponent's Mons that you have "
            "captured; your own Mons that you captured are dead.",
        ),
        (
            "Quels Mons paient",
            "Vous payez avec les Mons de votre adversaire que vous avez capturés ; "
            "vos propres Mons que vous avez capturés ne valent plus rien.",
        ),
    ),
    _rule(
        "kaito.trade.sword",
        "Mons trade",
        (
            "Buy back a Sword",
            "Mons worth 4 or more buy back one of your Swords that your opponent holds.",
        ),
        (
            "Racheter un Sabre",
            "Des Mons d’une valeur de 4 ou plus rachètent l’un de vos Sabres que votre "
            "adversaire détient.",
        ),
    ),
    _rule(
        "kaito.trade.helmet",
        "Mons trade",
        (
            "Buy back a Helmet",
            "Mons worth 5 or more buy back one of your Helmets that your opponent holds.",
        ),
        (
            "Racheter un Casque",
            "Des Mons d’une valeur de 5 ou plus rachètent l’un de vos Casques que votre "
            "adversaire détient.",
        ),
    ),
    _rule(
        "kaito.trade.held",
        "Mons trade",
        (
            "Only what he holds",
            "You can only buy back a tile of your colour that your opponent has captured.",
        ),
        (
            "Seulement ce qu’il détient",
            "Vous ne pouvez racheter qu’une tuile de votre couleur que votre adversaire "
            "a capturée.",
        ),
    ),
    _rule(
        "kaito.trade.change",
        "Mons trade",
        (
            "No change",
            "Paying more than the price gives no change: the Mons spent leave the game.",
        ),
        (
            "Pas de monnaie",
            "Payer plus que le prix ne rend pas la monnaie : les Mons dépensés quittent la partie.",
        ),
    ),
    _rule(
        "kaito.trade.return",
        "Mons trade",
        (
            "Back under the Kaito",
            "The tile bought back goes under the Kaito and stays on the board when the Kaito "
            "moves on.",
        ),
        (
            "Retour sous le Kaito",
            "La tuile rachetée est placée sous le Kaito et reste sur la grille quand le Kaito "
            "repart.",
        ),
    ),
    _rule(
        "kaito.end.swords",
        "Game end",
        (
            "No Swords",
            "A player left with no Swords on the board loses, whoever took them.",
        ),
        (
            "Plus de Sabres",
            "Un joueur à qui il ne reste plus aucun Sabre sur la grille perd, quel que soit "
            "le joueur qui les a pris.",
        ),
    ),
    _rule(
        "kaito.end.helmets",
        "Game end",
        (
            "No Helmets",
            "A player left with no Helmets on the board loses, whoever took them.",
        ),
        (
            "Plus de Casques",
            "Un joueur à qui il ne reste plus aucun Casque sur la grille perd, quel que soit "
            "le joueur qui les a pris.",
        ),
    ),
    _rule(
        "kaito.end.blocked",
        "Game end",
        (
            "No move",
            "A player who cannot move the Kaito at the start of his "
            "turn (no tile in its row or column) loses.",
        ),
        (
            "Aucun déplacement",
            "Un joueur qui ne peut pas déplacer le Kaito au début de son tour (aucune tuile "
            "dans sa ligne ni dans sa colonne) perd.",
        ),
    ),
    _rule(
        "kaito.end.over",
        "Game end",
        (
            "Game over",
            "Once the game has ended nobody moves any more.",
        ),
        (
            "Partie terminée",
            "Une fois la partie terminée, plus personne ne joue.",
        ),
    ),
]

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def reason(rule: str, en: str, fr: str) -> Reason:
    """A refusal (or a game's end) citing ``rule``, which must be in the catalogue, in English
    and French."""
    if rule not in RULES:
        raise KeyError(rule)
    return Reason(rule, en, fr)
