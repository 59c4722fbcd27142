"""Does Chromium keep clang's optimised code for a returning visitor (V8's wasm code cache)?

    python benchmarks/wasm_code_cache.py [--modes shipped,http] [--visits 3] [--no-build]

V8 can store a WebAssembly module's optimised code beside the response it was
compiled from, and reuse it on the next visit, when the module is compiled with
WebAssembly.compileStreaming from a Response that has a URL and comes through the
browser's cache (HTTP cache or Cache Storage). The page's worker compiles clang from
a synthetic `new Response(stream)` (inflated from llvm.core.wasm.gz), which has
neither. This runs, in headless Chromium on a persistent profile (a returning
visitor, the browser restarted between visits), one visit after another:

- visit 1: a fresh page, C++ picked and benchmarks/cpp_contest.cpp compiled at once
  (cpp_compile.py's at-once line), then `--compiles` more (clang warm, tiered up:
  cpp_contest.cpp and the programs of benchmarks/contest/ in turn),
  then 15 s idle (V8 caches after a 2 s timeout; the write is asynchronous);
- each later visit: the browser started again on the same profile, the same
  at-once compile, then 15 s idle.

After each visit it prints the bytes in the profile's code cache folders ("Code
Cache/wasm", and Cache Storage). Modes:

- `shipped`: dist/ as built;
- `http`: dist/ with clang/llvm.core.wasm also stored inflated, and the worker
  compiling clang from a fetch of it as is (a Response with its URL, from the HTTP
  cache on a later visit; the server says max-age=86400, or --max-age: 0 makes each
  visit ask again, 304; with --gzip it sends it gzip-compressed, as GitHub Pages);
- `storage`: the worker inflating llvm.core.wasm.gz into Cache Storage (a cache of
  its own, under the URL clang/llvm.core.wasm) once, and compiling clang from
  that cache's response;
- `sw`: the worker compiling clang from a fetch of clang/llvm.core.wasm, which the
  service worker answers from Cache Storage (inflating llvm.core.wasm.gz into it
  the first time).

Prints numbers; asserts nothing.
"""

import argparse
import functools
import shutil
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

MODES = ("shipped", "http", "storage", "sw")
# The worker's fetch of the toolchain's files; in mode `http`, clang's module is
# compiled from a fetch of its own instead: the toolchain's bundle hands
# compileStreaming a `new Response(stream, response)` of its own making (to count
# the bytes), which has no URL, so its response is only a placeholder, marked.
INFLATING = "    if (!(name in sizes)) return plainFetch(url, init);\n"
AS_IS = INFLATING + (
    '    const marked = { "content-type": "application/wasm", "x-as-is": "1" };\n'
    '    if (name === "llvm.core.wasm") return new Response("", { headers: marked });\n'
)
PLAIN = "const plainFetch = globalThis.fetch.bind(globalThis);\n"
COMPILING = {}
COMPILING["http"] = (
    PLAIN
    + """const compileStreaming = WebAssembly.compileStreaming;
WebAssembly.compileStreaming = async (source) => {
  const response = await source;
  if (!response.headers.get("x-as-is")) return compileStreaming(response);
  return compileStreaming(plainFetch(new URL("llvm.core.wasm", CLANG)));
};
"""
)
COMPILING["sw"] = COMPILING["http"]
# Mode `sw`: the service worker answers clang/llvm.core.wasm (no file of the site) from
# Cache Storage, inflating clang/llvm.core.wasm.gz into it the first time.
SERVING = """
self.addEventListener("fetch", (event) => {
  const wanted = new URL("clang/llvm.core.wasm", scope);
  if (new URL(event.request.url).pathname !== wanted.pathname) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const key = `${wanted.href}?v=${MANIFEST["clang/llvm.core.wasm.gz"]}`;
      let kept = await cache.match(key);
      if (!kept) {
        const packed = await fetchFresh("clang/llvm.core.wasm.gz");
        const body = packed.body.pipeThrough(new DecompressionStream("gzip"));
        const headers = { "content-type": "application/wasm" };
        await cache.put(key, new Response(body, { headers }));
        kept = await cache.match(key);
      }
      return kept;
    })(),
  );
});
"""
COMPILING["storage"] = (
    PLAIN
    + """const compileStreaming = WebAssembly.compileStreaming;
WebAssembly.compileStreaming = async (source) => {
  const response = await source;
  if (!response.headers.get("x-as-is")) return compileStreaming(response);
  const url = new URL("llvm.core.wasm", CLANG);
  const cache = await caches.open("card-judge-clang-try");
  let kept = await cache.match(url);
  if (!kept) {
    const headers = { "content-type": "application/wasm" };
    await cache.put(url, new Response(await gunzipped("llvm.core.wasm"), { headers }));
    kept = await cache.match(url);
  }
  return compileStreaming(kept);
};
"""
)


def site(mode: str, folder: Path) -> Path:
    """dist/ as `mode` serves it: the built site, or a copy changed for the mode."""
    if mode == "shipped":
        return build.DIST
    copy = folder / "dist"
    shutil.copytree(build.DIST, copy)
    worker = copy / "js" / "compiler-worker.js"
    text = worker.read_text(encoding="utf-8")
    if INFLATING not in text or PLAIN not in text:
        raise SystemExit("compiler-worker.js no longer fetches as this benchmark expects")
    text = text.replace(INFLATING, AS_IS).replace(PLAIN, COMPILING[mode])
    worker.write_text(text, encoding="utf-8")
    if mode == "http":
        shutil.copyfile(build.CLANG / "llvm.core.wasm", copy / "clang" / "llvm.core.wasm")
    if mode == "sw":
        with (copy / "sw.js").open("a", encoding="utf-8") as sw:
            sw.write(SERVING)
    return copy


def gzip_serving(server: Server) -> None:
    """Make `server` answer clang/llvm.core.wasm as a host that compresses WebAssembly
    does (GitHub Pages): the bytes of llvm.core.wasm.gz, with Content-Encoding: gzip;
    304 when the browser asks whether its copy is still the same (If-Modified-Since)."""
    handler = server.http.RequestHandlerClass
    base = handler.func if isinstance(handler, functools.partial) else handler

    class Compressing(base):
        def do_GET(self) -> None:
            if not self.path.split("?")[0].endswith("/clang/llvm.core.wasm"):
                super().do_GET()
                return
            path = Path(self.translate_path(self.path.split("?")[0] + ".gz"))
            modified = self.date_time_string(int(path.stat().st_mtime))
            if self.headers.get("If-Modified-Since") == modified:
                self.send_response(304)
                self.end_headers()
                return
            body = path.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", "application/wasm")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Last-Modified", modified)
            self.end_headers()
            self.wfile.write(body)

    server.http.RequestHandlerClass = functools.partial(Compressing, **handler.keywords)


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
    parser.add_argument("--modes", default="shipped,http", help=f"of {','.join(MODES)}")
    parser.add_argument("--visits", type=int, default=3, help="visits of each profile (default 3)")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--compiles", type=int, default=3, help="more compiles on visit 1")
    parser.add_argument("--max-age", type=int, default=86400, help="the server's max-age")
    parser.add_argument("--gzip", action="store_true", help="the server gzips clang's module")
    parser.add_argument("--headful", action="store_true", help="headed (run under xvfb-run)")
    parser.add_argument("--js-flags", default="", help="V8 flags (not a page's choice)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    if not args.no_build:
        build.build()
    for mode in args.modes.split(","):
        with tempfile.TemporaryDirectory() as folder:
            served = site(mode, Path(folder))
            server = Server(served, max_age=args.max_age)
            if args.gzip:
                gzip_serving(server)
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
