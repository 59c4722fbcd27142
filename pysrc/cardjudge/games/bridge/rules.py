"""Bridge's rules: a hand's valuation (points, distribution, stoppers), the eleven
rules in the statement's order and the bid the first that applies gives, worked out
once for each points band and shape (see "what decides a bid"); `play` and `render`.
Where a point of the statement can be read another way (readings.py), the rule that
decides it asks whether the judge follows that reading.

Of the game's modules it imports cards and readings.
"""

import functools
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ...i18n import mark, t
from ...readings import following, follows, in_force
from .cards import (
    HCP_MASK,
    HOLDING_MASK,
    HOLDING_SHIFTS,
    HONOURS,
    LENGTH_BITS,
    LENGTH_MASK,
    LENGTHS_MASK,
    SUITS,
    Hand,
    Suit,
)
from .readings import (
    READINGS,
    RULE_4_SIX_OR_MORE,
    RULE_9B_TIE_LOWER,
    RULE_10_TIE_HIGHER,
    STOPPERS_EXACT,
)

# The balanced distributions.
BALANCED = ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

# A suit is stopped by an honour with at least this many other cards beside it.
STOPPERS = (("A", 0), ("K", 1), ("Q", 2), ("J", 3))
STOPS_WANTED = 3  # rule 6 wants at least this many suits stopped


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


# -- valuing a hand ----------------------------------------------------------------
# Read from the bit fields of the hand's number (see cards.py, "counting a hand").


def stopped(holding: int) -> bool:
    """Whether a suit is stopped, from its byte: its length and its honours."""
    length = holding & LENGTH_MASK
    held = [honour for n, honour in enumerate(HONOURS) if holding >> (LENGTH_BITS + n) & 1]
    exactly = follows(STOPPERS_EXACT)  # "a K and one other" as Kx alone, not Kxx
    return any(
        length == others + 1 if exactly and others else length > others
        for honour, others in STOPPERS
        if honour in held
    )


def stopped_table(reading: str | None) -> tuple[bool, ...]:
    """Whether a suit is stopped, by its byte, under a reading (None: the statement's)."""
    with following(reading):
        return tuple(map(stopped, range(HOLDING_MASK + 1)))


STOPPED_UNDER = {name: stopped_table(name) for name in [None, *(r.name for r in READINGS)]}
STOPPED = STOPPED_UNDER[None]  # the statement's, by a suit's byte


def value(hand: Hand) -> Valuation:
    holdings = [hand >> shift & HOLDING_MASK for shift in HOLDING_SHIFTS]
    lengths = tuple([holding & LENGTH_MASK for holding in holdings])
    held = zip(SUITS, holdings, strict=True)
    table = STOPPED_UNDER[in_force()]
    return Valuation(hand & HCP_MASK, lengths, tuple([s for s, h in held if table[h]]))


def stops(hand: Hand, stopped: Sequence[bool]) -> int:
    """How many suits are stopped (`stopped`: a reading's table, by a suit's byte)."""
    return sum(stopped[hand >> shift & HOLDING_MASK] for shift in HOLDING_SHIFTS)


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
    seven_six = v.longest > 6 and follows(RULE_4_SIX_OR_MORE)  # 7-6-0-0 read as "6-x-x-x"
    if v.longest != 6 and not seven_six:
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
    minors = (Suit.DIAMONDS, Suit.CLUBS)
    if follows(RULE_9B_TIE_LOWER):
        minors = (Suit.CLUBS, Suit.DIAMONDS)
    return Bid(1, max(minors, key=lambda s: v.length(s))), ""


def reverse(v: Valuation) -> Outcome:
    # The longest suit; on a tie the lowest ranking one (listed last).
    longest = v.suits_of_length(v.longest)
    return Bid(1, longest[0] if follows(RULE_10_TIE_HIGHER) else longest[-1]), ""


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


# -- the judge: a hand's bid, and the answer ----------------------------------


def play(hand: Hand) -> Result:
    reading = in_force()
    hcp = hand & HCP_MASK
    # The hand's bid key (see "what decides a bid"): the band, the shape (the stopped
    # suits left out where they do not count) and the reading.
    if STOPS_READ[hcp]:
        key = BAND_OF[hcp] | shape_key(hand, reading)
    else:
        key = BAND_OF[hcp] | hand & LENGTHS_MASK | READING_KEYS[reading]
    bid, rule = BIDS.get(key) or new_bid(hand, key)
    return Result(hand, bid, rule)


def render(results: Sequence[Result]) -> str:
    return "".join([f"Hand #{n}: {r.bid.said}\n" for n, r in enumerate(results, start=1)])


# -- what decides a bid ------------------------------------------------------------
# A rule reads the points only to see whether they are in its range, so they
# matter only by the band they fall in between the ranges' ends: that tells
# which rules fit them. The rest of a rule reads the shape of the hand: its
# four lengths and, for rule 6, whether STOPS_WANTED suits are stopped. So a
# hand bids as the first rule that fits both its band and its shape, and
# hands that agree on those (their bid key) bid alike. (A rule that reads more
# of the hand must add it to the shape.) A reading of the statement may bid
# otherwise on the same key, or stop other suits: so every key holds the
# reading in force too (READING_KEYS, 0 for the statement's, whose keys are the
# ones they always were), and counts the suits each reading stops.

POINTS = range(HCP_MASK + 1)
BAND_STARTS = sorted({r.low for r in RULES} | {r.high + 1 for r in RULES if r.high is not None})
BAND_OF = tuple(bisect_right(BAND_STARTS, hcp) for hcp in POINTS)
# The numbers (in RULES) of the rules that fit each band.
FITTING = {BAND_OF[hcp]: [n for n, rule in enumerate(RULES) if rule.fits(hcp)] for hcp in POINTS}
NO_TRUMP = next(rule for rule in RULES if rule.shape is one_no_trump)
STOPS_READ = tuple(NO_TRUMP.fits(hcp) for hcp in POINTS)  # where the stopped suits count
# A reading's part of a key: bits 40 on, above the lengths (LENGTHS_MASK).
READING_KEYS = {None: 0} | {r.name: n << 40 for n, r in enumerate(READINGS, start=1)}
BIDS: dict[int, tuple[Bid, int]] = {}  # by bid key: the bid and the number of its rule
SHAPE_BIDS: dict[int, tuple[Bid | None, ...]] = {}  # by shape key: each rule's bid


def shape_key(hand: Hand, reading: str | None) -> int:
    """The lengths (bits 8-39), whether enough suits are stopped (bit 6) and the reading."""
    enough = stops(hand, STOPPED_UNDER[reading]) >= STOPS_WANTED
    return enough << 6 | hand & LENGTHS_MASK | READING_KEYS[reading]


def new_bid(hand: Hand, key: int) -> tuple[Bid, int]:
    """The bid of a hand whose bid key has not been seen before, and the number of its rule."""
    bids = rule_bids(hand)
    fitting = FITTING[BAND_OF[hand & HCP_MASK]]
    rule = next(n for n in fitting if bids[n] is not None)
    opening = BIDS[key] = (bids[rule], rule)
    return opening


def rule_bids(hand: Hand) -> tuple[Bid | None, ...]:
    """What each rule bids for a hand of this shape if the points fit (None: no bid), under
    the reading in force."""
    shape = shape_key(hand, in_force())
    return SHAPE_BIDS.get(shape) or shape_bids(hand, shape)


def shape_bids(hand: Hand, shape: int) -> tuple[Bid | None, ...]:
    """What each rule bids for a hand of this shape if the points fit (None: no bid)."""
    valuation = value(hand)
    bids = SHAPE_BIDS[shape] = tuple([rule.shape(valuation)[0] for rule in RULES])
    return bids
