"""Hearts with a planted bug: the Queen of Spades counts as a heart for the leading rule."""

import sys

from cardjudge.games.hearts import GAME
from cardjudge.games.hearts import rules as hearts_rules
from cardjudge.games.hearts.cards import QUEEN_OF_SPADES, Suit
from cardjudge.games.hearts.rules import Rule

rules_broken = hearts_rules.rules_broken


def buggy_rules_broken(card, hand, led, first, broken):
    rules = rules_broken(card, hand, led, first, broken)
    others = any(c.suit is not Suit.HEARTS and c is not QUEEN_OF_SPADES for c in hand)
    if card is QUEEN_OF_SPADES and led is None and not broken and others:
        rules = (*rules, Rule.HEARTS_NOT_BROKEN)
    return rules


hearts_rules.rules_broken = buggy_rules_broken
sys.stdout.write(GAME.judge(sys.stdin.read()))
