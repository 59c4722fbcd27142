"""Tractor's cards and their order: the suits, the players and their teams, the
double deck and its constants, and the order a round's main suit and current rank
give the cards (which are trumps, and which ones rank next to each other).

It imports nothing of the game's other modules.
"""

from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import cache

from ...i18n import mark, t

SUIT_NAMES = {"H": mark("Hearts"), "S": mark("Spades"), "C": mark("Clubs"), "D": mark("Diamonds")}


class Suit(Enum):
    HEARTS = "H"
    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"

    @property
    def title(self) -> str:
        """The suit's name, said in the reader's language."""
        return t(SUIT_NAMES[self.value])


class Player(IntEnum):
    """The four players in clockwise order; Alice and Charles are team 1."""

    ALICE = 0
    BOB = 1
    CHARLES = 2
    DAVID = 3

    def __str__(self) -> str:
        return self.name.capitalize()

    @property
    def team(self) -> int:
        return self % 2 + 1

    @property
    def partner(self) -> "Player":
        return Player((self + 2) % 4)

    @property
    def right(self) -> "Player":
        """The player on this one's right-hand side, who plays next (Alice's is Bob)."""
        return Player((self + 1) % 4)


SUITS = tuple(Suit)
RANKS = "23456789TJQKA"  # rank values 2..14
ACE = 14
JOKERS = ("BJ", "RJ")  # black joker below red joker
NO_MAIN = "O"  # the header letter of a round with no main suit
POINTS = {"5": 5, "T": 10, "K": 10}
COPIES = 2  # two decks
CARDS_EACH = 25
HIDDEN = 8
TRUMP = "T"  # the group of every trump; a non-trump's group is its suit letter


@dataclass(frozen=True, slots=True)
class Card:
    suit: Suit | None  # None for the jokers
    rank: str  # "2".."9", "T", "J", "Q", "K", "A", or "BJ" / "RJ" for the jokers
    index: int  # the card's place in DECK

    def __str__(self) -> str:
        return self.rank if self.suit is None else self.suit.value + self.rank

    @property
    def points(self) -> int:
        return POINTS.get(self.rank, 0)


DECK = tuple(
    Card(suit, rank, n)
    for n, (suit, rank) in enumerate(
        [(s, r) for s in SUITS for r in RANKS] + [(None, joker) for joker in JOKERS]
    )
)
BY_NAME = {str(card): card for card in DECK}
CARD_WORDS = mark(
    "a card: suit H, S, C or D and rank 2-9, T (or 10), J, Q, K, A; or a joker BJ, RJ"
)


@dataclass(frozen=True)
class CardOrder:
    """The order of the cards in a round with this main suit (None: no main suit) and rank.

    `level` gives each card (by index) a number: equal numbers are equal orders
    and, within one group, numbers one apart are consecutive orders. `group` is
    TRUMP for the trumps and the suit letter for the others.
    """

    main: Suit | None
    rank: str
    level: tuple[int, ...]
    group: tuple[str, ...]

    def is_trump(self, card: Card) -> bool:
        return self.group[card.index] == TRUMP

    def key(self, card: Card) -> tuple[int, int]:
        """Sort key, highest first."""
        return -self.level[card.index], card.index


@cache
def card_order(main: Suit | None, rank: str) -> CardOrder:
    """Non-trumps by rank without the current rank (0..11); then the main suit by rank,
    the current rank off the main suit, the current rank of the main suit, BJ, RJ."""
    plain = [r for r in RANKS if r != rank]
    off_rank = len(plain) * (2 if main else 1)
    level, group = [], []
    for card in DECK:
        if card.suit is None:
            level.append(off_rank + (2 if main else 1) + JOKERS.index(card.rank))
        elif card.rank == rank:
            level.append(off_rank + (card.suit == main))
        elif card.suit == main:
            level.append(len(plain) + plain.index(card.rank))
        else:
            level.append(plain.index(card.rank))
            group.append(card.suit.value)
            continue
        group.append(TRUMP)
    return CardOrder(main, rank, tuple(level), tuple(group))


def rank_name(value: int) -> str:
    """The rank a team's rank value (2..14) names: "2" to "9", "T", "J", "Q", "K", "A"."""
    return RANKS[value - 2]
