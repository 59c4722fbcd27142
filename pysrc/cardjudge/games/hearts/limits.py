"""Hearts' limits: `LIMITS`, the statement's sizes and the limits a TopCoder problem runs
under, and `at_limits`, the most games a file here holds, some with a cheat.

Imports cards and deals.
"""

import random

from ...engine import Bound, Limits
from ...i18n import mark
from .deals import generate

GAMES = 10_000  # the largest file the benchmarks judge: TopCoder gives one game a call
CHEAT_CHANCE = 0.02  # so that the cheat checks run too

# "tricks will have 13 exactly elements", each of "4 cards". A TopCoder statement gives
# no time or memory limit: the arena's own apply.
LIMITS = Limits(
    sizes=(
        Bound(
            mark("games in a file (TopCoder gives one a call: the most the benchmarks use)"),
            f"{GAMES:,}",
        ),
    ),
    seconds=2.0,
    memory_mb=64,
    assumed=mark(
        "The statement gives no time or memory limit: TopCoder's usual 2 s and 64 MB a call "
        "are assumed, here for the whole file."
    ),
    cases=GAMES,
)


def at_limits(rng: random.Random) -> str:
    """10,000 games of legal-looking play, some with a cheat."""
    return generate(rng, GAMES, CHEAT_CHANCE)
