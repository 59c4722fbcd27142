"""UNO's input text: `parse` reads T and then T decks of 108 card codes, each error
located at its word, and `write` writes decks the same way.

Of the game's modules it imports cards and rules.
"""

from collections import Counter
from collections.abc import Sequence

from ...i18n import join, t, tn
from ...text import Words, expected_got
from .cards import CARDS, DECK_COUNTS, DECK_SIZE, Card
from .rules import Deck

MAX_ROUNDS = 100


def parse(text: str) -> list[Deck]:
    """T, then T decks of exactly 108 cards each; line breaks between cards do not matter."""
    words = Words(text)
    rounds = words.integer(t("the number of rounds T, 1 to {most}", most=MAX_ROUNDS), 1, MAX_ROUNDS)
    decks = []
    for n in range(1, rounds + 1):
        start = words.index
        tokens = words.words[start : start + DECK_SIZE]
        cards = []
        for i, token in enumerate(tokens):
            card = CARDS.get(token)
            if card is None:
                expected = t(
                    "a card: R, Y, G or B then 0-9, D, S or R; or WC or WF (round #{round})",
                    round=n,
                )
                raise words.error(start + i, expected_got(expected, token))
            cards.append(card)
        if len(cards) < DECK_SIZE:
            raise words.error_at_end(
                t(
                    "card {card} of {size} in round #{round} (it has only {count})",
                    card=len(cards) + 1,
                    size=DECK_SIZE,
                    round=n,
                    count=len(cards),
                )
            )
        words.index = start + DECK_SIZE
        check_deck(cards, words, start, n)
        decks.append(Deck(tuple(cards)))
    words.expect_end(
        tn("end of input after {count} round", "end of input after {count} rounds", rounds)
    )
    return decks


def check_deck(cards: Sequence[Card], words: Words, start: int, n: int) -> None:
    """The round's cards must be exactly the UNO deck; the error sits at the first extra copy."""
    counts = Counter(cards)
    if counts == DECK_COUNTS:
        return
    missing = DECK_COUNTS - counts
    surplus = counts - DECK_COUNTS
    seen: Counter[Card] = Counter()
    for i, card in enumerate(cards):
        seen[card] += 1
        if seen[card] > DECK_COUNTS[card]:
            raise words.error(
                start + i,
                t(
                    "expected the {size}-card UNO deck in round #{round}, got {card} copy {copy}"
                    " of {most}; missing {missing}; surplus {surplus}",
                    size=DECK_SIZE,
                    round=n,
                    card=repr(str(card)),
                    copy=seen[card],
                    most=DECK_COUNTS[card],
                    missing=tally(missing),
                    surplus=tally(surplus),
                ),
            )


def tally(counts: Counter[Card]) -> str:
    """Cards in deck order, 'R5' or 'R5 x2'."""
    return join(
        str(card) + (f" x{counts[card]}" if counts[card] > 1 else "")
        for card in DECK_COUNTS
        if counts[card]
    )


def write(decks: Sequence[Deck]) -> str:
    """T, then each deck on a line of its own."""
    return "".join([f"{len(decks)}\n", *(" ".join(map(str, d.cards)) + "\n" for d in decks)])
