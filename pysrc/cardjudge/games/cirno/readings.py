"""Cirno's readings: the points of the statement that a program can read another way,
each a `Reading` the rules (and cards.py, for D2) ask `follows` about where they decide
that point. They are the points READINGS.md decides and misreadings that public
solutions make, in the statement's order.

It imports nothing of the game's other modules.
"""

from ...i18n import mark
from ...readings import Reading

LOSER_DRAWS_FIRST = Reading(
    "loser-draws-first",
    mark(
        "The loser draws one card for her losing play too, as after any play, before she"
        " discards her hand and draws three: one deck card more goes each round."
    ),
    mark(
        'This judge draws only for a play that does not lose: "if p > 99 at that time,'
        " that player becomes the loser of this game; otherwise, she will immediately draw"
        ' one card" (READINGS.md: the loser does not draw for the losing play; she'
        " discards her other two cards and draws three)."
    ),
)

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

DOUBLE_CARRIES_OVER = Reading(
    "double-carries-over",
    mark(
        "A DOUBLE still pending when a round ends (she lost on her first card of two) stays"
        " on the loser, who starts the next round under it."
    ),
    mark(
        'This judge starts every round afresh: "At the start of each round, p is'
        ' initialized to 0", play is "reset to clockwise at the beginning of the next'
        ' round", and the DOUBLE ends with the round (READINGS.md: each round starts'
        " clockwise with p = 0 and no DOUBLE pending)."
    ),
)

DOUBLE_TIES_LARGEST_ORDER = Reading(
    "double-ties-largest-order",
    mark(
        "Under DOUBLE, ties on the smallest p go in the order used without DOUBLE:"
        " multiplication, addition, subtraction, division, fixed-value."
    ),
    mark(
        'This judge takes the order the statement gives under DOUBLE: "if there are'
        " multiple moves that make p minimal, then choose with priority in the order"
        " division card, subtraction card, addition card, multiplication card, fixed-value"
        ' card".'
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
    LOSER_DRAWS_FIRST,
    D2_TOWARD_ZERO,
    DOUBLE_CARRIES_OVER,
    DOUBLE_TIES_LARGEST_ORDER,
    COUNTERS_UNPRINTED,
    LOSING_PLAY_PRINTED,
)
