// C++ and C in the page: compile(source) gives the program as WebAssembly (wasm32-wasi),
// compiled by clang in a worker of its own (web/js/compiler-worker.js). Nothing
// of the toolchain loads until prepare() or compile() is first called: about
// 25 MB to download once, and 8.6 MB of bits/stdc++.h precompiled by build.py
// (with the preprocessed text it was made from), then cached by the service worker.
//
// A program is compiled once per (source, standard): the SHA-256 of both keys
// the result, and the same text again gives it back with `cached: true`.

// A C program is compiled by the same clang, as C: "c" is its standard here.
const STANDARDS = { "c++17": "-std=gnu++17", "c++20": "-std=gnu++20", c: "-x c -std=gnu17" };

/** The flags shown beside the Run button for the default standard. */
export const FLAGS = flagsOf("c++17");
/** The memory limit, in MB, every program is linked with (beside its stack). */
export const MEMORY_MB = 256;
/** The stack of `large`, in MB, as contest judges give for local arrays. */
export const STACK_MB = 64;

/** The flags shown for `standard` ("c++17", "c++20" or "c"). */
export function flagsOf(standard) {
  return `${STANDARDS[standard] ?? STANDARDS["c++17"]} -O2`;
}

// Large-stack builds kept (a 64 MB stack overflowed in few programs, each a few hundred KB).
const KEPT_LARGE = 4;
let worker = null;
let asked = 0;
const waiting = new Map(); // id -> {resolve, reject, onProgress}
const results = new Map(); // hash of (standard, source) -> a promise of the result
const larges = new Map(); // the same -> a promise of its large-stack build

/** The download went wrong (offline before the toolchain was saved, say). */
export class DownloadFailed extends Error {}

/**
 * Compile `source`:
 *   ok:   {ok: true, small, seconds, cached, phases}: `small` linked with a 1 MB stack placed
 *         first in memory (fast to instantiate; an overflow traps); it may grow its
 *         memory to 256 MB beside the stack. largeBuild() gives the same program with
 *         a 64 MB stack. Each call gives its own copy of the ArrayBuffer (transfer it freely).
 *   fail: {ok: false, messages: clang's messages, line: the first error's line or null, seconds}
 *   Both also say `pch`: whether the precompiled bits/stdc++.h was used.
 * `onProgress({loaded, total})` in bytes while the toolchain downloads (first use only).
 * Rejects with DownloadFailed when the toolchain cannot be fetched.
 */
export async function compile(source, { standard = "c++17", onProgress } = {}) {
  const key = await hashOf(`${standard}\n${source}`);
  const known = results.get(key);
  if (known) {
    const result = await known.catch(() => null);
    if (result) return copied(result, true);
  }
  const compiling = ask({ job: "compile", source, standard }, onProgress);
  results.set(key, compiling);
  compiling.catch(() => results.delete(key));
  return copied(await compiling, false);
}

/**
 * The large-stack build of `source`, which compile() compiled: the program linked
 * with a 64 MB stack (and 256 MB of memory beside it), an ArrayBuffer of its own.
 * Linked when first asked for, from the object file the compile kept.
 */
export async function largeBuild(source, { standard = "c++17" } = {}) {
  const key = await hashOf(`${standard}\n${source}`);
  let linking = larges.get(key);
  if (!linking) {
    linking = ask({ job: "large", source, standard }).then((result) => result.large);
    keepLatest(larges, key, linking, KEPT_LARGE);
    linking.catch(() => larges.delete(key));
  }
  return (await linking).slice(0);
}

/** Put `value` in `map` under `key` as its latest entry, and keep only the `most` latest. */
export function keepLatest(map, key, value, most) {
  map.delete(key);
  map.set(key, value);
  if (map.size > most) map.delete(map.keys().next().value);
}

/**
 * Download and start the toolchain (the first time; later calls wait for the same),
 * with bits/stdc++.h precompiled for the default standard (made when the site was built).
 */
export function prepare({ onProgress } = {}) {
  return ask({ job: "load" }, onProgress);
}

function ask(message, onProgress) {
  worker ??= start();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, onProgress });
    worker.postMessage({ id, ...message });
  });
}

function start() {
  const started = new Worker(new URL("./compiler-worker.js", import.meta.url), { type: "module" });
  started.onmessage = ({ data }) => {
    const call = waiting.get(data.id);
    if (!call) return;
    if (data.progress) return call.onProgress?.(data.progress);
    waiting.delete(data.id);
    if (data.error) {
      const Failure = data.error.download ? DownloadFailed : Error;
      call.reject(new Failure(data.error.message));
    } else {
      call.resolve(data.result);
    }
  };
  started.onerror = (event) => {
    // The worker itself failed (it could not load): every call waiting fails, and
    // the next one starts a fresh worker.
    for (const call of waiting.values()) call.reject(new DownloadFailed(event.message || "the compiler's worker failed"));
    waiting.clear();
    worker = null;
    started.terminate();
  };
  return started;
}

function copied(result, cached) {
  if (!result.ok) return { ...result, cached };
  return { ...result, small: result.small.slice(0), cached };
}

async function hashOf(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
