"""`cardjudge stress`: real programs in their own process groups, caught and shrunk.

tests/solutions/ holds a solution per game with a planted bug, built on our
engine; each is caught and shrunk to one case on which it really fails, and
no smaller move of the game fails.
"""

import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardjudge import cli_stress
from cardjudge import stress as stress_module
from cardjudge.cli import main
from cardjudge.errors import InputError
from cardjudge.games import GAMES
from cardjudge.runner import Runner
from cardjudge.stress import Verdict, candidates, judge_run

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = Path(__file__).parent / "solutions"
# Seeds whose deals show each planted bug within a few deals (small runs keep the tests quick).
SEEDS = {"bridge": 5, "hearts": 2, "tractor": 1, "uno": 2, "cirno": 4}


@pytest.fixture(autouse=True)
def _child_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """Programs run by the tests import cardjudge from pysrc/ and may keep their bytecode."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT / "pysrc"))
    monkeypatch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)


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
    status, out, err = stress([game, "--runs", "6", "--out", str(failing), "--", *correct(game)])
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
    child = int(pid_file.read_text())
    with pytest.raises(ProcessLookupError):
        for _ in range(50):  # the kill is sent; give the kernel a moment to reap
            os.kill(child, 0)
            time.sleep(0.1)


def test_output_past_the_limit_stops_the_program(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stress_module, "OUTPUT_LIMIT", 100_000)
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
    done = subprocess.run(
        [*python("-m", "cardjudge", "stress", "uno", "--runs", "2", "--"), *correct("uno")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("Stress test: 2 uno deals from seed ")
