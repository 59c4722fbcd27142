// What the Python worker imports in place of Pyodide's own pyodide.mjs (see
// js/runtime.js): the same loadPyodide, started from the memory snapshot that
// build.py made with our package and every game already imported, so the
// worker skips starting Python and importing. Without a snapshot (a build
// with --no-compile) or when it fails to load, Pyodide starts the usual way
// and our package is unpacked from cardjudge.zip.
import { loadPyodide as load, version } from "./pyodide.mjs";

export { version };

const SNAPSHOT = new URL("snapshot.bin.gz", import.meta.url);
const PACKAGE = new URL("../cardjudge.zip", import.meta.url);

export async function loadPyodide(options = {}) {
  const snapshot = await fetchSnapshot();
  if (snapshot) {
    try {
      const pyodide = await load({ ...options, _loadSnapshot: snapshot });
      pyodide.runPython("import random; random.seed()"); // not the seed the build left
      return pyodide;
    } catch (error) {
      console.warn("Starting Python without its snapshot:", error);
    }
  }
  const pyodide = await load(options);
  const zip = await fetch(PACKAGE);
  pyodide.unpackArchive(await zip.arrayBuffer(), "zip", { extractDir: "/home/pyodide" });
  return pyodide;
}

/** The snapshot's bytes, or null when there is none. */
async function fetchSnapshot() {
  try {
    const response = await fetch(SNAPSHOT);
    if (!response.ok) return null;
    const bytes = response.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(bytes).arrayBuffer());
  } catch {
    return null;
  }
}
