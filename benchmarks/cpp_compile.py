"""Time C++ compiles in the page, in headless Chromium over dist/.

    python benchmarks/cpp_compile.py [--later 5] [--no-build]

Builds dist/ (unless --no-build), serves it on localhost and, in a fresh browser
context, measures through web/js/compiler.js:

- the download: the toolchain's files as stored in dist/clang/ (gzipped) and as
  they are inflated (node_modules), and the bytes the page fetched;
- the toolchain's start: from prepare() to ready, the download from localhost
  included (inflating and compiling 72 MB of WebAssembly), and the small warm-up
  compile prepare() does (what the page does when C++ is picked);
- the first compile of benchmarks/cpp_contest.cpp (225 lines, bits/stdc++.h, -O2):
  nothing precompiled yet;
- bits/stdc++.h precompiled: made after that first compile (the worker does it
  then); timed as the wait of the next compile, minus that compile;
- later compiles of the same program, each a different text (a comment added),
  with the precompiled header;
- a program that cannot use the precompiled header (a #define before its
  includes), compiled warm.

Compile times are the seconds compile() reports (in the worker, from its start to
both links done); wall times are what the page waited. Prints numbers; asserts
nothing.
"""

import argparse
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
  return { wall: (performance.now() - started) / 1000, seconds: built.seconds, pch: built.pch };
}"""


def sizes() -> tuple[int, int]:
    """Bytes of the toolchain in dist/clang (as downloaded) and inflated."""
    stored = sum(p.stat().st_size for p in (build.DIST / "clang").iterdir())
    kept = (".wasm", ".tar", ".js")
    raw = sum(p.stat().st_size for p in build.CLANG.iterdir() if p.suffix in kept)
    return stored, raw


def measure(page, later: int) -> dict[str, object]:
    numbers: dict[str, object] = {"start": page.evaluate(PREPARE)}
    numbers["first"] = page.evaluate(COMPILE, PROGRAM)
    second = page.evaluate(COMPILE, PROGRAM + "// 0\n")
    numbers["second"] = second
    numbers["pch made"] = second["wall"] - second["seconds"]
    numbers["later"] = [page.evaluate(COMPILE, f"{PROGRAM}// {n}\n") for n in range(1, later + 1)]
    numbers["no pch"] = page.evaluate(COMPILE, "#define LOCAL 1\n" + PROGRAM)
    return numbers


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--later", type=int, default=5, help="later compiles to time (default 5)")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args(argv)
    if not args.no_build:
        build.build()
    stored, raw = sizes()
    server = Server(build.DIST)
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
            numbers = measure(page, args.later)
            total = time.perf_counter() - began
            fetched = [path for path in server.hits if server.hits[path] != before.get(path)]
            browser.close()
    finally:
        server.close()
    files = [build.DIST / path.removeprefix("/card-judge/") for path in fetched]
    downloaded = sum(path.stat().st_size for path in files)
    later = [run["seconds"] for run in numbers["later"]]
    first, second = numbers["first"], numbers["second"]
    print(f"toolchain: {stored / 1e6:.1f} MB to download (dist/clang), {raw / 1e6:.1f} MB inflated")
    print(f"fetched by the page for C++: {downloaded / 1e6:.1f} MB in {len(fetched)} files")
    print(f"toolchain start (download from localhost, inflate, warm-up): {numbers['start']:.2f} s")
    print(
        f"first compile after it, 225 lines, nothing precompiled: {first['seconds']:.2f} s"
        f" (page waited {first['wall']:.2f} s)"
    )
    print(f"bits/stdc++.h precompiled after it, in about: {numbers['pch made']:.2f} s")
    print(
        f"next compile, waiting for that: {second['wall']:.2f} s,"
        f" its own {second['seconds']:.2f} s, pch {second['pch']}"
    )
    print(
        f"later compiles with the precompiled header ({len(later)}):"
        f" median {statistics.median(later):.2f} s,"
        f" min {min(later):.2f}, max {max(later):.2f}"
    )
    no_pch = numbers["no pch"]
    print(f"warm compile that cannot use it (#define before #include): {no_pch['seconds']:.2f} s")
    print(f"all of it: {total:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
