"""What the page's worker says in the page's language: its own errors, the latest
result of the user's program told again after a switch (`retell`), and the games'
catalog build.py writes for every language."""

import json
from pathlib import Path

import pytest

import build
from cardjudge import i18n, web
from cardjudge.games import GAMES

SAMPLE = Path(__file__).parent / "data" / "bridge" / "sample1.in"


def call(function, *args) -> dict:
    return json.loads(function(*args))


def outcome(stdout: str = "", **more: object) -> str:
    return json.dumps({"stdout": stdout, "stderr": "", "status": 0, **more})


@pytest.fixture(autouse=True)
def english_after():
    yield
    web.language("en")


def test_the_workers_own_errors_are_said_in_its_language() -> None:
    web.language("zh-CN")
    assert call(web.steps, 99_999, 0, 1)["error"]["message"] == "最近一次运行中没有第 100000 组数据"
    assert call(web.run, "poker", "")["error"]["message"] == "未知的游戏 'poker'"
    web.language("en")
    assert call(web.run, "poker", "")["error"]["message"] == "unknown game 'poker'"


def test_retell_says_the_latest_check_again() -> None:
    text = SAMPLE.read_text()
    checked = call(web.check, "bridge", text, outcome("Hand #1: Pass\n"))
    assert checked["verdict"] == "wrong-answer"
    assert call(web.retell) == checked
    web.language("zh-CN")
    assert call(web.retell) == checked  # the same verdict; its words, if any, in Chinese


@pytest.mark.parametrize(
    ("ending", "english", "chinese"),
    [
        (  # named by the page's JS (a C++ program's trap)
            {"kind": "divide-by-zero"},
            "It divided an integer by zero.",
            "它做了整数除以零。",
        ),
        (  # named by the page's JS, with a field
            {"kind": "python-timeout", "fields": {"seconds": 2}},
            "It was still running after 2 s; its Python worker was stopped.",
            "运行 2 秒后仍未结束；已停止它的 Python 工作线程。",
        ),
        (  # said by the program's own Python worker (web/solution.py sends `Said` as JSON)
            i18n.said("it raised {error}", error="IndexError").json(),
            "It raised IndexError.",
            "抛出了 IndexError。",
        ),
    ],
)
def test_how_a_run_ended_is_said_again_in_the_new_language(ending, english, chinese) -> None:
    checked = call(web.check, "bridge", SAMPLE.read_text(), outcome(status=1, ending=ending))
    assert checked["verdict"] == "runtime-error"
    assert checked["detail"] == english
    web.language("zh-CN")
    assert call(web.retell)["detail"] == chinese


def test_an_ending_the_judge_does_not_know_is_shown_as_it_came() -> None:
    told = outcome(status=1, ending={"kind": "no-such-trap"})
    said = call(web.check, "bridge", SAMPLE.read_text(), told)["detail"]
    assert said == "It stopped with a WebAssembly error: no-such-trap."
    plain = outcome(status=1, ending="it {did} something")  # braces are words, not fields
    assert call(web.check, "bridge", SAMPLE.read_text(), plain)["detail"] == "It {did} something."


def test_retell_says_the_latest_stress_report_again() -> None:
    answer = call(web.stress_start, "bridge", 2, 30)
    while "probe" in answer:
        right = GAMES["bridge"].judge(answer["probe"]["input"])
        answer = call(web.stress_next, outcome(right.replace(": 1 Clubs", ": 2 Clubs")))
    assert answer["report"]["verdict"] == "wrong-answer"
    assert call(web.retell) == answer
    checked = call(web.check, "bridge", SAMPLE.read_text(), outcome())
    assert call(web.retell) == checked  # the latest result is the one told again


def test_the_catalog_holds_every_game_in_every_language() -> None:
    said = build.games()
    assert list(said) == list(i18n.LANGUAGES)
    for language, games in said.items():
        assert [g["name"] for g in games] == list(GAMES)
        assert [g["title"] for g in games] == [g.title for g in GAMES.values()]
        with i18n.speaking(language):
            assert [g["summary"] for g in games] == [i18n.t(g.summary) for g in GAMES.values()]


@pytest.mark.parametrize(
    ("stem", "label"),
    [
        ("sample1", {"label": "Sample {number}", "number": "1"}),
        ("example12", {"label": "Example {number}", "number": "12"}),
        ("statement", {"label": "Statement", "number": ""}),
        ("three-players", {"label": "Three players", "number": ""}),
    ],
)
def test_a_samples_label_is_a_message_with_its_number(stem: str, label: dict) -> None:
    assert build.label(stem) == label


def test_retell_says_the_size_of_the_deal_at_the_limits_again() -> None:
    answer = call(web.stress_start, "uno", 3, 1, True)
    while "probe" in answer:
        right = GAMES["uno"].judge(answer["probe"]["input"])
        answer = call(web.stress_next, outcome(right, seconds=0.1))
    size = answer["report"]["at_limits"]["size"]
    assert size.endswith(" turns")
    web.language("zh-CN")
    retold = call(web.retell)["report"]["at_limits"]
    count = size.removesuffix(" turns")
    assert retold["size"] == i18n.t("{count} turns", count=int(count)) != size
    assert count in retold["size"]
