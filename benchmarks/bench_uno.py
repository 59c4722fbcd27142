"""Time the uno judge on the largest input the statement allows, made of long games.

T = 100 rounds (the limit), each a shuffled 108-card deck chosen among many
seeded shuffles for the most turns, so every round runs long.

    python benchmarks/bench_uno.py [--runs 5] [--seed 2012] [--pool 5000] [--pyodide] [--keep FILE]

Times `python -m cardjudge uno FILE` (PYTHONPATH=pysrc) and, with --pyodide,
the same judge under Pyodide in Node (benchmarks/pyodide_run.mjs). It prints
the median, min and max; it asserts nothing about them.
"""

import argparse
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from common import summary, time_cli  # noqa: E402

from cardjudge.games import uno  # noqa: E402


def long_decks(rng: random.Random, pool: int, keep: int = uno.MAX_ROUNDS) -> list[uno.Deck]:
    """The `keep` decks with the most turns among `pool` shuffles."""
    decks = []
    for _ in range(pool):
        cards = list(uno.FULL_DECK)
        rng.shuffle(cards)
        deck = uno.Deck(tuple(cards))
        decks.append((len(uno.play(deck).turns), deck))
    decks.sort(key=lambda pair: -pair[0])
    return [deck for _, deck in decks[:keep]]


def input_text(decks: list[uno.Deck]) -> str:
    return f"{len(decks)}\n" + "".join(" ".join(map(str, d.cards)) + "\n" for d in decks)


def time_phases(text: str) -> dict[str, float]:
    """In-process seconds for parse, play, render and the viewer's steps (one run each)."""
    start = time.perf_counter()
    decks = uno.parse(text)
    parsed = time.perf_counter()
    results = [uno.play(deck) for deck in decks]
    played = time.perf_counter()
    uno.render(results)
    rendered = time.perf_counter()
    for result in results:
        uno.steps(result)
    stepped = time.perf_counter()
    return {
        "parse": parsed - start,
        "play": played - parsed,
        "render": rendered - played,
        "steps": stepped - rendered,
    }


def time_pyodide(path: Path, runs: int) -> None:
    script = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(
        ["node", str(script), "uno", str(path), str(runs)],
        capture_output=True,
        text=True,
        check=False,
    )
    print(done.stdout.strip() or f"Pyodide run failed: {done.stderr.strip()[:500]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2012)
    parser.add_argument("--pool", type=int, default=5000, help="shuffles to choose from")
    parser.add_argument("--pyodide", action="store_true", help="also time Pyodide in Node")
    parser.add_argument("--keep", type=Path, help="also write the input to this file")
    args = parser.parse_args()

    decks = long_decks(random.Random(args.seed), args.pool)
    text = input_text(decks)
    results = [uno.play(deck) for deck in decks]
    turns = [len(r.turns) - 1 for r in results]
    endings = Counter("draw" if r.winner is None else "win" for r in results)
    print(
        f"input: T={len(decks)} long games of {args.pool} shuffles, {len(text):,} bytes; "
        f"turns per game {min(turns)}-{max(turns)} (total {sum(turns):,}); "
        f"{endings['win']} wins, {endings['draw']} draw games"
    )
    phases = time_phases(text)
    print("in process: " + ", ".join(f"{k} {v:.3f} s" for k, v in phases.items()))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "uno-long.in"
        path.write_text(text)
        if args.keep:
            args.keep.write_text(text)
        times = time_cli("uno", path, args.runs)
        print(f"CPython CLI (python -m cardjudge uno FILE): {summary(times)}")
        if args.pyodide:
            time_pyodide(path, args.runs)


if __name__ == "__main__":
    main()
