// Time any game's judge under Pyodide in Node.
//
//   node benchmarks/pyodide_run.mjs [--cold] [--json] GAME INPUT_FILE [REPEATS] [EXPECTED_FILE]
//
// Loads Pyodide once from node_modules, copies pysrc/cardjudge into its file
// system, imports the game from the registry, then runs GAME.judge on the input
// 1 + REPEATS times (default 5). The first run is reported on its own: it is the
// one a fresh page pays (caches inside a game module are empty, and the
// WebAssembly engine is still compiling the interpreter's hot code). The repeats
// get the median, min and max; with --cold the package is imported afresh before
// each (untimed), so module caches start empty every time, as in a fresh CPython
// process. With EXPECTED_FILE, also says whether the answer is byte for byte that
// file. Each time is wall-clock and CPU (process.cpuUsage, user + system).
// --json prints one line: {pyodide, node, game, load, import, first, runs, exact},
// times as [wall, cpu] seconds. Prints; asserts nothing.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";
import { copyTree } from "./pyodide_tree.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith("--")));
const [game, inputPath, repeatsArg, expectedPath] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
if (!game || !inputPath || !/^[a-z]+$/.test(game)) {
  console.error(
    "usage: node benchmarks/pyodide_run.mjs [--cold] [--json] GAME INPUT_FILE [REPEATS] [EXPECTED_FILE]",
  );
  process.exit(2);
}
const repeats = Number(repeatsArg ?? 5);

function seconds(start) {
  return (performance.now() - start) / 1000;
}

// [wall, cpu] seconds of one call.
function timed(work) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const used = process.cpuUsage(cpu);
  return [[seconds(start), (used.user + used.system) / 1e6], value];
}

let start = performance.now();
const pyodide = await loadPyodide();
const loadSeconds = seconds(start);

copyTree(pyodide, join(root, "pysrc", "cardjudge"), "/home/pyodide/pkg/cardjudge");
pyodide.FS.writeFile("/home/pyodide/input.txt", readFileSync(inputPath));
pyodide.runPython(`
import gc, importlib, sys
sys.path.insert(0, "/home/pyodide/pkg")
with open("/home/pyodide/input.txt", encoding="utf-8", errors="replace", newline="") as f:
    TEXT = f.read()

def import_game():
    """The game from a freshly imported package: every module cache empty, and
    the last run's package and answer collected (not left to the next run)."""
    global GAME, ANSWER
    GAME = ANSWER = None
    for name in [m for m in sys.modules if m == "cardjudge" or m.startswith("cardjudge.")]:
        del sys.modules[name]
    gc.collect()
    GAME = importlib.import_module("cardjudge.games").GAMES[${JSON.stringify(game)}]
`);
start = performance.now();
pyodide.runPython("import_game()");
const importSeconds = seconds(start);

function judge() {
  return timed(() => pyodide.runPython("ANSWER = GAME.judge(TEXT); len(ANSWER)"));
}

const [first, size] = judge();
const lines = pyodide.runPython("ANSWER.count('\\n')");
let exact = null;
if (expectedPath) {
  const answer = pyodide.runPython("ANSWER.encode('utf-8')");
  exact = Buffer.from(answer.toJs()).equals(readFileSync(expectedPath));
  answer.destroy();
}
const runs = [];
for (let i = 0; i < repeats; i++) {
  if (flags.has("--cold")) pyodide.runPython("import_game()");
  runs.push(judge()[0]);
}

if (flags.has("--json")) {
  console.log(
    JSON.stringify({
      pyodide: pyodide.version,
      node: process.version,
      game,
      load: loadSeconds,
      import: importSeconds,
      first,
      runs,
      exact,
    }),
  );
  process.exit(0);
}

function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return (
    `median ${median.toFixed(3)} s, min ${sorted[0].toFixed(3)} s, ` +
    `max ${sorted[sorted.length - 1].toFixed(3)} s`
  );
}

const verdict =
  exact === null ? "" : exact ? "; output is byte-exact" : `; output DIFFERS from ${expectedPath}`;
console.log(`Pyodide ${pyodide.version} in Node ${process.version}, game ${game}, ${inputPath}`);
console.log(
  `load ${loadSeconds.toFixed(3)} s, import ${importSeconds.toFixed(3)} s; ` +
    `output ${lines} lines, ${size} characters${verdict}`,
);
console.log(`first judge ${first[0].toFixed(3)} s (CPU ${first[1].toFixed(3)} s)`);
if (runs.length) {
  const how = flags.has("--cold") ? "each after a fresh import" : "caches warm";
  console.log(`then ${runs.length} runs, ${how}: wall ${spread(runs.map((r) => r[0]))}`);
  console.log(`  CPU ${spread(runs.map((r) => r[1]))}`);
}
