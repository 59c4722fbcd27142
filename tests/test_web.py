"""What the page's worker returns: JSON, with errors as data."""

import dataclasses
import json
import random
from pathlib import Path

import pytest
from toy_game import GAMES_WITH_TOY, TOY, random_only

from cardjudge import web
from cardjudge.games import GAMES

DATA = Path(__file__).parent / "data"
SAMPLE = DATA / "bridge" / "sample1.in"
BRIDGE_ANSWER = "Hand #1: 1 Hearts\nHand #2: 1 No Trump\nHand #3: 1 Clubs\n"
CARD = "a card: suit S, H, D or C then rank A-K-Q-J-T-9..2"


def call(function, *args):
    return json.loads(function(*args))


def test_games_in_page_order_with_their_descriptions() -> None:
    games = call(web.games)
    assert [g["name"] for g in games] == list(GAMES)
    bridge = next(g for g in games if g["name"] == "bridge")
    assert bridge["source"].startswith("Rocky Mountain 2006")
    assert bridge["summary"].count("\n") == 1
    assert bridge["cheats"] is False


def test_judge_gives_the_cli_text() -> None:
    assert call(web.judge, "bridge", SAMPLE.read_text()) == {"output": BRIDGE_ANSWER}


def test_judge_reports_input_errors_as_data() -> None:
    answer = call(web.judge, "bridge", "SA S2\nS3 ZZ")
    assert answer == error(f"input:2:4: expected {CARD}, got 'ZZ'", 2, 4)


def error(message: str, line: int = 0, col: int = 0) -> dict:
    """An error as the page receives it."""
    return {"error": {"message": message, "line": line, "col": col}}


UNKNOWN_GAME = error("unknown game 'poker'")


def test_unknown_game_is_an_error_not_an_exception() -> None:
    assert call(web.judge, "poker", "") == UNKNOWN_GAME
    assert call(web.run, "poker", "") == UNKNOWN_GAME
    assert call(web.generate, "poker", 1) == UNKNOWN_GAME
    assert call(web.cover, "poker", "") == UNKNOWN_GAME


def test_trace_gives_output_and_steps_per_case() -> None:
    answer = call(web.trace, "bridge", SAMPLE.read_text())
    assert answer["output"].startswith("Hand #1: 1 Hearts\n")
    assert len(answer["cases"]) == 3
    assert answer["cases"][1][-1]["explain"] == "Rule 6 (1 No Trump) applies: bid 1 No Trump."


# -- run, then the viewer's windows -----------------------------------------------


def test_run_gives_the_output_and_the_number_of_cases() -> None:
    answer = call(web.run, "bridge", SAMPLE.read_text())
    assert answer == {"output": BRIDGE_ANSWER, "cases": 3, "verdict": None}


def test_steps_come_a_window_at_a_time_from_the_latest_run() -> None:
    call(web.run, "bridge", SAMPLE.read_text())
    everything = call(web.trace, "bridge", SAMPLE.read_text())["cases"][1]
    window = call(web.steps, 1, 2, 5)
    assert window["count"] == len(everything)
    assert window["start"] == 2
    assert window["steps"] == everything[2:5]


CIRNO = (DATA / "cirno" / "three-players.in").read_text()


def p_of_every_step(text: str) -> list[int]:
    return [step["state"]["p"] for step in call(web.trace, "cirno", text)["cases"][0]]


def test_a_short_chart_has_a_column_for_each_step() -> None:
    values = p_of_every_step(CIRNO)
    call(web.run, "cirno", CIRNO)
    drawn = call(web.chart, 0, "p", "round", 1000)
    assert drawn["count"] == len(values)
    assert drawn["low"] == drawn["high"] == values
    rounds = [step["state"]["round"] for step in call(web.trace, "cirno", CIRNO)["cases"][0]]
    assert drawn["groups"] == [[1, 0], [2, rounds.index(2)]]


@pytest.mark.parametrize("columns", [1, 2, 7, 10])
def test_a_long_chart_keeps_the_extremes_under_each_column(columns: int) -> None:
    for seed in range(15):
        text = GAMES["cirno"].generate(random.Random(seed))
        values = p_of_every_step(text)
        call(web.run, "cirno", text)
        drawn = call(web.chart, 0, "p", "round", columns)
        assert len(drawn["low"]) == len(drawn["high"]) == min(columns, len(values))
        # Column c holds steps c * count // columns up to (c + 1) * count // columns.
        count = len(values)
        for c, (low, high) in enumerate(zip(drawn["low"], drawn["high"], strict=True)):
            under = values[c * count // len(drawn["low"]) : (c + 1) * count // len(drawn["low"])]
            assert (low, high) == (min(under), max(under))
        assert min(drawn["low"]) == min(values) and max(drawn["high"]) == max(values)


def test_steps_that_lack_the_value_are_left_out_of_the_chart() -> None:
    call(web.run, "bridge", SAMPLE.read_text())  # hand 1: the valuation, then rules 1 to 9a
    drawn = call(web.chart, 0, "applies", "rule", 1)  # the valuation step has no "applies"
    assert (drawn["low"], drawn["high"]) == ([False], [True])
    assert drawn["groups"][:2] == [[None, 0], ["1", 1]]
    assert call(web.chart, 0, "no such value", "rule", 4)["low"] == [None] * 4


def test_steps_of_a_missing_case_or_after_a_failed_run_are_errors() -> None:
    call(web.run, "bridge", SAMPLE.read_text())
    assert call(web.steps, 3, 0, 10) == error("no case #4 in the latest run")
    assert call(web.chart, -1, "p", "round", 5) == error("no case #0 in the latest run")
    call(web.run, "bridge", "SA ZZ")
    assert call(web.steps, 0, 0, 10) == error("no case #1 in the latest run")


def test_origin_names_the_case_and_step_behind_each_line_of_the_latest_answer() -> None:
    call(web.run, "bridge", SAMPLE.read_text())
    steps = call(web.trace, "bridge", SAMPLE.read_text())["cases"]
    for line, text in enumerate(BRIDGE_ANSWER.splitlines(), start=1):
        found = call(web.origin, line)
        assert (found["line"], found["case"]) == (line, line - 1)
        bid = text.split(": ")[1]
        assert steps[found["case"]][found["step"]]["explain"].endswith(f"bid {bid}.")
    assert call(web.origin, 4) == {"line": 4, "case": None, "step": None}
    call(web.run, "bridge", "SA ZZ")
    assert call(web.origin, 1) == error("no run to explain: press Run first")


# -- the verdict ---------------------------------------------------------------------


def test_matching_expected_output_is_accepted() -> None:
    answer = call(web.run, "bridge", SAMPLE.read_text(), BRIDGE_ANSWER)
    assert answer["verdict"] == {"accepted": True}


@pytest.mark.parametrize(
    "expected",
    [
        BRIDGE_ANSWER.replace("\n", "\r\n"),
        BRIDGE_ANSWER.replace("\n", "  \n"),
        BRIDGE_ANSWER + "\n\n",
        BRIDGE_ANSWER.rstrip("\n"),
    ],
)
def test_line_endings_and_trailing_blanks_do_not_count(expected: str) -> None:
    assert web.compare(expected, BRIDGE_ANSWER) == {"accepted": True}


def test_first_difference_is_located_by_line_and_column() -> None:
    expected = BRIDGE_ANSWER.replace("1 No Trump", "1 Spades")
    assert web.compare(expected, BRIDGE_ANSWER) == {
        "accepted": False,
        "line": 2,
        "col": 12,
        "expected": "Hand #2: 1 Spades",
        "got": "Hand #2: 1 No Trump",
    }


def test_a_shorter_line_differs_just_after_its_end() -> None:
    verdict = web.compare("Hand #1: 1 Hearts\n", "Hand #1: 1 Heartsx\n")
    assert (verdict["line"], verdict["col"]) == (1, 18)


def test_missing_and_extra_lines_differ_at_the_first_line_one_text_lacks() -> None:
    short = web.compare("Hand #1: 1 Hearts\n", BRIDGE_ANSWER)
    assert short == {
        "accepted": False,
        "line": 2,
        "col": 1,
        "expected": None,
        "got": "Hand #2: 1 No Trump",
    }
    long = web.compare(BRIDGE_ANSWER + "Hand #4: Pass\n", BRIDGE_ANSWER)
    assert (long["line"], long["got"], long["expected"]) == (4, None, "Hand #4: Pass")


def test_blank_expected_output_gives_no_verdict() -> None:
    assert call(web.run, "bridge", SAMPLE.read_text(), " \n")["verdict"] is None


# -- random deals ---------------------------------------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
def test_generate_deals_what_the_command_line_deals(game: str) -> None:
    answer = call(web.generate, game, 7)
    assert answer == {"input": GAMES[game].generate(random.Random(7)), "seed": 7}


@pytest.mark.parametrize("game", list(GAMES))
def test_generated_deals_run_and_step_through_for_many_seeds(game: str) -> None:
    for seed in range(25):
        text = call(web.generate, game, seed)["input"]
        answer = call(web.run, game, text)
        assert "error" not in answer, (seed, answer)
        assert answer["output"] == GAMES[game].judge(text)
        window = call(web.steps, answer["cases"] - 1, 0, 3)
        assert window["count"] >= 1 and window["steps"][0]["title"]


def test_deals_with_cheats_only_for_games_that_can_cheat() -> None:
    for game in GAMES.values():
        dealt = call(web.generate, game.name, 3, True)["input"]
        if game.can_cheat:
            assert dealt != call(web.generate, game.name, 3)["input"]
        else:
            assert dealt == call(web.generate, game.name, 3)["input"]


def test_engine_bugs_come_back_as_internal_errors(monkeypatch) -> None:
    def broken(text: str) -> list:
        raise ZeroDivisionError("oops")

    bridge = GAMES["bridge"]
    monkeypatch.setattr(
        web, "GAMES", {**GAMES, "bridge": dataclasses.replace(bridge, parse=broken)}
    )
    assert call(web.judge, "bridge", "x") == {
        "error": {
            "message": "internal error in the bridge judge: ZeroDivisionError: oops",
            "line": 0,
            "col": 0,
            "internal": True,
        }
    }


# -- testing the user's solution ----------------------------------------------------


def outcome(stdout: str = "", **more: object) -> str:
    return json.dumps({"stdout": stdout, "stderr": "", "status": 0, **more})


def test_check_judges_one_run_against_the_judge() -> None:
    text = SAMPLE.read_text()
    accepted = call(web.check, "bridge", text, outcome(BRIDGE_ANSWER))
    assert accepted == {
        "answer": BRIDGE_ANSWER,
        "verdict": "accepted",
        "difference": None,
        "detail": "",
        "output": BRIDGE_ANSWER,
    }
    wrong = call(web.check, "bridge", text, outcome("Hand #1: Pass\n"))
    assert wrong["verdict"] == "wrong-answer"
    assert wrong["difference"] == {
        "line": 1,
        "col": 10,
        "expected": "Hand #1: 1 Hearts",
        "got": "Hand #1: Pass",
    }
    crashed = call(web.check, "bridge", text, outcome(status=1, stderr="ValueError: x\n"))
    assert (crashed["verdict"], crashed["detail"]) == (
        "runtime-error",
        "It exited with status 1.\nValueError: x",
    )
    late = call(web.check, "bridge", text, outcome(timed_out=True, ending="it ran past 2 s"))
    assert (late["verdict"], late["detail"]) == ("time-limit", "It ran past 2 s.")


def test_check_reports_a_bad_input_as_an_input_error() -> None:
    answer = call(web.check, "bridge", "SA ZZ", outcome())
    assert answer == error(f"input:1:4: expected {CARD}, got 'ZZ'", 1, 4)


def test_a_stress_run_from_start_to_report() -> None:
    answer = call(web.stress_start, "uno", 5, 4)
    seen, inputs = [], []
    while "probe" in answer:
        probe = answer["probe"]
        seen.append((probe["deal"], probe["runs"], probe["shrinking"]))
        inputs.append(probe)
        answer = call(web.stress_next, outcome(GAMES["uno"].judge(probe["input"])))
    assert seen == [(1, 4, False), (2, 4, False), (3, 4, False), (4, 4, False)]
    covered = GAMES["uno"].cover(r for p in inputs for r in GAMES["uno"].results(p["input"]))
    reached = sum(count > 0 for count in covered.values())
    said = f"These 4 deals reached {reached} of {len(covered)} rule edges." if covered else ""
    assert answer["report"] == {
        "verdict": "accepted",
        "seed": 5,
        "runs": 4,
        "dealt": 4,
        "deal": None,
        "steps": 0,
        "tries": 0,
        "stopped": False,
        "coverage": {**web.coverage_json(GAMES["uno"], covered), "said": said},
        "reading": None,
        "deals": 4,
        "failed": [],
        "enough": False,
        "shrunk": None,
        "sizes": None,
        "diagnosis": {"failed": 0, "passed": 4, "edges": [], "readings": [], "said": []},
        # The page's outcomes here say no time or memory: the first deal is the slowest.
        "slowest": {"deal": 1, "seconds": 0.0, "memory_kb": 0},
        "most_memory": {"deal": 1, "seconds": 0.0, "memory_kb": 0},
        "limits_dealt": 0,
        "limits_handed": 0,
        "limits_deal": None,
        "at_limits": None,
    }
    assert call(web.stress_next, outcome()) == error("no stress run is going on")  # it is over


def test_a_stress_run_with_the_limits_phase_tells_the_page_its_limits_and_figures() -> None:
    # What the page's driver honours (time limit, alone) and what its report shows.
    answer = call(web.stress_start, "uno", 5, 2, True)
    probes = []
    while "probe" in answer:
        probe = answer["probe"]
        probes.append(probe)
        told = outcome(GAMES["uno"].judge(probe["input"]), seconds=0.5, memory_kb=40_000)
        answer = call(web.stress_next, told)
    assert [probe["alone"] for probe in probes] == [False, False, True, True, True]
    assert all(probe["limits_deals"] == 3 for probe in probes)
    for probe in probes[2:]:
        assert probe["timeout"] >= 3 and probe["memory_mb"] == 256 and probe["judge_seconds"] > 0
    report = answer["report"]
    assert report["verdict"] == "accepted" and report["limits_dealt"] == 3
    figures = report["at_limits"]
    assert (figures["deals"], figures["memory_limit_mb"], figures["memory_kb"]) == (3, 256, 40_000)
    assert figures["factors"] == {"statement": 3.0, "judge": 20.0, "memory": 2}
    assert figures["limits"]["time_stated"] and figures["limits"]["memory_stated"]
    assert figures["ratio"] == pytest.approx(0.5 / figures["judge_seconds"])


def test_a_failing_stress_run_reports_the_shrunk_input_and_both_answers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Random deals only (an aimed deal is one hand): a deal of several hands, shrunk to one.
    monkeypatch.setattr(web, "GAMES", {**GAMES, "bridge": random_only(GAMES["bridge"])})
    answer = call(web.stress_start, "bridge", 2, 30)
    while "probe" in answer:
        right = GAMES["bridge"].judge(answer["probe"]["input"])
        answer = call(web.stress_next, outcome(right.replace(": 1 Clubs", ": 2 Clubs")))
    report = answer["report"]
    assert report["verdict"] == "wrong-answer"
    assert report["answer"] == "Hand #1: 1 Clubs\n"
    assert report["output"] == "Hand #1: 2 Clubs\n"
    assert GAMES["bridge"].judge(report["input"]) == report["answer"]
    assert report["difference"]["line"] == 1
    assert len(report["found"]) > len(report["input"])


def test_stopping_a_stress_run_gives_the_report_so_far() -> None:
    answer = call(web.stress_start, "hearts", 1, 50)
    answer = call(web.stress_next, outcome(GAMES["hearts"].judge(answer["probe"]["input"])))
    assert "probe" in answer
    report = call(web.stress_stop)["report"]
    assert (report["verdict"], report["dealt"], report["stopped"]) == ("accepted", 1, True)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "These 3 deals reached 3 of 5 rule edges."),
        ("zh-CN", "这 3 个测试点触及了 5 条规则边界中的 3 条。"),
    ],
)
def test_a_stress_report_says_which_edges_its_deals_reached(
    language: str, said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(web, "GAMES", GAMES_WITH_TOY)
    call(web.language, language)
    try:
        answer = call(web.stress_start, "toy", 1, 3)
        while "probe" in answer:
            right = TOY.judge(answer["probe"]["input"])
            answer = call(web.stress_next, outcome(right))
    finally:
        call(web.language, "en")
    coverage = answer["report"]["coverage"]
    assert (coverage["reached"], coverage["said"]) == (3, said)
    missed = [edge["name"] for edge in coverage["edges"] if not edge["cases"]]
    assert missed == ["two-no-trump", "four-level"]
    assert [edge["name"] for edge in coverage["edges"][:2]] == missed


def test_stress_start_reports_an_unknown_game() -> None:
    assert call(web.stress_start, "poker", 1, 5) == UNKNOWN_GAME
