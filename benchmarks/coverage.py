"""How many of each game's rule edges the first stress deals reach, seed after seed.

    python benchmarks/coverage.py [GAME ...] [--deals 100] [--seeds 20] [--json FILE]

For each seed, the first `--deals` deals of a stress run (`Stress.deals`: the
deals of a run whose every run is accepted, the directed ones first) are
played and their cases counted per edge (`Game.cover`). Prints, per game, the
number of edges, the fewest, median and most reached over the seeds, and each
edge some seed missed with the seeds that missed it. The target (issue 23):
every edge of every game within 100 deals, whatever the seed. Counts, not
times: any machine gives the same figures.
"""

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))

from cardjudge.engine import Game  # noqa: E402
from cardjudge.games import GAMES  # noqa: E402
from cardjudge.stress import Stress  # noqa: E402


def covered(game: Game, seed: int, deals: int) -> dict[str, int]:
    """Cases per edge over the first `deals` deals of the stress run from `seed`."""
    texts = Stress(game, seed, deals).deals()
    return game.cover(result for text in texts for result in game.results(text))


def measure(game: Game, seeds: range, deals: int) -> dict:
    reached, missed = [], {}
    for seed in seeds:
        counts = covered(game, seed, deals)
        reached.append(sum(count > 0 for count in counts.values()))
        for edge, count in counts.items():
            if not count:
                missed.setdefault(edge, []).append(seed)
    return {
        "game": game.name,
        "edges": len(game.edges),
        "least": min(reached),
        "median": statistics.median(reached),
        "most": max(reached),
        "missed": missed,  # edge: the seeds whose deals missed it
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), metavar="GAME")
    parser.add_argument("--deals", type=int, default=100, help="deals of each stress run")
    parser.add_argument("--seeds", type=int, default=20, help="stress runs, seeds 0 to N-1")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    seeds = range(args.seeds)
    print(f"Rule edges reached by the first {args.deals} stress deals, seeds 0 to {seeds[-1]}\n")
    print("| game | edges | reached: least | median | most | missed (edge: seeds) |")
    print("|---|---|---|---|---|---|")
    results = []
    for name in args.games:
        found = measure(GAMES[name], seeds, args.deals)
        results.append(found)
        missed = "; ".join(f"{edge}: {seeds}" for edge, seeds in found["missed"].items())
        print(
            f"| {name} | {found['edges']} | {found['least']} | {found['median']:g} "
            f"| {found['most']} | {missed or 'none'} |",
            flush=True,
        )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
