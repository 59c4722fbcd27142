"""UNO with a planted bug: after a wild, a tie in the colour called goes to Blue, then Green,
Yellow, Red (the statement: Red, Yellow, Green, Blue)."""

import sys
from collections import Counter

from cardjudge.games import uno
from cardjudge.games.uno import rules
from cardjudge.games.uno.cards import COLOURS


def call_colour(hand):
    counts = Counter(card.colour for card in hand)
    return max(reversed(COLOURS), key=lambda colour: counts[colour])


rules.call_colour = call_colour
sys.stdout.write(uno.GAME.judge(sys.stdin.read()))
