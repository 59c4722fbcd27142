"""What the commands of the command line share: the exit status of a usage error, the
--lang option, and the table of rule edges that `generate`, `cover` and `stress` print.

`cli` (the judge, `generate`, `cover`) and `cli_stress` both import this; it imports
neither, so the command line is a tree: cli -> cli_stress -> cli_shared, cli -> cli_shared.
"""

import argparse
from collections.abc import Sequence
from typing import Any

from . import i18n
from .i18n import t

USAGE_ERROR = 2
LANGUAGE_OPTION = "--lang"


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
