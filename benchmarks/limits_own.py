"""The limits phase's own work, per game, in CPython: what `Stress` does for each of
its LIMITS_DEALS deals before a program runs it: deal it at the limits, judge it (the
figure the phase times), and count its edges (`cover_scale` on every deal where the
tree has it; before it, `cover` of every rule edge on the first deal only).

    python benchmarks/limits_own.py [--runs 3] [--seed 1] [GAME ...]

Each run is a fresh process (the games' caches start empty, as in a new stress run;
the phase's later deals find them warm, as they do in one) doing the phase's deals
("limits SEED 1" to "limits SEED 3") in order. Medians of `--runs`, wall-clock
seconds, summed over the deals; "first deal" is the first deal's dealing alone. Run it
from a checkout's root: it times that checkout's pysrc. The load is printed.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))

from cardjudge.games import GAMES  # noqa: E402
from cardjudge.stress import LIMITS_DEALS  # noqa: E402


def phase(name: str, seed: int) -> dict[str, float]:
    """The phase's own work on the game's deals at the limits, in seconds, by part."""
    game = GAMES[name]
    scale = getattr(game, "cover_scale", None)
    parts = dict.fromkeys(("first deal", "deal", "judge", "edges"), 0.0)
    for number in range(1, LIMITS_DEALS + 1):
        started = time.perf_counter()
        text = game.deal(f"limits {seed} {number}", at_limits=True)
        dealt = time.perf_counter()
        results = game.results(text)
        game.render(results)
        judged = time.perf_counter()
        if scale is not None:
            scale(results)
        elif number == 1:
            game.cover(results)
        counted = time.perf_counter()
        parts["first deal"] += dealt - started if number == 1 else 0.0
        parts["deal"] += dealt - started
        parts["judge"] += judged - dealt
        parts["edges"] += counted - judged
    return parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", default=[n for n, g in GAMES.items() if g.limits])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:  # one run, in this fresh process
        print(json.dumps(phase(args.games[0], args.seed)))
        return
    print(f"{ROOT}: load average at the start {os.getloadavg()}")
    print(f"| game | first deal | {LIMITS_DEALS} deals | judged | edges | the phase's own |")
    print("|---|---|---|---|---|---|")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    for name in args.games:
        runs = []
        for _ in range(args.runs):
            command = [sys.executable, __file__, "--one", "--seed", str(args.seed), name]
            done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
            runs.append(json.loads(done.stdout))
        median = {part: statistics.median(run[part] for run in runs) for part in runs[0]}
        own = statistics.median(run["deal"] + run["judge"] + run["edges"] for run in runs)
        cells = " | ".join(f"{median[part]:.2f} s" for part in runs[0])
        print(f"| {name} | {cells} | {own:.2f} s |", flush=True)
    print(f"load average at the end {os.getloadavg()}")


if __name__ == "__main__":
    main()
