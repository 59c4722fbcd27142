"""How small the stress test's shrunk deals are, against the smallest failing deal a long
search finds, and how long shrinking takes.

    python benchmarks/shrink.py [GAME ...] [--mutants 12] [--search 100000] [--seed 0]

For each game, the failing programs are:

- mutants of the game module (as `benchmarks/mutation.py` makes them), up to
  `--mutants` of those that some screening deal tells apart from the judge;
- crashes at an edge: the judge, raising an exception whenever a case reaches
  one of the game's rule edges (one program per edge, up to `--mutants`), as
  a contestant's program that breaks on one rule would;
- the planted bugs and crashes in tests/solutions/GAME_*.py, run as programs
  of their own (a process per run, as `cardjudge stress` runs them).

Each program is stress-tested (the `Stress` loop of `cardjudge stress`, 200
deals from `--seed`); its first failure is shrunk. The search deals
`--search` small random deals, measures each with the game's `measure` (its
plays, turns, tricks or hands: what a person reads), and runs the program on
them smallest first until one fails: the smallest failing deal it finds. The
ratio of the shrunk deal's measure to that one is the figure; the target is
at most 1.5. Shrinking time is wall time in this process (a mutant is a fast
program: its judge called directly), with the number of runs it took.
"""

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from mutation import game_sites, load, run, screen_inputs  # noqa: E402

from cardjudge.engine import Game  # noqa: E402
from cardjudge.games import GAMES  # noqa: E402
from cardjudge.runner import Runner  # noqa: E402
from cardjudge.stress import Stress, drive  # noqa: E402
from cardjudge.verdicts import Outcome, Verdict, judge_run  # noqa: E402

SOLUTIONS = ROOT / "tests" / "solutions"
DEALS = 200
TARGET = 1.5
SMALL_SIZES = (0.0, 0.05, 0.1, 0.2)  # the search's deals: the generator's smallest shapes


@dataclass(frozen=True)
class Program:
    name: str
    run: Callable[[str], Outcome]


@dataclass(frozen=True)
class Shrunk:
    program: str
    shrunk: int  # the shrunk deal's measure
    smallest: int | None  # the smallest failing deal the search found (None: none found)
    seconds: float
    runs: int

    @property
    def ratio(self) -> float | None:
        return None if not self.smallest else self.shrunk / self.smallest


class EdgeCrash:
    """The judge, crashing on any input with a case that reaches `edge`."""

    def __init__(self, game: Game, edge: str) -> None:
        self.game, self.edge = game, edge

    def __call__(self, text: str) -> Outcome:
        results = self.game.results(text)
        if any(self.edge in set(self.game.reached(r)) for r in results):
            return Outcome(stderr=f"RuntimeError: reached {self.edge}", status=1)
        return Outcome(stdout=self.game.render(results))


def mutant_programs(game: Game, most: int, screen: list[str]) -> list[Program]:
    answers = [game.judge(text) for text in screen]
    programs = []
    for number, site in enumerate(game_sites(game.name)):  # every module of the package
        try:
            mutant = load(game.name, site, number)
        except Exception:
            continue
        if any(run(mutant, t) != Outcome(stdout=a) for t, a in zip(screen, answers, strict=True)):
            programs.append(Program(f"mutant line {site.line}: {site.said}", bind(mutant)))
    return random.Random(game.name).sample(programs, min(most, len(programs)))


def bind(mutant: Game) -> Callable[[str], Outcome]:
    return lambda text: run(mutant, text)


def fixture_programs(game: Game) -> list[Program]:
    runner_env = {"PYTHONPATH": str(ROOT / "pysrc")}
    programs = []
    for path in sorted(SOLUTIONS.glob(f"{game.name}_*.py")):
        command = ["env", *(f"{k}={v}" for k, v in runner_env.items()), sys.executable, str(path)]
        programs.append(Program(f"program {path.name}", Runner(command, timeout=10).run))
    return programs


def smallest_failing(
    game: Game, program: Program, verdict: Verdict, searched: list[tuple[int, str]]
) -> int | None:
    """The measure of the first deal, smallest first, that the program fails on as it
    failed in the stress test (the same verdict)."""
    for measure, text in searched:
        if judge_run(game.judge(text), program.run(text)).verdict is verdict:
            return measure
    return None


def search_deals(game: Game, count: int) -> list[tuple[int, str]]:
    """`count` small random deals with their measures, smallest first (each measure once
    per text)."""
    found: dict[str, int] = {}
    for n in range(count):
        size = SMALL_SIZES[n % len(SMALL_SIZES)]
        text = game.deal(f"shrink search {n}", cheats=n % 2 == 1, size=size)
        if text not in found:
            found[text] = game.measure(game.results(text))
    return sorted(((m, t) for t, m in found.items()), key=lambda pair: pair[0])


def shrink_one(game: Game, program: Program, seed: int, searched: list) -> Shrunk | None:
    stress = Stress(game, seed, DEALS)
    started = None

    def timed(text: str) -> Outcome:
        nonlocal started
        if stress.failure is not None and started is None:
            started = time.perf_counter()
        return program.run(text)

    report = drive(stress, timed)
    if report.failure is None:
        return None
    seconds = time.perf_counter() - started if started else 0.0
    shrunk = game.measure(game.results(report.failure.input))
    smallest = smallest_failing(game, program, report.verdict, searched)
    return Shrunk(program.name, shrunk, smallest, seconds, report.tries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), metavar="GAME")
    parser.add_argument("--mutants", type=int, default=12, help="mutants (and edge crashes)")
    parser.add_argument("--search", type=int, default=100_000, help="small deals searched")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--verbose", action="store_true", help="a line for each program")
    args = parser.parse_args()
    print(f"Shrinking benchmark: {DEALS} stress deals from seed {args.seed}, ", end="")
    print(f"{args.search} small deals searched, target ratio <= {TARGET}", flush=True)
    for name in args.games:
        game = GAMES[name]
        started = time.perf_counter()
        searched = search_deals(game, args.search)
        programs = mutant_programs(game, args.mutants, screen_inputs(game, 300))
        edges = random.Random(name).sample(game.edge_names, min(args.mutants, len(game.edges)))
        programs += [Program(f"crash at {edge}", EdgeCrash(game, edge)) for edge in edges]
        programs += fixture_programs(game)
        shrunk = [s for p in programs if (s := shrink_one(game, p, args.seed, searched))]
        rated = [s for s in shrunk if s.ratio is not None]
        ratios = [s.ratio for s in rated]
        over = [s for s in rated if s.ratio > TARGET]
        fast = [s.seconds for s in shrunk if not s.program.startswith("program ")]
        print(
            f"{name:8} programs {len(programs):3}  failed {len(shrunk):3}  "
            f"ratio median {statistics.median(ratios) if ratios else 0:.2f} "
            f"max {max(ratios, default=0):.2f}  over {TARGET}: {len(over)}  "
            f"shrink s median {statistics.median(fast) if fast else 0:.2f} "
            f"max {max(fast, default=0):.2f}  runs max {max((s.runs for s in shrunk), default=0)}"
            f"  ({time.perf_counter() - started:.0f} s)",
            flush=True,
        )
        for s in shrunk if args.verbose else over:
            print(
                f"    {s.program}: shrunk {s.shrunk}, smallest found {s.smallest}, "
                f"{s.seconds:.2f} s, {s.runs} runs"
            )


if __name__ == "__main__":
    main()
