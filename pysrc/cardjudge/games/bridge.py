"""Bridge opening-bid suggestion (Rocky Mountain 2006, "Bridge Bidding").

Each hand of 13 cards is valued (high card points, distribution, stoppers)
and the first of eleven rules that applies gives the opening bid.
"""

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ..engine import Game, Step
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
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
RANKS = "AKQJT98765432"
CARDS = frozenset(suit.value + rank for suit in SUITS for rank in RANKS)
HAND_SIZE = 13
BALANCED = ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

# A suit is stopped by an honour with at least this many other cards beside it.
STOPPERS = (("A", 0), ("K", 1), ("Q", 2), ("J", 3))


class Hand(NamedTuple):
    """Thirteen different cards in judge notation, such as "SA" or "HT"."""

    cards: tuple[str, ...]


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

    @functools.cached_property
    def distribution(self) -> tuple[int, ...]:
        return tuple(sorted(self.lengths, reverse=True))

    @functools.cached_property
    def balanced(self) -> bool:
        return self.distribution in BALANCED

    @functools.cached_property
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
    return assess(*count(hand))[0]


def count(hand: Hand) -> tuple[int, tuple[int, int, int, int], str]:
    """High card points, suit lengths and the letters of the stopped suits."""
    # In judge notation suit letters never appear as ranks, so counting
    # letters in the joined hand counts suits and honours.
    text = " ".join(hand.cards)
    lengths = (text.count("S"), text.count("H"), text.count("D"), text.count("C"))
    hcp = 0
    for rank, points in HCP.items():
        hcp += points * text.count(rank)
    stopped = ""
    for letter, length in zip("SHDC", lengths, strict=True):
        if is_stopped(text, letter, length):
            stopped += letter
    return hcp, lengths, stopped


def is_stopped(text: str, letter: str, length: int) -> bool:
    """Whether the suit holds an honour with enough other cards beside it."""
    for honour, others in STOPPERS:
        if length > others and letter + honour in text:
            return True
    return False


# -- the rules, in the statement's order --------------------------------------
# Each returns (bid, "") when it applies, else (None, why not).

Outcome = tuple[Bid | None, str]


def hcp_between(v: Valuation, low: int, high: int | None) -> str:
    """Why the points are out of range, or "" when they are in it."""
    if v.hcp < low or (high is not None and v.hcp > high):
        wanted = f"{low}-{high}" if high is not None else f"at least {low}"
        return f"{v.hcp} hcp, not {wanted}"
    return ""


def preempt_four(v: Valuation) -> Outcome:
    if why := hcp_between(v, 10, None):
        return None, why
    if v.longest < 8:
        return None, f"longest suit has {v.longest} cards, not 8 or more"
    return Bid(4, v.suits_of_length(v.longest)[0]), ""


def preempt_three(v: Valuation) -> Outcome:
    if why := hcp_between(v, 10, 13):
        return None, why
    if v.longest != 7:
        return None, f"longest suit has {v.longest} cards, not 7"
    return Bid(3, v.suits_of_length(7)[0]), ""


def weak_two_long(v: Valuation) -> Outcome:
    if why := hcp_between(v, 8, 9):
        return None, why
    if v.longest < 7:
        return None, f"longest suit has {v.longest} cards, not 7 or more"
    suit = v.suits_of_length(v.longest)[0]
    if suit not in (Suit.SPADES, Suit.HEARTS):
        return None, f"the {v.longest}-card suit is {suit.title}, not Spades or Hearts"
    return Bid(2, suit), ""


def weak_two_six(v: Valuation) -> Outcome:
    if why := hcp_between(v, 8, 11):
        return None, why
    if v.longest != 6:
        return None, f"longest suit has {v.longest} cards, not 6"
    sixes = v.suits_of_length(6)
    if not {Suit.SPADES, Suit.HEARTS} & set(sixes):
        return None, "neither Spades nor Hearts has 6 cards"
    return Bid(2, sixes[0]), ""


def mini_roman(v: Valuation) -> Outcome:
    if why := hcp_between(v, 11, 15):
        return None, why
    if v.distribution not in ((4, 4, 4, 1), (5, 4, 4, 0)):
        return None, f"distribution {dash(v.distribution)}, not 4-4-4-1 or 5-4-4-0"
    if v.length(Suit.SPADES) < 4:
        return None, f"{v.length(Suit.SPADES)} spades, not at least 4"
    return Bid(2, Suit.DIAMONDS), ""


def one_no_trump(v: Valuation) -> Outcome:
    if why := hcp_between(v, 15, 17) or unbalanced(v):
        return None, why
    if len(v.stopped) < 3:
        return None, f"only {len(v.stopped)} suits stopped, not at least 3"
    return Bid(1, None), ""


def two_no_trump(v: Valuation) -> Outcome:
    if why := hcp_between(v, 20, 22) or unbalanced(v):
        return None, why
    return Bid(2, None), ""


def two_clubs(v: Valuation) -> Outcome:
    if why := hcp_between(v, 22, None):
        return None, why
    return Bid(2, Suit.CLUBS), ""


def one_major(v: Valuation) -> Outcome:
    if why := hcp_between(v, 13, 16):
        return None, why
    majors = [s for s in (Suit.SPADES, Suit.HEARTS) if v.length(s) >= 5]
    if not majors:
        return None, "no 5-card or longer suit in Spades or Hearts"
    # The longer major; on equal length the higher ranking one (listed first).
    return Bid(1, max(majors, key=lambda s: v.length(s))), ""


def one_minor(v: Valuation) -> Outcome:
    if why := hcp_between(v, 13, 16):
        return None, why
    if any(v.length(s) >= 5 for s in (Suit.SPADES, Suit.HEARTS)):
        return None, "there is a 5-card suit in Spades or Hearts (rule 9a)"
    # The longer minor; on equal length the higher ranking one (listed first).
    return Bid(1, max((Suit.DIAMONDS, Suit.CLUBS), key=lambda s: v.length(s))), ""


def reverse(v: Valuation) -> Outcome:
    if why := hcp_between(v, 17, None):
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
    hands = []
    for start in range(0, len(cards), HAND_SIZE):
        hand = tuple(cards[start : start + HAND_SIZE])
        if len(set(hand)) < HAND_SIZE:
            raise repeated_card(words, start, len(hands) + 1)
        hands.append(Hand(hand))
    return hands


def repeated_card(words: Words, start: int, number: int) -> Exception:
    seen = set()
    for index in range(start, start + HAND_SIZE):
        if words.words[index] in seen:
            return words.error(index, f"card {words.words[index]!r} twice in hand #{number}")
        seen.add(words.words[index])
    raise AssertionError("no repeated card")


def play(hand: Hand) -> Result:
    return Result(hand, *assess(*count(hand)))


@functools.cache
def assess(
    hcp: int, lengths: tuple[int, int, int, int], stopped: str
) -> tuple[Valuation, "Bidding"]:
    """The valuation and its bidding; hands that count the same share both."""
    valuation = Valuation(hcp, lengths, tuple(Suit(letter) for letter in stopped))
    return valuation, bidding(valuation)


def bidding(valuation: Valuation) -> Bidding:
    """The rules tried in order up to the first that applies (rule 11 always does)."""
    checks = []
    for number, name, rule in RULES:
        bid, why = rule(valuation)
        checks.append(Check(number, name, bid, why))
        if bid is not None:
            return Bidding(tuple(checks), bid)
    raise AssertionError("rule 11 always applies")


def render(results: Sequence[Result]) -> str:
    return "".join(f"Hand #{n}: {r.bid}\n" for n, r in enumerate(results, start=1))


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


def sort_hand(hand: Hand) -> list[str]:
    return sorted(hand.cards, key=lambda card: ("SHDC".index(card[0]), RANKS.index(card[1])))


def generate(rng: random.Random, hands: int = 5) -> str:
    deck = sorted(CARDS)
    lines = [" ".join(rng.sample(deck, HAND_SIZE)) for _ in range(hands)]
    return "\n".join(lines) + "\n"


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
    generate=generate,
)
