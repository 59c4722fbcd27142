// The user's C++ or C program: compiled once per text (compiler.js, in a worker of
// its own), then run in another worker (cpp-worker.js) on a fresh instance
// for every input, never in the judge's worker and never on the page's
// thread. It has Solution's interface, so the panel's Run, stress loop and
// shrinking drive it as they drive a Python program.
//
// Two builds of each program: `small`, a small stack placed first in memory,
// is quick to instantiate and traps when its stack runs out; only then is the
// same input run again on `large`, with the 64 MB stack a judge gives (linked
// then, the first time: most programs never need it, and a compile is quicker).
import { compile, keepLatest, largeBuild, MEMORY_MB, STACK_MB } from "./compiler.js";
import { formatNumber } from "./i18n.js";
import { OUTPUT_LIMIT } from "./wasi.js";

const MB = 2 ** 20;
// How many calls deep a small recursive C++ function gets in a program's worker before
// the engine's own call stack runs out (benchmarks/call_depth.py, 2026-11-29: Chromium
// 156 7,986, Firefox ESR 153 13,335, WebKitGTK 2.50 48,697). Other engines: no figure.
const CALL_DEPTHS = { chromium: 8_000, firefox: 13_000, webkit: 48_000 };
const KEPT_BUILDS = 4;
// How each engine names a WebAssembly trap (Chromium, Firefox, WebKit; WebKit's without
// the "(evaluating ...)" it adds), as the kinds of ending the judge's Python says in words
// (cardjudge.verdicts.PAGE_ENDINGS). Firefox names two traps alike: "integer overflow" is
// a division's or a conversion's, "index out of bounds" most often memory's.
const TRAPS = {
  "memory access out of bounds": "out-of-bounds",
  "index out of bounds": "out-of-bounds",
  "Out of bounds memory access": "out-of-bounds",
  unreachable: "unreachable",
  "unreachable executed": "unreachable",
  "Unreachable code should not be executed": "unreachable",
  "divide by zero": "divide-by-zero",
  "remainder by zero": "divide-by-zero",
  "integer divide by zero": "divide-by-zero",
  "Division by zero": "divide-by-zero",
  "divide result unrepresentable": "divide-overflow",
  "Integer overflow": "divide-overflow",
  "integer overflow": "integer-overflow",
  "float unrepresentable in integer range": "float-range",
  "Out of bounds Trunc operation": "float-range",
  "table index is out of bounds": "bad-pointer",
  "null function": "bad-pointer",
  "function signature mismatch": "bad-pointer",
  "null function or function signature mismatch": "bad-pointer",
  "indirect call to null": "bad-pointer",
  "indirect call signature mismatch": "bad-pointer",
  "Out of bounds call_indirect": "bad-pointer",
  "call_indirect to a null table entry": "bad-pointer",
  "call_indirect to a signature that does not match": "bad-pointer",
};

export class CppSolution {
  /**
   * `standard()`: the C++ standard picked ("c++17"); `onProgress({loaded, total})`:
   * the toolchain's download, the first time (the panel compiles before it runs, and
   * says so, so that here a compile is most often one already done).
   */
  constructor({ standard = () => "c++17", onProgress = () => {} } = {}) {
    Object.assign(this, { standard, onProgress });
    this.runner = new Runner();
    this.builds = new Map(); // (standard, source) -> its build, the latest last
    this.started = true; // nothing to start before a run: compiling says itself
    this.stopping = false;
  }

  ready() {
    return Promise.resolve();
  }

  /**
   * Compile `source` (once per text) and run it on `input` for at most
   * `limitMs`: its outcome as the stress loop takes it ({stdout, stderr,
   * status, timed_out, seconds, ending, memory}; `compiled: false` and the
   * compiler's messages in stderr when it does not compile), or null when
   * `stop()` ended it.
   */
  async run(source, input, limitMs) {
    this.stopping = false;
    const build = await this.#build(source);
    if (this.stopping) return null;
    if (!build.ok) return notCompiled(build);
    let result = await this.runner.run(build.small, input, limitMs);
    if (result?.trap?.kind === "stack") {
      // The same input again with the judge's stack, under the same time limit.
      build.large ??= largeBuild(source, { standard: build.standard }).then((bytes) => WebAssembly.compile(bytes));
      build.large.catch(() => (build.large = null));
      const large = await build.large;
      result = this.stopping ? null : await this.runner.run(large, input, limitMs);
    }
    if (!result) return null;
    return outcomeOf(result, limitMs);
  }

  /** End the run going on, at once (a compile finishes, but its program does not run). */
  stop() {
    this.stopping = true;
    this.runner.stop();
  }

  /** The program compiled, from the builds kept when it was compiled before. */
  async #build(source) {
    const standard = this.standard();
    const key = `${standard}\n${source}`;
    let build = this.builds.get(key);
    if (!build) {
      build = this.#compile(source, standard);
      keepLatest(this.builds, key, build, KEPT_BUILDS);
      build.catch(() => this.builds.delete(key));
    }
    return build;
  }

  async #compile(source, standard) {
    const built = await compile(source, { standard, onProgress: this.onProgress });
    if (!built.ok) return built;
    return { ok: true, small: await WebAssembly.compile(built.small), standard, large: null };
  }
}

/** The worker programs run in; a fresh one after a run that had to be ended. */
class Runner {
  constructor() {
    this.worker = null;
    this.loaded = null; // the module the worker has been sent
    this.answer = null; // resolves the run going on
  }

  /** Run `module` on `input`: the worker's result, {timed_out} past `limitMs`, or null when stopped. */
  run(module, input, limitMs) {
    this.worker ??= this.#start();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#end({ timed_out: true, trap: null }), limitMs);
      this.answer = (result) => {
        clearTimeout(timer);
        this.answer = null;
        resolve(result);
      };
      // A module goes to the worker once; the runs after it send only their input.
      this.worker.postMessage(module === this.loaded ? { input } : { module, input });
      this.loaded = module;
    });
  }

  stop() {
    if (this.answer) this.#end(null);
  }

  #start() {
    this.loaded = null;
    const worker = new Worker(new URL("./cpp-worker.js", import.meta.url), { type: "module" });
    worker.addEventListener("message", (event) => this.answer?.(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.#end({ crashed: event.message || "", trap: null });
    });
    return worker;
  }

  /** End the worker and the run going on with `result`; start the next worker now. */
  #end(result) {
    this.worker?.terminate();
    this.worker = this.#start();
    this.answer?.(result);
  }
}

function notCompiled(build) {
  return {
    stdout: "",
    stderr: build.messages,
    status: 1,
    timed_out: false,
    seconds: build.seconds ?? 0,
    ending: said("not-compiled"),
    compiled: false,
    line: build.line ?? null,
  };
}

/** The worker's result as the stress loop takes an outcome. */
function outcomeOf(result, limitMs) {
  if (result.timed_out) {
    const seconds = limitMs / 1000;
    const ending = said("timeout", { seconds });
    return { stdout: "", stderr: "", status: 0, timed_out: true, seconds, ending, memory: 0 };
  }
  if (result.crashed) {
    const ending = result.crashed ? said("crash", { reason: result.crashed }) : said("crash-unexplained");
    return { stdout: "", stderr: "", status: 1, timed_out: false, seconds: 0, ending, memory: 0 };
  }
  const { stdout, stderr, status, seconds, memory, trap } = result;
  if (result.allocationFailed || (trap && stderr.includes("bad_alloc"))) {
    // An allocation past the limit: a memory limit, however the program went on after it.
    const ending = said("allocation-failed", { size: MEMORY_MB });
    return { stdout, stderr, status, timed_out: false, seconds, memory, ending, memory_limit: true };
  }
  return { stdout, stderr, status, timed_out: false, seconds, memory, ending: trap ? ending(trap) : "" };
}

/** How a run that trapped ended: a kind of ending, with its fields, for the judge to say. */
export function ending(trap) {
  switch (trap.kind) {
    case "stack":
      return said("stack", { size: STACK_MB });
    case "call-stack": {
      const depth = CALL_DEPTHS[engineOf(navigator.userAgent)];
      return depth ? said("call-stack", { depth: formatNumber(depth) }) : said("call-stack-unmeasured");
    }
    case "output":
      return said("output", { size: OUTPUT_LIMIT / MB });
    case "unsupported":
      return said("unsupported", { name: trap.name });
  }
  if (trap.where?.endsWith("abort")) return said("abort");
  const kind = TRAPS[trap.message];
  return kind ? said(kind) : said("trap", { message: trap.message });
}

/** An ending of `kind` (one of cardjudge.verdicts.PAGE_ENDINGS), said by the judge in the page's language. */
function said(kind, fields = {}) {
  return { kind, fields };
}

/** The engine a browser's user agent names: Firefox's Gecko, Chromium's Blink, else WebKit (Safari, and every browser on an iPhone), or null. */
function engineOf(agent) {
  if (/Firefox\//.test(agent)) return "firefox";
  if (/Chrom(e|ium)\//.test(agent)) return "chromium";
  return /AppleWebKit\//.test(agent) ? "webkit" : null;
}
