"""Cirno's readings: the statement's own answers unchanged, and each reading's effect on a
hand-built game, with the story following it. (A default stress run catches each:
test_readings_stress.py.)"""

import re

from test_cirno import game, read

from cardjudge.games.cirno import GAME, readings
from cardjudge.readings import following

NAMES = [reading.name for reading in GAME.readings]
SAMPLE_IN, SAMPLE_OUT = read("sample1.in"), read("sample1.out")
# p goes below zero and D2 halves it there: the statement's test of rounding down.
SOLO = game("Solo B9 B1 B1", "D2 B9 B9 D2 D2 D2 B19 B19 E99 A99 A99 A99 A99 A99 A99")


def test_the_game_names_its_readings_in_the_statements_order() -> None:
    assert GAME.readings == readings.READINGS
    assert NAMES == ["d2-toward-zero", "counters-unprinted", "losing-play-printed"]
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+", name) for name in NAMES)
    assert all(GAME.reading(name).name == name for name in NAMES)


def test_the_samples_are_answered_as_before() -> None:
    assert GAME.judge(SAMPLE_IN) == SAMPLE_OUT
    assert GAME.judge(read("three-players.in")) == read("three-players.out")


def test_d2_toward_zero() -> None:
    statement = GAME.judge(SOLO).splitlines()
    assert statement[1:8] == [
        "Solo used B1,now p=-1.",
        "Solo used D2,now p=-1.",  # ⌊-1 ÷ 2⌋
        "Solo used B1,now p=-2.",
        "Solo used B9,now p=-11.",
        "Solo used D2,now p=-6.",  # ⌊-11 ÷ 2⌋
        "Solo used D2,now p=-3.",
        "Solo used D2,now p=-2.",
    ]
    with following("d2-toward-zero"):
        assert GAME.judge(SOLO).splitlines() == [
            "Round 1:",
            "Solo used B1,now p=-1.",
            "Solo used D2,now p=0.",  # -1 / 2 in C: 0, above B9's -10 and B1's -2
            "Solo used B1,now p=-1.",
            "Solo used B9,now p=-10.",
            "Solo used D2,now p=-5.",
            "Solo used D2,now p=-2.",  # -5 / 2 in C: -2
            "Solo used D2,now p=-1.",
            "Solo used B9,now p=-10.",
            "Solo used B9,now p=-19.",
            "Solo used E99,now p=99.",
            "Solo used B19,now p=80.",
            "Solo used B19,now p=61.",
            "Solo lost the game.",
        ]


def test_counters_unprinted() -> None:
    assert "Cirno used DOUBLE,now p=89.\nJoesSR used PASS,now p=89.\n" in SAMPLE_OUT
    with following("counters-unprinted"):
        assert GAME.judge(SAMPLE_IN) == (
            "Round 1:\n"
            "JoesSR used A99,now p=99.\n"
            "Cirno used D2,now p=49.\n"
            "JoesSR used E49,now p=49.\n"
            "Cirno used C2,now p=98.\n"
            "JoesSR used B9,now p=89.\n"
            "Cirno lost the game.\n"
        )


def test_losing_play_printed() -> None:
    assert SAMPLE_OUT.endswith("JoesSR used PASS,now p=89.\nCirno lost the game.\n")
    with following("losing-play-printed"):
        # Cirno holds A19, A99 and A49 at 89: she plays the card that passes 99 by least.
        assert GAME.judge(SAMPLE_IN) == SAMPLE_OUT.replace(
            "Cirno lost", "Cirno used A19,now p=108.\nCirno lost"
        )


# -- the story under a reading -------------------------------------------------------


def line_steps(name: str | None, text: str) -> list[int]:
    with following(name):
        (result,) = GAME.results(text)
        return list(GAME.line_steps(result))


def test_each_line_of_the_answer_has_its_step_under_a_reading() -> None:
    # Steps: 0 the deal, 1 the round, 2-8 the plays (7 DOUBLE, 8 PASS), 9 the loss.
    assert line_steps(None, SAMPLE_IN) == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert line_steps("counters-unprinted", SAMPLE_IN) == [1, 2, 3, 4, 5, 6, 9]
    assert line_steps("losing-play-printed", SAMPLE_IN) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]
    for name in [None, *NAMES]:
        for text in (SAMPLE_IN, SOLO):
            with following(name):
                assert len(line_steps(name, text)) == GAME.judge(text).count("\n")


def test_the_story_tells_what_d2_did_under_the_reading() -> None:
    def said(name: str | None) -> str:
        with following(name):
            (result,) = GAME.results(SOLO)
            return " ".join(step.explain for step in GAME.steps(result))

    assert "D2, p -1 → -1" in said(None)
    assert "D2, p -1 → 0" in said("d2-toward-zero")
    assert "D2, p -5 → -2" in said("d2-toward-zero")
