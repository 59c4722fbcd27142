"""Hearts' readings: the points of the statement a program can read another way, each a
switch of the judge (see cardjudge.readings), in the statement's order. The rules ask
`follows(...)` where they decide each point.

It imports none of the game's other modules.
"""

from ...i18n import mark
from ...readings import Reading

CHEATER_NO_MOON = Reading(
    "cheater-no-moon",
    mark(
        "A player who cheated cannot shoot the moon: a cheater who takes all 13 hearts and the "
        "Queen of Spades leaves the other players their own points (0), not 26."
    ),
    mark(
        'This judge lets a cheater shoot the moon: "Scoring should be counted the same even if '
        'the game isn\'t legit", and READINGS.md: the moon gives each other player 26 "even if '
        "that player cheated\" (in the statement's example 7, player 2 cheated to shoot the "
        "moon, and players 1 and 3 score 26)."
    ),
)

QUEEN_LEADS_AS_HEART = Reading(
    "queen-leads-as-heart",
    mark(
        "The Queen of Spades counts as a heart for the leading rule: leading it before hearts "
        "are broken is cheating, unless the leader holds nothing but hearts and the Queen."
    ),
    mark(
        'This judge lets the Queen of Spades be led before hearts are broken: the leader "may '
        'not lead with a heart", and the Queen is a spade (READINGS.md: "The Queen of Spades '
        'is a non-heart for the leading rule").'
    ),
)

QUEEN_BREAKS_HEARTS = Reading(
    "queen-breaks-hearts",
    mark(
        "Playing the Queen of Spades breaks hearts as a heart does, so hearts may be led in "
        "every trick after it."
    ),
    mark(
        'This judge breaks hearts only with a heart: hearts are broken when "some player has '
        'played a heart in a previous trick", and the Queen of Spades is a spade.'
    ),
)

ILLEGAL_HEART_NO_BREAK = Reading(
    "illegal-heart-no-break",
    mark(
        "Only a heart played by the rules breaks hearts: a heart played against the rules "
        "leaves them unbroken."
    ),
    mark(
        'This judge breaks hearts with every heart played, by the rules or not: "some player '
        'has played a heart in a previous trick (including illegally playing a heart)".'
    ),
)

QUEEN_ON_FIRST_TRICK = Reading(
    "queen-on-first-trick",
    mark(
        "The first trick forbids hearts only: the Queen of Spades may be played on it like a "
        "card that scores nothing."
    ),
    mark(
        'This judge forbids the Queen of Spades on the first trick too: "no scoring cards '
        "(hearts or the Queen of Spades) may be played on the first trick, unless that player "
        "has no non-scoring cards in his hand\" (the statement's example 6)."
    ),
)

READINGS = (
    CHEATER_NO_MOON,
    QUEEN_LEADS_AS_HEART,
    QUEEN_BREAKS_HEARTS,
    ILLEGAL_HEART_NO_BREAK,
    QUEEN_ON_FIRST_TRICK,
)
