// The C++ compiler's worker: clang and lld built for WebAssembly (@yowasp/clang),
// never on the page's thread and never in the judge's worker. web/js/compiler.js
// talks to it: {id, job: "load" | "compile" | "large", ...} in, {id, progress} while
// the toolchain downloads, then {id, result} or {id, error}.
//
// The toolchain's files are stored gzipped in clang/ (build.py); the toolchain
// fetches them by their plain names, and `inflating` below answers with the
// inflated bytes. Jobs run one at a time, in the order they came.
//
// bits/stdc++.h comes precompiled, made by build.py for each standard with the
// flags the page compiles with (clang/pch.json): the default standard's with the
// toolchain, another's when a program is first compiled in it. It is made from
// bits/stdc++.h preprocessed (pch/STANDARD.ii), which comes with it: clang reads
// that text as the header's source (the lines its messages quote).

import { flagsOf, keepLatest, MEMORY_MB, STACK_MB } from "./compiler.js";

const CLANG = new URL("../clang/", import.meta.url);
const HEADER = new URL("../cpp/include/bits/stdc++.h", import.meta.url);
const SOURCE = "main.cpp"; // the name clang's messages give the program
const C_SOURCE = "main.c"; // the same, for a C program
const MIB = 1024 * 1024;
const MEMORY = MEMORY_MB * MIB; // the memory limit, as judges give it, beside the stack
const STACKS = { small: 1 * MIB, large: STACK_MB * MIB };
// Where an earlier version of the page kept the headers it precompiled itself.
const KEPT = "card-judge-cpp";
const DEFAULT_STANDARD = "c++17";
// The object files of the latest programs compiled, for their large-stack link.
const KEPT_OBJECTS = 4;

let toolchain = null; // a promise of {runClang, header, version}
const plainFetch = globalThis.fetch.bind(globalThis);
let counted = () => {}; // told the bytes of each chunk of the toolchain's download
let offered = {}; // clang/pch.json: standard -> {flags, size} of its precompiled header
const precompiled = new Map(); // standard -> a promise of its precompiled header's bytes, or null
const objects = new Map(); // standard and source -> the program's main.o, the latest last
let queue = Promise.resolve();

let compilesAsked = 0; // compiles asked for and not yet answered

self.onmessage = ({ data }) => {
  if (data.job === "compile") compilesAsked += 1;
  queue = queue.then(() => answer(data)).finally(() => data.job === "compile" && (compilesAsked -= 1));
};

async function answer({ id, job, source, standard }) {
  try {
    await load((progress) => self.postMessage({ id, progress }));
    const jobs = { compile, large: linkLarge, load: warmUp };
    const result = await jobs[job](source, standard);
    const moved = [result.small, result.large].filter(Boolean);
    self.postMessage({ id, result }, moved);
  } catch (error) {
    self.postMessage({ id, error: { message: error.message, download: Boolean(error.download) } });
  }
}

// -- the toolchain -------------------------------------------------------------------

/** Fetch and start the toolchain once; `onProgress({loaded, total})` in compressed bytes. */
function load(onProgress) {
  toolchain ??= (async () => {
    const sizes = await (await checked(new URL("files.json", CLANG))).json();
    offered = await (await checked(new URL("pch.json", CLANG))).json();
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0) + (offered[DEFAULT_STANDARD]?.size ?? 0);
    let loaded = 0;
    onProgress({ loaded, total });
    counted = (bytes) => onProgress({ loaded: (loaded += bytes), total });
    const header = precompiledHeader(DEFAULT_STANDARD); // downloads beside the toolchain
    const watch = allocationWatch();
    if ("caches" in self) caches.delete(KEPT).catch(() => {});
    const core = await cachedCore(sizes);
    // The toolchain keeps the fetch it found when first imported: this one.
    globalThis.fetch = inflating(sizes, core !== null);
    if (core !== null) WebAssembly.compileStreaming = compilingCore(core.module);
    const { runClang } = await import(new URL("bundle.js", CLANG).href);
    // The first run fetches the toolchain's files; --version checks it starts.
    const version = await run(runClang, ["--version"], {});
    const [text] = await Promise.all([(await checked(HEADER)).text(), header, watch]);
    return { runClang, header: text, version: version.stdout.split("\n")[0] };
  })();
  toolchain.catch(() => (toolchain = null)); // a download that failed is tried again next time
  return toolchain;
}

/** A fetch that answers the toolchain's files with their gzipped copies, inflated (clang's
 * own module, when it is compiled already, with a marked placeholder: `compilingCore`). */
function inflating(sizes, coreCompiled) {
  return async (url, init) => {
    const name = String(url).startsWith(CLANG.href) ? String(url).slice(CLANG.href.length) : "";
    if (!(name in sizes)) return plainFetch(url, init);
    if (name === CORE && coreCompiled) return new Response("", { headers: { [COMPILED]: "1" } });
    const type = name.endsWith(".wasm") ? "application/wasm" : "application/octet-stream";
    return new Response(await gunzipped(name), { headers: { "content-type": type } });
  };
}

// clang's own module, 73 MB (22 MB gzipped). Chromium keeps the code it optimises for a
// WebAssembly module beside the response it was compiled from, and a returning visitor's
// first compile then runs warm (2 s, not 5: BENCHMARKS.md), but only for a response of
// the HTTP cache with its URL: not for the inflated copy below, nor for the toolchain's
// own wrapper of what our fetch gives it (a new Response, to count its bytes), nor for
// one the service worker answers. So where the host sends clang/llvm.core.wasm itself
// compressed (GitHub Pages does; the service worker leaves it alone: build.py), the
// module is compiled here from that fetch and handed to the toolchain for its
// placeholder, and a copy is kept for offline use (KEPT_CORE). Elsewhere (a host that
// would send all 73 MB), the gzipped copy.
const CORE = "llvm.core.wasm";
const COMPILED = "x-card-judge-compiled"; // marks the placeholder of a module compiled here
const KEPT_CORE = "card-judge-clang-core"; // the worker's own cache: clang's module, offline
const compileStreaming = WebAssembly.compileStreaming?.bind(WebAssembly);

/** {module}: a promise of clang's module compiled from clang/llvm.core.wasm, its bytes
 * counted as they come; null where the host does not send it compressed (or, offline,
 * no copy was kept). */
async function cachedCore(sizes) {
  if (!compileStreaming || !(CORE in sizes)) return null;
  const url = new URL(CORE, CLANG);
  const about = await (await checked(new URL("core.json", CLANG))).json();
  const key = `${url.href}?v=${about.version}`;
  let response;
  let keeping = null;
  try {
    const head = await plainFetch(url, { method: "HEAD" });
    if (!/gzip|br/.test(head.headers.get("content-encoding") ?? "")) return null;
    response = await plainFetch(url);
    if (!response.ok) return null;
    keeping = keep(key, response.clone(), sizes[CORE] / about.size);
  } catch {
    response = await keptCore(key); // offline
    if (!response) return null;
    keeping = drained(countedAs(response.clone().body, sizes[CORE] / about.size));
  }
  const module = Promise.all([compileStreaming(response), keeping]).then(([compiled]) => compiled);
  module.catch(() => {}); // a failure is the toolchain's, when it asks for the module
  return { module };
}

/** Keep `response` (clang's module) under `key` for offline use, the copies of other
 * versions dropped, its bytes counted as the compressed bytes they came in (`ratio`). */
async function keep(key, response, ratio) {
  const headers = { "content-type": "application/wasm" };
  const body = new Response(countedAs(response.body, ratio), { headers });
  try {
    const cache = await caches.open(KEPT_CORE);
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(key, body);
  } catch {
    if (!body.bodyUsed) await drained(body.body).catch(() => {}); // not kept: still counted
  }
}

/** Read `stream` to its end, keeping nothing. */
async function drained(stream) {
  const reader = stream.getReader();
  while (!(await reader.read()).done);
}

/** clang's module as kept under `key`, else null. */
async function keptCore(key) {
  try {
    return (await (await caches.open(KEPT_CORE)).match(key)) ?? null;
  } catch {
    return null;
  }
}

/** `body` counted as it is read, each chunk as `ratio` of its bytes (the share of the
 * compressed download that an inflated chunk stands for). */
function countedAs(body, ratio) {
  const counting = new TransformStream({
    transform(chunk, controller) {
      counted(Math.round(chunk.byteLength * ratio));
      controller.enqueue(chunk);
    },
  });
  return body.pipeThrough(counting);
}

/** The toolchain's compileStreaming: the module compiled here for its placeholder. */
function compilingCore(core) {
  return async (source) => {
    const response = await source;
    return response.headers.get(COMPILED) ? core : compileStreaming(response);
  };
}

/** The body of clang/NAME.gz, inflated, its compressed bytes counted as they come. */
async function gunzipped(name) {
  const response = await checked(new URL(`${name}.gz`, CLANG));
  const body = countedAs(response.body, 1);
  // A server that says it sent gzip has had the browser inflate it already.
  if (/gzip/.test(response.headers.get("content-encoding") ?? "")) return body;
  return body.pipeThrough(new DecompressionStream("gzip"));
}

async function checked(url) {
  let response;
  try {
    response = await plainFetch(url);
  } catch (error) {
    throw downloadError(`${url}: ${error.message}`);
  }
  if (!response.ok) throw downloadError(`${url}: HTTP ${response.status}`);
  return response;
}

function downloadError(message) {
  return Object.assign(new Error(message), { download: true });
}

/** Run clang++ with `args` on the files of `tree`: {ok, stdout, stderr, files}. */
async function run(runClang, args, tree) {
  const decoder = new TextDecoder();
  let stdout = "";
  let stderr = "";
  const options = {
    stdout: (bytes) => bytes && (stdout += decoder.decode(bytes, { stream: true })),
    stderr: (bytes) => bytes && (stderr += decoder.decode(bytes, { stream: true })),
    decodeASCII: false,
    fetchProgress: () => {},
  };
  try {
    const files = await runClang(["clang++", ...args], tree, options);
    return { ok: true, stdout, stderr, files };
  } catch (error) {
    if (!("code" in error)) throw error; // not clang exiting with an error status
    return { ok: false, stdout, stderr, files: error.files ?? {} };
  }
}

// -- compiling -------------------------------------------------------------------------

// A program compiled once when the page asks the toolchain to get ready (C++
// picked): the browser compiles clang's WebAssembly as it first runs, lazily, and
// optimises what runs hot, so clang's first compile is several times slower than
// the next. This one takes that cost while the user is still writing. It is
// written as contestants write (bits/stdc++.h, global arrays, the containers and
// algorithms they use) so that what a contest program makes clang run is warm:
// the precompiled header read, the optimiser's passes over std's templates, and
// the object file's megabytes of zero-initialised globals written.
const WARM_UP = `#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
const int N = 100005;
int n, m, head[N], nxt[2 * N], to[2 * N], cnt;
ll dist_[N];
char name_[N][12];
struct Edge {
  int u, v;
  ll w;
  bool operator<(const Edge &o) const { return w < o.w; }
};
int find(vector<int> &p, int x) { return p[x] == x ? x : p[x] = find(p, p[x]); }
int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  if (!(cin >> n >> m)) return 0;
  vector<Edge> edges(m);
  for (auto &e : edges) cin >> e.u >> e.v >> e.w;
  sort(edges.begin(), edges.end());
  vector<int> parent(n + 1);
  iota(parent.begin(), parent.end(), 0);
  ll total = 0;
  for (auto &e : edges) {
    int a = find(parent, e.u), b = find(parent, e.v);
    if (a != b) parent[a] = b, total += e.w;
    to[++cnt] = e.v, nxt[cnt] = head[e.u], head[e.u] = cnt;
  }
  priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<>> pq;
  fill(dist_, dist_ + n + 1, LLONG_MAX);
  dist_[1] = 0, pq.push({0, 1});
  while (!pq.empty()) {
    auto [d, u] = pq.top();
    pq.pop();
    if (d > dist_[u]) continue;
    for (int i = head[u]; i; i = nxt[i])
      if (dist_[to[i]] > d + 1) pq.push({dist_[to[i]] = d + 1, to[i]});
  }
  map<string, int> seen;
  for (int i = 1; i <= n; i++) {
    snprintf(name_[i], sizeof name_[i], "%lld", dist_[i]);
    seen[name_[i]]++;
  }
  cout << total << ' ' << seen.size() << '\\n';
  printf("%d\\n", (int)count(name_[1], name_[1] + 12, '1'));
}
`;
let warmedUp = false;

async function warmUp(_source, standard) {
  if (warmedUp) return { ok: true };
  warmedUp = true;
  // A program is already waiting to compile (C++ picked and a compile asked for at
  // once): it warms clang up itself, and need not wait for this one first.
  if (compilesAsked > 0) return { ok: true };
  const built = await compile(WARM_UP, standard);
  return { ok: built.ok, seconds: built.seconds };
}

/** The flags of `standard` as the page shows them, and as clang gets them. */
function flags(standard) {
  return [...flagsOf(standard).split(" "), "-fno-exceptions"];
}

/** Compile `source` and link it with the small stack: {ok: true, small, seconds, pch,
 * phases} or {ok: false, messages, line, seconds, pch}. `phases`: the seconds of each
 * step ({compile, link}: clang on the program, then the link), for
 * benchmarks/cpp_compile.py. Its large-stack build is linked only when asked for
 * (linkLarge): most programs never need it. */
async function compile(source, standard = DEFAULT_STANDARD) {
  const started = performance.now();
  const { runClang, header } = await toolchain;
  const c = standard === "c"; // a C program: no precompiled C++ header
  const name = c ? C_SOURCE : SOURCE;
  const tree = { include: { bits: { "stdc++.h": header } }, [name]: source };
  const args = [...flags(standard), "-isystem", "include", "-c", name, "-o", "main.o"];
  const pch = !c && pchAllowed(source) ? await precompiledHeader(standard) : null;
  let compiled = null;
  if (pch) {
    const withPch = { ...tree, "stdc++.pch": pch.header, pch: { [`${standard}.ii`]: pch.source } };
    compiled = await run(runClang, ["-include-pch", "stdc++.pch", ...args], withPch);
    // The whole of bits/stdc++.h in front can clash with a program that did not ask
    // for all of it (a global of its own named like one of std): such a program is
    // compiled again without it, and said as that compile says it.
    if (!compiled.ok && !includesWhole(source)) compiled = null;
  }
  const usedPch = compiled !== null;
  compiled ??= await run(runClang, args, tree);
  const seconds = () => (performance.now() - started) / 1000;
  if (!compiled.ok) {
    return { ok: false, messages: compiled.stderr, line: firstErrorLine(compiled.stderr), seconds: seconds(), pch: usedPch };
  }
  const object = compiled.files["main.o"];
  const phases = { compile: seconds() };
  const small = await link(runClang, object, await allocationWatch(), STACKS.small);
  phases.link = seconds() - phases.compile;
  // A program the linker refuses (no main, a function declared and never defined)
  // does not compile either: the linker's messages are the compiler's.
  if (!small.ok) return { ok: false, messages: small.stderr, line: null, seconds: seconds(), pch: usedPch };
  keepLatest(objects, `${standard}\n${source}`, object, KEPT_OBJECTS);
  return { ok: true, small: small.wasm, seconds: seconds(), pch: usedPch, phases };
}

/** The large-stack build of `source`, which compiled: {ok: true, large, seconds}. Its
 * object file is kept from its compile, or made again if it is no longer kept. */
async function linkLarge(source, standard = DEFAULT_STANDARD) {
  const started = performance.now();
  const { runClang } = await toolchain;
  const key = `${standard}\n${source}`;
  if (!objects.has(key)) {
    const built = await compile(source, standard);
    if (!built.ok) throw new Error(`the program no longer compiles: ${built.messages}`);
  }
  const large = await link(runClang, objects.get(key), await allocationWatch(), STACKS.large);
  if (!large.ok) throw new Error(`linking with the large stack failed: ${large.stderr}`);
  return { ok: true, large: large.wasm, seconds: (performance.now() - started) / 1000 };
}

// Every program is linked with the allocation watch (cpp/watch.c, compiled by build.py
// into clang/watch.o): it notes an sbrk that fails, which only an allocation past the
// memory limit makes (cpp-solution.js reads the note after the run).
let watching = null; // a promise of clang/watch.o's bytes, fetched with the toolchain

function allocationWatch() {
  watching ??= checked(new URL("watch.o", CLANG)).then(async (response) => new Uint8Array(await response.arrayBuffer()));
  watching.catch(() => (watching = null));
  return watching;
}

/** The program linked with a stack of `stack` bytes, placed first in memory so that an
 * overflow traps instead of writing over the program's data: {ok, wasm} or {ok: false, stderr}. */
async function link(runClang, object, watch, stack) {
  const args = [
    "-fno-exceptions",
    "main.o",
    "watch.o",
    "-Wl,--wrap=sbrk",
    "-Wl,--export=cardjudge_allocation_failed",
    "-o",
    "main.wasm",
    "-Wl,--stack-first",
    `-Wl,-z,stack-size=${stack}`,
    `-Wl,--max-memory=${MEMORY + stack}`,
    // The runner reads it after a trap: below 0, the stack ran out (cpp-solution.js).
    "-Wl,--export=__stack_pointer",
  ];
  const linked = await run(runClang, args, { "main.o": object, "watch.o": watch });
  if (!linked.ok) return linked;
  const bytes = linked.files["main.wasm"];
  return { ok: true, wasm: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
}

/** The line of the program where clang's first error is, or null. */
function firstErrorLine(messages) {
  const at = (pattern) => messages.match(pattern)?.[1];
  const line =
    at(/^main\.c(?:pp)?:(\d+):\d+: (?:fatal )?error:/m) ?? at(/^In file included from main\.c(?:pp)?:(\d+):/m) ?? at(/^main\.c(?:pp)?:(\d+):/m);
  return line ? Number(line) : null;
}

// -- the precompiled bits/stdc++.h ---------------------------------------------------

// A program may start with these, and nothing else, before its last #include for
// the precompiled header to mean what its own includes mean: blank lines, comments,
// #include of a standard header, #pragma, `using namespace std;`.
const HARMLESS = /^\s*(?:$|\/\/.*|\/\*.*\*\/\s*$|#\s*pragma\b.*|using\s+namespace\s+std\s*;\s*(?:\/\/.*)?)$/;
const INCLUDE = /^\s*#\s*include\s*<([\w./+]+)>\s*(?:\/\/.*)?$/;

/** Whether every #include of `source` is a standard header and comes before any other code. */
function pchAllowed(source) {
  const lines = source.split("\n");
  const last = lines.findLastIndex((line) => /^\s*#\s*include\b/.test(line));
  return lines.slice(0, last + 1).every((line) => HARMLESS.test(line) || standardInclude(line));
}

function standardInclude(line) {
  const name = line.match(INCLUDE)?.[1];
  return name !== undefined && (name === "bits/stdc++.h" || STANDARD_HEADERS.has(name));
}

function includesWhole(source) {
  return /^\s*#\s*include\s*<bits\/stdc\+\+\.h>/m.test(source);
}

// The headers bits/stdc++.h includes, and their C names.
const STANDARD_HEADERS = new Set(
  `cassert cctype cerrno cfenv cfloat cinttypes climits clocale cmath cstdarg cstddef cstdint
  cstdio cstdlib cstring ctime cuchar cwchar cwctype algorithm any array atomic bitset charconv
  chrono complex condition_variable deque exception execution filesystem forward_list fstream
  functional future initializer_list iomanip ios iosfwd iostream istream iterator limits list
  locale map memory memory_resource mutex new numeric optional ostream queue random ratio regex
  scoped_allocator set shared_mutex sstream stack stdexcept streambuf string string_view
  system_error thread tuple type_traits typeindex typeinfo unordered_map unordered_set utility
  valarray variant vector barrier bit compare concepts coroutine latch numbers ranges semaphore
  source_location span stop_token syncstream version assert.h ctype.h errno.h float.h inttypes.h
  limits.h locale.h math.h stdarg.h stddef.h stdint.h stdio.h stdlib.h string.h time.h wchar.h`.split(/\s+/),
);

/** `standard`'s precompiled bits/stdc++.h: {header, source} (its bytes, and the
 * preprocessed text it was made from), or null when the site has none made with the
 * flags this worker compiles with, or it cannot be downloaded (offline before it was
 * cached: tried again next time; the program compiles without it). */
function precompiledHeader(standard) {
  if (!precompiled.has(standard)) {
    const made = offered[standard];
    const both = made?.flags === flags(standard).join(" ") ? downloaded(standard) : Promise.resolve(null);
    precompiled.set(standard, both);
    both.then((got) => got ?? precompiled.delete(standard));
  }
  return precompiled.get(standard);
}

async function downloaded(standard) {
  const bytes = async (name) => new Uint8Array(await new Response(await gunzipped(name)).arrayBuffer());
  try {
    const [header, source] = await Promise.all([bytes(`pch/${standard}.pch`), bytes(`pch/${standard}.ii`)]);
    return { header, source };
  } catch {
    return null;
  }
}
