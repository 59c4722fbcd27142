"""Run every benchmark and print one table (Markdown), with the machine it ran on.

    python benchmarks/run.py [--games tractor,bridge,...] [--runs 5] [--no-pyodide]
        [--page] [--phases] [--keep DIR]

For each game, its largest input (benchmarks/workloads.py) is timed as
`python -m cardjudge GAME FILE` (wall and CPU, a fresh process each run), as the
judge alone in a fresh CPython, and as the same judge under Pyodide in Node
(benchmarks/pyodide_run.mjs, the package imported afresh before each run), and
the table says how each compares with its target. Bridge is also timed against
a plain solution (benchmarks/bench_bridge.py). --phases adds the judge's
parse / play / render / steps split; --page adds the page benchmark
(benchmarks/bench_page.py). It prints numbers; it asserts nothing.
"""

import argparse
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))

from bench_bridge import report as bridge_against_plain
from common import (
    ROOT,
    PyodideTiming,
    Timing,
    load_average,
    machine,
    time_cli,
    time_judge,
    time_pyodide,
    yardstick,
)
from workloads import WORKLOADS, Workload, make

from cardjudge.games import GAMES

# The targets: the CLI's wall time on the largest input, and Pyodide's
# time for the same judge against CPython's.
CLI_TARGETS = {"tractor": 1.0, "bridge": 0.5, "cirno": 0.6}
PYODIDE_RATIO = 2.5
PAGE_BENCHMARK = ROOT / "benchmarks" / "bench_page.py"
TEST_PYTHON = ROOT / ".venv" / "bin" / "python"  # made by tests/run, with Playwright


def page_python() -> str:
    """The test environment's Python, which has Playwright, else this one."""
    return str(TEST_PYTHON) if TEST_PYTHON.exists() else sys.executable


@dataclass(frozen=True)
class Row:
    workload: Workload
    cli: Timing
    phases: dict[str, Timing]  # the judge in CPython: "parse", "play", "render", "judge"...
    pyodide: PyodideTiming | None

    @property
    def ratio(self) -> tuple[float, float] | None:
        """Pyodide over CPython for the judge: by wall time, by CPU time (medians)."""
        if self.pyodide is None:
            return None
        ours, theirs = self.phases["judge"], self.pyodide.judge
        return theirs.wall.median / ours.wall.median, theirs.cpu.median / ours.cpu.median


def measure(workload: Workload, args: argparse.Namespace) -> Row:
    game = GAMES[workload.game]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{workload.name}.in"
        path.write_text(workload.text, encoding="utf-8")
        expected = Path(folder) / f"{workload.name}.out"
        expected.write_text(game.judge(workload.text), encoding="utf-8", newline="")
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            (args.keep / path.name).write_text(workload.text, encoding="utf-8")
        cli = time_cli(workload.game, path, args.runs)
        phases = time_judge(workload.game, path, args.runs, steps=args.phases)
        pyodide = (
            None if args.no_pyodide else time_pyodide(workload.game, path, expected, args.runs)
        )
    return Row(workload, cli, phases, pyodide)


def verdict(wall: float, cpu: float, target: float) -> str:
    """Met when the wall-clock median is within target; on a busy machine CPU time may be."""
    if wall <= target:
        return "met"
    return "met by CPU time only" if cpu <= target else "missed"


def targets(row: Row) -> str:
    said = []
    target = CLI_TARGETS.get(row.workload.game)
    if target is not None:
        said.append(f"CLI < {target} s: {verdict(row.cli.wall.median, row.cli.cpu.median, target)}")
    if row.ratio is not None:
        said.append(f"ratio <= {PYODIDE_RATIO}: {verdict(*row.ratio, PYODIDE_RATIO)}")
    return "; ".join(said)


def both(timing: Timing) -> str:
    return f"{timing.wall.median:.3f} / {timing.cpu.median:.3f}"


def table(rows: list[Row]) -> str:
    lines = [
        "| game | input | CLI wall: median (min-max) | CLI CPU | judge, CPython: wall / CPU "
        "| judge, Pyodide: wall / CPU | Pyodide / CPython: wall, CPU | targets |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        pyodide = "not run" if row.pyodide is None else both(row.pyodide.judge)
        if row.pyodide is not None and not row.pyodide.exact:
            pyodide += " (answer DIFFERS)"
        ratio = "" if row.ratio is None else "{:.2f}x, {:.2f}x".format(*row.ratio)
        lines.append(
            f"| {row.workload.game} | {row.workload.about} | {row.cli.wall} "
            f"| {row.cli.cpu.median:.3f} s | {both(row.phases['judge'])} | {pyodide} "
            f"| {ratio} | {targets(row)} |"
        )
    return "\n".join(lines)


def phase_table(rows: list[Row]) -> str:
    """The CPython judge by phase, and the viewer's steps for every result."""
    phases = [p for p in ("parse", "play", "render", "steps") if p in rows[0].phases]
    lines = ["| game | " + " | ".join(phases) + " |", "|---|" + "---|" * len(phases)]
    for row in rows:
        cells = " | ".join(both(row.phases[phase]) for phase in phases)
        lines.append(f"| {row.workload.game} | {cells} |")
    return "\n".join(lines)


def pyodide_table(rows: list[Row]) -> str:
    """What a fresh runtime pays first: loading Pyodide, and the first judge (the
    WebAssembly engine still compiling the interpreter's hot paths)."""
    lines = ["| game | load Pyodide | first judge: wall / CPU |", "|---|---|---|"]
    for row in rows:
        if row.pyodide is not None:
            lines.append(
                f"| {row.workload.game} | {row.pyodide.load:.2f} | {both(row.pyodide.first)} |"
            )
    return "\n".join(lines)


def page() -> str:
    """The page benchmark's own report, from benchmarks/bench_page.py."""
    if not PAGE_BENCHMARK.exists():
        return "The page benchmark (benchmarks/bench_page.py) is not there yet."
    done = subprocess.run(
        [page_python(), str(PAGE_BENCHMARK)], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        return f"The page benchmark failed:\n\n```\n{done.stderr.strip()[-2000:]}\n```"
    return f"```\n{done.stdout.strip()}\n```"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games",
        default=",".join(WORKLOADS),
        help=f"comma-separated (default {','.join(WORKLOADS)})",
    )
    parser.add_argument("--runs", type=int, default=5, help="runs of each measurement (default 5)")
    parser.add_argument("--no-pyodide", action="store_true", help="skip Pyodide in Node")
    parser.add_argument("--page", action="store_true", help="also run the page benchmark")
    parser.add_argument("--phases", action="store_true", help="also the judge's phases")
    parser.add_argument("--keep", type=Path, metavar="DIR", help="also write the inputs there")
    args = parser.parse_args()
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in WORKLOADS]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; choose from {', '.join(WORKLOADS)}")

    started, load_before = time.strftime("%Y-%m-%d %H:%M"), load_average()
    rows = []
    for game in games:
        print(f"{game}: making the input...", file=sys.stderr, flush=True)
        for workload in make(game):
            print(f"{game}: {workload.about}; timing...", file=sys.stderr, flush=True)
            rows.append(measure(workload, args))
    print(f"Taken {started} on {machine()}.")
    print(f"Load average (1, 5, 15 min): {load_before} before, {load_average()} after.")
    print(f"Yardstick: `sum(range(1000))` takes {yardstick():.1f} us in this CPython.")
    if rows and rows[0].pyodide is not None:
        print(f"Pyodide {rows[0].pyodide.version}.")
    print(f"Times in seconds; medians of {args.runs} runs.\n")
    print(table(rows))
    if rows and rows[0].pyodide is not None:
        print("\nPyodide in a fresh runtime, before the runs above:\n")
        print(pyodide_table(rows))
    if "bridge" in games:
        print("\n" + bridge_against_plain(args.runs, fresh_bytecode=False))
    if args.phases:
        print(
            "\nThe judge in CPython by phase (wall / CPU; steps: the viewer's, for every case):\n"
        )
        print(phase_table(rows))
    if args.page:
        print("\nThe page (benchmarks/bench_page.py):\n")
        print(page())


if __name__ == "__main__":
    main()
