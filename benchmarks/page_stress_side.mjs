// Our side of the page's stress loop, timed under Pyodide in Node (no browser, no program).
//
//   node benchmarks/page_stress_side.mjs [--profile] [--batch K] [GAME] [DEALS] [SEED]
//
// Loads Pyodide from node_modules, copies pysrc/cardjudge into it, then drives a stress
// run of DEALS deals (default cirno, 200, seed 2026) as web/js/stress.js drives it:
// stress_start, then for each probe an outcome with the judge's own answer as its
// stdout, told back as JSON (stress_next; with --batch K, K probes at a time, stress_plan
// and stress_tell with their K outcomes, as the page does now). The program is
// never run: the time is dealing, judging, comparing, coverage and the JSON both ways.
// Prints wall and CPU ms per deal; with --profile, cProfile's top functions inside
// Pyodide. Prints; asserts nothing.

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";
import { copyTree } from "./pyodide_tree.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const batch = option("--batch", 0);
const plain = args.filter((arg, i) => !arg.startsWith("--") && !(i > 0 && args[i - 1] === "--batch"));
const [game = "cirno", dealsArg = "200", seedArg = "2026"] = plain;
const deals = Number(dealsArg);
const seed = Number(seedArg);

const pyodide = await loadPyodide();
copyTree(pyodide, join(root, "pysrc", "cardjudge"), "/home/pyodide/pkg/cardjudge");
pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide/pkg")
from cardjudge import web

def answer_of(text):
    """The judge's own answer to an input: what a correct program prints (not timed)."""
    return web._stress.game.judge(text)
`);
const web = pyodide.globals.get("web");
const answerOf = pyodide.globals.get("answer_of");
const has = (name) => pyodide.runPython(`hasattr(web, ${JSON.stringify(name)})`);

// The outcome a correct program's run gives, as the page's runners say it.
function outcome(stdout) {
  return { stdout, stderr: "", status: 0, timed_out: false, seconds: 0.001 };
}

function drive() {
  let ours = 0; // ms in our calls
  let cpu = 0;
  const time = (work) => {
    const before = process.cpuUsage();
    const started = performance.now();
    const value = work();
    ours += performance.now() - started;
    const used = process.cpuUsage(before);
    cpu += (used.user + used.system) / 1000;
    return value;
  };
  const start = () => (batch ? web.stress_start(game, seed, deals, false, batch) : web.stress_start(game, seed, deals));
  let told = time(() => JSON.parse(start()));
  let probes = 0;
  if (batch > 0) {
    while (told.probes) {
      const count = told.probes.length;
      time(() => JSON.parse(web.stress_plan(count + batch))); // in the page, beside the runs
      const outcomes = [];
      for (const probe of told.probes) {
        outcomes.push(outcome(answerOf(probe.input)));
        probes++;
      }
      told = time(() => JSON.parse(web.stress_tell(JSON.stringify(outcomes), batch)));
    }
  } else {
    while (told.probe) {
      const stdout = answerOf(told.probe.input);
      probes++;
      told = time(() => JSON.parse(web.stress_next(JSON.stringify(outcome(stdout)))));
    }
  }
  if (!told.report || told.report.verdict !== "accepted") throw new Error(JSON.stringify(told).slice(0, 500));
  return { ours, cpu, probes };
}

if (batch > 0 && !has("stress_tell")) throw new Error("this version has no stress_tell");
drive(); // warm: module caches, the engine's compiled hot code
if (flag("--profile")) {
  pyodide.runPython("import cProfile; PROFILE = cProfile.Profile(); PROFILE.enable()");
  drive();
  pyodide.runPython(`
PROFILE.disable()
import io, pstats
out = io.StringIO()
pstats.Stats(PROFILE, stream=out).sort_stats("cumulative").print_stats(45)
print(out.getvalue())
out = io.StringIO()
pstats.Stats(PROFILE, stream=out).sort_stats("tottime").print_stats(30)
print(out.getvalue())
`);
} else {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(drive());
  times.sort((a, b) => a.ours - b.ours);
  const median = times[1];
  console.log(
    `Pyodide ${pyodide.version}, Node ${process.version}: ${game}, ${deals} deals, seed ${seed}, ` +
      (batch ? `batches of ${batch}` : "one probe a call") +
      `: our side ${(median.ours / median.probes).toFixed(3)} ms a probe wall, ` +
      `${(median.cpu / median.probes).toFixed(3)} ms CPU (median of 3 runs; ${median.probes} probes)`,
  );
}
