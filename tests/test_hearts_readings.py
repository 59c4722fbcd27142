"""Hearts' readings: the statement's reading answers as before, and each other one's effect
on a small game, with the exact answers both ways. (A default stress run catches each:
test_readings_stress.py.)"""

from pathlib import Path

import pytest

from cardjudge.games.hearts import GAME, edges
from cardjudge.games.hearts.readings import (
    CHEATER_NO_MOON,
    ILLEGAL_HEART_NO_BREAK,
    QUEEN_BREAKS_HEARTS,
    QUEEN_LEADS_AS_HEART,
    QUEEN_ON_FIRST_TRICK,
    READINGS,
)
from cardjudge.games.hearts.story import steps
from cardjudge.readings import Reading, following, in_force

DATA = Path(__file__).parent / "data" / "hearts"
NAMES = [reading.name for reading in READINGS]


def example(n: int) -> str:
    return (DATA / f"example{n}.in").read_text(encoding="utf-8")


def judged(text: str, reading: str | None) -> str:
    with following(reading):
        return GAME.judge(text)


def game(*tricks: str) -> str:
    """A game in the line form, from its 13 tricks."""
    assert len(tricks) == 13
    return "\n".join(tricks) + "\n"


# -- the readings, and the statement's -------------------------------------------------


def test_the_game_names_its_readings_once_each_in_kebab_case() -> None:
    assert GAME.readings == READINGS
    assert len(set(NAMES)) == len(NAMES)
    assert all(name.replace("-", "").isalpha() and name.islower() for name in NAMES)
    assert GAME.reading("queen-breaks-hearts") is QUEEN_BREAKS_HEARTS


@pytest.mark.parametrize("n", range(8))
def test_the_statements_reading_answers_the_examples_as_before(n: int) -> None:
    assert in_force() is None
    assert judged(example(n), None) == (DATA / f"example{n}.out").read_text(encoding="utf-8")


# -- each reading on a small game ------------------------------------------------------------

# Each game lists the hands, then the tricks in playing order.

# P1 C2-CJ D2 S2 S3; P2 CK D4-DA H2; P3 CA S4-SA H3; P4 CQ D3 H4-HA. Player 3 leads the
# Queen of Spades at trick 2, hearts unbroken, holding spades and H3: no cheat, the Queen
# is a spade; hearts are broken at trick 3 and he leads H3 at trick 4.
QUEEN_LED_UNBROKEN = game(
    "C2 CK CA CQ",  # P3 wins
    "SQ D3 S2 D4",  # P3 takes the Queen: 13
    "SA H4 S3 H2",  # P3 takes 2 more; hearts are broken
    "H3 H5 D2 D5",  # P4 takes 2
    "HA C3 D6 S4",
    "HK C4 D7 S5",
    "HQ C5 D8 S6",
    "HJ C6 D9 S7",
    "HT C7 DT S8",
    "H9 C8 DJ S9",
    "H8 C9 DQ ST",
    "H7 CT DK SJ",
    "H6 CJ DA SK",  # P4 takes 9 hearts from trick 5 on: 11 in all
)

# The same hands. Player 3 takes the Queen of Spades at trick 2, then leads H3 holding
# spades: the Queen broke no hearts, so that lead is a cheat.
QUEEN_THEN_HEART_LED = game(
    "C2 CK CA CQ",  # P3 wins
    "SQ D3 S2 D4",  # P3 takes the Queen: 13
    "H3 H4 S3 H2",  # P4 takes 3
    "HA C3 D5 S4",
    "HK C4 D6 S5",
    "HQ C5 D7 S6",
    "HJ C6 D8 S7",
    "HT C7 D9 S8",
    "H9 C8 DT S9",
    "H8 C9 DJ ST",
    "H7 CT DQ SJ",
    "H6 CJ DK SK",
    "H5 D2 DA SA",  # P4 takes the last of his 13 points
)

# The same hands. Player 4 throws H4 on the first trick holding CQ, which breaks hearts,
# so player 3 may lead H3 at trick 2 holding spades.
ILLEGAL_HEART_FIRST = game(
    "C2 CK CA H4",  # P4 cheats; P3 takes 1
    "H3 H5 S2 H2",  # P4 takes 3
    "HA S3 D4 S4",
    "HK C3 D5 S5",
    "HQ C4 D6 S6",
    "HJ C5 D7 S7",
    "HT C6 D8 S8",
    "H9 C7 D9 S9",
    "H8 C8 DT ST",
    "H7 C9 DJ SQ",  # P4 takes the Queen too
    "H6 CT DQ SJ",
    "CQ CJ DK SK",
    "D3 D2 DA SA",  # P2 takes the last trick: no points
)


@pytest.mark.parametrize(
    ("text", "reading", "statements", "other"),
    [
        (
            example(7),
            CHEATER_NO_MOON,
            '{"26", "CHEATER!", "26", "CHEATER!"}',
            '{"0", "CHEATER!", "0", "CHEATER!"}',
        ),
        (
            QUEEN_LED_UNBROKEN,
            QUEEN_LEADS_AS_HEART,
            '{"0", "0", "15", "11"}',
            '{"0", "0", "CHEATER!", "11"}',
        ),
        (
            QUEEN_THEN_HEART_LED,
            QUEEN_BREAKS_HEARTS,
            '{"0", "0", "CHEATER!", "13"}',
            '{"0", "0", "13", "13"}',
        ),
        (
            ILLEGAL_HEART_FIRST,
            ILLEGAL_HEART_NO_BREAK,
            '{"0", "0", "1", "CHEATER!"}',
            '{"0", "0", "CHEATER!", "CHEATER!"}',
        ),
        (
            example(6),
            QUEEN_ON_FIRST_TRICK,
            '{"3", "CHEATER!", "21", "2"}',
            '{"3", "0", "21", "2"}',
        ),
    ],
    ids=NAMES,
)
def test_each_reading_on_a_small_game(
    text: str, reading: Reading, statements: str, other: str
) -> None:
    assert judged(text, None) == statements + "\n"
    assert judged(text, reading.name) == other + "\n"
    assert in_force() is None


# -- the story and the edges follow the reading --------------------------------------------


def told(text: str, reading: str, number: int) -> tuple[str, set[str]]:
    """What the story says of trick `number`, and the edges the game reaches, under `reading`."""
    with following(reading):
        (result,) = GAME.results(text)
        return steps(result)[number].explain, set(edges.reached(result))


def test_a_queen_led_as_a_heart_is_told_as_a_cheat_and_no_longer_as_no_heart() -> None:
    words, reached = told(QUEEN_LED_UNBROKEN, QUEEN_LEADS_AS_HEART.name, 2)
    assert "Player 3 cheated with SQ: led a heart before hearts were broken" in words
    assert "cheat-heart-lead" in reached and "queen-led-unbroken" not in reached
    assert "queen-led-unbroken" in told(QUEEN_LED_UNBROKEN, None, 2)[1]


def test_hearts_broken_by_the_queen_are_told_at_the_queens_trick() -> None:
    words, reached = told(QUEEN_THEN_HEART_LED, QUEEN_BREAKS_HEARTS.name, 2)
    assert "Hearts are broken now." in words
    assert "cheat-heart-lead" not in reached and "heart-lead-just-broken" in reached


def test_an_illegal_heart_that_breaks_nothing_is_not_told_as_breaking() -> None:
    words, reached = told(ILLEGAL_HEART_FIRST, ILLEGAL_HEART_NO_BREAK.name, 1)
    assert "Hearts are not broken yet." in words
    assert "hearts-broken-by-cheat" not in reached and "cheat-heart-lead" in reached
    words, reached = told(ILLEGAL_HEART_FIRST, None, 1)
    assert "a heart breaks them even when played illegally" in words
    assert "hearts-broken-by-cheat" in reached


def test_a_cheater_who_takes_every_point_is_told_as_no_moon() -> None:
    words, reached = told(example(7), CHEATER_NO_MOON.name, 14)
    assert "No one shot the moon." in words
    assert "moon" not in reached and "moon-by-cheater" not in reached
