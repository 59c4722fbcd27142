"""Bridge opening-bid suggestion (Rocky Mountain 2006, "Bridge Bidding").

Each hand of 13 cards is valued (high card points, distribution, stoppers)
and the first of eleven rules that applies gives the opening bid.
"""

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

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
RANKS = "AKQJT98765432"
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
BALANCED = ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))
HAND_SIZE = 13

# A suit is stopped by an honour with at least this many other cards beside it.
STOPPERS = {"A": 0, "K": 1, "Q": 2, "J": 3}


@dataclass(frozen=True, order=True)
class Card:
    suit: Suit
    rank: str

    def __str__(self) -> str:
        return self.suit.value + self.rank


@dataclass(frozen=True)
class Hand:
    cards: tuple[Card, ...]


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
    """What a player studies before bidding."""

    hcp: int
    lengths: dict[Suit, int]
    stopped: tuple[Suit, ...]

    @property
    def distribution(self) -> tuple[int, ...]:
        return tuple(sorted(self.lengths.values(), reverse=True))

    @property
    def balanced(self) -> bool:
        return self.distribution in BALANCED

    @property
    def longest(self) -> int:
        return self.distribution[0]

    def suits_of_length(self, length: int) -> list[Suit]:
        return [s for s in SUITS if self.lengths[s] == length]


@dataclass(frozen=True)
class Check:
    """One rule tried on a hand: the bid it gives, or why it does not apply."""

    number: str
    name: str
    bid: Bid | None
    why: str


@dataclass(frozen=True)
class Result:
    hand: Hand
    valuation: Valuation
    checks: tuple[Check, ...]  # the trace: every rule in order
    bid: Bid


def value(hand: Hand) -> Valuation:
    lengths = Counter(card.suit for card in hand.cards)
    return Valuation(
        hcp=sum(HCP.get(card.rank, 0) for card in hand.cards),
        lengths={suit: lengths[suit] for suit in SUITS},
        stopped=tuple(s for s in SUITS if is_stopped(hand, s)),
    )


def is_stopped(hand: Hand, suit: Suit) -> bool:
    ranks = [card.rank for card in hand.cards if card.suit == suit]
    return any(honour in ranks and len(ranks) - 1 >= others for honour, others in STOPPERS.items())


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
    if v.lengths[Suit.SPADES] < 4:
        return None, f"{v.lengths[Suit.SPADES]} spades, not at least 4"
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
    majors = [s for s in (Suit.SPADES, Suit.HEARTS) if v.lengths[s] >= 5]
    if not majors:
        return None, "no 5-card or longer suit in Spades or Hearts"
    # The longer major; on equal length the higher ranking one (listed first).
    return Bid(1, max(majors, key=lambda s: v.lengths[s])), ""


def one_minor(v: Valuation) -> Outcome:
    if why := hcp_between(v, 13, 16):
        return None, why
    if any(v.lengths[s] >= 5 for s in (Suit.SPADES, Suit.HEARTS)):
        return None, "there is a 5-card suit in Spades or Hearts (rule 9a)"
    # The longer minor; on equal length the higher ranking one (listed first).
    return Bid(1, max((Suit.DIAMONDS, Suit.CLUBS), key=lambda s: v.lengths[s])), ""


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
    hands = []
    while not words.at_end():
        cards: list[Card] = []
        for _ in range(HAND_SIZE):
            n = len(hands) + 1
            word = words.next(f"card {len(cards) + 1} of 13 in hand #{n}")
            card = parse_card(word, words, words.index - 1)
            if card in cards:
                raise words.error(words.index - 1, f"card {word!r} twice in hand #{n}")
            cards.append(card)
        hands.append(Hand(tuple(cards)))
    return hands


def parse_card(word: str, words: Words, index: int) -> Card:
    if len(word) != 2 or word[0] not in "SHDC" or word[1] not in RANKS:
        raise words.error(
            index, f"expected a card: suit S, H, D or C then rank A-K-Q-J-T-9..2, got {word!r}"
        )
    return Card(Suit(word[0]), word[1])


def play(hand: Hand) -> Result:
    valuation = value(hand)
    checks = []
    for number, name, rule in RULES:
        bid, why = rule(valuation)
        checks.append(Check(number, name, bid, why))
    bid = next(check.bid for check in checks if check.bid is not None)
    return Result(hand, valuation, tuple(checks), bid)


def render(results: Sequence[Result]) -> str:
    return "".join(f"Hand #{n}: {r.bid}\n" for n, r in enumerate(results, start=1))


def steps(result: Result) -> list[Step]:
    v = result.valuation
    table = {
        "hand": [str(c) for c in sort_hand(result.hand)],
        "hcp": v.hcp,
        "lengths": {s.title: v.lengths[s] for s in SUITS},
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


def sort_hand(hand: Hand) -> list[Card]:
    return sorted(hand.cards, key=lambda c: (SUITS.index(c.suit), RANKS.index(c.rank)))


def generate(rng: random.Random, hands: int = 5) -> str:
    deck = [Card(s, r) for s in SUITS for r in RANKS]
    lines = []
    for _ in range(hands):
        lines.append(" ".join(str(c) for c in rng.sample(deck, HAND_SIZE)))
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
