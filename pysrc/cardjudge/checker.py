"""The checker: does an output match the judge's answer, and where does it first differ?

One checker serves the page's Expected-output verdict, "Run my solution" and
the stress tests of the command line and the page. Like most judges' default
checker, line endings (CRLF or LF), spaces at the end of a line and blank
lines at the end of the text do not count.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Difference:
    """The first place (line and column, from 1) where two texts differ.

    `expected` and `got` are the two lines there; None where a text has no
    such line.
    """

    line: int
    col: int
    expected: str | None
    got: str | None


def first_difference(expected: str, actual: str) -> Difference | None:
    """None when `actual` is accepted as `expected`, else where they first differ."""
    if actual == expected:  # the usual case in a stress test, at once
        return None
    want, got = significant_lines(expected), significant_lines(actual)
    for number, (w, g) in enumerate(zip(want, got, strict=False), start=1):
        if w != g:
            col = next((i for i, (a, b) in enumerate(zip(w, g, strict=False)) if a != b), None)
            return Difference(number, min(len(w), len(g)) + 1 if col is None else col + 1, w, g)
    if len(want) == len(got):
        return None
    number = min(len(want), len(got)) + 1
    return Difference(number, 1, line_of(want, number), line_of(got, number))


def significant_lines(text: str) -> list[str]:
    """The lines that count: each without its line ending and trailing spaces, no blank tail."""
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def line_of(lines: list[str], number: int) -> str | None:
    return lines[number - 1] if number <= len(lines) else None
