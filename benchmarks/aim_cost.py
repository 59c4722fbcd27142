"""What an aimed deal costs: `Game.deal(seed, target=edge, size=0)`, as the stress test
deals it, for every edge of every game (scale edges aside: no aimed deal reaches them).

    python benchmarks/aim_cost.py [--game uno] [--seeds 10] [--slowest 8]

Prints, per game, the mean and the largest time of one aimed deal over all its edges and
seeds (target for UNO: a mean of at most 2 ms), then its slowest edges by mean, each with
its largest time. CPU time of this process; asserts nothing.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from common import load_average, machine  # noqa: E402

from cardjudge.games import GAMES  # noqa: E402


def edge_costs(game_name: str, seeds: int) -> dict[str, list[float]]:
    """Seconds of each aimed deal, per edge, seeds 0 to `seeds` - 1."""
    game = GAMES[game_name]
    costs: dict[str, list[float]] = {}
    for edge in game.edges:
        if edge.scale:
            continue
        for seed in range(seeds):
            start = time.process_time()
            game.deal(f"aim-{seed}", target=edge.name, size=0.0)
            costs.setdefault(edge.name, []).append(time.process_time() - start)
    return costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--slowest", type=int, default=8)
    args = parser.parse_args()
    print(machine())
    print(f"load average before: {load_average()}")
    for name in args.game or sorted(GAMES):
        if GAMES[name].aim is None:
            continue
        costs = edge_costs(name, args.seeds)
        every = [cost for times in costs.values() for cost in times]
        print(
            f"{name}: {len(costs)} edges x {args.seeds} seeds, "
            f"mean {statistics.mean(every) * 1000:.2f} ms, max {max(every) * 1000:.1f} ms"
        )
        slowest = sorted(costs.items(), key=lambda item: -statistics.mean(item[1]))
        for edge, times in slowest[: args.slowest]:
            print(
                f"  {edge:34} mean {statistics.mean(times) * 1000:7.2f} ms, "
                f"max {max(times) * 1000:7.1f} ms"
            )
    print(f"load average after: {load_average()}")


if __name__ == "__main__":
    main()
