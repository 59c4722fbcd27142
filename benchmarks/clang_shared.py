"""Does a second clang, warming up beside a cold compile on the same WebAssembly.Module,
make that compile faster? Measured under Node (V8), with the site's toolchain.

    python benchmarks/clang_shared.py [--runs 3] [--modes alone,beside]

clang's cold compile is slow in V8 because its code runs in Liftoff (the baseline
tier) until V8 optimises its hot functions (BENCHMARKS.md, issue 29). A compiled
WebAssembly.Module posted to several workers shares its code, optimised functions
included: a second worker running clang on another program might get the hot
functions optimised sooner for both. Each run is a fresh Node process:

- the main thread compiles clang's llvm.core.wasm once and posts the Module to
  each worker; each worker's toolchain (the site's bundle.js, build.growing_toolchain)
  gets that Module when it compiles llvm.core.wasm, then runs `clang++ --version`
  (as the page's worker does when it loads);
- then, at the same moment, the user's worker compiles benchmarks/cpp_contest.cpp
  with bits/stdc++.h precompiled as the page does (build.py's header, the page's
  flags) and links it with the allocation watch (clang's cold compile: the
  "compile itself" of cpp_compile.py's at-once line), then compiles it a second
  time (another text: a later compile, warm);
- mode `alone`: nothing else runs. Mode `beside`: a second worker compiles the
  page's warm-up program (WARM_UP in web/js/compiler-worker.js) once, starting
  with the user's compile. Mode `busy`: the second worker compiles it again and
  again until the user's first compile is done. Mode `own`: as `beside`, but the
  second worker compiles clang's module itself, its bytes made distinct (V8 would
  else find the same module in its per-process cache): no code shared, what
  competing for the 2 cores alone costs. Modes `after` and `after-own`: the second worker's
  warm-up is done before the user's compile starts, on the shared Module or on its
  own (whether V8 shares optimised code between the workers at all).

Modes alternate run by run. Prints the seconds of each step and the load average;
asserts nothing.
"""

import argparse
import gzip
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from common import load_average, machine  # noqa: E402

import build  # noqa: E402

PROGRAM = ROOT / "benchmarks" / "cpp_contest.cpp"
WORKER_JS = ROOT / "web" / "js" / "compiler-worker.js"
MODES = ("alone", "beside", "busy", "own", "after", "after-own")

# The main thread: argv is the job as JSON ({bundle, core, mode, worker}). Prints one
# JSON line: the seconds of each step.
MAIN = """
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
const job = JSON.parse(process.argv[1]);
const now = () => performance.now() / 1000;
const began = now();
const module = await WebAssembly.compile(readFileSync(job.core));
const compiled = now() - began;
const start = (role, shared) => {
  const workerData = { ...job, role, module: shared };
  const worker = new Worker(job.worker, { execArgv: [], workerData });
  const said = [];
  let waiting = null;
  worker.on("message", (message) => {
    if (!waiting) return said.push(message);
    waiting(message);
    waiting = null;
  });
  worker.on("error", (error) => { console.error(error); process.exit(1); });
  const next = () =>
    said.length ? Promise.resolve(said.shift()) : new Promise((resolve) => (waiting = resolve));
  return { worker, next };
};
const user = start("user", module);
const second =
  job.mode === "alone" ? null : start("warm", job.mode.endsWith("own") ? null : module);
const ready = await Promise.all([user.next(), second?.next()]);
let warm = null;
if (job.mode.startsWith("after")) {
  second.worker.postMessage("go");
  warm = await second.next();
}
const go = now();
user.worker.postMessage("go");
if (!job.mode.startsWith("after")) second?.worker.postMessage("go");
const first = await user.next();
second?.worker.postMessage("stop");
const later = await user.next();
warm ??= second ? await second.next() : null;
user.worker.terminate();
second?.worker.terminate();
const shared = ready.map((worker) => worker?.shared ?? null);
const started = ready[0].seconds;
console.log(JSON.stringify({ compiled, shared, ready: started, first, later, warm }));
"""

# Each worker: its toolchain gets the posted Module (or compiles its own when none
# was posted), starts, then on "go" compiles. The user compiles the program twice,
# reporting each; the warm worker compiles the warm-up once (`beside`, `own`) or until
# "stop" (`busy`), then reports its compiles.
WORKER = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parentPort, workerData as job } from "node:worker_threads";
const now = () => performance.now() / 1000;
const size = String(readFileSync(job.core).length);
const own = WebAssembly.compileStreaming;
let shared = false;
WebAssembly.compileStreaming = async (response) => {
  const length = (await response).headers.get("content-length");
  if (length !== size) return own.call(WebAssembly, response);
  if (job.module) return (shared = true), job.module;
  // V8 keeps one compiled module for the same bytes in a process: a custom section
  // appended makes these bytes another module, whose code is this worker's own.
  const bytes = new Uint8Array(await (await response).arrayBuffer());
  const marked = new Uint8Array(bytes.length + 6);
  marked.set(bytes);
  marked.set([0, 4, 3, 0x6f, 0x77, 0x6e], bytes.length);
  return WebAssembly.compile(marked);
};
const began = now();
const { runClang } = await import(pathToFileURL(job.bundle).href);
const quiet = { decodeASCII: false, fetchProgress: () => {}, stdout: () => {}, stderr: () => {} };
await runClang(["clang++", "--version"], {}, quiet);
const pch = readFileSync(job.pch);
const ii = readFileSync(job.ii);
const watch = readFileSync(job.watch);
const header = readFileSync(job.header, "utf8");
async function compile(source) {
  const started = now();
  const tree = { include: { bits: { "stdc++.h": header } }, "main.cpp": source };
  Object.assign(tree, { "stdc++.pch": pch, pch: { "c++17.ii": ii } });
  const args = ["clang++", "-include-pch", "stdc++.pch", ...job.flags, "-isystem", "include"];
  args.push("-c", "main.cpp", "-o", "main.o");
  const files = await runClang(args, tree, quiet);
  const clang = now() - started;
  const link = ["clang++", "-fno-exceptions", "main.o", "watch.o", "-Wl,--wrap=sbrk"];
  link.push("-o", "main.wasm", "-Wl,--stack-first");
  await runClang(link, { "main.o": files["main.o"], "watch.o": watch }, quiet);
  return { clang, link: now() - started - clang, seconds: now() - started };
}
let stopped = false;
parentPort.on("message", async (message) => {
  if (message === "stop") return (stopped = true);
  if (job.role === "user") {
    const program = readFileSync(job.program, "utf8");
    parentPort.postMessage(await compile(program + "// first\\n"));
    parentPort.postMessage(await compile(program + "// later\\n"));
  } else {
    const runs = [];
    do runs.push(await compile(job.warmup + `// ${runs.length}\\n`));
    while (job.mode === "busy" && !stopped);
    parentPort.postMessage(runs);
  }
});
parentPort.postMessage({ seconds: now() - began, shared });
"""


def warm_up_program() -> str:
    """The page's warm-up program, as compiler-worker.js holds it (a template literal)."""
    text = WORKER_JS.read_text(encoding="utf-8")
    body = re.search(r"const WARM_UP = `(.*?)`;", text, re.S).group(1)
    return body.replace("\\\\", "\\")


def toolchain(folder: Path) -> dict[str, object]:
    """The site's toolchain in `folder` and the files a compile reads: the job's paths."""
    bundle = build.growing_toolchain(folder)
    site = folder / "site"
    site.mkdir()
    build.precompile_headers(site)
    build.compile_watch(site)
    for name in ("c++17.pch", "c++17.ii"):
        (folder / name).write_bytes(gzip.decompress((site / "pch" / f"{name}.gz").read_bytes()))
    (folder / "worker.mjs").write_text(WORKER, encoding="utf-8")
    return {
        "bundle": str(bundle),
        "core": str(build.CLANG / "llvm.core.wasm"),
        "worker": str(folder / "worker.mjs"),
        "pch": str(folder / "c++17.pch"),
        "ii": str(folder / "c++17.ii"),
        "watch": str(site / "watch.o"),
        "header": str(build.HEADER),
        "program": str(PROGRAM),
        "flags": build.PCH_FLAGS["c++17"],
        "warmup": warm_up_program(),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each mode (default 3)")
    parser.add_argument(
        "--modes", default="alone,beside", help=f"of {','.join(MODES)} (default alone,beside)"
    )
    args = parser.parse_args(argv)
    modes = args.modes.split(",")
    if not set(modes) <= set(MODES):
        parser.error(f"modes are {', '.join(MODES)}")
    print(machine())
    firsts: dict[str, list[float]] = {mode: [] for mode in modes}
    with tempfile.TemporaryDirectory() as folder:
        job = toolchain(Path(folder))
        for run in range(args.runs):
            for mode in modes:
                before = load_average()
                command = [
                    "node",
                    "--input-type=module",
                    "-e",
                    MAIN,
                    json.dumps(job | {"mode": mode}),
                ]
                done = subprocess.run(
                    command, capture_output=True, text=True, timeout=900, cwd=folder, check=False
                )
                if done.returncode:
                    sys.exit(f"node failed: {done.stderr}")
                got = json.loads(done.stdout.strip().splitlines()[-1])
                first, later = got["first"], got["later"]
                firsts[mode].append(first["seconds"])
                warm = got["warm"] or []
                warm_text = ", ".join(f"{w['seconds']:.2f}" for w in warm)
                print(
                    f"run {run + 1} {mode:6}: module compiled {got['compiled']:.2f} s,"
                    f" shared {got['shared']}, started {got['ready']:.2f} s;"
                    f" cold compile {first['seconds']:.2f} s"
                    f" (clang {first['clang']:.2f}, link {first['link']:.2f}),"
                    f" next {later['seconds']:.2f} s"
                    + (f"; warm-ups beside: {warm_text} s" if warm else "")
                    + f"; load {before} -> {load_average()}",
                    flush=True,
                )
    for mode, times in firsts.items():
        each = ", ".join(f"{t:.2f}" for t in times)
        print(f"{mode}: cold compile median {statistics.median(times):.2f} s ({each})")
    print(f"cores: {os.cpu_count()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
