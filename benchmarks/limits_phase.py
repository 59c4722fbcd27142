"""The stress test's limits phase: how our own correct solutions fare at the limits against
the judge, and what the phase adds to a 200-deal run on the command line.

    python benchmarks/limits_phase.py [--runs 3] [--deals 200] [--no-cost] [--no-ratios]

- Ratios: for each game, its first deal of the limits phase ("limits 1 1"), judged in
  this process (CPython, the median of `--runs`), then run by each correct program of
  ours (tests/solutions/, our judge as a program, the C++ ones compiled with -O2) through
  the runner one at a time, as the phase runs them: the program's time (median) and peak
  memory, its ratio to the judge's time, and the headroom left under the phase's time
  limit (the limit over the program's time). Those ratios are what the factors of
  `stress.limits_timeout` are set from.
- Cost: `cardjudge stress cirno --deals 200` with and without --no-limits, for our Python
  and C++ Cirno solutions: the wall time of each, and the difference, the phase's cost.

Prints numbers; asserts only that every run is accepted.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from common import ENV, load_average, machine  # noqa: E402

from cardjudge.games import GAMES  # noqa: E402
from cardjudge.runner import Runner  # noqa: E402
from cardjudge.stress import Probe, limits_timeout  # noqa: E402
from cardjudge.verdicts import judge_run  # noqa: E402

SOLUTIONS = ROOT / "tests" / "solutions"
PYTHON = sys.executable
# Our correct programs for each game, beside our judge run as a program.
PROGRAMS = {
    "cirno": {"Python plain": [PYTHON, str(SOLUTIONS / "cirno_plain.py")], "C++": "cirno.cpp"},
    "bridge": {
        "Python independent": [PYTHON, str(SOLUTIONS / "bridge_independent.py")],
        "C++": "bridge.cpp",
    },
    "hearts": {"Python plain": [PYTHON, str(SOLUTIONS / "hearts_plain.py")]},
    "uno": {},
    "tractor": {},
}


def compiled(source: str, where: Path) -> list[str]:
    built = where / Path(source).stem
    if not built.exists():
        subprocess.run(
            ["g++", "-O2", "-o", str(built), str(SOLUTIONS / "cpp" / source)], check=True
        )
    return [str(built)]


def judge_seconds(game: str, text: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        GAMES[game].judge(text)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def ratios(runs: int, where: Path) -> None:
    columns = ["game", "program", "judge (CPython)", "program", "ratio", "peak memory"]
    print("| " + " | ".join([*columns, "limit here", "headroom"]) + " |")
    print("|---" * (len(columns) + 2) + "|")
    for game, programs in PROGRAMS.items():
        limits = GAMES[game].limits
        assert limits is not None
        text = GAMES[game].deal("limits 1 1", at_limits=True)
        answer = GAMES[game].judge(text)
        judge = judge_seconds(game, text, runs)
        timeout = limits_timeout(limits, judge)
        commands = {"our judge (python -m cardjudge)": [PYTHON, "-m", "cardjudge", game]}
        for name, command in programs.items():
            if isinstance(command, str):
                if shutil.which("g++") is None:
                    continue
                command = compiled(command, where)
            commands[name] = command
        for name, command in commands.items():
            runner = Runner(command, timeout=600)
            outcomes = [
                runner.start_probe(Probe(text, 1, timeout=600)).outcome() for _ in range(runs)
            ]
            for outcome in outcomes:
                verdict = judge_run(answer, outcome).verdict
                assert verdict.value == "accepted", (game, name, verdict, outcome.stderr[-500:])
            seconds = statistics.median(outcome.seconds for outcome in outcomes)
            memory = max(outcome.memory_kb for outcome in outcomes) / 1024
            print(
                f"| {game} | {name} | {judge:.2f} s | {seconds:.2f} s | {seconds / judge:.2f} "
                f"| {memory:.1f} MB | {timeout:.1f} s | {timeout / seconds:.1f}x |"
            )


def stress_seconds(command: list[str], deals: int, *options: str) -> float:
    argv = [PYTHON, "-m", "cardjudge", "stress", "cirno", "--runs", str(deals), "--seed", "1"]
    started = time.perf_counter()
    done = subprocess.run(
        [*argv, "--out", os.devnull, *options, "--", *command],
        env=ENV,
        capture_output=True,
        text=True,
        check=False,
    )
    took = time.perf_counter() - started
    assert done.returncode == 0, done.stdout + done.stderr
    return took


def cost(deals: int, where: Path) -> None:
    programs = {"Python": [PYTHON, str(SOLUTIONS / "cirno_plain.py")]}
    if shutil.which("g++") is not None:
        programs["C++"] = compiled("cirno.cpp", where)
    print(f"| program | {deals} deals, --no-limits | with the limits phase | the phase |")
    print("|---|---|---|---|")
    for name, command in programs.items():
        without = stress_seconds(command, deals, "--no-limits")
        with_limits = stress_seconds(command, deals)
        print(
            f"| Cirno, {name} | {without:.1f} s | {with_limits:.1f} s "
            f"| {with_limits - without:.1f} s |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--no-cost", action="store_true")
    parser.add_argument("--no-ratios", action="store_true")
    args = parser.parse_args()
    print(machine())
    print(f"load average at the start: {load_average()}\n")
    with tempfile.TemporaryDirectory() as where:
        if not args.no_ratios:
            ratios(args.runs, Path(where))
            print()
        if not args.no_cost:
            cost(args.deals, Path(where))
    print(f"\nload average at the end: {load_average()}")


if __name__ == "__main__":
    main()
