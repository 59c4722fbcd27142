"""Hearts' input text: `parse` reads games as 13 lines of four cards or as TopCoder array
literals, each error located at its line and column (good tricks take a fast path);
`write` writes games back as input.

It imports the game's cards and rules.
"""

import re
from collections.abc import Iterator, Sequence

from ...errors import InputError
from ...i18n import mark, t
from ...text import end_of_input, expected_got, lines
from .cards import CARDS, PLAYERS, TRICKS, TWO_OF_CLUBS, Card
from .rules import Deal

# -- reading the input -----------------------------------------------------------

CARD_EXPECTED = mark("a card: suit C, D, S or H, then rank 2-9, T, J, Q, K or A")
END_OF_LINE = mark("end of line")
_WORD = re.compile(r"\S+")
# In an array literal: a string (maybe unterminated), a brace or comma, or anything else.
_LITERAL_TOKEN = re.compile(r'"[^"]*"?|[{},]|[^\s{},"]+')


def parse(text: str) -> list[Deal]:
    """Games as 13 lines of 4 cards (a blank line between games) or as TopCoder
    array literals {"C2 CA DA C9", ...} over one or many lines; the forms may mix."""
    return Reader(text).read()


class Reader:
    """Reads every game of an input; errors name the line and column of the bad text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.rows = lines(text)
        self.deals: list[Deal] = []

    def read(self) -> list[Deal]:
        i = 0
        while i < len(self.rows):
            line = self.rows[i].text
            start = len(line) - len(line.lstrip())
            if start == len(line):
                i += 1
            elif line[start] == "{":
                i = self.read_literals(i, start)
            else:
                i = self.read_lines(i)
        return self.deals

    # -- 13 lines of 4 cards ------------------------------------------------------
    def read_lines(self, i: int) -> int:
        """A game as 13 lines; returns the index of the line after it."""
        number = len(self.deals) + 1
        seen: dict[Card, int] = {}
        tricks = []
        for k in range(1, TRICKS + 1):
            wanted = t("trick {trick} of 13 in game #{game}", trick=k, game=number)
            if i == len(self.rows):
                raise self.error_at_end(wanted)
            row = self.rows[i]
            if not row.text.strip():
                if not any(later.text.strip() for later in self.rows[i:]):
                    raise self.error_at_end(wanted)
                raise InputError(
                    row.number, 1, t("expected {expected}, got a blank line", expected=wanted)
                )
            tricks.append(self.trick(row.number, row.text, 0, k, number, seen, t(END_OF_LINE)))
            i += 1
        if i < len(self.rows) and self.rows[i].text.strip():
            col, word = next(self.rows[i].words())
            raise InputError(
                self.rows[i].number,
                col,
                t(
                    "expected a blank line after the 13 tricks of game #{game}, got {word}",
                    game=number,
                    word=repr(word),
                ),
            )
        self.deals.append(Deal(tuple(tricks)))
        return i

    # -- TopCoder array literals ----------------------------------------------------
    def read_literals(self, i: int, col: int) -> int:
        """Array literals from the "{" at rows[i][col]; returns the next line to read."""
        tokens = self.literal_tokens(i, col)
        next(tokens)  # the opening brace
        while True:
            i = self.read_literal(tokens)
            following = next(tokens, None)
            if following is None or following[0] != i:
                return i + 1
            _, col, token = following
            if token != "{":
                raise self.at(
                    i,
                    col,
                    t(
                        "expected '{{' or the end of the line after game #{game}, got {token}",
                        game=len(self.deals),
                        token=repr(token),
                    ),
                )

    def literal_tokens(self, i: int, col: int) -> Iterator[tuple[int, int, str]]:
        """(line index, 0-based column, token) from rows[i][col] on."""
        while i < len(self.rows):
            for m in _LITERAL_TOKEN.finditer(self.rows[i].text, col):
                yield i, m.start(), m.group()
            i, col = i + 1, 0

    def read_literal(self, tokens: Iterator[tuple[int, int, str]]) -> int:
        """One game from just after its "{"; returns the line index of its "}"."""
        number = len(self.deals) + 1
        seen: dict[Card, int] = {}
        tricks: list[tuple[Card, ...]] = []
        while len(tricks) < TRICKS:
            k = len(tricks) + 1
            wanted = t("trick {trick} of 13 in game #{game}", trick=k, game=number)
            if k > 1:
                comma = t("',' and {trick}", trick=wanted)
                i, col, token = self.next_token(tokens, comma)
                if token != ",":
                    raise self.at(i, col, expected_got(comma, token))
            i, col, token = self.next_token(tokens, wanted)
            if not token.startswith('"'):
                quoted = t("{trick} in double quotes", trick=wanted)
                raise self.at(i, col, expected_got(quoted, token))
            if len(token) == 1 or not token.endswith('"'):
                closed = t("expected '\"' to close {trick}, got end of line", trick=wanted)
                raise self.at(i, col + len(token), closed)
            line = self.rows[i].number
            tricks.append(self.trick(line, token[1:-1], col + 1, k, number, seen, "'\"'"))
        closing = t("'}}' after trick 13 of game #{game}", game=number)
        i, col, token = self.next_token(tokens, closing)
        if token == ",":  # a trailing comma, as Java and C++ allow
            i, col, token = self.next_token(tokens, closing)
        if token != "}":
            raise self.at(i, col, expected_got(closing, token))
        self.deals.append(Deal(tuple(tricks)))
        return i

    def next_token(
        self, tokens: Iterator[tuple[int, int, str]], expected: str
    ) -> tuple[int, int, str]:
        token = next(tokens, None)
        if token is None:
            raise self.error_at_end(expected)
        return token

    # -- one trick --------------------------------------------------------------------
    def trick(
        self, line: int, text: str, base: int, k: int, number: int, seen: dict[Card, int], end: str
    ) -> tuple[Card, ...]:
        """The four cards of trick k in `text`, which starts at 0-based column `base`.

        A fast path for good tricks; anything else goes to `checked_trick`, which
        finds and locates the first fault.
        """
        words = text.split()
        if len(words) == PLAYERS and all(word in CARDS for word in words):
            cards = tuple(CARDS[word] for word in words)
            if (
                (k > 1 or cards[0] is TWO_OF_CLUBS)
                and len(set(cards)) == PLAYERS
                and seen.keys().isdisjoint(cards)
            ):
                for card in cards:
                    seen[card] = k
                return cards
        return self.checked_trick(line, text, base, k, number, seen, end)

    def checked_trick(
        self, line: int, text: str, base: int, k: int, number: int, seen: dict[Card, int], end: str
    ) -> tuple[Card, ...]:
        where = {"trick": k, "game": number}
        cards: list[Card] = []
        for m in _WORD.finditer(text):
            col, word = base + m.start() + 1, m.group()
            if len(cards) == PLAYERS:
                raise InputError(
                    line,
                    col,
                    t(
                        "expected 4 cards in trick {trick} of game #{game}, got a 5th: {word}",
                        word=repr(word),
                        **where,
                    ),
                )
            card = CARDS.get(word)
            if card is None:
                raise InputError(line, col, expected_got(t(CARD_EXPECTED), word))
            if card in seen:
                raise InputError(
                    line,
                    col,
                    t(
                        "card {card} is played twice in game #{game} (first in trick {first})",
                        card=repr(word),
                        game=number,
                        first=seen[card],
                    ),
                )
            if k == 1 and not cards and card is not TWO_OF_CLUBS:
                raise InputError(
                    line,
                    col,
                    t(
                        "expected game #{game} to start with 'C2', got {word}",
                        game=number,
                        word=repr(word),
                    ),
                )
            seen[card] = k
            cards.append(card)
        if len(cards) < PLAYERS:
            col = base + len(text.rstrip()) + 1
            raise InputError(
                line,
                col,
                t(
                    "expected card {card} of 4 in trick {trick} of game #{game}, got {end}",
                    card=len(cards) + 1,
                    end=end,
                    **where,
                ),
            )
        return tuple(cards)

    # -- places -------------------------------------------------------------------------
    def at(self, i: int, col: int, message: str) -> InputError:
        return InputError(self.rows[i].number, col + 1, message)

    def error_at_end(self, expected: str) -> InputError:
        return end_of_input(self.text, expected)


# -- writing games --------------------------------------------------------------


def write(deals: Sequence[Deal], literal: bool = False) -> str:
    """Games as input, a blank line between them."""
    return "\n".join(format_deal(deal, literal) for deal in deals)


def format_deal(deal: Deal, literal: bool = False) -> str:
    """A game as input text: 13 lines, or the array literal as the statement prints it."""
    rows = [" ".join(map(str, cards)) for cards in deal.tricks]
    if literal:
        return "{" + ",\n ".join(f'"{row}"' for row in rows) + "}\n"
    return "\n".join(rows) + "\n"
