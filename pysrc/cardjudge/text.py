"""Reading judge input as whitespace-separated words that know where they stand.

Games read words through a `Words` cursor. Splitting is done once with
`str.split()` (fast on inputs of hundreds of thousands of words); the line and
column of a word are worked out only when an error needs them.
"""

import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

from .errors import InputError
from .i18n import t

_WORD = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Place:
    """A 1-based line and column in the input text."""

    line: int
    col: int


class Words:
    """A cursor over the words of an input text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.words = text.split()
        self.index = 0
        self._line_starts: list[int] | None = None
        self._offsets: list[int] | None = None

    # -- reading ----------------------------------------------------------
    def at_end(self) -> bool:
        return self.index >= len(self.words)

    def peek(self) -> str | None:
        return None if self.at_end() else self.words[self.index]

    def next(self, expected: str) -> str:
        """The next word; at the end of input, an error saying what was expected."""
        if self.index >= len(self.words):
            raise self.error_at_end(expected)
        word = self.words[self.index]
        self.index += 1
        return word

    def take(self, count: int, expected: str) -> list[str]:
        """The next `count` words, or an error at the end saying what was expected."""
        end = self.index + count
        if end > len(self.words):
            self.index = len(self.words)
            raise self.error_at_end(expected)
        taken = self.words[self.index : end]
        self.index = end
        return taken

    def integer(self, expected: str, low: int | None = None, high: int | None = None) -> int:
        """The next word as a whole number within [low, high]."""
        word = self.next(expected)
        if not re.fullmatch(r"[+-]?\d{1,18}", word):
            raise self.error(self.index - 1, expected_got(expected, word))
        value = int(word)
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.error(self.index - 1, expected_got(expected, word))
        return value

    def expect_end(self, expected: str | None = None) -> None:
        if not self.at_end():
            wanted = t("end of input") if expected is None else expected
            raise self.error(self.index, expected_got(wanted, self.words[self.index]))

    # -- places and errors ------------------------------------------------
    def place(self, index: int) -> Place:
        """Where word number `index` starts (the end of input past the last word)."""
        if self._offsets is None:
            self._offsets = [m.start() for m in _WORD.finditer(self.text)]
        offset = self._offsets[index] if index < len(self._offsets) else len(self.text)
        return place_of(self.text, offset, self._starts())

    def error(self, index: int, message: str) -> InputError:
        """An InputError located at word number `index`."""
        where = self.place(index)
        return InputError(where.line, where.col, message)

    def error_at_end(self, expected: str) -> InputError:
        return end_of_input(self.text, expected, self._starts())

    def _starts(self) -> list[int]:
        if self._line_starts is None:
            self._line_starts = line_starts(self.text)
        return self._line_starts


def line_starts(text: str) -> list[int]:
    """Offsets at which each line starts; a line ends at LF, CRLF or a lone CR."""
    return [0] + [m.end() for m in re.finditer(r"\r\n|\r|\n", text)]


def place_of(text: str, offset: int, starts: list[int] | None = None) -> Place:
    """The 1-based line and column of a character offset."""
    starts = starts if starts is not None else line_starts(text)
    line = bisect_right(starts, offset)
    return Place(line, offset - starts[line - 1] + 1)


def end_of_input(text: str, expected: str, starts: list[int] | None = None) -> InputError:
    """An InputError just after the last word: the input ended before `expected`."""
    where = place_of(text, len(text.rstrip()), starts)
    return InputError(
        where.line, where.col, t("expected {expected}, got end of input", expected=expected)
    )


def expected_got(expected: str, got: str) -> str:
    """An input error's message: what was expected there, and the word found (quoted)."""
    return t("expected {expected}, got {got}", expected=expected, got=repr(got))


@dataclass(frozen=True, slots=True)
class Line:
    """One line of input: its 1-based number, its text without the line break."""

    number: int
    text: str

    def words(self) -> Iterator[tuple[int, str]]:
        """(1-based column, word) for each word on the line."""
        for m in _WORD.finditer(self.text):
            yield m.start() + 1, m.group()


def lines(text: str) -> list[Line]:
    """The lines of a text, numbered from 1, whatever the line endings."""
    return [Line(n, s) for n, s in enumerate(re.split(r"\r\n|\r|\n", text), start=1)]
