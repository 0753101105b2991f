"""The Dojo walkthrough's prose, in English and in French, one entry per section of the rulebook.

Each section is ``{"en": html, "fr": html}``; rules are cited by their ids (``[dojo.train.first]``)
as in the engine's messages and the tests. The French follows the vocabulary of the official
rules (TATAMI, TROPHÉE, donneur, défi, ceinture); the English follows the translation.

>>> sorted(SECTIONS) == sorted(ORDER)
True
>>> all(set(text) == {"en", "fr"} for text in SECTIONS.values())
True
"""

from __future__ import annotations

from collections.abc import Mapping

from gamekit.dojo import RULES


def rule(rule_id: str) -> str:
    """A rule's id as the page cites it; unknown ids fail loudly, so the prose cannot drift.

    >>> rule("dojo.train.first")
    '<code>[dojo.train.first]</code>'
    """
    if rule_id not in RULES:
        raise KeyError(f"no Dojo rule {rule_id!r}")
    return f"<code>[{rule_id}]</code>"


_R = rule

ORDER = (
    "intro",
    "goal",
    "material",
    "setup",
    "round",
    "recruit",
    "challenge",
    "train",
    "trophy",
    "five",
    "score_rows",
    "score_columns",
    "example",
    "trophies",
    "end",
    "variants",
    "full_game",
    "explorer",
)
"""The sections in page order."""

SECTIONS: Mapping[str, Mapping[str, str]] = {
    "intro": {
        "en": (
            "<h1>Dojo</h1><p><i>A card game for 3 to 5 players by Antoine Bauza, 15 minutes.</i></p>"
            "<p>This page teaches the rules one phase at a time. After each rule comes a live "
            "board: try it, and try breaking it too, since the board names the rule that stops "
            "you and says why. Each rule has a name in brackets, like "
            f"{_R('dojo.train.adjacent')}; the same names appear in the messages, in the rules "
            "notes and in the tests. The switch above shows the page in French, the language of "
            "the official rules (<code>?lang=fr</code> in the address does the same).</p>"
        ),
        "fr": (
            "<h1>Dojo</h1><p><i>Un jeu de cartes pour 3 à 5 joueurs d’Antoine Bauza, 15 minutes."
            "</i></p><p>Cette page enseigne les règles une phase après l’autre. Après chaque "
            "règle vient un plateau vivant : essayez la règle, et essayez aussi de l’enfreindre, "
            "le plateau nomme la règle qui vous arrête et dit pourquoi. Chaque règle a un nom "
            f"entre crochets, comme {_R('dojo.train.adjacent')} ; les mêmes noms figurent dans "
            "les messages, les notes de règles et les tests. Le bouton ci-dessus affiche la page "
            "en anglais (<code>?lang=en</code> dans l’adresse aussi).</p>"
        ),
    },
    "goal": {
        "en": (
            "<h2>Object of the game</h2><p>Players open their dojo and attract the most "
            "promising disciples, even if it means stealing them from their rivals. In each of "
            "the 12 rounds every player gains one TATAMI card for his dojo; challenges win "
            "trophies that improve it. At the end each dojo is 3 rows by 4 columns of cards and "
            f"scores for its rows and columns: the best dojo wins {_R('dojo.goal')}.</p>"
        ),
        "fr": (
            "<h2>But du jeu</h2><p>Les joueurs ouvrent leur dojo et tentent d’y attirer les "
            "disciples les plus prometteurs, quitte à les subtiliser à leurs rivaux. Lors de "
            "chacun des 12 tours, chacun acquiert une carte TATAMI qui agrandit son dojo ; les "
            "défis rapportent des TROPHÉES qui l’améliorent. À la fin, chaque dojo compte 3 "
            "lignes et 4 colonnes de TATAMIS et marque des points selon sa configuration : le "
            f"meilleur l’emporte {_R('dojo.goal')}.</p>"
        ),
    },
    "material": {
        "en": (
            "<h2>The cards</h2><p>60 TATAMI cards. Each shows a <b>disciple</b> (Monkey, Fox, "
            "Tigress, Crane, Bear, or Raccoon) and a <b>belt</b>: white (1), yellow (2), green "
            "(3), blue (4) or black (5). Raccoons are great masters of the martial arts: when "
            "scoring, each counts as a disciple of its owner's choice (a wild card). The rules "
            "do not print how many of each card there are; we use 2 of every disciple in every "
            "belt, kept as data in <code>gamekit/dojo/cards.py</code>. And 12 trophies, 6 kinds "
            "twice each, described further down. Below: how cards are drawn on the boards, one "
            "per disciple, with its belt as a band and a number.</p>"
        ),
        "fr": (
            "<h2>Les cartes</h2><p>60 cartes TATAMI. Chacune montre un <b>disciple</b> (Singe, "
            "Renard, Tigresse, Grue, Ours, ou Raton-Laveur) et une <b>ceinture</b> : blanche (1), "
            "jaune (2), verte (3), bleue (4) ou noire (5). Les Ratons-Laveurs sont de grands "
            "maîtres en arts martiaux : au décompte, chacun compte comme un disciple au choix de "
            "son propriétaire (un « joker »). La règle ne donne pas la répartition des cartes ; "
            "nous prenons 2 exemplaires de chaque disciple dans chaque ceinture, en données dans "
            "<code>gamekit/dojo/cards.py</code>. Et 12 TROPHÉES, 6 différents en 2 exemplaires, "
            "décrits plus bas. Ci-dessous : les cartes telles que les plateaux les dessinent, une "
            "par disciple, la ceinture en bandeau et en chiffre.</p>"
        ),
    },
    "setup": {
        "en": (
            "<h2>Set-up</h2><p>Shuffle the 60 TATAMI cards into a face-down draw pile and the 12 "
            "trophies into a face-down pile, both in front of the first dealer "
            f"{_R('dojo.setup')}. Here the seed of the game does the shuffling, so the same seed "
            "deals the same game again.</p>"
        ),
        "fr": (
            "<h2>Mise en place</h2><p>Mélangez les TATAMIS et formez une pioche face cachée ; "
            "mélangez les TROPHÉES et formez une pile face cachée, devant le premier donneur "
            f"{_R('dojo.setup')}. Ici la graine de la partie fait le mélange : la même graine "
            "redonne la même partie.</p>"
        ),
    },
    "round": {
        "en": (
            "<h2>A round</h2><p>The player with the draw pile is the <b>dealer</b>. He turns up "
            "the top trophy so that everyone can see it, unless one from an earlier round is "
            f"still face up {_R('dojo.round.reveal')}. Then come the phases: recruitment, "
            "challenge, training, and the trophy placement. Each phase asks one player for one "
            f"decision at a time {_R('dojo.turn')}. At the end of the round the player on the "
            f"dealer's left becomes the dealer {_R('dojo.round.dealer')}.</p>"
        ),
        "fr": (
            "<h2>Un tour de jeu</h2><p>Le joueur qui a la pioche devant lui est le <b>donneur</b>. "
            "Il retourne le premier TROPHÉE de la pile afin que tout le monde puisse le voir, "
            "sauf si un TROPHÉE d’un tour précédent est encore face visible "
            f"{_R('dojo.round.reveal')}. Viennent ensuite les phases : Recrutement, Défi, "
            "Entraînement, puis le placement du TROPHÉE. Chaque phase demande une décision à la "
            f"fois, à un seul joueur {_R('dojo.turn')}. Au tour suivant, le joueur assis à "
            f"gauche de l’ancien donneur devient le nouveau donneur {_R('dojo.round.dealer')}.</p>"
        ),
    },
    "recruit": {
        "en": (
            "<h2>1. Recruitment</h2><p>The dealer looks at the top TATAMI card without showing "
            "it, then gives it to a player of his choice or keeps it. A player who receives a "
            "card looks at it and keeps it face down. The dealer draws again, and so on until "
            f"every player, the dealer included, has exactly one card {_R('dojo.recruit.give')}. "
            "So the dealer knows every card of the round; each other player knows only his own. "
            "On the boards below a card you may not see is drawn face down.</p>"
            "<p><i>Example: Ryu looks at the first card and gives it to Kara. He keeps the "
            "second, gives the third to Sam and the last to Lin.</i></p>"
        ),
        "fr": (
            "<h2>1. Recrutement</h2><p>Le donneur regarde le premier TATAMI de la pioche, sans "
            "le montrer aux autres joueurs, puis le donne à un joueur de son choix ou le conserve "
            "pour lui-même. Quand un joueur reçoit un TATAMI, il le regarde mais le conserve "
            "devant lui, face cachée. Le donneur pioche un nouveau TATAMI et procède de même, "
            "jusqu’à ce que tous les joueurs, lui compris, aient une et une seule carte "
            f"{_R('dojo.recruit.give')}. Le donneur connaît donc toutes les cartes du tour ; les "
            "autres, seulement la leur. Sur les plateaux, une carte que vous ne devez pas voir "
            "est dessinée face cachée.</p><p><i>Exemple : Ryu prend connaissance de la première "
            "carte et décide de la donner à Kara. Il conserve la deuxième, donne la troisième à "
            "Sam et la dernière est pour Lin.</i></p>"
        ),
    },
    "challenge": {
        "en": (
            "<h2>2. Challenge</h2><p>Each opponent in turn, starting on the dealer's left and "
            "going clockwise, may challenge the dealer, and only the dealer "
            f"{_R('dojo.challenge.order')}. There is at most one challenge a round "
            f"{_R('dojo.challenge.once')}. Both players reveal their card; the higher belt wins, "
            f"whatever the disciple, and the attacker wins ties {_R('dojo.challenge.belt')}. The "
            f"winner takes the face-up trophy {_R('dojo.challenge.trophy')} and may swap his "
            f"card with the loser's {_R('dojo.challenge.swap')}. With no challenge the trophy "
            "stays face up for the next round, so not every trophy is used.</p><p><b>Your turn."
            "</b> You are P4, holding only your own card. Challenge the dealer for the trophy, "
            "or pass? Remember what the dealer knows: he chose which card to keep.</p>"
        ),
        "fr": (
            "<h2>2. Défi</h2><p>Chaque adversaire, en commençant par celui à gauche du donneur "
            "puis dans le sens horaire, peut défier le donneur, et le donneur uniquement "
            f"{_R('dojo.challenge.order')}. Il ne peut y avoir qu’un seul défi par tour "
            f"{_R('dojo.challenge.once')}. « Je te défie ! » : les deux joueurs retournent leur "
            "carte en criant « Banzaï ! » ; la ceinture de plus forte valeur l’emporte, quel que "
            "soit le disciple, et l’attaquant gagne en cas d’égalité "
            f"{_R('dojo.challenge.belt')}. Le vainqueur remporte le TROPHÉE en jeu "
            f"{_R('dojo.challenge.trophy')} et peut intervertir son TATAMI avec celui du perdant "
            f"{_R('dojo.challenge.swap')}. Sans défi, le TROPHÉE reste en place pour le tour "
            "suivant : les 12 TROPHÉES ne seront pas tous utilisés.</p><p><b>À vous.</b> Vous "
            "êtes P4 et ne connaissez que votre carte. Défier le donneur pour le TROPHÉE, ou "
            "passer ? Souvenez-vous de ce que sait le donneur : il a choisi la carte qu’il "
            "garde.</p>"
        ),
    },
    "train": {
        "en": (
            "<h2>3. Training</h2><p>Every player adds his card to his dojo, face up. The first "
            f"card goes anywhere {_R('dojo.train.first')}; every later card touches another by "
            f"a side, a corner is not enough {_R('dojo.train.adjacent')}; and the dojo must "
            "always fit in 3 rows by 4 columns, since at the end it is exactly that rectangle of "
            f"12 cards {_R('dojo.train.rectangle')}. Which way the rectangle lies is not fixed "
            "at the start: it emerges as the dojo grows.</p><p><b>Your turn.</b> Place the "
            "yellow-belt Bear. Click any cell; a refused one says which rule forbids it. "
            "<i>Show me</i> marks every legal cell.</p>"
        ),
        "fr": (
            "<h2>3. Entraînement</h2><p>Les joueurs ajoutent leur TATAMI à leur dojo, face "
            f"visible. Le premier TATAMI est placé librement {_R('dojo.train.first')} ; les "
            "suivants doivent toujours être adjacents par un côté à au moins un autre TATAMI, un "
            f"coin ne suffit pas {_R('dojo.train.adjacent')} ; et le dojo doit toujours tenir "
            "dans 3 lignes et 4 colonnes, car il finit en rectangle de 12 TATAMIS, ni plus, ni "
            f"moins {_R('dojo.train.rectangle')}. Le sens du rectangle n’est pas fixé au départ : "
            "il apparaît à mesure que le dojo grandit.</p><p><b>À vous.</b> Placez l’Ours "
            "ceinture jaune. Cliquez une case ; une case refusée dit quelle règle l’interdit. "
            "<i>Montrez-moi</i> marque toutes les cases permises.</p>"
        ),
    },
    "trophy": {
        "en": (
            "<h2>4. Placing the trophy</h2><p>After training (the card always comes first), the "
            "winner of the challenge places his trophy. Black trophies go at the start of a row, "
            f"left of its first card; orange ones on top of a column {_R('dojo.trophy.colour')}. "
            f"A row or column holds at most one trophy {_R('dojo.trophy.one_per_line')}, only "
            f"beside a line that has a card {_R('dojo.trophy.needs_card')}, and a placed trophy "
            "never moves. A trophy that cannot be placed goes back to the box; it still counts "
            f"as a challenge won {_R('dojo.trophy.discard')}.</p><p><b>Your turn.</b> You won the "
            "Competition Kimono. Click a slot beside the dojo: the wrong colour, a column that "
            "already has a trophy and a column with no card are all refused, each with its "
            "rule.</p>"
        ),
        "fr": (
            "<h2>4. Placer le TROPHÉE</h2><p>À la fin de l’entraînement (le TATAMI est toujours "
            "placé avant le TROPHÉE), le vainqueur du défi place son TROPHÉE. Les TROPHÉES noirs "
            "se placent au début d’une ligne, à gauche de son premier TATAMI ; les orange en haut "
            f"d’une colonne {_R('dojo.trophy.colour')}. Une même ligne ou colonne n’accueille "
            f"qu’un seul TROPHÉE {_R('dojo.trophy.one_per_line')}, seulement devant une ligne "
            f"ou une colonne qui a un TATAMI {_R('dojo.trophy.needs_card')}, et un TROPHÉE "
            "placé ne se déplace plus. Un TROPHÉE impossible à placer est rangé dans la boîte ; "
            f"il compte toujours comme un défi remporté {_R('dojo.trophy.discard')}.</p>"
            "<p><b>À vous.</b> Vous avez gagné le Kimono de compétition. Cliquez un emplacement "
            "autour du dojo : la mauvaise couleur, une colonne qui a déjà un TROPHÉE et une "
            "colonne sans TATAMI sont refusées, chacune avec sa règle.</p>"
        ),
    },
    "five": {
        "en": (
            "<h2>Five players</h2><p>With 5 players the first and the last (12th) cards are "
            "dealt at random, with no challenge; so each player deals twice and there are at "
            f"most 10 challenges {_R('dojo.five.random')}.</p>"
        ),
        "fr": (
            "<h2>Partie à 5 joueurs</h2><p>À 5 joueurs, le premier et le dernier TATAMI sont "
            "distribués au hasard, sans défi ; chaque joueur est ainsi donneur deux fois, et il "
            f"y a au plus 10 défis {_R('dojo.five.random')}.</p>"
        ),
    },
    "score_rows": {
        "en": (
            "<h2>Scoring: rows</h2><p>After the 12th round every dojo is complete. Each row "
            "scores for its most represented disciple: 1 card 1 point, 2 cards 3 points, 3 cards "
            "6 points, 4 cards 10 points. Raccoons join whichever disciple suits you "
            f"{_R('dojo.score.row')}. When several disciples tie, only one of them scores: two "
            "Monkeys and two Bears make 3 points, not 6.</p>"
        ),
        "fr": (
            "<h2>Décompte : les lignes</h2><p>À l’issue du 12ème tour, chaque dojo est complet. "
            "Pour chaque ligne, on identifie le disciple le plus représenté : 1 carte 1 point, "
            "2 cartes 3 points, 3 cartes 6 points, 4 cartes 10 points. Les Ratons-Laveurs "
            f"rejoignent le disciple de votre choix {_R('dojo.score.row')}. Si plusieurs "
            "disciples sont à égalité, un seul marque : deux Singes et deux Ours font 3 points, "
            "pas 6.</p>"
        ),
    },
    "score_columns": {
        "en": (
            "<h2>Scoring: columns</h2><p>Each column with three belts of one colour, whatever "
            "the disciples, scores that belt's value: 1 for white up to 5 for black "
            f"{_R('dojo.score.column')}.</p>"
        ),
        "fr": (
            "<h2>Décompte : les colonnes</h2><p>Chaque colonne où figurent trois ceintures de "
            "la même couleur, quels que soient les disciples, rapporte la valeur de cette "
            f"ceinture : de 1 (blanche) à 5 (noire) {_R('dojo.score.column')}.</p>"
        ),
    },
    "example": {
        "en": (
            "<h2>The rulebook's example</h2><p>How many points does this dojo score? Type your "
            "answer; the breakdown then shows each row and column. (The rulebook: three "
            "Tigresses 6, two Cranes 3, no disciple ahead of the others 1, three yellow belts 2: "
            "12 points.)</p>"
        ),
        "fr": (
            "<h2>L’exemple de la règle</h2><p>Combien rapporte ce dojo ? Tapez votre réponse ; "
            "le détail montre ensuite chaque ligne et chaque colonne. (La règle : trois "
            "Tigresses 6, deux Grues 3, pas de disciple plus représenté que les autres 1, trois "
            "ceintures jaunes 2 : 12 points.)</p>"
        ),
    },
    "trophies": {
        "en": (
            "<h2>The trophies</h2><p>Black trophies (rows):</p><ul>"
            "<li><b>Grand Master</b>: one card of this row counts as a Raccoon "
            f"{_R('dojo.trophy.grand_master')}; no use on four of a kind.</li>"
            "<li><b>Incense</b>: this row may score 1 point for each different disciple instead "
            f"(four different disciples: 4 points) {_R('dojo.trophy.incense')}.</li>"
            "<li><b>Assistant</b>: before scoring, rearrange the cards of this row as you like "
            f"{_R('dojo.trophy.assistant')}.</li></ul><p>Orange trophies (columns):</p><ul>"
            "<li><b>Multicolour Belt</b>: two belts of one colour are enough for the column's "
            f"bonus {_R('dojo.trophy.multicolour_belt')}.</li>"
            "<li><b>Competition Kimono</b>: three belts of one colour score double "
            f"(three blue: 4 x 2 = 8) {_R('dojo.trophy.competition_kimono')}.</li>"
            "<li><b>Broom</b>: before scoring, rearrange the cards of this column as you like "
            f"{_R('dojo.trophy.broom')}.</li></ul><p>Where a trophy offers a choice (which card "
            "becomes a Raccoon, how to rearrange), the scoring takes the best one and the "
            "breakdown says which. Two puzzles:</p>"
        ),
        "fr": (
            "<h2>Les TROPHÉES</h2><p>TROPHÉES noirs (lignes) :</p><ul>"
            "<li><b>Grand Maître</b> : une carte de cette ligne devient un Raton-Laveur "
            f"{_R('dojo.trophy.grand_master')} ; sans effet devant 4 TATAMIS du même disciple."
            "</li><li><b>Encens</b> : cette ligne peut rapporter 1 point par disciple différent "
            f"(quatre disciples différents : 1+1+1+1 = 4 points) {_R('dojo.trophy.incense')}."
            "</li><li><b>Assistant</b> : avant le décompte, réarrangez les cartes de cette "
            f"ligne à votre convenance {_R('dojo.trophy.assistant')}.</li></ul>"
            "<p>TROPHÉES orange (colonnes) :</p><ul>"
            "<li><b>Ceinture multicolore</b> : deux ceintures de la même couleur suffisent au "
            f"bonus de la colonne {_R('dojo.trophy.multicolour_belt')}.</li>"
            "<li><b>Kimono de compétition</b> : trois ceintures identiques rapportent le double "
            f"(trois bleues : 4x2 = 8) {_R('dojo.trophy.competition_kimono')}.</li>"
            "<li><b>Balai</b> : avant le décompte, réarrangez les cartes de cette colonne à "
            f"votre convenance {_R('dojo.trophy.broom')}.</li></ul><p>Quand un TROPHÉE laisse "
            "un choix (quelle carte devient Raton-Laveur, comment réarranger), le décompte prend "
            "le meilleur et le détail dit lequel. Deux énigmes :</p>"
        ),
    },
    "end": {
        "en": (
            "<h2>End of the game</h2><p>After the 12th round nothing more happens "
            f"{_R('dojo.end.over')}; the best score wins. Tied players compare the challenges "
            "they won (their trophies); still tied, they share the victory "
            f"{_R('dojo.end.tiebreak')}.</p>"
        ),
        "fr": (
            "<h2>Fin de partie</h2><p>À l’issue du 12ème tour, la partie prend fin "
            f"{_R('dojo.end.over')} ; le meilleur score l’emporte. En cas d’égalité, le "
            "vainqueur est celui qui a remporté le plus de défis (le plus de TROPHÉES) ; en cas "
            "de nouvelle égalité, il ne reste qu’à refaire une partie : la victoire est "
            f"partagée {_R('dojo.end.tiebreak')}.</p>"
        ),
    },
    "variants": {
        "en": (
            "<h2>Variants</h2><p><b>White Belt</b>, for a first game: trophies have no effect "
            "and are not placed; each is worth 3 points at the end "
            f"{_R('dojo.variant.white_belt')}.</p><p><b>Black Belt</b>: once the two cards of a "
            "challenge are revealed, the players play three rounds of rock-paper-scissors; each "
            "win adds 1 to that player's belt, ties have no effect, and a tie at the end still "
            f"goes to the attacker {_R('dojo.variant.black_belt')}. On screen the signs are "
            "chosen in secret, one player after the other.</p>"
        ),
        "fr": (
            "<h2>Variantes</h2><p><b>Ceinture blanche</b>, pour une première partie : les "
            "TROPHÉES n’ont pas d’effet et ne sont pas placés ; chacun rapporte 3 points à la fin "
            f"{_R('dojo.variant.white_belt')}.</p><p><b>Ceinture noire</b> : quand les deux "
            "adversaires ont révélé leur carte, ils jouent trois manches de "
            "pierre-feuille-ciseaux ; chaque victoire augmente sa ceinture d’un point, les "
            "égalités sont sans effet, et à égalité finale l’attaquant l’emporte "
            f"{_R('dojo.variant.black_belt')}. À l’écran, les signes sont choisis en secret, "
            "l’un après l’autre.</p>"
        ),
    },
    "full_game": {
        "en": (
            "<h2>A full game</h2><p>Choose 3, 4 or 5 players and who sits at each seat, a person "
            "or the computer. With several people at one screen, a <i>pass the screen</i> step "
            "hides each player's card from the others; the <i>teacher</i> switch shows every "
            "card, for a demonstration. <i>Hint</i> asks the computer what it would do, and "
            "why. At the end each dojo is drawn with its points.</p>"
        ),
        "fr": (
            "<h2>Une partie complète</h2><p>Choisissez 3, 4 ou 5 joueurs, et qui occupe chaque "
            "place : une personne ou l’ordinateur. À plusieurs devant un même écran, l’étape "
            "<i>passez l’écran</i> cache la carte de chacun aux autres ; le bouton "
            "<i>professeur</i> montre toutes les cartes, pour une démonstration. <i>Conseil</i> "
            "demande à l’ordinateur ce qu’il ferait, et pourquoi. À la fin, chaque dojo est "
            "dessiné avec ses points.</p>"
        ),
    },
    "explorer": {
        "en": (
            "<h2>Explorer</h2><p><b>Scoring tool.</b> Type any finished dojo, three rows top to "
            "bottom separated by <code>/</code>, each of four cards: a disciple letter (M Monkey, "
            "F Fox, T Tigress, C Crane, B Bear, R Raccoon) and a belt digit 1-5; or build it "
            "without typing: choose a disciple and a belt, then click a cell of the pictured "
            "dojo. Add trophies and see the score with its breakdown, beside the dojo as scored "
            "(after any Broom or Assistant, the lines they rearranged framed). The same from "
            "Python: "
            '<code>gamekit.load("dojo").score("T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5", '
            '{"row2": "incense"})</code>.</p><p><b>Positions.</b> Every moment of a game has a '
            "code (the app's <i>Code</i> button shows it). Paste one below to open it, ask what "
            "is legal, or share it as a link: this page's address with <code>?pos=</code> and "
            "the code opens on that position. A code holds every secret card, so it is a "
            "teacher's tool.</p>"
        ),
        "fr": (
            "<h2>Explorateur</h2><p><b>Outil de décompte.</b> Tapez un dojo complet, trois "
            "lignes de haut en bas séparées par <code>/</code>, chacune de quatre cartes : une "
            "lettre de disciple (M Singe, F Renard, T Tigresse, C Grue, B Ours, R Raton-Laveur, "
            "d’après les noms anglais) et un chiffre de ceinture de 1 à 5 ; ou composez-le sans "
            "taper : choisissez un disciple et une ceinture, puis cliquez sur une case du dojo "
            "dessiné. Ajoutez des TROPHÉES et voyez le score avec son détail, à côté du dojo tel "
            "que compté (après un Balai ou un Assistant, les lignes réarrangées encadrées). "
            "Depuis Python : "
            '<code>gamekit.load("dojo").score("T1 T2 T4 M5/C3 C2 F1 B4/M4 F2 B3 T5", '
            '{"row2": "incense"})</code>.</p><p><b>Positions.</b> Chaque moment d’une partie a '
            "un code (le bouton <i>Code</i> de l’application l’affiche). Collez-en un ci-dessous "
            "pour l’ouvrir, demander ce qui est permis, ou le partager en lien : l’adresse de "
            "cette page suivie de <code>?pos=</code> et du code ouvre cette position. Un code "
            "contient toutes les cartes cachées : c’est un outil de professeur.</p>"
        ),
    },
}
"""Every section of the walkthrough, ``{"en": html, "fr": html}``."""
