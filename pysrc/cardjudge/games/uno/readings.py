"""The readings of UNO's statement: each point that a program can read another way
and answer differently, as a `Reading` (cardjudge.readings) with what such a program
does and what this judge does instead; `READINGS` in the statement's order. The rules
ask `follows(READING)` where they decide the point.

Points that READINGS.md decides but no other reading answers differently have none: a
wild matching by content and Wild Draw Four's restriction (a player holding a card of
the active colour can play it, and plays it before any wild).

It imports nothing of the game's other modules.
"""

from ...i18n import mark
from ...readings import Reading

LAST_CARD_PENALTY = Reading(
    "last-card-penalty-drawn",
    mark(
        "A Draw Two or Wild Draw Four played as the last card still makes the next player"
        " draw first, so the round is a draw game when the deck cannot give those cards."
    ),
    mark(
        'This judge ends the round as soon as the last card is played: "the first player to'
        ' play all his cards will be the winner and the game ends" (READINGS.md: "Playing the'
        ' last card wins at once, even when it is a Draw Two or a Wild Draw Four").'
    ),
)
DRAW_GAME_WHEN_EMPTIED = Reading(
    "draw-game-when-deck-empties",
    mark(
        "A draw that would empty the deck already ends the round as a draw game, though the"
        " deck holds every card it needs."
    ),
    mark(
        "This judge ends the round as a draw game only when a draw cannot be made in full:"
        " \"When a player should draw cards but the deck doesn't have enough cards, the game"
        ' ends as a draw game." A draw that takes exactly the last cards is made, and the'
        " round goes on: whoever goes out next still wins."
    ),
)
DEAL_IN_BLOCKS = Reading(
    "deal-seven-at-once",
    mark(
        "Each player is dealt seven cards together: SheepGod the first seven of the deck,"
        " jianhe25 the next seven, then tclsm and lkq."
    ),
    mark(
        'This judge deals one card at a time: "the players take turns to draw a card from'
        ' the deck for seven time", so SheepGod has cards 1, 5, 9, ..., jianhe25 cards 2, 6,'
        " 10, ... (READINGS.md: one card at a time to SheepGod, jianhe25, tclsm, lkq, seven"
        " times over)."
    ),
)
FIRST_CARD_IDLE = Reading(
    "first-card-no-action",
    mark(
        "The first card flipped only sets the colour and content: a Skip, Reverse or Draw"
        " Two there does nothing, and jianhe25 plays first, clockwise."
    ),
    mark(
        'This judge counts the first card as played by SheepGod: "this is the first played'
        ' card in the game", and play begins "unless that player was skipped or play was'
        ' reversed". So its action applies (READINGS.md): after a Skip jianhe25 is skipped,'
        " after a Reverse lkq plays first and play goes counter-clockwise, after a Draw Two"
        " jianhe25 draws two and loses the turn."
    ),
)
DRAWN_CARD_KEPT = Reading(
    "drawn-card-kept",
    mark(
        "A player with nothing to play draws a card and keeps it, even when it fits: the"
        " turn passes."
    ),
    mark(
        'This judge has the drawn card played when it fits: "Once a player has drawn, if the'
        ' new card is playable, then he have to play it."'
    ),
)
CALL_TIES_BLUE_FIRST = Reading(
    "call-ties-blue-first",
    mark(
        "After a wild, colours held equally often are decided the other way round: Blue,"
        " then Green, Yellow, Red (as when the last colour counted wins a tie)."
    ),
    mark(
        "This judge calls the first of Red, Yellow, Green, Blue among the colours tied:"
        ' "When two colors have the same occurrence, color priority goes second: Red > Yellow'
        ' > Green > Blue" (READINGS.md: with no coloured card left, Red).'
    ),
)

READINGS = (
    LAST_CARD_PENALTY,
    DRAW_GAME_WHEN_EMPTIED,
    DEAL_IN_BLOCKS,
    FIRST_CARD_IDLE,
    DRAWN_CARD_KEPT,
    CALL_TIES_BLUE_FIRST,
)
