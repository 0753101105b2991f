"""Every sentence the Dojo Kun views show, in English and French: whose decision it is, the
history of what was played, the cards on offer, an athlete's card, the serpentine of a roll, the
odds of a fight, the Prestige count and how the game ended.

A learner never reads the engine's notation (``M athlete2 bear``, ``1 train2 a``, ``predict
white``): a placement is told as the Dojo's Master or athlete doing the slot's activity, with what
it chose and what it gained, in the game's words (Experience levels by discipline, Ki, Prestige,
Secret Techniques, Special Moves, Adventures, Wounds).

>>> import gamekit
>>> state = gamekit.load("dojo-kun").new_state(seed=3, players=2)
>>> prompt(state)
'P2 places a token: the Master on an octagon, or an athlete (Li Yun Dai) on a circle.'
>>> prompt(state, "fr")
'J2 place un pion : le Maître sur un octogone, ou un athlète (Li Yun Dai) sur un cercle.'
>>> from gamekit.dojo_kun import Place
>>> describe(state, Place("M", "athlete1"))
"P2's Master admits Kumiko (Ki 0)"
>>> describe(state, Place("1", "train1", ("a",)), "fr")
'Li Yun Dai (J2) s’entraîne sur l’équipement de départ du Dojo : +1 Grue, +1 Ki'

French follows the project's typography (``widgets.i18n``): a space before ``:`` ``;`` ``?``
``!``, the typographic apostrophe, decimal commas (``47,5 %``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from html import escape

from gamekit.dojo_kun import GAME, DojoKunState
from gamekit.dojo_kun.actions import (
    Advance,
    Give,
    Place,
    Predict,
    Reserve,
    Roll,
    Sacrifice,
    Seat,
    Send,
    Wound,
)
from gamekit.dojo_kun.activities import KIND, Turn, new_member, resolve, yang_cost
from gamekit.dojo_kun.combat import (
    SIDES,
    Combat,
    CombatOdds,
    FightOdds,
    Step,
    register,
    resolve_round,
)
from gamekit.dojo_kun.data import (
    ADVENTURES,
    ATHLETES,
    COLOURS,
    DICE,
    DISCIPLINES,
    EQUIPMENT,
    NAMES,
    PRELUDE_TURNS,
    SACRIFICE_KI,
    SKULL,
    SPECIAL_MOVES,
    TECHNIQUES,
    TURN_BONUS,
    YIN,
    Gain,
)
from gamekit.dojo_kun.prelude import tokens_left
from gamekit.dojo_kun.rules import RULES
from gamekit.dojo_kun.scoring import prestige, solo_rank
from gamekit.dojo_kun.state import Entrant, Member
from gamekit.dojo_kun.tournament import FIGHTS, entrant_name, fighter, pair
from widgets.i18n import Table, colon, player_name, say, semicolon

PLAYER_NAMES = GAME.player_names

# -- the interface's labels ----------------------------------------------------------------------

STRINGS: Table = {
    # buttons
    "place": {"en": "Place", "fr": "Placer"},
    "undo": {"en": "Undo", "fr": "Annuler"},
    "redo": {"en": "Redo", "fr": "Rétablir"},
    "hint": {"en": "Hint", "fr": "Conseil"},
    "new_game": {"en": "New game", "fr": "Nouvelle partie"},
    "roll": {"en": "Roll", "fr": "Lancer"},
    "next_step": {"en": "Next step", "fr": "Étape suivante"},
    "show_me": {"en": "Show me", "fr": "Montrez-moi"},
    "start_again": {"en": "Start again", "fr": "Recommencer"},
    "rest": {"en": "Rest", "fr": "Rester"},
    "send": {"en": "Send", "fr": "Envoyer"},
    "predict_white": {"en": "White wins", "fr": "Le blanc gagne"},
    "predict_black": {"en": "Black wins", "fr": "Le noir gagne"},
    "pay_ki": {"en": "Pay {n} Ki", "fr": "Payer {n} Ki"},
    "lose_level": {"en": "Lose a {discipline} level", "fr": "Perdre un niveau en {discipline}"},
    "times": {"en": "{n} times", "fr": "{n} fois"},
    "once": {"en": "Once", "fr": "Une fois"},
    # headings
    "village": {"en": "Village", "fr": "Village"},
    "dojo": {"en": "Dojo", "fr": "Dojo"},
    "tournament": {"en": "Tournament", "fr": "Tournoi"},
    "combat": {"en": "Combat", "fr": "Combat"},
    "turn": {"en": "Turn", "fr": "Tour"},
    "prelude_turn": {"en": "Prelude turn {n} of 3", "fr": "Tour de prélude {n} sur 3"},
    "white_lotus": {"en": "White Lotus", "fr": "Lotus blanc"},
    "black_lotus": {"en": "Black Lotus", "fr": "Lotus noir"},
    "white_lotus_tournament": {
        "en": "White Lotus tournament",
        "fr": "Tournoi du Lotus blanc",
    },
    "black_lotus_tournament": {
        "en": "Black Lotus tournament",
        "fr": "Tournoi du Lotus noir",
    },
    "bracket": {"en": "Bracket", "fr": "Tableau"},
    "combat_board": {"en": "Combat board", "fr": "Plateau de Combat"},
    "serpentine": {"en": "The serpentine", "fr": "Le serpentin"},
    "odds": {"en": "Odds", "fr": "Chances"},
    "prestige": {"en": "Prestige", "fr": "Prestige"},
    "athletes": {"en": "Athletes", "fr": "Athlètes"},
    "equipment": {"en": "Training Equipment", "fr": "Équipements d’entraînement"},
    "special_moves": {"en": "Special Moves", "fr": "Coups spéciaux"},
    "adventures": {"en": "Adventures", "fr": "Aventures"},
    "techniques": {"en": "Secret Techniques", "fr": "Techniques secrètes"},
    "on_offer": {"en": "On offer", "fr": "Proposés"},
    "first_player": {"en": "First Player", "fr": "Premier joueur"},
    "reservation": {"en": "Reservation tile {n}", "fr": "Tuile de Réservation {n}"},
    "skull_dojo": {"en": "Skull Dojo", "fr": "Dojo du Crâne"},
    "master": {"en": "Master", "fr": "Maître"},
    "wounds": {"en": "Wounds", "fr": "Blessures"},
    "history": {"en": "History", "fr": "Historique"},
    "predictions": {"en": "Predictions", "fr": "Pronostics"},
    # legend: the symbols
    "legend_hit": {
        "en": "Hit: what wins the fight (the most Hits left wins)",
        "fr": "Coup : ce qui gagne le combat (le plus de Coups restants l’emporte)",
    },
    "legend_block": {
        "en": "Block: cancels one of the opponent's Hits",
        "fr": "Parade : annule un Coup de l’adversaire",
    },
    "legend_hold": {
        "en": "Hold: cancels one of the opponent's Blocks",
        "fr": "Prise : annule une Parade de l’adversaire",
    },
    "legend_jump": {
        "en": "Jump: cancels one of the opponent's Holds",
        "fr": "Saut : annule une Prise de l’adversaire",
    },
    "legend_ki": {
        "en": "Ki: with the Ki tokens, activates Special Moves (counted, not spent)",
        "fr": "Ki : avec les jetons Ki, déclenche les Coups spéciaux (compté, pas dépensé)",
    },
    # legend: the colours
    "legend_red": {"en": "Red die: Tiger", "fr": "Dé rouge : Tigre"},
    "legend_blue": {"en": "Blue die: Crane", "fr": "Dé bleu : Grue"},
    "legend_grey": {"en": "Grey die: Bear", "fr": "Dé gris : Ours"},
    "legend_green": {"en": "Green die: Cobra", "fr": "Dé vert : Cobra"},
    "legend_white": {
        "en": "White: the upper fighter of a pair",
        "fr": "Blanc : le combattant du haut d’une paire",
    },
    "legend_black": {
        "en": "Black: the lower fighter of a pair",
        "fr": "Noir : le combattant du bas d’une paire",
    },
    "legend_octagon": {
        "en": "Octagon: a slot for the Master",
        "fr": "Octogone : un emplacement pour le Maître",
    },
    "legend_circle": {
        "en": "Circle: a slot for an athlete",
        "fr": "Cercle : un emplacement pour un athlète",
    },
    # a click's answer, when it picks nothing to play
    "miss_place": {
        "en": "Nothing to play there. {token}: choose a slot framed in gold (one that “may go "
        "here”).",
        "fr": "Rien à jouer ici. {token} : choisissez un emplacement encadré d’or (où « on peut "
        "y aller »).",
    },
    "miss_seat": {
        "en": "Nothing to play there: choose a free quarter-final slot framed in gold.",
        "fr": "Rien à jouer ici : choisissez une place libre des quarts de finale, encadrée d’or.",
    },
    "miss_buttons": {
        "en": "Nothing to choose on the board now: choose with the buttons under it.",
        "fr": "Rien à choisir sur le plateau pour l’instant : choisissez avec les boutons dessous.",
    },
    "athlete_busy": {
        "en": "{athlete} is already placed this turn.",
        "fr": "{athlete} est déjà placé ce tour-ci.",
    },
    "athlete_none": {
        "en": "No athlete stands in that space yet: admit one with your Master.",
        "fr": "Aucun athlète n’occupe encore cet espace : admettez-en un avec votre Maître.",
    },
    "token_chosen": {
        "en": "{token} is chosen: the gold frames show where he may go.",
        "fr": "{token} est choisi : les cadres dorés montrent où il peut aller.",
    },
    "choose_how": {
        "en": "{slot}: choose how.",
        "fr": "{slot} : choisissez comment.",
    },
    "choose": {"en": "Your decision:", "fr": "Votre décision :"},
    "play_chosen": {"en": "Play the one chosen", "fr": "Jouer ce choix"},
    "token": {"en": "Token:", "fr": "Pion :"},
    "blank": {"en": "[your choice]", "fr": "[au choix]"},
}
"""The labels of the Dojo Kun app: buttons, headings, the legend of symbols and colours."""


# -- the sentences --------------------------------------------------------------------------------

WORDS: Table = {
    # prompts
    "place_both": {
        "en": "{player} places a token: the Master on an octagon, or an athlete ({athletes}) on a "
        "circle.",
        "fr": "{player} place un pion : le Maître sur un octogone, ou un athlète ({athletes}) sur "
        "un cercle.",
    },
    "place_master": {
        "en": "{player} places the Master on an octagon.",
        "fr": "{player} place son Maître sur un octogone.",
    },
    "place_athletes": {
        "en": "{player} places an athlete ({athletes}) on a circle.",
        "fr": "{player} place un athlète ({athletes}) sur un cercle.",
    },
    "place_moving": {
        "en": "{player}'s Master accelerates: {player} moves an athlete who trained ({athletes}) "
        "on to a free circle of the village, or lets him rest where he trained: a click on that "
        "slot, or his button under the board.",
        "fr": "Le Maître de {player} accélère : {player} envoie un athlète qui s’est entraîné "
        "({athletes}) sur un cercle libre du village, ou le laisse là où il s’est entraîné : un "
        "clic sur cet emplacement, ou son bouton sous le plateau.",
    },
    "sacrifice_open": {
        "en": " Lord Vegan may also give up {ki} Ki for a level.",
        "fr": " Lord Vegan peut aussi céder {ki} Ki contre un niveau.",
    },
    "send_one": {
        "en": "{player} sends his only athlete, {athletes}, to the tournament.",
        "fr": "{player} envoie son seul athlète, {athletes}, au tournoi.",
    },
    "send_both": {
        "en": "{player} sends both his athletes, {athletes}, to the tournament.",
        "fr": "{player} envoie ses deux athlètes, {athletes}, au tournoi.",
    },
    "send_two": {
        "en": "{player} chooses two athletes to send to the tournament, among {athletes}.",
        "fr": "{player} choisit deux athlètes à envoyer au tournoi, parmi {athletes}.",
    },
    "reserve": {
        "en": "{player} puts one of the athletes he sends ({athletes}) on his Reservation tile "
        "{tile}: that athlete will choose his opponent.",
        "fr": "{player} pose l’un des athlètes qu’il envoie ({athletes}) sur sa tuile de "
        "Réservation {tile} : cet athlète choisira son adversaire.",
    },
    "reserve_one": {
        "en": "{player} puts {athletes}, the athlete he sends, on his Reservation tile {tile}: "
        "he will choose his opponent.",
        "fr": "{player} pose {athletes}, l’athlète qu’il envoie, sur sa tuile de Réservation "
        "{tile} : il choisira son adversaire.",
    },
    "give_one": {
        "en": "{player} hands {athletes}, his athlete without a reservation, to the First "
        "Player, {first}, who places his four at random, one atop each quarter-final.",
        "fr": "{player} confie {athletes}, son athlète sans réservation, au Premier joueur, "
        "{first}, qui place ses quatre au hasard, un en haut de chaque quart de finale.",
    },
    "give_self_one": {
        "en": "{player}, the First Player, adds {athletes}, his athlete without a reservation, "
        "to the four he places at random, one atop each quarter-final.",
        "fr": "{player}, Premier joueur, ajoute {athletes}, son athlète sans réservation, aux "
        "quatre qu’il place au hasard, un en haut de chaque quart de finale.",
    },
    "give": {
        "en": "{player} hands one of his athletes ({athletes}) to the First Player, {first}, who "
        "places his four at random, one atop each quarter-final.",
        "fr": "{player} confie l’un de ses athlètes ({athletes}) au Premier joueur, {first}, qui "
        "place ses quatre au hasard, un en haut de chaque quart de finale.",
    },
    "give_self": {
        "en": "{player}, the First Player, picks one of his athletes ({athletes}) for the four he "
        "places at random, one atop each quarter-final.",
        "fr": "{player}, Premier joueur, choisit l’un de ses athlètes ({athletes}) pour les "
        "quatre qu’il place au hasard, un en haut de chaque quart de finale.",
    },
    "seat": {
        "en": "{player} seats {athlete}, his reserved athlete, on a free slot of the bracket: he "
        "chooses whom he fights.",
        "fr": "{player} place {athlete}, son athlète réservé, sur un emplacement libre du "
        "tableau : il choisit son adversaire.",
    },
    "predict": {
        "en": "{player} predicts the winner of {white}, white, against {black}, black ({fight}).",
        "fr": "{player} pronostique le vainqueur du combat entre {white}, blanc, et {black}, "
        "noir ({fight}).",
    },
    "advance": {
        "en": "Two of {player}'s athletes, {a} and {b}, meet ({fight}): {player} chooses who "
        "goes on{others}.",
        "fr": "Deux athlètes de {player}, {a} et {b}, se rencontrent ({fight}) : {player} "
        "choisit lequel continue{others}.",
    },
    "advance_others": {
        "en": ", and every other player gains 1 Prestige point",
        "fr": ", et chaque autre joueur gagne 1 point de Prestige",
    },
    "roll": {
        "en": "{player} sets by hand the roll of {white}, white, against {black}, black ({fight}).",
        "fr": "{player} fixe à la main le lancer du combat entre {white}, blanc, et {black}, "
        "noir ({fight}).",
    },
    "wound": {
        "en": "{player} puts a Wound counter on {athlete}: choose the discipline that loses a die.",
        "fr": "{player} place une blessure sur {athlete} : choisissez la discipline qui perd un "
        "dé.",
    },
    "wounds_left": {
        "en": " ({n} Wounds to place)",
        "fr": " ({n} blessures à placer)",
    },
    "over": {"en": "The game is over.", "fr": "La partie est terminée."},
    # the history: who acts
    "master_of": {"en": "{player}'s Master", "fr": "Le Maître de {player}"},
    "athlete_of": {"en": "{player}'s {name}", "fr": "{name} ({player})"},
    # the history: the placements
    "admits": {"en": "{who} admits {name} (Ki {ki})", "fr": "{who} admet {name} (Ki {ki})"},
    "admits_choosing": {
        "en": "{who} admits {name}, choosing {levels} (Ki {ki})",
        "fr": "{who} admet {name}, au choix {levels} (Ki {ki})",
    },
    "takes_equipment": {
        "en": "{who} takes Training Equipment {n} for the Dojo ({gives})",
        "fr": "{who} prend l’équipement d’entraînement {n} pour le Dojo ({gives})",
    },
    "expands": {
        "en": "{who} expands the Dojo: {n} athlete spaces and {n} equipment slots",
        "fr": "{who} agrandit le Dojo : {n} places d’athlète et {n} emplacements d’équipement",
    },
    "accelerates": {
        "en": "{who} accelerates training: once all the Dojo's athletes have left home, those "
        "who trained may move on to the village",
        "fr": "{who} accélère l’entraînement : une fois tous les athlètes du Dojo sortis, ceux "
        "qui se sont entraînés pourront repartir vers le village",
    },
    "trains": {
        "en": "{who} trains on {equipment}: {gains}",
        "fr": "{who} s’entraîne sur {equipment} : {gains}",
    },
    "own_equipment": {
        "en": "the Dojo's starting equipment",
        "fr": "l’équipement de départ du Dojo",
    },
    "tile": {"en": "Training Equipment {n}", "fr": "l’équipement d’entraînement {n}"},
    "meditates": {
        "en": "{who} meditates at the Mystic Waterfalls ({where}): {gains}",
        "fr": "{who} médite aux Cascades mystiques ({where}) : {gains}",
    },
    "helps": {
        "en": "{who} helps the village ({where}): {gains}",
        "fr": "{who} aide le village ({where}) : {gains}",
    },
    "single": {"en": "single circle", "fr": "cercle simple"},
    "common": {"en": "common area", "fr": "zone commune"},
    "becomes_first": {"en": "{who} becomes First Player", "fr": "{who} devient Premier joueur"},
    "stays_first": {"en": "{who} stays First Player", "fr": "{who} reste Premier joueur"},
    "and_tile": {
        "en": " and takes Reservation tile {n}",
        "fr": " et prend la tuile de Réservation {n}",
    },
    "yang": {
        "en": "{who} learns the {discipline} Secret Technique from Master YANG ({ki} Ki): +1 "
        "{symbol} on every roll",
        "fr": "{who} apprend la Technique secrète {of_discipline} auprès du Maître YANG ({ki} "
        "Ki) : +1 {symbol} à chaque lancer",
    },
    "yin": {
        "en": "{who} trains with Master YIN ({ki} Ki): −1 {lost}, then {gained}",
        "fr": "{who} s’entraîne avec le Maître YIN ({ki} Ki) : −1 {lost}, puis {gained}",
    },
    "learns": {
        "en": "{who} learns the Special Move {move} for {cost}",
        "fr": "{who} apprend le Coup spécial {move} pour {cost}",
    },
    "a_level": {"en": "a {discipline} level", "fr": "un niveau en {discipline}"},
    "and": {"en": " and ", "fr": " et "},
    "or": {"en": " or ", "fr": " ou "},
    "completes": {
        "en": "{who} completes {adventure}{times} ({ki} Ki): +{prestige} Prestige",
        "fr": "{who} réussit {adventure}{times} ({ki} Ki) : +{prestige} Prestige",
    },
    "twice": {"en": " twice", "fr": " 2 fois"},
    "n_times": {"en": " {n} times", "fr": " {n} fois"},
    "reward_athlete": {
        "en": ", and {name} joins the Dojo (Ki {ki})",
        "fr": ", et {name} rejoint le Dojo (Ki {ki})",
    },
    "reward_athlete_choosing": {
        "en": ", and {name} joins the Dojo, choosing {levels} (Ki {ki})",
        "fr": ", et {name} rejoint le Dojo, au choix {levels} (Ki {ki})",
    },
    "reward_equipment": {
        "en": ", and takes Training Equipment {n} ({gives})",
        "fr": ", et prend l’équipement d’entraînement {n} ({gives})",
    },
    "ability_level": {
        "en": ", +1 {discipline} (his ability)",
        "fr": ", +1 {discipline} (son talent)",
    },
    "rests": {
        "en": "{who} rests on the equipment he trained on (Accelerate)",
        "fr": "{who} reste sur l’équipement où il s’est entraîné (Accélérer)",
    },
    "moved_on": {"en": " (moved on by Accelerate)", "fr": " (déplacé par Accélérer)"},
    "sacrifices": {
        "en": "{who} gives up {ki} Ki for a {discipline} level (Lord Vegan's ability)",
        "fr": "{who} cède {ki} Ki contre un niveau en {discipline} (talent de Lord Vegan)",
    },
    "nothing": {"en": "nothing", "fr": "rien"},
    # the history: the tournament
    "sends": {
        "en": "{player} sends {athletes} to the tournament",
        "fr": "{player} envoie {athletes} au tournoi",
    },
    "reserves": {
        "en": "{player} puts {athlete} on his Reservation tile {tile}",
        "fr": "{player} pose {athlete} sur sa tuile de Réservation {tile}",
    },
    "hands": {
        "en": "{player} hands {athlete} to the First Player, {first}",
        "fr": "{player} confie {athlete} au Premier joueur, {first}",
    },
    "hands_self": {
        "en": "{player}, the First Player, adds {athlete} to the four he places atop the "
        "quarter-finals",
        "fr": "{player}, Premier joueur, ajoute {athlete} aux quatre qu’il place en haut des "
        "quarts de finale",
    },
    "seats": {
        "en": "{player} seats {athlete} on slot {n} of the bracket",
        "fr": "{player} place {athlete} sur l’emplacement {n} du tableau",
    },
    "against": {"en": ", against {opponent}", "fr": ", face à {opponent}"},
    "predicts_white": {
        "en": "{player} predicts a win for white, {name}",
        "fr": "{player} pronostique la victoire du blanc, {name}",
    },
    "predicts_black": {
        "en": "{player} predicts a win for black, {name}",
        "fr": "{player} pronostique la victoire du noir, {name}",
    },
    "advances": {
        "en": "{who} goes on and {loser} steps aside{others}",
        "fr": "{who} continue et {loser} se retire{others}",
    },
    "advances_others": {
        "en": " (every other player gains 1 Prestige point)",
        "fr": " (chaque autre joueur gagne 1 point de Prestige)",
    },
    "wounded": {
        "en": "{who} takes a Wound in {discipline}: one {discipline} die ({colour}) less",
        "fr": "{who} reçoit une blessure en {discipline} : un dé {of_discipline} ({colour}) de "
        "moins",
    },
    "rolled": {
        "en": "White rolls {white}; black rolls {black}{red}. On the Combat board, white has "
        "{white_board}; black {black_board}. {verdict}",
        "fr": "Le blanc obtient {white} ; le noir obtient {black}{red}. Sur le plateau de "
        "Combat, le blanc a {white_board} ; le noir {black_board}. {verdict}",
    },
    "red_dice": {"en": "; red dice {faces}", "fr": " ; dés rouges {faces}"},
    "no_symbol": {"en": "nothing", "fr": "rien"},
    # stages
    "prelude": {
        "en": "{season}, prelude turn {n} of {of}",
        "fr": "{season}, tour de prélude {n} sur {of}",
    },
    "entries": {
        "en": "{tournament}: entries and seats",
        "fr": "{tournament} : inscriptions et placements",
    },
    "fight_stage": {"en": "{tournament}: {fight}", "fr": "{tournament} : {fight}"},
    "quarter_final": {"en": "quarter-final {n}", "fr": "quart de finale {n}"},
    "semi_final": {"en": "semi-final {n}", "fr": "demi-finale {n}"},
    "final": {"en": "the final", "fr": "la finale"},
    # the serpentine
    "cancels_some": {
        "en": "{by} {verb} {k} of {target}: {left} left.",
        "fr": "{by} {verb} {k} des {target} : il en reste {left}.",
    },
    "cancels_all": {"en": "{by} {verb} {target}.", "fr": "{by} {verb} {target}."},
    "cancels_nothing": {
        "en": "{by} {verb_have} nothing to cancel: {side} has no {symbols}.",
        "fr": "{by} n’{verb_have} rien à annuler : le {side} n’a pas de {symbol}.",
    },
    "keeps": {
        "en": "{by_side} has no {by_symbols}{left}: {side} keeps {count}.",
        "fr": "Le {by_side} n’a {none} de {by_symbol} : le {side} garde {count}.",
    },
    "neither": {
        "en": "{by_side} has no {by_symbols}{left}, {side} no {symbols}.",
        "fr": "Le {by_side} n’a {none} de {by_symbol}, le {side} pas de {symbol}.",
    },
    "wins_hits": {
        "en": "{Side} wins the roll, {hits} to {other}.",
        "fr": "Le {side} gagne le lancer, {hits} à {other}.",
    },
    "wins_submission": {
        "en": "{hits} each, but {side}'s {submission} wins the draw.",
        "fr": "{hits} partout, mais la {submission} du {side} remporte l’égalité.",
    },
    "draw": {"en": "{hits} each: a draw.", "fr": "{hits} partout : égalité."},
    # odds
    "odds_roll": {
        "en": "White wins {white}, black wins {black}, draw {draw} (a new roll).",
        "fr": "Le blanc gagne {white}, le noir gagne {black}, égalité {draw} (nouveau lancer).",
    },
    "odds_fight": {
        "en": "White wins {white}, black wins {black}, both drop out {both}.",
        "fr": "Le blanc gagne {white}, le noir gagne {black}, les deux abandonnent {both}.",
    },
    "odds_endless": {
        "en": " The fight never ends {endless}.",
        "fr": " Le combat ne finit jamais {endless}.",
    },
    # the Prestige count
    "won": {"en": "Won during the game", "fr": "Gagné pendant la partie"},
    "equipment_tiles": {"en": "Training Equipment", "fr": "Équipements d’entraînement"},
    "athlete_cards": {"en": "Athlete cards", "fr": "Cartes athlète"},
    "move_cards": {"en": "Special Move cards", "fr": "Cartes Coup spécial"},
    "expansions": {"en": "Expansions", "fr": "Extensions"},
    "total": {"en": "Total", "fr": "Total"},
    "skull_score": {"en": "Skull Dojo", "fr": "Dojo du Crâne"},
    "rank": {"en": "Your rank", "fr": "Votre rang"},
    # cards
    "level_of_choice": {"en": "+{n} level of your choice", "fr": "+{n} niveau au choix"},
    "pay_first": {"en": "pay {n} Ki: {gains}", "fr": "payer {n} Ki : {gains}"},
    "per_level": {
        "en": "pay {n} Ki per level of your choice, as often as you like",
        "fr": "payer {n} Ki par niveau au choix, autant de fois que voulu",
    },
    "starting_equipment": {"en": "Starting equipment", "fr": "Équipement de départ"},
    "equipment_card": {
        "en": "Training Equipment {n}: {gives}; worth {prestige}",
        "fr": "Équipement d’entraînement {n} : {gives} ; vaut {prestige}",
    },
    "worth": {"en": "worth {prestige}", "fr": "vaut {prestige}"},
    "free_levels": {
        "en": "{n} levels of your choice, in different disciplines",
        "fr": "{n} niveaux au choix, dans des disciplines différentes",
    },
    "free_level": {"en": "1 level of your choice", "fr": "1 niveau au choix"},
    "own_move": {"en": "his own Special Move {move}", "fr": "son propre Coup spécial {move}"},
    "needs": {"en": "needs {symbols}", "fr": "demande {symbols}"},
    "gives": {"en": "gives {symbols}", "fr": "donne {symbols}"},
    "costs": {"en": "costs {cost}", "fr": "coûte {cost}"},
    "harmful": {
        "en": "Harmful Attack (a red die against the opponent)",
        "fr": "Attaque douloureuse (un dé rouge contre l’adversaire)",
    },
    "submission": {"en": "Submission", "fr": "Soumission"},
    "great_submission": {"en": "Great Submission", "fr": "Grande Soumission"},
    "move_bonus": {
        "en": "+{n} Prestige each time it goes off",
        "fr": "+{n} Prestige chaque fois qu’il se déclenche",
    },
    "journey": {"en": "Journey", "fr": "Voyage"},
    "bandit": {"en": "Bandits", "fr": "Bandits"},
    "adventure_card": {
        "en": "{name} ({kinds}): Dan {dan}, {ki} Ki for {prestige} Prestige",
        "fr": "{name} ({kinds}) : Dan {dan}, {ki} Ki pour {prestige} Prestige",
    },
    "repeat": {
        "en": ", as many times as you pay",
        "fr": ", autant de fois que vous payez",
    },
    "reward_card": {
        "en": ", and an athlete or a Training Equipment on offer",
        "fr": ", et un athlète ou un équipement d’entraînement proposé",
    },
    # an athlete's card
    "techniques_of": {"en": "Secret Techniques: {items}", "fr": "Techniques secrètes : {items}"},
    "moves_of": {"en": "Special Moves: {items}", "fr": "Coups spéciaux : {items}"},
    "wounds_of": {"en": "Wounds: {items}", "fr": "blessures : {items}"},
    "no_level": {"en": "no level", "fr": "aucun niveau"},
}
"""The sentences and their pieces, filled in by the functions below."""


def _slot_labels() -> dict[str, dict[str, str]]:
    labels = {
        "waterfall": {"en": "Mystic Waterfalls", "fr": "Cascades mystiques"},
        "waterfall+": {
            "en": "Mystic Waterfalls, common area",
            "fr": "Cascades mystiques, zone commune",
        },
        "help": {"en": "Helping the village", "fr": "Aider le village"},
        "help+": {
            "en": "Helping the village, common area",
            "fr": "Aider le village, zone commune",
        },
        "first": {"en": "Becoming First Player", "fr": "Devenir Premier joueur"},
        "yang": {"en": "Master YANG", "fr": "Maître YANG"},
        "yin": {"en": "Master YIN", "fr": "Maître YIN"},
        "expand": {"en": "Expand your Dojo", "fr": "Agrandir le Dojo"},
        "accelerate": {"en": "Accelerate training", "fr": "Accélérer l’entraînement"},
        "rest": {"en": "Rest", "fr": "Rester"},
    }
    for i in (1, 2, 3):
        labels[f"move{i}"] = {"en": f"Special Move {i}", "fr": f"Coup spécial {i}"}
        labels[f"adventure{i}"] = {"en": f"Adventure {i}", "fr": f"Aventure {i}"}
        labels[f"equipment{i}"] = {
            "en": f"New Training Equipment {i}",
            "fr": f"Nouvel équipement d’entraînement {i}",
        }
    for i in (1, 2, 3, 4):
        labels[f"athlete{i}"] = {"en": f"New athlete {i}", "fr": f"Nouvel athlète {i}"}
        labels[f"train{i}"] = {"en": f"Training, slot {i}", "fr": f"Entraînement, emplacement {i}"}
    return labels


SLOT_LABELS: Table = _slot_labels()
"""Each slot of the boards by its activity, as a label (``slot_name``)."""

_COLOURS_FR = {"red": "rouge", "blue": "bleu", "grey": "gris", "green": "vert"}
_PLURALS = {
    "en": {"hit": "Hits", "block": "Blocks", "hold": "Holds", "jump": "Jumps", "ki": "Ki"},
    "fr": {"hit": "Coups", "block": "Parades", "hold": "Prises", "jump": "Sauts", "ki": "Ki"},
}
_FEMININE = frozenset({"block", "hold"})
"""The symbols whose French name is feminine (la Parade, la Prise; le Coup, le Saut)."""

_OF_DISCIPLINE_FR = {
    "tiger": "du Tigre",
    "crane": "de la Grue",
    "bear": "de l’Ours",
    "cobra": "du Cobra",
}
"""A discipline's name after "de", with its article: la Technique secrète de la Grue."""


# -- names ---------------------------------------------------------------------------------------


def player(index: int, lang: str = "en") -> str:
    """A player's name: ``P1`` to ``P4`` (``J1`` to ``J4`` in French)."""
    return player_name(PLAYER_NAMES[index], lang)


def discipline(d: str, lang: str = "en") -> str:
    """A discipline's name: ``tiger`` is Tiger, Tigre.

    >>> discipline("crane"), discipline("crane", "fr"), discipline("bear", "fr")
    ('Crane', 'Grue', 'Ours')
    """
    return NAMES[lang if lang in NAMES else "en"][d]


def symbol(s: str, lang: str = "en") -> str:
    """A die symbol's name, the French as the rules write it: Coup, Parade, Prise, Saut, Ki.

    >>> [symbol(s, "fr") for s in ("hit", "block", "hold", "jump", "ki")]
    ['Coup', 'Parade', 'Prise', 'Saut', 'Ki']
    """
    return NAMES[lang if lang in NAMES else "en"][s]


def symbols(n: int, s: str, lang: str = "en") -> str:
    """A count of one symbol: "1 Hit", "3 Holds", "0 Coup" (French keeps 0 and 1 singular),
    "2 Ki".

    >>> symbols(3, "hold"), symbols(1, "hit", "fr"), symbols(0, "block", "fr"), symbols(2, "ki")
    ('3 Holds', '1 Coup', '0 Parade', '2 Ki')
    """
    return f"{n} {_plural(s, lang) if _many(n, lang) else symbol(s, lang)}"


def colour(d: str, lang: str = "en") -> str:
    """The colour of a discipline's die: Tiger red (rouge), Crane blue, Bear grey, Cobra green."""
    c = COLOURS[d]
    return _COLOURS_FR[c] if lang == "fr" else c


_LOOKS: Table = {
    "tiger": {"en": "red square", "fr": "carré rouge"},
    "crane": {"en": "blue triangle pointing up", "fr": "triangle bleu pointe en haut"},
    "bear": {"en": "grey disc", "fr": "disque gris"},
    "cobra": {"en": "green triangle pointing down", "fr": "triangle vert pointe en bas"},
}


def die_look(d: str, lang: str = "en") -> str:
    """How a discipline's die and levels look: their colour and their shape, so that no die is
    told by its colour alone.

    >>> die_look("crane"), die_look("bear", "fr")
    ('blue triangle pointing up', 'disque gris')
    """
    return say(_LOOKS, d, lang)


def slot_name(slot: str, lang: str = "en") -> str:
    """A slot of the village or of a Dojo, named by its activity.

    >>> slot_name("waterfall+"), slot_name("train2", "fr"), slot_name("athlete3")
    ('Mystic Waterfalls, common area', 'Entraînement, emplacement 2', 'New athlete 3')
    """
    return say(SLOT_LABELS, slot, lang)


def token_name(state: DojoKunState, player: int, token: str, lang: str = "en") -> str:
    """What a token of P``player`` stands for: the Master, or the athlete of that Dojo space
    (Athlete N while the space is empty)."""
    if token == "M":
        return say(STRINGS, "master", lang)
    athletes = state.dojos[player].athletes
    space = int(token) - 1
    member = athletes[space] if space < len(athletes) else None
    if member is None:
        return f"Athlète {token}" if lang == "fr" else f"Athlete {token}"
    return ATHLETES[member.card].name


def fight_name(fight: int, lang: str = "en") -> str:
    """A fight of the bracket: quarter-finals 0-3, semi-finals 4-5, the final 6.

    >>> fight_name(2), fight_name(5, "fr"), fight_name(6)
    ('quarter-final 3', 'demi-finale 2', 'the final')
    """
    if fight < 4:
        return say(WORDS, "quarter_final", lang, n=fight + 1)
    if fight < FIGHTS - 1:
        return say(WORDS, "semi_final", lang, n=fight - 3)
    return say(WORDS, "final", lang)


def season_name(season: int, lang: str = "en") -> str:
    """The season: White Lotus (Lotus blanc), then Black Lotus (Lotus noir)."""
    return say(STRINGS, ("white_lotus", "black_lotus")[season], lang)


def stage_text(state: DojoKunState, lang: str = "en") -> str:
    """Where the game stands: the season and its prelude turn, or its tournament and fight.

    >>> import gamekit
    >>> stage_text(gamekit.load("dojo-kun").new_state(seed=1), "fr")
    'Lotus blanc, tour de prélude 1 sur 3'
    """
    if state.is_over:
        return say(WORDS, "over", lang)
    season = season_name(state.season, lang)
    if state.step == "place":
        return say(WORDS, "prelude", lang, season=season, n=state.turn + 1, of=PRELUDE_TURNS)
    tournament = say(
        STRINGS, ("white_lotus_tournament", "black_lotus_tournament")[state.season], lang
    )
    if state.step in ("send", "reserve", "give", "seat"):
        return say(WORDS, "entries", lang, tournament=tournament)
    t = state.tournament
    assert t is not None
    return say(WORDS, "fight_stage", lang, tournament=tournament, fight=fight_name(t.fight, lang))


def _plural(s: str, lang: str) -> str:
    return _PLURALS[lang if lang in _PLURALS else "en"][s]


def _many(n: int, lang: str) -> bool:
    """Whether ``n`` takes the plural: English from 0 and from 2 on, French from 2 on."""
    return n >= 2 if lang == "fr" else n != 1


def _listed(items: Sequence[str], lang: str, word: str = "and") -> str:
    """``a, b and c`` (``et``; or ``or``, ``ou``)."""
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + say(WORDS, word, lang) + items[-1]


def _minus(n: int) -> str:
    """A whole number with a true minus sign: −1."""
    return f"−{-n}" if n < 0 else str(n)


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else _minus(n)


def _prestige_points(n: int, lang: str) -> str:
    """A number of Prestige points: "1 Prestige point", "−1 point de Prestige"."""
    s = "s" if _many(abs(n), lang) else ""
    if lang == "fr":
        return f"{_minus(n)} point{s} de Prestige"
    return f"{_minus(n)} Prestige point{s}"


def _name(member: Member) -> str:
    return ATHLETES[member.card].name


def _entrant(state: DojoKunState, entrant: Entrant, lang: str) -> str:
    en, fr = entrant_name(state, entrant)
    return fr if lang == "fr" else en


def entrant_text(state: DojoKunState, entrant: Entrant, lang: str = "en") -> str:
    """A fighter of the bracket with his Dojo: "Azuki (P1)", "Hans Geist (Skull Dojo)"."""
    return _entrant(state, entrant, lang)


# -- what cards and athletes give --------------------------------------------------------------------


def _counts(counts: Mapping[str, int], lang: str) -> str:
    """Symbol counts in the order Hit, Block, Hold, Jump, Ki: "4 Ki, 1 Hit, 2 Blocks" reads
    "1 Hit, 2 Blocks, 4 Ki"."""
    order = ("hit", "block", "hold", "jump", "ki")
    parts = [symbols(counts[s], s, lang) for s in order if counts.get(s)]
    return ", ".join(parts) or say(WORDS, "no_symbol", lang)


def _levels(levels: Sequence[int] | Mapping[str, int], lang: str) -> str:
    """Levels by discipline, those above 0: "Tiger 1, Bear 2"."""
    if isinstance(levels, Mapping):
        levels = [levels.get(d, 0) for d in DISCIPLINES]
    parts = [f"{discipline(d, lang)} {n}" for d, n in zip(DISCIPLINES, levels, strict=True) if n]
    return ", ".join(parts) or say(WORDS, "no_level", lang)


def _gained(choices: Sequence[str], lang: str) -> str:
    """Levels gained, grouped by discipline in the rulebook's order: "+2 Crane, +1 Bear"."""
    count = Counter(choices)
    return ", ".join(f"+{count[d]} {discipline(d, lang)}" for d in DISCIPLINES if count[d])


def _gain_text(gain: Gain, lang: str, joiner: str = ", ") -> str:
    """An equipment option: "+1 Tiger, +1 Ki", "pay 1 Ki: +1 level of your choice"."""
    parts = [f"+{gain[d]} {discipline(d, lang)}" for d in DISCIPLINES if gain.get(d)]
    if gain.get("level"):
        parts.append(say(WORDS, "level_of_choice", lang, n=gain["level"]))
    if gain.get("ki"):
        parts.append(f"+{gain['ki']} Ki")
    if gain.get("prestige"):
        parts.append(f"+{gain['prestige']} Prestige")
    text = joiner.join(parts)
    if gain.get("pay_ki"):
        return say(WORDS, "pay_first", lang, n=gain["pay_ki"], gains=text)
    return text


def _equipment_gives(number: int, lang: str) -> str:
    tile = EQUIPMENT[number]
    if tile.repeat:
        return say(WORDS, "per_level", lang, n=tile.options[0]["pay_ki"])
    if len(tile.options) == 1:
        return _gain_text(tile.options[0], lang)
    # two options: "+1 Tiger and +1 Ki or +1 Cobra", each option's gains bound by "and"
    both = say(WORDS, "and", lang)
    return say(WORDS, "or", lang).join(_gain_text(o, lang, both) for o in tile.options)


def _cost_text(cost: Gain, lang: str, level: str = "") -> str:
    """A Special Move's cost: "3 Ki", "a level", "1 Ki and a Tiger level"."""
    parts = [f"{cost['ki']} Ki"] if cost.get("ki") else []
    if cost.get("level"):
        if level:
            parts.append(say(WORDS, "a_level", lang, discipline=discipline(level, lang)))
        else:
            parts.append("un niveau" if lang == "fr" else "a level")
    return say(WORDS, "and", lang).join(parts)


def card_text(card: int | str, lang: str = "en", kind: str | None = None) -> str:
    """What a card gives and costs, as the village shows it. ``card`` is a Special Move's or an
    Adventure's key, or the number of an athlete card (``kind="athlete"``) or of a Training
    Equipment tile (``kind="equipment"``: numbers overlap, so the kind is asked).

    >>> card_text(6, kind="athlete")
    'Oeng: Crane 1; Ki 4; worth 2 Prestige points'
    >>> card_text(14, "fr", kind="equipment")
    'Équipement d’entraînement 14 : +1 Tigre ou +1 Grue ; vaut 1 point de Prestige'
    >>> card_text("hyaku_ken")  # doctest: +NORMALIZE_WHITESPACE
    'HYAKU KEN: needs 1 Hit, 2 Blocks, 4 Ki; gives 2 Hits; Harmful Attack (a red die against
    the opponent); costs 3 Ki or a level; worth 1 Prestige point'
    >>> card_text("tabi", "fr")
    'TABI (Voyage) : Dan 2, 2 Ki pour 1 Prestige, autant de fois que vous payez'
    """
    sep = semicolon(lang)
    if isinstance(card, str) and card in SPECIAL_MOVES:
        return _move_text(card, lang)
    if isinstance(card, str) and card in ADVENTURES:
        adventure = ADVENTURES[card]
        name = adventure.name_fr if lang == "fr" else adventure.name
        kinds = "/".join(say(WORDS, k, lang) for k in adventure.kinds)
        text = say(
            WORDS,
            "adventure_card",
            lang,
            name=name,
            kinds=kinds,
            dan=adventure.dan,
            ki=adventure.ki,
            prestige=adventure.prestige,
        )
        if adventure.repeat:
            text += say(WORDS, "repeat", lang)
        if adventure.reward_card:
            text += say(WORDS, "reward_card", lang)
        return text
    if kind == "equipment" and isinstance(card, int) and card in EQUIPMENT:
        tile = EQUIPMENT[card]
        gives = _equipment_gives(card, lang)
        if card > 100:
            return say(WORDS, "starting_equipment", lang) + colon(lang) + gives
        worth = _prestige_points(tile.prestige, lang)
        return say(WORDS, "equipment_card", lang, n=card, gives=gives, prestige=worth)
    if kind == "athlete" and isinstance(card, int) and card in ATHLETES:
        athlete = ATHLETES[card]
        parts = [_levels(athlete.levels, lang)] if any(athlete.levels.values()) else []
        if athlete.free_levels:
            key = "free_levels" if athlete.free_levels > 1 else "free_level"
            parts.append(say(WORDS, key, lang, n=athlete.free_levels))
        parts.append(f"Ki {athlete.ki}")
        if athlete.move:
            parts.append(say(WORDS, "own_move", lang, move=SPECIAL_MOVES[athlete.move].name))
        if athlete.ability:
            parts.append(RULES[f"dojo_kun.ability.{athlete.ability}"].say(lang)[1].rstrip("."))
        parts.append(say(WORDS, "worth", lang, prestige=_prestige_points(athlete.prestige, lang)))
        return athlete.name + colon(lang) + sep.join(parts)
    raise ValueError(
        f"{card!r} is not a card: a Special Move or Adventure key, or a number with "
        "kind='athlete' or kind='equipment'"
    )


def _move_text(key: str, lang: str) -> str:
    move = SPECIAL_MOVES[key]
    parts = [
        say(WORDS, "needs", lang, symbols=_counts(move.needs, lang)),
        say(WORDS, "gives", lang, symbols=_counts(move.gives, lang)),
    ]
    if move.harmful:
        parts.append(say(WORDS, "harmful", lang))
    if move.submission:
        parts.append(say(WORDS, "great_submission" if move.submission > 1 else "submission", lang))
    if move.bonus_prestige:
        parts.append(say(WORDS, "move_bonus", lang, n=move.bonus_prestige))
    if move.costs:
        cost = say(WORDS, "or", lang).join(_cost_text(c, lang) for c in move.costs)
        parts.append(say(WORDS, "costs", lang, cost=cost))
        parts.append(say(WORDS, "worth", lang, prestige=_prestige_points(move.prestige, lang)))
    return move.name + colon(lang) + semicolon(lang).join(parts)


def offer_text(state: DojoKunState, slot: str, lang: str = "en") -> str:
    """The card a village slot shows (``athleteN``, ``equipmentN``, ``moveN``, ``adventureN``),
    said with :func:`card_text`; "" for an empty slot or a slot without a card."""
    kind = KIND.get(slot)
    if kind in ("admit", "equipment"):
        offers = state.offer_athletes if kind == "admit" else state.offer_equipment
        j = int(slot[-1]) - 1
        card = offers[j] if j < len(offers) else None
        if card is None or card < 0:
            return ""
        return card_text(card, lang, kind="athlete" if kind == "admit" else "equipment")
    if kind in ("move", "adventure"):
        found = (
            Turn(state, state.to_play or 0).moves
            if kind == "move"
            else Turn(state, state.to_play or 0).adventures
        )[slot]
        return card_text(found[1], lang) if found else ""
    return ""


def athlete_text(member: Member, lang: str = "en") -> str:
    """An athlete as his card stands: levels by discipline and Dan, Ki, Secret Techniques,
    Special Moves (his own and those learnt), Wounds.

    >>> from gamekit.dojo_kun.state import Member
    >>> medved = Member(1, (1, 0, 2, 0), 3, ("bear",), ("hyaku_ken",), (1, 0, 0, 0))
    >>> athlete_text(medved, "fr").split(" ; ")  # doctest: +NORMALIZE_WHITESPACE
    ['Medved : Tigre 1, Ours 2 (Dan 3)', 'Ki 3', 'Techniques secrètes : Ours',
     'Coups spéciaux : HYAKU KEN', 'blessures : Tigre 1']
    """
    sep = semicolon(lang)
    parts = [f"{_levels(member.levels, lang)} (Dan {member.dan})", f"Ki {member.ki}"]
    if member.techniques:
        items = ", ".join(discipline(d, lang) for d in member.techniques)
        parts.append(say(WORDS, "techniques_of", lang, items=items))
    if member.all_moves:
        items = ", ".join(SPECIAL_MOVES[k].name for k in member.all_moves)
        parts.append(say(WORDS, "moves_of", lang, items=items))
    if any(member.wounds):
        parts.append(say(WORDS, "wounds_of", lang, items=_levels(member.wounds, lang)))
    return _name(member) + colon(lang) + sep.join(parts)


# -- whose decision ---------------------------------------------------------------------------------


def prompt(state: DojoKunState, lang: str = "en") -> str:
    """Whose decision it is and what it is, in a sentence; at the end, how the game ended."""
    if state.is_over:
        return outcome_text(state, lang)
    p = state.to_play
    assert p is not None
    who = player(p, lang)
    step = state.step
    if step == "place":
        return _place_prompt(state, p, lang)
    t = state.tournament
    assert t is not None
    names = [_name(m) for m in state.dojos[p].athletes if m is not None]
    if step == "send":
        key = "send_one" if len(names) == 1 else "send_both" if len(names) == 2 else "send_two"
        return say(WORDS, key, lang, player=who, athletes=_listed(names, lang))
    if step == "reserve":
        sent = [_name(state.member(p, s)) for s in t.sent[p] or ()]
        tile = state.dojos[p].reservation
        if len(sent) == 1:
            return say(WORDS, "reserve_one", lang, player=who, athletes=sent[0], tile=tile)
        return say(
            WORDS, "reserve", lang, player=who, athletes=_listed(sent, lang, "or"), tile=tile
        )
    if step == "give":
        spaces = [s for s in t.sent[p] or () if s != t.reserved[p]]
        givable = _listed([_name(state.member(p, s)) for s in spaces], lang, "or")
        key = "give_self" if p == state.first else "give"
        if len(spaces) == 1:
            key += "_one"
        return say(WORDS, key, lang, player=who, athletes=givable, first=player(state.first, lang))
    if step == "seat":
        space = t.reserved[p]
        assert space is not None
        return say(WORDS, "seat", lang, player=who, athlete=_name(state.member(p, space)))
    if step == "wound":
        owner, space = t.wounds[0]
        text = say(WORDS, "wound", lang, player=who, athlete=_name(state.member(owner, space)))
        n = sum(1 for w in t.wounds if w == (owner, space))
        return text[:-1] + say(WORDS, "wounds_left", lang, n=n) + "." if n > 1 else text
    white, black = pair(t, t.fight)
    assert white is not None and black is not None
    fight = fight_name(t.fight, lang)
    if step == "advance":
        a, b = _name(state.member(p, white.space)), _name(state.member(p, black.space))
        others = say(WORDS, "advance_others", lang) if state.players > 1 else ""
        return say(WORDS, "advance", lang, player=who, a=a, b=b, fight=fight, others=others)
    w, b = _entrant(state, white, lang), _entrant(state, black, lang)
    return say(WORDS, step, lang, player=who, white=w, black=b, fight=fight)


def _place_prompt(state: DojoKunState, p: int, lang: str) -> str:
    who = player(p, lang)
    home, moving = tokens_left(state, p)
    athletes = [token_name(state, p, t, lang) for t in home if t != "M"]
    if moving:
        moved = _listed([token_name(state, p, t, lang) for t in moving], lang, "or")
        text = say(WORDS, "place_moving", lang, player=who, athletes=moved)
    elif "M" in home and athletes:
        text = say(WORDS, "place_both", lang, player=who, athletes=", ".join(athletes))
    elif "M" in home:
        text = say(WORDS, "place_master", lang, player=who)
    else:
        text = say(WORDS, "place_athletes", lang, player=who, athletes=", ".join(athletes))
    if any(isinstance(a, Sacrifice) for a in state.legal_actions()):
        text += say(WORDS, "sacrifice_open", lang, ki=SACRIFICE_KI)
    return text


# -- the history ------------------------------------------------------------------------------------


def describe(state: DojoKunState, action: object, lang: str = "en") -> str:
    """The history line of ``action`` played in ``state``: who (the Dojo's Master or athlete),
    the activity, what was chosen and what it gave, in the game's words."""
    p = state.to_play
    assert p is not None
    who = player(p, lang)
    if isinstance(action, Place):
        return _describe_place(state, p, action, lang)
    if isinstance(action, Sacrifice):
        member = state.member(p, action.space)
        return say(
            WORDS,
            "sacrifices",
            lang,
            who=_athlete_subject(who, _name(member), lang),
            ki=SACRIFICE_KI,
            discipline=discipline(action.discipline, lang),
        )
    if isinstance(action, Send):
        names = [_name(state.member(p, s)) for s in action.spaces]
        return say(WORDS, "sends", lang, player=who, athletes=_listed(names, lang))
    if isinstance(action, Reserve):
        name = _name(state.member(p, action.space))
        tile = state.dojos[p].reservation
        return say(WORDS, "reserves", lang, player=who, athlete=name, tile=tile)
    if isinstance(action, Give):
        name = _name(state.member(p, action.space))
        key = "hands_self" if p == state.first else "hands"
        return say(WORDS, key, lang, player=who, athlete=name, first=player(state.first, lang))
    t = state.tournament
    assert t is not None
    if isinstance(action, Seat):
        space = t.reserved[p]
        assert space is not None
        text = say(
            WORDS,
            "seats",
            lang,
            player=who,
            athlete=_name(state.member(p, space)),
            n=action.slot + 1,
        )
        opponent = t.rounds[0][action.slot ^ 1]
        if opponent is not None:
            text += say(WORDS, "against", lang, opponent=_entrant(state, opponent, lang))
        return text
    if isinstance(action, Wound):
        owner, space = t.wounds[0]
        name = _name(state.member(owner, space))
        return say(
            WORDS,
            "wounded",
            lang,
            who=_athlete_subject(player(owner, lang), name, lang),
            discipline=discipline(action.discipline, lang),
            of_discipline=_OF_DISCIPLINE_FR[action.discipline],
            colour=die_look(action.discipline, lang),
        )
    white, black = pair(t, t.fight)
    assert white is not None and black is not None
    if isinstance(action, Predict):
        chosen = white if action.side == "white" else black
        return say(
            WORDS, f"predicts_{action.side}", lang, player=who, name=_entrant(state, chosen, lang)
        )
    if isinstance(action, Advance):
        spaces = (white.space, black.space)
        other = spaces[1] if action.space == spaces[0] else spaces[0]
        others = say(WORDS, "advances_others", lang) if state.players > 1 else ""
        return say(
            WORDS,
            "advances",
            lang,
            who=_athlete_subject(who, _name(state.member(p, action.space)), lang),
            loser=_name(state.member(p, other)),
            others=others,
        )
    if isinstance(action, Roll):
        return _describe_roll(state, white, black, action, lang)
    raise TypeError(f"not a Dojo Kun action: {action!r}")


def _athlete_subject(who: str, name: str, lang: str) -> str:
    """An athlete as the subject of a history line: "P2's Takashi", "Takashi (P2)"; a name
    with its own article keeps it ("The Kid (P1)", not "P1's The Kid")."""
    if lang != "fr" and name.startswith("The "):
        return f"{name} ({who})"
    return say(WORDS, "athlete_of", lang, player=who, name=name)


def _describe_place(state: DojoKunState, p: int, action: Place, lang: str) -> str:
    who, token, slot, choices = player(p, lang), action.token, action.slot, action.choices
    dojo = state.dojos[p]
    if token == "M":
        subject = say(WORDS, "master_of", lang, player=who)
        member = None
    else:
        member = state.member(p, int(token) - 1)
        subject = _athlete_subject(who, _name(member), lang)
    moved_on = slot != "rest" and any(t == token for t, _ in state.placed[p])
    if slot == "rest":
        return say(WORDS, "rests", lang, who=subject)
    kind = KIND[slot]
    if kind == "admit":
        card = state.offer_athletes[int(slot[7:]) - 1]
        assert card is not None
        return _admit_text(subject, card, state.turn, choices, lang)
    if kind == "equipment":
        number = state.offer_equipment[int(slot[9:]) - 1]
        assert number is not None
        return say(
            WORDS,
            "takes_equipment",
            lang,
            who=subject,
            n=number,
            gives=_equipment_gives(number, lang),
        )
    if kind == "expand":
        return say(WORDS, "expands", lang, who=subject, n=len(dojo.athletes) + 1)
    if kind == "accelerate":
        return say(WORDS, "accelerates", lang, who=subject)
    assert member is not None
    after = resolve(Turn(state, p), token, slot, choices)
    text = _athlete_activity(state, after, p, token, slot, choices, subject, lang)
    return text + say(WORDS, "moved_on", lang) if moved_on else text


def _admit_text(subject: str, card: int, turn: int, choices: Sequence[str], lang: str) -> str:
    name = ATHLETES[card].name
    ki = new_member(card, turn, tuple(choices)).ki
    if not choices:
        return say(WORDS, "admits", lang, who=subject, name=name, ki=ki)
    return say(
        WORDS, "admits_choosing", lang, who=subject, name=name, levels=_gained(choices, lang), ki=ki
    )


def _changes(before: DojoKunState, after: DojoKunState, p: int, space: int, lang: str) -> str:
    """What an activity changed for the athlete and his Dojo: "+1 Tiger, +1 Ki, +1 Prestige"."""
    old, new = before.member(p, space), after.member(p, space)
    parts = [
        f"{_signed(b - a)} {discipline(d, lang)}"
        for d, a, b in zip(DISCIPLINES, old.levels, new.levels, strict=True)
        if b != a
    ]
    if new.ki != old.ki:
        parts.append(f"{_signed(new.ki - old.ki)} Ki")
    gained = after.dojos[p].prestige - before.dojos[p].prestige
    if gained:
        parts.append(f"{_signed(gained)} Prestige")
    return ", ".join(parts) or say(WORDS, "nothing", lang)


def _athlete_activity(
    state: DojoKunState,
    after: DojoKunState,
    p: int,
    token: str,
    slot: str,
    choices: Sequence[str],
    subject: str,
    lang: str,
) -> str:
    """The history line of an athlete's activity (Senpai taking equipment excepted)."""
    space = int(token) - 1
    member = state.member(p, space)
    kind = KIND[slot]
    if kind == "train":
        number = state.dojos[p].equipment[int(slot[5:]) - 1]
        assert number is not None
        where = (
            say(WORDS, "own_equipment", lang)
            if number > 100
            else say(WORDS, "tile", lang, n=number)
        )
        gains = _changes(state, after, p, space, lang)
        return say(WORDS, "trains", lang, who=subject, equipment=where, gains=gains)
    if kind in ("waterfall", "help"):
        where = say(WORDS, "common" if slot.endswith("+") else "single", lang)
        key = "meditates" if kind == "waterfall" else "helps"
        return say(
            WORDS, key, lang, who=subject, where=where, gains=_changes(state, after, p, space, lang)
        )
    if kind == "first":
        text = say(WORDS, "stays_first" if state.first == p else "becomes_first", lang, who=subject)
        tile = after.dojos[p].reservation
        if tile is not None and state.dojos[p].reservation is None:
            text += say(WORDS, "and_tile", lang, n=tile)
        return text
    if kind == "yang":
        d = choices[0]
        return say(
            WORDS,
            "yang",
            lang,
            who=subject,
            discipline=discipline(d, lang),
            of_discipline=_OF_DISCIPLINE_FR[d],
            ki=yang_cost(member, d),
            symbol=symbol(TECHNIQUES[d].symbol, lang),
        )
    if kind == "yin":
        return say(
            WORDS,
            "yin",
            lang,
            who=subject,
            ki=YIN["ki"],
            lost=discipline(choices[0], lang),
            gained=_gained(choices[1:], lang),
        )
    if kind == "move":
        key = Turn(state, p).moves[slot]
        assert key is not None
        move = SPECIAL_MOVES[key[1]]
        if choices == ("ki",):
            cost = next(c for c in move.costs if not c.get("level"))
            level = ""
        else:
            cost = next(c for c in move.costs if c.get("level"))
            level = choices[1]
        return say(
            WORDS, "learns", lang, who=subject, move=move.name, cost=_cost_text(cost, lang, level)
        )
    assert kind == "adventure", kind
    return _adventure_text(state, after, p, member, slot, choices, subject, lang)


def _adventure_text(
    state: DojoKunState,
    after: DojoKunState,
    p: int,
    member: Member,
    slot: str,
    choices: Sequence[str],
    subject: str,
    lang: str,
) -> str:
    found = Turn(state, p).adventures[slot]
    assert found is not None
    adventure = ADVENTURES[found[1]]
    rest = list(choices)
    times = 1
    if rest and rest[0].startswith("x"):
        times = int(rest.pop(0)[1:])
    said_times = (
        ""
        if times == 1
        else say(WORDS, "twice", lang)
        if times == 2
        else say(WORDS, "n_times", lang, n=times)
    )
    text = say(
        WORDS,
        "completes",
        lang,
        who=subject,
        adventure=adventure.name_fr if lang == "fr" else adventure.name,
        times=said_times,
        ki=adventure.ki * times,
        prestige=adventure.prestige * times,
    )
    reward: list[str] = []
    if adventure.reward_card and rest:
        reward = rest[: 1 + _reward_levels(state, rest[0])]
        rest = rest[len(reward) :]
    if rest:
        text += say(WORDS, "ability_level", lang, discipline=discipline(rest[0], lang))
    if not reward:
        return text
    if reward[0].startswith("athlete"):
        card = state.offer_athletes[int(reward[0][7:]) - 1]
        assert card is not None
        name, levels = ATHLETES[card].name, reward[1:]
        ki = new_member(card, state.turn, tuple(levels)).ki
        if levels:
            return text + say(
                WORDS,
                "reward_athlete_choosing",
                lang,
                name=name,
                levels=_gained(levels, lang),
                ki=ki,
            )
        return text + say(WORDS, "reward_athlete", lang, name=name, ki=ki)
    number = state.offer_equipment[int(reward[0][9:]) - 1]
    assert number is not None
    return text + say(
        WORDS, "reward_equipment", lang, n=number, gives=_equipment_gives(number, lang)
    )


def _reward_levels(state: DojoKunState, reward: str) -> int:
    """How many level choices follow a HOGO card's reward: an athlete's free levels and the
    turn's bonus level; none for a Training Equipment."""
    if not reward.startswith("athlete"):
        return 0
    card = state.offer_athletes[int(reward[7:]) - 1]
    assert card is not None
    return ATHLETES[card].free_levels + TURN_BONUS[state.turn].get("level", 0)


def _faces_text(colours: Sequence[str], faces: Sequence[int], lang: str) -> str:
    return ", ".join(
        "+".join(symbol(s, lang) for s in DICE[c][f]) for c, f in zip(colours, faces, strict=True)
    )


def _describe_roll(
    state: DojoKunState, white: Entrant, black: Entrant, action: Roll, lang: str
) -> str:
    """A roll set by hand: what each fighter's dice show, the red dice of Harmful Attacks, the
    Combat board once Secret Techniques, printed symbols and Special Moves are added and the red
    dice have struck, and who won the roll."""
    fighters = (fighter(state, white), fighter(state, black))
    harmful = register(fighters[0], action.white).harmful
    reds = (action.red[:harmful], action.red[harmful:])
    result = resolve_round(fighters[0], fighters[1], action.white, action.black, *reds)
    rolled = [_counts(side.rolled, lang) for side in result.sides]
    boards = []
    for side in result.sides:
        board = _counts(side.board, lang)
        if side.moves:
            board += " (" + ", ".join(SPECIAL_MOVES[k].name for k in side.moves) + ")"
        boards.append(board)
    red = ""
    if action.red:
        faces = _faces_text(["red"] * len(action.red), action.red, lang)
        red = say(WORDS, "red_dice", lang, faces=faces)
    return say(
        WORDS,
        "rolled",
        lang,
        white=rolled[0],
        black=rolled[1],
        red=red,
        white_board=boards[0],
        black_board=boards[1],
        verdict=verdict(result.combat, lang),
    )


# -- the serpentine and the odds -----------------------------------------------------------------


def _side(side: str, lang: str) -> str:
    """A fighter by his token's colour: White, Black; in French le blanc, le noir (the article
    is in the sentences)."""
    if lang == "fr":
        return "blanc" if side == "white" else "noir"
    return side.title()


def serpentine_steps(result: Combat, lang: str = "en") -> list[str]:
    """The six reductions of the serpentine (:func:`~gamekit.dojo_kun.combat.resolve_combat`),
    a sentence each: white's Holds by black's Jumps, black's Blocks by white's Holds left,
    white's Hits by black's Blocks left; then the same for black."""
    said, reduced = [], set()
    for step in result.steps:
        remaining = (step.by_side, step.by_symbol) in reduced
        said.append(_step_text(step, remaining, lang))
        if step.after != step.before:
            reduced.add((step.side, step.symbol))
    return said


def _step_text(step: Step, remaining: bool, lang: str) -> str:
    by, n, before, after = step.by_side, step.by_count, step.before, step.after
    fr = lang == "fr"
    if n == 0:
        values = {
            "by_side": _side(by, lang),
            "by_symbols": _plural(step.by_symbol, lang),
            "by_symbol": symbol(step.by_symbol, lang),
            "left": " left" if remaining else "",
            "none": "plus" if remaining else "pas",
            "side": _side(step.side, lang),
            "symbols": _plural(step.symbol, lang),
            "symbol": symbol(step.symbol, lang),
            "count": symbols(before, step.symbol, lang),
        }
        return say(WORDS, "keeps" if before else "neither", lang, **values)
    by_phrase = _by_phrase(step, remaining, lang)
    verb = ("annule" if n == 1 else "annulent") if fr else ("cancels" if n == 1 else "cancel")
    if before == 0:
        have = ("a" if n == 1 else "ont") if fr else ("has" if n == 1 else "have")
        side = _side(step.side, lang)
        return say(
            WORDS,
            "cancels_nothing",
            lang,
            by=by_phrase,
            verb_have=have,
            side=side,
            symbols=_plural(step.symbol, lang),
            symbol=symbol(step.symbol, lang),
        )
    if after == 0:
        return say(
            WORDS,
            "cancels_all",
            lang,
            by=by_phrase,
            verb=verb,
            target=_target(step, before, lang, every=True),
        )
    k = before - after
    if fr and k == 1:
        k_text = "une" if step.symbol in _FEMININE else "un"
    else:
        k_text = str(k)
    return say(
        WORDS,
        "cancels_some",
        lang,
        by=by_phrase,
        verb=verb,
        k=k_text,
        target=_target(step, before, lang),
        left=after,
    )


def _by_phrase(step: Step, remaining: bool, lang: str) -> str:
    """The symbols that cancel: "Black's 1 Jump", "White's 2 remaining Holds"; "Le Saut du
    noir", "Les 2 Prises restantes du blanc"."""
    n, s, side = step.by_count, step.by_symbol, _side(step.by_side, lang)
    if lang != "fr":
        name = _plural(s, lang) if _many(n, lang) else symbol(s, lang)
        return f"{side}'s {n} {'remaining ' if remaining else ''}{name}"
    feminine = s in _FEMININE
    left = ""
    if remaining:
        left = " restante" if feminine else " restant"
        left += "s" if n > 1 else ""
    if n == 1:
        article = "La" if feminine else "Le"
        return f"{article} {symbol(s, lang)}{left} du {side}"
    return f"Les {n} {_plural(s, lang)}{left} du {side}"


def _target(step: Step, before: int, lang: str, every: bool = False) -> str:
    """The symbols cancelled: "White's 3 Holds"; in French "3 Prises du blanc" after "des", and
    with its article when all go ("les 7 Coups du blanc", "la Prise du blanc")."""
    side, s = _side(step.side, lang), step.symbol
    if lang != "fr":
        every_one = "all of " if every and before > 1 else ""
        return f"{every_one}{side}'s {symbols(before, s, lang)}"
    if not every:
        return f"{before} {_plural(s, lang)} du {side}"
    if before == 1:
        return f"{'la' if s in _FEMININE else 'le'} {symbol(s, lang)} du {side}"
    return f"les {before} {_plural(s, lang)} du {side}"


def verdict(result: Combat, lang: str = "en") -> str:
    """How a roll ends: who has more Hits left, or a Submission that wins the draw, or a draw.

    >>> from gamekit.dojo_kun.combat import resolve_combat
    >>> verdict(resolve_combat({"hit": 3}, {"hit": 1}), "fr")
    'Le blanc gagne le lancer, 3 Coups à 1.'
    >>> verdict(resolve_combat({"hit": 1}, {"hit": 1, "submission": "TEISHUTSU"}))
    "1 Hit each, but Black's Submission wins the draw."
    """
    white = result.hits[0]
    if result.winner is not None and result.decided_by == "hits":
        index = SIDES.index(result.winner)
        hits, other = result.hits[index], result.hits[1 - index]
        side = _side(result.winner, lang)
        return say(
            WORDS,
            "wins_hits",
            lang,
            Side=side,
            side=side,
            hits=symbols(hits, "hit", lang),
            other=other,
        )
    if result.winner is not None:
        strength = result.submissions[SIDES.index(result.winner)]
        name = say(WORDS, "great_submission" if strength > 1 else "submission", lang)
        return say(
            WORDS,
            "wins_submission",
            lang,
            hits=symbols(white, "hit", lang),
            side=_side(result.winner, lang),
            submission=name,
        )
    return say(WORDS, "draw", lang, hits=symbols(white, "hit", lang))


def serpentine_text(result: Combat, lang: str = "en") -> str:
    """The serpentine of a roll in a paragraph: its six steps, then who won the roll."""
    return " ".join([*serpentine_steps(result, lang), verdict(result, lang)])


def percent(p: float, lang: str = "en") -> str:
    """A chance as a percentage to a tenth: 47.5%, 47,5 % in French; a chance too small to show
    is "< 0.1%".

    >>> percent(0.4751), percent(0.4751, "fr"), percent(0.00001), percent(1.0, "fr")
    ('47.5%', '47,5 %', '< 0.1%', '100,0 %')
    """
    text = "< 0.1" if 0 < p < 0.0005 else f"{p * 100:.1f}"
    if lang == "fr":
        return text.replace(".", ",") + " %"
    return text + "%"


def odds_text(odds: CombatOdds | FightOdds, lang: str = "en") -> str:
    """The chances of one roll (:func:`~gamekit.dojo_kun.combat.combat_odds`) or of a whole
    fight (:func:`~gamekit.dojo_kun.combat.fight_odds`) in a sentence.

    >>> from gamekit.dojo_kun.combat import combat_odds
    >>> odds_text(combat_odds({"dice": {"red": 1}}, {"dice": {"blue": 1}}), "fr")
    'Le blanc gagne 38,9 %, le noir gagne 2,8 %, égalité 58,3 % (nouveau lancer).'
    """
    if isinstance(odds, FightOdds):
        text = say(
            WORDS,
            "odds_fight",
            lang,
            white=percent(odds.white, lang),
            black=percent(odds.black, lang),
            both=percent(odds.both_drop, lang),
        )
        if odds.endless:
            text += say(WORDS, "odds_endless", lang, endless=percent(odds.endless, lang))
        return text
    return say(
        WORDS,
        "odds_roll",
        lang,
        white=percent(odds.white, lang),
        black=percent(odds.black, lang),
        draw=percent(odds.draw, lang),
    )


# -- the end ---------------------------------------------------------------------------------------


def outcome_text(state: DojoKunState, lang: str = "en") -> str:
    """How a finished game ended, as the engine's outcome says it (the Prestige of each, the
    tie-breaks; alone, the score against the Skull Dojo's and the rank); "" before the end."""
    outcome = state.outcome()
    if outcome is None:
        return ""
    return outcome.reason.say(lang)


def prestige_html(state: DojoKunState, player: int, lang: str = "en") -> str:
    """P``player``'s Prestige source by source, with the total (``dojo_kun.end.prestige``); alone,
    the Skull Dojo's score and the rank the total earns (``dojo_kun.solo.ranks``)."""
    breakdown = prestige(state, player)
    sep = colon(lang)
    rows = [
        ("won", breakdown.won),
        ("equipment_tiles", breakdown.equipment),
        ("athlete_cards", breakdown.athletes),
        ("move_cards", breakdown.moves),
        ("expansions", breakdown.expansions),
    ]
    items = [f"<li>{escape(say(WORDS, key, lang))}{sep}<b>{_minus(n)}</b></li>" for key, n in rows]
    items.append(
        f"<li><b>{escape(say(WORDS, 'total', lang))}{sep}{_minus(breakdown.total)}</b></li>"
    )
    if state.solo:
        skull = say(WORDS, "skull_score", lang)
        items.append(f"<li>{escape(skull)}{sep}<b>{_minus(state.skull_prestige)}</b></li>")
        rank = solo_rank(breakdown.total, lang)
        items.append(f"<li>{escape(say(WORDS, 'rank', lang))}{sep}<b>{escape(rank)}</b></li>")
    return f"<ul class='gk-breakdown'>{''.join(items)}</ul>"


def skull_text(number: int, season: int, lang: str = "en") -> str:
    """A Skull Dojo athlete's card for a season (0 White Lotus, 1 Black Lotus): his levels and
    the symbols added to his every roll."""
    athlete = SKULL[number]
    text = athlete.name + colon(lang) + _levels(athlete.levels[season], lang)
    extra = athlete.extra[season]
    if any(extra.values()):
        added = [f"+{symbols(n, s, lang)}" for s, n in extra.items() if n]
        text += semicolon(lang) + ", ".join(added)
    return text


_TYPED = r"(?:'[^']*'|« [^»]* »)"
_EXAMPLE = re.compile(
    rf"(?:,| :)? (?:e\.g\.|par exemple|like|comme) {_TYPED}(?: (?:or|ou) {_TYPED})?"
    rf"| \((?:e\.g\.|par ex\.) {_TYPED}\)"
)


def for_clicks(text: str) -> str:
    """A refusal as a page says it: the engine ends some with the action typed as text, for
    those who type actions (``e.g. 'send 1'``); on a page, where the learner clicks, that
    notation would only puzzle, so it goes.

    >>> for_clicks("Not now: P2 sends 1 athlete to the tournament, e.g. 'send 1'.")
    'Not now: P2 sends 1 athlete to the tournament.'
    >>> for_clicks("C’est le prélude : P1 place un pion, comme « M athlete1 » ou « 1 waterfall ».")
    'C’est le prélude : P1 place un pion.'
    >>> for_clicks("Name its discipline (e.g. 'M train1 tiger').")
    'Name its discipline.'
    >>> for_clicks("Ce placement demande des choix : par exemple « M yin tiger crane crane ».")
    'Ce placement demande des choix.'

    A slot the engine names in its notation is named in words:

    >>> for_clicks("Your Dojo has 2 equipment slots: there is no train3 (expanding adds one).")
    'Your Dojo has 2 equipment slots: there is no slot 3 (expanding adds one).'
    >>> for_clicks("Votre Dojo a 2 emplacements d’équipement : il n’y a pas de train4.")
    'Votre Dojo a 2 emplacements d’équipement : il n’y a pas de 4ᵉ emplacement.'
    """
    text = _EXAMPLE.sub("", text)
    text = re.sub(r"there is no train(\d)", r"there is no slot \1", text)
    return re.sub(r"il n’y a pas de train(\d)", r"il n’y a pas de \1ᵉ emplacement", text)
