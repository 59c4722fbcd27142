"""Each game's deal at the statement's limits: its size, and the judge's time on it.

    python benchmarks/limits.py [GAME ...] [--seed 0] [--runs 3] [--no-pyodide]

For each game, deals `GAME.deal(seed, at_limits=True)` (what `cardjudge generate GAME
--limits --seed N` prints), writes it to a file and prints: its bytes, its cases, what
the game measures of it (cards drawn and played, turns, tricks, hands), the statement's
time limit, and the judge's time on it: in CPython (parse, play and render in a fresh
interpreter, `common.time_judge`) and in Pyodide under Node (`pyodide_run.mjs --cold`,
the first run in a fresh runtime and the median of the rest), whose answer must be
CPython's byte for byte. Medians, with the range, wall-clock. Prints; asserts nothing.
"""

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))

from common import load_average, machine, time_judge, time_pyodide, yardstick

from cardjudge.games import GAMES


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), metavar="GAME")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each judge")
    parser.add_argument("--no-pyodide", action="store_true", help="CPython only")
    args = parser.parse_args()
    print(machine())
    print(f"load average before: {load_average()}; sum(range(1000)): {yardstick():.2f} µs\n")
    print(
        f"| game | deal at the limits (seed {args.seed}) | bytes | limit | CPython judge "
        "| Pyodide first | Pyodide judge | exact |"
    )
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for name in args.games:
            game = GAMES[name]
            text = game.deal(args.seed, at_limits=True)
            results = game.results(text)
            answer = game.render(results)
            path, expected = Path(folder) / f"{name}.in", Path(folder) / f"{name}.out"
            path.write_text(text, encoding="utf-8")
            expected.write_text(answer, encoding="utf-8")
            many = game.measured_in[1].replace("{count}", f"{game.measure(results):,}")
            cases = f"{len(results):,} case" + ("s" if len(results) != 1 else "")
            size = f"{cases}, {many}"
            limit = f"{game.limits.seconds:g} s" + ("" if game.limits.time_stated else " (assumed)")
            cpython = time_judge(name, path, args.runs)["judge"].wall
            row = [name, size, f"{len(text.encode()):,}", limit, str(cpython)]
            if args.no_pyodide:
                row += ["-", "-", "-"]
            else:
                pyodide = time_pyodide(name, path, expected, args.runs)
                row += [f"{pyodide.first.wall.median:.3f} s", str(pyodide.judge.wall)]
                row.append("yes" if pyodide.exact else "NO")
            print("| " + " | ".join(row) + " |", flush=True)
    print(f"\nload average after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
