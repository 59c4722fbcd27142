"""Cirno's input: `parse` reads `n m k`, a line for each player and the deck, and
says where any mistake stands (an InputError at its line and column); `write`
gives a game's input back.

Imports cards and rules.
"""

import re
from collections.abc import Sequence
from itertools import islice

from ...errors import InputError
from ...i18n import mark, t
from ...text import Place, end_of_input, expected_got, place_of
from .cards import BY_NAME, HAND_SIZE, Card
from .rules import MAX_DECK, MAX_NAME, MAX_PLAYERS, MAX_ROUNDS, Case, Player

# -- the input, read -------------------------------------------------------------

NAME = re.compile(rf"[A-Za-z]{{1,{MAX_NAME}}}")
DIGITS = re.compile(r"[0-9]{1,9}")

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_WORD = re.compile(r"\S+")
CARD_LIST = ", ".join(BY_NAME)
SIZES = (
    (mark("n, the number of players"), MAX_PLAYERS),
    (mark("m, the number of rounds"), MAX_ROUNDS),
    (mark("k, the number of deck cards"), MAX_DECK),
)


class _Lines:
    """Reads the line-oriented head of the input, skipping blank lines."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0  # where the next line starts
        self.number = 0  # the number of the last line read
        self.line = ""  # the last line read

    def next(self, expected: str, **fields: object) -> tuple[int, str]:
        """The next non-blank line as (number, text); at the end, an error saying what was
        expected (a message with its fields, said only then)."""
        text = self.text
        while self.offset <= len(text):
            start = self.offset
            brk = _LINE_BREAK.search(text, start)
            end = brk.start() if brk else len(text)
            self.offset = brk.end() if brk else len(text) + 1
            self.number += 1
            self.line = text[start:end]
            if self.line.strip():
                return self.number, self.line
        raise end_of_input(text, t(expected, **fields))


def cut(word: str) -> str:
    """A word of the input as an error message shows it (quoted): cut when long."""
    return word if len(word) <= 24 else word[:24] + "…"


def quote(word: str) -> str:
    """A word of the input quoted, as an error message shows it."""
    return repr(cut(word))


def words(line: str) -> list[tuple[int, str]]:
    """(1-based column, word) for each word of a line."""
    return [(m.start() + 1, m.group()) for m in _WORD.finditer(line)]


def parse(text: str) -> list[Case]:
    """`n m k`, then n lines of a name and three cards, then the k deck cards."""
    lines = _Lines(text)
    n, rounds, k, header = parse_header(lines)
    players: dict[str, Player] = {}
    for i in range(1, n + 1):
        player = parse_player(lines, i, n)
        if player.name in players:
            col = words(lines.line)[0][0]
            said = t("player name {name} is used twice", name=repr(player.name))
            raise InputError(lines.number, col, said)
        players[player.name] = player
    deck = parse_deck(text, lines.offset, k)
    return [
        Case(
            players=tuple(players.values()),
            rounds=rounds,
            deck=deck,
            header=header,
            deck_end=place_of(text, len(text.rstrip())),
        )
    ]


def parse_header(lines: _Lines) -> tuple[int, int, int, Place]:
    """The first line, `n m k`, and where it starts."""
    number, line = lines.next(mark("a first line 'n m k'"))
    found = words(line)
    sizes = []
    for i, (what, most) in enumerate(SIZES):
        if i >= len(found):
            said = t("expected {expected}, got end of line", expected=t(what))
            raise InputError(number, len(line.rstrip()) + 1, said)
        col, word = found[i]
        if not DIGITS.fullmatch(word) or not 1 <= int(word) <= most:
            expected = t("{what} (1 to {most})", what=t(what), most=most)
            raise InputError(number, col, expected_got(expected, cut(word)))
        sizes.append(int(word))
    if len(found) > len(SIZES):
        col, word = found[len(SIZES)]
        expected = t("the end of the line after 'n m k'")
        raise InputError(number, col, expected_got(expected, cut(word)))
    n, rounds, k = sizes
    return n, rounds, k, Place(number, found[0][0])


def parse_player(lines: _Lines, i: int, n: int) -> Player:
    """Player line i of n: exactly a name and three cards."""
    number, line = lines.next(
        mark("player {number} of {count}: a name and three cards"), number=i, count=n
    )
    found = words(line)
    col, name = found[0]
    if not NAME.fullmatch(name):
        expected = t("a player name (1 to 20 letters)")
        raise InputError(number, col, expected_got(expected, cut(name)))
    hand = []
    for col, word in found[1:]:
        if len(hand) == HAND_SIZE:
            expected = t("only three cards for {name}", name=quote(name))
            raise InputError(number, col, expected_got(expected, cut(word)))
        card = BY_NAME.get(word)
        if card is None:
            expected = t("a card ({cards})", cards=CARD_LIST)
            raise InputError(number, col, expected_got(expected, cut(word)))
        hand.append(card)
    if len(hand) < HAND_SIZE:
        raise InputError(
            number,
            len(line.rstrip()) + 1,
            t(
                "expected three cards for {name}, got {count} before the end of the line",
                name=quote(name),
                count=len(hand),
            ),
        )
    return Player(name, tuple(hand))


def parse_deck(text: str, offset: int, k: int) -> tuple[Card, ...]:
    """The k deck cards after `offset`, top first; line breaks among them do not matter."""
    found = text[offset:].split()
    try:
        deck = tuple(map(BY_NAME.__getitem__, found[:k]))
    except KeyError:
        bad = next(i for i, word in enumerate(found) if word not in BY_NAME)
        where = deck_word(text, offset, bad)
        expected = t("a deck card ({cards})", cards=CARD_LIST)
        raise InputError(where.line, where.col, expected_got(expected, cut(found[bad]))) from None
    if len(found) > k:
        where = deck_word(text, offset, k)
        said = t("expected only k = {k} deck cards, got more: {word}", k=k, word=quote(found[k]))
        raise InputError(where.line, where.col, said)
    if len(found) < k:
        where = place_of(text, len(text.rstrip()))
        said = t("expected k = {k} deck cards, got {count}", k=k, count=len(found))
        raise InputError(where.line, where.col, said)
    return deck


def deck_word(text: str, offset: int, index: int) -> Place:
    """Where deck word number `index` stands."""
    match = next(islice(_WORD.finditer(text, offset), index, None))
    return place_of(text, match.start())


# -- the input of a game, written ------------------------------------------------


def deal_text(players: Sequence[Player], rounds: int, deck: Sequence[Card]) -> str:
    """The judge input for a game."""
    lines = [f"{len(players)} {rounds} {len(deck)}"]
    lines += [" ".join([player.name, *map(str, player.hand)]) for player in players]
    lines.append(" ".join(map(str, deck)))
    return "\n".join(lines) + "\n"


def write(cases: Sequence[Case]) -> str:
    """The input of a game (an input holds exactly one)."""
    (case,) = cases
    return deal_text(case.players, case.rounds, case.deck)
