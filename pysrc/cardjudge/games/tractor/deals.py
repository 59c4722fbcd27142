"""Tractor's deals: `generate` deals rounds and plays them out as players might,
`aim` stages a small round that reaches a named edge, `shrink` offers rounds of fewer
tricks, and `measure` counts the tricks a person reads.

It imports the game's cards, structures, rules, notation and edges.
"""

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...dealing import deal_until, runs, up_to
from .cards import (
    ACE,
    BY_NAME,
    CARDS_EACH,
    COPIES,
    DECK,
    HIDDEN,
    POINTS,
    RANKS,
    SUITS,
    TRUMP,
    Card,
    CardOrder,
    Player,
    Suit,
    card_order,
    rank_name,
)
from .edges import BOUNDS, reached
from .notation import write
from .rules import Case, Result, judge_trick, play
from .structures import Component, Kind, decompose

# -- random deals with legal-looking play -------------------------------------


def generate(rng: random.Random, cases: int | None = None, size: float = 1.0) -> str:
    """`cases` rounds dealt and played out; by default 1 to 3 as `size` grows to 1."""
    count = cases if cases is not None else up_to(3, size)
    return write([deal(rng) for _ in range(count)])


def deal(rng: random.Random) -> Case:
    """A shuffled double deck dealt and played out: leads of one group, follows that
    keep to the lead's suit and structure where they can."""
    return deal_counting_throws(rng)[0]


def deal_counting_throws(rng: random.Random) -> tuple[Case, int]:
    """`deal`, with the number of its tricks led as a throw (a lead of more than one
    component), as `play` would find them, counted on the way."""
    main = rng.choice([*SUITS, None])
    dealer = rng.choice(list(Player))
    ranks = (rng.randint(2, ACE), rng.randint(2, ACE))
    case = Case(main, dealer, ranks, ())
    order = card_order(main, case.rank)
    deck = [card for card in DECK for _ in range(COPIES)]
    rng.shuffle(deck)
    # The dealer's 8 hidden cards are the ones left in the deck.
    hands = {p: [deck.pop() for _ in range(CARDS_EACH)] for p in Player}
    leader, tricks, throws = dealer, [], 0
    while hands[leader]:
        lead = choose_lead(hands[leader], order, rng)
        structure = decompose(lead, order)
        throws += len(structure) > 1
        plays = [lead]
        for i in range(1, 4):
            plays.append(choose_follow(hands[Player((leader + i) % 4)], structure, order, rng))
        for i, cards in enumerate(plays):
            for card in cards:
                hands[Player((leader + i) % 4)].remove(card)
        tricks.append(tuple(tuple(cards) for cards in plays))
        leader = judge_trick(leader, plays, order).winner
    return Case(main, dealer, ranks, tuple(tricks)), throws


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
        case "honor-over-higher-card":
            # Bob's pair of the current rank and RJ lose to Charles's BJ pair and a rank card.
            return at.stage((2 * (x + low) + x + high, 2 * (x + r) + "RJ", "BJBJ" + y + r, 3))
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
    case = deal_until(
        lambda case: edge in set(reached(play(case))),
        lambda: staged(rng, scene(rng, edge)),
        AIM_TRIES,
    )
    return write([case])


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
