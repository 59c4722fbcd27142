"""How many deals a second the stress test gets through with a trivial correct solution.

    python benchmarks/bench_stress.py [--games uno,cirno] [--deals 200] [--runs 3]
        [--jobs 1] [--no-cli] [--no-page] [--no-build]

The solution is our own judge, as a user would write it in a few lines
(`from cardjudge.games import GAMES`, then print the judge's answer): it is
always right, so every deal is dealt, judged, run and compared, and nothing
is shrunk.

- Command line: `python -m cardjudge stress GAME --runs ... --jobs N -- python
  -m cardjudge GAME`, wall time, a fresh process per deal as for any program
  (`--jobs`, 1 by default, to compare like with like; `stress_overhead.py`
  measures what more jobs gain).
  Beside it, the same program run on the same number of inputs by a plain
  loop of subprocess calls: what the program costs without the stress test.
  PYTHONDONTWRITEBYTECODE is unset and bytecode goes to a temporary folder
  (PYTHONPYCACHEPREFIX), so neither process compiles the package each time.
- Page: headless Chromium on the built site; the same program pasted into
  "Test your solution", from a click on Stress test to the verdict on screen.

Prints a table of medians (and min-max); asserts nothing.
"""

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from common import ENV, load_average, machine  # noqa: E402

from cardjudge.games import GAMES  # noqa: E402
from cardjudge.stress import Stress  # noqa: E402

SOLUTION = """import sys
from cardjudge.games import GAMES

sys.stdout.write(GAMES[{game!r}].judge(sys.stdin.read()))
"""
SEED = 2026
TIMEOUT_MS = 600_000
VERDICT = "[data-testid=stress-result][data-verdict]"


def median_range(times: list[float]) -> str:
    return f"{statistics.median(times):.2f} s ({min(times):.2f}-{max(times):.2f})"


def rate(deals: int, times: list[float]) -> str:
    return f"{deals / statistics.median(times):.1f}"


def time_cli(game: str, deals: int, jobs: int) -> float:
    correct = [sys.executable, "-m", "cardjudge", game]
    command = [sys.executable, "-m", "cardjudge", "stress", game, "--runs", str(deals)]
    command += ["--jobs", str(jobs)]
    command += ["--seed", str(SEED), "--out", "/dev/null", "--", *correct]
    started = time.perf_counter()
    done = subprocess.run(command, env=ENV, capture_output=True, text=True)
    took = time.perf_counter() - started
    assert done.returncode == 0, done.stdout + done.stderr
    return took


def time_plain_loop(game: str, deals: int) -> float:
    """The same program on the same deals, run by a bare loop (no judging, no comparing)."""
    inputs = list(Stress(GAMES[game], SEED, deals).deals())
    correct = [sys.executable, "-m", "cardjudge", game]
    started = time.perf_counter()
    for text in inputs:
        subprocess.run(correct, input=text, env=ENV, capture_output=True, text=True, check=True)
    return time.perf_counter() - started


def time_page(games: list[str], deals: int, runs: int, build_first: bool) -> dict[str, list[float]]:
    from pagehelp import site_page

    import build

    times: dict[str, list[float]] = {game: [] for game in games}
    with site_page(build.build() if build_first else build.DIST, TIMEOUT_MS) as page:
        for game in games:
            page.select_option("[data-testid=game]", game)
            page.fill("[data-testid=solution]", SOLUTION.format(game=game))
            page.fill("[data-testid=stress-runs]", str(deals))
            page.set_checked("[data-testid=stress-limits]", False)  # a cost of its own
            for _ in range(runs + 1):  # the first run warms the program's worker up
                times[game].append(stress_once(page))
            times[game].pop(0)
    return times


def stress_once(page) -> float:
    page.evaluate("() => document.getElementById('stress-result').removeAttribute('data-verdict')")
    started = time.perf_counter()
    page.click("[data-testid=stress]")
    page.wait_for_selector(VERDICT, timeout=TIMEOUT_MS)
    took = time.perf_counter() - started
    accepted(page)
    return took


def accepted(page) -> None:
    """The solution panel's verdict on screen must be "accepted"."""
    verdict = page.get_attribute("[data-testid=stress-result]", "data-verdict")
    assert verdict == "accepted", page.text_content("[data-testid=stress-result]")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--deals", type=int, default=200, help="deals per stress run")
    parser.add_argument("--runs", type=int, default=3, help="stress runs per game")
    parser.add_argument("--jobs", type=int, default=1, help="cardjudge stress --jobs")
    parser.add_argument("--no-cli", action="store_true")
    parser.add_argument("--no-page", action="store_true")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    games = args.games.split(",")
    print(machine())
    print(f"load before: {load_average()}")
    print(f"{args.deals} deals a run, seed {SEED}, {args.runs} runs, {args.jobs} job(s), medians\n")
    if not args.no_cli:
        print("| game | cardjudge stress | deals/s | the program alone, plain loop | deals/s |")
        print("|---|---|---|---|---|")
        for game in games:
            stressed = [time_cli(game, args.deals, args.jobs) for _ in range(args.runs)]
            plain = [time_plain_loop(game, args.deals) for _ in range(args.runs)]
            print(
                f"| {game} | {median_range(stressed)} | {rate(args.deals, stressed)} "
                f"| {median_range(plain)} | {rate(args.deals, plain)} |",
                flush=True,
            )
        print()
    if not args.no_page:
        page = time_page(games, args.deals, args.runs, not args.no_build)
        print("| game | page: Stress test to verdict | deals/s |")
        print("|---|---|---|")
        for game in games:
            print(f"| {game} | {median_range(page[game])} | {rate(args.deals, page[game])} |")
    print(f"\nload after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
