"""Hearts' cards: the four suits, the 52 cards and their order, and what each card scores.

It imports none of the game's other modules.
"""

from dataclasses import dataclass, field
from enum import Enum

from ...i18n import mark, t


class Suit(Enum):
    """The four suits, in the order hands are shown."""

    CLUBS = "C"
    DIAMONDS = "D"
    SPADES = "S"
    HEARTS = "H"

    @property
    def noun(self) -> str:
        """One card of the suit in words: "club"."""
        return t(SUIT_NOUNS[self])


SUIT_NOUNS = {
    Suit.CLUBS: mark("club"),
    Suit.DIAMONDS: mark("diamond"),
    Suit.SPADES: mark("spade"),
    Suit.HEARTS: mark("heart"),
}


RANKS = "23456789TJQKA"  # lowest first
PLAYERS = 4
TRICKS = 13
HEART_POINTS = 1
QUEEN_POINTS = 13


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One of the 52 cards of `DECK` (find them in `CARDS`): one object per card,
    so identity is equality and sets and dicts of cards stay fast."""

    suit: Suit
    rank: str
    value: int = field(init=False)  # order within the suit: 0 for the 2, 12 for the Ace
    points: int = field(init=False)  # a heart is worth 1, the Queen of Spades 13

    def __post_init__(self) -> None:
        queen = self.suit is Suit.SPADES and self.rank == "Q"
        points = HEART_POINTS if self.suit is Suit.HEARTS else QUEEN_POINTS if queen else 0
        object.__setattr__(self, "value", RANKS.index(self.rank))
        object.__setattr__(self, "points", points)

    def __str__(self) -> str:
        return self.suit.value + self.rank

    @property
    def scoring(self) -> bool:
        """Hearts and the Queen of Spades are the scoring cards."""
        return self.points > 0


DECK = tuple(Card(suit, rank) for suit in Suit for rank in RANKS)
CARDS = {str(card): card for card in DECK}
TWO_OF_CLUBS = CARDS["C2"]
QUEEN_OF_SPADES = CARDS["SQ"]
HAND_ORDER = {card: i for i, card in enumerate(DECK)}  # clubs, diamonds, spades, hearts


def hand_order(card: Card) -> int:
    """Hands are shown clubs, diamonds, spades, hearts, each from the 2 up."""
    return HAND_ORDER[card]
