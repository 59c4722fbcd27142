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
from cardjudge.engine import Bound, Edge, Game, Limits, reached_nothing
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


# No limits: its stress reports are about its edges, with no limits phase after them.
TOY = dataclasses.replace(
    BRIDGE, name="toy", edges=EDGES, reached=reached, aim=aim, limits=None, at_limits=None
)
GAMES_WITH_TOY = {**GAMES, "toy": TOY}


def random_only(game: Game) -> Game:
    """The game without its edges: every stress deal random, none aimed (for the tests of
    random deals' shapes and of shrinking deals of several cases)."""
    return dataclasses.replace(game, edges=(), reached=reached_nothing, aim=None)


# -- a game at its limits, until the games state theirs ----------------------------------

CIRNO = GAMES["cirno"]
TOY_LIMITS = Limits(
    sizes=(Bound("k, the number of deck cards", "300000"),),
    seconds=1.0,
    memory_mb=128,
    assumed="the toy's own limits",
)


def cirno_at_limits(rng: random.Random) -> str:
    """A Cirno game of 30 players with 20-letter names and 100 rounds that draws nearly all of
    a deck of 300,000 cards: each round a long run of E0 (p stays 0), then A99s to end it."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    names = ["".join(rng.choices(letters, k=20)) for _ in range(30)]
    lines = ["30 100 300000", *(f"{name} E0 E0 E0" for name in names)]
    per_round = 300_000 // 100
    deck = (["E0"] * (per_round - 150) + ["A99"] * 150) * 100
    return "\n".join([*lines, " ".join(deck)]) + "\n"


CIRNO_AT_LIMITS = dataclasses.replace(CIRNO, limits=TOY_LIMITS, at_limits=cirno_at_limits)
