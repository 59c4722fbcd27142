"""Time C++ compiles in the page, in headless Chromium (or Firefox ESR) over dist/.

    python benchmarks/cpp_compile.py [--later 5] [--no-build] [--firefox]

--firefox drives Debian's Firefox ESR as tests/browser/engines.py does (puppeteer-core
over WebDriver BiDi), with a fresh profile.

Builds dist/ (unless --no-build), serves it on localhost and, in a fresh browser
context, measures through web/js/compiler.js:

- the download: the toolchain's files as stored in dist/clang/ (gzipped) and as
  they are inflated (node_modules), and the bytes the page fetched;
- the toolchain's start: from prepare() to ready, the download from localhost
  included (inflating and compiling 72 MB of WebAssembly), and the small warm-up
  compile prepare() does (what the page does when C++ is picked);
- the first compile of benchmarks/cpp_contest.cpp (225 lines, bits/stdc++.h, -O2),
  with bits/stdc++.h precompiled by build.py and downloaded with the toolchain;
- the next compiles of the same program, each a different text (a comment added);
- each contest-style program of benchmarks/contest/ (170-200 lines, as contestants
  write them), its first compile and a second one (another text);
- a program that cannot use the precompiled header (a #define before its
  includes), compiled warm;
- the large-stack link of benchmarks/cpp_contest.cpp (largeBuild: what a run
  waits for, once, when the small stack overflowed);
- in another fresh context (Firefox: another fresh browser), C++ picked and the
  225-line program compiled at once, before the toolchain is ready (no warm-up
  then): from the ask to the compiled program, the download included.

Compile times are the seconds compile() reports (in the worker, from its start to
the small-stack link done); wall times are what the page waited. Prints numbers;
asserts nothing.
"""

import argparse
import gzip
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from pagehelp import Server, launch_chromium  # noqa: E402  (the browser tests' Chromium)

import build  # noqa: E402

READY = "body[data-ready=true]"
TIMEOUT = 600_000
PROGRAM = (ROOT / "benchmarks" / "cpp_contest.cpp").read_text(encoding="utf-8")
CONTEST = sorted((ROOT / "benchmarks" / "contest").glob("*.cpp"))

PREPARE = """async () => {
  const { prepare } = await import("./js/compiler.js");
  const started = performance.now();
  await prepare();
  return (performance.now() - started) / 1000;
}"""
COMPILE = """async (source) => {
  const { compile } = await import("./js/compiler.js");
  const started = performance.now();
  const built = await compile(source);
  if (!built.ok) throw new Error(built.messages);
  const { seconds, pch, phases } = built;
  return { wall: (performance.now() - started) / 1000, seconds, pch, phases };
}"""
AT_ONCE = """async (source) => {
  const { compile, prepare } = await import("./js/compiler.js");
  const started = performance.now();
  const [, built] = await Promise.all([prepare(), compile(source)]);
  const { seconds, phases } = built;
  return { wall: (performance.now() - started) / 1000, seconds, phases };
}"""
LARGE = """async (source) => {
  const { largeBuild } = await import("./js/compiler.js");
  const started = performance.now();
  await largeBuild(source);
  return (performance.now() - started) / 1000;
}"""


def sizes() -> tuple[int, int, int]:
    """Bytes of the toolchain in dist/clang (as downloaded, and inflated) and of the
    C++17 precompiled header downloaded with it (clang/pch/: the header and the
    preprocessed text it was made from; not counted in the first)."""
    files = [p for p in (build.DIST / "clang").iterdir() if p.is_file()]
    stored = sum(p.stat().st_size for p in files)
    raw = sum(
        len(gzip.decompress(p.read_bytes())) if p.suffix == ".gz" else p.stat().st_size
        for p in files
        if p.suffix in (".gz", ".js")
    )
    pch = build.DIST / "clang" / "pch"
    return stored, raw, sum((pch / f"c++17.{kind}.gz").stat().st_size for kind in ("pch", "ii"))


def measure(page, later: int) -> dict[str, object]:
    numbers: dict[str, object] = {"start": page.evaluate(PREPARE)}
    numbers["first"] = page.evaluate(COMPILE, PROGRAM)
    numbers["later"] = [page.evaluate(COMPILE, f"{PROGRAM}// {n}\n") for n in range(1, later + 1)]
    for path in CONTEST:
        text = path.read_text(encoding="utf-8")
        numbers[path.name] = [page.evaluate(COMPILE, f"{text}// {n}\n") for n in range(2)]
    numbers["no pch"] = page.evaluate(COMPILE, "#define LOCAL 1\n" + PROGRAM)
    # Linked from the object file its compile kept (as when a run overflows the small stack).
    page.evaluate(COMPILE, f"{PROGRAM}// large\n")
    numbers["large"] = page.evaluate(LARGE, f"{PROGRAM}// large\n")
    return numbers


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--later", type=int, default=5, help="later compiles to time (default 5)")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--firefox", action="store_true", help="Firefox ESR, not Chromium")
    args = parser.parse_args(argv)
    if not args.no_build:
        build.build()
    server = Server(build.DIST)
    if args.firefox:
        from engines import FirefoxPage

        page = FirefoxPage(server.url)
        try:
            page.goto(server.url)
            while not page.evaluate("() => document.body?.dataset.ready === 'true'"):
                time.sleep(0.2)
            before = dict(server.hits)
            began = time.perf_counter()
            numbers = measure(page, args.later)
            total = time.perf_counter() - began
            fetched = [path for path in server.hits if server.hits[path] != before.get(path)]
            page.close()
            page = FirefoxPage(server.url)
            page.goto(server.url)
            while not page.evaluate("() => document.body?.dataset.ready === 'true'"):
                time.sleep(0.2)
            numbers["at once"] = page.evaluate(AT_ONCE, f"{PROGRAM}// at once\n")
        finally:
            page.close()
            server.close()
        print(f"Firefox {page.version}")
    else:
        numbers, total, fetched = in_chromium(server, args.later)
    report(numbers, total, fetched)
    return 0


def in_chromium(server: Server, later: int) -> tuple[dict[str, object], float, list[str]]:
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            context = browser.new_context()
            page = context.new_page()
            page.set_default_timeout(TIMEOUT)
            page.goto(server.url)
            page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
            before = dict(server.hits)
            began = time.perf_counter()
            numbers = measure(page, later)
            total = time.perf_counter() - began
            fetched = [path for path in server.hits if server.hits[path] != before.get(path)]
            fresh = browser.new_context().new_page()
            fresh.set_default_timeout(TIMEOUT)
            fresh.goto(server.url)
            fresh.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
            numbers["at once"] = fresh.evaluate(AT_ONCE, f"{PROGRAM}// at once\n")
            browser.close()
    finally:
        server.close()
    return numbers, total, fetched


def phases(compiled: dict[str, object]) -> str:
    """The seconds of a compile's steps (the worker's `phases`), as words."""
    steps = compiled.get("phases") or {}
    return ", ".join(f"{name} {seconds:.2f} s" for name, seconds in steps.items())


def report(numbers: dict[str, object], total: float, fetched: list[str]) -> None:
    stored, raw, header = sizes()
    files = [build.DIST / path.removeprefix("/card-judge/") for path in fetched]
    downloaded = sum(path.stat().st_size for path in files)
    later = [run["seconds"] for run in numbers["later"]]
    first = numbers["first"]
    print(f"toolchain: {stored / 1e6:.1f} MB to download (dist/clang), {raw / 1e6:.1f} MB inflated")
    print(f"and bits/stdc++.h precompiled for C++17 with it: {header / 1e6:.1f} MB")
    print(f"fetched by the page for C++: {downloaded / 1e6:.1f} MB in {len(fetched)} files")
    print(f"toolchain start (download from localhost, inflate, warm-up): {numbers['start']:.2f} s")
    print(
        f"first compile after it, 225 lines: {first['seconds']:.2f} s"
        f" (page waited {first['wall']:.2f} s), pch {first['pch']}; {phases(first)}"
    )
    print(
        f"later compiles ({len(later)}):"
        f" median {statistics.median(later):.2f} s,"
        f" min {min(later):.2f}, max {max(later):.2f}"
    )
    for path in CONTEST:
        runs = numbers[path.name]
        lines = len(path.read_text(encoding="utf-8").splitlines())
        print(
            f"{path.name} ({lines} lines): first {runs[0]['seconds']:.2f} s,"
            f" second {runs[1]['seconds']:.2f} s, pch {runs[0]['pch']}"
        )
    no_pch = numbers["no pch"]
    print(f"warm compile that cannot use it (#define before #include): {no_pch['seconds']:.2f} s")
    print(f"large-stack link of the 225 lines, when a run needs it: {numbers['large']:.2f} s")
    at_once = numbers["at once"]
    print(
        f"C++ picked and compiled at once, fresh: {at_once['wall']:.2f} s from the ask"
        f" (the compile itself {at_once['seconds']:.2f} s: {phases(at_once)})"
    )
    print(f"all of it (but the last): {total:.1f} s")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
