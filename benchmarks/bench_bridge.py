"""Time the Bridge CLI against a plain solution (bridge_plain.py), side by side.

    python benchmarks/bench_bridge.py [--runs 7] [--fresh-bytecode]

On each Bridge input of workloads.py (uniformly dealt hands, every valuation,
hands with long suits) both programs run as fresh processes, taking turns, so
that both see the same machine; their answers must be the same bytes. Prints,
for each input, the wall and CPU time of both (median and min-max) and the
ratio CLI / plain: the median of the ratios of each pair of runs taken one
after the other.

Bytecode: by default the CLI's package is compiled once and the compiled files
are kept (outside the tree, in PYTHONPYCACHEPREFIX), as an installed package
has them, whatever PYTHONDONTWRITEBYTECODE says. With --fresh-bytecode
PYTHONDONTWRITEBYTECODE=1 and no kept bytecode: the CLI compiles its modules
on every run. The plain solution is one script run by path, which Python
always compiles afresh. Prints numbers; asserts nothing.
"""

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ENV, ROOT, Spread, load_average, machine
from workloads import make

PLAIN = ROOT / "benchmarks" / "bridge_plain.py"
CLI = [sys.executable, "-m", "cardjudge", "bridge"]
TARGET = 0.6  # issue 16: the CLI within 0.6 of the plain solution's wall time


@dataclass(frozen=True)
class Side:
    wall: Spread
    cpu: Spread


@dataclass(frozen=True)
class Comparison:
    about: str
    cli: Side
    plain: Side
    ratios: Spread  # CLI / plain, wall time, pair by pair


def environment(fresh_bytecode: bool) -> dict[str, str]:
    if not fresh_bytecode:
        return ENV
    kept = {k: v for k, v in ENV.items() if k != "PYTHONPYCACHEPREFIX"}
    return {**kept, "PYTHONDONTWRITEBYTECODE": "1"}


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float, bytes]:
    """Wall and CPU seconds of one run, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu, done.stdout


def compare(path: Path, about: str, runs: int, env: dict[str, str]) -> Comparison:
    """Both programs on one input, `runs` times each in turns, after one untimed run of
    each (which also compiles the CLI's bytecode when it is kept)."""
    commands = {"cli": [*CLI, str(path)], "plain": [sys.executable, str(PLAIN), str(path)]}
    answers = {side: timed(command, env)[2] for side, command in commands.items()}
    if answers["cli"] != answers["plain"]:
        raise SystemExit(f"the CLI and the plain solution disagree on {about}")
    times: dict[str, list[tuple[float, float]]] = {"cli": [], "plain": []}
    for _ in range(runs):
        for side, command in commands.items():
            wall, cpu, _ = timed(command, env)
            times[side].append((wall, cpu))
    sides = {
        side: Side(Spread(tuple(w for w, _ in pairs)), Spread(tuple(c for _, c in pairs)))
        for side, pairs in times.items()
    }
    ratios = tuple(c[0] / p[0] for c, p in zip(times["cli"], times["plain"], strict=True))
    return Comparison(about, sides["cli"], sides["plain"], Spread(ratios))


def start_up(env: dict[str, str], runs: int) -> Spread:
    """Seconds for `python -c pass`: what both programs pay before any work."""
    return Spread(tuple(timed([sys.executable, "-c", "pass"], env)[0] for _ in range(runs)))


def table(comparisons: list[Comparison]) -> str:
    lines = [
        "| input | CLI wall | plain wall | CLI / plain, wall (min-max) | CLI CPU | plain CPU "
        f"| target <= {TARGET} |",
        "|---|---|---|---|---|---|---|",
    ]
    for c in comparisons:
        ratio = c.ratios
        met = "met" if ratio.median <= TARGET else "missed"
        lines.append(
            f"| {c.about} | {c.cli.wall} | {c.plain.wall} "
            f"| {ratio.median:.2f} ({ratio.low:.2f}-{ratio.high:.2f}) "
            f"| {c.cli.cpu.median:.3f} s | {c.plain.cpu.median:.3f} s | {met} |"
        )
    return "\n".join(lines)


def report(runs: int, fresh_bytecode: bool) -> str:
    """The comparison on every Bridge input, as Markdown."""
    env = environment(fresh_bytecode)
    comparisons = []
    with tempfile.TemporaryDirectory() as folder:
        for workload in make("bridge"):
            print(f"bridge vs plain: {workload.about}...", file=sys.stderr, flush=True)
            path = Path(folder) / f"{workload.name}.in"
            path.write_text(workload.text, encoding="utf-8")
            comparisons.append(compare(path, workload.about, runs, env))
    how = (
        "PYTHONDONTWRITEBYTECODE=1: the CLI compiles its modules on every run"
        if fresh_bytecode
        else "the CLI's bytecode compiled once and kept, as an installed package has it"
    )
    return (
        f"Bridge CLI against a plain solution (benchmarks/bridge_plain.py), {runs} runs each, "
        f"in turns; {how}. Python's own start-up (`python -c pass`): "
        f"{start_up(env, runs)}.\n\n{table(comparisons)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each program (default 7)")
    parser.add_argument(
        "--fresh-bytecode",
        action="store_true",
        help="PYTHONDONTWRITEBYTECODE=1 and no kept bytecode: the CLI compiles on each run",
    )
    args = parser.parse_args()
    before = load_average()
    text = report(args.runs, args.fresh_bytecode)
    print(f"{machine()}.\nLoad average (1, 5, 15 min): {before} before, {load_average()} after.")
    print(text)


if __name__ == "__main__":
    main()
