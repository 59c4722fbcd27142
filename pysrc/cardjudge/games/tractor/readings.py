"""Tractor's readings: the points of the statement that a program can read another way,
each a `Reading` the rules ask `follows` about where they decide that point. They are
points READINGS.md decides and misreadings that public solutions make, in the
statement's order.

It imports nothing of the game's other modules.
"""

from ...i18n import mark
from ...readings import Reading

DOWN_DEALER_BEFORE = Reading(
    "down-dealer-before",
    mark(
        "When the declarers are down, the next dealer is the player before the dealer in"
        " clockwise order (David after Alice), the one on her right as the players sit."
    ),
    mark(
        "This judge takes the next player clockwise: \"the player on dealer's right-hand side"
        " becomes the dealer of the next round. For example, if the dealer of the current"
        " round is Alice and her team (CT) is down, the dealer of the next round should be"
        " Bob (on Alice's right-hand side).\""
    ),
)

TIE_LATER_WINS = Reading(
    "tie-later-wins",
    mark(
        "When a later play ties the order of the winning card (or honor card), the later"
        " player takes the trick, as a comparison by >= gives."
    ),
    mark(
        'This judge gives the trick to the earlier player: "If more than one player played'
        " the same highest-ordered card, the winner of this trick will be the one who plays"
        ' the highest-ordered card first" (READINGS.md: ties in order go to the earlier'
        " player)."
    ),
)

HONOR_HIGHEST_CARD = Reading(
    "honor-highest-card",
    mark(
        "The plays of a throw compete with their highest card, not with the highest card of"
        " their longest components."
    ),
    mark(
        "This judge compares honor cards: a follow is arranged into the lead's structure"
        ' "so that the order of the highest-ordered card in all the longest components of'
        ' the throw is as high as possible (this card is called honor card)", as READINGS.md'
        " decides; in the statement's last example Charles's H7 beats Bob's RJ."
    ),
)

THROW_BEATEN_IN_SUIT = Reading(
    "throw-beaten-in-suit",
    mark(
        "A throw is won like any other trick: a follow of its suit (trumps, for a trump"
        " throw) arranged into its structure beats it with a higher honor card."
    ),
    mark(
        "This judge lets only trumps beat a non-trump throw, and nothing beat a trump throw:"
        ' "when someone leads a not-trump throw the only possible way to beat it is to'
        " throw the same structure of trumps. And it's impossible to beat a leading trump"
        ' throw" (READINGS.md: a same-suit follow never beats a throw).'
    ),
)

HIDDEN_POWER_LEAD_LENGTH = Reading(
    "hidden-power-lead-length",
    mark(
        "The hidden cards' multiplier 2^w takes w as the number of lead cards of the last"
        " trick, even when it is a throw."
    ),
    mark(
        "This judge takes a throw's longest component: \"If the structure is throw"
        ' instead, w is the length of the longest components" (READINGS.md: the length in'
        " cards of its longest component)."
    ),
)

RANKS_AS_NUMBERS = Reading(
    "ranks-as-numbers",
    mark("Writes the new ranks as numbers: 10, 11, 12, 13 and 14 for T, J, Q, K and A."),
    mark(
        'This judge writes them as cards, as the input does: READINGS.md says "Ranks are'
        ' 2-9, T, J, Q, K, A in input and output", as a comment under the problem does: "CR'
        " for input and output should be represented as a card (not as number), i.e. T for"
        ' 10".'
    ),
)

READINGS = (
    DOWN_DEALER_BEFORE,
    TIE_LATER_WINS,
    HONOR_HIGHEST_CARD,
    THROW_BEATEN_IN_SUIT,
    HIDDEN_POWER_LEAD_LENGTH,
    RANKS_AS_NUMBERS,
)
