// The Python side: a PyScript worker running one of our scripts (the judge's
// web/worker.py, or web/solution.py for the user's program), started again
// after a cancel or a crash. Calls go in as arguments and come back as JSON.
// Both scripts export `language(tag)`: every worker is told the page's
// language before its first call, and again whenever it changes.
import { ENGLISH, language, t } from "./i18n.js";

const site = new URL("..", import.meta.url);

/** The worker was stopped (cancelled, or it crashed) before the call finished. */
export class WorkerStopped extends Error {
  constructor(message, { crashed = false, reason = "" } = {}) {
    super(message);
    this.crashed = crashed;
    this.reason = reason; // what brought a crashed worker down
  }
}

/** One worker's life: its ready promise, and a way to stop every call still waiting on it. */
class Life {
  constructor(script, speaks) {
    this.stopped = new Promise((_, reject) => (this.stop = reject));
    this.stopped.catch(() => {});
    const booted = (this.booted = boot(script));
    this.ready = Promise.race([speaks ? booted.then(speaking) : booted, this.stopped]);
    this.ready.then((worker) => {
      this.worker = worker;
      worker.addEventListener("error", (event) => this.onError?.(event));
    }, () => {});
  }

  end(error) {
    this.stop(error);
    this.booted.then((worker) => worker.terminate(), () => {}); // one still starting too
  }
}

/**
 * A new PyScript worker. PyScript is imported here, not at the top, so that
 * the first worker starts before PyScript's plugins have loaded: it then
 * carries none of PyScript's worker hooks, which our worker does not need
 * (it never imports the pyscript module). Later workers do get the hooks'
 * code; their functions, which PyScript would compose with Function() (not
 * allowed by the page's Content-Security-Policy), are dropped.
 */
async function boot(script) {
  const { hooks, PyWorker } = await import("../pyscript/core.js");
  for (const set of Object.values(hooks.worker)) set.clear();
  performance.mark(`card-judge:${script}-start`);
  return PyWorker(new URL(script, site).href, {
    type: "pyodide",
    // Pyodide, started from our snapshot, which holds our package (see pyodide/loader.mjs).
    version: new URL("pyodide/loader.mjs", site).href,
  });
}

/** The worker, told the page's language (Python speaks English until told otherwise). */
async function speaking(worker) {
  if (language() !== ENGLISH) await worker.sync.language(language());
  return worker;
}

export class Runtime {
  /** A worker running `script`; `onRestart(reason)` is told whenever a new one has to be started. */
  constructor({ script = "worker.py", speaks = true, onRestart = () => {} } = {}) {
    this.script = script;
    this.speaks = speaks; // whether its Python says words, and so is told the page's language
    this.onRestart = onRestart;
    this.life = null;
  }

  /** Start the worker; resolves when Python is ready. */
  start() {
    const life = new Life(this.script, this.speaks);
    life.onError = (event) => {
      event.preventDefault?.();
      if (life === this.life) this.#crashed(life, event.error ?? event.message ?? "error");
    };
    this.life = life;
    return life.ready.then(() => undefined);
  }

  get ready() {
    return this.life.ready;
  }

  /** Call an exported Python function; resolves to its parsed JSON answer. */
  async call(name, ...args) {
    const life = this.life;
    const worker = await life.ready;
    let answer;
    try {
      answer = await Promise.race([worker.sync[name](...args), life.stopped]);
    } catch (error) {
      if (error instanceof WorkerStopped) throw error;
      throw this.#crashed(life, error);
    }
    return JSON.parse(answer);
  }

  /** Tell the worker the page's language now (a worker still starting is told when it is up). */
  async speak() {
    if (this.life && this.speaks) await this.call("language", language());
  }

  /** Stop the worker for good: calls still waiting fail, and no fresh one starts. */
  end() {
    this.life?.end(new WorkerStopped(t("Cancelled.")));
  }

  /** Stop the worker (a long run) and start a fresh one. */
  cancel() {
    this.#replace(new WorkerStopped(t("Cancelled.")), "cancelled");
  }

  #crashed(life, error) {
    const reason = describe(error);
    const stopped = new WorkerStopped(t("The Python worker crashed ({reason}).", { reason }), { crashed: true, reason });
    if (life === this.life) this.#replace(stopped, "crashed");
    return stopped;
  }

  #replace(error, reason) {
    this.life.end(error);
    this.start().catch(() => {});
    this.onRestart(reason);
  }
}

function describe(error) {
  const text = String(error?.message ?? error);
  return text.split("\n").find((line) => line.trim()) ?? t("no message");
}
