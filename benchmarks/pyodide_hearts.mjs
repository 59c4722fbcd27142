// Time the hearts judge under Pyodide in Node.
//
//   node benchmarks/pyodide_hearts.mjs INPUT_FILE [RUNS]
//
// Loads Pyodide from node_modules, copies pysrc/cardjudge into its file system,
// then times the hearts GAME.judge on the input RUNS times (after one warm-up run)
// and prints the load time and the median, min and max. Asserts nothing.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [inputPath, runsArg] = process.argv.slice(2);
if (!inputPath) {
  console.error("usage: node benchmarks/pyodide_hearts.mjs INPUT_FILE [RUNS]");
  process.exit(2);
}
const runs = Number(runsArg ?? 5);

function copyTree(pyodide, from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    if (name === "__pycache__") continue;
    const path = join(from, name);
    const target = `${to}/${relative(from, path)}`;
    if (statSync(path).isDirectory()) copyTree(pyodide, path, target);
    else if (name.endsWith(".py")) pyodide.FS.writeFile(target, readFileSync(path));
  }
}

const loadStart = performance.now();
const pyodide = await loadPyodide();
copyTree(pyodide, join(root, "pysrc", "cardjudge"), "/home/pyodide/pkg/cardjudge");
pyodide.FS.writeFile("/home/pyodide/hearts.in", readFileSync(inputPath));
pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide/pkg")
import cardjudge.games.hearts as hearts
TEXT = open("/home/pyodide/hearts.in", encoding="utf-8").read()
`);
const loadSeconds = (performance.now() - loadStart) / 1000;

const judge = pyodide.globals.get("hearts").GAME.judge;
const text = pyodide.globals.get("TEXT");
const lines = judge(text).split("\n").length - 1; // warm-up
const times = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  judge(text);
  times.push((performance.now() - start) / 1000);
}
judge.destroy();
times.sort((a, b) => a - b);
const median = times.length % 2
  ? times[(times.length - 1) / 2]
  : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
console.log(
  `Pyodide ${pyodide.version} in Node ${process.version}: load ${loadSeconds.toFixed(3)} s; ` +
    `judge (${lines} lines) median ${median.toFixed(3)} s, min ${times[0].toFixed(3)} s, ` +
    `max ${times[times.length - 1].toFixed(3)} s (${runs} runs)`,
);
