"""Bridge's rule edges: `EDGES`, each rule's points bounds, the shapes its conditions
read and the stoppers' length bounds, and `reached`, which tells them from a result.

It imports cards and rules, whose constants and functions each edge is read beside.
"""

import functools
import itertools
from collections.abc import Callable, Iterator, Sequence

from ...engine import Edge
from ...i18n import mark
from .cards import (
    HOLDING_MASK,
    HOLDING_SHIFTS,
    HONOURS,
    LENGTH_BITS,
    LENGTH_MASK,
    SUITS,
    Hand,
    Suit,
)
from .rules import (
    NO_TRUMP,
    RULES,
    STOPPED,
    STOPPERS,
    STOPS_WANTED,
    Bid,
    Result,
    Rule,
    Valuation,
    rule_bids,
)

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
