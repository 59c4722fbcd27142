"""UNO's cards and their order: the colours and the contents in the priorities the
players follow, the card codes, and the 108-card deck.

It imports nothing of the game's other modules.
"""

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from functools import cached_property

from ...i18n import mark, t

DECK_SIZE = 108


class Colour(Enum):
    """Card colours; the four real ones in call priority, Red first."""

    RED = "R"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"
    WILD = "W"

    # A member is hashed by identity, in C: Enum's own hash (of its name) is Python code,
    # and the cards' hashes, which the deals ask for often, hash their colour and content.
    __hash__ = object.__hash__

    @property
    def title(self) -> str:
        """The colour's name in the reader's language: "Red", 红色."""
        return t(COLOUR_NAMES[self])


COLOUR_NAMES = {
    Colour.RED: mark("Red"),
    Colour.YELLOW: mark("Yellow"),
    Colour.GREEN: mark("Green"),
    Colour.BLUE: mark("Blue"),
    Colour.WILD: mark("Wild"),
}


class Content(Enum):
    """Card contents in play priority, highest first."""

    DRAW_TWO = "D"
    SKIP = "S"
    REVERSE = "R"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"
    THREE = "3"
    TWO = "2"
    ONE = "1"
    ZERO = "0"
    WILD = "C"
    WILD_DRAW_FOUR = "F"

    __hash__ = object.__hash__  # as Colour's

    @property
    def title(self) -> str:
        """The content's name in the reader's language: "Skip", 跳过; a number as it is."""
        return t(TITLES[self]) if self in TITLES else self.value


TITLES = {
    Content.DRAW_TWO: mark("Draw Two"),
    Content.SKIP: mark("Skip"),
    Content.REVERSE: mark("Reverse"),
    Content.WILD: mark("Wild Change Color"),
    Content.WILD_DRAW_FOUR: mark("Wild Draw Four"),
}
COLOURS = (Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE)  # call and tie priority
CONTENTS = tuple(Content)  # play priority
WILDS = (Content.WILD, Content.WILD_DRAW_FOUR)
ORDINARY = tuple(c for c in Content if c not in WILDS)
# How many of each card one colour has: one 0, two of everything else; four of each wild.
COPIES_PER_COLOUR = {content: 1 if content is Content.ZERO else 2 for content in ORDINARY}
WILD_COPIES = 4


@dataclass(frozen=True, eq=False)
class Card:
    """A card, one object for each: `Card(colour, content)` gives the same object every
    time, so cards are compared and hashed by identity, in C (the deals compare cards by
    the million)."""

    colour: Colour
    content: Content

    def __new__(cls, colour: Colour, content: Content) -> "Card":
        card = _EVERY_CARD.get((colour, content))
        if card is None:
            card = _EVERY_CARD[colour, content] = super().__new__(cls)
        return card

    def __str__(self) -> str:
        return self.colour.value + self.content.value

    @property
    def is_wild(self) -> bool:
        return self.colour is Colour.WILD

    @property
    def title(self) -> str:
        """The card's name in the reader's language: "Red Skip", 红色跳过."""
        if self.is_wild:
            return self.content.title
        return t("{colour} {content}", colour=self.colour.title, content=self.content.title)

    @cached_property  # asked for on every turn: kept (in the card's dict; frozen is its fields)
    def priority(self) -> tuple[int, int]:
        """Sort key of the play priority: content first, then colour (smaller plays first)."""
        return CONTENT_RANK[self.content], COLOUR_RANK[self.colour]


_EVERY_CARD: dict[tuple[Colour, Content], Card] = {}
CONTENT_RANK = {content: i for i, content in enumerate(CONTENTS)}
COLOUR_RANK = {colour: i for i, colour in enumerate(Colour)}

# The full deck, one entry per copy, in a tidy order (used to name missing cards).
FULL_DECK: tuple[Card, ...] = tuple(
    [Card(c, k) for c in COLOURS for k in ORDINARY for _ in range(COPIES_PER_COLOUR[k])]
    + [Card(Colour.WILD, k) for k in WILDS for _ in range(WILD_COPIES)]
)
DECK_COUNTS = Counter(FULL_DECK)
CARDS = {str(card): card for card in DECK_COUNTS}  # notation -> card
assert len(FULL_DECK) == DECK_SIZE
