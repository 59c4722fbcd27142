"""Every game's readings against a default stress run (the first 200 deals of seed 0): a
program that follows a reading fails it, and two readings answer some deal of it apart,
so the stress test can tell which reading a failing program follows."""

import functools
import itertools

import pytest

from cardjudge.games import GAMES
from cardjudge.readings import following
from cardjudge.stress import Stress

STRESS_DEALS = 200


@functools.cache
def stress_deals(game: str) -> tuple[str, ...]:
    """The first deals of a default stress run of seed 0 (each game's readings tests
    read them too)."""
    return tuple(Stress(GAMES[game], 0, STRESS_DEALS).deals())


@functools.cache
def answers(game: str, reading: str | None) -> tuple[str, ...]:
    """The judge's answers to them under `reading` (None: the statement's)."""
    with following(reading):
        return tuple(GAMES[game].judge(text) for text in stress_deals(game))


def names(game: str) -> list[str]:
    return [reading.name for reading in GAMES[game].readings]


READINGS = [(game, name) for game in GAMES for name in names(game)]
PAIRS = [(game, *pair) for game in GAMES for pair in itertools.combinations(names(game), 2)]


def test_every_game_has_readings() -> None:
    assert {game for game, _ in READINGS} == set(GAMES)


@pytest.mark.parametrize(("game", "name"), READINGS)
def test_a_default_stress_run_catches_a_program_that_follows_the_reading(game, name) -> None:
    differ = [a != b for a, b in zip(answers(game, None), answers(game, name), strict=True)]
    assert any(differ), f"no deal of the first {STRESS_DEALS} is answered otherwise"


@pytest.mark.parametrize(("game", "one", "other"), PAIRS)
def test_a_default_stress_run_tells_two_readings_apart(game, one, other) -> None:
    pairs = zip(answers(game, one), answers(game, other), strict=True)
    assert any(a != b for a, b in pairs)
