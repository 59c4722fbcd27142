"""Time the tractor judge: random full rounds, and adversarial throws, through the CLI.

The random input is `tractor.generate` (legal-looking play: leads of one group,
follows that keep to the lead's suit and structure where the hand allows), 200
rounds by default. The adversarial input repeats two rounds built to make the
honor-card search work hardest within the two decks (36 trumps in all):

- a 20-card spade throw (four tractors of 2 and four singles) followed by 20
  trumps whose pair runs hold only three tractors of 2, so every place for the
  honor tractor is tried and fails;
- an 18-card trump throw (four tractors of 2 and two singles) followed by the
  other 18 trumps, whose pairs share the off-suit rank level three times, and by
  two 18-card one-suit follows with runs of pairs that also fall one short.

    python benchmarks/bench_tractor.py [--rounds 200] [--runs 5] [--seed 2009]
        [--pyodide] [--keep FILE]

Times `python -m cardjudge tractor FILE` (PYTHONPATH=pysrc) and, with --pyodide,
the same judge under Pyodide in Node (benchmarks/pyodide_run.mjs). It prints the
median, min and max; it asserts nothing about them.
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

from cardjudge.games import tractor  # noqa: E402

SPADE_THROW = """H Alice 2 2
S3S3S4S4S6S6S7S7S9S9STSTSQSQSKSKS5SJSAS8 H3H3H4H4H5H5H7H7H8H8H9H9HJHJHQHQHKHKC2C2 \
D3D4D5D6D7D8D9DTDJDQDKDAC3C4C5C6C7C8C9CT S2S2D2D2H2H2BJBJRJRJH6H6HTHTHAHADJCJCQCK
C3C4C5C6C7 C8C9CTCJCQ CKCACAS5SJ SAS8D3D4D5
"""

TRUMP_THROW = """H Alice 2 2
H3H3H4H4H6H6H7H7H9H9HTHTHQHQHKHKH5H8 H5H8HJHJHAHAS2S2C2C2D2D2H2H2BJBJRJRJ \
S3S3S4S4S5S5S6S6S7S7S8S8S9STSJSQSKSA D3D3D4D4D5D5D6D6D7D7D8D8D9DTDJDQDKDA
C3C3C4C4C5C5C6 C7C7C8C8C9C9CT S9STSJSQSKSAD9 DTDJDQDKDACJCQ
"""


def adversarial(rounds: int) -> str:
    cases = [(SPADE_THROW, TRUMP_THROW)[n % 2] for n in range(rounds)]
    return f"{rounds}\n\n" + "\n".join(cases)


def time_cli(path: Path, runs: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    command = [sys.executable, "-m", "cardjudge", "tractor", str(path)]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return times


def time_phases(text: str) -> dict[str, float]:
    """In-process seconds for parse, play, render and the viewer's steps (one run each)."""
    start = time.perf_counter()
    cases = tractor.parse(text)
    parsed = time.perf_counter()
    results = [tractor.play(case) for case in cases]
    played = time.perf_counter()
    tractor.render(results)
    rendered = time.perf_counter()
    for result in results:
        tractor.steps(result)
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
    script = ROOT / "benchmarks" / "pyodide_run.mjs"
    done = subprocess.run(
        ["node", str(script), "tractor", str(path), str(runs)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    print(done.stdout.strip() or f"Pyodide run failed: {done.stderr.strip()[:500]}")


def bench(name: str, text: str, args: argparse.Namespace) -> None:
    results = [tractor.play(case) for case in tractor.parse(text)]
    tricks = sum(len(r.tricks) for r in results)
    throws = sum(t.throw for r in results for t in r.tricks)
    print(f"{name}: {len(results)} rounds, {tricks} tricks ({throws} throws), {len(text):,} bytes")
    phases = time_phases(text)
    print("  in process: " + ", ".join(f"{k} {v:.3f} s" for k, v in phases.items()))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"tractor-{name}.in"
        path.write_text(text)
        if args.keep:
            args.keep.with_name(f"{args.keep.stem}-{name}{args.keep.suffix}").write_text(text)
        print(
            f"  CPython CLI (python -m cardjudge tractor FILE): {spread(time_cli(path, args.runs))}"
        )
        if args.pyodide:
            time_pyodide(path, args.runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2009)
    parser.add_argument("--pyodide", action="store_true", help="also time Pyodide in Node")
    parser.add_argument("--keep", type=Path, help="also write the inputs (FILE-random, ...)")
    args = parser.parse_args()
    bench("random", tractor.generate(random.Random(args.seed), cases=args.rounds), args)
    bench("adversarial", adversarial(args.rounds), args)


if __name__ == "__main__":
    main()
