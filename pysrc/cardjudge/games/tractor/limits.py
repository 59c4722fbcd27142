"""Tractor's limits: `LIMITS`, the statement's sizes and its time and memory limits,
and `at_limits`, the most rounds a file here holds, those with the most throws.

Imports cards, rules, notation and deals.
"""

import random

from ...engine import Bound, Limits
from ...i18n import mark
from .deals import deal_counting_throws
from .notation import write

ROUNDS = 200  # the largest file the benchmarks judge: the statement bounds no T
POOL = 1000  # random rounds to choose from

# "Each player will play exactly 25 cards in one round"; the number of cases T has no
# bound. SPOJ's page: "Time limit:1s", "Memory limit:1536MB".
LIMITS = Limits(
    sizes=(
        Bound(
            mark("T, the number of rounds (no bound given: the most the benchmarks use)"),
            f"{ROUNDS}",
        ),
    ),
    seconds=1.0,
    memory_mb=1536,
    time_stated=True,
    memory_stated=True,
    cases=ROUNDS,
)


def most_throws(rng: random.Random, rounds: int = ROUNDS, pool: int = POOL) -> str:
    """`rounds` full rounds (every card played), those with the most throws of `pool`."""
    # The throws counted as each round is dealt: the same count as `play`'s tricks give.
    cases, throws = zip(*(deal_counting_throws(rng) for _ in range(pool)), strict=True)
    chosen = sorted(range(pool), key=lambda i: -throws[i])[:rounds]
    return write([cases[i] for i in chosen])


def at_limits(rng: random.Random) -> str:
    """200 full rounds, those with the most throws of 1,000 dealt."""
    return most_throws(rng)
