"""Bridge opening-bid suggestion (Rocky Mountain 2006, "Bridge Bidding").

Each hand of 13 cards is valued (high card points, distribution, stoppers)
and the first of eleven rules that applies gives the opening bid.

An input may hold 100,000 hands but only some thousands of different bids
to work out: a hand is one number (the sum of its cards' codes), whose points
band, lengths and stoppers decide its bid (see "what decides a bid"), and
each such bid key is bid once. The rules' reasons (why a rule does not apply)
are worked out only for the hands the viewer shows.
"""

import functools
import itertools
import random
import sys
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import repeat
from operator import rshift
from typing import NamedTuple

from ..dealing import Unreached, up_to
from ..engine import Edge, Game, Step
from ..i18n import join, mark, t
from ..text import Words, expected_got

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
BALANCED = ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

# A suit is stopped by an honour with at least this many other cards beside it.
STOPPERS = (("A", 0), ("K", 1), ("Q", 2), ("J", 3))
STOPS_WANTED = 3  # rule 6 wants at least this many suits stopped


# Thirteen different cards, as the sum of their codes (see `card_code`): one
# plain int, which holds every card and every count the rules need.
Hand = int


@dataclass(frozen=True)
class Bid:
    """Pass (level None) or a level 1-7 and a strain (a suit, or None for No Trump)."""

    level: int | None
    suit: Suit | None = None

    @functools.cached_property
    def said(self) -> str:
        """The bid as the judge prints it: worked out once, rendered for many hands."""
        return str(self)

    def __str__(self) -> str:
        if self.level is None:
            return "Pass"
        return f"{self.level} {self.suit.title if self.suit else 'No Trump'}"

    @property
    def words(self) -> str:
        """The bid as an explanation says it after "applies:": in English, "bid" and the bid
        as the judge prints it; in Chinese, 开叫 1 红心 or 不叫."""
        if self.level is None:
            return t("Pass")
        if self.suit is None:
            return t("{level} No Trump", level=self.level)
        return t("{level} {suit}", level=self.level, suit=self.suit.said)


PASS = Bid(None)


class Valuation(NamedTuple):
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


class Result(NamedTuple):
    """A hand, its bid and the number in RULES of the rule that gives it; its valuation
    and the rules tried are worked out when asked for."""

    hand: Hand
    bid: Bid
    rule: int

    @property
    def valuation(self) -> Valuation:
        return value(self.hand)

    @property
    def checks(self) -> tuple[Check, ...]:
        """Every rule tried in order, up to the first that applies (the trace)."""
        return tuple(tried(self.valuation))


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


def stopped(holding: int) -> bool:
    """Whether a suit is stopped, from its byte: its length and its honours."""
    length = holding & LENGTH_MASK
    held = [honour for n, honour in enumerate(HONOURS) if holding >> (LENGTH_BITS + n) & 1]
    return any(length > others for honour, others in STOPPERS if honour in held)


CARD_CODES = {card: card_code(card) for card in CARDS}
STOPPED = tuple(map(stopped, range(HOLDING_MASK + 1)))  # by a suit's byte


def hand_of(cards: Iterable[str]) -> Hand:
    """The hand of these cards (each one of the 52)."""
    return sum(map(CARD_CODES.__getitem__, cards))


def cards_of(hand: Hand) -> list[str]:
    """The cards of a hand, by suit and then by rank."""
    return [card for n, card in enumerate(CARD_ORDER) if hand >> (CARD_SHIFT + n) & 1]


def value(hand: Hand) -> Valuation:
    holdings = [hand >> shift & HOLDING_MASK for shift in HOLDING_SHIFTS]
    lengths = tuple([holding & LENGTH_MASK for holding in holdings])
    held = zip(SUITS, holdings, strict=True)
    return Valuation(hand & HCP_MASK, lengths, tuple([s for s, h in held if STOPPED[h]]))


def stops(hand: Hand) -> int:
    """How many suits are stopped."""
    return sum(STOPPED[hand >> shift & HOLDING_MASK] for shift in HOLDING_SHIFTS)


# -- the rules, in the statement's order --------------------------------------
# Each rule asks for a range of high card points (see RULES), then for a shape:
# these functions, which return (bid, "") when it applies, else (None, why not).

Outcome = tuple[Bid | None, str]


def preempt_four(v: Valuation) -> Outcome:
    if v.longest < 8:
        return None, t("longest suit has {longest} cards, not 8 or more", longest=v.longest)
    return Bid(4, v.suits_of_length(v.longest)[0]), ""


def preempt_three(v: Valuation) -> Outcome:
    if v.longest != 7:
        return None, t("longest suit has {longest} cards, not 7", longest=v.longest)
    return Bid(3, v.suits_of_length(7)[0]), ""


def weak_two_long(v: Valuation) -> Outcome:
    if v.longest < 7:
        return None, t("longest suit has {longest} cards, not 7 or more", longest=v.longest)
    suit = v.suits_of_length(v.longest)[0]
    if suit not in (Suit.SPADES, Suit.HEARTS):
        return None, t(
            "the {longest}-card suit is {suit}, not Spades or Hearts",
            longest=v.longest,
            suit=suit.said,
        )
    return Bid(2, suit), ""


def weak_two_six(v: Valuation) -> Outcome:
    if v.longest != 6:
        return None, t("longest suit has {longest} cards, not 6", longest=v.longest)
    sixes = v.suits_of_length(6)
    if not {Suit.SPADES, Suit.HEARTS} & set(sixes):
        return None, t("neither Spades nor Hearts has 6 cards")
    return Bid(2, sixes[0]), ""


def mini_roman(v: Valuation) -> Outcome:
    if v.distribution not in ((4, 4, 4, 1), (5, 4, 4, 0)):
        return None, t(
            "distribution {distribution}, not 4-4-4-1 or 5-4-4-0", distribution=dash(v.distribution)
        )
    if v.length(Suit.SPADES) < 4:
        return None, t("{spades} spades, not at least 4", spades=v.length(Suit.SPADES))
    return Bid(2, Suit.DIAMONDS), ""


def one_no_trump(v: Valuation) -> Outcome:
    if why := unbalanced(v):
        return None, why
    if len(v.stopped) < STOPS_WANTED:
        return None, t(
            "only {stopped} suits stopped, not at least {wanted}",
            stopped=len(v.stopped),
            wanted=STOPS_WANTED,
        )
    return Bid(1, None), ""


def two_no_trump(v: Valuation) -> Outcome:
    if why := unbalanced(v):
        return None, why
    return Bid(2, None), ""


def two_clubs(v: Valuation) -> Outcome:
    return Bid(2, Suit.CLUBS), ""


def one_major(v: Valuation) -> Outcome:
    majors = [s for s in (Suit.SPADES, Suit.HEARTS) if v.length(s) >= 5]
    if not majors:
        return None, t("no 5-card or longer suit in Spades or Hearts")
    # The longer major; on equal length the higher ranking one (listed first).
    return Bid(1, max(majors, key=lambda s: v.length(s))), ""


def one_minor(v: Valuation) -> Outcome:
    if any(v.length(s) >= 5 for s in (Suit.SPADES, Suit.HEARTS)):
        return None, t("there is a 5-card suit in Spades or Hearts (rule 9a)")
    # The longer minor; on equal length the higher ranking one (listed first).
    return Bid(1, max((Suit.DIAMONDS, Suit.CLUBS), key=lambda s: v.length(s))), ""


def reverse(v: Valuation) -> Outcome:
    # The longest suit; on a tie the lowest ranking one (listed last).
    return Bid(1, v.suits_of_length(v.longest)[-1]), ""


def no_rule(v: Valuation) -> Outcome:
    return PASS, ""


def unbalanced(v: Valuation) -> str:
    if v.balanced:
        return ""
    return t("distribution {distribution} is not balanced", distribution=dash(v.distribution))


def dash(lengths: Sequence[int]) -> str:
    return "-".join(map(str, lengths))


class Rule(NamedTuple):
    number: str
    name: str
    low: int  # the fewest high card points it applies to
    high: int | None  # the most (None: no limit)
    shape: Callable[[Valuation], Outcome]  # the rest of the rule

    def fits(self, hcp: int) -> bool:
        return self.low <= hcp and (self.high is None or hcp <= self.high)

    def outside(self, hcp: int) -> str:
        """Why the points do not fit."""
        if self.high is None:
            return t("{hcp} hcp, not at least {low}", hcp=hcp, low=self.low)
        return t("{hcp} hcp, not {low}-{high}", hcp=hcp, low=self.low, high=self.high)


RULES = (
    Rule("1", mark("preemptive bid at the 4 level"), 10, None, preempt_four),
    Rule("2", mark("preemptive bid at the 3 level"), 10, 13, preempt_three),
    Rule("3", mark("weak two with a 7-card or longer major"), 8, 9, weak_two_long),
    Rule("4", mark("weak two with a 6-card major"), 8, 11, weak_two_six),
    Rule("5", mark("Mini Roman Convention"), 11, 15, mini_roman),
    Rule("6", mark("1 No Trump"), 15, 17, one_no_trump),
    Rule("7", mark("2 No Trump"), 20, 22, two_no_trump),
    Rule("8", mark("2 Clubs"), 22, None, two_clubs),
    Rule("9a", mark("1 of a 5-card major"), 13, 16, one_major),
    Rule("9b", mark("1 of the longer minor"), 13, 16, one_minor),
    Rule("10", mark("reverse"), 17, None, reverse),
    Rule("11", mark("pass"), 0, None, no_rule),
)


def tried(valuation: Valuation) -> Iterator[Check]:
    """Each rule tried in order, up to the first that applies (rule 11 always does)."""
    hcp = valuation.hcp
    for rule in RULES:
        bid, why = rule.shape(valuation) if rule.fits(hcp) else (None, rule.outside(hcp))
        yield Check(rule.number, rule.name, bid, why)
        if bid is not None:
            return


# -- the rules' edges ---------------------------------------------------------------
# Every rule; each end of its points range, at the bound and one point past it;
# the shapes its conditions read and their neighbours; the stoppers at each
# honour's length bound. An edge's name starts with its rule ("rule-9a-...")
# or with "stopper-". One point past a bound counts only for a hand the rule
# would otherwise bid on, with another bid: the hand that tells the bound apart.

EDGES = (
    Edge("rule-1", mark("Rule 1: at least 10 hcp and an 8-card or longer suit: 4 of it")),
    Edge("rule-1-low", mark("Rule 1 at exactly 10 hcp")),
    Edge("rule-1-below", mark("9 hcp and an 8-card or longer suit: one point short of rule 1")),
    Edge("rule-1-eight", mark("Rule 1 with a suit of exactly 8 cards")),
    Edge("rule-1-nine", mark("Rule 1 with a suit of 9 cards or more")),
    Edge("rule-1-seven", mark("At least 10 hcp and a 7-card longest suit: no rule 1")),
    Edge("rule-2", mark("Rule 2: 10-13 hcp and a 7-card longest suit: 3 of it")),
    Edge("rule-2-low", mark("Rule 2 at exactly 10 hcp")),
    Edge("rule-2-below", mark("9 hcp and a 7-card longest suit: one point short of rule 2")),
    Edge("rule-2-high", mark("Rule 2 at exactly 13 hcp")),
    Edge("rule-2-above", mark("14 hcp and a 7-card longest suit: one point past rule 2")),
    Edge("rule-2-six", mark("10-13 hcp and a 6-card longest suit: no rule 2")),
    Edge(
        "rule-3", mark("Rule 3: 8-9 hcp and a 7-card or longer major as the longest suit: 2 of it")
    ),
    Edge("rule-3-low", mark("Rule 3 at exactly 8 hcp")),
    Edge("rule-3-below", mark("7 hcp and a 7-card or longer major: one point short of rule 3")),
    Edge("rule-3-high", mark("Rule 3 at exactly 9 hcp")),
    Edge("rule-3-seven", mark("Rule 3 with a major of exactly 7 cards")),
    Edge("rule-3-eight", mark("Rule 3 with a major of 8 cards or more")),
    Edge(
        "rule-3-minor", mark("8-9 hcp and a 7-card or longer minor as the longest suit: no rule 3")
    ),
    Edge("rule-4", mark("Rule 4: 8-11 hcp, a 6-card longest suit and a 6-card major: 2 of it")),
    Edge("rule-4-low", mark("Rule 4 at exactly 8 hcp")),
    Edge(
        "rule-4-below",
        mark("7 hcp and a 6-card major as the longest suit: one point short of rule 4"),
    ),
    Edge("rule-4-high", mark("Rule 4 at exactly 11 hcp")),
    Edge(
        "rule-4-above", mark("12 hcp and a 6-card major as the longest suit: one point past rule 4")
    ),
    Edge("rule-4-two-sixes", mark("Rule 4 with two 6-card suits: the higher ranking one")),
    Edge(
        "rule-4-minor", mark("8-11 hcp and a 6-card longest suit, but no 6-card major: no rule 4")
    ),
    Edge(
        "rule-4-seven",
        mark("8-9 hcp, a 7-card minor and a 6-card major: the longest suit is 7, so no rule 4"),
    ),
    Edge("rule-5", mark("Rule 5: 11-15 hcp, 4-4-4-1 or 5-4-4-0 and at least 4 spades: 2 Diamonds")),
    Edge("rule-5-low", mark("Rule 5 at exactly 11 hcp")),
    Edge(
        "rule-5-below",
        mark("10 hcp, 4-4-4-1 or 5-4-4-0 and at least 4 spades: one point short of rule 5"),
    ),
    Edge("rule-5-high", mark("Rule 5 at exactly 15 hcp")),
    Edge(
        "rule-5-above",
        mark("16 hcp, 4-4-4-1 or 5-4-4-0 and at least 4 spades: one point past rule 5"),
    ),
    Edge("rule-5-4-4-4-1", mark("Rule 5 with a 4-4-4-1 hand")),
    Edge("rule-5-5-4-4-0-four-spades", mark("Rule 5 with a 5-4-4-0 hand and exactly 4 spades")),
    Edge("rule-5-5-4-4-0-five-spades", mark("Rule 5 with a 5-4-4-0 hand and 5 spades")),
    Edge(
        "rule-5-short-spades",
        mark("11-15 hcp and 4-4-4-1 or 5-4-4-0, but fewer than 4 spades: no rule 5"),
    ),
    Edge(
        "rule-5-near-miss",
        mark("11-15 hcp, at least 4 spades, one card from 4-4-4-1 or 5-4-4-0: no rule 5"),
    ),
    Edge("rule-6", mark("Rule 6: 15-17 hcp, balanced and at least 3 suits stopped: 1 No Trump")),
    Edge("rule-6-low", mark("Rule 6 at exactly 15 hcp")),
    Edge("rule-6-below", mark("14 hcp, balanced and 3 suits stopped: one point short of rule 6")),
    Edge("rule-6-high", mark("Rule 6 at exactly 17 hcp")),
    Edge("rule-6-above", mark("18 hcp, balanced and 3 suits stopped: one point past rule 6")),
    Edge("rule-6-4-3-3-3", mark("Rule 6 with a 4-3-3-3 hand")),
    Edge("rule-6-4-4-3-2", mark("Rule 6 with a 4-4-3-2 hand")),
    Edge("rule-6-5-3-3-2", mark("Rule 6 with a 5-3-3-2 hand")),
    Edge(
        "rule-6-semi-balanced",
        mark(
            "15-17 hcp, no singleton or void, not balanced (5-4-2-2, 6-3-2-2, 7-2-2-2): no rule 6"
        ),
    ),
    Edge("rule-6-three-stopped", mark("Rule 6 with exactly 3 suits stopped")),
    Edge("rule-6-four-stopped", mark("Rule 6 with all 4 suits stopped")),
    Edge("rule-6-two-stopped", mark("15-17 hcp and balanced, but only 2 suits stopped: no rule 6")),
    Edge(
        "rule-6-kx",
        mark("Rule 6 with exactly 3 suits stopped, one only by a king and one other card"),
    ),
    Edge(
        "rule-6-qxx",
        mark("Rule 6 with exactly 3 suits stopped, one only by a queen and two others"),
    ),
    Edge(
        "rule-6-jxxx",
        mark("Rule 6 with exactly 3 suits stopped, one only by a jack and three others"),
    ),
    Edge(
        "rule-6-qx",
        mark("15-17 hcp, balanced, 2 suits stopped, and a queen with one other card: no rule 6"),
    ),
    Edge(
        "rule-6-jxx",
        mark("15-17 hcp, balanced, 2 suits stopped, and a jack with two others: no rule 6"),
    ),
    Edge("rule-7", mark("Rule 7: 20-22 hcp and balanced: 2 No Trump")),
    Edge("rule-7-low", mark("Rule 7 at exactly 20 hcp")),
    Edge("rule-7-below", mark("19 hcp and balanced: one point short of rule 7")),
    Edge("rule-7-high", mark("Rule 7 at exactly 22 hcp")),
    Edge("rule-7-above", mark("23 hcp and balanced: one point past rule 7")),
    Edge("rule-7-4-3-3-3", mark("Rule 7 with a 4-3-3-3 hand")),
    Edge("rule-7-4-4-3-2", mark("Rule 7 with a 4-4-3-2 hand")),
    Edge("rule-7-5-3-3-2", mark("Rule 7 with a 5-3-3-2 hand")),
    Edge(
        "rule-7-semi-balanced",
        mark(
            "20-22 hcp, no singleton or void, not balanced (5-4-2-2, 6-3-2-2, 7-2-2-2): no rule 7"
        ),
    ),
    Edge("rule-8", mark("Rule 8: at least 22 hcp: 2 Clubs")),
    Edge("rule-8-low", mark("Rule 8 at exactly 22 hcp, with a hand that is not balanced")),
    Edge("rule-8-below", mark("21 hcp and not balanced: one point short of rule 8")),
    Edge("rule-9a", mark("Rule 9a: 13-16 hcp and a 5-card or longer major: 1 of the longer major")),
    Edge("rule-9a-low", mark("Rule 9a at exactly 13 hcp")),
    Edge("rule-9a-below", mark("12 hcp and a 5-card major: one point short of rule 9a")),
    Edge("rule-9a-high", mark("Rule 9a at exactly 16 hcp")),
    Edge(
        "rule-9a-above",
        mark("17 hcp and a 5-card major, rule 10 bidding another suit: one point past rule 9a"),
    ),
    Edge("rule-9a-five", mark("Rule 9a with a major of exactly 5 cards")),
    Edge("rule-9a-four", mark("13-16 hcp and no major longer than 4 cards: no rule 9a")),
    Edge(
        "rule-9a-longer-spades", mark("Rule 9a with both majors of 5 cards or more, spades longer")
    ),
    Edge(
        "rule-9a-longer-hearts",
        mark("Rule 9a with both majors of 5 cards or more, hearts longer: 1 Hearts"),
    ),
    Edge(
        "rule-9a-tie",
        mark("Rule 9a with equally long majors of 5 cards or more: Spades, the higher ranking"),
    ),
    Edge(
        "rule-9a-longer-minor",
        mark("Rule 9a with a minor longer than the major: still 1 of the major"),
    ),
    Edge("rule-9b", mark("Rule 9b: 13-16 hcp and no 5-card major: 1 of the longer minor")),
    Edge("rule-9b-low", mark("Rule 9b at exactly 13 hcp")),
    Edge("rule-9b-below", mark("12 hcp and no 5-card major: one point short of rule 9b")),
    Edge("rule-9b-high", mark("Rule 9b at exactly 16 hcp")),
    Edge(
        "rule-9b-above",
        mark("17 hcp, no 5-card major, rule 10 bidding another suit: one point past rule 9b"),
    ),
    Edge("rule-9b-diamonds", mark("Rule 9b with more diamonds than clubs")),
    Edge("rule-9b-clubs", mark("Rule 9b with more clubs than diamonds")),
    Edge(
        "rule-9b-tie", mark("Rule 9b with as many diamonds as clubs: Diamonds, the higher ranking")
    ),
    Edge("rule-10", mark("Rule 10: at least 17 hcp: 1 of the longest suit")),
    Edge("rule-10-low", mark("Rule 10 at exactly 17 hcp")),
    Edge("rule-10-tie", mark("Rule 10 with two or more longest suits: the lowest ranking of them")),
    Edge("rule-11", mark("Rule 11: no rule above applies: Pass")),
    Edge("rule-11-low", mark("A hand without high card points: Pass")),
    Edge("stopper-a", mark("A suit of its ace alone: stopped")),
    Edge("stopper-k", mark("A suit of its king alone: not stopped")),
    Edge("stopper-kx", mark("A king and one other card, no ace: stopped")),
    Edge("stopper-qx", mark("A queen and one other card, no ace or king: not stopped")),
    Edge("stopper-qxx", mark("A queen and two others, no ace or king: stopped")),
    Edge("stopper-jxx", mark("A jack and two others, no higher honour: not stopped")),
    Edge("stopper-jxxx", mark("A jack and three others, no higher honour: stopped")),
)

MAJORS = (Suit.SPADES, Suit.HEARTS)


def longest_major(v: Valuation) -> int:
    return max(map(v.length, MAJORS))


def semi_balanced(v: Valuation) -> bool:
    """No singleton or void, yet not balanced."""
    return min(v.lengths) >= 2 and not v.balanced


def one_card_moved(lengths: Sequence[int]) -> set[tuple[int, ...]]:
    """The distributions one card moved to another suit makes."""
    return {
        tuple(sorted((n + (i == to) - (i == away) for i, n in enumerate(lengths)), reverse=True))
        for away, to in itertools.permutations(range(len(lengths)), 2)
        if lengths[away]
    }


def one_card_away(v: Valuation, *shapes: tuple[int, ...]) -> bool:
    """Whether the hand's distribution is not one of these, but one card moved would be."""
    return v.distribution not in shapes and bool(one_card_moved(v.lengths) & set(shapes))


# The edges of the shape conditions: the rule, whether it bids (with its points in range),
# and what else the hand shows.
SHAPE_EDGES: dict[str, tuple[str, bool, Callable[[Valuation], bool]]] = {
    "rule-1-eight": ("1", True, lambda v: v.longest == 8),
    "rule-1-nine": ("1", True, lambda v: v.longest >= 9),
    "rule-1-seven": ("1", False, lambda v: v.longest == 7),
    "rule-2-six": ("2", False, lambda v: v.longest == 6),
    "rule-3-seven": ("3", True, lambda v: v.longest == 7),
    "rule-3-eight": ("3", True, lambda v: v.longest >= 8),
    "rule-3-minor": ("3", False, lambda v: v.longest >= 7),
    "rule-4-two-sixes": ("4", True, lambda v: len(v.suits_of_length(6)) == 2),
    "rule-4-minor": ("4", False, lambda v: v.longest == 6),
    "rule-4-seven": ("4", False, lambda v: v.longest == 7 and longest_major(v) == 6),
    "rule-5-4-4-4-1": ("5", True, lambda v: v.distribution == (4, 4, 4, 1)),
    "rule-5-5-4-4-0-four-spades": (
        "5",
        True,
        lambda v: v.longest == 5 and v.length(Suit.SPADES) == 4,
    ),
    "rule-5-5-4-4-0-five-spades": ("5", True, lambda v: v.length(Suit.SPADES) == 5),
    "rule-5-short-spades": ("5", False, lambda v: v.distribution in ((4, 4, 4, 1), (5, 4, 4, 0))),
    "rule-5-near-miss": (
        "5",
        False,
        lambda v: v.length(Suit.SPADES) >= 4 and one_card_away(v, (4, 4, 4, 1), (5, 4, 4, 0)),
    ),
    "rule-6-4-3-3-3": ("6", True, lambda v: v.distribution == (4, 3, 3, 3)),
    "rule-6-4-4-3-2": ("6", True, lambda v: v.distribution == (4, 4, 3, 2)),
    "rule-6-5-3-3-2": ("6", True, lambda v: v.distribution == (5, 3, 3, 2)),
    "rule-6-semi-balanced": ("6", False, semi_balanced),
    "rule-6-three-stopped": ("6", True, lambda v: len(v.stopped) == STOPS_WANTED),
    "rule-6-four-stopped": ("6", True, lambda v: len(v.stopped) == len(SUITS)),
    "rule-6-two-stopped": ("6", False, lambda v: v.balanced and len(v.stopped) == STOPS_WANTED - 1),
    "rule-7-4-3-3-3": ("7", True, lambda v: v.distribution == (4, 3, 3, 3)),
    "rule-7-4-4-3-2": ("7", True, lambda v: v.distribution == (4, 4, 3, 2)),
    "rule-7-5-3-3-2": ("7", True, lambda v: v.distribution == (5, 3, 3, 2)),
    "rule-7-semi-balanced": ("7", False, semi_balanced),
    "rule-9a-five": ("9a", True, lambda v: longest_major(v) == 5),
    "rule-9a-four": ("9a", False, lambda v: longest_major(v) == 4),
    "rule-9a-longer-spades": (
        "9a",
        True,
        lambda v: v.length(Suit.SPADES) > v.length(Suit.HEARTS) >= 5,
    ),
    "rule-9a-longer-hearts": (
        "9a",
        True,
        lambda v: v.length(Suit.HEARTS) > v.length(Suit.SPADES) >= 5,
    ),
    "rule-9a-tie": ("9a", True, lambda v: v.length(Suit.SPADES) == v.length(Suit.HEARTS)),
    "rule-9a-longer-minor": ("9a", True, lambda v: v.longest > longest_major(v)),
    "rule-9b-diamonds": ("9b", True, lambda v: v.length(Suit.DIAMONDS) > v.length(Suit.CLUBS)),
    "rule-9b-clubs": ("9b", True, lambda v: v.length(Suit.CLUBS) > v.length(Suit.DIAMONDS)),
    "rule-9b-tie": ("9b", True, lambda v: v.length(Suit.DIAMONDS) == v.length(Suit.CLUBS)),
    "rule-10-tie": ("10", True, lambda v: len(v.suits_of_length(v.longest)) > 1),
}
RULE_NAMED = {f"rule-{rule.number}": rule for rule in RULES}


def reached(result: Result) -> Iterator[str]:
    """The edges a hand reached: read from the rules tried up to the one that bids, with what
    each one's shape bids (the decisions the judge took and the steps tell), and from the
    hand's valuation (worked out again: coverage is never on the judge's path)."""
    v = result.valuation
    tried = list(zip(RULES[: result.rule + 1], rule_bids(result.hand), strict=False))
    yield from points_edges(v, tried, result.bid)
    bids = {rule.number: shaped is not None for rule, shaped in tried if rule.fits(v.hcp)}
    for name, (number, bidding, shows) in SHAPE_EDGES.items():
        if bids.get(number) is bidding and shows(v):
            yield name
    yield from stopper_edges(result.hand, v, bids)


def points_edges(v: Valuation, tried: list[tuple[Rule, Bid | None]], bid: Bid) -> Iterator[str]:
    """Each rule that bids, at a bound of its points; each rule one point past a bound that
    would otherwise bid, and bid something else than the hand's bid."""
    for rule, shaped in tried:
        name = f"rule-{rule.number}"
        if rule.fits(v.hcp):
            if shaped is not None:
                yield name
                if v.hcp == rule.low:
                    yield f"{name}-low"
                if v.hcp == rule.high:
                    yield f"{name}-high"
        elif shaped not in (None, bid):
            if v.hcp == rule.low - 1:
                yield f"{name}-below"
            if rule.high is not None and v.hcp == rule.high + 1:
                yield f"{name}-above"


def stopper_edges(hand: Hand, v: Valuation, bids: dict[str, bool]) -> Iterator[str]:
    """The suits at a stopper's length bound; and rule 6 decided by one of them: exactly 3
    suits stopped, one by it alone, or 2 stopped and it one card short of a third."""
    holdings = [hand >> shift & HOLDING_MASK for shift in HOLDING_SHIFTS]
    kinds = [kind for holding in holdings for kind in stopper_bounds(holding)]
    yield from (f"stopper-{kind}" for kind, _ in kinds)
    applies = bids.get(NO_TRUMP.number)
    wanted = STOPS_WANTED if applies else STOPS_WANTED - 1  # the bound, on either side
    if applies is not None and v.balanced and len(v.stopped) == wanted:
        yield from (f"rule-{NO_TRUMP.number}-{kind}" for kind, stops in kinds if stops == applies)


@functools.cache
def stopper_bounds(holding: int) -> tuple[tuple[str, bool], ...]:
    """Where a suit (its byte) sits at a stopper's length bound, with that honour deciding:
    ("kx", True) for a king and one other, stopped by the king alone; ("qx", False) for a
    queen and one other, one card short and not stopped."""
    length = holding & LENGTH_MASK
    found = []
    for honour, others in STOPPERS:
        bit = 1 << (LENGTH_BITS + HONOURS.index(honour))
        if not holding & bit:
            continue
        kind = honour.lower() + "x" * (length - 1)  # "kx": the king and one other card
        if length == others + 1 and STOPPED[holding] and not STOPPED[holding & ~bit]:
            found.append((kind, True))
        elif length == others and not STOPPED[holding]:
            found.append((kind, False))
    return tuple(found)


# -- deals aimed at an edge ------------------------------------------------------------

SPOTS = RANKS[len(HONOURS) :]
AIM_TRIES = 20_000


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """One hand that reaches the edge (a deal of one hand is the smallest there is, whatever
    the size): hands of its rule's points (or of the bound's) and of the distributions where
    the rule's shape bids or one card away, dealt until one reaches it."""
    points, distributions = aimed_at(edge)
    for _ in range(AIM_TRIES):
        lengths = list(rng.choice(distributions))
        rng.shuffle(lengths)
        cards = deal_hand(rng, rng.choice(points), lengths)
        if cards and edge in reached(play(hand_of(cards))):
            return lines([cards])
    raise Unreached(f"no hand reached {edge} in {AIM_TRIES} tries")


def aimed_at(edge: str) -> tuple[Sequence[int], Sequence[tuple[int, ...]]]:
    """The points and the distributions to deal from for an edge."""
    if edge.startswith("stopper-"):
        return range(4, 21), distributions()
    rule = RULE_NAMED["-".join(edge.split("-")[:2])]
    side = edge.rsplit("-", 1)[1]
    shapes = rule_distributions(rule.number)
    if side in ("low", "below"):
        return [rule.low - (side == "below")], shapes
    if rule.high is not None and side in ("high", "above"):
        return [rule.high + (side == "above")], shapes
    most = rule.high if rule.high is not None else rule.low + 8  # open above: 8 points more
    return range(rule.low, most + 1), shapes


@functools.cache
def distributions() -> tuple[tuple[int, ...], ...]:
    """Every distribution of 13 cards, longest suit first."""
    every = itertools.product(range(HAND_SIZE + 1), repeat=len(SUITS))
    return tuple(sorted({tuple(sorted(p, reverse=True)) for p in every if sum(p) == HAND_SIZE}))


@functools.cache
def rule_distributions(number: str) -> tuple[tuple[int, ...], ...]:
    """The distributions on which a rule's shape bids (in some order of the suits, all of
    them stopped), and those one card away."""
    rule = RULE_NAMED[f"rule-{number}"]
    bidding = {
        d
        for d in distributions()
        for lengths in itertools.permutations(d)
        if rule.shape(Valuation(0, lengths, SUITS))[0] is not None
    }
    return tuple(sorted(bidding | {moved for d in bidding for moved in one_card_moved(d)}))


def deal_hand(rng: random.Random, hcp: int, lengths: Sequence[int]) -> list[str] | None:
    """Cards of these suit lengths (spades first) and exactly `hcp` points, or None when the
    honours drawn at random do not add up to them."""
    honours = [
        (suit, rank) for suit, n in zip(SUIT_LETTERS, lengths, strict=True) if n for rank in HONOURS
    ]
    rng.shuffle(honours)
    held: dict[str, list[str]] = {suit: [] for suit in SUIT_LETTERS}
    points = 0
    for suit, rank in honours:
        if points + HCP[rank] <= hcp and len(held[suit]) < lengths[SUIT_LETTERS.index(suit)]:
            held[suit].append(rank)
            points += HCP[rank]
    spots = [n - len(held[suit]) for suit, n in zip(SUIT_LETTERS, lengths, strict=True)]
    if points != hcp or max(spots) > len(SPOTS):
        return None
    return [
        suit + rank
        for suit, count in zip(SUIT_LETTERS, spots, strict=True)
        for rank in held[suit] + rng.sample(SPOTS, count)
    ]


# -- the engine contract -------------------------------------------------------


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


def play(hand: Hand) -> Result:
    bid, rule = BIDS.get(bid_key(hand)) or new_bid(hand)
    return Result(hand, bid, rule)


# -- what decides a bid ------------------------------------------------------------
# A rule reads the points only to see whether they are in its range, so they
# matter only by the band they fall in between the ranges' ends: that tells
# which rules fit them. The rest of a rule reads the shape of the hand: its
# four lengths and, for rule 6, whether STOPS_WANTED suits are stopped. So a
# hand bids as the first rule that fits both its band and its shape, and
# hands that agree on those (their bid key) bid alike. (A rule that reads more
# of the hand must add it to the shape.)

POINTS = range(HCP_MASK + 1)
BAND_STARTS = sorted({r.low for r in RULES} | {r.high + 1 for r in RULES if r.high is not None})
BAND_OF = tuple(bisect_right(BAND_STARTS, hcp) for hcp in POINTS)
# The numbers (in RULES) of the rules that fit each band.
FITTING = {BAND_OF[hcp]: [n for n, rule in enumerate(RULES) if rule.fits(hcp)] for hcp in POINTS}
NO_TRUMP = next(rule for rule in RULES if rule.shape is one_no_trump)
STOPS_READ = tuple(NO_TRUMP.fits(hcp) for hcp in POINTS)  # where the stopped suits count
BIDS: dict[int, tuple[Bid, int]] = {}  # by bid key: the bid and the number of its rule
SHAPE_BIDS: dict[int, tuple[Bid | None, ...]] = {}  # by shape key: each rule's bid


def shape_key(hand: Hand) -> int:
    """The lengths (where the hand has them) and whether enough suits are stopped (bit 6)."""
    return (stops(hand) >= STOPS_WANTED) << 6 | hand & LENGTHS_MASK


def bid_key(hand: Hand) -> int:
    """The band (bits 0-5) and the shape, the stopped suits left out where they do not count."""
    hcp = hand & HCP_MASK
    return BAND_OF[hcp] | (shape_key(hand) if STOPS_READ[hcp] else hand & LENGTHS_MASK)


def new_bid(hand: Hand) -> tuple[Bid, int]:
    """The bid of a hand whose bid key has not been seen before, and the number of its rule."""
    bids = rule_bids(hand)
    fitting = FITTING[BAND_OF[hand & HCP_MASK]]
    rule = next(n for n in fitting if bids[n] is not None)
    opening = BIDS[bid_key(hand)] = (bids[rule], rule)
    return opening


def rule_bids(hand: Hand) -> tuple[Bid | None, ...]:
    """What each rule bids for a hand of this shape if the points fit (None: no bid)."""
    shape = shape_key(hand)
    return SHAPE_BIDS.get(shape) or shape_bids(hand, shape)


def shape_bids(hand: Hand, shape: int) -> tuple[Bid | None, ...]:
    """What each rule bids for a hand of this shape if the points fit (None: no bid)."""
    valuation = value(hand)
    bids = SHAPE_BIDS[shape] = tuple([rule.shape(valuation)[0] for rule in RULES])
    return bids


def render(results: Sequence[Result]) -> str:
    return "".join([f"Hand #{n}: {r.bid.said}\n" for n, r in enumerate(results, start=1)])


def steps(result: Result) -> list[Step]:
    v = result.valuation
    table = {
        "hand": cards_of(result.hand),
        "hcp": v.hcp,
        "lengths": {s.title: v.length(s) for s in SUITS},
        "distribution": dash(v.distribution),
        "balanced": v.balanced,
        "stopped": [s.title for s in v.stopped],
    }
    shown = [Step(t("Valuation"), valuation_words(v), {**table, "rule": None})]
    for check in result.checks:
        applies = check.bid is not None
        state = {**table, "rule": check.number, "applies": applies}
        shown.append(Step(t("Rule {number}", number=check.number), check_words(check), state))
    return shown


def valuation_words(v: Valuation) -> str:
    """What the player studies before bidding, in a sentence."""
    said = {
        "hcp": v.hcp,
        "distribution": dash(v.distribution),
        "stopped": join(s.said for s in v.stopped) or t("none"),
    }
    if v.balanced:
        return t(
            "{hcp} hcp; distribution {distribution} (balanced); stopped suits: {stopped}.", **said
        )
    return t(
        "{hcp} hcp; distribution {distribution} (not balanced); stopped suits: {stopped}.", **said
    )


def check_words(check: Check) -> str:
    """One rule tried, in a sentence: the bid it gives, or why it does not apply."""
    name = t(check.name)
    if check.bid is not None:
        return t(
            "Rule {number} ({name}) applies: bid {bid}.",
            number=check.number,
            name=name,
            bid=check.bid.words,
        )
    return t(
        "Rule {number} ({name}) does not apply: {why}.",
        number=check.number,
        name=name,
        why=check.why,
    )


def line_steps(result: Result) -> list[int]:
    """A hand's one line is the rule that gives its bid: the last step."""
    return [result.rule + 1]  # after the valuation, rules 0 to `rule` of RULES


def generate(rng: random.Random, hands: int | None = None, size: float = 1.0) -> str:
    """`hands` random hands; by default 1 to 5 as `size` grows to 1."""
    deck = sorted(CARDS)
    count = hands if hands is not None else up_to(5, size)
    return lines([rng.sample(deck, HAND_SIZE) for _ in range(count)])


def shrink(hand: Hand) -> Iterator[Hand]:
    """Simpler hands that value the same (points, lengths, stoppers: so every rule decides
    alike): the spot cards of every suit, then of one suit, lowered to the lowest ranks
    free, so the hand reads AK432 rather than AKT86; then one spot card a rank lower (for
    a program that reads the spot cards). A hand of 13 cards cannot get shorter: an input
    gets smaller by its hands (the stress loop tries each hand alone first)."""
    suits = [[card for card in cards_of(hand) if card[0] == suit] for suit in SUIT_LETTERS]
    lowest = [lowest_spots(cards) for cards in suits]
    if lowest != suits:
        yield hand_of(itertools.chain(*lowest))
    for n, cards in enumerate(suits):
        if lowest[n] != cards:
            yield hand_of(itertools.chain(*suits[:n], lowest[n], *suits[n + 1 :]))
    held = cards_of(hand)
    for card in held:
        lower = next((c for c in spots_below(card) if c not in held), None)
        if lower is not None:
            yield hand - CARD_CODES[card] + CARD_CODES[lower]


def lowest_spots(cards: Sequence[str]) -> list[str]:
    """A suit's cards with its spot cards the lowest ones: the honours, then 2, 3, 4, ..."""
    honours = [card for card in cards if card[1] in HCP]
    low = [cards[0][0] + rank for rank in reversed(SPOTS)] if cards else []
    return sorted(honours + low[: len(cards) - len(honours)], key=CARD_ORDER.index)


def spots_below(card: str) -> list[str]:
    """The spot cards of the card's suit below it, the nearest first (none for an honour)."""
    if card[1] in HCP:
        return []
    return [card[0] + rank for rank in SPOTS[SPOTS.index(card[1]) + 1 :]]


def measure(results: Sequence[Result]) -> int:
    """What a person reads: the hands."""
    return len(results)


def write(hands: Sequence[Hand]) -> str:
    """Hands as input, one a line."""
    return lines(map(cards_of, hands))


def lines(hands: Iterable[Iterable[str]]) -> str:
    """Hands given by their cards as input, one a line."""
    return "".join(" ".join(cards) + "\n" for cards in hands)


GAME = Game(
    name="bridge",
    title="Bridge",
    source=mark("Rocky Mountain 2006: Bridge Bidding"),
    summary=mark(
        "Suggest the opening bid for each 13-card hand.\n"
        "High card points, distribution and stoppers decide which of eleven rules applies."
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
