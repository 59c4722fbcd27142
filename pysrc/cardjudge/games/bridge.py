"""Bridge opening-bid suggestion (Rocky Mountain 2006, "Bridge Bidding").

Each hand of 13 cards is valued (high card points, distribution, stoppers)
and the first of eleven rules that applies gives the opening bid.

An input may hold 100,000 hands but only some thousands of different
valuations, so a hand is reduced to a number naming its valuation (one sum
and four table look-ups) and each valuation is assessed once.
"""

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from ..engine import Game, Step, up_to
from ..text import Words


class Suit(Enum):
    """The four suits, highest ranking first."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def title(self) -> str:
        return self.name.capitalize()


SUITS = tuple(Suit)  # highest ranking first
SUIT_LETTERS = "".join(suit.value for suit in SUITS)
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
HONOURS = tuple(HCP)
RANKS = "AKQJT98765432"
CARDS = frozenset(suit.value + rank for suit in SUITS for rank in RANKS)
HAND_SIZE = 13
BALANCED = ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

# A suit is stopped by an honour with at least this many other cards beside it.
STOPPERS = (("A", 0), ("K", 1), ("Q", 2), ("J", 3))


# Thirteen different cards in judge notation, such as "SA" or "HT". A plain
# tuple of strings: the garbage collector stops tracking it, which matters
# when 100,000 hands are read at once.
Hand = tuple[str, ...]


@dataclass(frozen=True)
class Bid:
    """Pass (level None) or a level 1-7 and a strain (a suit, or None for No Trump)."""

    level: int | None
    suit: Suit | None = None

    def __str__(self) -> str:
        if self.level is None:
            return "Pass"
        return f"{self.level} {self.suit.title if self.suit else 'No Trump'}"


PASS = Bid(None)


@dataclass(frozen=True)
class Valuation:
    """What a player studies before bidding: all the rules look at."""

    hcp: int
    lengths: tuple[int, int, int, int]  # spades, hearts, diamonds, clubs
    stopped: tuple[Suit, ...]

    def length(self, suit: Suit) -> int:
        return self.lengths[SUITS.index(suit)]

    @property
    def distribution(self) -> tuple[int, ...]:
        return tuple(sorted(self.lengths, reverse=True))

    @property
    def balanced(self) -> bool:
        return self.distribution in BALANCED

    @property
    def longest(self) -> int:
        return max(self.lengths)

    def suits_of_length(self, length: int) -> list[Suit]:
        return [s for s in SUITS if self.length(s) == length]


class Check(NamedTuple):
    """One rule tried on a valuation: the bid it gives, or why it does not apply."""

    number: str
    name: str
    bid: Bid | None
    why: str


@dataclass(frozen=True)
class Bidding:
    """Every rule tried in order (the trace) and the bid of the first that applies."""

    checks: tuple[Check, ...]
    bid: Bid
    said: str = field(init=False, repr=False, compare=False)  # the bid as the judge prints it

    def __post_init__(self) -> None:
        # Worked out once here, rendered for many hands.
        object.__setattr__(self, "said", str(self.bid))


class Result(NamedTuple):
    hand: Hand
    valuation: Valuation
    bidding: Bidding

    @property
    def bid(self) -> Bid:
        return self.bidding.bid

    @property
    def checks(self) -> tuple[Check, ...]:
        return self.bidding.checks


def value(hand: Hand) -> Valuation:
    return assess(valuation_key(hand))[0]


# -- counting a hand -------------------------------------------------------------
# Each card has a code of one byte per suit (spades lowest): the low four bits
# count the suit's cards, the high four are the honours held (A, K, Q, J). The
# sum of a hand's codes thus holds every suit's length and honours. A table per
# suit turns that suit's byte into its share of the valuation key:
#   bits 0-5    the high card points (the four shares add up)
#   bits 6-21   the lengths, four bits a suit, spades first
#   bits 22-25  one bit a suit for the stopped ones, spades first

HOLDING_BITS = 8
HCP_BITS = 6
LENGTH_BITS = 4
LENGTH_SHIFT = HCP_BITS
STOPPED_SHIFT = LENGTH_SHIFT + LENGTH_BITS * len(SUITS)


def card_code(card: str) -> int:
    """What one card adds to the sum of a hand's codes."""
    letter, rank = card
    honour = 1 << (LENGTH_BITS + HONOURS.index(rank)) if rank in HONOURS else 0
    return (1 + honour) << (HOLDING_BITS * SUIT_LETTERS.index(letter))


def suit_share(index: int, holding: int) -> int:
    """The valuation key's share of suit number `index`, from its byte of the sum."""
    length = holding & 0b1111
    held = [honour for n, honour in enumerate(HONOURS) if holding >> (LENGTH_BITS + n) & 1]
    hcp = sum(HCP[honour] for honour in held)
    stopped = any(length > others for honour, others in STOPPERS if honour in held)
    return hcp | length << (LENGTH_SHIFT + LENGTH_BITS * index) | stopped << (STOPPED_SHIFT + index)


CARD_CODES = {card: card_code(card) for card in CARDS}
SHARES = tuple(tuple(suit_share(index, holding) for holding in range(256)) for index in range(4))
# The stopped suits for each value of the key's four stopped bits.
STOPPED_SUITS = tuple(
    tuple(suit for index, suit in enumerate(SUITS) if bits >> index & 1) for bits in range(16)
)


def valuation_key(hand: Hand) -> int:
    """A number that names the hand's valuation: points, lengths and stopped suits."""
    held = sum(map(CARD_CODES.get, hand))  # .get: the quicker under Pyodide
    spades, hearts, diamonds, clubs = SHARES
    return (
        spades[held & 255]
        + hearts[held >> 8 & 255]
        + diamonds[held >> 16 & 255]
        + clubs[held >> 24]
    )


def unpack(key: int) -> Valuation:
    """The valuation a key names."""
    shifts = [LENGTH_SHIFT + LENGTH_BITS * index for index in range(len(SUITS))]
    lengths = tuple([key >> shift & 0b1111 for shift in shifts])
    hcp = key & (1 << HCP_BITS) - 1
    return Valuation(hcp, lengths, STOPPED_SUITS[key >> STOPPED_SHIFT])


# -- the rules, in the statement's order --------------------------------------
# Each returns (bid, "") when it applies, else (None, why not).

Outcome = tuple[Bid | None, str]


@functools.cache  # a few hundred cases, asked for by every valuation tried
def hcp_between(hcp: int, low: int, high: int | None) -> str:
    """Why the points are out of range, or "" when they are in it."""
    if hcp < low or (high is not None and hcp > high):
        wanted = f"{low}-{high}" if high is not None else f"at least {low}"
        return f"{hcp} hcp, not {wanted}"
    return ""


def preempt_four(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 10, None):
        return None, why
    if v.longest < 8:
        return None, f"longest suit has {v.longest} cards, not 8 or more"
    return Bid(4, v.suits_of_length(v.longest)[0]), ""


def preempt_three(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 10, 13):
        return None, why
    if v.longest != 7:
        return None, f"longest suit has {v.longest} cards, not 7"
    return Bid(3, v.suits_of_length(7)[0]), ""


def weak_two_long(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 8, 9):
        return None, why
    if v.longest < 7:
        return None, f"longest suit has {v.longest} cards, not 7 or more"
    suit = v.suits_of_length(v.longest)[0]
    if suit not in (Suit.SPADES, Suit.HEARTS):
        return None, f"the {v.longest}-card suit is {suit.title}, not Spades or Hearts"
    return Bid(2, suit), ""


def weak_two_six(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 8, 11):
        return None, why
    if v.longest != 6:
        return None, f"longest suit has {v.longest} cards, not 6"
    sixes = v.suits_of_length(6)
    if not {Suit.SPADES, Suit.HEARTS} & set(sixes):
        return None, "neither Spades nor Hearts has 6 cards"
    return Bid(2, sixes[0]), ""


def mini_roman(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 11, 15):
        return None, why
    if v.distribution not in ((4, 4, 4, 1), (5, 4, 4, 0)):
        return None, f"distribution {dash(v.distribution)}, not 4-4-4-1 or 5-4-4-0"
    if v.length(Suit.SPADES) < 4:
        return None, f"{v.length(Suit.SPADES)} spades, not at least 4"
    return Bid(2, Suit.DIAMONDS), ""


def one_no_trump(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 15, 17) or unbalanced(v):
        return None, why
    if len(v.stopped) < 3:
        return None, f"only {len(v.stopped)} suits stopped, not at least 3"
    return Bid(1, None), ""


def two_no_trump(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 20, 22) or unbalanced(v):
        return None, why
    return Bid(2, None), ""


def two_clubs(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 22, None):
        return None, why
    return Bid(2, Suit.CLUBS), ""


def one_major(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 13, 16):
        return None, why
    majors = [s for s in (Suit.SPADES, Suit.HEARTS) if v.length(s) >= 5]
    if not majors:
        return None, "no 5-card or longer suit in Spades or Hearts"
    # The longer major; on equal length the higher ranking one (listed first).
    return Bid(1, max(majors, key=lambda s: v.length(s))), ""


def one_minor(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 13, 16):
        return None, why
    if any(v.length(s) >= 5 for s in (Suit.SPADES, Suit.HEARTS)):
        return None, "there is a 5-card suit in Spades or Hearts (rule 9a)"
    # The longer minor; on equal length the higher ranking one (listed first).
    return Bid(1, max((Suit.DIAMONDS, Suit.CLUBS), key=lambda s: v.length(s))), ""


def reverse(v: Valuation) -> Outcome:
    if why := hcp_between(v.hcp, 17, None):
        return None, why
    # The longest suit; on a tie the lowest ranking one (listed last).
    return Bid(1, v.suits_of_length(v.longest)[-1]), ""


def no_rule(v: Valuation) -> Outcome:
    return PASS, ""


def unbalanced(v: Valuation) -> str:
    return "" if v.balanced else f"distribution {dash(v.distribution)} is not balanced"


def dash(lengths: Sequence[int]) -> str:
    return "-".join(map(str, lengths))


RULES: tuple[tuple[str, str, Callable[[Valuation], Outcome]], ...] = (
    ("1", "preemptive bid at the 4 level", preempt_four),
    ("2", "preemptive bid at the 3 level", preempt_three),
    ("3", "weak two with a 7-card or longer major", weak_two_long),
    ("4", "weak two with a 6-card major", weak_two_six),
    ("5", "Mini Roman Convention", mini_roman),
    ("6", "1 No Trump", one_no_trump),
    ("7", "2 No Trump", two_no_trump),
    ("8", "2 Clubs", two_clubs),
    ("9a", "1 of a 5-card major", one_major),
    ("9b", "1 of the longer minor", one_minor),
    ("10", "reverse", reverse),
    ("11", "pass", no_rule),
)


# -- the engine contract -------------------------------------------------------


def parse(text: str) -> list[Hand]:
    """Hands of 13 cards, whitespace-separated; line breaks do not matter."""
    words = Words(text)
    cards = words.words
    if not CARDS.issuperset(cards):
        bad = next(i for i, card in enumerate(cards) if card not in CARDS)
        raise words.error(
            bad, f"expected a card: suit S, H, D or C then rank A-K-Q-J-T-9..2, got {cards[bad]!r}"
        )
    if len(cards) % HAND_SIZE:
        whole = len(cards) // HAND_SIZE
        raise words.error_at_end(f"card {len(cards) % HAND_SIZE + 1} of 13 in hand #{whole + 1}")
    hands = list(zip(*[iter(cards)] * HAND_SIZE, strict=True))  # the cards 13 at a time
    different = list(map(len, map(set, hands)))
    if min(different, default=HAND_SIZE) < HAND_SIZE:
        first = different.index(min(different))
        raise repeated_card(words, first * HAND_SIZE, first + 1)
    return hands


def repeated_card(words: Words, start: int, number: int) -> Exception:
    seen = set()
    for index in range(start, start + HAND_SIZE):
        if words.words[index] in seen:
            return words.error(index, f"card {words.words[index]!r} twice in hand #{number}")
        seen.add(words.words[index])
    raise AssertionError("no repeated card")


def play(hand: Hand) -> Result:
    return Result(hand, *assess(valuation_key(hand)))


@functools.cache
def assess(key: int) -> tuple[Valuation, Bidding]:
    """The valuation a key names and its bidding; hands with the same key share both."""
    valuation = unpack(key)
    return valuation, bidding(valuation)


# The rules read the points, the lengths and how many suits are stopped, no
# more: valuations that agree on those share one bidding. (A rule that reads
# more must add it to `read` below.)
BIDDINGS: dict[tuple[int, tuple[int, ...], int], Bidding] = {}


def bidding(valuation: Valuation) -> Bidding:
    """The rules tried in order up to the first that applies (rule 11 always does)."""
    read = (valuation.hcp, valuation.lengths, len(valuation.stopped))
    if read not in BIDDINGS:
        BIDDINGS[read] = try_rules(valuation)
    return BIDDINGS[read]


# Equal checks and biddings are shared: the rules tell thousands of valuations
# apart with a few hundred of each (and fewer objects make lighter work for the
# garbage collector).
shared_check = functools.cache(Check)
shared_bidding = functools.cache(Bidding)


def try_rules(valuation: Valuation) -> Bidding:
    checks = []
    for number, name, rule in RULES:
        bid, why = rule(valuation)
        checks.append(shared_check(number, name, bid, why))
        if bid is not None:
            return shared_bidding(tuple(checks), bid)
    raise AssertionError("rule 11 always applies")


def render(results: Sequence[Result]) -> str:
    return "".join([f"Hand #{n}: {r.bidding.said}\n" for n, r in enumerate(results, start=1)])


def steps(result: Result) -> list[Step]:
    v = result.valuation
    table = {
        "hand": sort_hand(result.hand),
        "hcp": v.hcp,
        "lengths": {s.title: v.length(s) for s in SUITS},
        "distribution": dash(v.distribution),
        "balanced": v.balanced,
        "stopped": [s.title for s in v.stopped],
    }
    stopped = ", ".join(s.title for s in v.stopped) or "none"
    shown = [
        Step(
            "Valuation",
            f"{v.hcp} hcp; distribution {dash(v.distribution)} "
            f"({'balanced' if v.balanced else 'not balanced'}); stopped suits: {stopped}.",
            {**table, "rule": None},
        )
    ]
    for check in result.checks:
        applies = check.bid is not None
        if applies:
            words = f"Rule {check.number} ({check.name}) applies: bid {check.bid}."
        else:
            words = f"Rule {check.number} ({check.name}) does not apply: {check.why}."
        shown.append(
            Step(f"Rule {check.number}", words, {**table, "rule": check.number, "applies": applies})
        )
        if applies:
            break
    return shown


def line_steps(result: Result) -> list[int]:
    """A hand's one line is the rule that gives its bid: the last step."""
    return [len(result.checks)]


def sort_hand(hand: Hand) -> list[str]:
    return sorted(hand, key=lambda card: (SUIT_LETTERS.index(card[0]), RANKS.index(card[1])))


def generate(rng: random.Random, hands: int | None = None, size: float = 1.0) -> str:
    """`hands` random hands; by default 1 to 5 as `size` grows to 1."""
    deck = sorted(CARDS)
    count = hands if hands is not None else up_to(5, size)
    return write([tuple(rng.sample(deck, HAND_SIZE)) for _ in range(count)])


def write(hands: Sequence[Hand]) -> str:
    """Hands as input, one a line."""
    return "".join(" ".join(hand) + "\n" for hand in hands)


GAME = Game(
    name="bridge",
    title="Bridge",
    source="Rocky Mountain 2006: Bridge Bidding",
    summary="Suggest the opening bid for each 13-card hand.\n"
    "High card points, distribution and stoppers decide which of eleven rules applies.",
    parse=parse,
    play=play,
    render=render,
    steps=steps,
    line_steps=line_steps,
    generate=generate,
    write=write,
)
