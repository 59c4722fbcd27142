"""A game with rule edges, for the tests of coverage, directed deals and their reports.

It is Bridge's judge with edges read off each hand's bid (the real games name
theirs in their own modules). Two of them are rare in random deals ("2 Clubs"
about 1 hand in 400, a 4-level bid 1 in 700), so only aimed deals reach them
reliably.
"""

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

from cardjudge.dealing import deal_until
from cardjudge.engine import Edge, Game, reached_nothing
from cardjudge.games import GAMES

BRIDGE = GAMES["bridge"]

EDGES = (
    Edge("pass", "the hand passes"),
    Edge("one-level", "the hand opens at the 1 level"),
    Edge("two-clubs", "the hand opens 2 Clubs"),
    Edge("two-no-trump", "the hand opens 2 No Trump"),
    Edge("four-level", "the hand opens at the 4 level"),
)


def reached(result: Any) -> Iterator[str]:
    bid = BRIDGE.render([result]).split(": ", 1)[1].strip()
    if bid == "Pass":
        yield "pass"
    elif bid.startswith("1 "):
        yield "one-level"
    elif bid == "2 Clubs":
        yield "two-clubs"
    elif bid == "2 No Trump":
        yield "two-no-trump"
    elif bid.startswith("4 "):
        yield "four-level"


def aim(rng: random.Random, edge: str, size: float) -> str:
    def reaches(text: str) -> bool:
        return any(edge in reached(result) for result in BRIDGE.results(text))

    return deal_until(reaches, lambda: BRIDGE.generate(rng, size=0.0))


TOY = dataclasses.replace(BRIDGE, name="toy", edges=EDGES, reached=reached, aim=aim)
GAMES_WITH_TOY = {**GAMES, "toy": TOY}


def random_only(game: Game) -> Game:
    """The game without its edges: every stress deal random, none aimed (for the tests of
    random deals' shapes and of shrinking deals of several cases)."""
    return dataclasses.replace(game, edges=(), reached=reached_nothing, aim=None)
