"""Bridge's readings: the points of the statement a program can read another way, each a
switch of the judge (see cardjudge.readings), in the statement's order. The rules ask
`follows(...)` where they decide each point, and keep their tables apart by reading.

It imports none of the game's other modules.
"""

from ...i18n import mark
from ...readings import Reading

RULE_4_SIX_OR_MORE = Reading(
    "rule-4-six-or-more",
    mark(
        'Rule 4\'s "6-x-x-x" is read as any hand with 6 Spades or 6 Hearts, even when another '
        "suit is longer: a 7-6-0-0 hand of 8-9 hcp whose 7-card suit is a minor bids 2 of its "
        "6-card major."
    ),
    mark(
        "This judge applies rule 4 only when the longest suit has exactly 6 cards: a "
        'distribution "is usually listed in non-increasing order", so "6-x-x-x" starts with '
        'the longest suit, and READINGS.md decides that "7-6-0-0 does not match rule 4". '
        "That hand bids Pass (rule 11)."
    ),
)

STOPPERS_EXACT = Reading(
    "stoppers-exact",
    mark(
        "Rule 6's stoppers are read as exact holdings: a king stops a suit only with exactly "
        "one other card (Kx), a queen with exactly two (Qxx), a jack with exactly three "
        "(Jxxx), so a suit of K-x-x is not stopped."
    ),
    mark(
        "This judge stops a suit with a king and one or more other cards (a queen and two or "
        'more, a jack and three or more): "A suit is considered stopped if the suit contains '
        'at least one of the following", and a suit of a king and two others contains "a K '
        'and one other".'
    ),
)

RULE_9B_TIE_LOWER = Reading(
    "rule-9b-tie-lower",
    mark(
        "Rule 9b breaks a tie between Diamonds and Clubs toward Clubs, the lower ranking "
        "suit, as rule 10 breaks its ties."
    ),
    mark(
        'This judge bids Diamonds: rule 9b says "If there is a tie, bid the higher ranking '
        'suit", and the suits are "ranked in decreasing order" spades, hearts, diamonds, '
        "clubs."
    ),
)

RULE_10_TIE_HIGHER = Reading(
    "rule-10-tie-higher",
    mark(
        "Rule 10 breaks a tie between longest suits toward the highest ranking of them, as "
        "rules 9a and 9b break theirs."
    ),
    mark(
        'This judge bids the lowest ranking of the longest suits: rule 10 says "If there is '
        'a tie, bid the lowest ranking suit".'
    ),
)

READINGS = (RULE_4_SIX_OR_MORE, STOPPERS_EXACT, RULE_9B_TIE_LOWER, RULE_10_TIE_HIGHER)
