"""The command line: answers on stdout, located errors on stderr with status 2."""

import dataclasses
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from toy_game import GAMES_WITH_TOY, TOY, random_only

from cardjudge import cli, i18n
from cardjudge.cli import main
from cardjudge.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = Path(__file__).parent / "data" / "bridge" / "sample1.in"
ANSWER = (Path(__file__).parent / "data" / "bridge" / "sample1.out").read_text()
CARD = "a card: suit S, H, D or C then rank A-K-Q-J-T-9..2"


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    """The command line on `argv`, in English whatever this machine's locale."""
    out, err = io.StringIO(), io.StringIO()
    status = main(argv, io.StringIO(stdin), out, err, environ={})
    return status, out.getvalue(), err.getvalue()


def test_file_argument() -> None:
    assert run(["bridge", str(SAMPLE)]) == (0, ANSWER, "")


def test_stdin_when_no_file() -> None:
    assert run(["bridge"], SAMPLE.read_text()) == (0, ANSWER, "")


def test_dash_means_stdin() -> None:
    assert run(["bridge", "-"], SAMPLE.read_text()) == (0, ANSWER, "")


def test_bad_input_exits_2_with_located_message_and_no_stdout() -> None:
    status, out, err = run(["bridge"], "SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK SX\n")
    assert (status, out) == (2, "")
    assert err == (
        "input:2:4: expected a card: suit S, H, D or C then rank A-K-Q-J-T-9..2, got 'SX'\n"
    )


def test_unknown_game_exits_2() -> None:
    status, out, err = run(["poker"], "")
    assert (status, out) == (2, "")
    assert "unknown game 'poker'" in err


def test_missing_file_exits_2() -> None:
    status, out, err = run(["bridge", "/no/such/file"])
    assert (status, out) == (2, "")
    assert "cannot read /no/such/file" in err


def test_help_lists_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    help_text = capsys.readouterr().out
    for name in GAMES:
        assert name in help_text


@pytest.mark.parametrize("name", list(GAMES))
def test_generate_gives_input_the_game_accepts(name: str) -> None:
    status, text, err = run(["generate", name, "--seed", "3"])
    assert (status, err) == (0, "")
    assert run([name], text)[0] == 0
    assert run(["generate", name, "--seed", "3"])[1] == text  # the seed decides


def cardjudge(*args: str, stdin: bytes = b"", **env: str) -> subprocess.CompletedProcess[bytes]:
    """`python -m cardjudge ARGS` in a process of its own, as the README runs it."""
    environ = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc"), **env}
    command = [sys.executable, "-m", "cardjudge", *args]
    return subprocess.run(command, input=stdin, capture_output=True, env=environ, check=False)


def test_python_dash_m_as_the_readme_says() -> None:
    done = cardjudge("bridge", str(SAMPLE))
    assert (done.returncode, done.stdout, done.stderr) == (0, ANSWER.encode(), b"")
    bad = cardjudge("bridge", stdin=b"SA S2\r\nHQ Hq\r\n")
    assert (bad.returncode, bad.stdout) == (2, b"")
    assert bad.stderr.startswith(b"input:2:4: ")


def test_undecodable_bytes_are_an_input_error_not_a_crash() -> None:
    done = cardjudge("bridge", stdin=b"SA \xff\xfe S2\n")
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.startswith(b"input:1:4: ")


def test_generate_with_cheats_deals_cheating_hearts_and_changes_nothing_elsewhere() -> None:
    plain = run(["generate", "hearts", "--seed", "4"])[1]
    cheating = run(["generate", "hearts", "--seed", "4", "--cheats"])[1]
    assert cheating != plain
    assert "CHEATER!" in run(["hearts"], cheating)[1]
    assert run(["generate", "uno", "--seed", "4", "--cheats"]) == run(
        ["generate", "uno", "--seed", "4"]
    )


def test_explain_prints_the_line_its_step_and_why() -> None:
    status, out, err = run(["bridge", "--explain", "2", str(SAMPLE)])
    assert (status, err) == (0, "")
    assert out == (
        "Line 2: Hand #2: 1 No Trump\n"
        "Case 2, step 7 of 7: Rule 6\n"
        "Rule 6 (1 No Trump) applies: bid 1 No Trump.\n"
    )


def test_explain_works_with_stdin_and_after_the_file() -> None:
    cirno = (Path(__file__).parent / "data" / "cirno" / "sample1.in").read_text()
    status, out, _ = run(["cirno", "--explain", "3"], cirno)
    assert status == 0
    assert out.splitlines()[:2] == [
        "Line 3: Cirno used D2,now p=49.",
        "Step 4 of 10: Round 1, turn 2",
    ]
    assert run(["bridge", str(SAMPLE), "--explain", "1"])[1].startswith(
        "Line 1: Hand #1: 1 Hearts\n"
    )


def test_explain_past_the_answer_exits_2() -> None:
    status, out, err = run(["bridge", "--explain", "4", str(SAMPLE)])
    assert (status, out) == (2, "")
    assert err == "cardjudge: there is no line 4: the answer has 3 lines\n"


def test_explain_wants_a_line_number(capsys: pytest.CaptureFixture[str]) -> None:
    for word in ("0", "x", "-1"):
        with pytest.raises(SystemExit) as done:
            main(["bridge", "--explain", word, str(SAMPLE)])
        assert done.value.code == 2
    assert "expected a line number from 1" in capsys.readouterr().err


@pytest.mark.parametrize("game", list(GAMES))
def test_a_byte_order_mark_from_a_windows_editor_is_skipped(game: str, tmp_path: Path) -> None:
    text = GAMES[game].deal(7)
    path = tmp_path / "notepad.in"
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())
    assert run([game, str(path)]) == (0, GAMES[game].judge(text), "")


def test_an_error_on_the_first_line_after_a_byte_order_mark_counts_columns_without_it() -> None:
    status, _, err = run(["bridge"], "\ufeffSA ZZ")
    assert (status, err) == (2, f"input:1:4: expected {CARD}, got 'ZZ'\n")


# -- cover: the rules and edges an input reaches ------------------------------------------


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game (Bridge with edges read off its bids) among the command line's games."""
    monkeypatch.setattr(cli, "GAMES", GAMES_WITH_TOY)


def toy_input(*edges: str) -> str:
    """One hand reaching each edge, in this order."""
    return "".join(TOY.deal(n, target=edge) for n, edge in enumerate(edges))


@pytest.mark.usefixtures("toy")
def test_cover_lists_each_edge_with_its_cases_the_unreached_first() -> None:
    status, out, err = run(["cover", "toy"], toy_input("pass", "two-clubs", "pass"))
    assert (status, err) == (0, "")
    assert out == (
        "  0  one-level     the hand opens at the 1 level\n"
        "  0  two-no-trump  the hand opens 2 No Trump\n"
        "  0  four-level    the hand opens at the 4 level\n"
        "  2  pass          the hand passes\n"
        "  1  two-clubs     the hand opens 2 Clubs\n"
        "2 of 5 edges reached by the input's 3 cases.\n"
    )


@pytest.mark.usefixtures("toy")
def test_cover_as_json_for_tools(tmp_path: Path) -> None:
    path = tmp_path / "two.in"
    path.write_text(toy_input("four-level", "one-level"))
    status, out, _ = run(["cover", "toy", str(path), "--json"])
    assert status == 0
    shown = json.loads(out)
    assert (shown["game"], shown["cases"], shown["reached"]) == ("toy", 2, 2)
    assert shown["edges"][:3] == [
        {"name": "pass", "words": "the hand passes", "cases": 0},
        {"name": "two-clubs", "words": "the hand opens 2 Clubs", "cases": 0},
        {"name": "two-no-trump", "words": "the hand opens 2 No Trump", "cases": 0},
    ]
    assert [edge["cases"] for edge in shown["edges"][3:]] == [1, 1]


@pytest.mark.parametrize("game", list(GAMES))
def test_cover_runs_on_every_game(game: str) -> None:
    status, out, err = run(["cover", game], GAMES[game].deal(2))
    assert (status, err) == (0, "")
    if GAMES[game].edges:
        assert re.search(r"^\d+ of \d+ edges reached by the input's \d+ cases?\.$", out, re.M)
    else:
        assert out == f"{game} names no rule edges yet.\n"


def test_cover_reports_input_errors_as_the_judge_does() -> None:
    assert run(["cover", "bridge"], "SA ZZ") == (2, "", f"input:1:4: expected {CARD}, got 'ZZ'\n")
    status, out, err = run(["cover", "bridge", "/no/such/file"])
    assert (status, out) == (2, "")
    assert err.startswith("cardjudge: cannot read /no/such/file")


# -- generate --target: one case aimed at an edge -------------------------------------------


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("edge", [edge.name for edge in TOY.edges])
def test_generate_a_case_that_reaches_a_named_edge(edge: str) -> None:
    status, text, err = run(["generate", "toy", "--seed", "4", "--target", edge])
    assert (status, err) == (0, "")
    (result,) = TOY.results(text)
    assert list(TOY.reached(result)) == [edge]
    assert run(["generate", "toy", "--seed", "4", "--target", edge])[1] == text


@pytest.mark.usefixtures("toy")
def test_an_unknown_edge_is_a_usage_error_listing_the_edges() -> None:
    status, out, err = run(["generate", "toy", "--target", "two-spades"])
    assert (status, out) == (2, "")
    assert err.splitlines() == [
        "cardjudge generate: toy has no edge 'two-spades'; its edges:",
        "  pass          the hand passes",
        "  one-level     the hand opens at the 1 level",
        "  two-clubs     the hand opens 2 Clubs",
        "  two-no-trump  the hand opens 2 No Trump",
        "  four-level    the hand opens at the 4 level",
    ]


def test_a_game_without_edges_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    edgeless = random_only(TOY)  # every real game names its edges: a toy one that names none
    monkeypatch.setattr(
        cli, "GAMES", {**GAMES, "edgeless": dataclasses.replace(edgeless, name="edgeless")}
    )
    assert run(["generate", "edgeless", "--target", "pass"]) == (
        2,
        "",
        "cardjudge generate: edgeless names no rule edges yet\n",
    )
    assert run(["cover", "edgeless"], TOY.deal(2)) == (0, "edgeless names no rule edges yet.\n", "")


def test_generate_size_from_the_smallest_deal_to_the_usual_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    small = run(["generate", "bridge", "--seed", "5", "--size", "0"])[1]
    assert len(GAMES["bridge"].parse(small)) == 1
    assert small == GAMES["bridge"].deal(5, size=0.0)
    assert run(["generate", "bridge", "--seed", "5"])[1] == GAMES["bridge"].deal(5)
    for word in ("1.5", "-0.1", "big"):
        with pytest.raises(SystemExit) as done:
            run(["generate", "bridge", "--size", word])
        assert done.value.code == 2
    assert "expected a number from 0 to 1, got 'big'" in capsys.readouterr().err


# -- --lang: the words around the answer in Chinese ------------------------------------------

ZH = {"LANG": "zh_CN.UTF-8"}


def said(argv: list[str], stdin: str = "", environ: dict[str, str] | None = None):
    out, err = io.StringIO(), io.StringIO()
    status = main(argv, io.StringIO(stdin), out, err, environ=environ or {})
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("game", list(GAMES))
def test_the_answer_is_the_same_in_every_language(game: str) -> None:
    text = GAMES[game].deal(9)
    english = said([game], text)
    assert english == (0, GAMES[game].judge(text), "")
    assert said(["--lang", "zh-CN", game], text) == english
    assert said([game], text, ZH) == english


def test_explain_in_chinese() -> None:
    status, out, err = said(["bridge", "--lang", "zh-CN", "--explain", "2", str(SAMPLE)])
    assert (status, err) == (0, "")
    line, heading = out.splitlines()[:2]
    assert line == "第 2 行：Hand #2: 1 No Trump"
    assert heading.startswith("第 2 组数据，第 7 步（共 7 步）：")


def test_an_input_error_in_chinese_keeps_its_place_and_exit_status() -> None:
    status, out, err = said(["--lang=zh-CN", "uno"], "\n  x")
    assert (status, out) == (2, "")
    assert err.startswith("input:2:3: 应为")
    assert err.endswith("实际为 'x'\n")


def test_the_language_comes_from_the_locale_when_not_asked_for() -> None:
    line = ["bridge", "--explain", "1", str(SAMPLE)]
    assert said(line, environ=ZH)[1].startswith("第 1 行：")
    assert said(line, environ={"LANG": "zh_CN.UTF-8", "LC_ALL": "C"})[1].startswith("Line 1:")
    assert said(line, environ={"LC_MESSAGES": "zh_CN"})[1].startswith("第 1 行：")
    assert said(["--lang", "en", *line], environ=ZH)[1].startswith("Line 1:")


def test_cover_and_its_errors_in_chinese(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "GAMES", GAMES_WITH_TOY)
    out = said(["cover", "toy", "--lang", "zh-CN"], toy_input("pass"))[1]
    assert out.endswith("输入的 1 组数据触及了 5 条边界中的 1 条。\n")
    err = said(["generate", "toy", "--target", "x", "--lang", "zh-CN"])[2]
    assert err.startswith("cardjudge generate：toy 没有边界 'x'；它的边界有：\n")


def test_a_language_we_do_not_speak_is_a_usage_error() -> None:
    assert said(["--lang", "fr", "bridge"]) == (
        2,
        "",
        "cardjudge: --lang takes en, zh-CN, got 'fr'\n",
    )


def test_the_language_is_only_for_the_command_it_was_given_to() -> None:
    said(["--lang", "zh-CN", "bridge"], SAMPLE.read_text())
    assert i18n.language() == "en"


def test_chinese_from_the_locale_through_python_dash_m() -> None:
    done = cardjudge("uno", stdin=b"x", LC_ALL="zh_CN.UTF-8")
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr.decode().startswith("input:1:1: 应为")
