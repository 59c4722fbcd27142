"""The page's stress loop in batches (web.stress_tell, stress_plan): the same report as
one probe at a time (web.stress_next), whatever the program does and however the page
ends its batches."""

import json
from collections.abc import Callable

import pytest
from toy_game import random_only

from cardjudge import web
from cardjudge.games import GAMES

Program = Callable[[str], dict]


def call(function, *args):
    return json.loads(function(*args))


def correct(game: str) -> Program:
    def run(text: str) -> dict:
        return {"stdout": GAMES[game].judge(text), "seconds": len(text) / 1e6}

    return run


def wrong_bridge(text: str) -> dict:
    right = GAMES["bridge"].judge(text)
    return {"stdout": right.replace(": 1 Clubs", ": 2 Clubs"), "seconds": 0.001}


def crashing_cirno(text: str) -> dict:
    """Crashes on the deals whose input has an odd length (a failure the page sees)."""
    if len(text) % 2:
        return {"stdout": "", "stderr": "boom", "status": 1}
    return correct("cirno")(text)


def one_at_a_time(game: str, seed: int, runs: int, program: Program) -> dict:
    answer = call(web.stress_start, game, seed, runs)
    while "probe" in answer:
        answer = call(web.stress_next, json.dumps(program(answer["probe"]["input"])))
    return answer["report"]


def in_batches(
    game: str, seed: int, runs: int, program: Program, batch: int, early: bool, plan: bool
) -> tuple[dict, list[list[dict]]]:
    """As web/js/stress.js drives it: each batch run in order (ended at a run that visibly
    failed when `early`, else run whole), the next planned beside it when `plan`."""
    answer = call(web.stress_start, game, seed, runs, False, batch)
    assert answer["probes"][0] == answer["probe"]
    batches = []
    while answer.get("probes"):
        batches.append(answer["probes"])
        if plan:
            call(web.stress_plan, len(answer["probes"]) + batch)
        outcomes = []
        for probe in answer["probes"]:
            outcomes.append(program(probe["input"]))
            if early and outcomes[-1].get("status", 0):
                break
        answer = call(web.stress_tell, json.dumps(outcomes), batch)
    return answer["report"], batches


@pytest.mark.parametrize(("early", "plan"), [(True, True), (False, False), (True, False)])
@pytest.mark.parametrize(
    ("game", "runs", "program"),
    [
        ("cirno", 40, correct("cirno")),
        ("cirno", 40, crashing_cirno),
        ("bridge", 30, wrong_bridge),
    ],
)
def test_batches_give_the_report_one_probe_at_a_time_gives(
    game: str, runs: int, program: Program, early: bool, plan: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Random bridge deals of several hands, so that the failure is shrunk in many steps.
    monkeypatch.setattr(web, "GAMES", {**GAMES, "bridge": random_only(GAMES["bridge"])})
    alone = one_at_a_time(game, 3, runs, program)
    batched, batches = in_batches(game, 3, runs, program, 7, early, plan)
    assert batched == alone
    assert max(len(probes) for probes in batches) == 7
    for probes in batches:  # a probe that shrinks comes alone
        assert len(probes) == 1 or not any(probe["shrinking"] for probe in probes)
    if program is wrong_bridge:
        assert alone["verdict"] == "wrong-answer" and alone["steps"] > 0


def test_a_probe_at_the_limits_comes_alone() -> None:
    answer = call(web.stress_start, "uno", 5, 2, True, 5)
    batches = []
    while answer.get("probes"):
        batches.append([probe["alone"] for probe in answer["probes"]])
        outcomes = [correct("uno")(probe["input"]) for probe in answer["probes"]]
        answer = call(web.stress_tell, json.dumps(outcomes), 5)
    assert batches == [[False, False], [True], [True], [True]]
    assert (answer["report"]["verdict"], answer["report"]["limits_dealt"]) == ("accepted", 3)


def test_stopping_tells_the_batch_runs_that_ended_first() -> None:
    answer = call(web.stress_start, "cirno", 1, 50, False, 10)
    outcomes = [correct("cirno")(probe["input"]) for probe in answer["probes"][:4]]
    report = call(web.stress_stop, json.dumps(outcomes))["report"]
    assert (report["verdict"], report["dealt"], report["stopped"]) == ("accepted", 4, True)
    over = {"error": {"message": "no stress run is going on", "line": 0, "col": 0}}
    assert call(web.stress_tell, "[]") == over


def test_stopping_after_the_last_run_gives_the_whole_story() -> None:
    answer = call(web.stress_start, "cirno", 1, 3, False, 10)
    outcomes = [correct("cirno")(probe["input"]) for probe in answer["probes"]]
    report = call(web.stress_stop, json.dumps(outcomes))["report"]
    assert (report["verdict"], report["dealt"], report["stopped"]) == ("accepted", 3, False)


def test_deals_at_the_limits_handed_over_are_the_deals_the_run_would_make() -> None:
    """The page's second judge worker deals the limits phase (stress_deal_at_limits) while
    the run goes on and hands each deal over: the run takes them, and they are the deals
    it would have dealt itself (as `Game.deal` deals "limits SEED N")."""
    answer = call(web.stress_start, "uno", 5, 2, True, 5)
    handed = [call(web.stress_deal_at_limits, "uno", 5, number)["text"] for number in (1, 2, 3)]
    for number, text in enumerate(handed, 1):
        assert call(web.stress_hand_at_limits, "uno", 5, number, text) == {"handed": True}
    run = []
    while answer.get("probes"):
        run += [probe["input"] for probe in answer["probes"] if probe["alone"]]
        outcomes = [correct("uno")(probe["input"]) for probe in answer["probes"]]
        answer = call(web.stress_tell, json.dumps(outcomes), 5)
    assert run == handed
    assert handed[0] == GAMES["uno"].deal("limits 5 1", at_limits=True)
    report = answer["report"]
    assert (report["verdict"], report["limits_dealt"], report["limits_handed"]) == (
        "accepted",
        3,
        3,
    )


def test_a_deal_handed_over_is_the_one_run() -> None:
    """A deal handed over is run as it came (so a wrong one would show), and one dealt for
    another run (another seed or game) is dropped."""
    other = call(web.stress_deal_at_limits, "uno", 6, 1)["text"]
    answer = call(web.stress_start, "uno", 5, 1, True, 5)
    assert call(web.stress_hand_at_limits, "uno", 7, 1, "nothing") == {"handed": False}
    assert call(web.stress_hand_at_limits, "cirno", 5, 1, "nothing") == {"handed": False}
    assert call(web.stress_hand_at_limits, "uno", 5, 1, other) == {"handed": True}
    assert answer["probes"][0]["failing"] is False
    outcomes = [correct("uno")(probe["input"]) for probe in answer["probes"]]
    answer = call(web.stress_tell, json.dumps(outcomes), 5)
    (at_limits,) = answer["probes"]
    assert at_limits["alone"] and at_limits["input"] == other
    assert other != GAMES["uno"].deal("limits 5 1", at_limits=True)


def test_a_probe_says_whether_a_failure_was_found() -> None:
    """The page waits for a deal at the limits only where the phase can follow."""
    answer = call(web.stress_start, "bridge", 3, 30, True, 4)
    seen = []
    while answer.get("probes"):
        seen += [probe["failing"] for probe in answer["probes"]]
        outcomes = [wrong_bridge(probe["input"]) for probe in answer["probes"]]
        answer = call(web.stress_tell, json.dumps(outcomes), 4)
    assert answer["report"]["verdict"] == "wrong-answer"
    assert seen[0] is False and seen[-1] is True
