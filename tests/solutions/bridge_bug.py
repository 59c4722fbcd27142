"""Bridge with a planted bug: rule 1 (4 of an 8-card or longer suit with at least 10 hcp)
wants 9 cards, so an eight-card suit with ten or more points goes on down the list."""

import sys

from cardjudge.games.bridge import GAME, rules


def preempt_four(v: rules.Valuation) -> rules.Outcome:
    if v.longest <= 8:
        return None, "longest suit has 8 cards or fewer"
    return rules.Bid(4, v.suits_of_length(v.longest)[0]), ""


rules.RULES = tuple(
    rule._replace(shape=preempt_four) if rule.shape is rules.preempt_four else rule
    for rule in rules.RULES
)
sys.stdout.write(GAME.judge(sys.stdin.read()))
