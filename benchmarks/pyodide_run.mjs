// Time any game's judge under Pyodide in Node.
//
//   node benchmarks/pyodide_run.mjs GAME INPUT_FILE [REPEATS] [EXPECTED_FILE]
//
// Loads Pyodide once from node_modules, copies pysrc/cardjudge into its file
// system, imports the game (from the registry, or cardjudge.games.GAME when the
// registry does not list it yet), then runs GAME.judge on the input 1 + REPEATS
// times (default 5). The first run is reported on its own, since it is the
// one a fresh page pays (caches inside a game module are empty then); the
// repeats get the median, min and max. With EXPECTED_FILE, also says whether
// the answer is byte for byte that file. Prints; asserts nothing.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [game, inputPath, repeatsArg, expectedPath] = process.argv.slice(2);
if (!game || !inputPath || !/^[a-z]+$/.test(game)) {
  console.error("usage: node benchmarks/pyodide_run.mjs GAME INPUT_FILE [REPEATS] [EXPECTED_FILE]");
  process.exit(2);
}
const repeats = Number(repeatsArg ?? 5);

function copyTree(pyodide, from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    if (name === "__pycache__") continue;
    const path = join(from, name);
    if (statSync(path).isDirectory()) copyTree(pyodide, path, `${to}/${name}`);
    else if (name.endsWith(".py")) pyodide.FS.writeFile(`${to}/${name}`, readFileSync(path));
  }
}

function seconds(start) {
  return (performance.now() - start) / 1000;
}

let start = performance.now();
const pyodide = await loadPyodide();
const loadSeconds = seconds(start);

copyTree(pyodide, join(root, "pysrc", "cardjudge"), "/home/pyodide/pkg/cardjudge");
pyodide.FS.writeFile("/home/pyodide/input.txt", readFileSync(inputPath));
start = performance.now();
pyodide.runPython(`
import importlib, sys
sys.path.insert(0, "/home/pyodide/pkg")
from cardjudge.games import GAMES
GAME = GAMES.get(${JSON.stringify(game)}) or importlib.import_module(
    "cardjudge.games." + ${JSON.stringify(game)}
).GAME
with open("/home/pyodide/input.txt", encoding="utf-8", errors="replace", newline="") as f:
    TEXT = f.read()
`);
const importSeconds = seconds(start);

function judge() {
  const begin = performance.now();
  const size = pyodide.runPython("ANSWER = GAME.judge(TEXT); len(ANSWER)");
  return [seconds(begin), size];
}

const [first, size] = judge();
const lines = pyodide.runPython("ANSWER.count('\\n')");
let verdict = "";
if (expectedPath) {
  const answer = pyodide.runPython("ANSWER.encode('utf-8')");
  const same = Buffer.from(answer.toJs()).equals(readFileSync(expectedPath));
  answer.destroy();
  verdict = same ? "; output is byte-exact" : `; output DIFFERS from ${expectedPath}`;
}
const times = [];
for (let i = 0; i < repeats; i++) times.push(judge()[0]);
times.sort((a, b) => a - b);
const mid = times.length >> 1;
const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;

console.log(`Pyodide ${pyodide.version} in Node ${process.version}, game ${game}, ${inputPath}`);
console.log(
  `load ${loadSeconds.toFixed(3)} s, import ${importSeconds.toFixed(3)} s; ` +
    `output ${lines} lines, ${size} characters${verdict}`,
);
console.log(`first judge ${first.toFixed(3)} s`);
if (times.length) {
  console.log(
    `then ${times.length} runs: median ${median.toFixed(3)} s, ` +
      `min ${times[0].toFixed(3)} s, max ${times[times.length - 1].toFixed(3)} s`,
  );
}
