"""Cirno's cards: the eighteen cards, in the order hands are shown, their kinds and
numbers, what each does to p, and their names in the input.

Imports readings only (of the game's modules).
"""

from enum import Enum, IntEnum

from ...i18n import mark
from ...readings import follows
from .readings import D2_TOWARD_ZERO

HAND_SIZE = 3  # the cards each player holds


class Kind(Enum):
    """The kinds of card; the five basic kinds change p, counter cards skip."""

    ADD = mark("addition")
    SUB = mark("subtraction")
    MUL = mark("multiplication")
    DIV = mark("division")
    SET = mark("fixed-value")
    COUNTER = "counter"


class Card(IntEnum):
    """The eighteen cards, in the order hands are shown."""

    A1 = 0
    A2 = 1
    A5 = 2
    A9 = 3
    A19 = 4
    A49 = 5
    A99 = 6
    B1 = 7
    B9 = 8
    B19 = 9
    C2 = 10
    D2 = 11
    E0 = 12
    E49 = 13
    E99 = 14
    PASS = 15
    TURN = 16
    DOUBLE = 17

    def __str__(self) -> str:
        return CARD_NAMES[self]

    @property
    def kind(self) -> Kind:
        return KIND_OF[self]

    @property
    def number(self) -> int:
        """The number printed on a basic card (0 on a counter card)."""
        return NUMBER_OF[self]

    def apply(self, p: int) -> int:
        """p after this card; D2 rounds toward negative infinity, counter cards keep p."""
        kind, x = KIND_OF[self], NUMBER_OF[self]
        if kind is Kind.COUNTER:
            return p
        if kind is Kind.ADD:
            return p + x
        if kind is Kind.SUB:
            return p - x
        if kind is Kind.MUL:
            return p * x
        if kind is Kind.DIV:
            if p < 0 and follows(D2_TOWARD_ZERO):
                return -(-p // x)
            return p // x
        return x


KINDS = {"A": Kind.ADD, "B": Kind.SUB, "C": Kind.MUL, "D": Kind.DIV, "E": Kind.SET}
CARDS = tuple(Card)
COUNTERS = (Card.PASS, Card.TURN, Card.DOUBLE)  # the order a player checks them
KIND_OF = tuple(Kind.COUNTER if c in COUNTERS else KINDS[c.name[0]] for c in CARDS)
NUMBER_OF = tuple(0 if c in COUNTERS else int(c.name[1:]) for c in CARDS)
CARD_NAMES = tuple(card.name for card in CARDS)
BY_NAME = {card.name: card for card in CARDS}
