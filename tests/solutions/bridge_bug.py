"""Bridge with a planted bug: rule 9b opens Clubs when the minors are equally long
(the statement says the longer minor; on equal length the higher ranking, Diamonds)."""

import sys

from cardjudge.games import bridge
from cardjudge.games.bridge import Suit


def one_minor(v: bridge.Valuation) -> bridge.Outcome:
    if any(v.length(s) >= 5 for s in (Suit.SPADES, Suit.HEARTS)):
        return None, "there is a 5-card suit in Spades or Hearts (rule 9a)"
    longer = Suit.DIAMONDS if v.length(Suit.DIAMONDS) > v.length(Suit.CLUBS) else Suit.CLUBS
    return bridge.Bid(1, longer), ""


bridge.RULES = tuple(
    rule._replace(shape=one_minor) if rule.shape is bridge.one_minor else rule
    for rule in bridge.RULES
)
sys.stdout.write(bridge.GAME.judge(sys.stdin.read()))
