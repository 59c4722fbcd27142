"""Bridge's cards: the four suits, the ranks and their high card points, and a hand
as one number, the sum of its cards' codes (see "counting a hand").

It imports nothing of the game's other modules.
"""

from collections.abc import Iterable
from enum import Enum

from ...i18n import mark, t

# The suits' names, as the judge prints them in a bid (always in English) and as the
# explanations say them (through the catalogs).
SUIT_NAMES = {"S": mark("Spades"), "H": mark("Hearts"), "D": mark("Diamonds"), "C": mark("Clubs")}


class Suit(Enum):
    """The four suits, highest ranking first."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def title(self) -> str:
        """The name the judge prints: "Spades"."""
        return SUIT_NAMES[self.value]

    @property
    def said(self) -> str:
        """The name in the reader's language."""
        return t(self.title)


SUITS = tuple(Suit)  # highest ranking first
SUIT_LETTERS = "".join(suit.value for suit in SUITS)
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
HONOURS = tuple(HCP)
RANKS = "AKQJT98765432"
CARDS = frozenset(suit.value + rank for suit in SUITS for rank in RANKS)
HAND_SIZE = 13
SPOTS = RANKS[len(HONOURS) :]  # the ranks below the honours


# Thirteen different cards, as the sum of their codes (see `card_code`): one
# plain int, which holds every card and every count the rules need.
Hand = int


# -- counting a hand -------------------------------------------------------------
# Each card has a code, and a hand is the sum of its cards' codes: one number
# whose bit fields hold all a valuation needs, as the card codes add up:
#   bits 0-5    the high card points
#   bits 8-39   a byte a suit, spades first: its low four bits count the
#               suit's cards, its high four are the honours held (A, K, Q, J)
#   bits 44-95  one bit for each card (CARD_ORDER): thirteen different cards set
#               thirteen of them, while a card given twice carries into the
#               next bit and sets fewer.

HCP_MASK = (1 << 6) - 1
HOLDING_SHIFTS = (8, 16, 24, 32)  # each suit's byte, spades first
HOLDING_MASK = 255
LENGTH_BITS = 4
LENGTH_MASK = (1 << LENGTH_BITS) - 1
CARD_SHIFT = 44  # past the other fields, even when thirteen codes carry out of them
LENGTHS_MASK = sum(LENGTH_MASK << shift for shift in HOLDING_SHIFTS)
# The cards in the order a hand is shown: by suit, then by rank.
CARD_ORDER = tuple(suit.value + rank for suit in SUITS for rank in RANKS)


def card_code(card: str) -> int:
    """What one card adds to the sum of a hand's codes."""
    letter, rank = card
    honour = 1 << (LENGTH_BITS + HONOURS.index(rank)) if rank in HONOURS else 0
    holding = (1 + honour) << HOLDING_SHIFTS[SUIT_LETTERS.index(letter)]
    return HCP.get(rank, 0) | holding | 1 << (CARD_SHIFT + CARD_ORDER.index(card))


CARD_CODES = {card: card_code(card) for card in CARDS}


def hand_of(cards: Iterable[str]) -> Hand:
    """The hand of these cards (each one of the 52)."""
    return sum(map(CARD_CODES.__getitem__, cards))


def cards_of(hand: Hand) -> list[str]:
    """The cards of a hand, by suit and then by rank."""
    return [card for n, card in enumerate(CARD_ORDER) if hand >> (CARD_SHIFT + n) & 1]
