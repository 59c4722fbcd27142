"""Hostile input: every parser and engine ends in an answer or a located InputError.

Random text and valid inputs mutated token by token (dropped, duplicated,
swapped, truncated, corrupted), with other line endings, NUL bytes, huge
numbers and non-ASCII text. Never another exception, never a hang.

CI runs a small budget; a longer run is
    CARDJUDGE_FUZZ_EXAMPLES=5000 .venv/bin/python -m pytest tests/test_fuzz.py
"""

import os
import random
import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardjudge.engine import Game
from cardjudge.errors import InputError
from cardjudge.games import GAMES

EXAMPLES = int(os.environ.get("CARDJUDGE_FUZZ_EXAMPLES", "60"))
SECONDS_PER_CASE = 10

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=os.environ.get("CI") == "true",
)

ODD_WORDS = [
    "",
    "\x00",
    "9" * 40,
    "-1",
    "0",
    "１２",
    "♠A",
    "⑨",
    "<b>",
    "\u200b",
    "10",
    "RJ",
    "PASS",
    "{",
    '"',
    ",",
]


@contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Fail (rather than hang) when a case runs longer than `seconds`."""

    def stop(signum: int, frame: object) -> None:
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def judge_or_locate(game: Game, text: str) -> None:
    """The one allowed outcome: judge text, or an InputError that points into the text."""
    with time_limit(SECONDS_PER_CASE):
        try:
            answer = game.judge(text)
        except InputError as error:
            assert re.fullmatch(r"input:\d+:\d+: .+", str(error), re.DOTALL), str(error)
            assert 1 <= error.line <= len(re.split(r"\r\n|\r|\n", text)) + 1
            assert error.col >= 1
            return
    assert isinstance(answer, str)
    assert answer == "" or answer.endswith("\n")


def mutate(text: str, rng: random.Random) -> str:
    """A valid input with one to four token-level accidents."""
    tokens = re.split(r"(\s+)", text)
    words = [i for i, t in enumerate(tokens) if t and not t.isspace()]
    for _ in range(rng.randint(1, 4)):
        if not words:
            break
        i = rng.choice(words)
        kind = rng.randrange(7)
        if kind == 0:
            tokens[i] = ""  # drop
        elif kind == 1:
            tokens[i] = tokens[i] + " " + tokens[i]  # duplicate
        elif kind == 2:
            j = rng.choice(words)
            tokens[i], tokens[j] = tokens[j], tokens[i]  # swap
        elif kind == 3:
            cut = "".join(tokens[:i])
            tokens = [cut]  # truncate
            words = []
        elif kind == 4:
            tokens[i] = rng.choice(ODD_WORDS)  # corrupt
        elif kind == 5:
            position = rng.randrange(len(tokens[i]) + 1)
            tokens[i] = tokens[i][:position] + rng.choice("\x00é\t\r") + tokens[i][position:]
        else:
            tokens[i] = tokens[i].lower()
    mutated = "".join(tokens)
    newline = rng.choice(["\n", "\r\n", "\r"])
    return mutated.replace("\n", newline)


@pytest.mark.parametrize("name", list(GAMES))
@FUZZ
@given(text=st.text(max_size=400))
def test_random_text(name: str, text: str) -> None:
    judge_or_locate(GAMES[name], text)


@pytest.mark.parametrize("name", list(GAMES))
@FUZZ
@given(
    words=st.lists(st.sampled_from(ODD_WORDS) | st.from_regex(r"[A-Z0-9]{1,4}", fullmatch=True)),
    separator=st.sampled_from([" ", "\n", "\r\n", "\t"]),
)
def test_random_words(name: str, words: list[str], separator: str) -> None:
    judge_or_locate(GAMES[name], separator.join(words))


@pytest.mark.parametrize("name", list(GAMES))
@FUZZ
@given(seed=st.integers(0, 2**32), mutation=st.integers(0, 2**32))
def test_mutated_valid_input(name: str, seed: int, mutation: int) -> None:
    game = GAMES[name]
    valid = game.generate(random.Random(seed))
    judge_or_locate(game, mutate(valid, random.Random(mutation)))


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("seed", range(5))
def test_generated_input_is_accepted_with_any_line_ending(name: str, seed: int) -> None:
    game = GAMES[name]
    valid = game.generate(random.Random(seed))
    answer = game.judge(valid)
    for newline in ("\r\n", "\r"):
        assert game.judge(valid.replace("\n", newline)) == answer
    assert game.judge(valid.rstrip("\n") + "  \n\n\n") == answer
