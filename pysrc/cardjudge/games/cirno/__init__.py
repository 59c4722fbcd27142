"""Cirno's ⑨ cards (Luogu P7506, "Wdsr-2.5" Cirno's Arithmetic Game).

Players in a circle play cards that change a number p; whoever cannot keep p
at or under 99 loses the round, discards, draws three and starts the next one.

`play` is the trusted fast path: it looks each turn up in a table keyed by
(p, hand, DOUBLE), filled on first need from `preference`, and records each
play as one packed int, keeping the table as it stands every CHECKPOINT_EVERY
plays. `steps` replays those plays, rebuilding hands, direction and DOUBLE,
and explains each with `choose`, which ranks cards by the same `preference`:
lazily, from the nearest kept table, so that any step of a 300,000-play game
is made in about the time of a few thousand quick plays.
"""

import operator
import random
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum, IntEnum
from functools import lru_cache
from itertools import chain, combinations_with_replacement, islice, pairwise, repeat
from typing import NamedTuple, TypeVar, overload

from ...dealing import runs, up_to
from ...engine import Edge, Game, Step
from ...errors import InputError
from ...i18n import join, mark, t, tn
from ...text import Place, end_of_input, expected_got, place_of

LIMIT = 99  # a play that leaves p above this loses the round
HAND_SIZE = 3
MAX_PLAYERS = 30
MAX_ROUNDS = 100
MAX_DECK = 300_000
NAME = re.compile(r"[A-Za-z]{1,20}")
DIGITS = re.compile(r"[0-9]{1,9}")

# p is an unbounded integer, but a game whose p leaves this range (only a
# long run of C2 on a negative p gets there) is refused rather than printed.
P_BOUND = 10**100


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
            return p // x
        return x


KINDS = {"A": Kind.ADD, "B": Kind.SUB, "C": Kind.MUL, "D": Kind.DIV, "E": Kind.SET}
CARDS = tuple(Card)
COUNTERS = (Card.PASS, Card.TURN, Card.DOUBLE)  # the order a player checks them
KIND_OF = tuple(Kind.COUNTER if c in COUNTERS else KINDS[c.name[0]] for c in CARDS)
NUMBER_OF = tuple(0 if c in COUNTERS else int(c.name[1:]) for c in CARDS)
CARD_NAMES = tuple(card.name for card in CARDS)
BY_NAME = {card.name: card for card in CARDS}

# Ties on p: the kind listed first is played.
LARGEST_FIRST = (Kind.MUL, Kind.ADD, Kind.SUB, Kind.DIV, Kind.SET)
SMALLEST_FIRST = (Kind.DIV, Kind.SUB, Kind.ADD, Kind.MUL, Kind.SET)


class Reason(Enum):
    """Which part of the strategy picked a card."""

    LARGEST = "the largest p that stays at or under 99"
    FALLBACK = "no basic card keeps p at or under 99, so a counter card"
    DOUBLED_COUNTER = "under DOUBLE, a counter card comes first"
    SMALLEST = "under DOUBLE with no counter card, the smallest p that stays at or under 99"
    LOSES = "every card passes 99"


@dataclass(frozen=True)
class Choice:
    """The card a player plays, p after it, and why; `p` is past 99 when she loses."""

    card: Card
    p: int
    reason: Reason
    options: tuple[tuple[Card, int], ...]  # each basic card held, with p after it
    counters: tuple[Card, ...] = ()  # the counter cards held, in the order they are checked

    @property
    def lost(self) -> bool:
        return self.reason is Reason.LOSES


def preference(card: Card, p: int, doubled: bool) -> tuple[int, int, int]:
    """How much a player at p wants to play `card`; she plays the card she wants most.

    First the tier: with no DOUBLE, basic cards that keep p at or under 99, then
    counter cards; under DOUBLE, counter cards, then those basic cards; last,
    cards that lose. Then p (largest, but smallest under DOUBLE), then the tie
    order of kinds, then PASS, TURN, DOUBLE. A losing card is any card to the
    statement; the one that passes 99 by least is taken.
    """
    kind = card.kind
    if kind is Kind.COUNTER:
        return (2 if doubled else 1, 0, -COUNTERS.index(card))
    q = card.apply(p)
    if q > LIMIT:
        return (0, -q, -SMALLEST_FIRST.index(kind))
    if doubled:
        return (1, -q, -SMALLEST_FIRST.index(kind))
    return (2, q, -LARGEST_FIRST.index(kind))


def choose(hand: Iterable[Card], p: int, doubled: bool) -> Choice:
    """The card a player holding `hand` plays at p, with p after it and why."""
    return _choose(tuple(sorted(set(hand))), p, doubled)


@lru_cache(maxsize=1 << 16)
def _choose(held: tuple[Card, ...], p: int, doubled: bool) -> Choice:
    card = max(held, key=lambda c: preference(c, p, doubled))
    options = tuple((c, c.apply(p)) for c in held if c.kind is not Kind.COUNTER)
    counters = tuple(c for c in held if c.kind is Kind.COUNTER)
    if card.kind is Kind.COUNTER:
        reason = Reason.DOUBLED_COUNTER if doubled else Reason.FALLBACK
        return Choice(card, p, reason, options, counters)
    q = card.apply(p)
    if q > LIMIT:
        return Choice(card, q, Reason.LOSES, options, counters)
    return Choice(card, q, Reason.SMALLEST if doubled else Reason.LARGEST, options, counters)


# -- the rules' edges ------------------------------------------------------------------
# Every rule above, and the edges of its conditions, that a game can reach:
# `reached` reads them from the plays as `replay` retells them, `aim` deals a
# small game that reaches one.

# fmt: off
EDGES = (
    # Each kind of card.
    Edge("play-addition", mark("An addition card (A1 to A99) is played: p goes up by its number.")),
    Edge("play-subtraction", mark(
        "A subtraction card (B1, B9, B19) is played: p goes down by its number.")),
    Edge("play-multiplication", mark("A multiplication card (C2) is played: p is doubled.")),
    Edge("play-division", mark("A division card (D2) is played: p is halved, rounded down.")),
    Edge("play-fixed-value", mark(
        "A fixed-value card (E0, E49, E99) is played: p is set to its number.")),
    Edge("play-pass", mark("PASS is played: she skips her turn.")),
    Edge("play-turn", mark("TURN is played: the order of play is reversed.")),
    Edge("play-double", mark("DOUBLE is played: the next player must play two cards.")),
    # p against 99 and 0, and what the cards do at the edges.
    Edge("p-exactly-99", mark("A card leaves p at exactly 99, which is still allowed.")),
    Edge("lose-at-100", mark("The losing card takes p to exactly 100, one past 99.")),
    Edge("p-negative", mark("A card takes p below 0.")),
    Edge("largest-negative", mark("With no DOUBLE, the largest p she can reach is below 0.")),
    Edge("division-positive-odd", mark("D2 halves an odd positive p, rounding down (7 → 3).")),
    Edge("division-negative-odd", mark(
        "D2 halves an odd negative p, rounding toward negative infinity (-3 → -2, -1 → -1).")),
    Edge("multiplication-negative", mark("C2 doubles a negative p, which makes it smaller.")),
    Edge("fixed-value-lowers", mark("A fixed-value card sets p lower than it was.")),
    # Ties on the largest p: multiplication, addition, subtraction, division, fixed-value.
    Edge("tie-largest-mul-add", mark(
        "With no DOUBLE, a multiplication and an addition card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-mul-sub", mark(
        "With no DOUBLE, a multiplication and a subtraction card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-mul-div", mark(
        "With no DOUBLE, a multiplication and a division card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-mul-set", mark(
        "With no DOUBLE, a multiplication and a fixed-value card tie on the largest p: the"
        " multiplication card is played.")),
    Edge("tie-largest-add-div", mark(
        "With no DOUBLE, an addition and a division card tie on the largest p: the addition"
        " card is played.")),
    Edge("tie-largest-add-set", mark(
        "With no DOUBLE, an addition and a fixed-value card tie on the largest p: the"
        " addition card is played.")),
    Edge("tie-largest-sub-div", mark(
        "With no DOUBLE, a subtraction and a division card tie on the largest p: the"
        " subtraction card is played.")),
    Edge("tie-largest-sub-set", mark(
        "With no DOUBLE, a subtraction and a fixed-value card tie on the largest p: the"
        " subtraction card is played.")),
    Edge("tie-largest-div-set", mark(
        "With no DOUBLE, a division and a fixed-value card tie on the largest p: the division"
        " card is played.")),
    # Ties on the smallest p, under DOUBLE: division, subtraction, addition, multiplication,
    # fixed-value.
    Edge("tie-smallest-div-sub", mark(
        "Under DOUBLE, a division and a subtraction card tie on the smallest p: the division"
        " card is played.")),
    Edge("tie-smallest-div-add", mark(
        "Under DOUBLE, a division and an addition card tie on the smallest p: the division"
        " card is played.")),
    Edge("tie-smallest-div-mul", mark(
        "Under DOUBLE, a division and a multiplication card tie on the smallest p: the"
        " division card is played.")),
    Edge("tie-smallest-div-set", mark(
        "Under DOUBLE, a division and a fixed-value card tie on the smallest p: the division"
        " card is played.")),
    Edge("tie-smallest-sub-mul", mark(
        "Under DOUBLE, a subtraction and a multiplication card tie on the smallest p: the"
        " subtraction card is played.")),
    Edge("tie-smallest-sub-set", mark(
        "Under DOUBLE, a subtraction and a fixed-value card tie on the smallest p: the"
        " subtraction card is played.")),
    Edge("tie-smallest-add-mul", mark(
        "Under DOUBLE, an addition and a multiplication card tie on the smallest p: the"
        " addition card is played.")),
    Edge("tie-smallest-add-set", mark(
        "Under DOUBLE, an addition and a fixed-value card tie on the smallest p: the addition"
        " card is played.")),
    Edge("tie-smallest-mul-set", mark(
        "Under DOUBLE, a multiplication and a fixed-value card tie on the smallest p: the"
        " multiplication card is played.")),
    Edge("tie-three-kinds", mark(
        "Three kinds of card tie on p (C2, D2 and E0 at 0, say): the tie order decides among"
        " all three.")),
    # Counter cards with no DOUBLE, and their order.
    Edge("basic-before-counter", mark(
        "With no DOUBLE, she plays a basic card that keeps p at or under 99 before any"
        " counter card she holds.")),
    Edge("counter-all-basic-lose", mark(
        "Every basic card she holds would pass 99, so she plays a counter card instead.")),
    Edge("counter-only", mark("She holds only counter cards, and plays one.")),
    Edge("counter-pass-before-turn", mark(
        "She holds PASS and TURN and plays PASS: counter cards are checked PASS, TURN,"
        " DOUBLE.")),
    Edge("counter-pass-before-double", mark("She holds PASS and DOUBLE and plays PASS.")),
    Edge("counter-turn-before-double", mark(
        "She holds TURN and DOUBLE but no PASS, and plays TURN.")),
    Edge("turn-twice", mark("A second TURN in a round sets play clockwise again.")),
    Edge("turn-with-two-players", mark(
        "TURN with two players: the same player plays next either way.")),
    # DOUBLE.
    Edge("double-counter-before-basic", mark(
        "Under DOUBLE, she plays a counter card though a basic card would keep p at or under"
        " 99.")),
    Edge("double-smallest", mark(
        "Under DOUBLE with no counter card, she plays the card giving the smallest p, not the"
        " largest.")),
    Edge("smallest-99", mark("Under DOUBLE, the smallest p she can reach is exactly 99.")),
    Edge("double-second-card", mark(
        "Her second card under DOUBLE is chosen as usual, by the largest p, which differs"
        " from the smallest.")),
    Edge("double-second-counter", mark(
        "Her second card under DOUBLE is a counter card, as no basic card keeps p at or under"
        " 99.")),
    Edge("double-second-loses", mark(
        "Her second card under DOUBLE passes 99: she loses the round.")),
    Edge("double-first-loses", mark(
        "Under DOUBLE, her first card already passes 99: she loses the round.")),
    Edge("double-passed-by-pass", mark(
        "Under DOUBLE, she plays PASS: the next player must play the two cards.")),
    Edge("double-passed-by-turn", mark(
        "Under DOUBLE, she plays TURN: play reverses, and the new next player must play two"
        " cards.")),
    Edge("double-does-not-stack", mark(
        "Under DOUBLE, she plays DOUBLE: the next player plays two cards, not four.")),
    Edge("double-on-herself", mark(
        "The only player plays DOUBLE, so she herself must play two cards.")),
    # Rounds, players and the deck.
    Edge("round-lost", mark(
        "Every card she holds passes 99: she loses the round, discards her other two cards"
        " and draws three.")),
    Edge("round-starts-with-loser", mark(
        "A later round starts with the last round's loser, who is not the first player.")),
    Edge("round-starts-clockwise", mark(
        "A round ended counterclockwise; the next one starts clockwise again.")),
    Edge("double-ends-with-round", mark(
        "A round ends under DOUBLE; the next round starts without it.")),
    Edge("one-player", mark("A game of one player, who plays every turn.")),
    Edge("most-players", mark("A game of 30 players, the most the statement allows.")),
    Edge("most-rounds", mark("A game of 100 rounds, the most the statement allows.")),
    Edge("deck-exactly-used", mark(
        "The last loser's three new cards are the last cards of the deck.")),
    Edge("deck-cards-left", mark("The game ends with cards left in the deck.")),
)
# fmt: on


# -- input ---------------------------------------------------------------------


TOP = Place(1, 1)


@dataclass(frozen=True)
class Player:
    name: str
    hand: tuple[Card, ...]


@dataclass(frozen=True)
class Case:
    """One game: the players in seat order (at most 30), the rounds, the deck top first."""

    players: tuple[Player, ...]
    rounds: int
    deck: tuple[Card, ...]
    header: Place = TOP  # where `n m k` stands
    deck_end: Place = TOP  # just past the last deck card


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


# -- the fast path ---------------------------------------------------------------
# A hand is a multiset of three cards, known by its number in HANDS. The loop
# keeps each hand as that number shifted left once, so that a table key is
# (p << 12) | hand << 1 | DOUBLE in one step.

HANDS = tuple(combinations_with_replacement(CARDS, HAND_SIZE))
HAND_KEY = {hand: i << 1 for i, hand in enumerate(HANDS)}


def hand_key(*cards: Card) -> int:
    """The key of a hand of three cards."""
    return HAND_KEY[tuple(sorted(cards))]


# (hand key << 5 | card played) -> the hand key after each card that may be
# drawn, by card number; and the same for each pair of cards kept. Filled on
# first need.
_REFILLS: dict[int, list[int]] = {}
_PAIR_REFILLS: dict[tuple[Card, ...], list[int]] = {}


def refills_for(held: int, card: Card) -> list[int]:
    """For a hand less the card played, the hand key after each card that may be drawn."""
    refills = _REFILLS.get(held << 5 | card)
    if refills is None:
        kept = list(HANDS[held >> 1])
        kept.remove(card)
        pair = tuple(kept)
        refills = _PAIR_REFILLS.get(pair)
        if refills is None:
            refills = _PAIR_REFILLS[pair] = [hand_key(*pair, new) for new in CARDS]
        _REFILLS[held << 5 | card] = refills
    return refills


# A play is packed into one int: p after it, a lost flag, the card, the player.
PLAYER_BITS = 5
CARD_BITS = 5
PLAYER_MASK = (1 << PLAYER_BITS) - 1
CARD_MASK = (1 << CARD_BITS) - 1
LOST_BIT = 1 << (PLAYER_BITS + CARD_BITS)
P_SHIFT = PLAYER_BITS + CARD_BITS + 1

# What the loop does after a play.
NEXT, AGAIN, REVERSE, LOSE = range(4)

# The loop keys its table by `p << 12 | DOUBLE` (the state of the table) or'd
# with the hand key. A Decision is (the packed play without the player, the
# state after it, the hand key after each card that may be drawn, what the loop
# does next).
Decision = tuple[int, int, list[int], int]
_DECISIONS: dict[int, Decision] = {}
# (state << 5 | card) -> (how much the card is wanted, p after it, the card).
Want = tuple[tuple[int, int, int], int, Card]
_WANTS: dict[int, Want] = {}
_PASS, _TURN, _DOUBLE = COUNTERS  # Card.X is a slow lookup
_KEPT = 1 << 18  # the tables are emptied when they grow past this


class _PastBound(Exception):
    """p left (-P_BOUND, P_BOUND)."""


def want(state: int, card: Card) -> Want:
    """How much `card` is wanted in the state `p << 12 | DOUBLE`, and p after it."""
    p, doubled = state >> 12, state & 1
    wanted = _WANTS[state << 5 | card] = (preference(card, p, bool(doubled)), card.apply(p), card)
    return wanted


def decide(state: int, held: int) -> Decision:
    """The table entry for the state `p << 12 | DOUBLE` and the hand key `held`."""
    p, doubled = state >> 12, state & 1
    wants = [_WANTS.get(state << 5 | card) or want(state, card) for card in HANDS[held >> 1]]
    _, q, card = max(wants)
    refills = refills_for(held, card)
    if card >= _PASS:
        passed = 1 if card is _DOUBLE else doubled  # a counter card passes DOUBLE on
        then = REVERSE if card is _TURN else NEXT
        decision = (card << PLAYER_BITS | p << P_SHIFT, p << 12 | passed, refills, then)
    else:
        if not -P_BOUND < q < P_BOUND:
            raise _PastBound(q)
        packed = card << PLAYER_BITS | q << P_SHIFT
        if q > LIMIT:
            decision = (packed | LOST_BIT, 0, refills, LOSE)
        else:
            decision = (packed, q << 12, refills, AGAIN if doubled else NEXT)
    if len(_DECISIONS) >= _KEPT:
        _DECISIONS.clear()
        _WANTS.clear()
    _DECISIONS[state | held] = decision
    return decision


class Turn(NamedTuple):
    """One play as the trace keeps it; `p` is past 99 when she lost."""

    player: int
    card: Card
    p: int
    lost: bool


def unpack(packed: int) -> Turn:
    return Turn(
        packed & PLAYER_MASK,
        CARDS[(packed >> PLAYER_BITS) & CARD_MASK],
        packed >> P_SHIFT,
        bool(packed & LOST_BIT),
    )


@dataclass(frozen=True)
class Result:
    """A game played: every play in order, packed (see `unpack`), and where rounds end.

    Each play keeps its player, card and p after it; p before it is the play
    before's (0 at the start of a round). `replay` rebuilds the rest of the
    table around each play: hands, direction and DOUBLE. The table as it was
    every CHECKPOINT_EVERY plays is kept too, so a retelling can start anywhere.
    """

    case: Case
    plays: tuple[int, ...]
    round_ends: tuple[int, ...]  # for each round, the index just past its losing play
    drawn: int  # deck cards drawn in the whole game
    tables: tuple["Table", ...] = field(default=(), repr=False)  # kept, the first at the deal

    def turns(self) -> Iterator[Turn]:
        return map(unpack, self.plays)


# The table is kept every this many plays: any step of a game is then at most
# this many quick plays and one window of retold ones from a kept table.
CHECKPOINT_EVERY = 2048


def play(case: Case) -> Result:
    """Play the game; an error if the deck runs out or p runs away."""
    n = len(case.players)
    clockwise = [(i + 1) % n for i in range(n)]
    counterclockwise = [(i - 1) % n for i in range(n)]
    hands = [hand_key(*player.hand) for player in case.players]
    deck = iter(case.deck)
    plays: list[int] = []
    record = plays.append
    ends: list[int] = []
    known = _DECISIONS.get
    state = cur = 0  # p = 0, no DOUBLE, the first player starts
    ahead, back = clockwise, counterclockwise
    tables: list[Table] = []
    try:
        while len(ends) < case.rounds:
            # The table as it stands, kept so that the viewer can start from here.
            tables.append(
                Table(
                    list(hands),
                    played=len(plays),
                    round=len(ends) + 1,
                    turn=len(plays) - (ends[-1] if ends else 0),
                    p=state >> 12,
                    clockwise=ahead is clockwise,
                    doubled=bool(state & 1),
                    cur=cur,
                    top=len(case.deck) - deck.__length_hint__(),
                )
            )
            for _ in range(CHECKPOINT_EVERY):
                decision = known(state | hands[cur])
                if decision is None:
                    decision = decide(state, hands[cur])
                packed, state, refills, then = decision
                record(packed | cur)
                if then == NEXT:
                    hands[cur] = refills[next(deck)]
                    cur = ahead[cur]
                elif then == AGAIN:
                    hands[cur] = refills[next(deck)]
                elif then == REVERSE:
                    hands[cur] = refills[next(deck)]
                    ahead, back = back, ahead
                    cur = ahead[cur]
                else:
                    hands[cur] = hand_key(next(deck), next(deck), next(deck))
                    ends.append(len(plays))
                    if len(ends) == case.rounds:
                        break
                    state = 0  # each round starts at p = 0, clockwise, with no DOUBLE
                    ahead, back = clockwise, counterclockwise
    except StopIteration:
        name = case.players[cur].name
        where = case.deck_end
        said = t(
            "the deck ran out: {name} had to draw in round {round}, but all k = {k} cards were"
            " drawn (the statement promises this never happens)",
            name=name,
            round=len(ends) + 1,
            k=len(case.deck),
        )
        raise InputError(where.line, where.col, said) from None
    except _PastBound as error:
        where = case.header
        said = t(
            "p would reach {p} in round {round} (turn {turn}), beyond the range this judge"
            " accepts (|p| < 1e100)",
            p=f"{error.args[0]:.3e}",
            round=len(ends) + 1,
            turn=len(plays) + 1,
        )
        raise InputError(where.line, where.col, said) from None
    drawn = len(case.deck) - deck.__length_hint__()
    return Result(case, tuple(plays), tuple(ends), drawn, tuple(tables))


def render(results: Sequence[Result]) -> str:
    out: list[str] = []
    for result in results:
        lines = PlayLines([player.name for player in result.case.players])
        start = 0
        for number, end in enumerate(result.round_ends, start=1):
            out.append(f"Round {number}:\n")
            out.extend(map(lines.__getitem__, result.plays[start:end]))
            start = end
    return "".join(out)


class PlayLines(dict[int, str]):
    """The judge's line for a packed play, made the first time that play is asked for."""

    def __init__(self, names: Sequence[str]) -> None:
        super().__init__()
        self.used = [[f"{name} used {card},now p=" for card in CARDS] for name in names]
        self.lost = [f"{name} lost the game.\n" for name in names]

    def __missing__(self, packed: int) -> str:
        who = packed & PLAYER_MASK
        if packed & LOST_BIT:
            line = self.lost[who]
        else:
            line = f"{self.used[who][(packed >> PLAYER_BITS) & CARD_MASK]}{packed >> P_SHIFT}.\n"
        self[packed] = line
        return line


# -- the story, replayed -----------------------------------------------------------


class Moment(NamedTuple):
    """One play retold by `replay`: the table around it and why the card was chosen."""

    round: int
    turn: int  # 1-based within the round
    player: int  # whose turn it was by the rules
    played: Turn  # the play as the trace recorded it
    choice: Choice  # the strategy's choice, worked out again
    p_before: int
    doubled: bool  # she was under DOUBLE when she played
    clockwise: bool  # the direction after the play
    next_player: int | None  # None when the game is over
    next_doubled: bool  # the next player is under DOUBLE
    drew: tuple[Card, ...]
    discarded: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]  # every hand after the play and the draw
    deck_left: int


@dataclass(slots=True)
class Table:
    """The table between two plays, rebuilt from the trace by the rules.

    `played` plays are done, `turn` of them in the current round; `top` deck
    cards are drawn. Hands are hand keys (see HANDS). `advance` walks plays
    quickly, `tell` walks one and retells it; copies kept now and then let
    the viewer start anywhere in a long game.
    """

    hands: list[int]
    played: int = 0
    round: int = 1
    turn: int = 0
    p: int = 0
    clockwise: bool = True
    doubled: bool = False
    cur: int = 0
    top: int = 0

    def copy(self) -> "Table":
        return replace(self, hands=list(self.hands))

    def advance(self, result: Result, count: int) -> None:
        """Walk the next `count` plays of the game: the draws, p, direction, DOUBLE, who is next."""
        deck, hands, n = result.case.deck, self.hands, len(self.hands)
        top, cur, p, turn, number = self.top, self.cur, self.p, self.turn, self.round
        clockwise, doubled = self.clockwise, self.doubled
        plays = result.plays[self.played : self.played + count]
        for packed in plays:
            card = packed >> PLAYER_BITS & CARD_MASK
            if packed & LOST_BIT:
                # She discards the other two, draws three and starts the next round.
                hands[cur] = hand_key(*deck[top : top + HAND_SIZE])
                top += HAND_SIZE
                p, turn, number, clockwise, doubled = 0, 0, number + 1, True, False
                continue
            hands[cur] = refills_for(hands[cur], card)[deck[top]]
            top += 1
            turn += 1
            if card >= _PASS:
                clockwise ^= card == _TURN
                doubled = doubled or card == _DOUBLE  # a counter card passes DOUBLE on
            elif doubled:  # she plays again
                p, doubled = packed >> P_SHIFT, False
                continue
            else:
                p = packed >> P_SHIFT
            cur = (cur + (1 if clockwise else -1)) % n
        self.played += len(plays)
        self.top, self.cur, self.p, self.turn, self.round = top, cur, p, turn, number
        self.clockwise, self.doubled = clockwise, doubled

    def tell(self, result: Result) -> Moment:
        """Walk the next play and retell it: the table around it, and why the card was chosen."""
        played = unpack(result.plays[self.played])
        number, turn, player, p, doubled, clockwise, top = (
            self.round,
            self.turn,
            self.cur,
            self.p,
            self.doubled,
            self.clockwise,
            self.top,
        )
        hand = HANDS[self.hands[player] >> 1]
        self.advance(result, 1)
        kept = list(hand)
        kept.remove(played.card)
        over = played.lost and number == result.case.rounds
        return Moment(
            round=number,
            turn=turn + 1,
            player=player,
            played=played,
            choice=choose(hand, p, doubled),
            p_before=p,
            doubled=doubled,
            clockwise=clockwise if played.lost else self.clockwise,
            next_player=None if over else self.cur,
            next_doubled=self.doubled,
            drew=result.case.deck[top : self.top],
            discarded=tuple(kept) if played.lost else (),
            hands=tuple(HANDS[key >> 1] for key in self.hands),
            deck_left=len(result.case.deck) - self.top,
        )


def replay(result: Result) -> Iterator[Moment]:
    """Walk the recorded plays again, rebuilding hands, direction and DOUBLE by the rules."""
    table = result.tables[0].copy()
    while table.played < len(result.plays):
        yield table.tell(result)


def steps(result: Result) -> "Story":
    return Story(result)


class Story(Sequence[Step]):
    """The viewer's steps of one game: the deal, then each round's start and its plays.

    A step is made when it is asked for, from the nearest kept table, so a
    game of 300,000 plays opens at once and any step costs about the same.
    `column` gives p or the round of every step straight from the trace.
    """

    def __init__(self, result: Result) -> None:
        self.result = result
        self.names = [player.name for player in result.case.players]
        starts = (0, *result.round_ends[:-1])
        # The index of each round's first step: the deal, the rounds before and their plays.
        self.round_steps = [first + number for number, first in enumerate(starts, start=1)]
        self.kept_at = [table.played for table in result.tables]

    def __len__(self) -> int:
        return 1 + len(self.result.round_ends) + len(self.result.plays)

    @overload
    def __getitem__(self, index: int) -> Step: ...
    @overload
    def __getitem__(self, index: slice) -> list[Step]: ...
    def __getitem__(self, index: int | slice) -> Step | list[Step]:
        if isinstance(index, slice):
            start, stop, stride = index.indices(len(self))
            if stride != 1:
                return [self[i] for i in range(start, stop, stride)]
            return list(islice(self.told_from(start), max(0, stop - start)))
        if not -len(self) <= index < len(self):
            raise IndexError("step index out of range")
        return next(self.told_from(index % len(self)))

    def __iter__(self) -> Iterator[Step]:
        return self.told_from(0)

    def told_from(self, index: int) -> Iterator[Step]:
        """The steps from number `index` on."""
        if index == 0:
            yield self.deal()
            index = 1
        number = bisect_right(self.round_steps, index)
        play = index - number - (index > self.round_steps[number - 1])
        result = self.result
        table = result.tables[bisect_right(self.kept_at, play) - 1].copy()
        table.advance(result, play - table.played)
        if index > self.round_steps[number - 1]:  # a play step: its round's start is behind
            yield self.play_step(table.tell(result), table)
        while table.played < len(result.plays):
            if table.turn == 0:
                yield self.round_step(table)
            yield self.play_step(table.tell(result), table)

    def deal(self) -> Step:
        case = self.result.case
        said = tn(
            "{players} players hold three cards each; the deck has {cards} cards and the game"
            " lasts {count} round.",
            "{players} players hold three cards each; the deck has {cards} cards and the game"
            " lasts {count} rounds.",
            case.rounds,
            players=len(case.players),
            cards=len(case.deck),
        )
        return Step(t("Deal"), said, self.round_state(self.result.tables[0]))

    def round_step(self, table: Table) -> Step:
        number, starter = table.round, self.names[table.cur]
        if number == 1:
            said = t(
                "Round {round} begins with p = 0, play clockwise and no DOUBLE. {starter} starts.",
                round=number,
                starter=starter,
            )
        else:
            said = t(
                "Round {round} begins with p = 0, play clockwise and no DOUBLE. {starter} starts,"
                " as the loser of round {previous}.",
                round=number,
                starter=starter,
                previous=number - 1,
            )
        return Step(t("Round {round}", round=number), said, self.round_state(table))

    def round_state(self, table: Table) -> dict[str, object]:
        return {
            "players": self.names,
            **round_start(table.round, self.names[table.cur]),
            "hands": self.hands_shown(table),
            "deck_left": len(self.result.case.deck) - table.top,
        }

    @staticmethod
    def hands_shown(table: Table) -> list[list[str]]:
        return [SHOWN_HANDS[key >> 1] for key in table.hands]

    def play_step(self, moment: Moment, after: Table) -> Step:
        names, played, nxt = self.names, moment.played, moment.next_player
        lost = played.lost
        state = {
            "players": names,
            "round": moment.round,
            "turn": moment.turn,
            "player": names[moment.player],
            "card": str(played.card),
            "p_before": moment.p_before,
            "p": moment.p_before if lost else played.p,
            "direction": "clockwise" if moment.clockwise else "counterclockwise",
            "double": names[nxt] if moment.next_doubled and nxt is not None else None,
            "next": None if nxt is None else names[nxt],
            "lost": names[moment.player] if lost else None,
            "drew": [CARD_NAMES[card] for card in moment.drew],
            "discarded": [CARD_NAMES[card] for card in moment.discarded],
            "why": moment.choice.reason.value,
            "hands": self.hands_shown(after),
            "deck_left": moment.deck_left,
        }
        title = t("Round {round}, turn {turn}", round=moment.round, turn=moment.turn)
        return Step(title, explain(moment, names, self.result.case.rounds), state)

    def column(self, key: str) -> list[object]:
        """Every step's value of `key`; p and the round come straight from the trace."""
        if key == "p":
            return self.p_column()
        if key == "round":
            rounds = enumerate(pairwise((0, *self.result.round_ends)), start=1)
            return [
                1,
                *chain.from_iterable(
                    [number] * (1 + end - start) for number, (start, end) in rounds
                ),
            ]
        return [step.state.get(key) for step in self]

    def p_column(self) -> list[int]:
        """p at every step: 0 at the deal and as a round starts, p after each play (before it
        when she lost)."""
        values = [0]
        after = list(map(operator.rshift, self.result.plays, repeat(P_SHIFT)))
        for start, end in pairwise((0, *self.result.round_ends)):
            values.append(0)
            values += after[start : end - 1]
            values.append(after[end - 2] if end - start > 1 else 0)
        return values


SHOWN_HANDS = tuple([CARD_NAMES[card] for card in hand] for hand in HANDS)


def line_steps(result: Result) -> range:
    """`Round r:` is that round's first step and each play its own; step 0, the
    deal, prints nothing. So line i (from 0) is step i + 1."""
    return range(1, len(result.plays) + len(result.round_ends) + 1)


def round_start(number: int, starter: str) -> dict[str, object]:
    """The viewer's table fields as a round begins: p = 0, clockwise, no DOUBLE."""
    return {
        "round": number,
        "turn": 0,
        "player": None,
        "card": None,
        "p_before": 0,
        "p": 0,
        "direction": "clockwise",
        "double": None,
        "next": starter,
        "lost": None,
        "drew": [],
        "discarded": [],
        "why": None,
    }


def explain(moment: Moment, names: Sequence[str], rounds: int) -> str:
    """What a play did and why, in words."""
    if moment.choice.reason is Reason.LOSES:
        return explain_loss(moment, names, rounds)
    if moment.played.card in COUNTERS:
        return explain_counter(moment, names)
    return explain_basic(moment, names)


def explain_loss(moment: Moment, names: Sequence[str], rounds: int) -> str:
    first, second = moment.discarded
    fields = {
        "name": names[moment.player],
        "round": moment.round,
        "p": moment.p_before,
        "results": join(f"{c} → {q}" for c, q in moment.choice.options),
        "card": moment.played.card,
        "first": first,
        "second": second,
        "drawn": join(moment.drew),
    }
    if moment.round < rounds:
        return t(
            "{name} loses round {round}: at p = {p} every card she holds passes 99 ({results});"
            " she plays {card}. She discards {first} and {second}, draws {drawn}, and starts"
            " round {next}.",
            next=moment.round + 1,
            **fields,
        )
    return t(
        "{name} loses round {round}: at p = {p} every card she holds passes 99 ({results});"
        " she plays {card}. She discards {first} and {second}, draws {drawn}, and the game is"
        " over.",
        **fields,
    )


def options_said(choice: Choice) -> str:
    """Each basic card held, with p after it, marked when it passes 99."""
    return join(
        t("{card} → {p} (over 99)", card=c, p=q) if q > LIMIT else f"{c} → {q}"
        for c, q in choice.options
    )


# What a counter card does: PASS and DOUBLE by (card, under DOUBLE), TURN by
# (clockwise after it, under DOUBLE). Each has the field {next}.
COUNTER_EFFECTS = {
    (Card.PASS, False): mark("PASS skips her turn; {next} plays next"),
    (Card.PASS, True): mark(
        "PASS skips her turn; {next} plays next and takes the DOUBLE over: {next} must play"
        " two cards"
    ),
    (Card.DOUBLE, False): mark("DOUBLE skips her turn, and {next} must play two cards"),
    (Card.DOUBLE, True): mark(
        "DOUBLE skips her turn, and {next} must play two cards (a DOUBLE does not stack)"
    ),
}
TURN_EFFECTS = {
    (True, False): mark("TURN reverses the order, so play now goes clockwise; {next} plays next"),
    (False, False): mark(
        "TURN reverses the order, so play now goes counterclockwise; {next} plays next"
    ),
    (True, True): mark(
        "TURN reverses the order, so play now goes clockwise; {next} plays next and takes the"
        " DOUBLE over: {next} must play two cards"
    ),
    (False, True): mark(
        "TURN reverses the order, so play now goes counterclockwise; {next} plays next and takes"
        " the DOUBLE over: {next} must play two cards"
    ),
}


def explain_counter(moment: Moment, names: Sequence[str]) -> str:
    name, choice, card = names[moment.player], moment.choice, moment.played.card
    if choice.reason is Reason.DOUBLED_COUNTER:
        why = t("{name} is under DOUBLE and holds a counter card, which comes first", name=name)
    elif choice.options:
        why = t(
            "Every basic card {name} holds would pass 99 ({options})",
            name=name,
            options=options_said(choice),
        )
    else:
        why = t("{name} holds no basic card", name=name)
    if card is Card.TURN:
        effect = TURN_EFFECTS[moment.clockwise, moment.doubled]
    else:
        effect = COUNTER_EFFECTS[card, moment.doubled]
    assert moment.next_player is not None  # a counter card never ends the game
    return t(
        "{why}, so she plays {card} (counter cards are checked PASS, TURN, DOUBLE). {effect};"
        " p stays {p}. She draws {drawn}.",
        why=why,
        card=card,
        effect=t(effect, next=names[moment.next_player]),
        p=moment.p_before,
        drawn=moment.drew[0],
    )


def explain_basic(moment: Moment, names: Sequence[str]) -> str:
    choice, card = moment.choice, moment.played.card
    fields = {
        "name": names[moment.player],
        "options": options_said(choice),
        "card": card,
        "before": moment.p_before,
        "after": choice.p,
        "drawn": moment.drew[0],
    }
    smallest = choice.reason is Reason.SMALLEST
    tied = [c for c, q in choice.options if q == choice.p and c is not card]
    if not tied:
        if smallest:
            return t(
                "{name} is under DOUBLE with no counter card, so she plays the card that makes p"
                " smallest while staying at or under 99 ({options}): {card}, p {before} →"
                " {after}. She draws {drawn}. She plays again, now choosing as usual.",
                **fields,
            )
        return t(
            "{name} plays the card that makes p largest while staying at or under 99"
            " ({options}): {card}, p {before} → {after}. She draws {drawn}.",
            **fields,
        )
    order = join(t(kind.value) for kind in (SMALLEST_FIRST if smallest else LARGEST_FIRST))
    if len(tied) == 1:
        tie = t(
            "{tied} also gives {p}, and the order {order} decides",
            tied=tied[0],
            p=choice.p,
            order=order,
        )
    else:
        tie = t(
            "{tied} and {other} also gives {p}, and the order {order} decides",
            tied=tied[0],
            other=tied[1],
            p=choice.p,
            order=order,
        )
    if smallest:
        return t(
            "{name} is under DOUBLE with no counter card, so she plays the card that makes p"
            " smallest while staying at or under 99 ({options}); {tie}: {card}, p {before} →"
            " {after}. She draws {drawn}. She plays again, now choosing as usual.",
            tie=tie,
            **fields,
        )
    return t(
        "{name} plays the card that makes p largest while staying at or under 99 ({options});"
        " {tie}: {card}, p {before} → {after}. She draws {drawn}.",
        tie=tie,
        **fields,
    )


# -- random deals --------------------------------------------------------------------

NAMES = (
    "Cirno", "Reimu", "Marisa", "Sakuya", "Remilia", "Flandre", "Meiling", "Patchouli",
    "Youmu", "Yuyuko", "Sanae", "Aya", "Koishi", "Satori", "Nitori", "Daiyousei",
)  # fmt: skip
BIS = tuple(name + "Bis" for name in NAMES)  # more names, for more than sixteen players
THREE_A99 = (Card.A99,) * HAND_SIZE  # a hand that loses at any p above 0
# How often each card is dealt: counter cards and cards that keep p low are common
# enough for rounds of some length, A99 and C2 make them end.
WEIGHTS = (3, 3, 3, 4, 4, 4, 5, 4, 4, 3, 4, 4, 2, 3, 2, 3, 2, 2)


def generate(rng: random.Random, size: float = 1.0) -> str:
    """A game of 2 to 6 players and 1 to 4 rounds whose deck is just long enough.

    The most players and rounds grow with `size`, to 6 and 4 at 1. Random
    cards, then A99s so that rounds end; the deck is cut just after the last
    card the game draws.
    """
    n, rounds = rng.randint(2, up_to(6, size, 2)), rng.randint(1, up_to(4, size))
    names = rng.sample(NAMES, n)
    for _ in range(100):
        hands = [tuple(rng.choices(CARDS, WEIGHTS, k=HAND_SIZE)) for _ in names]
        deck = rng.choices(CARDS, WEIGHTS, k=30 * n * rounds) + [Card.A99] * (30 * n * rounds)
        players = tuple(map(Player, names, hands))
        try:
            result = play(Case(players, rounds, tuple(deck)))
        except InputError:  # the deck ran out, or p ran away: deal again
            continue
        return deal_text(players, rounds, deck[: result.drawn + rng.randint(0, 3)])
    # Never reached in practice; this deal always works (four cards a round).
    players = tuple(Player(name, (Card.A99,) * HAND_SIZE) for name in names)
    return deal_text(players, rounds, [Card.A99] * (4 * rounds))


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


# -- smaller games, for shrinking ---------------------------------------------------


def shrink(case: Case) -> Iterator[Case]:
    """Smaller and simpler games, biggest cuts first (see `moves`), none with more plays
    to read than `case`, and a game with a player more only if it has fewer plays: each
    step makes the game shorter or simpler to read, so shrinking ends."""
    most = len(play(case).plays)
    for smaller, seated in moves(case):
        try:
            plays = len(play(smaller).plays)
        except InputError:  # the deck ran out: a game that can no longer be played
            continue
        if plays < most or (plays == most and not seated):
            yield smaller


def moves(case: Case) -> Iterator[tuple[Case, bool]]:
    """Smaller and simpler games, biggest cuts first, each with its deck cut just after
    the cards it draws, and whether it seats a player more:

    - the game from a later round on, its earlier rounds dropped;
    - a round fewer at the end; a player fewer;
    - a player holding three A99s seated anywhere, who ends a round as soon as p is
      above 0 at her turn (the game has more players but fewer plays);
    - the game ended early: A99s past a point of the deck;
    - runs of deck cards dropped, from halves down to single cards (delta debugging);
    - a player's hand made A99s, then a single hand card, then runs of deck cards;
    - the deck as drawn, then without its last card (the deck running out).
    """
    if case.rounds > 1:
        result = play(case)
        for number in range(case.rounds, 1, -1):
            yield cut_deck(from_round(result, number)), False
        yield cut_deck(replace(case, rounds=case.rounds - 1)), False
    if len(case.players) > 1:
        for i in range(len(case.players)):
            yield cut_deck(replace(case, players=case.players[:i] + case.players[i + 1 :])), False
    if len(case.players) < MAX_PLAYERS:
        used = {player.name for player in case.players}
        loser = Player(next(name for name in NAMES + BIS if name not in used), THREE_A99)
        for i in range(len(case.players) + 1):
            seated = (*case.players[:i], loser, *case.players[i:])
            yield cut_deck(replace(case, players=seated)), True
    for kept in sorted({len(case.deck) * eighth // 8 for eighth in range(8)}):
        early = ended_early(case, kept)
        if len(early.deck) < len(case.deck):
            yield early, False
    for start, stop in runs(len(case.deck), from_end=True):
        yield cut_deck(replace(case, deck=case.deck[:start] + case.deck[stop:])), False
    yield from ((simpler, False) for simpler in simpler_cards(case))
    cut = cut_deck(case)
    if cut != case:
        yield cut, False
    yield replace(case, deck=case.deck[:-1]), False


def from_round(result: Result, number: int) -> Case:
    """The game from the start of round `number` on: the seats turned so that its first
    player sits first, each holding the cards she held then, and the deck as it stood."""
    case = result.case
    table = result.tables[0].copy()
    table.advance(result, result.round_ends[number - 2])
    n = len(case.players)
    seats = [(table.cur + i) % n for i in range(n)]
    players = tuple(Player(case.players[i].name, HANDS[table.hands[i] >> 1]) for i in seats)
    return Case(players, case.rounds - number + 1, case.deck[table.top :])


T = TypeVar("T")


def simpler_cards(case: Case) -> Iterator[Case]:
    """The game with cards made A99s: a player's whole hand, a single hand card, runs
    of deck cards (halves down to single cards)."""
    a99 = Card.A99
    for i, player in enumerate(case.players):
        for hand in ((a99,) * HAND_SIZE, *(swapped(player.hand, j, a99) for j in range(3))):
            if hand != player.hand:
                seated = replace(player, hand=hand)
                yield cut_deck(replace(case, players=swapped(case.players, i, seated)))
    deck = case.deck
    for start, stop in runs(len(deck), from_end=True):
        if any(card is not a99 for card in deck[start:stop]):
            yield cut_deck(replace(case, deck=deck[:start] + (a99,) * (stop - start) + deck[stop:]))


def swapped(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """`items` with the one at `index` replaced by `item`."""
    return (*items[:index], item, *items[index + 1 :])


def measure(results: Sequence[Result]) -> int:
    """The plays of a game: what a person reads of it."""
    return sum(len(result.plays) for result in results)


def ended_early(case: Case, kept: int) -> Case:
    """The game with its deck past the first `kept` cards made of A99s, which end
    rounds fast (a player holding only A99s loses at any p above 0)."""
    enough = 30 * len(case.players) * case.rounds  # as many as `generate` deals
    return cut_deck(replace(case, deck=case.deck[:kept] + (Card.A99,) * enough))


def cut_deck(case: Case) -> Case:
    """The game with its deck cut just after the last card it draws (as it was, if
    it cannot be played)."""
    try:
        drawn = play(case).drawn
    except InputError:
        return case
    return replace(case, deck=case.deck[:drawn])


# -- the edges a game reached, and games aimed at one -------------------------------

SHORT = {Kind.MUL: "mul", Kind.ADD: "add", Kind.SUB: "sub", Kind.DIV: "div", Kind.SET: "set"}


def reached(result: Result) -> Iterator[str]:
    """The rule edges a game reached, read from its plays as `replay` retells them."""
    case = result.case
    n = len(case.players)
    if n == 1:
        yield "one-player"
    if n == MAX_PLAYERS:
        yield "most-players"
    if case.rounds == MAX_ROUNDS:
        yield "most-rounds"
    yield "deck-exactly-used" if result.drawn == len(case.deck) else "deck-cards-left"
    before: Moment | None = None
    for moment in replay(result):
        if before is not None and before.choice.reason is Reason.SMALLEST:
            yield from second_card_edges(moment)
        if moment.turn == 1 and before is not None:
            yield from next_round_edges(moment, before, n)
        if moment.choice.lost:
            yield from loss_edges(moment, case.rounds)
        elif moment.played.card in COUNTERS:
            yield from counter_edges(moment, n)
        else:
            yield from basic_edges(moment)
        before = moment


def spread(choice: Choice) -> bool:
    """Whether the basic cards that keep p at or under 99 give more than one p."""
    safe = {q for _, q in choice.options if q <= LIMIT}
    return len(safe) > 1


def basic_edges(moment: Moment) -> Iterator[str]:
    choice, card, before = moment.choice, moment.played.card, moment.p_before
    p, kind = choice.p, card.kind
    yield f"play-{kind.value}"
    if p == LIMIT:
        yield "p-exactly-99"
    if p < 0:
        yield "p-negative"
    if choice.reason is Reason.LARGEST:
        if p < 0:
            yield "largest-negative"
        if choice.counters:
            yield "basic-before-counter"
    elif spread(choice):
        yield "double-smallest"
    if choice.reason is Reason.SMALLEST and p == LIMIT:
        yield "smallest-99"
    if card is Card.D2 and before % 2:
        yield "division-positive-odd" if before > 0 else "division-negative-odd"
    if card is Card.C2 and before < 0:
        yield "multiplication-negative"
    if kind is Kind.SET and p < before:
        yield "fixed-value-lowers"
    tied = [c for c, q in choice.options if q == p and c is not card]
    mode = "smallest" if choice.reason is Reason.SMALLEST else "largest"
    for other in tied:
        yield f"tie-{mode}-{SHORT[kind]}-{SHORT[other.kind]}"
    if len(tied) > 1:
        yield "tie-three-kinds"


def counter_edges(moment: Moment, n: int) -> Iterator[str]:
    choice, card = moment.choice, moment.played.card
    yield f"play-{card.name.lower()}"
    if choice.reason is Reason.FALLBACK:
        yield "counter-all-basic-lose" if choice.options else "counter-only"
    else:
        if any(q <= LIMIT for _, q in choice.options):
            yield "double-counter-before-basic"
        yield {
            Card.PASS: "double-passed-by-pass",
            Card.TURN: "double-passed-by-turn",
            Card.DOUBLE: "double-does-not-stack",
        }[card]
    for later in choice.counters[choice.counters.index(card) + 1 :]:
        yield f"counter-{card.name.lower()}-before-{later.name.lower()}"
    if card is Card.TURN:
        if moment.clockwise:
            yield "turn-twice"
        if n == 2:
            yield "turn-with-two-players"
    if card is Card.DOUBLE and n == 1:
        yield "double-on-herself"


def loss_edges(moment: Moment, rounds: int) -> Iterator[str]:
    yield "round-lost"
    if moment.choice.p == LIMIT + 1:
        yield "lose-at-100"
    if moment.doubled:
        yield "double-first-loses"
        if moment.round < rounds:
            yield "double-ends-with-round"


def second_card_edges(moment: Moment) -> Iterator[str]:
    """Her second card under DOUBLE, after a first one chosen by the smallest p."""
    if moment.choice.lost:
        yield "double-second-loses"
    elif moment.played.card in COUNTERS:
        yield "double-second-counter"
    elif spread(moment.choice):
        yield "double-second-card"


def next_round_edges(moment: Moment, loss: Moment, n: int) -> Iterator[str]:
    """The first play of a round after the first, `loss` being the last round's end."""
    if moment.player != 0:
        yield "round-starts-with-loser"
    if n > 2 and not loss.clockwise:
        yield "round-starts-clockwise"


@dataclass(frozen=True)
class Scene:
    """A small game set up to reach an edge in its first turns.

    Players who each hold three of one `setup` card play them in turn and bring
    p where it must be; then, if `doubled`, a player with three DOUBLEs; then
    the player the edge is about, holding `hand`; then `others` (when None, up
    to two with random cards, more at a larger size). The deck gives her `draws`
    after her first card, and A99s all around, which end every round soon.
    """

    hand: tuple[Card, ...]
    setup: tuple[Card, ...] = ()
    doubled: bool = False
    draws: tuple[Card, ...] = ()
    others: tuple[tuple[Card, ...], ...] | None = None
    rounds: int = 1
    left: int = 0  # deck cards left over at the end


def names(rng: random.Random, count: int) -> list[str]:
    """`count` names for the players, from NAMES, and past them with a suffix."""
    return rng.sample(NAMES if count <= len(NAMES) else NAMES + BIS, count)


def staged(rng: random.Random, scene: Scene, size: float) -> str:
    """The judge input of a scene, its deck cut just after the cards the game draws."""
    hands = [(card,) * HAND_SIZE for card in scene.setup]
    hands += [(Card.DOUBLE,) * HAND_SIZE] * scene.doubled + [scene.hand]
    if scene.others is None:
        count = rng.randint(0, up_to(2, size, 0))
        hands += [tuple(rng.choices(CARDS, WEIGHTS, k=HAND_SIZE)) for _ in range(count)]
    else:
        hands += scene.others
    players = tuple(map(Player, names(rng, len(hands)), hands))
    first = [Card.A99] * (len(scene.setup) + scene.doubled)  # drawn before her first card
    deck = [*first, *scene.draws, *[Card.A99] * (30 * len(players) * scene.rounds)]
    drawn = play(Case(players, scene.rounds, tuple(deck))).drawn
    return deal_text(players, scene.rounds, deck[: drawn + scene.left])


ADDITIONS = (Card.A1, Card.A2, Card.A5, Card.A9, Card.A19, Card.A49, Card.A99)
SUBTRACTIONS = (Card.B1, Card.B9, Card.B19)
FIXED_VALUES = (Card.E0, Card.E49, Card.E99)
BASICS = tuple(card for card in CARDS if card not in COUNTERS)
A, B, C2, D2, E = ADDITIONS, SUBTRACTIONS, Card.C2, Card.D2, FIXED_VALUES
PASS, TURN, DOUBLE = COUNTERS

# Where two kinds of card tie: the setup that brings p there, and a card of each kind.
TIE_SPOTS: dict[frozenset[Kind], tuple[tuple[tuple[Card, ...], Card, Card], ...]] = {
    frozenset((Kind.MUL, Kind.ADD)): tuple(((a,), C2, a) for a in A[:-1]),  # C2 at x = Ax at x
    frozenset((Kind.MUL, Kind.SUB)): tuple(((b,), C2, b) for b in B),  # C2 at -x = Bx at -x
    frozenset((Kind.MUL, Kind.DIV)): (((), C2, D2),),  # both 0 at 0
    frozenset((Kind.MUL, Kind.SET)): (((), C2, E[0]),),
    frozenset((Kind.ADD, Kind.DIV)): (
        ((B[0], B[0]), A[0], D2),  # -1 at -2
        ((B[0],) * 4, A[1], D2),  # -2 at -4
        ((B[1], B[0]), A[2], D2),  # -5 at -10
        ((B[1], B[1]), A[3], D2),  # -9 at -18
        ((B[2], B[2]), A[4], D2),  # -19 at -38
    ),
    frozenset((Kind.ADD, Kind.SET)): (
        ((), A[5], E[1]),  # 49 at 0
        ((), A[6], E[2]),  # 99 at 0
        ((A[5], B[0]), A[0], E[1]),  # 49 at 48
    ),
    frozenset((Kind.SUB, Kind.DIV)): (
        ((A[0],), B[0], D2),  # 0 at 1
        ((A[1],), B[0], D2),  # 1 at 2
        ((A[3], A[3]), B[1], D2),  # 9 at 18
        ((A[4], A[4]), B[2], D2),  # 19 at 38
    ),
    frozenset((Kind.SUB, Kind.SET)): (
        ((A[0],), B[0], E[0]),  # 0 at 1
        ((A[5], A[0]), B[0], E[1]),  # 49 at 50
        ((A[5], A[3]), B[1], E[1]),  # 49 at 58
        ((A[5], A[4]), B[2], E[1]),  # 49 at 68
    ),
    frozenset((Kind.DIV, Kind.SET)): (
        ((), D2, E[0]),  # 0 at 0
        ((A[0],), D2, E[0]),  # 0 at 1
        ((A[6],), D2, E[1]),  # 49 at 99
        ((A[5], A[5]), D2, E[1]),  # 49 at 98
    ),
}


def tie_scene(rng: random.Random, edge: str, size: float) -> Scene:
    """A player (under DOUBLE for the smallest p) holding two kinds of card that tie; the
    smallest deals take the tie with the fewest plays before it."""
    _, mode, first, second = edge.split("-")
    kinds = {kind for kind, short in SHORT.items() if short in (first, second)}
    spots = sorted(TIE_SPOTS[frozenset(kinds)], key=lambda spot: len(spot[0]))
    setup, a, b = rng.choice(spots[: up_to(len(spots), size)])
    hand = (a, b, rng.choice((a, b)))
    return Scene(tuple(rng.sample(hand, HAND_SIZE)), setup, doubled=mode == "smallest")


def any_of(rng: random.Random, cards: Sequence[Card]) -> tuple[Card, ...]:
    """Three cards drawn from `cards`."""
    return tuple(rng.choices(cards, k=HAND_SIZE))


def three(card: Card) -> tuple[Card, ...]:
    return (card,) * HAND_SIZE


# For each edge that is not a tie, a scene that reaches it, from a seeded rng.
SCENES: dict[str, Callable[[random.Random], Scene]] = {
    "play-addition": lambda rng: Scene(any_of(rng, A)),
    "play-subtraction": lambda rng: Scene(any_of(rng, B)),
    "play-multiplication": lambda rng: Scene(three(C2), (rng.choice(A[:-1]),)),
    "play-division": lambda rng: Scene(three(D2), (rng.choice(A + B),)),
    "play-fixed-value": lambda rng: Scene(any_of(rng, E)),
    "play-pass": lambda rng: Scene(three(PASS)),
    "play-turn": lambda rng: Scene(three(TURN)),
    "play-double": lambda rng: Scene(three(DOUBLE)),
    "p-exactly-99": lambda rng: rng.choice(
        (Scene(three(A[6])), Scene(three(E[2])), Scene(three(A[5]), (A[5], A[0])))
    ),
    "lose-at-100": lambda rng: rng.choice(
        (
            Scene(THREE_A99, (A[0],)),  # A99 at 1
            Scene((A[5], A[5], A[6]), (A[5], A[1])),  # A49 at 51
            Scene(three(C2), (A[5], A[0])),  # C2 at 50
        )
    ),
    "p-negative": lambda rng: Scene(any_of(rng, B), doubled=rng.random() < 0.5),
    "largest-negative": lambda rng: Scene(any_of(rng, B)),
    "division-positive-odd": lambda rng: Scene(three(D2), (rng.choice((A[0], *A[2:])),)),
    "division-negative-odd": lambda rng: Scene(
        three(D2), rng.choice(((B[0],), (B[1],), (B[2],), (B[0],) * 3))
    ),
    "multiplication-negative": lambda rng: Scene(three(C2), (rng.choice(B),)),
    "fixed-value-lowers": lambda rng: rng.choice(
        (
            Scene((E[1], A[6], A[6]), (A[5], A[4])),  # E49 at 68
            Scene((E[0], A[0], A[0]), (A[6],)),  # E0 at 99
        )
    ),
    "tie-three-kinds": lambda rng: Scene(
        *rng.choice((((C2, D2, E[0]), ()), ((B[0], D2, E[0]), (A[0],)))),
        doubled=rng.random() < 0.5,
    ),
    "basic-before-counter": lambda rng: Scene(
        (rng.choice(BASICS), rng.choice(COUNTERS), rng.choice(COUNTERS))
    ),
    "counter-all-basic-lose": lambda rng: Scene(
        (rng.choice((*A, C2)), rng.choice(COUNTERS), rng.choice((*A, C2))), (A[6],)
    ),
    "counter-only": lambda rng: Scene(any_of(rng, COUNTERS)),
    "counter-pass-before-turn": lambda rng: Scene((PASS, TURN, rng.choice(COUNTERS))),
    "counter-pass-before-double": lambda rng: Scene((DOUBLE, PASS, rng.choice(COUNTERS))),
    "counter-turn-before-double": lambda rng: Scene((DOUBLE, TURN, rng.choice((TURN, DOUBLE)))),
    "turn-twice": lambda rng: Scene(three(TURN), others=(THREE_A99, three(TURN))),
    "turn-with-two-players": lambda rng: Scene(three(TURN), others=(any_of(rng, A),)),
    "double-counter-before-basic": lambda rng: Scene(
        (rng.choice(BASICS), rng.choice(COUNTERS), rng.choice(BASICS)), doubled=True
    ),
    "double-smallest": lambda rng: Scene(tuple(rng.sample(A + B, HAND_SIZE)), doubled=True),
    "smallest-99": lambda rng: rng.choice(
        (
            Scene(any_of(rng, (A[6], E[2])), doubled=True),
            Scene((A[5], A[6], A[6]), (A[5], A[0]), True),
        )
    ),
    "double-second-card": lambda rng: Scene(
        tuple(rng.sample(A[:-1], HAND_SIZE)), doubled=True, draws=(rng.choice(A[:-1]),)
    ),
    "double-second-counter": lambda rng: Scene(
        (rng.choice(B), A[6], A[6]), (A[5], A[5]), True, (rng.choice(COUNTERS),)
    ),
    "double-second-loses": lambda rng: Scene(
        (rng.choice(B), A[6], A[6]), (A[5], A[5]), True, (A[6],)
    ),
    "double-first-loses": lambda rng: Scene(any_of(rng, (*A, C2)), (A[6],), True),
    "double-passed-by-pass": lambda rng: Scene((PASS, *any_of(rng, BASICS)[:2]), doubled=True),
    "double-passed-by-turn": lambda rng: Scene((TURN, *any_of(rng, BASICS)[:2]), doubled=True),
    "double-does-not-stack": lambda rng: Scene((DOUBLE, *any_of(rng, BASICS)[:2]), doubled=True),
    "double-on-herself": lambda rng: Scene(three(DOUBLE), others=()),
    "round-lost": lambda rng: Scene(any_of(rng, A)),
    "round-starts-with-loser": lambda rng: Scene(  # she loses, keeping none of her cards
        THREE_A99, others=(any_of(rng, A[3:6]),), draws=(A[6], *any_of(rng, A[:3])), rounds=2
    ),
    "round-starts-clockwise": lambda rng: Scene(
        three(TURN), others=(THREE_A99, THREE_A99), rounds=2
    ),
    "double-ends-with-round": lambda rng: Scene(any_of(rng, (*A, C2)), (A[6],), True, rounds=2),
    "most-players": lambda rng: Scene(THREE_A99, others=(THREE_A99,) * (MAX_PLAYERS - 1)),
    "most-rounds": lambda rng: Scene(THREE_A99, others=(THREE_A99,), rounds=MAX_ROUNDS),
    "one-player": lambda rng: Scene(tuple(rng.choices(CARDS, WEIGHTS, k=HAND_SIZE)), others=()),
    "deck-exactly-used": lambda rng: Scene(any_of(rng, A)),
    "deck-cards-left": lambda rng: Scene(any_of(rng, A), left=rng.randint(1, 3)),
}


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """A small game that reaches `edge` (a name in EDGES) in its first turns."""
    tie = edge.startswith("tie-") and edge != "tie-three-kinds"
    scene = tie_scene(rng, edge, size) if tie else None
    return staged(rng, scene or SCENES[edge](rng), size)


GAME = Game(
    name="cirno",
    title="Cirno's ⑨ cards",
    source=mark('Luogu P7506: "Wdsr-2.5" Cirno\'s Arithmetic Game'),
    summary=mark(
        "Players add, subtract, multiply, divide and set p; who must pass 99 loses the round.\n"
        "Every card played is printed with the new p, round by round."
    ),
    parse=parse,
    play=play,
    render=render,
    steps=steps,
    line_steps=line_steps,
    generate=generate,
    write=write,
    shrink=shrink,
    edges=EDGES,
    reached=reached,
    aim=aim,
    measure=measure,
)
