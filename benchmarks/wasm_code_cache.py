"""Does Chromium keep clang's optimised code for a returning visitor (V8's wasm code cache)?

    python benchmarks/wasm_code_cache.py [--hosts gzip,plain] [--visits 3] [--no-build]

V8 stores a WebAssembly module's optimised code beside the response it was compiled
from, and reuses it on the next visit, when the module is compiled with
WebAssembly.compileStreaming from a Response of the browser's HTTP cache, with its URL.
The page does so where the host sends clang/llvm.core.wasm compressed, as GitHub Pages
sends WebAssembly (web/js/compiler-worker.js, `cachedCore`); elsewhere it inflates
llvm.core.wasm.gz, and nothing is kept. This runs, in headless Chromium on a persistent
profile (a returning visitor, the browser restarted between visits), one visit after
another:

- visit 1: a fresh page, C++ picked and benchmarks/cpp_contest.cpp compiled at once
  (cpp_compile.py's at-once line), then `--compiles` more (clang warm, tiered up:
  cpp_contest.cpp and the programs of benchmarks/contest/ in turn),
  then 15 s idle (V8 caches after a 2 s timeout; the write is asynchronous);
- each later visit: the browser started again on the same profile, the same
  at-once compile, then 15 s idle.

After each visit it prints the bytes in the profile's code cache folders ("Code
Cache/wasm", and Cache Storage). Hosts: `gzip`, a server that sends clang's module
gzip-compressed (build.CompressingSiteHandler, as `build.py serve` does); `plain`, one
that sends every file as it is (the page then uses the gzipped copy). The server says
max-age=86400 (--max-age; 0 makes each visit ask again: 304).

Prints numbers; asserts nothing.
"""

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from common import load_average  # noqa: E402
from cpp_compile import AT_ONCE, COMPILE, CONTEST, PROGRAM, READY, TIMEOUT  # noqa: E402
from pagehelp import Server, chromium_options  # noqa: E402

import build  # noqa: E402


def cached_bytes(profile: Path) -> str:
    """The sizes of the profile's code cache folders, as `du` says them."""
    found = []
    for name in ("Code Cache/wasm", "Service Worker/CacheStorage"):
        path = profile / "Default" / name
        if path.exists():
            du = subprocess.run(["du", "-sb", path], capture_output=True, text=True, check=True)
            size = int(du.stdout.split()[0]) / 1e6
            found.append(f"{name} {size:.1f} MB ({len(list(path.rglob('*_0')))} entries)")
    return ", ".join(found) or "none"


def visit(
    playwright, profile: Path, url: str, first: int, js_flags: str, headful: bool
) -> dict[str, object]:
    options = chromium_options() | {"headless": not headful}
    if js_flags:
        options["args"] = [*options["args"], f"--js-flags={js_flags}"]
    context = playwright.chromium.launch_persistent_context(profile, **options)
    try:
        page = context.new_page()
        page.set_default_timeout(TIMEOUT)
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=TIMEOUT)
        at_once = page.evaluate(AT_ONCE, f"{PROGRAM}// at once {time.time()}\n")
        later = []
        for n in range(first):
            text = CONTEST[n % len(CONTEST)].read_text(encoding="utf-8") if n % 2 else PROGRAM
            later.append(page.evaluate(COMPILE, f"{text}// {n}\n")["seconds"])
        time.sleep(15)
        return {"at once": at_once, "later": later}
    finally:
        context.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hosts", default="gzip,plain", help="of gzip,plain")
    parser.add_argument("--visits", type=int, default=3, help="visits of each profile (default 3)")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--compiles", type=int, default=3, help="more compiles on visit 1")
    parser.add_argument("--max-age", type=int, default=86400, help="the server's max-age")
    parser.add_argument("--headful", action="store_true", help="headed (run under xvfb-run)")
    parser.add_argument("--js-flags", default="", help="V8 flags (not a page's choice)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    if not args.no_build:
        build.build()
    for mode in args.hosts.split(","):
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "dist").symlink_to(build.DIST)
            compress = mode == "gzip"
            server = Server(Path(folder) / "dist", max_age=args.max_age, compress_core=compress)
            profile = Path(folder) / "profile"
            try:
                with sync_playwright() as playwright:
                    for number in range(1, args.visits + 1):
                        before = load_average()
                        compiles = args.compiles if number == 1 else 0
                        flags = (args.js_flags, args.headful)
                        got = visit(playwright, profile, server.url, compiles, *flags)
                        at_once = got["at once"]
                        phases = (at_once.get("phases") or {}).items()
                        steps = ", ".join(f"{k} {v:.2f}" for k, v in phases)
                        later = ", ".join(f"{s:.2f}" for s in got["later"])
                        asked = {p: n for p, n in server.hits.items() if p.endswith(".core.wasm")}
                        print(
                            f"{mode} visit {number}: at once {at_once['wall']:.2f} s from the ask,"
                            f" compile {at_once['seconds']:.2f} s ({steps})"
                            + (f"; then {later} s" if later else "")
                            + f"; load {before} -> {load_average()}"
                            + f"; cached: {cached_bytes(profile)}; asked {asked}",
                            flush=True,
                        )
            finally:
                server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
