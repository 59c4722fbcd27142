// The worker a compiled C++ program runs in: one run per message, each on a
// fresh instance of the module it is sent. The page ends this worker when a
// run passes its time limit, and starts another.
import { runProgram } from "./wasi.js";

// Of a run stopped for writing too much, only this much output goes back to the page.
const SHOWN_OUTPUT = 2 ** 20;

let program = null; // the module of the runs to come, sent once

self.addEventListener("message", ({ data: { module, input } }) => {
  if (module) program = module;
  const result = runProgram(program, input);
  if (result.trap?.kind === "output") result.stdout = result.stdout.slice(0, SHOWN_OUTPUT);
  self.postMessage(result);
});
