"""Every Dojo Kun rule under a stable id, with a sentence that teaches it, in English and French.

The ids are cited by the engine's refusals, the notebook's narration and the tests. The text
follows the rulebook (``../shared/rules/dojo-kun.en.md``, appendices included) and, where it is
silent, ``../shared/rules/RULINGS.md`` (Dojo Kun, Q10 and Q11): a number that is only our reading
says so ("as we read it", « selon notre lecture »). The names and numbers are those of
:mod:`gamekit.dojo_kun.data`. The rulebook is in English; the French is ours, with the game's
words: le Maître (Sensei), l’athlète, le Dojo, les points de Prestige, le Ki, les niveaux
d’Expérience, le Dan, les équipements d’entraînement, les tuiles de Réservation, les Techniques
secrètes, les Coups spéciaux, les Aventures, les blessures, le Dojo du Crâne.

>>> RULES["dojo_kun.level.cap"].say("fr")[0]
'Niveau 3 au plus'
>>> print(reason("dojo_kun.place.single", "Someone is already there.", "La place est prise."))
Someone is already there. [dojo_kun.place.single]
>>> reason("dojo_kun.place.anywhere", "", "")
Traceback (most recent call last):
    ...
KeyError: 'dojo_kun.place.anywhere'

Every id is unique, and every athlete ability of the data has its rule:

>>> len(RULES) == len(_RULES)
True
>>> from gamekit.dojo_kun.data import ABILITIES
>>> [key for key in ABILITIES if f"dojo_kun.ability.{key}" not in RULES]
[]
"""

from __future__ import annotations

from gamekit.core import Reason, Rule


def _rule(id: str, section: str, en: tuple[str, str], fr: tuple[str, str]) -> Rule:
    return Rule(id, en[0], en[1], section, fr)


_RULES = [
    # -- the game --------------------------------------------------------------------------------
    _rule(
        "dojo_kun.goal",
        "Goal",
        (
            "Goal",
            "Each player runs a Dojo as its Sensei; after two seasons, each closed by a "
            "tournament, the player with the most Prestige points wins.",
        ),
        (
            "But",
            "Chaque joueur dirige un Dojo en Maître (Sensei) ; après deux saisons, chacune close "
            "par un tournoi, le joueur qui a le plus de points de Prestige l’emporte.",
        ),
    ),
    _rule(
        "dojo_kun.season.turns",
        "Seasons",
        (
            "Two seasons",
            "The game has two seasons, White Lotus then Black Lotus; each has three prelude turns "
            "to train athletes and grow the Dojo, then a fourth turn: the tournament.",
        ),
        (
            "Deux saisons",
            "La partie compte deux saisons, celle du Lotus blanc puis celle du Lotus noir ; "
            "chacune a trois tours de prélude pour entraîner ses athlètes et développer son "
            "Dojo, puis un quatrième tour : le tournoi.",
        ),
    ),
    _rule(
        "dojo_kun.season.two",
        "Seasons",
        (
            "The second season",
            "After the first tournament a new prelude begins with the season 2 athlete cards, "
            "Training Equipment, Special Moves and Adventures; it ends with the Black Lotus "
            "tournament.",
        ),
        (
            "La seconde saison",
            "Après le premier tournoi, un nouveau prélude commence avec les cartes athlète, les "
            "équipements d’entraînement, les Coups spéciaux et les Aventures de la saison 2 ; il "
            "s’achève par le tournoi du Lotus noir.",
        ),
    ),
    # -- set-up ----------------------------------------------------------------------------------
    _rule(
        "dojo_kun.setup.first_player",
        "Set-up",
        (
            "The first First Player",
            "The First Player counter starts with whoever was punched last: in practice, a "
            "player chosen when the game is set up.",
        ),
        (
            "Le premier Premier joueur",
            "Le jeton Premier joueur revient d’abord à celui qui a reçu un coup de poing en "
            "dernier : en pratique, un joueur désigné à la mise en place.",
        ),
    ),
    _rule(
        "dojo_kun.setup.dojo",
        "Set-up",
        (
            "Your Dojo",
            "Each player takes a Dojo: its board with its starting Training Equipment, its Master "
            "token, its Athlete 1 (the Senpai) with his card, levels and Ki, its 2 expansion "
            "boards and its 2 prediction cards.",
        ),
        (
            "Votre Dojo",
            "Chaque joueur prend un Dojo : son plateau et son équipement d’entraînement de "
            "départ, son pion Maître, son athlète 1 (le Senpai) avec sa carte, ses niveaux et "
            "son Ki, ses 2 extensions et ses 2 cartes de pronostic.",
        ),
    ),
    _rule(
        "dojo_kun.setup.spaces",
        "Set-up",
        (
            "Dojo spaces",
            "A Dojo starts with 2 athlete spaces (the Senpai's and a free one) and 2 equipment "
            "slots (its starting equipment and a free one), as we read the board.",
        ),
        (
            "Les places du Dojo",
            "Un Dojo commence avec 2 places d’athlète (celle du Senpai et une libre) et 2 "
            "emplacements d’équipement (l’équipement de départ et un libre), selon notre "
            "lecture du plateau.",
        ),
    ),
    _rule(
        "dojo_kun.setup.village",
        "Set-up",
        (
            "The village",
            "In the village: the Adventures and Special Moves decks with their first card face "
            "up, the 3 Reservation tiles, one Secret Technique of each Discipline at Master YANG, "
            "the season 1 athletes and Training Equipment, and the turn counter on its first "
            "space.",
        ),
        (
            "Le village",
            "Au village : les pioches d’Aventures et de Coups spéciaux avec leur première carte "
            "face visible, les 3 tuiles de Réservation, une Technique secrète de chaque "
            "discipline chez le Maître YANG, les athlètes et les équipements d’entraînement de la "
            "saison 1, et le compteur de tours sur sa première case.",
        ),
    ),
    _rule(
        "dojo_kun.setup.slots",
        "Set-up",
        (
            "Cards on offer",
            "The village shows athlete cards and Training Equipment by number of players: 2 and "
            "1 with 1 or 2 players, 3 and 2 with 3, 4 and 3 with 4 (the rulebook says all the "
            "slots: 4 and 3 is as we read it).",
        ),
        (
            "Cartes proposées",
            "Le village propose des cartes athlète et des équipements d’entraînement selon le "
            "nombre de joueurs : 2 et 1 à 1 ou 2 joueurs, 3 et 2 à 3, 4 et 3 à 4 (la règle dit "
            "« tous les emplacements » ; 4 et 3 selon notre lecture).",
        ),
    ),
    # -- placing tokens ------------------------------------------------------------------------
    _rule(
        "dojo_kun.place.turn_order",
        "Prelude",
        (
            "Placing tokens",
            "From the First Player and clockwise, each player places one token at a time on an "
            "activity and resolves it at once; the turn ends when every token is placed.",
        ),
        (
            "Placer ses pions",
            "À partir du Premier joueur, dans le sens horaire, chacun place un pion à la fois sur "
            "une activité et la résout aussitôt ; le tour s’achève quand tous les pions sont "
            "placés.",
        ),
    ),
    _rule(
        "dojo_kun.place.once",
        "Prelude",
        (
            "Once a turn",
            "A token acts once a turn and stays on its slot until the end of the turn "
            "(only Accelerate moves it again).",
        ),
        (
            "Une fois par tour",
            "Un pion agit une fois par tour et reste sur son emplacement jusqu’à la fin du tour "
            "(seul Accélérer l’entraînement le déplace à nouveau).",
        ),
    ),
    _rule(
        "dojo_kun.place.circle",
        "Prelude",
        (
            "Athletes on circles",
            "Athlete tokens (numbered) go only on round slots, in their Dojo or in the village.",
        ),
        (
            "Les athlètes sur les cercles",
            "Les pions athlète (numérotés) ne se placent que sur les emplacements ronds, dans "
            "leur Dojo ou au village.",
        ),
    ),
    _rule(
        "dojo_kun.place.octagon",
        "Prelude",
        (
            "The Master on octagons",
            "The Master token goes only on octagonal slots; the one exception is New Training "
            "Equipment, which Athlete 1 may take instead of the Master.",
        ),
        (
            "Le Maître sur les octogones",
            "Le pion Maître ne se place que sur les emplacements octogonaux ; seule exception, "
            "Nouvel équipement d’entraînement, que l’athlète 1 peut prendre à la place du Maître.",
        ),
    ),
    _rule(
        "dojo_kun.place.single",
        "Prelude",
        (
            "Single circle",
            "A single circle holds only one token. As we read the board, each Special Move card "
            "and each Adventure card is one, and so are First Player, Master YANG and Master YIN.",
        ),
        (
            "Cercle simple",
            "Un cercle simple n’accueille qu’un seul pion. Selon notre lecture du plateau, "
            "chaque carte Coup spécial et chaque carte Aventure en est un, tout comme Premier "
            "joueur, Maître YANG et Maître YIN.",
        ),
    ),
    _rule(
        "dojo_kun.place.common",
        "Prelude",
        (
            "Common area",
            "An area of overlapping circles takes any number of athletes.",
        ),
        (
            "Zone commune",
            "Une zone aux cercles superposés accueille autant d’athlètes qu’on veut.",
        ),
    ),
    _rule(
        "dojo_kun.place.own_dojo",
        "Prelude",
        (
            "Your own Dojo",
            "The slots of a Dojo are for its own tokens only: its Training Equipment and, as we "
            "read the board, Expand and Accelerate.",
        ),
        (
            "Votre propre Dojo",
            "Les emplacements d’un Dojo sont réservés à ses propres pions : ses équipements "
            "d’entraînement et, selon notre lecture du plateau, Agrandir et Accélérer.",
        ),
    ),
    _rule(
        "dojo_kun.place.fulfil",
        "Prelude",
        (
            "Only what you can do",
            "An activity you can't (or won't) carry out can't be chosen: for instance without "
            "the Ki to pay, or without a free space for what you would get.",
        ),
        (
            "Seulement ce que l’on peut faire",
            "Une activité que vous ne pouvez (ou ne voulez) pas mener à bien ne peut pas être "
            "choisie : par exemple sans le Ki à payer, ou sans place libre pour ce que vous "
            "recevriez.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.ki",
        "Prelude",
        (
            "Ki on the card",
            "The Ki and levels an athlete gains go on his own card, and the Ki he pays comes "
            "from it; an athlete without enough Ki can't choose the action.",
        ),
        (
            "Le Ki sur la carte",
            "Le Ki et les niveaux que gagne un athlète vont sur sa propre carte, et le Ki qu’il "
            "paie en vient ; un athlète qui n’a pas assez de Ki ne peut pas choisir l’action.",
        ),
    ),
    # -- levels --------------------------------------------------------------------------------
    _rule(
        "dojo_kun.level.cap",
        "Levels",
        (
            "3 at most",
            "No Discipline goes above Experience level 3; Secret Techniques don't count, so a "
            "level 3 Tiger may also hold the Tiger Technique.",
        ),
        (
            "Niveau 3 au plus",
            "Aucune discipline ne dépasse le niveau d’Expérience 3 ; les Techniques secrètes ne "
            "comptent pas : un Tigre de niveau 3 peut aussi avoir la Technique du Tigre.",
        ),
    ),
    _rule(
        "dojo_kun.level.dan",
        "Levels",
        (
            "Dan",
            "An athlete's Dan is the total of his Experience levels in the four Disciplines.",
        ),
        (
            "Dan",
            "Le Dan d’un athlète est le total de ses niveaux d’Expérience dans les quatre "
            "disciplines.",
        ),
    ),
    _rule(
        "dojo_kun.level.lose",
        "Levels",
        (
            "Losing a level",
            "A level to lose (a Special Move's price, Master YIN) comes from a Discipline where "
            "the athlete has at least 1.",
        ),
        (
            "Perdre un niveau",
            "Un niveau à perdre (prix d’un Coup spécial, Maître YIN) se prend dans une discipline "
            "où l’athlète a au moins 1 niveau.",
        ),
    ),
    # -- athletes' actions -----------------------------------------------------------------------
    _rule(
        "dojo_kun.athlete.train",
        "Athlete actions",
        (
            "Training",
            "An athlete on a free Training Equipment of his own Dojo gains what it shows: one "
            "option where it says OR, after paying any Ki it asks (tile 17 may be used several "
            "times).",
        ),
        (
            "Entraînement",
            "Un athlète sur un équipement d’entraînement libre de son Dojo reçoit ce qu’il "
            "indique : une seule option s’il y a OU, après avoir payé le Ki demandé (la tuile 17 "
            "peut servir plusieurs fois).",
        ),
    ),
    _rule(
        "dojo_kun.athlete.special_move",
        "Athlete actions",
        (
            "Learning a Special Move",
            "An athlete on a Special Move card of the row pays one of its prices (Ki, or a level "
            "with or without Ki) and keeps the move under his card.",
        ),
        (
            "Apprendre un Coup spécial",
            "Un athlète sur une carte Coup spécial de la rangée en paie l’un des prix (du Ki, ou "
            "un niveau avec ou sans Ki) et garde le coup sous sa carte.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.waterfalls",
        "Athlete actions",
        (
            "Mystic Waterfalls",
            "On the single circle an athlete gains 2 Ki; in the common area, 1 Ki.",
        ),
        (
            "Cascades mystiques",
            "Sur le cercle simple, l’athlète gagne 2 Ki ; dans la zone commune, 1 Ki.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.first_player",
        "Athlete actions",
        (
            "Becoming First Player",
            "The athlete takes the First Player counter and the lowest Reservation tile still "
            "free; the new First Player begins the next turn.",
        ),
        (
            "Devenir Premier joueur",
            "L’athlète prend le jeton Premier joueur et la tuile de Réservation libre au plus "
            "petit numéro ; le nouveau Premier joueur commence le tour suivant.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.reservation_one",
        "Athlete actions",
        (
            "One tile a Dojo",
            "A Dojo holds at most one Reservation tile: if it already has one (or none is left), "
            "Becoming First Player gives only the counter.",
        ),
        (
            "Une tuile par Dojo",
            "Un Dojo n’a jamais plus d’une tuile de Réservation : s’il en a déjà une (ou s’il "
            "n’en reste plus), Devenir Premier joueur ne donne que le jeton.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.help_village",
        "Athlete actions",
        (
            "Helping the village",
            "On the circle an athlete earns his Dojo 1 Prestige point and gains 1 Ki; in the "
            "common area, 1 Prestige point only.",
        ),
        (
            "Aider le village",
            "Sur le cercle, l’athlète rapporte 1 point de Prestige à son Dojo et gagne 1 Ki ; "
            "dans la zone commune, seulement 1 point de Prestige.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.yang",
        "Athlete actions",
        (
            "Master YANG",
            "The athlete pays Ki for a Secret Technique still on offer and keeps it on his card: "
            "Tiger 2 Ki (a Hit), Crane 1 (a Block), Bear 1 as we read it (a Hold), Cobra 0 "
            "(a Jump).",
        ),
        (
            "Maître YANG",
            "L’athlète paie du Ki pour une Technique secrète encore disponible et la garde sur sa "
            "carte : Tigre 2 Ki (un Coup), Grue 1 (une Parade), Ours 1 selon notre lecture (une "
            "Prise), Cobra 0 (un Saut).",
        ),
    ),
    _rule(
        "dojo_kun.athlete.yin",
        "Athlete actions",
        (
            "Master YIN",
            "The athlete pays 2 Ki and loses a level in a Discipline he has, then gains 2 levels "
            "of your choice, in one Discipline or two.",
        ),
        (
            "Maître YIN",
            "L’athlète paie 2 Ki et perd un niveau dans une discipline où il en a, puis gagne 2 "
            "niveaux au choix, dans une même discipline ou dans deux.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.adventure",
        "Athlete actions",
        (
            "Adventures",
            "An athlete whose Dan reaches the card's requirement pays its Ki and takes its "
            "reward; the card is then discarded.",
        ),
        (
            "Aventures",
            "Un athlète dont le Dan atteint l’exigence de la carte en paie le Ki et reçoit la "
            "récompense ; la carte est ensuite défaussée.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.journey",
        "Athlete actions",
        (
            "Journeys",
            "A Journey may be paid several times over: TABI gives 1 Prestige point for 2 Ki, 2 "
            "for 4 Ki, and so on; SUBARASHI TABI 2 for 3 Ki, 4 for 6 Ki, and so on.",
        ),
        (
            "Voyages",
            "Un Voyage peut se payer plusieurs fois : TABI donne 1 point de Prestige pour 2 Ki, "
            "2 pour 4 Ki, et ainsi de suite ; SUBARASHI TABI 2 pour 3 Ki, 4 pour 6 Ki, et ainsi "
            "de suite.",
        ),
    ),
    _rule(
        "dojo_kun.athlete.protect",
        "Athlete actions",
        (
            "Protecting a Dojo",
            "A HOGO card also gives an athlete or a Training Equipment from those on offer, "
            "which needs a free space in your Dojo; an athlete gained so gets the turn bonus "
            "and acts this turn.",
        ),
        (
            "Protéger un Dojo",
            "Une carte HOGO donne en plus un athlète ou un équipement d’entraînement parmi ceux "
            "proposés, ce qui demande une place libre dans votre Dojo ; un athlète ainsi gagné "
            "reçoit le bonus du tour et agit dès ce tour.",
        ),
    ),
    # -- the Master's actions --------------------------------------------------------------------
    _rule(
        "dojo_kun.master.equipment",
        "Master actions",
        (
            "New Training Equipment",
            "The Master (or Athlete 1) takes a Training Equipment on offer and puts it on an "
            "empty equipment slot of his Dojo; without one, the action can't be chosen.",
        ),
        (
            "Nouvel équipement d’entraînement",
            "Le Maître (ou l’athlète 1) prend un équipement d’entraînement proposé et le pose "
            "sur un emplacement vide de son Dojo ; sans emplacement vide, l’action ne peut pas "
            "être choisie.",
        ),
    ),
    _rule(
        "dojo_kun.master.admit",
        "Master actions",
        (
            "Admitting an athlete",
            "The Master takes an athlete card on offer into a free athlete space of his Dojo; "
            "the new athlete receives the card's Ki and the turn bonus, and his token may act "
            "this very turn.",
        ),
        (
            "Admettre un athlète",
            "Le Maître accueille une carte athlète proposée sur une place d’athlète libre de son "
            "Dojo ; le nouvel athlète reçoit le Ki de la carte et le bonus du tour, et son pion "
            "peut agir dès ce tour.",
        ),
    ),
    _rule(
        "dojo_kun.master.admit_levels",
        "Master actions",
        (
            "Levels to choose",
            "An athlete with levels to choose (Lvl on his card) places each in a different "
            "Discipline, as Naboo-Kho does in the rulebook's example.",
        ),
        (
            "Niveaux au choix",
            "Un athlète qui a des niveaux au choix (Lvl sur sa carte) les place chacun dans une "
            "discipline différente, comme Naboo-Kho dans l’exemple de la règle.",
        ),
    ),
    _rule(
        "dojo_kun.master.expand",
        "Master actions",
        (
            "Expanding the Dojo",
            "The Master adds expansion board 3, then board 4: each gives room for one more "
            "athlete and one more equipment (as we read it) and 1 Prestige point at the end. "
            "There is no third time.",
        ),
        (
            "Agrandir le Dojo",
            "Le Maître ajoute l’extension 3, puis l’extension 4 : chacune donne une place "
            "d’athlète et un emplacement d’équipement de plus (selon notre lecture) et 1 point de "
            "Prestige en fin de partie. Il n’y a pas de troisième fois.",
        ),
    ),
    _rule(
        "dojo_kun.master.accelerate",
        "Master actions",
        (
            "Accelerating training",
            "Once all your athletes have left their starting spots, each athlete who trained on "
            "your Training Equipment may move, one at a time like a placement, to a free slot in "
            "the village and act there.",
        ),
        (
            "Accélérer l’entraînement",
            "Une fois tous vos athlètes sortis de leur place de départ, chaque athlète qui s’est "
            "entraîné sur un de vos équipements peut, un à la fois comme pour un placement, "
            "rejoindre un emplacement libre du village et y agir.",
        ),
    ),
    _rule(
        "dojo_kun.master.accelerate_new",
        "Master actions",
        (
            "The new athlete first",
            "With Accelerate, an athlete just gained by an Adventure is placed first (perhaps on "
            "a Training Equipment, and then moved); only then are the trained athletes moved.",
        ),
        (
            "Le nouvel athlète d’abord",
            "Avec Accélérer, un athlète tout juste gagné par une Aventure est placé d’abord "
            "(éventuellement sur un équipement, puis déplacé) ; ensuite seulement les athlètes "
            "entraînés sont déplacés.",
        ),
    ),
    # -- the turn --------------------------------------------------------------------------------
    _rule(
        "dojo_kun.turn.decision",
        "Prelude",
        (
            "Whose decision",
            "The game asks one decision at a time, of one player; only he may act.",
        ),
        (
            "À qui de jouer",
            "Le jeu demande une décision à la fois, à un seul joueur ; lui seul peut agir.",
        ),
    ),
    _rule(
        "dojo_kun.turn.bonus",
        "Prelude",
        (
            "Turn bonus",
            "Every athlete acquired in a turn also gets that turn's bonus: nothing in turn 1, "
            "1 Ki in turn 2, 1 Ki and a level of your choice in turn 3, in both seasons (the "
            "rulebook prints only the first season's turn 3; the rest is as we read it).",
        ),
        (
            "Bonus du tour",
            "Tout athlète acquis pendant un tour reçoit aussi le bonus de ce tour : rien au tour "
            "1, 1 Ki au tour 2, 1 Ki et un niveau au choix au tour 3, aux deux saisons (la règle "
            "ne donne que le tour 3 de la première saison ; le reste selon notre lecture).",
        ),
    ),
    _rule(
        "dojo_kun.turn.end",
        "Prelude",
        (
            "End of turn",
            "The athletes and Training Equipment left in the village are removed and new ones of "
            "the season are dealt, the rows move on, every token goes home and the turn counter "
            "advances.",
        ),
        (
            "Fin du tour",
            "Les athlètes et équipements restés au village sont retirés et remplacés par "
            "d’autres de la saison, les rangées avancent, chaque pion rentre chez lui et le "
            "compteur de tours avance.",
        ),
    ),
    _rule(
        "dojo_kun.turn.rows",
        "Prelude",
        (
            "The rows",
            "The Special Moves and Adventures rows shift one space and a new card of the season "
            "fills the gap; when a row is full (3 cards), its oldest card leaves first.",
        ),
        (
            "Les rangées",
            "Les rangées de Coups spéciaux et d’Aventures avancent d’une case et une nouvelle "
            "carte de la saison comble le vide ; quand une rangée est pleine (3 cartes), sa plus "
            "ancienne carte part d’abord.",
        ),
    ),
    # -- the tournament --------------------------------------------------------------------------
    _rule(
        "dojo_kun.tournament.bracket",
        "Tournament",
        (
            "The tournament",
            "Eight athletes meet in elimination fights (quarter-finals, semi-finals, final): the "
            "White Lotus tournament in the first season, the Black Lotus in the second.",
        ),
        (
            "Le tournoi",
            "Huit athlètes s’affrontent par élimination directe (quarts, demies, finale) : le "
            "tournoi du Lotus blanc à la première saison, celui du Lotus noir à la seconde.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.entry",
        "Tournament",
        (
            "Two athletes a Dojo",
            "Each player sends up to 2 athletes of his choice to the tournament.",
        ),
        (
            "Deux athlètes par Dojo",
            "Chaque joueur envoie au tournoi jusqu’à 2 athlètes de son choix.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.reservation",
        "Tournament",
        (
            "Reservation",
            "A player with a Reservation tile first puts one of his athletes on it.",
        ),
        (
            "Réservation",
            "Un joueur qui a une tuile de Réservation y pose d’abord l’un de ses athlètes.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.managed",
        "Tournament",
        (
            "The First Player's draw",
            "Each player then hands one athlete not on a tile to the First Player, who adds "
            "Skull Dojo athletes drawn at random up to 4 and places the 4 at random, one in the "
            "upper slot of each first-round pair (the slots the rulebook marks with a dot).",
        ),
        (
            "Le tirage du Premier joueur",
            "Chaque joueur confie ensuite un athlète hors tuile au Premier joueur, qui complète à "
            "4 avec des athlètes du Dojo du Crâne tirés au hasard et les répartit au hasard, un "
            "dans l’emplacement du haut de chaque paire du premier tour (les emplacements que la "
            "règle marque d’un point).",
        ),
    ),
    _rule(
        "dojo_kun.tournament.seating",
        "Tournament",
        (
            "Choosing an opponent",
            "From the lowest Reservation tile up, each owner places his athlete on a free slot, "
            "choosing his opponent; the remaining athletes are placed at random, and Skull Dojo "
            "athletes fill any empty slot.",
        ),
        (
            "Choisir son adversaire",
            "De la plus petite tuile de Réservation à la plus grande, chaque propriétaire place "
            "son athlète sur un emplacement libre, choisissant ainsi son adversaire ; les "
            "athlètes restants sont placés au hasard, et des athlètes du Dojo du Crâne comblent "
            "les emplacements vides.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.prediction",
        "Tournament",
        (
            "Predictions",
            "The players not in a fight predict its winner with their white or black prediction "
            "card; a correct prediction earns 1 Prestige point, a wrong one costs nothing.",
        ),
        (
            "Pronostics",
            "Les joueurs qui ne combattent pas pronostiquent le vainqueur avec leur carte de "
            "pronostic blanche ou noire ; un pronostic juste rapporte 1 point de Prestige, un "
            "faux ne coûte rien.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.same_dojo",
        "Tournament",
        (
            "Same Dojo",
            "Two athletes of one Dojo do not fight: their owner chooses who goes on, and every "
            "other player earns 1 Prestige point.",
        ),
        (
            "Même Dojo",
            "Deux athlètes d’un même Dojo ne combattent pas : leur propriétaire choisit lequel "
            "continue, et chaque autre joueur gagne 1 point de Prestige.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.skull_vs_skull",
        "Tournament",
        (
            "Skull against Skull",
            "Two Skull Dojo athletes do not fight: the lower-numbered one goes on, and nobody "
            "predicts.",
        ),
        (
            "Crâne contre Crâne",
            "Deux athlètes du Dojo du Crâne ne combattent pas : celui qui a le plus petit numéro "
            "continue, et personne ne pronostique.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.prestige",
        "Tournament",
        (
            "Tournament Prestige",
            "At the end of a tournament each athlete earns his Dojo Prestige by how far he went: "
            "White Lotus 7, 4, 2 or 0 for the winner, the finalist, a semi-finalist or a "
            "first-round loser; Black Lotus 10, 6, 3 or 0 (as we read it).",
        ),
        (
            "Prestige du tournoi",
            "À la fin d’un tournoi, chaque athlète rapporte du Prestige à son Dojo selon son "
            "parcours : Lotus blanc 7, 4, 2 ou 0 pour le vainqueur, le finaliste, un "
            "demi-finaliste ou un battu du premier tour ; Lotus noir 10, 6, 3 ou 0 (selon notre "
            "lecture).",
        ),
    ),
    _rule(
        "dojo_kun.tournament.heal",
        "Tournament",
        (
            "Healing",
            "Wound counters stay until the end of the tournament (or until the athlete is "
            "knocked out); then they are removed.",
        ),
        (
            "Guérison",
            "Les blessures restent jusqu’à la fin du tournoi (ou jusqu’à l’élimination de "
            "l’athlète) ; elles sont alors retirées.",
        ),
    ),
    _rule(
        "dojo_kun.tournament.refill",
        "Tournament",
        (
            "After the first tournament",
            "After the first tournament, Master YANG gets back one Secret Technique of each "
            "kind, and the Reservation tiles return to the board.",
        ),
        (
            "Après le premier tournoi",
            "Après le premier tournoi, le Maître YANG retrouve une Technique secrète de chaque "
            "sorte, et les tuiles de Réservation reviennent sur le plateau.",
        ),
    ),
    # -- combat ----------------------------------------------------------------------------------
    _rule(
        "dojo_kun.combat.sides",
        "Combat",
        (
            "White and black",
            "The oldest player picks the white or the black Fighter token for his athlete and "
            "the other fighter takes the other; each fights on the half of the Combat board of "
            "that colour.",
        ),
        (
            "Blanc et noir",
            "Le joueur le plus âgé choisit le jeton Combattant blanc ou noir pour son athlète, "
            "l’autre combattant prend l’autre ; chacun combat sur la moitié du plateau de Combat "
            "de cette couleur.",
        ),
    ),
    _rule(
        "dojo_kun.combat.dice",
        "Combat",
        (
            "Dice",
            "A fighter rolls one die per Experience level, in each Discipline's colour (Tiger "
            "red, Crane blue, Bear grey, Cobra green), less one per Wound counter; each face "
            "shows one or two symbols (the faces as we read them).",
        ),
        (
            "Les dés",
            "Un combattant lance un dé par niveau d’Expérience, de la couleur de chaque "
            "discipline (Tigre rouge, Grue bleu, Ours gris, Cobra vert), moins un par blessure ; "
            "chaque face montre un ou deux symboles (faces selon notre lecture).",
        ),
    ),
    _rule(
        "dojo_kun.combat.technique",
        "Combat",
        (
            "Secret Techniques in combat",
            "Each Secret Technique on the athlete's card adds its symbol to his side of the "
            "Combat board, on every roll.",
        ),
        (
            "Techniques secrètes au combat",
            "Chaque Technique secrète sur la carte de l’athlète ajoute son symbole à sa moitié "
            "du plateau de Combat, à chaque lancer.",
        ),
    ),
    _rule(
        "dojo_kun.combat.serpentine",
        "Combat",
        (
            "The serpentine",
            "Jumps cancel the opponent's Holds, the Holds left cancel the opponent's Blocks, and "
            "the Blocks left cancel the opponent's Hits; this is done for both fighters.",
        ),
        (
            "Le serpentin",
            "Les Sauts annulent les Prises adverses, les Prises restantes annulent les Parades "
            "adverses et les Parades restantes annulent les Coups adverses ; on le fait pour les "
            "deux combattants.",
        ),
    ),
    _rule(
        "dojo_kun.combat.winner",
        "Combat",
        (
            "Winning a fight",
            "The fighter with more Hits left wins and moves on in the tournament; those who "
            "predicted him earn 1 Prestige point.",
        ),
        (
            "Gagner un combat",
            "Le combattant à qui il reste le plus de Coups l’emporte et avance dans le tournoi ; "
            "ceux qui l’ont pronostiqué gagnent 1 point de Prestige.",
        ),
    ),
    _rule(
        "dojo_kun.combat.draw",
        "Combat",
        (
            "Draw",
            "With as many Hits each, both athletes take a Wound counter and roll again, until "
            "one wins.",
        ),
        (
            "Égalité",
            "À nombre égal de Coups, les deux athlètes reçoivent une blessure et relancent, "
            "jusqu’à ce que l’un l’emporte.",
        ),
    ),
    _rule(
        "dojo_kun.combat.wound",
        "Combat",
        (
            "Wounds",
            "A Wound counter takes away one level, in a Discipline its owner chooses where the "
            "athlete still has one: never below zero.",
        ),
        (
            "Blessures",
            "Une blessure retire un niveau, dans une discipline que choisit son propriétaire et "
            "où l’athlète en a encore : jamais en dessous de zéro.",
        ),
    ),
    _rule(
        "dojo_kun.combat.out_of_dice",
        "Combat",
        (
            "Out of dice",
            "An athlete left without dice loses at once; if both are, both leave the tournament.",
        ),
        (
            "Plus de dés",
            "Un athlète qui n’a plus de dés perd aussitôt ; si c’est le cas des deux, tous deux "
            "quittent le tournoi.",
        ),
    ),
    _rule(
        "dojo_kun.combat.special_move",
        "Combat",
        (
            "Activating a Special Move",
            "Right after the roll, a Special Move whose symbols are all there, counting dice, Ki "
            "tokens (not spent) and Secret Techniques, adds its own; each works at most once a "
            "roll, and symbols added by a move never activate another.",
        ),
        (
            "Déclencher un Coup spécial",
            "Juste après le lancer, un Coup spécial dont tous les symboles sont réunis, en "
            "comptant dés, jetons Ki (non dépensés) et Techniques secrètes, ajoute les siens ; "
            "chacun agit au plus une fois par lancer, et les symboles ajoutés par un coup n’en "
            "déclenchent jamais un autre.",
        ),
    ),
    _rule(
        "dojo_kun.combat.own_move",
        "Combat",
        (
            "A move of his own",
            "Some athletes know a Special Move printed on their card: it works in combat like a "
            "learned one and costs nothing.",
        ),
        (
            "Un coup bien à lui",
            "Certains athlètes connaissent un Coup spécial imprimé sur leur carte : il agit au "
            "combat comme un coup appris, sans rien coûter.",
        ),
    ),
    _rule(
        "dojo_kun.combat.harmful",
        "Combat",
        (
            "Harmful Attack",
            "Once both sides are on the board, a fighter whose Harmful Attack (HYAKU KEN, TONDE "
            "HYAKU KEN) went off rolls a red die: the opponent removes those symbols from his "
            "side and takes a Wound counter.",
        ),
        (
            "Attaque douloureuse",
            "Une fois les deux moitiés remplies, le combattant dont l’Attaque douloureuse (HYAKU "
            "KEN, TONDE HYAKU KEN) s’est déclenchée lance un dé rouge : l’adversaire retire ces "
            "symboles de sa moitié et reçoit une blessure.",
        ),
    ),
    _rule(
        "dojo_kun.combat.submission",
        "Combat",
        (
            "Submission",
            "If the roll ends in a draw, the athlete whose Submission (TEISHUTSU) went off wins "
            "the fight, and nobody is wounded.",
        ),
        (
            "Soumission",
            "Si le lancer se solde par une égalité, l’athlète dont la Soumission (TEISHUTSU) "
            "s’est déclenchée gagne le combat, et personne n’est blessé.",
        ),
    ),
    _rule(
        "dojo_kun.combat.great_submission",
        "Combat",
        (
            "Great Submission",
            "The Great Submission (KYODAI TEISHUTSU) wins draws too, even against a Submission.",
        ),
        (
            "Grande Soumission",
            "La Grande Soumission (KYODAI TEISHUTSU) gagne elle aussi les égalités, même contre "
            "une Soumission.",
        ),
    ),
    _rule(
        "dojo_kun.combat.move_prestige",
        "Combat",
        (
            "Prestige in a fight",
            "HAKUCHO NO KEN and Ray Stone's move earn 1 Prestige point each time they go off.",
        ),
        (
            "Prestige au combat",
            "HAKUCHO NO KEN et le coup de Ray Stone rapportent 1 point de Prestige chaque fois "
            "qu’ils se déclenchent.",
        ),
    ),
    # -- the Skull Dojo --------------------------------------------------------------------------
    _rule(
        "dojo_kun.skull.fill",
        "Skull Dojo",
        (
            "The Skull Dojo fills in",
            "Whenever the pairing lacks athletes, Skull Dojo athletes drawn at random take the "
            "empty places.",
        ),
        (
            "Le Dojo du Crâne complète",
            "Chaque fois qu’il manque des athlètes pour les appariements, des athlètes du Dojo du "
            "Crâne tirés au hasard prennent les places vides.",
        ),
    ),
    _rule(
        "dojo_kun.skull.card",
        "Skull Dojo",
        (
            "Skull Dojo cards",
            "A Skull Dojo athlete fights with the levels on his card's side for the season, and "
            "the symbols printed there are added to each of his rolls.",
        ),
        (
            "Cartes du Dojo du Crâne",
            "Un athlète du Dojo du Crâne combat avec les niveaux de la face de sa carte pour la "
            "saison, et les symboles qui y sont imprimés s’ajoutent à chacun de ses lancers.",
        ),
    ),
    _rule(
        "dojo_kun.skull.roller",
        "Skull Dojo",
        (
            "Who rolls for the Skull",
            "Against a Skull Dojo athlete, the player on the fighter's left rolls for the Skull, "
            "after making his prediction.",
        ),
        (
            "Qui lance pour le Crâne",
            "Contre un athlète du Dojo du Crâne, le joueur à gauche du combattant lance les dés "
            "du Crâne, après avoir fait son pronostic.",
        ),
    ),
    _rule(
        "dojo_kun.skull.no_wounds",
        "Skull Dojo",
        (
            "Never wounded",
            "Skull Dojo athletes never take Wound counters; a Harmful Attack still removes the "
            "symbols rolled on the red die.",
        ),
        (
            "Jamais blessés",
            "Les athlètes du Dojo du Crâne ne reçoivent jamais de blessure ; une Attaque "
            "douloureuse leur retire tout de même les symboles du dé rouge.",
        ),
    ),
    # -- the end ---------------------------------------------------------------------------------
    _rule(
        "dojo_kun.end.prestige",
        "End of the game",
        (
            "Final count",
            "After the second tournament, each player adds up his Prestige: adventures, "
            "predictions and tournaments, his Training Equipment, his athletes, his Special "
            "Moves and his Dojo expansions (some cards are worth negative points).",
        ),
        (
            "Décompte final",
            "Après le second tournoi, chaque joueur additionne son Prestige : aventures, "
            "pronostics et tournois, ses équipements d’entraînement, ses athlètes, ses Coups "
            "spéciaux et les extensions de son Dojo (certaines cartes valent des points "
            "négatifs).",
        ),
    ),
    _rule(
        "dojo_kun.end.tie",
        "End of the game",
        (
            "Ties",
            "Tied players compare the tournaments they won, then their highest-Dan athlete; "
            "still tied, they share the victory.",
        ),
        (
            "Égalités",
            "À égalité, on compare les tournois remportés, puis l’athlète au plus haut Dan ; "
            "sinon, la victoire est partagée.",
        ),
    ),
    _rule(
        "dojo_kun.end.over",
        "End of the game",
        ("Game over", "Once the second tournament is over, nothing more is played."),
        ("Fin de partie", "Après le second tournoi, la partie est terminée."),
    ),
    # -- single player ---------------------------------------------------------------------------
    _rule(
        "dojo_kun.solo.goal",
        "Single player",
        (
            "Alone against the Skull",
            "Alone, you play the prelude as usual and win by scoring more Prestige points than "
            "the Skull Dojo.",
        ),
        (
            "Seul contre le Crâne",
            "Seul, vous jouez le prélude normalement et gagnez en marquant plus de points de "
            "Prestige que le Dojo du Crâne.",
        ),
    ),
    _rule(
        "dojo_kun.solo.tournament",
        "Single player",
        (
            "Solo tournament",
            "You send at most 2 athletes; every other place goes to the Skull Dojo.",
        ),
        (
            "Tournoi en solo",
            "Vous envoyez au plus 2 athlètes ; toutes les autres places reviennent au Dojo du "
            "Crâne.",
        ),
    ),
    _rule(
        "dojo_kun.solo.skull_score",
        "Single player",
        (
            "The Skull's score",
            "The Skull Dojo scores the tournament Prestige of all its athletes, in both "
            "tournaments.",
        ),
        (
            "Le score du Crâne",
            "Le Dojo du Crâne marque le Prestige de tournoi de tous ses athlètes, aux deux "
            "tournois.",
        ),
    ),
    _rule(
        "dojo_kun.solo.handicap",
        "Single player",
        (
            "A harder Skull",
            "For a harder game, every Skull Dojo roll gains 1 Block in the first season, and 1 "
            "Hold and 1 Hit in the second.",
        ),
        (
            "Un Crâne plus coriace",
            "Pour corser la partie, chaque lancer du Dojo du Crâne gagne 1 Parade à la première "
            "saison, puis 1 Prise et 1 Coup à la seconde.",
        ),
    ),
    _rule(
        "dojo_kun.solo.ranks",
        "Single player",
        (
            "Your rank",
            "Your score gives your title: up to 20 wooden man, 21-25 canvas belt, 26-30 red "
            "belt, 31-35 black belt, 36-40 senpai, 41 and more sensei.",
        ),
        (
            "Votre rang",
            "Votre score vous donne un titre : jusqu’à 20 homme de bois, 21 à 25 ceinture de "
            "toile, 26 à 30 ceinture rouge, 31 à 35 ceinture noire, 36 à 40 senpai, 41 et plus "
            "sensei.",
        ),
    ),
    # -- athlete abilities (Appendix 2): one a key of data.ABILITIES ---------------------------
    _rule(
        "dojo_kun.ability.bandit_level",
        "Athlete abilities",
        (
            "King Hoshi, bandit hunter",
            "When King Hoshi completes a Bandit card (SANZOKU, TSUYOI SANZOKU or a HOGO), he also "
            "gains a level of your choice.",
        ),
        (
            "King Hoshi, chasseur de bandits",
            "Quand King Hoshi réussit une carte Bandits (SANZOKU, TSUYOI SANZOKU ou un HOGO), il "
            "gagne aussi un niveau au choix.",
        ),
    ),
    _rule(
        "dojo_kun.ability.ki_bonus",
        "Athlete abilities",
        (
            "Kazama Fan, Ki gatherer",
            "Each time Kazama Fan gains Ki, he gains 1 Ki more.",
        ),
        (
            "Kazama Fan, capteur de Ki",
            "Chaque fois que Kazama Fan gagne du Ki, il en gagne 1 de plus.",
        ),
    ),
    _rule(
        "dojo_kun.ability.journey_level",
        "Athlete abilities",
        (
            "Sun W. Kong, traveller",
            "When Sun W. Kong completes a Journey card (TABI, SUBARASHI TABI or a HOGO), he also "
            "gains a level of your choice.",
        ),
        (
            "Sun W. Kong, voyageur",
            "Quand Sun W. Kong réussit une carte Voyage (TABI, SUBARASHI TABI ou un HOGO), il "
            "gagne aussi un niveau au choix.",
        ),
    ),
    _rule(
        "dojo_kun.ability.no_ki",
        "Athlete abilities",
        (
            "No Ki",
            "Kumiko and King Rhal can never gain Ki.",
        ),
        (
            "Sans Ki",
            "Kumiko et King Rhal ne peuvent jamais gagner de Ki.",
        ),
    ),
    _rule(
        "dojo_kun.ability.yang_discount",
        "Athlete abilities",
        (
            "The Kid, favourite pupil",
            "At Master YANG, The Kid pays 1 Ki less.",
        ),
        (
            "The Kid, élève préféré",
            "Chez le Maître YANG, The Kid paie 1 Ki de moins.",
        ),
    ),
    _rule(
        "dojo_kun.ability.victory_prestige",
        "Athlete abilities",
        (
            "Tyler Handsome, crowd pleaser",
            "Each fight Tyler Handsome wins in a tournament earns 1 Prestige point.",
        ),
        (
            "Tyler Handsome, idole du public",
            "Chaque combat que Tyler Handsome gagne en tournoi rapporte 1 point de Prestige.",
        ),
    ),
    _rule(
        "dojo_kun.ability.ki_for_level",
        "Athlete abilities",
        (
            "Lord Vegan, Ki into levels",
            "Lord Vegan may give up 2 Ki for a level of your choice, as often as he likes.",
        ),
        (
            "Lord Vegan, le Ki en niveaux",
            "Lord Vegan peut sacrifier 2 Ki contre un niveau au choix, autant de fois qu’il le "
            "veut.",
        ),
    ),
    _rule(
        "dojo_kun.ability.train_prestige",
        "Athlete abilities",
        (
            "Marcellus Brody, showman",
            "Each time Marcellus Brody trains, his Dojo gains 1 Prestige point.",
        ),
        (
            "Marcellus Brody, le spectacle",
            "Chaque fois que Marcellus Brody s’entraîne, son Dojo gagne 1 point de Prestige.",
        ),
    ),
    _rule(
        "dojo_kun.ability.train_ki",
        "Athlete abilities",
        (
            "Cat Mask, focused",
            "Each time Cat Mask trains, Cat Mask also gains 1 Ki.",
        ),
        (
            "Cat Mask, concentration",
            "À chaque entraînement, Cat Mask gagne aussi 1 Ki.",
        ),
    ),
    _rule(
        "dojo_kun.ability.no_wounds",
        "Athlete abilities",
        (
            "S. Zuki, unbreakable",
            "S. Zuki never gets Wound counters, neither from draws nor from Special Moves.",
        ),
        (
            "S. Zuki, l’incassable",
            "S. Zuki ne reçoit jamais de blessure, ni après une égalité ni par un Coup spécial.",
        ),
    ),
    # -- teaching tools --------------------------------------------------------------------------
    _rule(
        "dojo_kun.chance.chosen",
        "Teaching",
        (
            "Chance set by hand",
            "A roll or a draw is set by hand only in a game made for that (a lesson, an "
            "explorer); otherwise chance comes from the game's seed.",
        ),
        (
            "Hasard fixé à la main",
            "Un lancer ou un tirage ne se fixe à la main que dans une partie prévue pour cela "
            "(une leçon, un explorateur) ; sinon le hasard vient de la graine de la partie.",
        ),
    ),
]

RULES: dict[str, Rule] = {rule.id: rule for rule in _RULES}


def reason(rule: str, en: str, fr: str) -> Reason:
    """A refusal citing ``rule`` (which must be in the catalogue), in both languages."""
    if rule not in RULES:
        raise KeyError(rule)
    return Reason(rule, en, fr)
