"""What the page's worker returns: JSON, with errors as data."""

import json
from pathlib import Path

from cardjudge import web

SAMPLE = Path(__file__).parent / "data" / "bridge" / "sample1.in"


def test_games_in_page_order_with_their_descriptions() -> None:
    games = json.loads(web.games())
    assert games[0]["name"] in {"tractor", "bridge"}
    bridge = next(g for g in games if g["name"] == "bridge")
    assert bridge["source"].startswith("Rocky Mountain 2006")
    assert bridge["summary"].count("\n") == 1


def test_judge_gives_the_cli_text() -> None:
    answer = json.loads(web.judge("bridge", SAMPLE.read_text()))
    assert answer == {"output": "Hand #1: 1 Hearts\nHand #2: 1 No Trump\nHand #3: 1 Clubs\n"}


def test_judge_reports_input_errors_as_data() -> None:
    answer = json.loads(web.judge("bridge", "SA S2\nS3 ZZ"))
    assert answer["error"] == {
        "message": "input:2:4: expected a card: suit S, H, D or C then rank A-K-Q-J-T-9..2, "
        "got 'ZZ'",
        "line": 2,
        "col": 4,
    }


def test_unknown_game_is_an_error_not_an_exception() -> None:
    assert "error" in json.loads(web.judge("poker", ""))


def test_trace_gives_output_and_steps_per_case() -> None:
    answer = json.loads(web.trace("bridge", SAMPLE.read_text()))
    assert answer["output"].startswith("Hand #1: 1 Hearts\n")
    assert len(answer["cases"]) == 3
    assert answer["cases"][1][-1]["explain"] == "Rule 6 (1 No Trump) applies: bid 1 No Trump."
