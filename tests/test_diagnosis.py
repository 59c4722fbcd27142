"""What a program gets wrong: every deal of a stress run kept, the rule edges its
failures share ranked first, and the reading of the statement its answers follow."""

import io
import json
import os
import sys
from pathlib import Path

import pytest

from cardjudge import diagnosis, readings
from cardjudge.cli import main
from cardjudge.errors import InputError
from cardjudge.games import GAMES
from cardjudge.stress import ENOUGH_FAILURES, ENOUGH_TIME_LIMITS, Report, Stress, drive
from cardjudge.verdicts import Outcome, Verdict

SOLUTIONS = Path(__file__).parent / "solutions"
READINGS = [(name, reading.name) for name, game in GAMES.items() for reading in game.readings]


def under(game: str, reading: str | None):
    """Our judge, switched to a reading, as the user's program (in this process)."""

    def run(text: str) -> Outcome:
        with readings.following(reading):
            return Outcome(stdout=GAMES[game].judge(text))

    return run


def stress(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(["stress", *argv], io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def test_every_game_names_readings_of_its_statement() -> None:
    assert all(game.readings for game in GAMES.values())


@pytest.mark.parametrize(("game", "reading"), READINGS)
def test_a_program_that_follows_a_reading_is_told_exactly_that_reading(
    game: str, reading: str
) -> None:
    report = drive(Stress(GAMES[game], 0, 200), under(game, reading))
    assert report.failure is not None, f"no deal tells {reading} apart"
    assert report.diagnosis is not None
    assert [found.name for found in report.diagnosis.readings] == [reading]


def test_a_correct_program_has_no_diagnosis() -> None:
    report = drive(Stress(GAMES["bridge"], 0, 50), under("bridge", None))
    assert report.failure is None and report.diagnosis is None and report.failed == ()


# Each planted mistake of tests/solutions breaks one rule at one edge: that edge comes first.
# Hearts' and UNO's are misreadings the games name: the reading is named too.
PLANTED = {
    "bridge": ("rule-1-eight", []),
    "hearts": ("queen-led-unbroken", ["queen-leads-as-heart"]),
    "uno": ("call-tie", ["call-ties-blue-first"]),
    "cirno": ("tie-largest-add-set", []),
    "tractor": ("make-1-at-40", []),
}


@pytest.mark.parametrize("game", sorted(PLANTED))
def test_a_planted_one_rule_mistake_has_its_edge_first(game: str) -> None:
    program = [sys.executable, str(SOLUTIONS / f"{game}_bug.py")]
    argv = [game, "--seed", "0", "--runs", "200", "--json", "--out", os.devnull]
    status, out, _ = stress([*argv, "--", *program])
    shown = json.loads(out)
    edge, named = PLANTED[game]
    assert status == 1 and shown["verdict"] == "wrong-answer"
    assert shown["diagnosis"]["edges"][0]["name"] == edge
    assert [reading["name"] for reading in shown["diagnosis"]["readings"]] == named


def test_the_json_report_has_what_tools_read(tmp_path: Path) -> None:
    answer_pass = (
        "import sys\n"
        "hands = sys.stdin.read().strip().splitlines()\n"
        "print(''.join(f'Hand #{i}: Pass\\n' for i in range(1, len(hands) + 1)), end='')\n"
    )
    argv = ["bridge", "--seed", "3", "--runs", "30", "--json", "--out", str(tmp_path / "f.in")]
    status, out, err = stress([*argv, "--", sys.executable, "-c", answer_pass])
    shown = json.loads(out)
    assert status == 1 and "Stress test:" in err  # stdout holds the JSON alone
    assert shown["verdict"] == "wrong-answer" and shown["deals"] >= len(shown["failed"]) > 0
    assert shown["shrunk"] == (tmp_path / "f.in").read_text()
    assert set(shown["coverage"]) >= {"edges", "reached"}
    best = shown["diagnosis"]["edges"][0]
    assert set(best) >= {"name", "words", "failed", "passed"}
    assert 0 < best["failed"] <= len(shown["failed"])
    assert shown["diagnosis"]["readings"] == []


def test_a_program_failing_every_deal_is_not_waited_out() -> None:
    def crash(text: str) -> Outcome:
        return Outcome(status=1)

    report = drive(Stress(GAMES["uno"], 1, 200), crash)
    assert isinstance(report, Report) and report.enough
    assert report.dealt == ENOUGH_FAILURES == len(report.failed)


def test_with_first_the_deals_end_at_the_first_failure() -> None:
    def crash(text: str) -> Outcome:
        return Outcome(status=1)

    report = drive(Stress(GAMES["uno"], 1, 200, first=True), crash)
    assert report.dealt == 1 and report.failed == (1,) and not report.enough


def test_one_failure_says_what_it_reached_claiming_no_more() -> None:
    stress = Stress(GAMES["bridge"], 2, 40)
    first = next(stress.deals())
    assert "Pass" not in GAMES["bridge"].judge(first)  # so "Pass" is wrong on it

    def wrong_on_the_first(text: str) -> Outcome:
        answer = GAMES["bridge"].judge(text)
        return Outcome(stdout="Hand #1: Pass\n" if text == first else answer)

    report = drive(stress, wrong_on_the_first)
    assert report.failed == (1,) and report.diagnosis is not None
    said = diagnosis.said(report.diagnosis)
    assert said[0].startswith("The one deal it gets wrong reaches these rule edges")
    assert all(row.failed == 1 for row in report.diagnosis.edges)


def test_a_program_that_hangs_is_not_waited_out() -> None:
    def hang(text: str) -> Outcome:
        return Outcome(timed_out=True)

    report = drive(Stress(GAMES["uno"], 1, 200), hang)
    assert report.enough and report.dealt == ENOUGH_TIME_LIMITS


def test_a_few_time_limits_among_many_deals_do_not_end_the_deals() -> None:
    slow = {2, 40, 41, 42}

    def now_and_then(text: str) -> Outcome:
        number = deals.index(text) + 1 if text in deals else None  # None: a shrink probe
        if number in slow:
            return Outcome(timed_out=True)
        return Outcome(stdout=GAMES["uno"].judge(text))

    deals = list(Stress(GAMES["uno"], 1, 60).deals())
    report = drive(Stress(GAMES["uno"], 1, 60), now_and_then)
    assert not report.enough and report.dealt == 60 and report.failed == tuple(sorted(slow))


def test_a_reading_that_cannot_play_a_deal_is_still_found_from_the_others() -> None:
    """Seed 1 deals a Cirno game whose deck runs out under C's rounding of D2: a program
    following that reading crashes there, and follows it on every other deal."""

    def toward_zero(text: str) -> Outcome:
        with readings.following("d2-toward-zero"):
            try:
                return Outcome(stdout=GAMES["cirno"].judge(text))
            except InputError:
                return Outcome(status=1, stderr="the deck ran out")

    stress = Stress(GAMES["cirno"], 1, 100)
    report = drive(stress, toward_zero)
    assert report.verdict is Verdict.WRONG_ANSWER
    unplayable = [deal for deal in stress.told if deal.output is None]
    assert unplayable, "seed 1 no longer deals a game the reading cannot play"
    assert [reading.name for reading in report.diagnosis.readings] == ["d2-toward-zero"]
