"""Locating words: lines and columns under every kind of line ending."""

import pytest

from cardjudge.errors import InputError
from cardjudge.text import Words, lines, place_of


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_word_places_under_each_line_ending(newline: str) -> None:
    words = Words(f"a bb{newline}{newline}  ccc d{newline}")
    places = [words.place(i) for i in range(4)]
    assert [(p.line, p.col) for p in places] == [(1, 1), (1, 3), (3, 3), (3, 7)]


def test_end_of_input_is_just_after_the_last_word() -> None:
    words = Words("1 2\n3  \n\n")
    words.take(3, "three numbers")
    with pytest.raises(InputError) as caught:
        words.next("a fourth number")
    assert (caught.value.line, caught.value.col) == (2, 2)
    assert str(caught.value) == "input:2:2: expected a fourth number, got end of input"


def test_integer_bounds_and_shape() -> None:
    words = Words("12 x 99999999999999999999 7")
    assert words.integer("a count") == 12
    for _ in range(2):
        with pytest.raises(InputError):
            words.integer("a count")
    with pytest.raises(InputError) as caught:
        words.integer("a count from 1 to 5", 1, 5)
    assert (caught.value.col, caught.value.expected) == (
        27,
        "expected a count from 1 to 5, got '7'",
    )


def test_lines_and_place_of() -> None:
    assert [(line.number, line.text) for line in lines("a\r\nb\rc\n")] == [
        (1, "a"),
        (2, "b"),
        (3, "c"),
        (4, ""),
    ]
    assert list(lines("  x  yy")[0].words()) == [(3, "x"), (6, "yy")]
    where = place_of("ab\ncd", 4)
    assert (where.line, where.col) == (2, 2)
