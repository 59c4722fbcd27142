"""The stress test's limits phase in the page (headless Chromium): what it adds to a run,
and the judge's time in the page on each game's deal at the limits.

    python benchmarks/limits_page.py [--deals 200] [--games cirno,uno] [--no-build]
        [--dist DIST] [--no-cost] [--no-judge]

- Cost: a stress test of `--deals` deals in the page, with "Then test at the
  statement's limits" unchecked and then checked: for Cirno, our Python Cirno solution
  (tests/solutions/cirno_plain.py) and our C++ one (tests/solutions/cpp/cirno.cpp,
  compiled once before, by a run of it); for each other game of `--games`, our judge as
  a Python program. The wall time from the click on Stress test to the report on
  screen, the difference (the phase's cost) and how many of the phase's deals the
  page's second judge worker dealt beside the run (`limits_handed`). The page deals
  from a random seed each time, so the deals differ between the two runs (not their
  sizes). `--dist` serves another build (another checkout's, for a before and after).
- Judge: for each game, a stress test of one deal, then the limits phase, of our judge as
  a Python program: the page's report of the phase's largest deal (its size, the judge's
  time in the page's judge worker, the program's time and peak memory, their ratio).

Prints numbers; asserts only that every run is accepted.
"""

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from common import load_average, machine  # noqa: E402
from pagehelp import GAMES, choose, find, put_input, site_page  # noqa: E402

import build  # noqa: E402

SOLUTIONS = ROOT / "tests" / "solutions"
TIMEOUT = 900_000
JUDGE = """
import sys
from cardjudge.games import GAMES

sys.stdout.write(GAMES[{game!r}].judge(sys.stdin.read()))
"""
CIRNO = {
    "python": (SOLUTIONS / "cirno_plain.py").read_text(encoding="utf-8"),
    "cpp": (SOLUTIONS / "cpp" / "cirno.cpp").read_text(encoding="utf-8"),
}


def programs(game: str) -> dict[str, str]:
    """The programs whose stress test is timed for `game`, by language."""
    return CIRNO if game == "cirno" else {"python": JUDGE.format(game=game)}


# The reports the judge's worker answers, as the page parses them (the last one's
# `limits_handed` is read back).
WATCH_REPORTS = """() => {
  const parse = JSON.parse;
  JSON.parse = (text, ...rest) => {
    const value = parse(text, ...rest);
    if (value?.report) window.cardJudgeReport = value.report;
    return value;
  };
}"""
NUMBER = r"([\d.,]+)"


def stress(page, game: str, language: str, program: str, deals: int, limits: bool) -> float:
    """Stress-test `program`; the seconds from the click to the report (accepted) on screen."""
    page.select_option("[data-testid=solution-language]", language)
    choose(page, game, program, deals, timeout=10, limits=limits)
    started = time.perf_counter()
    find(page, "stress").click()
    page.wait_for_selector("[data-testid=stress-result][data-verdict]", timeout=TIMEOUT)
    seconds = time.perf_counter() - started
    verdict = find(page, "stress-result").get_attribute("data-verdict")
    said = find(page, "stress-result").text_content()
    assert verdict == "accepted" and f"on all {deals} deals" in said, said[:2000]
    return seconds


def warm(page, game: str, language: str, program: str) -> None:
    """Run `program` once on a small deal (a C++ one is compiled then, and kept)."""
    page.select_option("[data-testid=solution-language]", language)
    page.select_option("[data-testid=game]", game)
    page.fill("[data-testid=solution]", program)
    page.fill("[data-testid=stress-timeout]", "10")
    put_input(page, GAMES[game].deal(1, size=0.1))
    find(page, "solution-run").click()
    page.wait_for_selector("[data-testid=stress-result][data-verdict]", timeout=TIMEOUT)
    assert find(page, "stress-result").get_attribute("data-verdict") == "accepted"


def figures(page) -> dict[str, str]:
    """The report's figures at the limits, as the page shows them."""
    heading = page.locator(".at-limits-heading").text_content()
    program = find(page, "stress-at-limits-program").text_content()
    judge = find(page, "stress-at-limits-judge").text_content()
    size = re.search(r"the largest \((.+), ([\d,]+) characters\)", heading)
    ran = re.search(NUMBER + r" s(?:, " + NUMBER + " MB)?", program)
    judged = re.search(NUMBER + r" s: your program took " + NUMBER, judge)
    assert size and ran and judged, (heading, program, judge)
    return {
        "size": size[1],
        "chars": size[2],
        "program": ran[1],
        "memory": ran[2] or "-",
        "judge": judged[1],
        "ratio": judged[2],
    }


def print_costs(page, games: list[str], deals: int) -> None:
    """The phase's cost for each program of `games`: a table."""
    print(f"\n| program | {deals} deals, unchecked | checked | the phase | dealt beside |")
    print("|---|---|---|---|---|")
    for game in games:
        for language, program in programs(game).items():
            warm(page, game, language, program)
            without = stress(page, game, language, program, deals, False)
            with_it = stress(page, game, language, program, deals, True)
            shown = figures(page)
            handed = page.evaluate("window.cardJudgeReport.limits_handed ?? '-'")
            print(
                f"| {game}, {language} | {without:.1f} s | {with_it:.1f} s "
                f"| {with_it - without:.1f} s | {handed} of 3 | {shown}",
                flush=True,
            )
            print(f"load average: {load_average()}", flush=True)


def print_judges(page) -> None:
    """Each game's largest deal at the limits, its judge and the judge as a program: a table."""
    print(
        "\n| game | deal at the limits | judge in the page | our judge as a program "
        "| ratio | its peak memory |"
    )
    print("|---|---|---|---|---|---|")
    for game in GAMES:
        if GAMES[game].limits is None:
            continue
        seconds = stress(page, game, "python", JUDGE.format(game=game), 1, True)
        shown = figures(page)
        print(
            f"| {game} | {shown['size']}, {shown['chars']} characters "
            f"| {shown['judge']} s | {shown['program']} s | {shown['ratio']} "
            f"| {shown['memory']} MB | (the whole run {seconds:.1f} s)",
            flush=True,
        )
        print(f"load average: {load_average()}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--games", default="cirno")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dist", type=Path, help="serve this build (implies --no-build)")
    parser.add_argument("--no-cost", action="store_true")
    parser.add_argument("--no-judge", action="store_true")
    args = parser.parse_args()
    print(machine())
    print(f"load average at the start: {load_average()}")
    dist = args.dist or (build.DIST if args.no_build else build.build())
    with site_page(dist, TIMEOUT) as page:
        page.evaluate(WATCH_REPORTS)
        if not args.no_cost:
            print_costs(page, args.games.split(","), args.deals)
        if not args.no_judge:
            print_judges(page)
    print(f"load average at the end: {load_average()}")


if __name__ == "__main__":
    main()
