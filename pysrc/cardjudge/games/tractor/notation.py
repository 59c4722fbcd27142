"""Tractor's input text: `parse` reads the cases, raising an InputError at the line
and column of the first thing wrong, and `write` (the game's `write`) writes
cases back as input.

It imports the game's cards and rules.
"""

from collections.abc import Sequence

from ...errors import InputError
from ...i18n import mark, t, tn
from ...text import Line, end_of_input, expected_got, lines
from .cards import (
    BY_NAME,
    CARD_WORDS,
    CARDS_EACH,
    COPIES,
    DECK,
    NO_MAIN,
    RANKS,
    Card,
    CardOrder,
    Player,
    Suit,
    card_order,
    rank_name,
)
from .rules import Case


class Reader:
    """The non-blank lines of the input, one at a time."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = [line for line in lines(text) if line.text.strip()]
        self.index = 0

    def peek(self) -> Line | None:
        return self.lines[self.index] if self.index < len(self.lines) else None

    def next(self, expected: str) -> Line:
        line = self.peek()
        if line is None:
            raise self.error_at_end(expected)
        self.index += 1
        return line

    def error_at_end(self, expected: str) -> InputError:
        return end_of_input(self.text, expected)


def end_of(line: Line) -> int:
    """The column just after a line's last word."""
    return len(line.text.rstrip()) + 1


def parse(text: str) -> list[Case]:
    """T, then T cases: a header line and trick lines until each player has played 25 cards."""
    reader = Reader(text)
    first = reader.next(t("the number of cases T"))
    words = list(first.words())
    col, word = words[0]
    if not word.isdigit() or len(word) > 7 or not word.isascii():
        raise InputError(first.number, col, expected_got(t("the number of cases T"), word))
    if len(words) > 1:
        col, extra = words[1]
        raise InputError(first.number, col, expected_got(t("only the number of cases T"), extra))
    cases = [parse_case(reader, n) for n in range(1, int(word) + 1)]
    extra_line = reader.peek()
    if extra_line is not None:
        col, word = next(extra_line.words())
        after = tn(
            "end of input after {count} case", "end of input after {count} cases", len(cases)
        )
        raise InputError(extra_line.number, col, expected_got(after, word))
    return cases


HEADER = mark(
    "the header of case #{n}: main suit (H, S, C, D or O), dealer, rank of team 1, rank of team 2"
)


def parse_case(reader: Reader, n: int) -> Case:
    header = reader.next(t(HEADER, n=n))
    main, dealer, ranks = parse_header(header, n)
    order = card_order(main, Case(main, dealer, ranks, ()).rank)
    tricks: list[tuple[tuple[Card, ...], ...]] = []
    played = 0
    copies = [0] * len(DECK)
    while played < CARDS_EACH:
        progress = t(
            "case #{n}: each player has played {played} of {cards} cards",
            n=n,
            played=played,
            cards=CARDS_EACH,
        )
        line = reader.next(t("a trick line ({progress})", progress=progress))
        plays = parse_trick(line, progress, CARDS_EACH - played, order)
        for cards in plays:
            for col, card in cards:
                copies[card.index] += 1
                if copies[card.index] > COPIES:
                    said = t(
                        "expected each card at most twice in a case (two decks), "
                        "got {card} a third time",
                        card=repr(str(card)),
                    )
                    raise InputError(line.number, col, said)
        played += len(plays[0])
        tricks.append(tuple(tuple(card for _, card in cards) for cards in plays))
    return Case(main, dealer, ranks, tuple(tricks))


def parse_trick(
    line: Line, progress: str, room: int, order: CardOrder
) -> list[list[tuple[int, Card]]]:
    """Four plays of equal size, at most `room` cards each, the lead of one group."""

    def fail(col: int, said: str) -> InputError:
        return InputError(line.number, col, said)

    words = list(line.words())
    (lead_col, lead), *_ = words
    if len(lead) == 1:
        trick_line = t("a trick line ({progress})", progress=progress)
        raise fail(1, expected_got(trick_line, line.text.strip()))
    if len(words) > 4:
        raise fail(words[4][0], expected_got(t("4 plays"), words[4][1]))
    if len(words) < 4:
        said = tn(
            "expected 4 plays, got {count} play", "expected 4 plays, got {count} plays", len(words)
        )
        raise fail(end_of(line), said)
    plays = [parse_play(line, col, word) for col, word in words]
    size = len(plays[0])
    for (col, word), cards in zip(words, plays, strict=True):
        if len(cards) != size:
            said = t(
                "expected {size} cards like the lead {lead}, got {count} in {play}",
                size=size,
                lead=repr(lead),
                count=len(cards),
                play=repr(word),
            )
            raise fail(col, said)
    if len({order.group[card.index] for _, card in plays[0]}) > 1:
        one_group = t("a lead of all trumps or all non-trumps of one suit")
        raise fail(lead_col, expected_got(one_group, lead))
    if size > room:
        said = t(
            "expected at most {room} cards in each play (each player plays exactly {cards}), "
            "got {size} in {lead}",
            room=room,
            cards=CARDS_EACH,
            size=size,
            lead=repr(lead),
        )
        raise fail(lead_col, said)
    return plays


def parse_header(line: Line, n: int) -> tuple[Suit | None, Player, tuple[int, int]]:
    words = list(line.words())
    if len(words) > 4:
        raise InputError(line.number, words[4][0], expected_got(t(HEADER, n=n), words[4][1]))
    if len(words) < 4:
        said = t(
            "expected {expected}, got {count} fields", expected=t(HEADER, n=n), count=len(words)
        )
        raise InputError(line.number, end_of(line), said)
    (c1, suit), (c2, name), (c3, rank1), (c4, rank2) = words
    if suit not in "HSCDO" or len(suit) != 1:
        raise InputError(line.number, c1, expected_got(t("the main suit H, S, C, D or O"), suit))
    main = None if suit == NO_MAIN else Suit(suit)
    dealer = {str(p): p for p in Player}.get(name)
    if dealer is None:
        said = expected_got(t("the dealer Alice, Bob, Charles or David"), name)
        raise InputError(line.number, c2, said)
    ranks = []
    for col, word, team in ((c3, rank1, 1), (c4, rank2, 2)):
        word_rank = "T" if word == "10" else word
        if len(word_rank) != 1 or word_rank not in RANKS:
            expected = t("the rank of team {team} (2-9, T, J, Q, K, A)", team=team)
            raise InputError(line.number, col, expected_got(expected, word))
        ranks.append(RANKS.index(word_rank) + 2)
    return main, dealer, (ranks[0], ranks[1])


def parse_play(line: Line, col: int, word: str) -> list[tuple[int, Card]]:
    """The cards of one play written together, each with its column."""
    cards = []
    pos = 0
    while pos < len(word):
        card = BY_NAME.get(word[pos : pos + 2])
        width = 2
        if card is None and word[pos + 1 : pos + 3] == "10":
            card, width = BY_NAME.get(word[pos] + "T"), 3
        if card is None:
            said = expected_got(t(CARD_WORDS), word[pos : pos + 2])
            raise InputError(line.number, col + pos, said)
        cards.append((col + pos, card))
        pos += width
    return cards


def format_case(case: Case) -> str:
    """A case as judge input (the inverse of parse_case)."""
    main = case.main.value if case.main else NO_MAIN
    ranks = " ".join(rank_name(r) for r in case.ranks)
    rows = [f"{main} {case.dealer} {ranks}"]
    rows += [" ".join("".join(map(str, cards)) for cards in hands) for hands in case.tricks]
    return "\n".join(rows) + "\n"


def write(cases: Sequence[Case]) -> str:
    return f"{len(cases)}\n\n" + "\n".join(format_case(case) for case in cases)
