"""Tractor (Asia Regional Shanghai 2009, SPOJ TRACTOR): judge one round of the game.

Four players in two teams play 25 tricks with two decks of 54 cards. The round's
main suit and current rank order the cards; a trick goes to the highest card or,
for a throw, to the highest honor card. The defenders' points, with the hidden
cards when they take the last trick, move the teams' ranks and pick the next dealer.
"""

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum, IntEnum
from functools import cache
from typing import Any

from ...dealing import Unreached, runs, up_to
from ...engine import Edge, Game, Step
from ...errors import InputError
from ...i18n import join, mark, sentences, t, tn
from ...text import Line, end_of_input, expected_got, lines

SUIT_NAMES = {"H": mark("Hearts"), "S": mark("Spades"), "C": mark("Clubs"), "D": mark("Diamonds")}


class Suit(Enum):
    HEARTS = "H"
    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"

    @property
    def title(self) -> str:
        """The suit's name, said in the reader's language."""
        return t(SUIT_NAMES[self.value])


class Player(IntEnum):
    """The four players in clockwise order; Alice and Charles are team 1."""

    ALICE = 0
    BOB = 1
    CHARLES = 2
    DAVID = 3

    def __str__(self) -> str:
        return self.name.capitalize()

    @property
    def team(self) -> int:
        return self % 2 + 1

    @property
    def partner(self) -> "Player":
        return Player((self + 2) % 4)

    @property
    def right(self) -> "Player":
        """The player on this one's right-hand side, who plays next (Alice's is Bob)."""
        return Player((self + 1) % 4)


SUITS = tuple(Suit)
RANKS = "23456789TJQKA"  # rank values 2..14
ACE = 14
JOKERS = ("BJ", "RJ")  # black joker below red joker
NO_MAIN = "O"  # the header letter of a round with no main suit
POINTS = {"5": 5, "T": 10, "K": 10}
COPIES = 2  # two decks
CARDS_EACH = 25
HIDDEN = 8
TRUMP = "T"  # the group of every trump; a non-trump's group is its suit letter

# The defenders' points: below 80 the declarers "make" and rise by the first
# matching step; from 80 on they are "down" and the defenders rise one rank
# for every full 40 points above 80.
MAKE_STEPS = ((1, 3), (40, 2), (80, 1))  # (points below, ranks up)
DOWN_AT = 80
DOWN_STEP = 40


@dataclass(frozen=True, slots=True)
class Card:
    suit: Suit | None  # None for the jokers
    rank: str  # "2".."9", "T", "J", "Q", "K", "A", or "BJ" / "RJ" for the jokers
    index: int  # the card's place in DECK

    def __str__(self) -> str:
        return self.rank if self.suit is None else self.suit.value + self.rank

    @property
    def points(self) -> int:
        return POINTS.get(self.rank, 0)


DECK = tuple(
    Card(suit, rank, n)
    for n, (suit, rank) in enumerate(
        [(s, r) for s in SUITS for r in RANKS] + [(None, joker) for joker in JOKERS]
    )
)
BY_NAME = {str(card): card for card in DECK}
CARD_WORDS = mark(
    "a card: suit H, S, C or D and rank 2-9, T (or 10), J, Q, K, A; or a joker BJ, RJ"
)


@dataclass(frozen=True)
class CardOrder:
    """The order of the cards in a round with this main suit (None: no main suit) and rank.

    `level` gives each card (by index) a number: equal numbers are equal orders
    and, within one group, numbers one apart are consecutive orders. `group` is
    TRUMP for the trumps and the suit letter for the others.
    """

    main: Suit | None
    rank: str
    level: tuple[int, ...]
    group: tuple[str, ...]

    def is_trump(self, card: Card) -> bool:
        return self.group[card.index] == TRUMP

    def key(self, card: Card) -> tuple[int, int]:
        """Sort key, highest first."""
        return -self.level[card.index], card.index


@cache
def card_order(main: Suit | None, rank: str) -> CardOrder:
    """Non-trumps by rank without the current rank (0..11); then the main suit by rank,
    the current rank off the main suit, the current rank of the main suit, BJ, RJ."""
    plain = [r for r in RANKS if r != rank]
    off_rank = len(plain) * (2 if main else 1)
    level, group = [], []
    for card in DECK:
        if card.suit is None:
            level.append(off_rank + (2 if main else 1) + JOKERS.index(card.rank))
        elif card.rank == rank:
            level.append(off_rank + (card.suit == main))
        elif card.suit == main:
            level.append(len(plain) + plain.index(card.rank))
        else:
            level.append(plain.index(card.rank))
            group.append(card.suit.value)
            continue
        group.append(TRUMP)
    return CardOrder(main, rank, tuple(level), tuple(group))


# -- structures: singles, pairs, tractors, throws ------------------------------


class Kind(Enum):
    SINGLE = "single"
    PAIR = "pair"
    TRACTOR = "tractor"


@dataclass(frozen=True)
class Component:
    kind: Kind
    cards: tuple[Card, ...]  # highest first

    def __str__(self) -> str:
        return "".join(map(str, self.cards))

    @property
    def top(self) -> Card:
        return self.cards[0]


@dataclass(frozen=True)
class Shape:
    """What a lead's structure asks of a follow: tractors (in pairs), pairs, singles."""

    tractors: tuple[int, ...]  # longest first
    pairs: int
    singles: int

    @property
    def longest(self) -> int:
        """Cards in the longest component: w of the hidden-card multiplier for a throw."""
        return 2 * self.tractors[0] if self.tractors else 2 if self.pairs else 1

    def __str__(self) -> str:
        """The shape in words: "a tractor of 2 pairs, a pair and 3 singles"."""
        parts = [t("a tractor of {count} pairs", count=n) for n in self.tractors]
        parts += [tn("a pair", "{count} pairs", self.pairs)] if self.pairs else []
        parts += [tn("a single", "{count} singles", self.singles)] if self.singles else []
        if len(parts) == 1:
            return parts[0]
        return t("{some} and {last}", some=join(parts[:-1]), last=parts[-1])


def shape_of(structure: Sequence[Component]) -> Shape:
    tractors = tuple(len(c.cards) // 2 for c in structure if c.kind is Kind.TRACTOR)
    return Shape(
        tuple(sorted(tractors, reverse=True)),
        sum(c.kind is Kind.PAIR for c in structure),
        sum(c.kind is Kind.SINGLE for c in structure),
    )


def pairs_by_level(cards: Sequence[Card], level: Sequence[int]) -> dict[int, list[Card]]:
    """The pairs among the cards (one card stands for each), by order level."""
    seen: set[int] = set()
    pairs: dict[int, list[Card]] = {}
    for card in cards:
        if card.index in seen:
            pairs.setdefault(level[card.index], []).append(card)
        else:
            seen.add(card.index)
    return pairs


def longest_run(levels: Sequence[int]) -> list[int]:
    """The longest run of consecutive levels, the highest on ties (levels given highest first)."""
    best: list[int] = []
    start = 0
    for i in range(1, len(levels) + 1):
        if i == len(levels) or levels[i] != levels[i - 1] - 1:
            if i - start > len(best):
                best = list(levels[start:i])
            start = i
    return best


def decompose(cards: Sequence[Card], order: CardOrder) -> tuple[Component, ...]:
    """The unique structure of a lead (all of one group): take the longest component
    each time, the highest-ordered one on ties."""
    pairs = pairs_by_level(cards, order.level)
    for same in pairs.values():
        same.sort(key=lambda card: card.index)
    used: Counter[int] = Counter()
    components = []
    while len(run := longest_run(sorted(pairs, reverse=True))) >= 2:
        taken = [pairs[level].pop(0) for level in run]
        for level in run:
            if not pairs[level]:
                del pairs[level]
        components.append(Component(Kind.TRACTOR, tuple(c for c in taken for _ in range(2))))
        used.update(COPIES * [c.index for c in taken])
    for level in sorted(pairs, reverse=True):
        for card in pairs[level]:
            components.append(Component(Kind.PAIR, (card, card)))
            used.update(COPIES * [card.index])
    for card in sorted(cards, key=order.key):
        if used[card.index]:
            used[card.index] -= 1
        else:
            components.append(Component(Kind.SINGLE, (card,)))
    return tuple(components)


def honor(cards: Sequence[Card], shape: Shape, order: CardOrder) -> Card | None:
    """The highest card the longest components can hold when these cards (all of one
    group) are arranged into `shape`; None if they cannot be arranged so.

    For a lead of one component this is simply the highest card. The search tries
    the longest tractor's place from the top down and checks that the other
    tractors still fit: a small bin packing of tractors into runs of pairs.
    """
    level = order.level
    if not shape.tractors and not shape.pairs:
        return min(cards, key=order.key)
    pairs = pairs_by_level(cards, level)
    if sum(map(len, pairs.values())) < sum(shape.tractors) + shape.pairs:
        return None
    if not shape.tractors:
        return pairs[max(pairs)][0]
    first, rest = shape.tractors[0], shape.tractors[1:]
    spare = {lv: len(same) for lv, same in pairs.items()}
    for top in sorted(spare, reverse=True):
        window = range(top - first + 1, top + 1)
        if any(lv not in spare for lv in window):
            continue
        for lv in window:
            spare[lv] -= 1
        fits = tractors_fit(spare, rest)
        for lv in window:
            spare[lv] += 1
        if fits:
            return pairs[top][0]
    return None


def tractors_fit(spare: dict[int, int], tractors: tuple[int, ...]) -> bool:
    """Whether tractors of these lengths fit, disjoint, into the pairs left at each level.

    Runs of consecutive levels are bins. Only the current rank off the main suit
    can hold more than one pair at a level; a run may then also be cut there into
    two bins that share it (one tractor ending there and one starting there).
    """
    if not tractors:
        return True
    levels = sorted(lv for lv, n in spare.items() if n > 0)
    whole: list[int] = []
    cut: list[int] = []
    start = 0
    for i in range(1, len(levels) + 1):
        if i == len(levels) or levels[i] != levels[i - 1] + 1:
            run = levels[start:i]
            whole.append(len(run))
            inner = [j for j, lv in enumerate(run) if spare[lv] > 1 and 0 < j < len(run) - 1]
            cut += [inner[0] + 1, len(run) - inner[0]] if inner else [len(run)]
            start = i
    if packs(tractors, bins(whole)):
        return True
    return cut != whole and packs(tractors, bins(cut))


def bins(sizes: list[int]) -> tuple[int, ...]:
    return tuple(sorted((n for n in sizes if n >= 2), reverse=True))


@cache
def packs(items: tuple[int, ...], room: tuple[int, ...]) -> bool:
    """Bin packing of tractor lengths (longest first) into runs (largest first)."""
    if not items:
        return True
    if sum(items) > sum(room) or items[0] > (room[0] if room else 0):
        return False
    first, rest = items[0], items[1:]
    tried = set()
    for i, size in enumerate(room):
        if size >= first and size not in tried:
            tried.add(size)
            left = (*room[:i], *room[i + 1 :], size - first)
            if packs(rest, bins(list(left))):
                return True
    return False


# -- a trick -------------------------------------------------------------------


class Why(Enum):
    """Why a play could not win its trick."""

    MIXED = mark("mixes trumps and non-trumps")
    SUITS = mark("mixes non-trumps of different suits")
    OFF_SUIT = mark("is non-trumps of another suit than the lead")
    SHAPE = mark("cannot be arranged into the lead's structure")
    TRUMP_THROW = mark("a trump throw cannot be beaten")
    NOT_TRUMP = mark("only a throw of trumps can beat a non-trump throw")


@dataclass(frozen=True)
class Play:
    """One player's cards in a trick; `best` is the card that competes (the highest
    card, or for a throw the honor card), `why` says why it could not win."""

    player: Player
    cards: tuple[Card, ...]
    why: Why | None
    best: Card | None


@dataclass(frozen=True)
class Trick:
    number: int
    leader: Player
    structure: tuple[Component, ...]  # of the lead
    plays: tuple[Play, ...]  # in playing order, the lead first
    winner: Player
    points: int
    to_defenders: bool
    defenders_total: int  # after this trick

    @property
    def throw(self) -> bool:
        return len(self.structure) > 1


@dataclass(frozen=True)
class Judgement:
    structure: tuple[Component, ...]
    plays: tuple[Play, ...]
    winner: Player


def judge_trick(leader: Player, hands: Sequence[Sequence[Card]], order: CardOrder) -> Judgement:
    """Who wins a trick: the highest competing card, the earliest on ties."""
    lead = hands[0]
    structure = decompose(lead, order)
    shape = shape_of(structure)
    throw = len(structure) > 1
    lead_group = order.group[lead[0].index]
    plays = [Play(leader, tuple(lead), None, structure[0].top)]
    winner, high = 0, order.level[structure[0].top.index]
    for i in range(1, len(hands)):
        cards = hands[i]
        why, best = assess(cards, lead_group, shape, order)
        if why is None and best is not None and throw:
            if lead_group == TRUMP:
                why = Why.TRUMP_THROW
            elif order.group[best.index] != TRUMP:
                why = Why.NOT_TRUMP
        if why is None and best is not None and order.level[best.index] > high:
            winner, high = i, order.level[best.index]
        plays.append(Play(Player((leader + i) % 4), tuple(cards), why, best))
    return Judgement(structure, tuple(plays), Player((leader + winner) % 4))


def assess(
    cards: Sequence[Card], lead_group: str, shape: Shape, order: CardOrder
) -> tuple[Why | None, Card | None]:
    """A follow's eligibility and its competing card."""
    groups = {order.group[card.index] for card in cards}
    if len(groups) > 1:
        return (Why.MIXED if TRUMP in groups else Why.SUITS), None
    group = groups.pop()
    if group not in (TRUMP, lead_group) and lead_group != TRUMP:
        return Why.OFF_SUIT, None
    best = honor(cards, shape, order)
    return (Why.SHAPE if best is None else None), best


# -- a round -------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    main: Suit | None
    dealer: Player
    ranks: tuple[int, int]  # teams 1 and 2, 2..14
    tricks: tuple[tuple[tuple[Card, ...], ...], ...]  # four plays each, in playing order

    @property
    def declarers(self) -> int:
        return self.dealer.team

    @property
    def rank(self) -> str:
        """The current rank of the round: the declarers' rank."""
        return rank_name(self.ranks[self.declarers - 1])


@dataclass(frozen=True)
class Outcome:
    hidden: tuple[Card, ...]
    hidden_points: int
    last_winner: Player
    w: int
    bonus: int  # hidden points times 2**w when the defenders take the last trick, else 0
    points: int  # the defenders' total
    make: bool
    team_up: int  # the team whose rank rises
    levels_up: int
    ranks: tuple[int, int]
    winner: int | None  # the team beyond Ace, if any
    next_dealer: Player

    @property
    def multiplier(self) -> int:
        return 2**self.w


@dataclass(frozen=True)
class Result:
    case: Case
    tricks: tuple[Trick, ...]  # the trace, trick by trick
    outcome: Outcome


def rank_name(value: int) -> str:
    return RANKS[value - 2]


def play(case: Case) -> Result:
    order = card_order(case.main, case.rank)
    defenders = 3 - case.declarers
    leader, total, tricks = case.dealer, 0, []
    for number, hands in enumerate(case.tricks, start=1):
        judged = judge_trick(leader, hands, order)
        points = sum(card.points for cards in hands for card in cards)
        taken = judged.winner.team == defenders
        total += points if taken else 0
        tricks.append(
            Trick(
                number, leader, judged.structure, judged.plays, judged.winner, points, taken, total
            )
        )
        leader = judged.winner
    return Result(case, tuple(tricks), settle(case, tricks, order))


def settle(case: Case, tricks: Sequence[Trick], order: CardOrder) -> Outcome:
    """Hidden cards, the level change and the next dealer."""
    hidden = hidden_cards(case, order)
    hidden_points = sum(card.points for card in hidden)
    defenders = 3 - case.declarers
    last_winner = tricks[-1].winner if tricks else case.dealer
    w = hidden_power(tricks[-1]) if tricks else 0
    bonus = hidden_points * 2**w if last_winner.team == defenders else 0
    points = (tricks[-1].defenders_total if tricks else 0) + bonus
    make, team_up, levels_up = level_change(points, case.declarers)
    ranks = list(case.ranks)
    ranks[team_up - 1] += levels_up
    return Outcome(
        hidden=hidden,
        hidden_points=hidden_points,
        last_winner=last_winner,
        w=w,
        bonus=bonus,
        points=points,
        make=make,
        team_up=team_up,
        levels_up=levels_up,
        ranks=(ranks[0], ranks[1]),
        winner=team_up if ranks[team_up - 1] > ACE else None,
        next_dealer=case.dealer.partner if make else case.dealer.right,
    )


def hidden_power(last: Trick) -> int:
    """w of the 2**w multiplier: the lead's size, or for a throw its longest component's."""
    return shape_of(last.structure).longest if last.throw else len(last.plays[0].cards)


def level_change(points: int, declarers: int) -> tuple[bool, int, int]:
    """(make, the team that rises, by how many ranks) for the defenders' points."""
    if points < DOWN_AT:
        return True, declarers, next(up for below, up in MAKE_STEPS if points < below)
    return False, 3 - declarers, (points - DOWN_AT) // DOWN_STEP


def hidden_cards(case: Case, order: CardOrder) -> tuple[Card, ...]:
    """The double deck less the played cards (8 of them in a full round)."""
    left = Counter({card.index: COPIES for card in DECK})
    left.subtract(card.index for hands in case.tricks for cards in hands for card in cards)
    hidden = [DECK[i] for i, n in left.items() for _ in range(max(n, 0))]
    return tuple(sorted(hidden, key=order.key))


def render(results: Sequence[Result]) -> str:
    out = []
    for n, result in enumerate(results, start=1):
        o = result.outcome
        out.append(f"Case #{n}:\n{o.points}\n")
        if o.winner is not None:
            out.append(f"Winner: Team {o.winner}\n")
        else:
            out.append(f"{rank_name(o.ranks[0])} {rank_name(o.ranks[1])} {o.next_dealer}\n")
    return "".join(out)


# -- the rules' edges ----------------------------------------------------------
# Every rule above, and the edges of its conditions, that a round can reach:
# `reached` reads them from what `play` decided (the tricks' structures, each
# play's verdict and competing card, the outcome); `aim` stages a small round
# that reaches one.

# fmt: off
EDGES = (
    # The round's trumps.
    Edge("main-suit", mark("The round has a main suit: its cards are trumps too.")),
    Edge("no-main", mark(
        "The round has no main suit: only the jokers and the current rank are trumps.")),
    Edge("rank-two", mark("The current rank is 2: the non-trumps run from 3 to A.")),
    Edge("rank-ace", mark(
        "The current rank is A: the non-trumps run from 2 to K, and the aces are trumps.")),
    # The lead's structure.
    Edge("lead-single", mark("A single card is led.")),
    Edge("lead-pair", mark("A pair (two same cards) is led.")),
    Edge("lead-tractor", mark("A tractor of two consecutive pairs is led.")),
    Edge("lead-long-tractor", mark("A tractor of three or more consecutive pairs is led.")),
    Edge("lead-throw", mark("A throw of non-trumps of one suit is led.")),
    Edge("lead-trump-throw", mark("A throw of trumps is led.")),
    Edge("throw-with-pair", mark(
        "A throw with a pair among its components: its honor card is the pair's.")),
    Edge("throw-with-tractor", mark(
        "A throw with a tractor among its components: its honor card is the tractor's.")),
    Edge("tractor-across-rank", mark(
        "A tractor of non-trumps around the current rank (6-6-8-8 at rank 7): consecutive in"
        " order.")),
    Edge("tractor-rank-cards", mark(
        "A tractor with a pair of the current rank (off the main suit with the main suit's,"
        " or with the black jokers).")),
    Edge("tractor-ace-to-rank", mark(
        "A tractor of the main suit's A pair and a pair of the current rank off the main suit.")),
    Edge("tractor-jokers", mark("A tractor of the black and red joker pairs.")),
    Edge("same-level-pairs", mark(
        "A lead of two pairs of the same order but different suits (S7S7C7C7): two pairs,"
        " not a tractor.")),
    Edge("ace-two-no-tractor", mark(
        "A lead with pairs of A and 2 of one non-trump suit: not consecutive, so not one"
        " tractor.")),
    # The follows.
    Edge("follow-mixed", mark("A follow mixes trumps and non-trumps: it cannot win.")),
    Edge("follow-suits", mark("A follow mixes non-trumps of different suits: it cannot win.")),
    Edge("follow-off-suit", mark(
        "A follow of non-trumps of another suit than a non-trump lead: it cannot win.")),
    Edge("follow-shape", mark(
        "A follow that cannot be arranged into the lead's structure: it cannot win.")),
    Edge("follow-same-level-not-pair", mark(
        "A pair is led and a follow is two different cards of the same order: not a pair.")),
    Edge("follow-trump-throw", mark(
        "A follow of trumps in a trump throw's structure: a trump throw cannot be beaten.")),
    Edge("follow-same-suit-throw", mark(
        "A follow of the lead's suit in a non-trump throw's structure: only trumps beat a throw.")),
    Edge("lead-wins", mark("The lead wins its trick.")),
    Edge("follow-wins", mark("A follow wins the trick.")),
    Edge("ruff", mark("A trump follow wins a non-trump lead that is not a throw.")),
    Edge("ruff-throw", mark("A throw of trumps in the lead's structure beats a non-trump throw.")),
    Edge("ruff-throw-of-pairs", mark(
        "A non-trump throw of two pairs or more is beaten by trump pairs that need not be"
        " consecutive.")),
    Edge("over-ruff", mark(
        "Two follows play trumps on a non-trump lead: the later, higher one wins.")),
    Edge("tie-earlier-wins", mark(
        "A later play ties the winner's competing card: the earlier one wins.")),
    Edge("tie-other-card", mark(
        "A later play ties with a different card of the same order (S7 and C7 at rank 7):"
        " the earlier wins.")),
    Edge("honor-below-highest", mark(
        "In a throw, a play's honor card (highest of its longest components) is below its"
        " highest card.")),
    # Points.
    Edge("points-to-defenders", mark(
        "A defender wins a trick with points: the defenders get them.")),
    Edge("points-to-declarers", mark("A declarer wins a trick with points: they do not count.")),
    # The hidden cards.
    Edge("hidden-to-declarers", mark(
        "A declarer takes the last trick: the hidden cards' points do not count.")),
    Edge("hidden-no-points", mark(
        "A defender takes the last trick, and the hidden cards hold no points.")),
    Edge("hidden-single", mark(
        "A defender takes the last trick, a single: the hidden points count twice (w = 1).")),
    Edge("hidden-pair", mark(
        "A defender takes the last trick, a pair: the hidden points count 4 times (w = 2).")),
    Edge("hidden-tractor", mark(
        "A defender takes the last trick, a tractor: w is its number of cards.")),
    Edge("hidden-throw", mark(
        "A defender takes the last trick, a throw: w is its longest component's cards.")),
    # The defenders' points against the bounds of the level change.
    Edge("make-3-at-0", mark("The defenders end with 0 points: the declarers rise 3.")),
    Edge("make-2-at-5", mark("The defenders end with 5 points: the declarers rise 2.")),
    Edge("make-2-at-35", mark(
        "The defenders end with 35 points, the most below 40: the declarers rise 2.")),
    Edge("make-1-at-40", mark("The defenders end with 40 points: the declarers rise 1.")),
    Edge("make-1-at-75", mark(
        "The defenders end with 75 points, the most below 80: the declarers rise 1.")),
    Edge("down-0-at-80", mark(
        "The defenders end with 80 points: the declarers are down, no rank rises.")),
    Edge("down-0-at-115", mark(
        "The defenders end with 115 points, the most below 120: no rank rises.")),
    Edge("down-1-at-120", mark("The defenders end with 120 points: the defenders rise 1.")),
    Edge("down-1-at-155", mark(
        "The defenders end with 155 points, the most below 160: the defenders rise 1.")),
    Edge("down-2-at-160", mark("The defenders end with 160 points: the defenders rise 2.")),
    Edge("rank-reaches-ace", mark("A team's rank rises to exactly A: no one wins the game yet.")),
    Edge("game-won-by-declarers", mark("The declarers' rank rises beyond A: they win the game.")),
    Edge("game-won-by-defenders", mark("The defenders' rank rises beyond A: they win the game.")),
)
# fmt: on

# The defenders' points at the bounds of the level change, by edge.
BOUNDS = {
    0: "make-3-at-0",
    5: "make-2-at-5",
    35: "make-2-at-35",
    40: "make-1-at-40",
    75: "make-1-at-75",
    80: "down-0-at-80",
    115: "down-0-at-115",
    120: "down-1-at-120",
    155: "down-1-at-155",
    160: "down-2-at-160",
}
FOLLOW_EDGES = {
    Why.MIXED: "follow-mixed",
    Why.SUITS: "follow-suits",
    Why.OFF_SUIT: "follow-off-suit",
    Why.SHAPE: "follow-shape",
    Why.TRUMP_THROW: "follow-trump-throw",
    Why.NOT_TRUMP: "follow-same-suit-throw",
}


def reached(result: Result) -> Iterator[str]:
    """The rule edges a round reached, read from what `play` decided."""
    case, o = result.case, result.outcome
    order = card_order(case.main, case.rank)
    yield "no-main" if case.main is None else "main-suit"
    if case.rank == "2":
        yield "rank-two"
    if case.rank == "A":
        yield "rank-ace"
    for trick in result.tricks:
        yield from lead_edges(trick, order)
        yield from follow_edges(trick, order)
    yield from hidden_edges(result)
    if o.points in BOUNDS:
        yield BOUNDS[o.points]
    if o.winner is not None:
        yield "game-won-by-declarers" if o.make else "game-won-by-defenders"
    elif o.levels_up and o.ranks[o.team_up - 1] == ACE:
        yield "rank-reaches-ace"


def lead_edges(trick: Trick, order: CardOrder) -> Iterator[str]:
    structure = trick.structure
    if not trick.throw:
        top = structure[0]
        if top.kind is Kind.TRACTOR:
            yield "lead-tractor" if len(top.cards) == 4 else "lead-long-tractor"
        else:
            yield f"lead-{top.kind.value}"
    else:
        trump = order.is_trump(structure[0].top)
        yield "lead-trump-throw" if trump else "lead-throw"
        kinds = {c.kind for c in structure}
        if Kind.PAIR in kinds:
            yield "throw-with-pair"
        if Kind.TRACTOR in kinds:
            yield "throw-with-tractor"
    for component in structure:
        if component.kind is Kind.TRACTOR:
            yield from tractor_edges(component, order)
    paired = [c for c in structure if c.kind is not Kind.SINGLE]
    pair_levels = [order.level[c.top.index] for c in paired if c.kind is Kind.PAIR]
    if len(pair_levels) > len(set(pair_levels)):
        yield "same-level-pairs"
    plain = [c for c in paired if not order.is_trump(c.top)]
    held = [{card.rank for card in c.cards} for c in plain]
    if any("A" in a and "2" in b for a in held for b in held if a is not b):
        yield "ace-two-no-tractor"


def tractor_edges(tractor: Component, order: CardOrder) -> Iterator[str]:
    cards = tractor.cards[::2]
    rank = order.rank
    if {"BJ", "RJ"} <= {card.rank for card in cards}:
        yield "tractor-jokers"
    if any(card.rank == rank for card in cards):
        yield "tractor-rank-cards"
        main_ace = any(card.suit == order.main and card.rank == "A" for card in cards)
        if main_ace and rank != "A":
            yield "tractor-ace-to-rank"
    spots = sorted(RANKS.index(c.rank) for c in cards if c.suit is not None and c.rank != rank)
    if any(b - a == 2 for a, b in itertools.pairwise(spots)):
        yield "tractor-across-rank"


def follow_edges(trick: Trick, order: CardOrder) -> Iterator[str]:
    lead, win = trick.plays[0], winning_play(trick)
    yield "lead-wins" if win is lead else "follow-wins"
    for p in trick.plays[1:]:
        if p.why is not None:
            yield FOLLOW_EDGES[p.why]
        if p.why is Why.SHAPE and len(p.cards) == 2 == len(lead.cards) and not trick.throw:
            first, second = p.cards
            if first != second and order.level[first.index] == order.level[second.index]:
                yield "follow-same-level-not-pair"
    lead_trump = order.is_trump(lead.cards[0])
    ruffs = [p for p in trick.plays[1:] if p.why is None and p.best and order.is_trump(p.best)]
    if not lead_trump and win in ruffs:
        yield "ruff-throw" if trick.throw else "ruff"
        if trick.throw and sum(c.kind is not Kind.SINGLE for c in trick.structure) > 1:
            yield "ruff-throw-of-pairs"
        if ruffs[0] is not win:
            yield "over-ruff"
    if win.best is not None:
        high = order.level[win.best.index]
        after = trick.plays[trick.plays.index(win) + 1 :]
        for p in after:
            if p.why is None and p.best is not None and order.level[p.best.index] == high:
                yield "tie-earlier-wins"
                if p.best != win.best:
                    yield "tie-other-card"
    if trick.throw:
        for p in trick.plays:
            highest = min(p.cards, key=order.key)
            if p.best is not None and order.level[p.best.index] < order.level[highest.index]:
                yield "honor-below-highest"
    if trick.points:
        yield "points-to-defenders" if trick.to_defenders else "points-to-declarers"


def hidden_edges(result: Result) -> Iterator[str]:
    o = result.outcome
    if not result.tricks:
        return
    last = result.tricks[-1]
    if not last.to_defenders:
        if o.hidden_points:
            yield "hidden-to-declarers"
        return
    if not o.hidden_points:
        yield "hidden-no-points"
    elif last.throw:
        yield "hidden-throw"
    else:
        yield {1: "hidden-single", 2: "hidden-pair"}.get(o.w, "hidden-tractor")


# -- reading the input ---------------------------------------------------------


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


def format_input(cases: Sequence[Case]) -> str:
    return f"{len(cases)}\n\n" + "\n".join(format_case(case) for case in cases)


# -- the viewer's story --------------------------------------------------------


def steps(result: Result) -> list[Step]:
    case, o = result.case, result.outcome
    order = card_order(case.main, case.rank)
    hands: dict[Player, list[Card]] = {p: [] for p in Player}
    for trick in result.tricks:
        for p in trick.plays:
            hands[p.player] += p.cards
    table = base_state(case)

    def state(**changes: Any) -> dict[str, Any]:
        now = {"hands": show_hands(hands, order), "trick": None, "defenders_points": 0}
        return {**table, **now, "hidden": None, "outcome": None, **changes}

    shown = [Step(t("Deal"), deal_words(case), state())]
    for trick in result.tricks:
        for p in trick.plays:
            for card in p.cards:
                hands[p.player].remove(card)
        shown.append(
            Step(
                t("Trick {number}", number=trick.number),
                trick_words(trick, case),
                state(trick=trick_state(trick, order), defenders_points=trick.defenders_total),
            )
        )
    hidden = [str(c) for c in o.hidden]
    shown.append(
        Step(
            t("Hidden cards"), hidden_words(result), state(defenders_points=o.points, hidden=hidden)
        )
    )
    end = state(defenders_points=o.points, hidden=hidden, outcome=outcome_state(result))
    shown.append(Step(t("Result"), result_words(result), end))
    return shown


def line_steps(result: Result) -> list[int]:
    """`Case #n:` is the deal, the points are the hidden cards' step (they settle
    them), the ranks or the winner the result: the deal, the tricks, then those two."""
    return [0, len(result.tricks) + 1, len(result.tricks) + 2]


def base_state(case: Case) -> dict[str, Any]:
    return {
        "players": [str(p) for p in Player],
        "teams": {str(t): [str(p) for p in Player if p.team == t] for t in (1, 2)},
        "main_suit": case.main.value if case.main else None,
        "rank": case.rank,
        "dealer": str(case.dealer),
        "declarers": case.declarers,
        "defenders": 3 - case.declarers,
        "ranks": {str(t): rank_name(case.ranks[t - 1]) for t in (1, 2)},
    }


def show_hands(hands: dict[Player, list[Card]], order: CardOrder) -> dict[str, list[str]]:
    def key(card: Card) -> tuple[int, int, int]:
        suit = -1 if order.is_trump(card) or card.suit is None else SUITS.index(card.suit)
        return (suit, *order.key(card))

    return {str(p): [str(c) for c in sorted(cards, key=key)] for p, cards in hands.items()}


def names(cards: Sequence[Card]) -> str:
    return "".join(map(str, cards))


def structure_words(structure: Sequence[Component]) -> str:
    if len(structure) == 1:
        return str(shape_of(structure))
    return t(
        "a throw of {shape} ({parts}), honor card {card}",
        shape=shape_of(structure),
        parts=" + ".join(str(c) for c in structure),
        card=structure[0].top,
    )


def deal_words(case: Case) -> str:
    d, f, rank = case.declarers, 3 - case.declarers, case.rank
    if case.main:
        trumps = t(
            "Team {declarers} declares at rank {rank} and the main suit is {suit}: the trumps "
            "are the jokers, every {rank} and every card of {suit}.",
            declarers=d,
            rank=rank,
            suit=case.main.title,
        )
    else:
        trumps = t(
            "Team {declarers} declares at rank {rank} and there is no main suit: the trumps "
            "are the jokers and every {rank}.",
            declarers=d,
            rank=rank,
        )
    deals = t(
        "{dealer} deals, hides {hidden} cards and leads the first trick.",
        dealer=case.dealer,
        hidden=HIDDEN,
    )
    defends = t(
        "Team {defenders} defends and needs {down} points to bring the declarers down.",
        defenders=f,
        down=DOWN_AT,
    )
    return sentences([trumps, deals, defends])


def trick_words(trick: Trick, case: Case) -> str:
    order = card_order(case.main, case.rank)
    lead, win = trick.plays[0], winning_play(trick)
    structure = structure_words(trick.structure)
    said = [
        t(
            "{player} leads {cards}: {structure}.",
            player=lead.player,
            cards=names(lead.cards),
            structure=structure,
        )
    ]
    for p in trick.plays[1:]:
        verdict_said = verdict(p, trick, order)
        said.append(
            t(
                "{player} plays {cards}: {verdict}.",
                player=p.player,
                cards=names(p.cards),
                verdict=verdict_said,
            )
        )
    if lead is not win:
        said.append(t("The lead's {verdict}.", verdict=verdict(lead, trick, order)))
    fields = {
        "winner": trick.winner,
        "what": compared(trick),
        "card": win.best,
        "points": trick.points,
        "total": trick.defenders_total,
    }
    if trick.to_defenders:
        said.append(
            t(
                "{winner} wins with {what} {card}. The trick holds {points} points; {winner} "
                "is a defender, so the defenders have {total}.",
                **fields,
            )
        )
    else:
        said.append(
            t(
                "{winner} wins with {what} {card}. The trick holds {points} points; {winner} "
                "is a declarer, so the defenders have {total}.",
                **fields,
            )
        )
    return sentences(said)


def winning_play(trick: Trick) -> Play:
    return next(p for p in trick.plays if p.player == trick.winner)


def compared(trick: Trick) -> str:
    """What the plays of a trick compare: the honor card of a throw, else the highest card."""
    return t("honor card") if trick.throw else t("highest card")


def verdict(p: Play, trick: Trick, order: CardOrder) -> str:
    """Why a play won or could not win its trick, in words."""
    win, what = winning_play(trick), compared(trick)
    if p is win:
        return t("{what} {card}, the winner", what=what, card=p.best)
    if p.why in (Why.TRUMP_THROW, Why.NOT_TRUMP):
        return t("{what} {card}, but {why}", what=what, card=p.best, why=t(p.why.value))
    if p.why is not None:
        return t("cannot win, it {why}", why=t(p.why.value))
    if p.best is None or win.best is None:
        return t("cannot win, it does not compete")
    fields = {"what": what, "card": p.best, "player": win.player, "best": win.best}
    if order.level[p.best.index] == order.level[win.best.index]:
        return t("{what} {card} only ties {player}'s earlier {best}", **fields)
    return t("{what} {card} is lower than {player}'s {best}", **fields)


def trick_state(trick: Trick, order: CardOrder) -> dict[str, Any]:
    return {
        "number": trick.number,
        "leader": str(trick.leader),
        "throw": trick.throw,
        "structure": [
            {"kind": c.kind.value, "cards": [str(x) for x in c.cards]} for c in trick.structure
        ],
        "shape": str(shape_of(trick.structure)),
        "compares": compared(trick),
        "plays": [
            {
                "player": str(p.player),
                "cards": [str(c) for c in p.cards],
                "could_win": p.why is None,
                "why": p.why.value if p.why else None,
                "best": str(p.best) if p.best else None,
                "winner": p.player == trick.winner,
                "verdict": verdict(p, trick, order),
            }
            for p in trick.plays
        ],
        "winner": str(trick.winner),
        "points": trick.points,
        "to_defenders": trick.to_defenders,
    }


def hidden_words(result: Result) -> str:
    o = result.outcome
    hidden = " ".join(map(str, o.hidden)) or t("none")
    said = t(
        "The hidden cards are {cards}, worth {points} points.", cards=hidden, points=o.hidden_points
    )
    if not result.tricks:
        return said
    fields = {"player": o.last_winner, "w": o.w}
    if result.tricks[-1].throw:
        last = t(
            "{player} took the last trick (its longest component has {w} cards, so w = {w})",
            **fields,
        )
    else:
        last = t("{player} took the last trick (its lead has {w} cards, so w = {w})", **fields)
    if o.last_winner.team != result.case.declarers:
        taken = t(
            "{last} for the defenders: they add {hidden} x 2^{w} = {bonus} "
            "and end with {points} points.",
            last=last,
            hidden=o.hidden_points,
            w=o.w,
            bonus=o.bonus,
            points=o.points,
        )
    else:
        taken = t(
            "{last} for the declarers: the hidden cards do not count; "
            "the defenders end with {points}.",
            last=last,
            points=o.points,
        )
    return sentences([said, taken])


def result_words(result: Result) -> str:
    case, o = result.case, result.outcome
    fields = {
        "points": o.points,
        "down": DOWN_AT,
        "team": o.team_up,
        "levels": o.levels_up,
        "before": rank_name(case.ranks[o.team_up - 1]),
        "step": DOWN_STEP,
    }
    if o.make:
        said = t(
            "The defenders took {points} points, fewer than {down}: the declarers make it and "
            "team {team} rises {levels} from {before}",
            **fields,
        )
    else:
        said = t(
            "The defenders took {points} points, at least {down}: the declarers are down and "
            "team {team} rises {levels} (one per full {step} above {down}) from {before}",
            **fields,
        )
    if o.winner is not None:
        return t("{said}, beyond Ace: team {team} wins the game.", said=said, team=o.winner)
    ranks = {
        "said": said,
        "after": rank_name(o.ranks[o.team_up - 1]),
        "first": rank_name(o.ranks[0]),
        "second": rank_name(o.ranks[1]),
        "dealer": o.next_dealer,
    }
    if o.make:
        return t(
            "{said} to {after}. Ranks now: team 1 {first}, team 2 {second}. "
            "{dealer} (the dealer's partner) deals next.",
            **ranks,
        )
    return t(
        "{said} to {after}. Ranks now: team 1 {first}, team 2 {second}. "
        "{dealer} (on the dealer's right) deals next.",
        **ranks,
    )


def outcome_state(result: Result) -> dict[str, Any]:
    o = result.outcome
    return {
        "hidden_points": o.hidden_points,
        "last_winner": str(o.last_winner),
        "w": o.w,
        "multiplier": o.multiplier,
        "bonus": o.bonus,
        "points": o.points,
        "make": o.make,
        "team_up": o.team_up,
        "levels_up": o.levels_up,
        "ranks": None if o.winner else {str(t): rank_name(o.ranks[t - 1]) for t in (1, 2)},
        "winner": o.winner,
        "next_dealer": None if o.winner else str(o.next_dealer),
    }


# -- random deals with legal-looking play -------------------------------------


def generate(rng: random.Random, cases: int | None = None, size: float = 1.0) -> str:
    """`cases` rounds dealt and played out; by default 1 to 3 as `size` grows to 1."""
    count = cases if cases is not None else up_to(3, size)
    return format_input([deal(rng) for _ in range(count)])


def deal(rng: random.Random) -> Case:
    """A shuffled double deck dealt and played out: leads of one group, follows that
    keep to the lead's suit and structure where they can."""
    main = rng.choice([*SUITS, None])
    dealer = rng.choice(list(Player))
    ranks = (rng.randint(2, ACE), rng.randint(2, ACE))
    case = Case(main, dealer, ranks, ())
    order = card_order(main, case.rank)
    deck = [card for card in DECK for _ in range(COPIES)]
    rng.shuffle(deck)
    # The dealer's 8 hidden cards are the ones left in the deck.
    hands = {p: [deck.pop() for _ in range(CARDS_EACH)] for p in Player}
    leader, tricks = dealer, []
    while hands[leader]:
        lead = choose_lead(hands[leader], order, rng)
        structure = decompose(lead, order)
        plays = [lead]
        for i in range(1, 4):
            plays.append(choose_follow(hands[Player((leader + i) % 4)], structure, order, rng))
        for i, cards in enumerate(plays):
            for card in cards:
                hands[Player((leader + i) % 4)].remove(card)
        tricks.append(tuple(tuple(cards) for cards in plays))
        leader = judge_trick(leader, plays, order).winner
    return Case(main, dealer, ranks, tuple(tricks))


def by_group(cards: Sequence[Card], order: CardOrder) -> dict[str, list[Card]]:
    groups: dict[str, list[Card]] = {}
    for card in cards:
        groups.setdefault(order.group[card.index], []).append(card)
    return groups


def choose_lead(hand: list[Card], order: CardOrder, rng: random.Random) -> list[Card]:
    """Mostly a tractor when the hand has one; else a component, or a throw, of one group."""
    groups = {g: decompose(cards, order) for g, cards in by_group(hand, order).items()}
    tractors = [c for g in sorted(groups) for c in groups[g] if c.kind is Kind.TRACTOR]
    if tractors and rng.random() < 0.8:
        return list(rng.choice(tractors).cards)
    components = groups[rng.choice(sorted(groups))]
    if len(components) > 1 and rng.random() < 0.2:
        picked = rng.sample(components, rng.randint(2, min(4, len(components))))
        return [card for c in picked for card in c.cards]
    if rng.random() < 0.6:
        return list(components[0].cards)
    return list(rng.choice(components).cards)


def choose_follow(
    hand: list[Card], structure: Sequence[Component], order: CardOrder, rng: random.Random
) -> list[Card]:
    """Same group and structure when the hand allows; else the group, then low cards."""
    size = sum(len(c.cards) for c in structure)
    group = order.group[structure[0].top.index]
    same = [c for c in hand if order.group[c.index] == group]
    if len(same) < size and not same and group != TRUMP and rng.random() < 0.5:
        same = [c for c in hand if order.is_trump(c)]  # ruff with trumps
    if len(same) >= size:
        return shaped(same, structure, order, rng)
    rest = sorted((c for c in hand if c not in same), key=order.key, reverse=True)
    if rng.random() < 0.3:
        rng.shuffle(rest)
    return same + rest[: size - len(same)]


def shaped(
    pool: list[Card], structure: Sequence[Component], order: CardOrder, rng: random.Random
) -> list[Card]:
    """Cards from `pool` with as many pairs as the lead's pairs and tractors, longest first."""
    size = sum(len(c.cards) for c in structure)
    paired = sum(len(c.cards) for c in structure if c.kind is not Kind.SINGLE)
    chosen: list[Card] = []
    for component in decompose(pool, order):
        room = paired - len(chosen)
        if component.kind is Kind.SINGLE or room < 2:
            break
        chosen += component.cards[: room - room % 2]
    rest = list(pool)
    for card in chosen:
        rest.remove(card)
    rest.sort(key=order.key, reverse=True)
    if rng.random() < 0.3:
        rng.shuffle(rest)
    return chosen + rest[: size - len(chosen)]


# -- rounds aimed at an edge ---------------------------------------------------
# A staged round ends with a few tricks that reach the edge; before them, the
# dealer leads every other card he holds, a group at a time, and wins each of
# those tricks, since every follower plays cards of more than one group (or a
# non-trump of another suit). So the staged tricks start with the dealer
# leading, and only they give the defenders points.

AIM_TRIES = 200


@dataclass(frozen=True)
class Staging:
    """A round to stage: the header, the last tricks (plays in playing order, the dealer
    leading the first; a number k stands for k cards drawn at random) and the points
    the hidden cards hold."""

    main: Suit | None
    dealer: Player
    ranks: tuple[int, int]
    tricks: tuple[tuple[str | int, ...], ...] = ()
    hidden_points: int = 0


@dataclass(frozen=True)
class Table:
    """The header of a staged round, and the cards it makes trumps and non-trumps."""

    main: Suit | None
    dealer: Player
    ranks: tuple[int, int]

    @property
    def rank(self) -> str:
        return rank_name(self.ranks[self.dealer.team - 1])

    @property
    def plain_suits(self) -> list[str]:
        return [suit.value for suit in SUITS if suit != self.main]

    @property
    def plain_ranks(self) -> list[str]:
        """The ranks of the non-trumps, lowest first."""
        return [r for r in RANKS if r != self.rank]

    def stage(self, *tricks: tuple[str | int, ...], hidden_points: int = 0) -> Staging:
        return Staging(self.main, self.dealer, self.ranks, tricks, hidden_points)


def table(
    rng: random.Random,
    mains: Sequence[Suit | None] = (*SUITS, None),
    declarers: Sequence[int] = range(2, ACE + 1),
    defenders: Sequence[int] = range(2, ACE + 1),
) -> Table:
    dealer = rng.choice(list(Player))
    mine, theirs = rng.choice(declarers), rng.choice(defenders)
    ranks = (mine, theirs) if dealer.team == 1 else (theirs, mine)
    return Table(rng.choice(mains), dealer, ranks)


def staged(rng: random.Random, staging: Staging) -> Case | None:
    """The whole round of a staging, or None if its cards cannot be dealt."""
    order = card_order(staging.main, rank_name(staging.ranks[staging.dealer.team - 1]))
    pool = Counter({card: COPIES for card in DECK})
    tricks = [[cards_of(p) if isinstance(p, str) else p for p in trick] for trick in staging.tricks]
    pool.subtract(card for trick in tricks for p in trick if isinstance(p, list) for card in p)
    if min(pool.values()) < 0:
        return None
    hidden = hidden_with(rng, pool, staging.hidden_points)
    if hidden is None:
        return None
    pool.subtract(hidden)
    for trick in tricks:
        for i, p in enumerate(trick):
            if isinstance(p, int):
                trick[i] = rng.sample(sorted(pool.elements(), key=lambda c: c.index), p)
                pool.subtract(trick[i])
    spent = sum(len(trick[0]) for trick in tricks)
    filler = filler_tricks(rng, pool, CARDS_EACH - spent, order)
    if filler is None:
        return None
    every = [*filler, *tricks]
    return Case(
        staging.main, staging.dealer, staging.ranks, tuple(tuple(map(tuple, t)) for t in every)
    )


def cards_of(word: str) -> list[Card]:
    return [BY_NAME[word[i : i + 2]] for i in range(0, len(word), 2)]


def hidden_with(rng: random.Random, pool: Counter[Card], points: int) -> list[Card] | None:
    """Eight cards from the pool that hold `points` points."""
    left = sorted(pool.elements(), key=lambda c: c.index)
    by_points = {n: [c for c in left if c.points == n] for n in (0, 5, 10)}
    ways = [
        (tens, fives)
        for tens in range(HIDDEN + 1)
        for fives in range(HIDDEN + 1 - tens)
        if 10 * tens + 5 * fives == points
        and tens <= len(by_points[10])
        and fives <= len(by_points[5])
        and HIDDEN - tens - fives <= len(by_points[0])
    ]
    if not ways:
        return None
    tens, fives = rng.choice(ways)
    return [
        *rng.sample(by_points[10], tens),
        *rng.sample(by_points[5], fives),
        *rng.sample(by_points[0], HIDDEN - tens - fives),
    ]


def filler_tricks(
    rng: random.Random, pool: Counter[Card], count: int, order: CardOrder
) -> list[list[list[Card]]] | None:
    """Tricks of `count` cards each player, from the pool, that the dealer leads and wins."""
    for _ in range(AIM_TRIES):
        cards = sorted(pool.elements(), key=lambda c: c.index)
        rng.shuffle(cards)
        groups = by_group(cards, order)
        leads, need = [], count
        for group in sorted(groups, key=lambda g: -len(groups[g])):
            if need:
                leads.append(groups[group][:need])
                need -= len(leads[-1])
        rest = cards
        for lead in leads:
            for card in lead:
                rest.remove(card)
        tricks = [[lead] for lead in leads]
        for trick in sorted(tricks, key=lambda trick: len(trick[0])):
            for _ in range(3):
                follow = losing(rest, trick[0], order)
                if follow is None:
                    break
                trick.append(follow)
        if all(len(trick) == 4 for trick in tricks):
            return tricks
    return None


def losing(rest: list[Card], lead: list[Card], order: CardOrder) -> list[Card] | None:
    """Cards from `rest` (taken from it) that cannot win against `lead`: a non-trump of
    another suit for a single, else cards of more than one group."""
    group = order.group[lead[0].index]
    if len(lead) == 1:
        plain = (c for c in rest if not order.is_trump(c) and order.group[c.index] != group)
        follow = [card] if (card := next(plain, None)) else None
    else:
        follow = rest[: len(lead)]
        if len({order.group[c.index] for c in follow}) == 1:
            other = next(
                (
                    c
                    for c in rest[len(lead) :]
                    if order.group[c.index] != order.group[follow[0].index]
                ),
                None,
            )
            follow = None if other is None else [*follow[:-1], other]
    for card in follow or ():
        rest.remove(card)
    return follow


def point_cards(rng: random.Random, total: int, count: int) -> list[str]:
    """`count` cards (no jokers) that hold `total` points together."""
    values = [0] * count
    while sum(values) != total:
        values = [rng.choice((0, 5, 10)) for _ in range(count)]
    ranks = {0: [r for r in RANKS if r not in POINTS], 5: ["5"], 10: ["T", "K"]}
    return [rng.choice("HSCD") + rng.choice(ranks[v]) for v in values]


def taking(rng: random.Random, at: Table, points: int) -> Staging:
    """The defender on the dealer's right takes the last trick with RJ: with the trick's
    points and twice the hidden cards', the defenders end with `points`."""
    if points == 0:
        return at.stage()
    ways = [(p, (points - p) // 2) for p in range(0, 35, 5) if (points - p) % 10 == 0]
    trick, hidden = rng.choice([(p, h) for p, h in ways if 0 <= h <= 80])
    lead, third, fourth = point_cards(rng, trick, 3)
    return at.stage((lead, "RJ", third, fourth), hidden_points=hidden)


def two(rng: random.Random, items: Sequence[str]) -> tuple[str, str]:
    first, second = rng.sample(list(items), 2)
    return first, second


def scene(rng: random.Random, edge: str) -> Staging:
    """A staging of a round that can reach `edge`. Its last trick decides who takes the
    hidden cards, so they hold points: a judge that picks another winner says so."""
    staging = scene_of(rng, edge)
    if staging.tricks and not staging.hidden_points and edge not in KEEP_HIDDEN_POINTS:
        return replace(staging, hidden_points=rng.choice(range(5, 85, 5)))
    return staging


# The edges whose staged hidden cards hold the points they say (none, or a bound's).
KEEP_HIDDEN_POINTS = {"hidden-no-points", "game-won-by-defenders", *BOUNDS.values()}


def scene_of(rng: random.Random, edge: str) -> Staging:
    if edge in BOUND_POINTS:
        # Ranks low enough that no rise goes beyond A, where rises of 2 and 3 look alike.
        at = table(rng, declarers=range(2, 11), defenders=range(2, 11))
        return taking(rng, at, BOUND_POINTS[edge])
    at = table(rng, **TABLES.get(edge, {}))
    r = at.rank
    x, y = two(rng, at.plain_suits)
    plain = at.plain_ranks
    a, b = two(rng, plain)
    low, high = sorted((a, b), key=plain.index)
    i = rng.randrange(len(plain) - 2)
    run = [x + spot for spot in plain[i : i + 3]]
    main = at.main.value if at.main else None
    point = rng.choice([p for p in "5TK" if p != r])
    hidden = rng.choice(range(5, 85, 5))
    match edge:
        case "main-suit" | "no-main" | "rank-two" | "rank-ace" | "rank-reaches-ace":
            return at.stage()
        case "game-won-by-declarers":
            return at.stage()
        case "game-won-by-defenders":
            return taking(rng, at, 120)
        case "lead-single":
            return at.stage((x + a, 1, 1, 1))
        case "lead-pair":
            return at.stage((2 * (x + a), 2, 2, 2))
        case "lead-tractor":
            return at.stage((2 * run[0] + 2 * run[1], 4, 4, 4))
        case "lead-long-tractor":
            return at.stage((2 * "".join(run), 6, 6, 6))
        case "lead-throw" | "throw-with-pair" | "honor-below-highest":
            return at.stage((2 * (x + low) + x + high, 3, 3, 3))
        case "lead-trump-throw":
            return at.stage(("RJBJ", 2, 2, 2))
        case "throw-with-tractor":
            single = rng.choice([s for s in plain if x + s not in run[:2]])
            return at.stage((2 * run[0] + 2 * run[1] + x + single, 5, 5, 5))
        case "tractor-across-rank":
            spot = RANKS.index(r)
            return at.stage((2 * (x + RANKS[spot - 1]) + 2 * (x + RANKS[spot + 1]), 4, 4, 4))
        case "tractor-rank-cards":
            top = 2 * (main + r) if main else "BJBJ"
            return at.stage((2 * (x + r) + top, 4, 4, 4))
        case "tractor-ace-to-rank":
            return at.stage((2 * (main + "A") + 2 * (x + r), 4, 4, 4))
        case "tractor-jokers":
            return at.stage(("BJBJRJRJ", 4, 4, 4))
        case "same-level-pairs":
            return at.stage((2 * (x + r) + 2 * (y + r), 4, 4, 4))
        case "ace-two-no-tractor":
            return at.stage((2 * (x + "A") + 2 * (x + "2"), 4, 4, 4))
        case "follow-mixed":
            return at.stage((2 * (x + a), x + b + "RJ", 2, 2))
        case "follow-suits":
            return at.stage((2 * (x + a), x + b + y + a, 2, 2))
        case "follow-off-suit":
            return at.stage((x + a, y + b, 1, 1))
        case "follow-shape":
            c = rng.choice([spot for spot in plain if spot != a])
            return at.stage((2 * (x + a), x + b + x + c, 2, 2))
        case "follow-same-level-not-pair":
            return at.stage((2 * (x + a), x + r + y + r, 2, 2))
        case "follow-trump-throw":
            return at.stage(("RJBJ", x + r + y + r, 2, 2))
        case "follow-same-suit-throw":
            c, d = two(rng, plain)
            return at.stage((2 * (x + low) + x + high, 2 * (x + c) + x + d, 3, 3))
        case "lead-wins":
            return at.stage(("RJ", 1, 1, 1))
        case "follow-wins":
            return at.stage((x + a, "RJ", 1, 1))
        case "ruff":
            return at.stage((x + a, x + r, y + a, y + b))
        case "ruff-throw-of-pairs":
            c = rng.choice([s for s in plain if abs(plain.index(s) - plain.index(a)) > 1])
            return at.stage((2 * (x + a) + 2 * (x + c), "RJRJ" + 2 * (x + r), 4, 4))
        case "ruff-throw":
            return at.stage((2 * (x + low) + x + high, "RJRJBJ", 3, 3))
        case "over-ruff":
            return at.stage((x + a, x + r, y + a, "RJ"))
        case "tie-earlier-wins":
            return at.stage((x + a, x + a, y + a, y + b))
        case "tie-other-card":
            return at.stage((x + r, y + r, y + a, y + b))
        case "points-to-defenders":
            return at.stage((x + point, "RJ", 1, 1))
        case "points-to-declarers":
            return at.stage(("RJ", x + point, 1, 1))
        case "hidden-to-declarers":
            return at.stage(("RJ", 1, 1, 1), hidden_points=hidden)
        case "hidden-no-points":
            return at.stage((x + a, "RJ", 1, 1))
        case "hidden-single":
            return at.stage((x + a, "RJ", 1, 1), hidden_points=hidden)
        case "hidden-pair":
            return at.stage((2 * (x + a), "RJRJ", 2, 2), hidden_points=hidden)
        case "hidden-tractor":
            return at.stage((2 * run[0] + 2 * run[1], "BJBJRJRJ", 4, 4), hidden_points=hidden)
        case "hidden-throw":
            return at.stage((2 * (x + low) + x + high, "RJRJBJ", 3, 3), hidden_points=hidden)
    raise KeyError(edge)


BOUND_POINTS = {name: points for points, name in BOUNDS.items()}
# The headers some edges need: the main suit, the declarers' and the defenders' ranks.
TABLES: dict[str, dict[str, Any]] = {
    "main-suit": {"mains": SUITS},
    "no-main": {"mains": (None,)},
    "rank-two": {"declarers": (2,)},
    "rank-ace": {"declarers": (ACE,)},
    "rank-reaches-ace": {"declarers": (11,)},
    "game-won-by-declarers": {"declarers": (12, 13, ACE)},
    "game-won-by-defenders": {"defenders": (ACE,)},
    "tractor-across-rank": {"declarers": range(3, ACE)},
    "tractor-ace-to-rank": {"mains": SUITS, "declarers": range(2, ACE)},
    "ace-two-no-tractor": {"declarers": range(3, ACE)},
}


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """A small round (one case) that reaches `edge` in its last tricks."""
    for _ in range(AIM_TRIES):
        case = staged(rng, scene(rng, edge))
        if case is not None and edge in set(reached(play(case))):
            return format_input([case])
    raise Unreached(f"no round reached {edge} in {AIM_TRIES} tries")


# -- smaller rounds, for shrinking ---------------------------------------------
# A round always has 25 cards a player, so a round is made smaller to read by
# having fewer tricks: the tricks before some point dealt again as the few the
# dealer leads and wins (as `aim` stages them), the tricks after some point as
# the few their leader leads and wins, or a run of tricks merged into one. Every
# move makes a round of fewer tricks, so shrinking ends.


def shrink(case: Case) -> Iterator[Case]:
    """Rounds of fewer tricks, biggest cuts first."""
    count = len(case.tricks)
    for kept in range(1, count):
        for smaller in collapsed(case, count - kept):
            if len(smaller.tricks) < count:
                yield smaller
    for start in range(1, count - 1):
        smaller = collapsed_after(case, start)
        if smaller is not None and len(smaller.tricks) < count:
            yield smaller
    spans = [*runs(count), *((start, start + 2) for start in range(count - 1))]
    for start, stop in dict.fromkeys(spans):
        if stop - start > 1 and (merged := merged_tricks(case, start, stop)) is not None:
            yield merged


def collapsed(case: Case, first: int) -> Iterator[Case]:
    """The round with its first tricks dealt again as tricks the dealer leads and wins;
    then also with the leader of the next trick made the dealer, with the same ranks
    for each side, so that the tricks kept are led by the player who led them."""
    cards = Counter(card for hands in case.tricks[:first] for cards in hands for card in cards)
    each = sum(len(hands[0]) for hands in case.tricks[:first])
    leader = play(case).tricks[first].leader if first < len(case.tricks) else case.dealer
    dealers = [case.dealer] + ([leader] if leader != case.dealer else [])
    for dealer in dealers:
        ranks = case.ranks if dealer.team == case.dealer.team else case.ranks[::-1]
        order = card_order(case.main, rank_name(ranks[dealer.team - 1]))
        filler = filler_tricks(random.Random(first), cards, each, order)
        if filler is not None:
            again = tuple(tuple(map(tuple, trick)) for trick in filler)
            yield Case(case.main, dealer, (ranks[0], ranks[1]), again + case.tricks[first:])


def collapsed_after(case: Case, start: int) -> Case | None:
    """The round with its tricks from `start` on dealt again as tricks the leader of the
    first of them leads and wins."""
    cards = Counter(card for hands in case.tricks[start:] for cards in hands for card in cards)
    each = sum(len(hands[0]) for hands in case.tricks[start:])
    order = card_order(case.main, case.rank)
    filler = filler_tricks(random.Random(start), cards, each, order)
    if filler is None:
        return None
    again = tuple(tuple(map(tuple, trick)) for trick in filler)
    return Case(case.main, case.dealer, case.ranks, case.tricks[:start] + again)


def merged_tricks(case: Case, start: int, stop: int) -> Case | None:
    """The round with tricks start to stop (not included) played as one, each position's
    cards together; None if the lead would not be of one group."""
    order = card_order(case.main, case.rank)
    merged = tuple(
        tuple(card for hands in case.tricks[start:stop] for card in hands[i]) for i in range(4)
    )
    if len({order.group[card.index] for card in merged[0]}) > 1:
        return None
    return Case(
        case.main, case.dealer, case.ranks, (*case.tricks[:start], merged, *case.tricks[stop:])
    )


def measure(results: Sequence[Result]) -> int:
    """The tricks of an input: what a person reads of a round."""
    return sum(len(result.tricks) for result in results)


GAME = Game(
    name="tractor",
    title="Tractor",
    source=mark("ACM/ICPC Asia Regional Shanghai 2009 (SPOJ TRACTOR): Game Simulator"),
    summary=mark(
        "Judge one round of Tractor: who wins each trick, the defenders' points.\n"
        "Then the new ranks, or the team that wins the game, and the next dealer."
    ),
    parse=parse,
    play=play,
    render=render,
    steps=steps,
    line_steps=line_steps,
    generate=generate,
    write=format_input,
    edges=EDGES,
    reached=reached,
    aim=aim,
    shrink=shrink,
    measure=measure,
)
