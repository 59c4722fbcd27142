"""How deep a C++ program's recursion goes in the page before the browser's own call
stack runs out, in Chromium, Firefox ESR and WebKitGTK: the figure the page's message
for it gives ("WebAssembly calls go only about N deep").

    python benchmarks/call_depth.py [--engines chromium,firefox,webkit] [--no-build]

In each engine, the page's C++ runner (web/js/cpp-solution.js, as a stress test runs a
program) compiles and runs the small recursion of tests/browser/test_cpp_run.py at
depths chosen by bisection, until the deepest run that ends well and the shallowest
that ends with the call stack's message are within 5% of each other. Firefox ESR and
WebKitGTK are driven as tests/browser/engines.py drives them. Prints numbers; asserts
nothing.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from engines import ChromiumPage, FirefoxPage, WebKitPage  # noqa: E402
from pagehelp import Server, launch_chromium  # noqa: E402
from test_cpp_run import RECURSION  # noqa: E402

import build  # noqa: E402

SHALLOW, DEEP = 1_000, 1_000_000  # a depth every engine reaches, and one none does
CLOSE = 1.05
RUN = """async (source) => {
  const { CppSolution } = await import("./js/cpp-solution.js");
  window.depthRunner ??= new CppSolution();
  const outcome = await window.depthRunner.run(source, "", 60000);
  return { status: outcome.status, ending: JSON.stringify(outcome.ending ?? "") };
}"""


def program(depth: int) -> str:
    return RECURSION % depth + "int main() { return deep < 0; }\n"


def ends_well(page, depth: int) -> bool:
    """Whether the recursion `depth` deep ends well; raises if it ends otherwise than
    well or with the call stack's message."""
    outcome = page.evaluate(RUN, program(depth))
    if outcome["status"] == 0 and outcome["ending"] in ('""', "null"):
        return True
    if "call-stack" in outcome["ending"]:
        return False
    raise RuntimeError(f"{depth} deep: {outcome}")


def deepest(page) -> tuple[int, int]:
    """The deepest depth found to end well, and the shallowest found not to."""
    well, short = SHALLOW, DEEP
    if not ends_well(page, well) or ends_well(page, short):
        raise RuntimeError("the bounds do not hold")
    while short / well > CLOSE:
        middle = round((well * short) ** 0.5)
        if ends_well(page, middle):
            well = middle
        else:
            short = middle
    return well, short


def measure(engine: str, site: str) -> None:
    began = time.perf_counter()
    if engine == "chromium":
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = ChromiumPage(browser, site)
            page.open(site)
            version = browser.version
            well, short = deepest(page)
            browser.close()
    else:
        page = FirefoxPage(site) if engine == "firefox" else WebKitPage(site)
        try:
            page.open(site)
            version = page.version
            well, short = deepest(page)
        finally:
            page.close()
    print(
        f"{engine} {version}: ends well {well:,} deep, runs out of call stack {short:,} deep"
        f" ({time.perf_counter() - began:.0f} s)"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engines", default="chromium,firefox,webkit")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args(argv)
    if not args.no_build:
        build.build()
    server = Server(build.DIST)
    try:
        for engine in args.engines.split(","):
            measure(engine, server.url)
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
