"""Bridge's input text: `parse`, with its fast path for words of two ASCII characters
and its located errors, and `write`.

It imports cards only: reading and writing hands needs nothing of the rules.
"""

import sys
from collections.abc import Iterable, Sequence
from itertools import repeat
from operator import rshift

from ...i18n import t
from ...text import Words, expected_got
from .cards import CARD_CODES, CARD_SHIFT, HAND_SIZE, Hand, cards_of


def parse(text: str) -> list[Hand]:
    """Hands of 13 cards, whitespace-separated; line breaks do not matter."""
    codes = two_byte_codes(text)
    if codes is None:
        codes = list(map(CARD_CODES.get, text.split()))  # None for a word that is no card
    try:
        hands = list(map(sum, zip(*[iter(codes)] * HAND_SIZE, strict=True)))  # 13 at a time
    except (TypeError, ValueError):  # a None in a sum, or a hand cut short
        raise bad_word_or_count(Words(text)) from None
    different = list(map(int.bit_count, map(rshift, hands, repeat(CARD_SHIFT))))
    if min(different, default=HAND_SIZE) < HAND_SIZE:
        first = different.index(min(different))
        raise repeated_card(Words(text), first * HAND_SIZE, first + 1)
    return hands


# Judge input is nearly always words of two ASCII characters: then the cards
# are read straight from the bytes, whitespace dropped and two bytes a card,
# twice as quick as splitting the text into a million words.
WHITESPACE = b"\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f "  # where str.split splits ASCII text
IN_A_WORD = bytes(0 if byte in WHITESPACE else 1 for byte in range(256))  # a translate table


def by_two_bytes() -> list[int | None]:
    """Each card's code at its two bytes read as one number (as memoryview.cast("H") does)."""
    table: list[int | None] = [None] * (1 << 16)
    for card, code in CARD_CODES.items():
        table[int.from_bytes(card.encode(), sys.byteorder)] = code
    return table


TWO_BYTE_CODES = by_two_bytes()


def two_byte_codes(text: str) -> list[int | None] | None:
    """Each word's card code (None for a word that is no card), when every word is two
    ASCII characters; else None."""
    if not text.isascii():
        return None
    raw = text.encode()
    marks = b"\0" + raw.translate(IN_A_WORD) + b"\0"
    if b"\1\1\1" in marks or b"\0\1\0" in marks:  # a word of three or more, or of one
        return None
    pairs = memoryview(raw.translate(None, WHITESPACE)).cast("H")
    return list(map(TWO_BYTE_CODES.__getitem__, pairs))


def bad_word_or_count(words: Words) -> Exception:
    """The first word that is no card, else the hand the input ends in the middle of."""
    bad = next((i for i, word in enumerate(words.words) if word not in CARD_CODES), None)
    if bad is not None:
        expected = t("a card: suit S, H, D or C then rank A-K-Q-J-T-9..2")
        return words.error(bad, expected_got(expected, words.words[bad]))
    count = len(words.words)
    card, number = count % HAND_SIZE + 1, count // HAND_SIZE + 1
    return words.error_at_end(t("card {card} of 13 in hand #{number}", card=card, number=number))


def repeated_card(words: Words, start: int, number: int) -> Exception:
    seen = set()
    for index in range(start, start + HAND_SIZE):
        if words.words[index] in seen:
            card = repr(words.words[index])
            return words.error(
                index, t("card {card} twice in hand #{number}", card=card, number=number)
            )
        seen.add(words.words[index])
    raise AssertionError("no repeated card")


def write(hands: Sequence[Hand]) -> str:
    """Hands as input, one a line."""
    return lines(map(cards_of, hands))


def lines(hands: Iterable[Iterable[str]]) -> str:
    """Hands given by their cards as input, one a line."""
    return "".join(" ".join(cards) + "\n" for cards in hands)
