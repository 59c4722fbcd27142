"""The stress run's limits phase, and every run's time and memory (issue 28).

After the deals, a few deals at the statement's limits, each run alone under a time limit
that a program at the statement's limit meets here: a planted quadratic mistake is *time
limit* with the figures, a fixed-size buffer the limits overflow fails and is shrunk, a
memory hog is *memory limit*, and a correct program passes. The loop is driven in this
process first (outcomes made up), then real programs run through the command line.
"""

import dataclasses
import io
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from toy_game import CIRNO_AT_LIMITS

from cardjudge import cli_stress, parallel, runner, web
from cardjudge.cli import main
from cardjudge.engine import Game
from cardjudge.games import GAMES
from cardjudge.runner import Runner
from cardjudge.stress import (
    JUDGE_FACTOR,
    LIMITS_DEALS,
    MEMORY_FACTOR,
    STATEMENT_FACTOR,
    Probe,
    Report,
    Stress,
)
from cardjudge.verdicts import Outcome, Verdict, judge_run

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = Path(__file__).parent / "solutions"
RUNS = 8
CORRECT = (sys.executable, "-m", "cardjudge", "cirno")  # our own judge


def cirno() -> Game:
    """Cirno with its limits: the game's own once it states them, else the toy's."""
    game = GAMES["cirno"]
    return game if game.at_limits is not None else CIRNO_AT_LIMITS


def drive(stress: Stress, run: Callable[[Probe], Outcome]) -> tuple[Report, list[Probe]]:
    """Run a stress run to its end, as the CLI does with one job; the probes run, in order."""
    probes: list[Probe] = []
    answer: Probe | Report | None = stress.probe
    while isinstance(answer, Probe):
        probes.append(answer)
        answer = stress.tell(run(answer))
    assert isinstance(answer, Report)
    return answer, probes


def right(game: Game, seconds: float = 0.01, memory_kb: int = 9000) -> Callable[[Probe], Outcome]:
    return lambda probe: Outcome(game.judge(probe.input), seconds=seconds, memory_kb=memory_kb)


# -- the loop ------------------------------------------------------------------------


def test_after_the_deals_come_the_deals_at_the_limits_each_alone_with_its_limits() -> None:
    game = cirno()
    report, probes = drive(Stress(game, 5, RUNS, limits=True), right(game))
    assert report.verdict is Verdict.ACCEPTED
    assert [probe.deal for probe in probes] == list(range(1, RUNS + LIMITS_DEALS + 1))
    deals, at_limits = probes[:RUNS], probes[RUNS:]
    assert not any(probe.alone or probe.timeout or probe.memory_mb for probe in deals)
    limits = game.limits
    assert limits is not None
    for number, probe in enumerate(at_limits, 1):
        assert probe.input == game.deal(f"limits 5 {number}", at_limits=True)
        assert probe.alone and probe.memory_mb == limits.memory_mb * MEMORY_FACTOR
        assert probe.judge_seconds is not None and probe.judge_seconds > 0
        assert probe.timeout == max(
            limits.seconds * STATEMENT_FACTOR, probe.judge_seconds * JUDGE_FACTOR
        )
    figures = report.at_limits
    assert figures is not None and report.limits_dealt == LIMITS_DEALS
    largest = max(at_limits, key=lambda probe: len(probe.input))
    assert (figures.deal, figures.chars) == (largest.deal, len(largest.input))
    assert (figures.seconds, figures.memory_kb) == (0.01, 9000)
    assert figures.judge_seconds == largest.judge_seconds
    assert figures.ratio == pytest.approx(0.01 / figures.judge_seconds)
    assert figures.measured == game.measure(game.results(largest.input))


def test_a_deal_at_the_limits_is_made_ready_only_when_no_run_is_going_on() -> None:
    stress = Stress(cirno(), 5, RUNS, limits=True)
    assert len(stress.ahead(RUNS + 5)) == RUNS  # the deals, not yet the limits phase
    for _ in range(RUNS):
        stress.tell(right(stress.game)(stress.ahead(1)[0]))
    assert [probe.alone for probe in stress.ahead(5)] == [True]  # one at a time


def test_the_deals_at_the_limits_count_their_edges_and_stay_out_of_the_diagnosis() -> None:
    game = cirno()
    with_limits, probes = drive(Stress(game, 5, RUNS, limits=True), right(game))
    without, _ = drive(Stress(game, 5, RUNS, limits=False), right(game))
    counted = {edge: with_limits.covered[edge] - without.covered[edge] for edge in game.edge_names}
    # Every deal at the limits counts its edge of scale, and only that (test_edges checks
    # that `cover_scale` agrees with `cover` on the edges of scale).
    assert [edge.name for edge in game.edges if edge.scale] == ["largest-deck"]
    assert counted == {**dict.fromkeys(game.edge_names, 0), "largest-deck": LIMITS_DEALS}
    assert len(probes) == RUNS + LIMITS_DEALS and without.covered["largest-deck"] == 0

    def too_slow_at_scale(probe: Probe) -> Outcome:
        return Outcome(timed_out=True) if probe.alone else right(game)(probe)

    report, _ = drive(Stress(game, 5, RUNS, limits=True), too_slow_at_scale)
    assert report.verdict is Verdict.TIME_LIMIT
    assert report.failed == () and report.diagnosis is None


def test_no_limits_phase_when_asked_or_when_a_deal_failed() -> None:
    game = cirno()
    report, probes = drive(Stress(game, 5, RUNS, limits=False), right(game))
    assert len(probes) == RUNS and report.at_limits is None and report.limits_dealt == 0

    def wrong_on_deal_3(probe: Probe) -> Outcome:
        return Outcome("") if probe.deal == 3 else right(game)(probe)

    report, probes = drive(Stress(game, 5, RUNS, limits=True), wrong_on_deal_3)
    assert report.verdict is Verdict.WRONG_ANSWER and report.deal == 3
    assert not any(probe.alone for probe in probes) and report.at_limits is None


def test_a_run_out_of_time_at_the_limits_is_a_time_limit_with_its_figures_not_shrunk() -> None:
    game = cirno()

    def slow_at_scale(probe: Probe) -> Outcome:
        if probe.alone:
            assert probe.timeout is not None
            return Outcome(timed_out=True, seconds=probe.timeout, memory_kb=20_000)
        return right(game)(probe)

    report, probes = drive(Stress(game, 5, RUNS, limits=True), slow_at_scale)
    assert report.verdict is Verdict.TIME_LIMIT
    assert report.deal == RUNS + 1 and report.limits_deal == 1 and report.limits_dealt == 1
    assert len(probes) == RUNS + 1 and report.tries == 0  # the first one ends it
    figures = report.at_limits
    assert figures is not None and figures.deal == RUNS + 1
    assert figures.seconds == probes[-1].timeout and figures.memory_kb == 20_000


def test_a_peak_past_the_memory_limit_is_a_memory_limit_however_the_run_ended() -> None:
    game = cirno()
    limits = game.limits
    assert limits is not None
    over = limits.memory_mb * MEMORY_FACTOR * 1024 + 1

    def hog(probe: Probe) -> Outcome:
        return Outcome(memory_kb=over) if probe.alone else right(game)(probe)

    report, _ = drive(Stress(game, 5, RUNS, limits=True), hog)
    assert report.verdict is Verdict.MEMORY_LIMIT and report.tries == 0
    assert report.failure is not None
    assert report.failure.memory_mb == limits.memory_mb * MEMORY_FACTOR
    assert "past the memory limit" in report.failure.judgement.detail
    # The same peak, or a failed allocation, with no memory limit given: as before.
    assert judge_run("x\n", Outcome("x\n", memory_kb=over)).verdict is Verdict.ACCEPTED
    crash = Outcome(stderr="MemoryError\n", status=1)
    assert judge_run("x\n", crash).verdict is Verdict.RUNTIME_ERROR
    assert judge_run("x\n", crash, memory_mb=64).verdict is Verdict.MEMORY_LIMIT
    bad_alloc = Outcome(stderr="terminate called ... 'std::bad_alloc'\n", status=-6)
    assert judge_run("x\n", bad_alloc, memory_mb=64).verdict is Verdict.MEMORY_LIMIT
    assert judge_run("x\n", Outcome(status=1), memory_mb=64).verdict is Verdict.RUNTIME_ERROR


def test_a_wrong_answer_at_the_limits_is_shrunk_under_the_same_limits() -> None:
    game = cirno()
    longest = max(len(name) for name in re.findall(r"^(\S+) ", game.deal("x", size=1.0), re.M))

    def long_names_cut(probe: Probe) -> Outcome:
        # The names cut to 12 letters, as a char[13] would keep them.
        text = game.judge(probe.input)
        return Outcome(re.sub(r"^([A-Za-z]{12})[A-Za-z]+", r"\1", text, flags=re.M))

    report, probes = drive(Stress(game, 5, RUNS, limits=True), long_names_cut)
    assert longest <= 12  # the deals never show it
    assert report.verdict is Verdict.WRONG_ANSWER and report.limits_deal == 1
    assert report.steps > 0 and report.failure is not None
    assert len(report.failure.input) < len(report.found or "")
    shrinking = [probe for probe in probes if probe.shrinking]
    assert shrinking and all(probe.timeout == probes[RUNS].timeout for probe in shrinking)
    assert not any(probe.alone for probe in shrinking)


def test_the_slowest_deal_and_the_one_with_the_most_memory_are_kept() -> None:
    game = cirno()

    def measured(probe: Probe) -> Outcome:
        return Outcome(
            game.judge(probe.input),
            seconds=0.5 if probe.deal == 4 else 0.1,
            memory_kb=50_000 if probe.deal == 6 else 10_000,
        )

    report, _ = drive(Stress(game, 5, RUNS, limits=False), measured)
    assert report.slowest is not None and report.most_memory is not None
    assert (report.slowest.deal, report.slowest.seconds) == (4, 0.5)
    assert (report.most_memory.deal, report.most_memory.memory_kb) == (6, 50_000)


def test_a_run_alone_starts_only_when_nothing_else_runs_and_none_beside_it() -> None:
    one, two, three = (Probe(str(n), n) for n in range(3))
    alone, after = Probe("a", 9, alone=True), Probe("b", 9, shrinking=True)
    assert parallel.startable([one, two, three], {one}) == [two, three]
    assert parallel.startable([one, alone, after], {one}) == []
    assert parallel.startable([two, alone], {one}) == [two]
    assert parallel.startable([alone, after], {}) == [alone]
    assert parallel.startable([alone, after], {alone}) == []


# -- the runner ------------------------------------------------------------------------


def test_a_run_has_its_peak_memory() -> None:
    grow = "chunks = [b'x' * 2**20 for _ in range(120)]\n"
    small = Runner([sys.executable, "-c", "pass"]).run("")
    big = Runner([sys.executable, "-c", grow]).run("")
    assert big.status == 0 and 0 < small.memory_kb < 60 * 1024
    assert big.memory_kb > 120 * 1024 > small.memory_kb


def test_a_probe_runs_under_its_own_time_and_memory_limit() -> None:
    sleep = Runner([sys.executable, "-c", "import time; time.sleep(30)"], timeout=60)
    ran = sleep.start_probe(Probe("", 1, timeout=0.5)).outcome()
    assert ran.timed_out and ran.seconds < 10
    hog = Runner([sys.executable, "-c", "x = b'x' * (300 * 2**20)"])
    capped = hog.start_probe(Probe("", 1, memory_mb=16)).outcome()  # 8 x 16 MB of room
    assert capped.status != 0 and "MemoryError" in capped.stderr
    assert judge_run("", capped, 16).verdict is Verdict.MEMORY_LIMIT
    assert runner.MEMORY_GUARD * 16 < 300


# -- the command line ----------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cirno with its limits where the CLI looks games up; programs import cardjudge from
    pysrc/; reports in English."""
    games = {**GAMES, "cirno": cirno()}
    monkeypatch.setattr(cli_stress, "GAMES", games)
    monkeypatch.setattr(web, "GAMES", games)
    monkeypatch.setenv("PYTHONPATH", str(ROOT / "pysrc"))
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def stress(*options: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    argv = ["stress", "cirno", "--seed", "3", "--runs", str(RUNS), *options]
    status = main(argv, io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


FIGURES = (
    r"  your program: +(killed at )?\d+\.\d\d s, \d+\.\d MB( by then)?\n"
    r"  this judge \(CPython\): \d+\.\d\d s; your program took (more than )?\d+\.\d\d times "
    r"as long\n"
    r"  the statement: +\d+(\.\d+)? s, \d+ MB.*\n"
    rf"  the time limit here: \d+\.\d s \(the larger of {STATEMENT_FACTOR:g} x the statement's "
    rf"and {JUDGE_FACTOR:g} x the judge's\)\n"
    rf"  the memory limit here: \d+ MB \({MEMORY_FACTOR} x the statement's\)"
)


def test_a_correct_program_passes_the_limits_phase(tmp_path: Path) -> None:
    status, out, _ = stress("--out", str(tmp_path / "f.in"), "--", *CORRECT)
    assert status == 0, out
    heading = (
        rf"At the statement's limits, {LIMITS_DEALS} deals accepted; "
        r"the largest \(\d+ plays?, \d+ characters\):\n"
    )
    assert re.search(heading + FIGURES, out), out
    assert re.search(
        r"^The slowest deal: \d+ \(\d+\.\d\d s\)\. The most memory: deal \d+ \(\d+\.\d MB\)\.$",
        out,
        re.M,
    )


def test_a_deck_copied_on_every_draw_is_a_time_limit_at_the_limits(tmp_path: Path) -> None:
    slow = [sys.executable, str(SOLUTIONS / "cirno_slow.py")]
    status, out, _ = stress("--out", str(tmp_path / "f.in"), "--", *slow)
    assert status == 1, out
    assert f"Deal 1 of {LIMITS_DEALS} at the statement's limits: time limit." in out
    assert re.search(
        r"Your program was still running after \d+\.\d s, the time limit here: more than \d+ "
        r"times the judge's \d+\.\d\d s on this deal\.\n"
        r"A smaller deal is within the limits: this one is not shrunk\.",
        out,
    ), out
    heading = (
        rf"At the statement's limits, deal 1 of {LIMITS_DEALS} \(\d+ plays, \d+ characters\):\n"
    )
    assert re.search(heading + FIGURES, out), out
    assert (tmp_path / "f.in").read_text() == cirno().deal("limits 3 1", at_limits=True)


def test_no_limits_skips_the_phase(tmp_path: Path) -> None:
    slow = [sys.executable, str(SOLUTIONS / "cirno_slow.py")]
    status, out, err = stress("--no-limits", "--out", str(tmp_path / "f.in"), "--", *slow)
    assert status == 0, out
    assert "statement's limits" not in out + err
    assert " --no-limits -- " in out  # the command that repeats the run


def test_a_memory_hog_at_the_limits_is_a_memory_limit(tmp_path: Path) -> None:
    limits = cirno().limits
    assert limits is not None
    hog = (
        "import sys\n"
        "from cardjudge.games import GAMES\n"
        "text = sys.stdin.read()\n"
        "if len(text) > 100_000:\n"
        f"    chunks = [b'x' * 2**20 for _ in range({limits.memory_mb * MEMORY_FACTOR + 64})]\n"
        "print(GAMES['cirno'].judge(text), end='')\n"
    )
    status, out, _ = stress("--out", str(tmp_path / "f.in"), "--", sys.executable, "-c", hog)
    assert status == 1, out
    assert f"Deal 1 of {LIMITS_DEALS} at the statement's limits: memory limit." in out
    assert re.search(
        rf"Its peak memory was \d+\.\d MB, past the memory limit here of "
        rf"{limits.memory_mb * MEMORY_FACTOR} MB\.",
        out,
    ), out


@pytest.fixture(scope="module")
def name_buffer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Cirno in C++ with names kept in char[13], compiled."""
    if shutil.which("g++") is None:
        pytest.skip("no g++")
    built = tmp_path_factory.mktemp("cpp") / "cirno_name_buffer"
    source = SOLUTIONS / "cpp" / "cirno.cpp"
    subprocess.run(["g++", "-O2", "-DNAME_BUFFER", "-o", str(built), str(source)], check=True)
    return built


def test_a_fixed_size_buffer_the_limits_overflow_fails_there_and_is_shrunk(
    name_buffer: Path, tmp_path: Path
) -> None:
    failing = tmp_path / "f.in"
    status, out, _ = stress("--out", str(failing), "--", str(name_buffer))
    assert status == 1, out
    found = re.search(
        rf"^Deal 1 of {LIMITS_DEALS} at the statement's limits: (runtime error|wrong answer)\.$",
        out,
        re.M,
    )
    assert found, out
    assert "Shrunk from " in out
    shrunk = failing.read_text()
    assert len(shrunk) < len(cirno().deal("limits 3 1", at_limits=True))
    assert re.search(r"^[A-Za-z]{13,} ", shrunk, re.M)  # a name longer than 12 letters is left
    ran = Runner([str(name_buffer)]).run(shrunk)
    assert judge_run(cirno().judge(shrunk), ran).verdict.words == found.group(1)


def test_our_cpp_solution_passes_the_limits_phase(tmp_path: Path) -> None:
    if shutil.which("g++") is None:
        pytest.skip("no g++")
    built = tmp_path / "cirno"
    source = SOLUTIONS / "cpp" / "cirno.cpp"
    subprocess.run(["g++", "-O2", "-o", str(built), str(source)], check=True)
    status, out, _ = stress("--out", str(tmp_path / "f.in"), "--", str(built))
    assert status == 0, out
    assert f"At the statement's limits, {LIMITS_DEALS} deals accepted" in out


def test_the_json_report_has_the_figures(tmp_path: Path) -> None:
    status, out, _ = stress(
        "--json", "--out", str(tmp_path / "f.in"), "--", sys.executable, "-m", "cardjudge", "cirno"
    )
    import json

    shown = json.loads(out)
    assert status == 0 and shown["limits_dealt"] == LIMITS_DEALS
    figures = shown["at_limits"]
    assert set(figures) >= {"deal", "size", "chars", "seconds", "memory_kb", "judge_seconds"}
    assert figures["limits"]["memory_mb"] == cirno().limits.memory_mb
    assert shown["slowest"]["deal"] >= 1 and shown["most_memory"]["memory_kb"] > 0
    assert dataclasses.is_dataclass(cirno().limits)
