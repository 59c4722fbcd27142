"""UNO's limits: `LIMITS`, the statement's bound on T and its time and memory limits,
and `at_limits`, the most rounds of a file, each a deck that runs long.

Imports cards, rules and notation.
"""

import random
from typing import Any, NamedTuple

from ...engine import Bound, Limits
from ...i18n import mark
from .cards import FULL_DECK, Card
from .notation import MAX_ROUNDS, write
from .rules import HAND_SIZE, PLAYERS, Action, Deck, Table, Turn, deal, play_table

# "T (1 <= T <= 100)", "the order of 108 cards"; "Time Limit : 1 Second",
# "Memory Limit : 128 MB".
LIMITS = Limits(
    sizes=(Bound(mark("T, the number of rounds"), f"{MAX_ROUNDS}"),),
    seconds=1.0,
    memory_mb=128,
    time_stated=True,
    memory_stated=True,
    cases=MAX_ROUNDS,
)

POOL = 5000  # shuffles to choose the longest rounds from


class Taken(NamedTuple):
    """What the rules read of a turn taken (`play_on`, `take_turn`): its action, its card."""

    action: Action
    card: Card | None


class Counting(Table):
    """A table that keeps of each turn only what the rules read again, not the whole
    table as it stands (`Table.record` copies every hand, a turn): the same turns, as
    many, for choosing the longest rounds."""

    def record(self, number: int, seat: int, action: Action, **told: Any) -> Turn:
        return Taken(action, told.get("card"))  # type: ignore[return-value]


def turns_of(deck: Deck) -> int:
    """How many turns the round of this deck lasts: `len(play(deck).turns)`."""
    dealt = len(PLAYERS) * HAND_SIZE  # as `play` deals it
    return len(play_table(Counting(deal(deck.cards), deck.cards[dealt:])).turns)


def longest_decks(rng: random.Random, count: int = MAX_ROUNDS, pool: int = POOL) -> list[Deck]:
    """The `count` shuffles with the most turns among `pool`, longest first."""
    decks = []
    for _ in range(pool):
        cards = list(FULL_DECK)
        rng.shuffle(cards)
        deck = Deck(tuple(cards))
        decks.append((turns_of(deck), deck))
    decks.sort(key=lambda pair: -pair[0])
    return [deck for _, deck in decks[:count]]


def at_limits(rng: random.Random) -> str:
    """T = 100 rounds, the longest of 5,000 shuffles: the most turns for a file."""
    return write(longest_decks(rng))
