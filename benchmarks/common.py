"""Timing shared by the benchmarks: the CLI, the judge in CPython and under Pyodide in Node.

Every measurement is taken in a fresh process (or, under Pyodide, with the
package imported afresh), so caches inside a game module start empty each time,
as they do for a user. Wall time is what a user waits; CPU time (user + system)
is what the work costs, and is the steadier number on a busy machine.
"""

import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import timeit
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_RUNNER = ROOT / "benchmarks" / "pyodide_run.mjs"
# Compiled bytecode is kept, as an installed package has it, but outside the tree.
ENV = {
    **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
    "PYTHONPATH": str(ROOT / "pysrc"),
    "PYTHONPYCACHEPREFIX": str(Path(tempfile.gettempdir()) / "cardjudge-benchmarks-pycache"),
}


@dataclass(frozen=True)
class Spread:
    """Several measurements of one thing, in seconds."""

    times: tuple[float, ...]

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    @property
    def low(self) -> float:
        return min(self.times)

    @property
    def high(self) -> float:
        return max(self.times)

    def __str__(self) -> str:
        return f"{self.median:.3f} s ({self.low:.3f}-{self.high:.3f})"


@dataclass(frozen=True)
class Timing:
    """Wall-clock and CPU seconds of the same runs."""

    wall: Spread
    cpu: Spread

    @classmethod
    def of(cls, pairs: list[tuple[float, float]]) -> "Timing":
        return cls(Spread(tuple(w for w, _ in pairs)), Spread(tuple(c for _, c in pairs)))


def time_cli(game: str, path: Path, runs: int) -> Timing:
    """`python -m cardjudge GAME PATH`, output discarded, `runs` times after one untimed
    run (which compiles the bytecode and reads the input into the file cache)."""
    command = [sys.executable, "-m", "cardjudge", game, str(path)]
    pairs = []
    for _ in range(runs + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(
            command, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False
        )
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            raise SystemExit(f"{game} failed: {done.stderr.decode()[:500]}")
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        pairs.append((wall, cpu))
    return Timing.of(pairs[1:])


# Run in a fresh interpreter: the judge's phases, without start-up and imports.
JUDGE_ONCE = """
import json, sys, time
from cardjudge.games import GAMES
game = GAMES[sys.argv[1]]
with open(sys.argv[2], encoding="utf-8", errors="replace", newline="") as f:
    text = f.read()
times = {}
def timed(phase, work):
    wall, cpu = time.perf_counter(), time.process_time()
    value = work()
    times[phase] = (time.perf_counter() - wall, time.process_time() - cpu)
    return value
cases = timed("parse", lambda: game.parse(text))
results = timed("play", lambda: [game.play(case) for case in cases])
timed("render", lambda: game.render(results))
if "--steps" in sys.argv:
    timed("steps", lambda: [game.steps(result) for result in results])
print(json.dumps(times))
"""
JUDGE_PHASES = ("parse", "play", "render")


def time_judge(game: str, path: Path, runs: int, steps: bool = False) -> dict[str, Timing]:
    """Parse, play and render in CPython (and the viewer's steps when asked), each
    run in a fresh interpreter; "judge" is the three together, as `GAME.judge`."""
    command = [sys.executable, "-c", JUDGE_ONCE, game, str(path), *(["--steps"] if steps else [])]
    outs = [
        json.loads(
            subprocess.run(command, env=ENV, capture_output=True, text=True, check=True).stdout
        )
        for _ in range(runs)
    ]
    for out in outs:
        out["judge"] = [sum(out[phase][i] for phase in JUDGE_PHASES) for i in (0, 1)]
    return {phase: Timing.of([tuple(out[phase]) for out in outs]) for phase in outs[0]}


@dataclass(frozen=True)
class PyodideTiming:
    version: str
    load: float  # seconds to load Pyodide
    first: Timing  # the first judge in a fresh runtime (the engine still warming up)
    judge: Timing  # the following runs, each with the package imported afresh
    exact: bool  # the answer is byte for byte CPython's


def time_pyodide(game: str, path: Path, expected: Path, runs: int) -> PyodideTiming:
    """The same judge under Pyodide in Node (benchmarks/pyodide_run.mjs --cold)."""
    command = ["node", str(PYODIDE_RUNNER), "--json", "--cold", game]
    command += [str(path), str(runs), str(expected)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"Pyodide run of {game} failed: {done.stderr.strip()[-500:]}")
    out = json.loads(done.stdout.splitlines()[-1])
    return PyodideTiming(
        version=out["pyodide"],
        load=out["load"],
        first=Timing.of([tuple(out["first"])]),
        judge=Timing.of([tuple(pair) for pair in out["runs"]]),
        exact=out["exact"],
    )


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def load_average() -> str:
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def yardstick() -> float:
    """Microseconds for `sum(range(1000))` here: to compare this machine with another."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def machine() -> str:
    """The machine and the runtimes, in one paragraph."""
    node = subprocess.run(["node", "--version"], capture_output=True, text=True, check=False)
    return (
        f"{cpu_model()}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}; "
        f"CPython {platform.python_version()}, Node {node.stdout.strip() or 'not found'}"
    )
