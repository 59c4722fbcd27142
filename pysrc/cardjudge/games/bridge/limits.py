"""Bridge's limits: `LIMITS`, the statement's sizes and its time and memory limits, and
`at_limits`, the most hands a file here holds, half of them with a long suit.

Imports cards and notation.
"""

import random

from ...engine import Bound, Limits
from ...i18n import mark
from .cards import CARDS, HAND_SIZE, RANKS, SUIT_LETTERS
from .notation import lines

HANDS = 100_000  # the largest file the benchmarks judge: the statement bounds no cases
LONG_SUIT = 6  # the shortest suit the preemptive and weak-two rules look at
OUTSIDE = {suit: sorted(c for c in CARDS if c[0] != suit) for suit in SUIT_LETTERS}

# "The input consists of a number of cases" with no bound; "A bridge hand consists of
# 13 cards"; "Time Limit : 1 Second", "Memory Limit : 128 MB".
LIMITS = Limits(
    sizes=(
        Bound(mark("hands in a file (no bound given: the most the benchmarks use)"), f"{HANDS:,}"),
    ),
    seconds=1.0,
    memory_mb=128,
    time_stated=True,
    memory_stated=True,
    cases=HANDS,
)


def long_suit_hand(rng: random.Random, longest: int = HAND_SIZE) -> list[str]:
    """A hand with a suit of 6 to `longest` cards, the rest dealt from the other suits, in
    a random order."""
    suit = rng.choice(SUIT_LETTERS)
    length = rng.randint(LONG_SUIT, longest)
    cards = [suit + rank for rank in rng.sample(RANKS, length)]
    cards += rng.sample(OUTSIDE[suit], HAND_SIZE - length)
    rng.shuffle(cards)
    return cards


def at_limits(rng: random.Random) -> str:
    """100,000 hands: random ones, and every other one with a suit of 6 to 13 cards."""
    deck = sorted(CARDS)
    return lines(
        long_suit_hand(rng) if i % 2 else rng.sample(deck, HAND_SIZE) for i in range(HANDS)
    )
