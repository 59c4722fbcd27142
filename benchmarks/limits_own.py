"""The limits phase's own work, per game, in this process (CPython): the deal at the
limits, judging it (the figure the phase times), and counting its edges: every rule
edge (`cover`, what the phase's first deal once did) and the edges of scale alone
(`cover_scale`, what every deal of the phase does now, where the tree has it).

    python benchmarks/limits_own.py [--runs 3] [--seed 1] [GAME ...]

Medians of `--runs`, wall-clock, each deal the phase's first ("limits SEED 1"). Run it
from a checkout's root: it times that checkout's pysrc. The machine's load is printed.
"""

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))

from cardjudge.games import GAMES  # noqa: E402


def timed(work: Callable[[], Any], runs: int) -> tuple[float, Any]:
    """The median wall-clock seconds of `runs` calls, and the last call's value."""
    seconds, value = [], None
    for _ in range(runs):
        started = time.perf_counter()
        value = work()
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds), value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", default=[n for n, g in GAMES.items() if g.limits])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{ROOT}: load average at the start {os.getloadavg()}")
    print("| game | deal | judge | cover (every edge) | cover_scale | phase's own, a deal |")
    print("|---|---|---|---|---|---|")
    for name in args.games:
        game = GAMES[name]
        seed = f"limits {args.seed} 1"
        dealt, text = timed(lambda: game.deal(seed, at_limits=True), args.runs)  # noqa: B023
        results = game.results(text)
        judged, _ = timed(lambda: game.render(game.results(text)), args.runs)  # noqa: B023
        every, _ = timed(lambda: game.cover(results), args.runs)  # noqa: B023
        scale = getattr(game, "cover_scale", None)
        if scale is not None:
            alone, _ = timed(lambda: scale(results), args.runs)  # noqa: B023
            said, own = f"{alone:.3f} s", dealt + judged + alone
        else:
            said, own = "-", dealt + judged + every  # the first deal counted every edge
        print(
            f"| {name} | {dealt:.2f} s | {judged:.2f} s | {every:.2f} s | {said} | {own:.2f} s |",
            flush=True,
        )
    print(f"load average at the end {os.getloadavg()}")


if __name__ == "__main__":
    main()
