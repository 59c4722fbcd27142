"""C++ in the page: deals per second of a stress test, against the same algorithm in Python,
and what a fresh instance of a compiled program costs with each of its two stacks.

    python benchmarks/cpp_stress.py [--deals 500] [--runs 3] [--instances 200] [--no-build]
                                    [--firefox]

- Stress: headless Chromium on the built site, "Test your solution" with C++
  picked, tests/solutions/cpp/cirno.cpp pasted (compiled once before timing),
  from a click on Stress test to the verdict on screen (timed inside the page); then the same with
  Python picked and tests/solutions/cirno_plain.py, the same algorithm
  written in Python. Every deal is dealt and judged by Python in the judge's
  worker and run by the program in its own worker.
- Instances: the Cirno program run on the statement's sample (a small input),
  each run on a fresh instance, `--instances` times in a row on the page's
  thread (no worker messages), each run timed: with the small stack placed
  first (the build every run uses) and with the 64 MB stack (the build a run falls back to
  after a stack overflow). Then the same small-stack runs through the
  program's worker, as the stress loop makes them (CppSolution.run).

--firefox drives Debian's Firefox ESR as tests/browser/engines.py does (the stress runs
only).

Prints numbers; asserts nothing but that the verdicts are "accepted".
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

CPP = (ROOT / "tests" / "solutions" / "cpp" / "cirno.cpp").read_text(encoding="utf-8")
PYTHON = (ROOT / "tests" / "solutions" / "cirno_plain.py").read_text(encoding="utf-8")
SAMPLE = (ROOT / "web" / "samples" / "cirno" / "sample1.in").read_text(encoding="utf-8")
PROGRAMS = {
    "C++ (tests/solutions/cpp/cirno.cpp)": ("cpp", CPP),
    "Python (tests/solutions/cirno_plain.py)": ("python", PYTHON),
}

INSTANCES = """async ([source, input, count]) => {
  const { compile, largeBuild } = await import("./js/compiler.js");
  const { runProgram } = await import("./js/wasi.js");
  const { CppSolution } = await import("./js/cpp-solution.js");
  const built = await compile(source);
  built.large ??= await largeBuild(source); // linked only when asked for (a stack overflow)
  const timed = async (run) => {
    await run();
    const times = [];
    for (let turn = 0; turn < count; turn++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return times;
  };
  const each = {};
  for (const size of ["small", "large"]) {
    const module = await WebAssembly.compile(built[size]);
    each[size] = await timed(() => runProgram(module, input));
  }
  const solution = new CppSolution();
  each.worker = await timed(() => solution.run(source, input, 2000));
  return each;
}"""


# A stress run timed inside the page, from the click to the verdict (over WebDriver, a
# round trip per poll would be part of the figure).
STRESS_IN_PAGE = """async () => {
  const result = document.getElementById("stress-result");
  result.removeAttribute("data-verdict");
  const started = performance.now();
  const done = new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (result.hasAttribute("data-verdict")) { watch.disconnect(); resolve(); }
    });
    watch.observe(result, { attributes: true });
  });
  document.querySelector("[data-testid=stress]").click();
  await done;
  return [performance.now() - started, result.dataset.verdict, result.textContent];
}"""


def stress_times(page, language: str, program: str, deals: int, runs: int) -> list[float]:
    """`runs` stress runs of `program` in `page` (an engines.EnginePage), after one run on
    the sample (the compiler or the program's Python started); seconds each."""
    prepare(page, language, program, deals)
    return [stress_in_page(page) for _ in range(runs)]


def prepare(page, language: str, program: str, deals: int) -> None:
    """Cirno picked, `program` pasted, `deals` deals a stress run without the limits phase,
    and one run on the sample (the compiler or the program's Python started)."""
    page.select("solution-language", language)
    page.select("game", "cirno")
    page.fill("solution", program)
    page.fill("stress-runs", str(deals))
    page.fill("stress-timeout", "2")
    page.evaluate(
        "() => { const box = document.querySelector('[data-testid=stress-limits]');"
        " box.checked = false; box.dispatchEvent(new Event('change')); }"
    )
    page.fill("input", SAMPLE)
    page.evaluate("() => document.getElementById('stress-result').removeAttribute('data-verdict')")
    page.press("solution-run")
    page.wait(lambda: page.attribute("stress-result", "data-verdict"), "the sample's verdict", 300)


def stress_in_page(page) -> float:
    """One stress run, timed inside the page; its seconds. It must be accepted."""
    millis, verdict, said = page.evaluate(STRESS_IN_PAGE)
    assert verdict == "accepted", said
    return millis / 1000


def in_firefox(dist: Path, deals: int, runs: int) -> dict[str, list[float]]:
    from engines import FirefoxPage
    from pagehelp import Server

    server = Server(dist)
    page = FirefoxPage(server.url)
    try:
        page.open(server.url)
        print(f"Firefox {page.version}")
        return {
            name: stress_times(page, language, program, deals, runs)
            for name, (language, program) in PROGRAMS.items()
        }
    finally:
        page.close()
        server.close()


def spread(values: list[float], unit: str, digits: int = 2) -> str:
    median = statistics.median(values)
    return f"{median:.{digits}f} {unit} ({min(values):.{digits}f}-{max(values):.{digits}f})"


def report_rates(times: dict[str, list[float]], deals: int, runs: int) -> None:
    print(f"\nCirno, {deals} deals a run, {runs} runs, medians (min-max)\n")
    print("| program | Stress test to verdict | deals/s |")
    print("|---|---|---|")
    for name, taken in times.items():
        rates = [deals / seconds for seconds in taken]
        print(f"| {name} | {spread(taken, 's')} | {spread(rates, '/s', 1)} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=500, help="deals per stress run")
    parser.add_argument("--runs", type=int, default=3, help="stress runs per language")
    parser.add_argument("--instances", type=int, default=200, help="fresh instances per stack")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--firefox", action="store_true", help="Firefox ESR, stress runs only")
    args = parser.parse_args()

    from engines import ChromiumPage
    from pagehelp import Server, launch_chromium
    from playwright.sync_api import sync_playwright

    import build

    print(machine())
    print(f"load before: {load_average()}")
    dist = build.DIST if args.no_build else build.build()
    if args.firefox:
        report_rates(in_firefox(dist, args.deals, args.runs), args.deals, args.runs)
        print(f"\nload after: {load_average()}")
        return 0
    server = Server(dist)
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = ChromiumPage(browser, server.url)
            page.open(server.url)
            times = {
                name: stress_times(page, language, program, args.deals, args.runs)
                for name, (language, program) in PROGRAMS.items()
            }
            page.select("solution-language", "cpp")
            each = page.evaluate(INSTANCES, [CPP, SAMPLE, args.instances])
            browser.close()
    finally:
        server.close()

    report_rates(times, args.deals, args.runs)
    print(f"\nA fresh instance run on the Cirno sample, {args.instances} runs, median (min-max):\n")
    print(f"- small stack, first in memory (every run): {spread(each['small'], 'ms')}")
    print(f"- 64 MB stack (after a stack overflow only): {spread(each['large'], 'ms')}")
    print(f"- small stack, through the program's worker: {spread(each['worker'], 'ms')}")
    print(f"\nload after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
