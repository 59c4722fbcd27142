"""Does the diagnosis name the mistake? The mutants of benchmarks/mutation.py, each run as
the user's program of a 200-deal stress run, and the edge ranked first checked.

    python benchmarks/diagnose.py [GAME ...] [--screen 300] [--jobs N] [--timing]

For each kept mutant (one comparison of a game's package changed, told apart from the
judge on the screening deals), a stress run of 200 deals from seed 0 (the mutant's judge
called in this process, as mutation.py does) gives the diagnosis; its top-ranked edge is
"its mistake" when the mutant fails at least 3 of 5 deals aimed at that edge (seeds 0-4,
dealt as `cardjudge generate GAME --target EDGE --seed N --size 0` deals them). Prints,
per game, the share of those mutants whose top edge is their mistake (target: at least
90%), among the kept mutants that fail some deal of the stress run (one that fails none
has no diagnosis: a screening deal the 200 deals do not repeat told it apart).

With --timing, also the time the diagnosis adds to a 200-deal command-line run of a
program that takes 50 ms a deal (our judge with a sleep and one mistake): the whole run's
wall time, against the diagnosis's own time on the same deals (ranking, the failures'
edges and the readings judged again). Target: at most 10%. Asserts nothing.
"""

import argparse
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import mutation

ROOT = mutation.ROOT
from cardjudge.diagnosis import diagnose, suspects_of  # noqa: E402
from cardjudge.games import GAMES  # noqa: E402
from cardjudge.stress import Report, Stress  # noqa: E402
from cardjudge.verdicts import Outcome  # noqa: E402

AIMED = 5
NEEDED = 3
DEALS = 200


def check_mutant(task: tuple[str, int, mutation.Site, list[str], list[str]]) -> dict | None:
    """None for a mutant the screening deals do not tell apart; else its top edge and how
    many of the deals aimed at it the mutant fails."""
    name, number, site, inputs, answers = task
    game = GAMES[name]
    try:
        mutant = mutation.load(name, site, number)
    except Exception:
        return None
    if all(
        mutation.run(mutant, text) == Outcome(stdout=answer)
        for text, answer in zip(inputs, answers, strict=True)
    ):
        return None
    stress = Stress(game, 0, DEALS)
    told = stress.probe
    while told is not None and not isinstance(told, Report):
        told = stress.tell(mutation.run(mutant, told.input))
    report = stress.report()
    if report.diagnosis is None or not report.diagnosis.edges:
        return {"mutant": site.said, "module": site.module, "top": None, "failed": 0}
    top = report.diagnosis.edges[0].edge.name
    failed = 0
    for seed in range(AIMED):
        text = game.deal(seed, target=top, size=0.0)
        failed += mutation.run(mutant, text) != Outcome(stdout=game.judge(text))
    return {"mutant": site.said, "module": site.module, "top": top, "failed": failed}


def score_game(name: str, screen: int, pool: multiprocessing.pool.Pool) -> dict:
    game = GAMES[name]
    inputs = mutation.screen_inputs(game, screen)
    answers = [game.judge(text) for text in inputs]
    sites = mutation.game_sites(name)
    tasks = [(name, n, site, inputs, answers) for n, site in enumerate(sites)]
    started = time.perf_counter()
    checked = [fate for fate in pool.imap(check_mutant, tasks) if fate is not None]
    caught = [fate for fate in checked if fate["top"] is not None]  # failed some deal
    named = [fate for fate in caught if fate["failed"] >= NEEDED]
    return {
        "game": name,
        "kept": len(checked),
        "caught": len(caught),
        "named": len(named),
        "missed": [fate for fate in checked if fate["failed"] < NEEDED],
        "seconds": round(time.perf_counter() - started, 1),
    }


SLOW_PROGRAM = """import sys, time
sys.path.insert(0, {pysrc!r})
from cardjudge.games import GAMES
time.sleep(0.05)
text = sys.stdin.read()
sys.stdout.write(GAMES["bridge"].judge(text).replace("2 Clubs", "2 No Trump"))
"""


def timing() -> None:
    """The diagnosis's share of a 200-deal CLI run of a 50 ms program."""
    with tempfile.TemporaryDirectory() as folder:
        program = Path(folder) / "slow.py"
        program.write_text(SLOW_PROGRAM.format(pysrc=str(ROOT / "pysrc")))
        command = [sys.executable, "-m", "cardjudge", "stress", "bridge", "--runs", str(DEALS)]
        command += ["--seed", "1", "--jobs", "1", "--out", str(Path(folder) / "f.in")]
        command += ["--", sys.executable, str(program)]
        env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
        started = time.perf_counter()
        subprocess.run(command, capture_output=True, env=env, check=False)
        whole = time.perf_counter() - started
    game = GAMES["bridge"]
    stress = Stress(game, 1, DEALS)
    told = stress.probe
    while told is not None and not isinstance(told, Report):
        answer = game.judge(told.input).replace("2 Clubs", "2 No Trump")
        told = stress.tell(Outcome(stdout=answer))
    started = time.perf_counter()
    diagnose(game, stress.told)
    ranking = time.perf_counter() - started
    # The failing deals' own edges (the case behind the difference) are read as they come.
    started = time.perf_counter()
    for deal in stress.told:
        if not deal.passed:
            suspects_of(game, deal.input, 1)
    suspects = time.perf_counter() - started
    added = ranking + suspects
    print(f"200-deal CLI run of a 50 ms program (bridge, seed 1): {whole:.2f} s wall")
    print(
        f"diagnosis: ranking and readings {ranking * 1000:.1f} ms, failures' edges "
        f"{suspects * 1000:.1f} ms: {100 * added / whole:.2f}% of the run (target <= 10%)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES), metavar="GAME")
    parser.add_argument("--screen", type=int, default=300, help="random deals to screen on")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timing", action="store_true")
    parser.add_argument("--missed", action="store_true", help="list the mutants not named")
    args = parser.parse_args()
    print(
        f"Diagnosis benchmark: {DEALS} deals from seed 0 per mutant, top edge checked on "
        f"{AIMED} aimed deals (named: fails >= {NEEDED}), {args.jobs} jobs",
        flush=True,
    )
    with multiprocessing.Pool(args.jobs) as pool:
        for name in args.games:
            s = score_game(name, args.screen, pool)
            share = 100 * s["named"] / s["caught"] if s["caught"] else 0.0
            print(
                f"{name:8} kept {s['kept']:3}, failing the stress run {s['caught']:3}, "
                f"top edge is the mistake: {s['named']:3} ({share:.1f}%)  {s['seconds']} s",
                flush=True,
            )
            if args.missed:
                for fate in s["missed"]:
                    print(
                        f"    {fate['module']}: {fate['mutant']}  top {fate['top']}, "
                        f"fails {fate['failed']} of {AIMED}"
                    )
    if args.timing:
        timing()


if __name__ == "__main__":
    main()
