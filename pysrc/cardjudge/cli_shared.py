"""What the commands of the command line share: the exit status of a usage error, the
--lang and --reading options, and the tables of rule edges and of readings they print.

`cli` (the judge, `generate`, `cover`) and `cli_stress` both import this; it imports
neither, so the command line is a tree: cli -> cli_stress -> cli_shared, cli -> cli_shared.
"""

import argparse
from collections.abc import Sequence
from typing import Any

from . import i18n, readings
from .engine import Game
from .i18n import t

USAGE_ERROR = 2
LANGUAGE_OPTION = "--lang"
READING_OPTION = "--reading"


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """--lang in a command's help (`main` takes it out of the arguments before they are parsed)."""
    parser.add_argument(
        LANGUAGE_OPTION,
        choices=i18n.LANGUAGES,
        help=t("the language of explanations, errors and reports (default: from the locale)"),
    )


def edge_table(rows: Sequence[tuple[Any, int | None]]) -> str:
    """Edges one a line, their names aligned, each with its count (when given) and words."""
    name_width = max(len(edge.name) for edge, _ in rows)
    count_width = max((len(str(count)) for _, count in rows if count is not None), default=0)
    lines = []
    for edge, count in rows:
        number = "" if count is None else f"{count:>{count_width}}  "
        lines.append(f"  {number}{edge.name:<{name_width}}  {t(edge.words)}")
    return "\n".join(lines)


def add_reading_option(parser: argparse.ArgumentParser) -> None:
    """--reading in a command's help (`main` takes it out of the arguments before they are
    parsed, and the whole command follows it)."""
    parser.add_argument(
        READING_OPTION,
        metavar="NAME",
        help=t("judge under another reading of the statement (cardjudge readings GAME lists them)"),
    )


def unknown_reading(game: Game) -> str | None:
    """The usage error when the reading in force is not one of the game's, else None."""
    name = readings.in_force()
    if name is None or name in {reading.name for reading in game.readings}:
        return None
    said = t(
        "cardjudge: {game} has no reading {name}; its readings:", game=game.name, name=repr(name)
    )
    return said + "\n" + reading_table(game) + "\n"


def reading_table(game: Game) -> str:
    """The game's readings one a line, their names aligned, each with its sentence, and
    what this judge does instead on the line below."""
    if not game.readings:
        return "  " + t("(none)")
    width = max(len(reading.name) for reading in game.readings)
    lines = []
    for reading in game.readings:
        lines.append(f"  {reading.name:<{width}}  {t(reading.words)}")
        lines.append(f"  {'':<{width}}  " + t("Instead: {instead}", instead=t(reading.instead)))
    return "\n".join(lines)
