"""Readings of a statement: the points its words leave open, and the judge switched to
another reading of one.

Each game names, beside its rules, the points of its statement that can be read more
than one way: every point that READINGS.md decides, and the misreadings that public
solutions make. A `Reading` is the other way of reading one point: the judge follows
the statement's (the decided) reading unless one is put in force, for the process
(the command line's --reading) with `use`, or for a while with `following`:

    with following("rule-4-six-or-more"):
        answer = GAME.judge(text)

A rule that depends on such a point asks `follows(READING)` where it decides it, so the
other reading is read beside the rule it changes. A game whose rules keep tables of
decisions (caches) keeps one table per reading: `in_force()` is part of their key.
"""

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass

from .i18n import t


@dataclass(frozen=True)
class Reading:
    """Another reading of one point of a statement.

    `name` is short and stable, typed on the command line (``rule-4-six-or-more``);
    `words` says in a sentence what a judge (or a program) that reads it so does;
    `instead` what this judge does, and why, in the statement's words (and
    READINGS.md's). Both English, marked for the catalogs: say them with `i18n.t`.
    """

    name: str
    words: str
    instead: str

    def said(self) -> dict[str, str]:
        """The reading in the reader's language, as plain values (the page, --json)."""
        return {"name": self.name, "words": t(self.words), "instead": t(self.instead)}


class UnknownReading(KeyError):
    """A reading name the game does not have."""


_in_force: str | None = None


def in_force() -> str | None:
    """The name of the reading the judge follows now; None for the statement's own."""
    return _in_force


def follows(reading: Reading) -> bool:
    """Whether the judge follows `reading` now (rather than the statement's reading)."""
    return _in_force == reading.name


def use(name: str | None) -> None:
    """Follow the reading named `name` from now on (None: the statement's own)."""
    global _in_force
    _in_force = name


@contextlib.contextmanager
def following(name: str | None) -> Iterator[None]:
    """Follow the reading named `name` inside the block."""
    before = _in_force
    use(name)
    try:
        yield
    finally:
        use(before)
