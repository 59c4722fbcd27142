"""Where a Cirno stress deal's time goes in the page: the judge's calls and the program's runs.

    python benchmarks/page_stress_split.py [--deals 500] [--runs 3] [--language cpp|python]
        [--dist DIR] [--no-build]

Headless Chromium on the built site (or DIR), "Test your solution" with
tests/solutions/cpp/cirno.cpp (or tests/solutions/cirno_plain.py) pasted and run
once first; then `--runs` stress tests of `--deals` deals, each from a click on
Stress test to the verdict on screen (timed inside the page, as cpp_stress.py
does). Around each, `Runtime.call` (the page's calls into a Python worker: the
judge's, and a Python program's) and the program runner's `run` are wrapped to
add up their time by name, on the page's thread: what the page waits for each.
Prints ms per deal for each, and the deals per second; asserts nothing but that
the verdicts are "accepted".
"""

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from common import load_average, machine  # noqa: E402
from cpp_stress import CPP, PYTHON, prepare, stress_in_page  # noqa: E402

WRAP = """async () => {
  if (window.__split) return;
  const split = (window.__split = {});
  const add = (name, ms) => {
    split[name] ??= { ms: 0, calls: 0 };
    split[name].ms += ms;
    split[name].calls += 1;
  };
  const timed = (owner, method, name) => {
    const plain = owner[method];
    owner[method] = async function (...args) {
      const started = performance.now();
      try {
        return await plain.apply(this, args);
      } finally {
        add(name(this, args), performance.now() - started);
      }
    };
  };
  const { Runtime } = await import("./js/runtime.js");
  timed(Runtime.prototype, "call", (runtime, args) => `${runtime.script}: ${args[0]}`);
  const { Solution } = await import("./js/solution.js");
  timed(Solution.prototype, "run", () => "program run (Python worker, whole)");
  try {
    const { CppSolution } = await import("./js/cpp-solution.js");
    timed(CppSolution.prototype, "run", () => "program run (C++ worker, whole)");
  } catch {}
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--language", choices=["cpp", "python"], default="cpp")
    parser.add_argument("--dist", type=Path)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()

    from engines import ChromiumPage
    from pagehelp import Server, launch_chromium
    from playwright.sync_api import sync_playwright

    import build

    print(machine())
    print(f"load before: {load_average()}")
    dist = args.dist or (build.DIST if args.no_build else build.build())
    program = CPP if args.language == "cpp" else PYTHON
    server = Server(dist)
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = ChromiumPage(browser, server.url)
            page.open(server.url)
            prepare(page, args.language, program, args.deals)
            page.evaluate(WRAP)
            for _ in range(args.runs):
                page.evaluate("() => { for (const k in window.__split) delete window.__split[k]; }")
                seconds = stress_in_page(page)
                rows.append((seconds, page.evaluate("() => structuredClone(window.__split)")))
            browser.close()
    finally:
        server.close()
    print(f"\nCirno, {args.language}, {args.deals} deals a run, {args.runs} runs\n")
    print("| run | Stress test to verdict | deals/s | ms a deal | waited for, ms a deal |")
    print("|---|---|---|---|---|")
    for number, (seconds, split) in enumerate(rows, 1):
        parts = ", ".join(
            f"{name} {entry['ms'] / args.deals:.2f} ({entry['calls']} calls)"
            for name, entry in sorted(split.items())
        )
        print(
            f"| {number} | {seconds:.2f} s | {args.deals / seconds:.1f} "
            f"| {1000 * seconds / args.deals:.2f} | {parts} |"
        )
    rates = [args.deals / seconds for seconds, _ in rows]
    print(f"\nmedian {statistics.median(rates):.1f} deals/s")
    print(f"load after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
