"""The page's door into the engines: JSON strings in, JSON strings out.

The web worker exports the page's functions (`games`, `run`, `steps`,
`column`, `generate`) unchanged; keeping them here lets CPython test exactly
what the page receives. `judge` and `trace` answer a whole input at once, for
Python callers and tests. Errors come back as data
(``{"error": {...}}``), never as exceptions.

The page runs an input with `run`, which keeps that run's results so the
step viewer can then ask for the steps of one case a window at a time
(`steps`) and for one value of every step (`column`, for charts): a case of
300,000 turns is never sent across whole.
"""

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .checker import first_difference
from .engine import Game, Step
from .errors import InputError
from .games import GAMES


def games() -> str:
    """The games, in the page's order, with what the picker shows of them."""
    return json.dumps([describe(g) for g in GAMES.values()])


def describe(game: Game) -> dict[str, Any]:
    return {
        "name": game.name,
        "title": game.title,
        "source": game.source,
        "summary": game.summary,
        "cheats": game.can_cheat,
    }


def judge(game: str, text: str) -> str:
    """The judge text for `text`, or the located input error."""
    return _answer(game, lambda g: {"output": g.judge(text)})


def trace(game: str, text: str) -> str:
    """The judge text and, for every case, its steps for the viewer."""

    def play_all(g: Game) -> dict[str, Any]:
        results = g.results(text)
        return {
            "output": g.render(results),
            "cases": [[step.as_json() for step in g.steps(r)] for r in results],
        }

    return _answer(game, play_all)


# -- a run kept for the viewer ----------------------------------------------------


@dataclass
class Run:
    """The results of the page's latest run, and the steps of the cases viewed so far."""

    game: Game
    results: list[Any]
    steps: dict[int, list[Step]] = field(default_factory=dict)

    def case_steps(self, case: int) -> list[Step]:
        if case not in self.steps:
            self.steps.clear()  # one case at a time: a long game's steps are large
            self.steps[case] = self.game.steps(self.results[case])
        return self.steps[case]


_latest: Run | None = None


def run(game: str, text: str, expected: str = "") -> str:
    """The judge text, how it compares with `expected` (when given), and the number of cases.

    The results stay in the worker for `steps` and `column`.
    """

    def play(g: Game) -> dict[str, Any]:
        global _latest
        _latest = None
        results = g.results(text)
        output = g.render(results)
        _latest = Run(g, results)
        return {
            "output": output,
            "cases": len(results),
            "verdict": compare(expected, output) if expected.strip() else None,
        }

    return _answer(game, play)


def steps(case: int, start: int, stop: int) -> str:
    """Steps start..stop-1 of one case of the latest run, and how many steps it has."""

    def window(shown: list[Step]) -> dict[str, Any]:
        first = max(0, min(start, len(shown)))
        chosen = [step.as_json() for step in shown[first:stop]]
        return {"case": case, "count": len(shown), "start": first, "steps": chosen}

    return _from_latest(case, window)


def column(case: int, key: str) -> str:
    """One value of every step's state (None where a step lacks it), for charts."""
    return _from_latest(case, lambda shown: {"values": [s.state.get(key) for s in shown]})


def _from_latest(case: int, answer: Callable[[list[Step]], dict[str, Any]]) -> str:
    if _latest is None or not 0 <= case < len(_latest.results):
        return _error(f"no case #{case + 1} in the latest run")
    try:
        return json.dumps(answer(_latest.case_steps(case)))
    except Exception as error:  # a bug in a game's steps must not kill the page
        return _internal(_latest.game.name, error)


# -- comparing with the expected output --------------------------------------------


def compare(expected: str, actual: str) -> dict[str, Any]:
    """Accepted, or the first line and column (from 1) where the texts differ (see `checker`)."""
    difference = first_difference(expected, actual)
    if difference is None:
        return {"accepted": True}
    return {"accepted": False, **dataclasses.asdict(difference)}


# -- random deals -------------------------------------------------------------------


def generate(game: str, seed: int, cheats: bool = False) -> str:
    """A random valid input dealt from `seed`, as `cardjudge generate GAME --seed N` prints it.

    With `cheats`, games whose generator can cheat (Hearts) deal some illegal plays.
    """

    return _answer(game, lambda g: {"input": g.deal(seed, cheats), "seed": seed})


# -- answers as JSON ----------------------------------------------------------------


def _answer(game: str, work: Callable[[Game], dict[str, Any]]) -> str:
    try:
        chosen = GAMES.get(game)  # imports the game's module on first use
        if chosen is None:
            return _error(f"unknown game {game!r}")
        return json.dumps(work(chosen))
    except InputError as error:
        return _error(str(error), error.line, error.col)
    except Exception as error:  # a bug in an engine must not kill the page
        return _internal(game, error)


def _error(message: str, line: int = 0, col: int = 0, **more: Any) -> str:
    return json.dumps({"error": {"message": message, "line": line, "col": col, **more}})


def _internal(game: str, error: Exception) -> str:
    message = f"internal error in the {game} judge: {type(error).__name__}: {error}"
    return _error(message, internal=True)
