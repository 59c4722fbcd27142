"""Time the hearts judge on 10,000 generated games through the CLI.

Each game is dealt and played by `hearts.generate` (players follow suit; with
--cheat-chance some plays break a rule, so the cheat paths run too). Every
game is the statement's fixed size (13 tricks of 4 cards); the load is the count.

    python benchmarks/bench_hearts.py [--games 10000] [--runs 5] [--seed 220]
        [--cheat-chance 0.02] [--literal] [--pyodide] [--keep FILE]

Times `python -m cardjudge hearts FILE` (PYTHONPATH=pysrc) and, with --pyodide,
the same judge under Pyodide in Node (benchmarks/pyodide_hearts.mjs). It prints
the median, min and max; it asserts nothing about them.
"""

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))

from cardjudge.games import GAMES, hearts  # noqa: E402

# Until the registry lists hearts, the same `cli.main` is run with hearts added to it.
UNREGISTERED = (
    "import sys; from cardjudge import cli; from cardjudge.games import GAMES, hearts; "
    "GAMES.setdefault('hearts', hearts.GAME); sys.exit(cli.main(sys.argv[1:]))"
)


def cli_command(path: Path) -> list[str]:
    if "hearts" in GAMES:
        return [sys.executable, "-m", "cardjudge", "hearts", str(path)]
    return [sys.executable, "-c", UNREGISTERED, "hearts", str(path)]


def time_cli(path: Path, runs: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    command = cli_command(path)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return times


def time_phases(text: str) -> dict[str, float]:
    """In-process seconds for parse, play, render and the viewer's steps (one run each)."""
    start = time.perf_counter()
    deals = hearts.parse(text)
    parsed = time.perf_counter()
    results = [hearts.play(deal) for deal in deals]
    played = time.perf_counter()
    hearts.render(results)
    rendered = time.perf_counter()
    for result in results:
        hearts.steps(result)
    stepped = time.perf_counter()
    return {
        "parse": parsed - start,
        "play": played - parsed,
        "render": rendered - played,
        "steps": stepped - rendered,
    }


def spread(times: list[float]) -> str:
    return (
        f"median {statistics.median(times):.3f} s, min {min(times):.3f} s, "
        f"max {max(times):.3f} s ({len(times)} runs)"
    )


def time_pyodide(path: Path, runs: int) -> None:
    script = ROOT / "benchmarks" / "pyodide_hearts.mjs"
    done = subprocess.run(
        ["node", str(script), str(path), str(runs)], capture_output=True, text=True, check=False
    )
    print(done.stdout.strip() or f"Pyodide run failed: {done.stderr.strip()[:500]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=220)
    parser.add_argument("--cheat-chance", type=float, default=0.02)
    parser.add_argument("--literal", action="store_true", help="TopCoder array literals")
    parser.add_argument("--pyodide", action="store_true", help="also time Pyodide in Node")
    parser.add_argument("--keep", type=Path, help="also write the input to this file")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    text = hearts.generate(rng, args.games, args.cheat_chance, args.literal)
    results = [hearts.play(deal) for deal in hearts.parse(text)]
    cheated = sum(1 for r in results if r.cheaters)
    moons = sum(1 for r in results if r.moon)
    form = "array literals" if args.literal else "lines"
    print(
        f"input: {len(results):,} games as {form}, {len(text):,} bytes; "
        f"{cheated:,} with a cheater, {moons:,} moons"
    )
    phases = time_phases(text)
    print("in process: " + ", ".join(f"{k} {v:.3f} s" for k, v in phases.items()))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "hearts.in"
        path.write_text(text)
        if args.keep:
            args.keep.write_text(text)
        how = "python -m cardjudge hearts FILE" if "hearts" in GAMES else "cli.main, hearts added"
        print(f"CPython CLI ({how}): {spread(time_cli(path, args.runs))}")
        if args.pyodide:
            time_pyodide(path, args.runs)


if __name__ == "__main__":
    main()
