"""`cardjudge stress`: real programs in their own process groups, caught and shrunk.

tests/solutions/ holds a solution per game with a planted bug, built on our
engine; each is caught and shrunk to one case on which it really fails, and
no smaller move of the game fails.
"""

import dataclasses
import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from toy_game import GAMES_WITH_TOY

from cardjudge import cli_stress, verdicts
from cardjudge.cli import main
from cardjudge.dealing import nothing_smaller
from cardjudge.errors import InputError
from cardjudge.games import GAMES
from cardjudge.runner import Runner
from cardjudge.stress import Stress, candidates
from cardjudge.verdicts import Verdict, judge_run

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = Path(__file__).parent / "solutions"
# Seeds whose deals show each planted bug within a few deals (small runs keep the tests quick).
# The line of the run's time and memory, which differ from one run to the next.
SLOWEST = r"\nThe slowest deal: .*\n"
SEEDS = {"bridge": 5, "hearts": 2, "tractor": 1, "uno": 2, "cirno": 4}


@pytest.fixture(autouse=True)
def _child_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """Programs run by the tests import cardjudge from pysrc/ and may keep their bytecode;
    reports are in English, whatever this machine's locale."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT / "pysrc"))
    monkeypatch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def stress(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(["stress", *argv], io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def python(*args: str) -> list[str]:
    return [sys.executable, *args]


def correct(game: str) -> list[str]:
    """Our own judge: a correct solution."""
    return python("-m", "cardjudge", game)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_planted_bug_is_caught_and_shrunk_to_one_minimal_case(game: str, tmp_path: Path) -> None:
    buggy = Runner(python(str(SOLUTIONS / f"{game}_bug.py")))
    failing = tmp_path / "failing.in"
    options = ["--seed", str(SEEDS[game]), "--runs", "30", "--out", str(failing)]
    status, out, err = stress([game, *options, "--", *buggy.command])
    assert status == 1, out + err
    found = re.search(r"^Deal \d+ of 30: (wrong answer|runtime error)\.$", out, re.M)
    assert found, out
    text = failing.read_text()
    assert indented(text) in out  # the input is printed too
    cases = GAMES[game].parse(text)
    assert len(cases) == 1
    verdict = verdict_of(buggy, game, text)
    assert verdict.words == found.group(1)
    if verdict is Verdict.WRONG_ANSWER:  # the judge's line at the difference, explained
        assert re.search(r"^Why the judge's line \d+ says so: (Case \d+, s|S)tep \d+", out, re.M)
    for smaller in candidates(GAMES[game], cases):
        smaller_text = GAMES[game].write(smaller)
        try:
            assert verdict_of(buggy, game, smaller_text) is not verdict, smaller_text
        except InputError:  # not a valid input: never tried
            continue


def verdict_of(program: Runner, game: str, text: str) -> Verdict:
    return judge_run(GAMES[game].judge(text), program.run(text)).verdict


def indented(text: str) -> str:
    return "\n".join(f"    {line}" for line in text.rstrip("\n").split("\n"))


@pytest.mark.parametrize("game", list(GAMES))
def test_a_correct_program_is_accepted(game: str, tmp_path: Path) -> None:
    failing = tmp_path / "failing.in"
    # The limits phase of every game is tested in test_stress_limits.py and test_limits.py.
    phase = [] if game == "cirno" else ["--no-limits"]
    options = [game, "--runs", "6", *phase, "--out", str(failing)]
    status, out, err = stress([*options, "--", *correct(game)])
    assert status == 0
    assert all(line.startswith("stress: deal ") for line in err.splitlines())  # progress only
    assert "Accepted: the program agreed with the judge on all 6 deals." in out
    assert not failing.exists()


def test_the_seed_is_printed_and_repeats_the_run(tmp_path: Path) -> None:
    buggy = python(str(SOLUTIONS / "cirno_bug.py"))
    first = stress(["cirno", "--runs", "30", "--out", str(tmp_path / "a.in"), "--", *buggy])
    seed = re.search(r"from seed (\d+),", first[1]).group(1)
    again = stress(
        ["cirno", "--seed", seed, "--runs", "30", "--out", str(tmp_path / "b.in"), "--", *buggy]
    )
    assert first[0] == again[0]
    if first[0] == 1:
        assert (tmp_path / "a.in").read_text() == (tmp_path / "b.in").read_text()
    repeat = f"cardjudge stress cirno --runs 30 --seed {seed} --timeout 2 -- "
    assert repeat in first[1]


def test_a_crash_is_a_runtime_error_with_the_end_of_its_stderr(tmp_path: Path) -> None:
    crash = "import sys\nif len(sys.stdin.read().split()) > 20:\n    raise KeyError('deep')\n"
    status, out, _ = stress(
        ["uno", "--runs", "3", "--out", str(tmp_path / "f.in"), "--", *python("-c", crash)]
    )
    assert status == 1
    assert "Deal 1 of 3: runtime error." in out
    assert "Your program failed: it exited with status 1." in out
    assert "KeyError: 'deep'" in out
    assert "The judge's answer:" in out


def test_a_signal_is_named() -> None:
    kill = "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"
    options = ["--runs", "2", "--out", os.devnull]
    status, out, _ = stress(["bridge", *options, "--", *python("-c", kill)])
    assert status == 1
    assert "Your program failed: it was killed by SIGSEGV." in out


def test_a_hang_hits_the_time_limit_and_nothing_is_left_running(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    hang = (
        "import subprocess, sys, time\n"
        f"child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        f"open({str(pid_file)!r}, 'w').write(str(child.pid))\n"
        "time.sleep(60)\n"
    )
    started = time.monotonic()
    options = ["--runs", "5", "--timeout", "0.5", "--out", os.devnull]
    status, out, _ = stress(["bridge", *options, "--", *python("-c", hang)])
    assert status == 1
    assert "Deal 1 of 5: time limit." in out
    assert "still running after 0.5 s; its process group was killed" in out
    assert time.monotonic() - started < 30
    assert_gone(int(pid_file.read_text()))


def test_output_past_the_limit_stops_the_program(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(verdicts, "OUTPUT_LIMIT", 100_000)
    flood = "while True:\n    print('x' * 1000)\n"
    status, out, _ = stress(["uno", "--runs", "2", "--out", os.devnull, "--", *python("-c", flood)])
    assert status == 1
    assert "Your program failed: it wrote more than 0.0953674 MB of output." in out


def test_a_memory_cap_turns_a_runaway_program_into_a_runtime_error() -> None:
    hog = "x = bytearray(2 * 1024**3)\n"
    argv = ["uno", "--runs", "1", "--memory", "256", "--out", os.devnull, "--", *python("-c", hog)]
    status, out, _ = stress(argv)
    assert status == 1
    assert "runtime error" in out and "MemoryError" in out


def test_a_command_that_cannot_start_exits_2_without_a_traceback() -> None:
    status, out, err = stress(["bridge", "--runs", "3", "--", "/no/such/program"])
    assert status == 2
    assert err == "cardjudge stress: cannot run '/no/such/program': No such file or directory\n"
    assert "Traceback" not in out + err


@pytest.mark.parametrize(
    "argv",
    [
        ["poker", "--", "true"],
        ["bridge", "--runs", "0", "--", "true"],
        ["bridge", "--timeout", "-1", "--", "true"],
        ["bridge", "--runs", "many", "--", "true"],
        ["bridge"],
    ],
)
def test_a_bad_command_line_exits_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        stress(argv)
    assert done.value.code == 2
    assert "usage: cardjudge stress" in capsys.readouterr().err


def test_progress_goes_to_stderr_on_long_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli_stress, "PROGRESS_EVERY", 0.0)
    status, out, err = stress(["bridge", "--runs", "3", "--out", os.devnull, "--", "true"])
    assert status == 1  # prints nothing: a wrong answer
    assert re.fullmatch(r"(stress: deal \d of 3, \d+\.\d s\n)+(stress: shrinking .*\n)*", err)
    assert "stress:" not in out


def test_the_command_line_module_runs_as_a_script(tmp_path: Path) -> None:
    # No limits phase: its deals take long enough to show progress on stderr.
    done = subprocess.run(
        [
            *python("-m", "cardjudge", "stress", "uno", "--runs", "2", "--no-limits", "--"),
            *correct("uno"),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("Stress test: 2 uno deals from seed ")


# -- several runs at once ---------------------------------------------------------------


@pytest.mark.parametrize("game", ["cirno", "uno"])
def test_any_number_of_jobs_prints_the_same_report(game: str, tmp_path: Path) -> None:
    buggy = python(str(SOLUTIONS / f"{game}_bug.py"))
    reports = []
    for jobs in ("1", "3"):
        out = tmp_path / f"failing-{jobs}.in"
        options = ["--seed", str(SEEDS[game]), "--runs", "30", "--out", str(out)]
        status, report, _ = stress([game, *options, "--jobs", jobs, "--", *buggy])
        assert status == 1
        reports.append(re.sub(SLOWEST, "", report.replace(str(out), "OUT")))
    assert reports[0] == reports[1]


def test_runs_started_beside_the_failing_one_are_killed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge = dataclasses.replace(GAMES["bridge"], shrink=nothing_smaller)  # a hand as it is
    monkeypatch.setattr(cli_stress, "GAMES", {**GAMES, "bridge": bridge})
    # The first deal gets a wrong answer at once; every other deal starts a child and hangs.
    # The three started beside it must not be left running, nor be waited for.
    first = tmp_path / "first.in"
    first.write_text(next(Stress(GAMES["bridge"], 5, 10).deals()))
    program = (
        "import subprocess, sys, time\n"
        f"if sys.stdin.read() == open({str(first)!r}).read():\n"
        "    sys.exit(print('nonsense'))\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        f"open({str(tmp_path)!r} + f'/{{child.pid}}.pid', 'w').close()\n"
        "time.sleep(60)\n"
    )
    started = time.monotonic()
    options = ["--seed", "5", "--runs", "10", "--jobs", "4", "--timeout", "60", "--first"]
    status, out, _ = stress(["bridge", *options, "--out", os.devnull, "--", *python("-c", program)])
    assert status == 1 and "Deal 1 of 10: wrong answer." in out
    assert time.monotonic() - started < 30
    for pid_file in tmp_path.glob("*.pid"):
        assert_gone(int(pid_file.stem))


def assert_gone(pid: int) -> None:
    with pytest.raises(ProcessLookupError):
        for _ in range(50):  # the kill is sent; give the kernel a moment to reap
            os.kill(pid, 0)
            time.sleep(0.1)


def test_jobs_must_be_a_positive_number(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        stress(["bridge", "--jobs", "0", "--", "true"])
    assert done.value.code == 2
    assert "expected a whole number of at least 1, got '0'" in capsys.readouterr().err


# -- the report's coverage, and its language ---------------------------------------------


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game (Bridge with edges read off its bids) among the stress test's games;
    our Bridge judge is a correct program for it."""
    monkeypatch.setattr(cli_stress, "GAMES", GAMES_WITH_TOY)


@pytest.mark.usefixtures("toy")
def test_the_report_ends_with_the_edges_its_deals_reached() -> None:
    status, out, _ = stress(["toy", "--runs", "8", "--out", os.devnull, "--", *correct("bridge")])
    assert status == 0
    assert re.search(SLOWEST, out)  # between the verdict and the edges
    ended = "all 8 deals.\n\nThese 8 deals reached 5 of 5 rule edges.\nRepeat this run:"
    assert ended in re.sub(SLOWEST, "", out)


@pytest.mark.usefixtures("toy")
def test_the_report_lists_the_edges_its_deals_missed() -> None:
    status, out, _ = stress(["toy", "--runs", "3", "--out", os.devnull, "--", *correct("bridge")])
    assert status == 0
    assert (
        "These 3 deals reached 3 of 5 rule edges. Not reached:\n"
        "  two-no-trump  the hand opens 2 No Trump\n"
        "  four-level    the hand opens at the 4 level\n"
    ) in out


@pytest.mark.usefixtures("toy")
def test_a_failing_run_counts_the_edges_of_the_deals_up_to_the_failure_only() -> None:
    crash = "import sys\nsys.stdin.read()\nsys.exit(4)\n"
    argv = ["toy", "--runs", "9", "--first", "--out", os.devnull]
    status, out, _ = stress([*argv, "--", *python("-c", crash)])
    assert status == 1
    assert "Deal 1 of 9: runtime error." in out
    assert "\n\nThis deal reached 1 of 5 rule edges.\n\nThe failing input is in " in out


def test_the_report_in_chinese(tmp_path: Path) -> None:
    crash = "import sys\nif len(sys.stdin.read().split()) > 20:\n    raise KeyError('deep')\n"
    argv = ["uno", "--lang", "zh-CN", "--runs", "3", "--out", str(tmp_path / "f.in")]
    status, out, _ = stress([*argv, "--", *python("-c", crash)])
    assert status == 1
    assert out.startswith("对拍：uno 的 3 个测试点，种子 ")
    assert "第 1 个测试点（共 3 个）：运行错误。" in out
    assert "你的程序运行失败：以退出码 1 结束。\n" in out
    assert "KeyError: 'deep'" in out  # the program's own words stay as they are
    assert f"出错的输入已写入 {tmp_path / 'f.in'}。" in out
    assert "重复这次对拍：cardjudge stress uno --runs 3 --seed " in out


def test_the_language_from_the_locale_and_the_programs_own_lang_option(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # After "--" a --lang is the program's: it gets it, and the report keeps the locale's.
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    echo_args = "import sys\nsys.stdin.read()\nprint(sys.argv[1:])\n"
    argv = ["bridge", "--runs", "1", "--out", str(tmp_path / "f.in"), "--"]
    status, out, _ = stress([*argv, *python("-c", echo_args, "--lang", "en")])
    assert status == 1
    assert "  你的输出：['--lang', 'en']\n" in out


@pytest.mark.usefixtures("toy")
def test_the_missed_edges_in_chinese() -> None:
    argv = ["toy", "--lang", "zh-CN", "--runs", "3", "--out", os.devnull]
    status, out, _ = stress([*argv, "--", *correct("bridge")])
    assert status == 0
    assert (
        "这 3 个测试点触及了 5 条规则边界中的 3 条。未触及的：\n"
        "  two-no-trump  the hand opens 2 No Trump\n"
    ) in out
