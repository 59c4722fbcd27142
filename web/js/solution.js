// The user's program runs in a Python worker of its own (web/solution.py),
// never in the judge's worker and never on the page's thread. A run past its
// time limit, or one that brings its Python down, ends that worker; a fresh
// one starts for the next run. The page goes on working whatever the program does.
// A run at the statement's limits (`measure`) runs in a fresh worker, and its peak
// memory is that Python's heap at its highest (web/solution.py), Pyodide's own included.
// During a stress test, once a run has needed a fresh worker (after a time limit) or
// one soon will (the limits phase: `spareSoon`), a spare one is kept started, so that
// the next such run does not wait for a Python to start (`keepSpare`).
import { Runtime, WorkerStopped } from "./runtime.js";

export class Solution {
  constructor() {
    this.runtime = null;
    this.started = false; // its first Python has started
    this.used = false; // the worker has run a program since it started
    this.spare = null; // a fresh worker started beforehand
    this.keeping = false; // during a stress test: spares may be kept
    this.wanted = false; // a spare is kept: a run has needed a fresh worker, or one soon will
  }

  /** Start the program's Python (the first time); resolves when it is ready. */
  ready() {
    if (!this.runtime) {
      this.runtime = started();
      this.runtime.ready.then(() => (this.started = true), () => {});
    }
    return this.runtime.ready;
  }

  /**
   * During a stress test (on), keep a spare worker once one is wanted; after it (off),
   * end the spare. A spare taken is replaced once the run that took it ends: a Python
   * starting beside a run at the limits would take from its time.
   */
  keepSpare(on) {
    this.keeping = on;
    this.wanted = false;
    if (!on) {
      this.spare?.end();
      this.spare = null;
    }
  }

  /** A run that needs a fresh worker comes soon (the limits phase): start the spare now. */
  spareSoon() {
    if (!this.keeping) return;
    this.wanted = true;
    this.spare ??= started();
  }

  /**
   * Run program `source` on `input` for at most `limitMs`: its outcome as the
   * stress loop takes it ({stdout, stderr, status, timed_out, seconds, ending}, and
   * with `measure` its peak memory, memory_kb), or null when `stop()` ended it.
   */
  async run(source, input, limitMs, { measure = false } = {}) {
    this.stopping = false;
    try {
      await this.ready();
      if (measure && this.used) {
        this.#fresh();
        await this.ready();
      }
    } catch (error) {
      // Stopped while its Python was starting (a run at the limits starts a fresh one).
      if (error instanceof WorkerStopped && this.stopping) return null;
      throw error;
    }
    const runtime = this.runtime;
    this.used = true;
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, limitMs, null)));
    try {
      const outcome = await Promise.race([runtime.call("run", source, input, measure), late]);
      if (outcome === null) {
        this.#fresh();
        const seconds = limitMs / 1000;
        return ended({ timed_out: true, seconds }, { kind: "python-timeout", fields: { seconds } });
      }
      if (outcome.restart) this.#fresh();
      return outcome;
    } catch (error) {
      if (!(error instanceof WorkerStopped)) throw error;
      if (this.stopping) return null;
      return ended({ status: 1 }, { kind: "python-crash", fields: { reason: error.reason || error.message } });
    } finally {
      clearTimeout(timer);
      if (this.keeping && this.wanted) this.spare ??= started();
    }
  }

  /** End the run going on, at once. */
  stop() {
    if (!this.runtime) return;
    this.stopping = true;
    this.#fresh();
  }

  /** End this worker (and what it runs); a fresh Python takes over: the spare, if kept. */
  #fresh() {
    if (this.spare) {
      this.runtime.end();
      this.runtime = this.spare;
      this.spare = null;
    } else {
      this.runtime.cancel();
    }
    this.used = false;
    this.wanted = this.keeping;
  }
}

/** A worker for the program, its Python starting. */
function started() {
  const runtime = new Runtime({ script: "solution.py", speaks: false });
  runtime.start().catch(() => {});
  return runtime;
}

/** An outcome that ended as `ending` says: a kind of ending the judge's Python says in
 * words (cardjudge.verdicts.PAGE_ENDINGS), in the page's language when it is read. */
function ended(fields, ending) {
  return { stdout: "", stderr: "", status: 0, timed_out: false, seconds: 0, ...fields, ending };
}
