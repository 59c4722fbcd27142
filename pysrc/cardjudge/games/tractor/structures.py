"""Tractor's structures: the unique way a lead of one group falls into singles, pairs
and tractors (a throw is a lead of more than one component), the shape that structure
asks of a follow, and the search that arranges a follow into that shape to find its
honor card.

Part of the rules: it imports the game's cards only.
"""

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache

from ...i18n import join, t, tn
from .cards import COPIES, Card, CardOrder


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
    if not pairs:  # no two cards alike (most leads and follows): singles, highest first
        return tuple(Component(Kind.SINGLE, (card,)) for card in sorted(cards, key=order.key))
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
