"""Bridge's deals: `generate` (random hands), `aim` (a hand dealt at an edge), `shrink`
(simpler hands that value the same) and `measure`.

It imports cards, rules, notation and edges.
"""

import functools
import itertools
import random
from collections.abc import Iterator, Sequence

from ...dealing import deal_until, up_to
from ...readings import following
from .cards import (
    CARD_CODES,
    CARD_ORDER,
    CARDS,
    HAND_SIZE,
    HCP,
    HONOURS,
    SPOTS,
    SUIT_LETTERS,
    SUITS,
    Hand,
    cards_of,
    hand_of,
)
from .edges import RULE_NAMED, one_card_moved, reached
from .notation import lines
from .rules import Result, Valuation, play

# -- random deals --------------------------------------------------------------------


def generate(rng: random.Random, hands: int | None = None, size: float = 1.0) -> str:
    """`hands` random hands; by default 1 to 5 as `size` grows to 1."""
    deck = sorted(CARDS)
    count = hands if hands is not None else up_to(5, size)
    return lines([rng.sample(deck, HAND_SIZE) for _ in range(count)])


# -- deals aimed at an edge ------------------------------------------------------------

AIM_TRIES = 20_000


def aim(rng: random.Random, edge: str, size: float = 0.0) -> str:
    """One hand that reaches the edge (a deal of one hand is the smallest there is, whatever
    the size): hands of its rule's points (or of the bound's) and of the distributions where
    the rule's shape bids or one card away, dealt until one reaches it."""
    points, distributions = aimed_at(edge)

    def deal() -> list[str] | None:
        lengths = list(rng.choice(distributions))
        rng.shuffle(lengths)
        return deal_hand(rng, rng.choice(points), lengths)

    cards = deal_until(lambda cards: edge in reached(play(hand_of(cards))), deal, AIM_TRIES)
    return lines([cards])


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
    them stopped), and those one card away: as the statement reads the rule, so that a
    seed deals the same hand under every reading (which judges whether it reaches)."""
    rule = RULE_NAMED[f"rule-{number}"]
    with following(None):
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


# -- shrinking -----------------------------------------------------------------------


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
