"""What the games' deals share: sizes, the search for a deal that reaches an edge,
and the cuts that shrinking tries.

Each game's `deals` module imports these; they import nothing of ours.
"""

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")


def up_to(most: int, size: float, least: int = 1) -> int:
    """A count for a deal of `size` (0 to 1): `least` at 0, growing to `most` at 1."""
    return least + round((most - least) * size)


class Unreached(RuntimeError):
    """No deal reached the edge aimed at in the tries allowed."""


def deal_until(
    reaches: Callable[[T], bool], deal: Callable[[], T | None], tries: int = 10_000
) -> T:
    """The first of up to `tries` deals from `deal()` that `reaches` accepts (a deal of
    None is a miss): the search behind a game's `aim`, for edges that deals of the
    right kind reach often."""
    for _ in range(tries):
        dealt = deal()
        if dealt is not None and reaches(dealt):
            return dealt
    raise Unreached(f"no deal reached the edge in {tries} tries")


def nothing_smaller(case: Any) -> Iterator[Any]:
    """The shrink moves of a game whose cases cannot get smaller: none."""
    return iter(())


def runs(length: int, from_end: bool = False) -> Iterator[tuple[int, int]]:
    """Runs of `length` items as (start, stop) to cut, as delta debugging does: halves,
    quarters, and so on down to single items; with `from_end`, each size's runs from
    the last (where the items that matter least are)."""
    parts = 2
    while length:
        size = -(-length // parts)  # runs of this size cover every item
        starts = range(0, length, size)
        for start in reversed(starts) if from_end else starts:
            yield start, min(start + size, length)
        if size == 1:
            return
        parts *= 2
