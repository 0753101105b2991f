"""Every Dojo rule under a stable id, in English and French (the French rulebook is official).

The ids are cited by the engine's refusals, the notebook's narration and the tests.
"""

from __future__ import annotations

from gamekit.core import Reason, Rule


def _rule(id: str, section: str, en: tuple[str, str], fr: tuple[str, str]) -> Rule:
    return Rule(id, en[0], en[1], section, fr)


_RULES = [
    _rule(
        "dojo.goal",
        "Object",
        (
            "Goal",
            "After 12 rounds, the player with the best-scoring dojo of 3 rows and 4 columns wins.",
        ),
        (
            "But",
            "Après 12 tours, le joueur dont le dojo de 3 lignes et 4 colonnes rapporte "
            "le plus de points l’emporte.",
        ),
    ),
    _rule(
        "dojo.setup",
        "Set-up",
        (
            "Set-up",
            "The 60 Tatami cards and the 12 trophies are shuffled into two face-down "
            "piles, given to the first dealer.",
        ),
        (
            "Mise en place",
            "Les 60 TATAMIS et les 12 TROPHÉES sont mélangés en deux piles "
            "face cachée, devant le premier donneur.",
        ),
    ),
    _rule(
        "dojo.round.reveal",
        "Round",
        (
            "Reveal the trophy",
            "The dealer turns up the top trophy, unless one from an earlier "
            "round is still face up.",
        ),
        (
            "Révéler le trophée",
            "Le donneur retourne le premier TROPHÉE de la pile, sauf si "
            "un trophée est encore face visible.",
        ),
    ),
    _rule(
        "dojo.recruit.give",
        "Recruitment",
        (
            "Recruitment",
            "The dealer looks at the top card and gives it to a player without a "
            "card this round, or keeps it, until everyone has one.",
        ),
        (
            "Recrutement",
            "Le donneur regarde le premier TATAMI et le donne à un joueur qui "
            "n’en a pas encore ce tour-ci, ou le garde, jusqu’à ce que chacun en ait un.",
        ),
    ),
    _rule(
        "dojo.challenge.order",
        "Challenge",
        (
            "Who may challenge",
            "Starting left of the dealer and going clockwise, each opponent "
            "in turn may challenge the dealer, and only the dealer.",
        ),
        (
            "Qui peut défier",
            "En commençant à gauche du donneur, dans le sens horaire, chaque "
            "adversaire peut défier le donneur, et lui seul.",
        ),
    ),
    _rule(
        "dojo.challenge.once",
        "Challenge",
        ("One challenge", "There is at most one challenge a round."),
        ("Un seul défi", "Il ne peut y avoir qu’un seul défi par tour."),
    ),
    _rule(
        "dojo.challenge.belt",
        "Challenge",
        (
            "Highest belt",
            "Both cards are revealed; the higher belt wins and the attacker wins ties.",
        ),
        (
            "La plus forte ceinture",
            "Les deux cartes sont révélées ; la plus forte ceinture "
            "l’emporte, et l’attaquant gagne en cas d’égalité.",
        ),
    ),
    _rule(
        "dojo.challenge.trophy",
        "Challenge",
        (
            "The trophy",
            "The winner takes the face-up trophy. With no challenge it stays for the next round.",
        ),
        (
            "Le trophée",
            "Le vainqueur remporte le TROPHÉE en jeu. Sans défi, il reste pour le tour suivant.",
        ),
    ),
    _rule(
        "dojo.challenge.swap",
        "Challenge",
        ("The swap", "The winner may swap the two cards of the challenge."),
        (
            "L’échange",
            "Le vainqueur peut intervertir son TATAMI avec celui du perdant.",
        ),
    ),
    _rule(
        "dojo.train.first",
        "Training",
        (
            "First card",
            "The first card of a dojo goes anywhere: the dojo then grows around it in every "
            "direction, so the board puts it in the middle.",
        ),
        (
            "Premier TATAMI",
            "Le premier TATAMI est placé librement : le dojo grandit ensuite autour de lui dans "
            "toutes les directions, aussi le plateau le pose au centre.",
        ),
    ),
    _rule(
        "dojo.train.adjacent",
        "Training",
        (
            "Side by side",
            "Every later card touches another by a side, not only by a corner.",
        ),
        ("Côte à côte", "Les suivants touchent au moins un autre TATAMI par un côté."),
    ),
    _rule(
        "dojo.train.rectangle",
        "Training",
        (
            "3 rows, 4 columns",
            "The dojo always fits in 3 rows and 4 columns: it ends as a "
            "full rectangle of 12 cards.",
        ),
        (
            "3 lignes, 4 colonnes",
            "Le dojo tient toujours dans 3 lignes et 4 colonnes : il "
            "finit en rectangle de 12 TATAMIS.",
        ),
    ),
    _rule(
        "dojo.trophy.colour",
        "Trophies",
        (
            "Where trophies go",
            "A black trophy goes left of a row, an orange one above a column.",
        ),
        (
            "Placement",
            "Un TROPHÉE noir se place à gauche d’une ligne, un orange en haut d’une colonne.",
        ),
    ),
    _rule(
        "dojo.trophy.one_per_line",
        "Trophies",
        ("One per line", "A row or a column holds at most one trophy."),
        ("Un par ligne", "Une même ligne ou colonne n’accueille qu’un seul TROPHÉE."),
    ),
    _rule(
        "dojo.trophy.needs_card",
        "Trophies",
        ("Beside a card", "A trophy goes only beside a row or column that has a card."),
        (
            "Devant un TATAMI",
            "Un TROPHÉE se place devant une ligne ou une colonne qui a au moins un TATAMI.",
        ),
    ),
    _rule(
        "dojo.trophy.discard",
        "Trophies",
        (
            "No room",
            "A trophy that cannot be placed goes back to the box (it still counts "
            "as a challenge won).",
        ),
        (
            "Pas de place",
            "Un TROPHÉE impossible à placer est rangé dans la boîte (il compte "
            "toujours comme un défi remporté).",
        ),
    ),
    _rule(
        "dojo.round.dealer",
        "Round",
        ("Next dealer", "At the end of a round the player left of the dealer deals."),
        (
            "Donneur suivant",
            "Au tour suivant, le joueur à gauche du donneur devient donneur.",
        ),
    ),
    _rule(
        "dojo.five.random",
        "5 players",
        (
            "Five players",
            "With 5 players, rounds 1 and 12 are dealt at random and have no challenge.",
        ),
        (
            "À 5 joueurs",
            "À 5 joueurs, le premier et le dernier TATAMI sont distribués au hasard, sans défi.",
        ),
    ),
    _rule(
        "dojo.score.row",
        "Scoring",
        (
            "Rows",
            "Each row scores its most represented disciple: 1, 3, 6 or 10 points for 1 "
            "to 4 cards. Raccoons are wild.",
        ),
        (
            "Lignes",
            "Chaque ligne rapporte selon son disciple le plus représenté : 1, 3, 6 ou "
            "10 points pour 1 à 4 cartes. Les Ratons-Laveurs sont des jokers.",
        ),
    ),
    _rule(
        "dojo.score.column",
        "Scoring",
        (
            "Columns",
            "A column with three belts of one colour scores the belt's value (1 to 5).",
        ),
        (
            "Colonnes",
            "Une colonne avec trois ceintures de la même couleur rapporte la "
            "valeur de la ceinture (1 à 5).",
        ),
    ),
    _rule(
        "dojo.trophy.grand_master",
        "Trophies",
        ("Grand Master", "One card of this row counts as a Raccoon."),
        ("Grand Maître", "Une carte de cette ligne compte comme un Raton-Laveur."),
    ),
    _rule(
        "dojo.trophy.incense",
        "Trophies",
        ("Incense", "This row may score 1 point per different disciple instead."),
        ("Encens", "Cette ligne peut rapporter 1 point par disciple différent."),
    ),
    _rule(
        "dojo.trophy.assistant",
        "Trophies",
        ("Assistant", "Rearrange this row before scoring."),
        ("Assistant", "Réarrangez cette ligne avant le décompte."),
    ),
    _rule(
        "dojo.trophy.multicolour_belt",
        "Trophies",
        ("Multicolour Belt", "Two belts of one colour earn this column its bonus."),
        (
            "Ceinture multicolore",
            "Deux ceintures de la même couleur suffisent au bonus de cette colonne.",
        ),
    ),
    _rule(
        "dojo.trophy.competition_kimono",
        "Trophies",
        (
            "Competition Kimono",
            "Three belts of one colour score double in this column.",
        ),
        (
            "Kimono de compétition",
            "Trois ceintures identiques rapportent le double dans cette colonne.",
        ),
    ),
    _rule(
        "dojo.trophy.broom",
        "Trophies",
        ("Broom", "Rearrange this column before scoring."),
        ("Balai", "Réarrangez cette colonne avant le décompte."),
    ),
    _rule(
        "dojo.end.tiebreak",
        "End",
        (
            "Ties",
            "Tied players compare challenges won (trophies); still tied, they share the victory.",
        ),
        (
            "Égalités",
            "À égalité, le plus de défis remportés (TROPHÉES) l’emporte ; sinon, "
            "la victoire est partagée.",
        ),
    ),
    _rule(
        "dojo.variant.white_belt",
        "Variants",
        ("White Belt", "Trophies are not placed; each is worth 3 points at the end."),
        (
            "Ceinture blanche",
            "Les TROPHÉES ne sont pas placés et valent 3 points chacun.",
        ),
    ),
    _rule(
        "dojo.variant.black_belt",
        "Variants",
        (
            "Black Belt",
            "A challenge adds three rounds of rock-paper-scissors; each win adds "
            "1 to that player's belt.",
        ),
        (
            "Ceinture noire",
            "Un défi ajoute trois manches de pierre-feuille-ciseaux ; chaque "
            "victoire ajoute 1 à la ceinture.",
        ),
    ),
    _rule(
        "dojo.turn",
        "Round",
        (
            "Whose decision",
            "Each phase has one decision at a time, taken by one player.",
        ),
        (
            "À qui de jouer",
            "Chaque phase demande une décision à la fois, à un seul joueur.",
        ),
    ),
    _rule(
        "dojo.end.over",
        "End",
        ("Game over", "Once the 12 rounds are played nothing more happens."),
        ("Fin de partie", "Après les 12 tours, la partie est terminée."),
    ),
]

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def reason(rule: str, en: str, fr: str) -> Reason:
    """A refusal citing ``rule`` (which must be in the catalogue), in both languages."""
    if rule not in RULES:
        raise KeyError(rule)
    return Reason(rule, en, fr)
