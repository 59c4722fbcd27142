"""UNO's stacked tables: a round whose deck is laid as it goes (`Stacked`), the rounds
played ahead that read only a glance of each turn, and the deck a stacked round laid.
The tools `deals` and `staging` deal with (`exact` asks only who moves after a card).

Of the game's modules it imports cards and rules.
"""

import random
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TypeVar

from .cards import FULL_DECK, ORDINARY, Card, Content
from .rules import HAND_SIZE, Action, Deck, Table

# Who moves after a card is laid: his seat from its player's, in the direction of play
# before it (a Reverse turns it: the player before moves; a Skip or a Draw Two's victim
# loses the turn).
MOVES_NEXT = {content: 1 for content in ORDINARY} | {
    Content.REVERSE: -1,
    Content.SKIP: 2,
    Content.DRAW_TWO: 2,
}


class Stacked(Table):
    """A table whose deck is laid as the round goes: each card when it is drawn, chosen by
    `pick` from the cards not yet laid (the `pool`). The deck it lays, then the pool,
    is a deck that plays the same round."""

    def __init__(
        self,
        hands: Sequence[Sequence[Card]],
        pool: Sequence[Card],
        pick: "Callable[[Stacked, int], Card]",
    ) -> None:
        super().__init__(hands, ())
        self.dealt = [list(hand) for hand in hands]
        self.pool = list(pool)
        self.pick = pick
        self.seat = 0  # who draws next

    def next_seat(self, seat: int) -> int:
        self.seat = super().next_seat(seat)
        return self.seat

    def draw(self, count: int) -> tuple[Card, ...] | None:
        while self.deck_left < count and self.pool:
            card = self.pick(self, count)
            self.pool.remove(card)
            self.deck.append(card)
        return super().draw(count)


class Glance(NamedTuple):
    """What a round played ahead reads of a turn: no more of the table than this."""

    action: Action
    card: Card | None
    drawn: tuple[Card, ...]
    needed: int
    deck_left: int


class Glancing(Table):
    """A table whose turns are glances, not `Turn`s: no copy of the hands each turn, for
    the rounds played ahead, which read only what a `Glance` holds."""

    def record(self, number: int, seat: int, action: Action, **details: Any) -> Any:
        drawn, needed = details.get("drawn", ()), details.get("needed", 0)
        return Glance(action, details.get("card"), drawn, needed, self.deck_left)


class GlancingStacked(Glancing, Stacked):
    pass


TableT = TypeVar("TableT", bound=Table)


def going_on(table: Table, ahead: TableT) -> TableT:
    """`ahead`, a table with the hands and the deck of its own, with the pile and the
    rotation of `table`: to play a round on from where `table` stands."""
    ahead.top, ahead.colour, ahead.direction = table.top, table.colour, table.direction
    return ahead


def stacked_deck(table: Stacked) -> Deck:
    """The 108 cards in order: the hands as dealt, the deck as laid, the rest."""
    dealt = [hand[i] for i in range(HAND_SIZE) for hand in table.dealt]
    return Deck(tuple(dealt + table.deck + table.pool))


def shuffled(rng: random.Random) -> list[Card]:
    cards = list(FULL_DECK)
    rng.shuffle(cards)
    return cards
