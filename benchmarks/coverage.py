"""How many of each game's rule edges the first stress deals reach, seed after seed.

    python benchmarks/coverage.py [GAME ...] [--deals 100] [--seeds 20] [--json FILE]

For each seed, the first `--deals` deals of a stress run (`Stress.deals`: the
deals of a run whose every run is accepted, the directed ones first) are
played and their cases counted per edge (`Game.cover`). Prints, per game, the
number of edges, the fewest, median and most reached over the seeds, and each
edge some seed missed with the seeds that missed it. The target (issue 23):
every edge of every game within 100 deals, whatever the seed, but the edges of
scale (the largest deck: `Edge.scale`), which only a deal at the statement's
limits reaches: the last column counts those a deal at the limits (seed 0)
reaches. Counts, not times: any machine gives the same figures.
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
    counts = dict.fromkeys(game.edge_names, 0)
    for text in Stress(game, seed, deals).deals():
        for edge, count in game.cover(game.results(text)).items():
            counts[edge] += count
    return counts


def at_limits_reached(game: Game) -> tuple[int, int]:
    """The game's edges of scale that its deal at the limits from seed 0 reaches, and all."""
    scale = [edge.name for edge in game.edges if edge.scale]
    if not scale:
        return 0, 0
    counts = game.cover(game.results(game.deal(0, at_limits=True)))
    return sum(counts[name] > 0 for name in scale), len(scale)


def measure(game: Game, seeds: range, deals: int) -> dict:
    reached, missed = [], {}
    aimed = {edge.name for edge in game.edges if not edge.scale}
    for seed in seeds:
        counts = {e: n for e, n in covered(game, seed, deals).items() if e in aimed}
        reached.append(sum(count > 0 for count in counts.values()))
        for edge, count in counts.items():
            if not count:
                missed.setdefault(edge, []).append(seed)
    return {
        "game": game.name,
        "edges": len(aimed),
        "least": min(reached),
        "median": statistics.median(reached),
        "most": max(reached),
        "missed": missed,  # edge: the seeds whose deals missed it
        "scale": at_limits_reached(game),  # edges of scale a deal at the limits reaches, of all
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
    print(
        "| game | edges | reached: least | median | most | missed (edge: seeds) "
        "| edges of scale reached at the limits |"
    )
    print("|---|---|---|---|---|---|---|")
    results = []
    for name in args.games:
        found = measure(GAMES[name], seeds, args.deals)
        results.append(found)
        missed = "; ".join(f"{edge}: {seeds}" for edge, seeds in found["missed"].items())
        print(
            f"| {name} | {found['edges']} | {found['least']} | {found['median']:g} "
            f"| {found['most']} | {missed or 'none'} | {'{} of {}'.format(*found['scale'])} |",
            flush=True,
        )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
