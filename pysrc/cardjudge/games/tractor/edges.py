"""Tractor's rule edges: `EDGES`, every rule of rules.py and the edges of its
conditions that a round can reach, and `reached`, which reads them from what `play`
decided (the tricks' structures, each play's verdict and competing card, the outcome).

An edge is read beside its rule: it imports the game's cards, structures and rules.
"""

import itertools
from collections.abc import Iterator

from ...engine import Edge
from ...i18n import mark
from .cards import ACE, RANKS, CardOrder, card_order
from .rules import Result, Trick, Why, winning_play
from .structures import Component, Kind

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
    Edge("honor-over-higher-card", mark(
        "A throw is won by the higher honor card over a play that holds a higher card"
        " (Charles's H7 over Bob's RJ in the statement's last example).")),
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
        top = order.level[min(win.cards, key=order.key).index]
        rivals = (p for p in trick.plays if p.why is None and p is not win)
        if any(order.level[min(p.cards, key=order.key).index] > top for p in rivals):
            yield "honor-over-higher-card"
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
        if o.w < len(last.plays[0].cards):  # w from the longest component, not the lead's size
            yield "hidden-throw"
    else:
        yield {1: "hidden-single", 2: "hidden-pair"}.get(o.w, "hidden-tractor")
