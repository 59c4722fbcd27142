"""The page's door into the engines: JSON strings in, JSON strings out.

The web worker exports these functions unchanged; keeping them here lets
CPython test exactly what the page receives.
"""

import json
from typing import Any

from .errors import InputError
from .games import GAMES


def games() -> str:
    """The games, in the page's order, with what the picker shows of them."""
    return json.dumps(
        [
            {"name": g.name, "title": g.title, "source": g.source, "summary": g.summary}
            for g in GAMES.values()
        ]
    )


def judge(game: str, text: str) -> str:
    """The judge text for `text`, or the located input error."""
    return _answer(game, lambda g: {"output": g.judge(text)})


def trace(game: str, text: str) -> str:
    """The judge text and, for every case, its steps for the viewer."""

    def run(g: Any) -> dict[str, Any]:
        results = g.results(text)
        return {
            "output": g.render(results),
            "cases": [[step.as_json() for step in g.steps(r)] for r in results],
        }

    return _answer(game, run)


def _answer(game: str, run: Any) -> str:
    chosen = GAMES.get(game)
    if chosen is None:
        return json.dumps({"error": {"message": f"unknown game {game!r}", "line": 0, "col": 0}})
    try:
        return json.dumps(run(chosen))
    except InputError as error:
        return json.dumps({"error": {"message": str(error), "line": error.line, "col": error.col}})
