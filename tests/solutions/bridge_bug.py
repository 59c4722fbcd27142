"""Bridge with a planted bug: rule 1 (4 of an 8-card or longer suit with at least 10 hcp)
wants 9 cards, so an eight-card suit with ten or more points goes on down the list."""

import sys

from cardjudge.games import bridge


def preempt_four(v: bridge.Valuation) -> bridge.Outcome:
    if v.longest <= 8:
        return None, "longest suit has 8 cards or fewer"
    return bridge.Bid(4, v.suits_of_length(v.longest)[0]), ""


bridge.RULES = tuple(
    rule._replace(shape=preempt_four) if rule.shape is bridge.preempt_four else rule
    for rule in bridge.RULES
)
sys.stdout.write(bridge.GAME.judge(sys.stdin.read()))
