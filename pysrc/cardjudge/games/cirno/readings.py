"""Cirno's readings: the points of the statement that a program can read another way,
each a `Reading` the rules (and cards.py, for D2) ask `follows` about where they decide
that point. They are the points READINGS.md decides and misreadings that public
solutions make, in the statement's order.

It imports nothing of the game's other modules.
"""

from ...i18n import mark
from ...readings import Reading

D2_TOWARD_ZERO = Reading(
    "d2-toward-zero",
    mark(
        "D2 on a negative p rounds toward zero, as C and C++'s / does: -1 becomes 0 and"
        " -11 becomes -5."
    ),
    mark(
        'This judge rounds down: D2 "divides p by the corresponding number and rounds'
        ' down, i.e. p ← ⌊p ÷ x⌋" (READINGS.md: -1 becomes -1, -11 becomes -6).'
    ),
)

COUNTERS_UNPRINTED = Reading(
    "counters-unprinted",
    mark("Prints only the basic cards played: a PASS, TURN or DOUBLE prints no line."),
    mark(
        'This judge prints every play that does not lose: "Each time a player plays a'
        ' card, if she is not the loser, output: XXX used YYY,now p=ZZZ." (READINGS.md:'
        " counter cards too, as X used PASS,now p=89.)."
    ),
)

LOSING_PLAY_PRINTED = Reading(
    "losing-play-printed",
    mark(
        "Prints the losing play too, as X used YYY,now p=ZZZ. with p past 99, before"
        " X lost the game."
    ),
    mark(
        'This judge prints only the loss: "if she is not the loser, output: XXX used'
        " YYY,now p=ZZZ. Otherwise, when a player becomes the loser, that round ends."
        ' Output: XXX lost the game." (READINGS.md: the losing play is not printed).'
    ),
)

READINGS = (
    D2_TOWARD_ZERO,
    COUNTERS_UNPRINTED,
    LOSING_PLAY_PRINTED,
)
