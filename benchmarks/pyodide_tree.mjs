// The package's Python files copied into Pyodide's file system, for the benchmarks
// that run it under Node (pyodide_run.mjs, page_stress_side.mjs).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Copy the .py files under `from` (no __pycache__) to `to` in Pyodide's file system. */
export function copyTree(pyodide, from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    if (name === "__pycache__") continue;
    const path = join(from, name);
    if (statSync(path).isDirectory()) copyTree(pyodide, path, `${to}/${name}`);
    else if (name.endsWith(".py")) pyodide.FS.writeFile(`${to}/${name}`, readFileSync(path));
  }
}
