"""Time the page in headless Chromium against a bare Pyodide page, in the same run.

    python benchmarks/bench_page.py [--runs 5] [--answers 10] [--no-build]

Builds dist/ (unless --no-build) and serves it on localhost under /card-judge/,
with, from the same server and origin, a bare page under /bare/ that only
loads the stock Pyodide files (from node_modules) and evaluates 1+1. Measures:

- cold load: a fresh browser context (empty cache, no service worker), from
  navigation to ready (the page's Run enabled; the bare page's 1+1 done), and
  the bytes the server sent for that visit (service worker install included);
- warm reload: reloading a page already visited (its service worker and cache
  in place), to ready;
- run to answer: clicking Run on each game's first sample until the answer is
  on screen (the next frame after it is in the page);
- the largest Cirno input (n=30, m=100, k=300,000, from workloads.py): run to
  answer, then from the answer on screen to the viewer showing step 1 of N
  with the p chart drawn, then from a click on Last to the last step shown,
  then from a click on a line near the end of the output (from step 1) to
  the step that printed it shown (each until the next frame after it is in
  the page); and the longest
  main-thread task (PerformanceObserver "longtask") while the answer comes
  in, the viewer opens and the output is scrolled from top to bottom.

Prints a table of medians (and min-max); asserts nothing.
"""

import argparse
import contextlib
import functools
import http.server
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from pagehelp import GAMES, launch_chromium  # noqa: E402  (the browser tests' Chromium)

import build  # noqa: E402

READY = "body[data-ready=true]"
TIMEOUT = 180_000

BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare Pyodide</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
document.title = String(pyodide.runPython("1+1"));
document.body.dataset.ready = "true";
</script></head><body data-ready="false"><p>Bare Pyodide: 1+1</p></body></html>
"""

# Before any page script: note when body[data-ready] turns "true".
WATCH_READY = """
new MutationObserver((changes, observer) => {
  if (document.body?.dataset.ready === "true") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""

# In the page: click Run, wait for the status to say Done, then for the next frame.
CLICK_TO_ANSWER = """
async () => {
  const status = document.querySelector("[data-testid=status]");
  const started = performance.now();
  setTimeout(() => document.querySelector("[data-testid=run]").click(), 0);
  await new Promise((resolve) => {
    const check = () => status.textContent.startsWith("Done") ? resolve() : false;
    if (!check()) new MutationObserver((_, o) => check() && o.disconnect())
      .observe(status, { childList: true, characterData: true, subtree: true });
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - started;
}
"""

# In the page: resolve once `shown()` holds, checked on every change to the
# viewer, then wait for the next frame.
UNTIL_SHOWN = """
  const until = (shown) => new Promise((resolve) => {
    const viewer = document.getElementById("viewer");
    if (shown()) return resolve();
    new MutationObserver((_, o) => shown() && (o.disconnect(), resolve()))
      .observe(viewer, { childList: true, characterData: true, subtree: true, attributes: true });
  }).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const text = (id) => document.querySelector(`[data-testid=${id}]`).textContent;
"""

# In the page: click Run; the milliseconds to the answer on screen, and from then
# to the viewer showing step 1 of N with the chart drawn.
RUN_THEN_VIEWER = f"""
async () => {{
  {UNTIL_SHOWN}
  document.querySelector("[data-testid=status]").textContent = "";  // not "Done" from before
  const answer = await ({CLICK_TO_ANSWER.strip()})();
  const since = performance.now();
  await until(() => /^1 \\/ \\d+$/.test(text("step-index")) && text("step-title") === "Deal"
    && document.querySelector("[data-testid=chart] polyline") !== null);
  return [answer, performance.now() - since];
}}
"""

# In the page: click Last; the milliseconds until the last step is shown.
LAST_STEP = f"""
async () => {{
  {UNTIL_SHOWN}
  const since = performance.now();
  document.querySelector("[data-testid=step-last]").click();
  await until(() => {{
    const [at, of] = text("step-index").split(" / ");
    const title = text("step-title");
    return at === of && title.startsWith("Round ") && / loses round /.test(text("step-explain"));
  }});
  return performance.now() - since;
}}
"""

LINE_PX = 20  # web/js/output.js

# In the page: from step 1, click line `line` of the output; the milliseconds
# until the viewer shows `index` ("k / N"), the step that printed that line.
SHOW_WHY = f"""
async ([line, index]) => {{
  {UNTIL_SHOWN}
  document.querySelector("[data-testid=step-first]").click();
  await until(() => text("step-index").startsWith("1 / "));
  const view = document.getElementById("output-view");
  const pre = document.getElementById("output");
  view.scrollTop = (line - 1) * {LINE_PX} - 100;
  const top = pre.getBoundingClientRect().top + parseFloat(getComputedStyle(pre).paddingTop);
  const since = performance.now();
  const clientY = top + (line - 1) * {LINE_PX} + {LINE_PX} / 2;
  pre.dispatchEvent(new MouseEvent("click", {{ bubbles: true, clientY }}));
  await until(() => text("step-index") === index);
  return performance.now() - since;
}}
"""

# Long tasks (50 ms or more) and long animation frames, from now on.
WATCH_LONG_TASKS = """
() => {
  window.__long = { longtask: [], "long-animation-frame": [] };
  for (const type of Object.keys(window.__long)) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__long[type].push(entry.duration);
    }).observe({ type });
  }
}
"""
LONGEST = "(type) => Math.max(0, ...window.__long[type])"
COUNT = "(type) => window.__long[type].length"

SCROLL_THROUGH = """
async (id) => {
  const view = document.getElementById(id);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let i = 0; i <= 40; i++) {
    view.scrollTop = (view.scrollHeight * i) / 40;
    await frame();
  }
}
"""


class CountingServer:
    """Serves the site and the bare page; counts the bytes of each response it sends."""

    def __init__(self, root: Path) -> None:
        self.sent: list[tuple[float, str, int]] = []
        counter = self

        class Handler(build.SiteHandler):
            def copyfile(self, source, outputfile) -> None:  # type: ignore[override]
                start = source.tell()
                super().copyfile(source, outputfile)
                path = urlsplit(self.path).path
                counter.sent.append((time.monotonic(), path, source.tell() - start))

        handler = functools.partial(Handler, directory=str(root))
        self.http = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.http.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.http.server_address[1]}/"

    def bytes_since(self, moment: float, prefix: str) -> int:
        return sum(n for at, path, n in self.sent if at >= moment and path.startswith(prefix))


def serve_root(dist: Path, work: Path) -> Path:
    """A folder with the site at /card-judge/ and the bare page (stock Pyodide) at /bare/."""
    (work / "card-judge").symlink_to(dist)
    bare = work / "bare"
    (bare / "pyodide").mkdir(parents=True)
    for name in build.PYODIDE_FILES:
        (bare / "pyodide" / name).symlink_to(build.NODE_MODULES / "pyodide" / name)
    (bare / "index.html").write_text(BARE_PAGE)
    return work


def new_page(browser):
    context = browser.new_context()
    context.add_init_script(WATCH_READY)
    return context, context.new_page()


def ready_time(page) -> float:
    page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
    return page.evaluate("() => window.__readyAt")


def cold_load(browser, server: CountingServer, url: str, prefix: str) -> tuple[float, int]:
    context, page = new_page(browser)
    began = time.monotonic()
    page.goto(url)
    ms = ready_time(page)
    page.wait_for_timeout(1500)  # let the service worker finish installing
    sent = server.bytes_since(began, prefix)
    context.close()
    return ms, sent


def warm_reloads(browser, url: str, runs: int) -> list[float]:
    context, page = new_page(browser)
    page.goto(url)
    ready_time(page)
    page.wait_for_timeout(2000)  # the service worker has installed and cached the site
    times = []
    for _ in range(runs):
        page.reload()
        times.append(ready_time(page))
    context.close()
    return times


def answers(browser, url: str, repeats: int) -> dict[str, tuple[float, list[float]]]:
    """Run-to-answer for each game's first sample: the first run (which imports the
    game's module) and `repeats` more."""
    context, page = new_page(browser)
    page.goto(url)
    ready_time(page)
    found: dict[str, tuple[float, list[float]]] = {}
    for game, samples in build.samples().items():
        if not page.locator(f"[data-testid=game] option[value={game}]").count():
            continue
        page.select_option("[data-testid=game]", game)
        page.click(f"[data-testid=sample-{samples[0]['name']}]")
        first = page.evaluate(CLICK_TO_ANSWER)
        found[game] = (first, [page.evaluate(CLICK_TO_ANSWER) for _ in range(repeats)])
    context.close()
    return found


def largest_cirno(browser, url: str, runs: int) -> dict[str, object]:
    from workloads import make

    text = make("cirno")[0].text
    results = GAMES["cirno"].results(text)
    near_end = GAMES["cirno"].render(results).count("\n") - 5
    why = GAMES["cirno"].explain(results, near_end)
    index = f"{why.step + 1} / {why.count}"
    context, page = new_page(browser)
    page.goto(url)
    ready_time(page)
    page.select_option("[data-testid=game]", "cirno")
    page.locator("[data-testid=input]").evaluate(
        "(area, text) => { area.value = text; area.dispatchEvent(new Event('input')); }", text
    )
    page.wait_for_timeout(1000)  # the textarea has laid out its megabyte of input
    page.evaluate(WATCH_LONG_TASKS)
    timed: dict[str, list[float]] = {"answer_ms": [], "viewer_ms": [], "last_ms": [], "why_ms": []}
    for _ in range(runs):  # the first run also imports the game's module
        answer_ms, viewer_ms = page.evaluate(RUN_THEN_VIEWER)
        timed["answer_ms"].append(answer_ms)
        timed["viewer_ms"].append(viewer_ms)
        timed["last_ms"].append(page.evaluate(LAST_STEP))
        timed["why_ms"].append(page.evaluate(SHOW_WHY, [near_end, index]))
    page.evaluate(SCROLL_THROUGH, "output-view")
    page.wait_for_timeout(500)
    found = {
        **timed,
        "longest_ms": page.evaluate(LONGEST, "longtask"),
        "long_tasks": page.evaluate(COUNT, "longtask"),
        "longest_frame_ms": page.evaluate(LONGEST, "long-animation-frame"),
        "lines": page.evaluate("() => document.getElementById('output-note').textContent"),
    }
    context.close()
    return found


def spread(values: list[float], unit: str = "ms", scale: float = 1.0, digits: int = 0) -> str:
    shown = [v * scale for v in values]
    low, high = min(shown), max(shown)
    return f"{statistics.median(shown):8.{digits}f} {unit}  ({low:.{digits}f}-{high:.{digits}f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold loads and warm reloads of each")
    parser.add_argument("--answers", type=int, default=10, help="runs of each sample")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args()
    dist = build.DIST if args.no_build else build.build()

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as work, sync_playwright() as playwright:
        server = CountingServer(serve_root(dist, Path(work)))
        site, bare = server.base + "card-judge/", server.base + "bare/"
        browser = launch_chromium(playwright)
        cold: dict[str, list[tuple[float, int]]] = {"page": [], "bare": []}
        for _ in range(args.runs):  # interleaved, so both see the same machine
            cold["bare"].append(cold_load(browser, server, bare, "/bare/"))
            cold["page"].append(cold_load(browser, server, site, "/card-judge/"))
        warm = {"page": warm_reloads(browser, site, args.runs)}
        warm["bare"] = warm_reloads(browser, bare, args.runs)
        samples = answers(browser, site, args.answers)
        cirno = largest_cirno(browser, site, args.runs)
        browser.close()
        server.http.shutdown()

    print(f"Card Judge page vs bare Pyodide (1+1), headless Chromium, {args.runs} runs each\n")
    print(f"{'measure':44} {'median (min-max)':>28}")
    for who in ("bare", "page"):
        name = "bare Pyodide page" if who == "bare" else "Card Judge page"
        print(f"{'cold load to ready: ' + name:44} {spread([t for t, _ in cold[who]]):>28}")
    ratios = [page / bare for (page, _), (bare, _) in zip(cold["page"], cold["bare"], strict=True)]
    print(f"{'cold load: Card Judge / bare, run by run':44} {spread(ratios, 'x', 1, 2):>28}")
    for who in ("bare", "page"):
        name = "bare Pyodide page" if who == "bare" else "Card Judge page"
        print(f"{'warm reload to ready: ' + name:44} {spread(warm[who]):>28}")
    for who in ("bare", "page"):
        name = "bare Pyodide page" if who == "bare" else "Card Judge page"
        sent = spread([b for _, b in cold[who]], "MB", 1e-6, 1)
        print(f"{'bytes on first visit: ' + name:44} {sent:>28}")
    for game, (first, times) in samples.items():
        name = f"run to answer on screen: {game} sample"
        print(f"{name:44} {spread(times):>28}   first run {first:.0f} ms")
    for key, name in (
        ("answer_ms", "run to answer on screen"),
        ("viewer_ms", "answer to step 1 with the chart"),
        ("last_ms", "Last to the last step shown"),
        ("why_ms", "line near the end to its step"),
    ):
        first = f"   first run {cirno[key][0]:.0f} ms"
        print(f"{'largest Cirno: ' + name:44} {spread(cirno[key]):>28}{first}")
    longest, count = cirno["longest_ms"], cirno["long_tasks"]
    name = "largest Cirno: longest main-thread task"
    print(f"{name:44} {longest:>11.0f} ms  ({count} over 50 ms)")
    frame = cirno["longest_frame_ms"]
    print(f"{'largest Cirno: longest animation frame':44} {frame:>11.0f} ms")
    print(f"\n(largest Cirno output: {cirno['lines'].split(':')[0]})")


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main()
