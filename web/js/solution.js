// The user's program runs in a Python worker of its own (web/solution.py),
// never in the judge's worker and never on the page's thread. A run past its
// time limit, or one that brings its Python down, ends that worker; a fresh
// one starts for the next run. The page goes on working whatever the program does.
import { t } from "./i18n.js";
import { Runtime, WorkerStopped } from "./runtime.js";

export class Solution {
  constructor() {
    this.runtime = null;
    this.started = false; // its first Python has started
  }

  /** Start the program's Python (the first time); resolves when it is ready. */
  ready() {
    if (!this.runtime) {
      this.runtime = new Runtime({ script: "solution.py" });
      this.runtime.start().then(() => (this.started = true), () => {});
    }
    return this.runtime.ready;
  }

  /**
   * Run program `source` on `input` for at most `limitMs`: its outcome as the
   * stress loop takes it ({stdout, stderr, status, timed_out, seconds, ending}),
   * or null when `stop()` ended it.
   */
  async run(source, input, limitMs) {
    await this.ready();
    const runtime = this.runtime;
    this.stopping = false;
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, limitMs, null)));
    try {
      const outcome = await Promise.race([runtime.call("run", source, input), late]);
      if (outcome === null) {
        runtime.cancel();
        const seconds = limitMs / 1000;
        const ending = t("it was still running after {seconds} s; its Python worker was stopped", { seconds });
        return ended({ timed_out: true, seconds }, ending);
      }
      if (outcome.restart) runtime.cancel();
      return outcome;
    } catch (error) {
      if (!(error instanceof WorkerStopped)) throw error;
      if (this.stopping) return null;
      return ended({ status: 1 }, t("its Python worker crashed ({reason})", { reason: error.reason || error.message }));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Tell the program's worker, when there is one, the page's language. */
  async speak() {
    await this.runtime?.speak();
  }

  /** End the run going on, at once. */
  stop() {
    if (!this.runtime) return;
    this.stopping = true;
    this.runtime.cancel();
  }
}

function ended(fields, ending) {
  return { stdout: "", stderr: "", status: 0, timed_out: false, seconds: 0, ...fields, ending };
}
