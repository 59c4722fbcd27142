"""A stress test whose failures are time limits, in the page (headless Chromium): each
timed-out run ends the program's Python worker, and shrinking the failure times out
again and again.

    python benchmarks/timeout_shrink.py [--dist DIST] [--seeds 11,22,33,44]

A Python program that hangs on every Bridge deal holding the Ace of Spades, stress-tested
on 20 deals with a 1 s time limit and no limits phase, from each seed (the page's random
seed replaced): the seconds from the click on Stress test to the report, with the report's
first words. `--dist` serves another build (another checkout's, for a before and after).
Prints numbers; asserts only that each run ends in a time limit.
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
from pagehelp import choose, find, site_page  # noqa: E402

import build  # noqa: E402

PROGRAM = """import sys
from cardjudge.games import GAMES
text = sys.stdin.read()
if "SA" in text:
    while True:
        pass
sys.stdout.write(GAMES["bridge"].judge(text))
"""
# The seeds the page draws, in turn (it draws one a stress test).
SEEDS = """([seeds]) => {
  let drawn = 0;
  crypto.getRandomValues = (numbers) => {
    numbers[0] = seeds[drawn++ % seeds.length];
    return numbers;
  };
}"""
TIMEOUT = 600_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, help="serve this build, not a new one")
    parser.add_argument("--seeds", default="11,22,33,44")
    args = parser.parse_args()
    seeds = [int(seed) for seed in args.seeds.split(",")]
    print(machine())
    print(f"load average at the start: {load_average()}")
    with site_page(args.dist or build.build(), TIMEOUT) as page:
        page.evaluate(SEEDS, [seeds])
        for seed in seeds:
            choose(page, "bridge", PROGRAM, runs=20, timeout=1)
            started = time.perf_counter()
            find(page, "stress").click()
            page.wait_for_selector("[data-testid=stress]:not([disabled])", timeout=TIMEOUT)
            seconds = time.perf_counter() - started
            result = find(page, "stress-result")
            assert result.get_attribute("data-verdict") == "time-limit"
            said = re.sub(r"\s+", " ", result.text_content() or "").strip()
            print(f"seed {seed}: {seconds:.1f} s | {said[:70]}", flush=True)
    print(f"load average at the end: {load_average()}")


if __name__ == "__main__":
    main()
