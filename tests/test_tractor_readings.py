"""Tractor's readings: the statement's own answers unchanged, and each reading's effect on
a hand-built round, with the story and the edges following it. (A default stress run
catches each: test_readings_stress.py.)"""

import re

import pytest
from test_tractor import ANSWER, HIDDEN_10, HIDDEN_50, SAMPLE, TAKE_20, full_round

from cardjudge.games.tractor import GAME, readings
from cardjudge.readings import following, follows, in_force

NAMES = [reading.name for reading in GAME.readings]
KEEP = "RJ S3 S4 S6"  # Alice (the dealer) keeps the last trick


def test_the_game_names_its_readings_in_the_statements_order() -> None:
    assert GAME.readings == readings.READINGS
    assert NAMES == [
        "down-dealer-before",
        "tie-later-wins",
        "honor-highest-card",
        "throw-beaten-in-suit",
        "hidden-power-lead-length",
        "ranks-as-numbers",
    ]
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+", name) for name in NAMES)
    assert all(GAME.reading(name).name == name for name in NAMES)


def test_a_reading_is_in_force_only_inside_following() -> None:
    assert in_force() is None
    with following("tie-later-wins"):
        assert follows(readings.TIE_LATER_WINS)
        assert not follows(readings.RANKS_AS_NUMBERS)
    assert in_force() is None


def test_the_sample_is_answered_as_before_and_tells_only_one_reading() -> None:
    assert GAME.judge(SAMPLE) == ANSWER
    changed = []
    for name in NAMES:
        with following(name):
            if GAME.judge(SAMPLE) != ANSWER:
                changed.append(name)
    # Trick 9 is H8 C7 HA HA: Charles's HA and David's tie. A program that follows any
    # other reading passes the sample.
    assert changed == ["tie-later-wins"]


@pytest.mark.parametrize(
    ("name", "header", "last", "hidden", "statement", "other"),
    [
        # Bob takes 20 and the hidden 50 twice: 120, down. Bob is on Alice's right-hand side.
        ("down-dealer-before", "H Alice 2 9", TAKE_20, HIDDEN_50, "120\n2 T Bob", "120\n2 T David"),
        # Bob's S3 ties Alice's: the earlier one, Alice, keeps the trick and the hidden 10.
        ("tie-later-wins", "H Alice 2 9", "S3 S3 D3 D4", HIDDEN_10, "0\n5 9 Charles",
         "20\n4 9 Charles"),
        # The statement's last example: Charles's honor card H7 beats Bob's H4 (Bob holds RJ).
        # Taken by Bob, the hidden 10 count 2^4 times (the longest component is a tractor).
        ("honor-highest-card", "H Alice 7 9",
         "S2S2S3S3SA H3H3H4H4RJ D7D7H7H7H2 S7S7SQSJS6", HIDDEN_10, "0\nT 9 Charles",
         "160\n7 J Bob"),
        # Bob's S9 pair outranks Alice's S3 pair, but only trumps beat a spade throw.
        ("throw-beaten-in-suit", "H Alice 2 9", "S3S3S8 S9S9SJ S4S4S6 D3D4D6", HIDDEN_10,
         "0\n5 9 Charles", "40\n3 9 Charles"),
        # A trump throw (hearts are trumps) cannot be beaten, not even by a higher pair.
        ("throw-beaten-in-suit", "H Alice 2 9", "H3H3H5 H9H9HJ H4H4H6 D3D4D6", HIDDEN_10,
         "0\n5 9 Charles", "45\n3 9 Charles"),
        # Bob ruffs a throw of a pair and a single: w = 2 (the pair), not 3 (the lead's size).
        ("hidden-power-lead-length", "H Alice 2 9", "S3S3S8 RJRJBJ S4S4S6 S9S9SJ", HIDDEN_10,
         "40\n3 9 Charles", "80\n2 9 Bob"),
        # No points for the defenders: the declarers rise 3, from 9 to Q.
        ("ranks-as-numbers", "H Alice 9 9", KEEP, HIDDEN_10, "0\nQ 9 Charles",
         "0\n12 9 Charles"),
    ],
)  # fmt: skip
def test_a_reading_on_a_round(name, header, last, hidden, statement, other) -> None:
    text = full_round(header, [last], hidden)
    assert GAME.judge(text) == f"Case #1:\n{statement}\n"
    with following(name):
        assert GAME.judge(text) == f"Case #1:\n{other}\n"


def explained(name: str | None, text: str) -> str:
    """Every step's words of the round, under a reading."""
    with following(name):
        (result,) = GAME.results(text)
        return " ".join(step.explain for step in GAME.steps(result))


def reached(name: str | None, text: str) -> set[str]:
    with following(name):
        (result,) = GAME.results(text)
        return set(GAME.reached(result))


def test_the_story_tells_what_each_reading_decided() -> None:
    down = full_round("H Alice 2 9", [TAKE_20], HIDDEN_50)
    assert "Bob (on the dealer's right) deals next" in explained(None, down)
    said = explained("down-dealer-before", down)
    assert "David (before the dealer in clockwise order) deals next" in said
    tie = full_round("H Alice 2 9", ["S3 S3 D3 D4"], HIDDEN_10)
    assert "highest card S3 only ties Bob's earlier S3" not in explained(None, tie)
    assert "highest card S3 only ties Bob's later S3" in explained("tie-later-wins", tie)
    example = full_round("H Alice 7 9", ["S2S2S3S3SA H3H3H4H4RJ D7D7H7H7H2 S7S7SQSJS6"], HIDDEN_10)
    assert "Charles wins with honor card H7" in explained(None, example)
    assert "Bob wins with highest card RJ" in explained("honor-highest-card", example)
    ruff = full_round("H Alice 2 9", ["S3S3S8 RJRJBJ S4S4S6 S9S9SJ"], HIDDEN_10)
    assert "its longest component has 2 cards, so w = 2" in explained(None, ruff)
    assert "its lead has 3 cards, so w = 3" in explained("hidden-power-lead-length", ruff)


def test_the_edges_say_what_each_reading_decided() -> None:
    example = full_round("H Alice 7 9", ["S2S2S3S3SA H3H3H4H4RJ D7D7H7H7H2 S7S7SQSJS6"], HIDDEN_10)
    assert "honor-over-higher-card" in reached(None, example)
    assert "honor-over-higher-card" not in reached("honor-highest-card", example)
    ruff = full_round("H Alice 2 9", ["S3S3S8 RJRJBJ S4S4S6 S9S9SJ"], HIDDEN_10)
    assert "hidden-throw" in reached(None, ruff)
    assert "hidden-throw" not in reached("hidden-power-lead-length", ruff)
    throw = full_round("H Alice 2 9", ["S3S3S8 S9S9SJ S4S4S6 D3D4D6"], HIDDEN_10)
    assert "follow-same-suit-throw" in reached(None, throw)
    assert "follow-same-suit-throw" not in reached("throw-beaten-in-suit", throw)
