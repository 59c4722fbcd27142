"""Lighthouse on the built site, served on localhost under a sub-path as on GitHub Pages.

    python benchmarks/lighthouse.py [--runs 5] [--no-build] [--server pages|plain|both]
                                    [--language en|zh-CN|both]

Builds dist/ (unless --no-build) and serves it at http://127.0.0.1:PORT/card-judge/.
Then runs Lighthouse (npm `lighthouse`, the version pinned below, which npx fetches
into npm's own cache: it is no dependency of the site) with Chromium (CHROME_PATH,
/usr/bin/chromium by default) --runs times on mobile (Lighthouse's default: a phone
on a slow 4G network with a 4x slower CPU, simulated) and on desktop
(--preset=desktop), taking turns. Each run is a fresh profile: a first visit.

Two browsers: an English one and a Chinese one (Chromium's --accept-lang, which
is what reaches navigator.languages; Lighthouse's --locale only translates its
report). Each run says whether the page loaded js/first-words.js, which only a
Chinese reader's page does: proof of the language the page chose.

Two servers, since Lighthouse's simulation of a slow network scales with the bytes
and connections it sees:

- pages: as GitHub Pages serves the site: HTTP/1.1 with keep-alive, and text
  files (HTML, CSS, JavaScript, JSON, SVG, the manifest) gzip-compressed;
- plain: `python build.py serve`, Python's http.server: HTTP/1.0 (a new
  connection for every file) and nothing compressed.

Prints every run's scores and metrics, then for each server and form factor the
median and range of each, against the targets of issues 15 and 29. Asserts nothing.
"""

import argparse
import contextlib
import functools
import gzip
import http.server
import itertools
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

# 12.8.2 is the newest Lighthouse that runs on Node 20 (13 needs Node 22.19).
LIGHTHOUSE = "lighthouse@12.8.2"
CHROMIUM = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
CHROMIUM_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking"
    " --disable-component-update --disable-sync --no-first-run"
)
PREFIX = "card-judge"
CATEGORIES = ("performance", "accessibility", "best-practices")
METRICS = {  # audit: (column, unit)
    "cumulative-layout-shift": ("CLS", ""),
    "first-contentful-paint": ("FCP", "ms"),
    "largest-contentful-paint": ("LCP", "ms"),
    "total-blocking-time": ("TBT", "ms"),
    "speed-index": ("SI", "ms"),
}
# Issues 15 and 29: performance at least this much, per form factor, and the first
# contentful paint (simulated, mobile) within FIRST_PAINT ms; CLS 0; accessibility
# and best practices 1.
PERFORMANCE = {"mobile": 0.98, "desktop": 1.0}
FIRST_PAINT = {"mobile": 1100}
MOST_SHIFT = 0
LANGUAGES = ("en", "zh-CN")
FIRST_WORDS = "js/first-words.js"  # requested only by a Chinese reader's page
COLUMNS = [*CATEGORIES, *(column for column, _ in METRICS.values())]
TIMES = {column for column, unit in METRICS.values() if unit == "ms"}
COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".webmanifest", ".py"}


class PagesHandler(build.CompressingSiteHandler):
    """Serves files as GitHub Pages does: keep-alive, text and clang's module
    gzip-compressed."""

    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (path.is_file() and path.suffix in COMPRESSED and accepts):
            super().do_GET()
            return
        body = gzip.compress(path.read_bytes(), mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        self.wfile.write(body)


@contextlib.contextmanager
def serving(dist: Path, kind: str) -> Iterator[str]:
    """dist/ served under /card-judge/ on a free port; yields the site's URL."""
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / PREFIX).symlink_to(dist)
        handler = PagesHandler if kind == "pages" else build.SiteHandler
        server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(handler, directory=folder)
        )
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}/{PREFIX}/"
        finally:
            server.shutdown()
            server.server_close()


def lighthouse(url: str, form_factor: str, language: str, report: Path) -> dict[str, float]:
    """One Lighthouse run in a browser asking for `language`: the category scores, the
    metrics, and "zh" 1 if the page loaded the Chinese first words, else 0."""
    command = [
        "npx",
        "--yes",
        LIGHTHOUSE,
        url,
        "--quiet",
        "--output=json",
        f"--output-path={report}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={CHROMIUM_FLAGS} --accept-lang={language}",
    ]
    if form_factor == "desktop":
        command.append("--preset=desktop")
    environment = {**os.environ, "CHROME_PATH": CHROMIUM}
    subprocess.run(command, check=True, env=environment, timeout=600, capture_output=True)
    found = json.loads(report.read_text(encoding="utf-8"))
    scores = {name: found["categories"][name]["score"] for name in CATEGORIES}
    metrics = {METRICS[a][0]: found["audits"][a]["numericValue"] for a in METRICS}
    requests = found["audits"]["network-requests"]["details"]["items"]
    chinese = any(item["url"].endswith(FIRST_WORDS) for item in requests)
    return {**scores, **metrics, "zh": float(chinese)}


def shown(column: str, value: float) -> str:
    if column == "CLS":
        return f"{value:.3f}"
    if column in TIMES:
        return f"{value:.0f}"
    return f"{value:.2f}"


def summary(runs: list[dict[str, float]]) -> dict[str, str]:
    """Median (min-max) of each column."""
    cells = {}
    for column in COLUMNS:
        values = [run[column] for run in runs]
        middle = statistics.median(values)
        cells[column] = (
            f"{shown(column, middle)} ({shown(column, min(values))}-{shown(column, max(values))})"
        )
    return cells


def verdict(form_factor: str, runs: list[dict[str, float]]) -> str:
    """The targets, judged on the medians."""
    median = {column: statistics.median(run[column] for run in runs) for column in COLUMNS}
    least = PERFORMANCE[form_factor]
    checks = [
        (f"performance >= {least}", median["performance"] >= least),
        (f"CLS <= {MOST_SHIFT}", median["CLS"] <= MOST_SHIFT),
        ("accessibility 1", median["accessibility"] == 1),
        ("best practices 1", median["best-practices"] == 1),
    ]
    if form_factor in FIRST_PAINT:
        most = FIRST_PAINT[form_factor]
        checks.insert(1, (f"FCP <= {most} ms", median["FCP"] <= most))
    return "; ".join(f"{name}: {'met' if ok else 'missed'}" for name, ok in checks)


def table(rows: list[list[str]], header: list[str]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])


def load() -> str:
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


def chromium_version() -> str:
    done = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True, check=False)
    return done.stdout.strip() or "unknown"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per form factor (default 5)")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--server", choices=["pages", "plain", "both"], default="both")
    parser.add_argument("--language", choices=[*LANGUAGES, "both"], default="both")
    args = parser.parse_args(argv)
    if not shutil.which("npx"):
        parser.error("npx (Node's npm) is needed to run Lighthouse")
    dist = build.DIST if args.no_build else build.build()
    servers = ["pages", "plain"] if args.server == "both" else [args.server]
    languages = LANGUAGES if args.language == "both" else [args.language]
    print(f"{LIGHTHOUSE}, {chromium_version()}, {platform.processor() or platform.machine()}")
    print(f"{os.cpu_count()} CPUs; load average (1, 5, 15 min) before: {load()}")
    started = time.time()
    results: dict[tuple[str, str, str], list[dict[str, float]]] = {}
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for kind in servers:
            with serving(dist, kind) as url:
                for run, language, form_factor in itertools.product(
                    range(1, args.runs + 1), languages, ("mobile", "desktop")
                ):
                    report = Path(folder) / f"{kind}-{language}-{form_factor}-{run}.json"
                    found = lighthouse(url, form_factor, language, report)
                    results.setdefault((kind, language, form_factor), []).append(found)
                    rows.append(
                        [kind, language, form_factor, str(run), "zh" if found["zh"] else "en"]
                        + [shown(column, found[column]) for column in COLUMNS]
                    )
                    print(" ".join(rows[-1]), f"(load {load()})", flush=True)
    print(f"\nload average after: {load()}; {time.time() - started:.0f} s in all\n")
    header = ["server", "browser", "form factor", "run", "page", *COLUMNS]
    print(table(rows, header))
    print()
    medians = [
        [kind, language, form_factor, *summary(runs).values(), verdict(form_factor, runs)]
        for (kind, language, form_factor), runs in results.items()
    ]
    header = ["server", "browser", "form factor", *COLUMNS, "targets (medians)"]
    print(f"Medians (min-max) of {args.runs} runs; metrics in ms but CLS:\n")
    print(table(medians, header))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
