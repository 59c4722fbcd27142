// The "Test your solution" panel: the user's Python program, run on the
// current input ("Run my solution") or stress-tested on random deals. The
// stress loop itself (dealing, judging, shrinking) is Python in the judge's
// worker, the same code as the command line's `cardjudge stress`; this file
// only carries each input to the program's own worker and its outcome back.
import { quote, showWhyButton } from "./answer.js";
import { stressCoverage } from "./coverage.js";
import { $, el } from "./dom.js";
import { readFile, TooBig } from "./files.js";
import { formatNumber, mark, onLanguageChange, putText, say, sentences, t, tn } from "./i18n.js";
import { countLines } from "./output.js";
import { CppSolution, MEMORY_LIMIT } from "./cpp-solution.js";
import { Solution } from "./solution.js";
import { WorkerStopped } from "./runtime.js";

const KEPT = "card-judge:solution:"; // + game name: the program's text, kept across reloads
const SHOWN_AROUND = { before: 6, after: 3 }; // lines of an answer shown around its first difference
// Each verdict's headline, on a deal of a stress test and on one run.
const ON_DEAL = {
  "wrong-answer": mark("Wrong answer on deal {deal} of {runs} (seed {seed})."),
  "runtime-error": mark("Runtime error on deal {deal} of {runs} (seed {seed})."),
  "time-limit": mark("Time limit exceeded on deal {deal} of {runs} (seed {seed})."),
  "compile-error": mark("Compile error on deal {deal} of {runs} (seed {seed})."),
};
const ON_INPUT = {
  "wrong-answer": mark("Wrong answer on this input."),
  "runtime-error": mark("Runtime error on this input."),
  "time-limit": mark("Time limit exceeded on this input."),
  "compile-error": mark("Compile error on this input."),
};

export class SolutionPanel {
  /**
   * `judge`: the judge's Runtime; `game()`: the game picked; `input()`: the
   * input box's text; `load(text)`: put an input into the input box;
   * `inputError(error)`: show an input error beside the input;
   * `showWhy(text, line)`: open the step behind line `line` of the judge's answer to `text`.
   */
  constructor({ judge, game, input, load, inputError, showWhy }) {
    Object.assign(this, { judge, game, input, load, inputError, showWhy });
    this.solutions = {
      python: new Solution(),
      cpp: new CppSolution({ onCompile: (compiling) => this.#compiling(compiling) }),
    };
    this.box = $("solution");
    this.result = $("stress-result");
    this.busy = false;
    this.ready = false;
    this.stopped = false;
    this.shown = null; // the report or check on screen
    this.box.addEventListener("input", () => localStorage.setItem(KEPT + this.game(), this.box.value));
    $("solution-run").addEventListener("click", () => this.runOnce());
    $("stress").addEventListener("click", () => this.stress());
    $("stress-stop").addEventListener("click", () => this.stop());
    $("stress-load").addEventListener("click", () => this.load(this.shown.input));
    $("solution-file").addEventListener("change", (event) => this.openFile(event));
    onLanguageChange(() => this.shown && this.#show(this.shown));
  }

  /** The program's language picked in the panel: "python" or "cpp". */
  get language() {
    return $("solution-language")?.value ?? "python";
  }

  /** Python's runner or C++'s, by the language picked. */
  get solution() {
    return this.solutions[this.language];
  }

  /** The game changed: show the program kept for it, clear the last result. */
  gameChanged() {
    this.stop();
    this.box.value = localStorage.getItem(KEPT + this.game()) ?? "";
    this.clear();
  }

  setReady(ready) {
    this.ready = ready;
    this.#controls();
  }

  /** Tell the program's worker the page's language (how its runs end is said in words). */
  speak() {
    return this.solutions.python.speak();
  }

  /** The result on screen again, Python's words in it said in the current language. */
  async retell() {
    const shown = this.shown;
    if (!shown || this.busy) return;
    const told = await this.judge.call("retell");
    if (this.shown !== shown || told.error) return;
    const { kind, input, seconds } = shown;
    this.#show(kind === "stress" ? { ...told.report, kind } : { ...told, kind, input, seconds });
  }

  /** Run the program once on the input box's text and judge what it printed. */
  async runOnce() {
    const source = this.#source();
    if (source === null) return;
    const game = this.game();
    const text = this.input();
    const solution = this.#start("Running your program on the input…");
    try {
      const outcome = await solution.run(source, text, this.#limitMs());
      if (outcome === null) return this.#say("Stopped.");
      const checked = await this.judge.call("check", game, text, JSON.stringify(outcome));
      if (checked.error) return this.#inputError(checked.error);
      this.#show({ ...checked, kind: "run", input: text, seconds: outcome.seconds });
      this.#ran(outcome);
    } catch (error) {
      this.#failed(error);
    } finally {
      this.#end();
    }
  }

  /** Stress-test the program on random deals; shrink the first failure. */
  async stress() {
    const source = this.#source();
    if (source === null) return;
    const runs = whole($("stress-runs").value, 1, 10_000, 100);
    $("stress-runs").value = String(runs);
    const limit = this.#limitMs();
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] % 2 ** 31;
    const started = performance.now();
    const solution = this.#start("Dealing {runs} deals from seed {seed}…", { runs: formatNumber(runs), seed });
    try {
      let answer = await this.judge.call("stress_start", this.game(), seed, runs);
      while (answer.probe) {
        this.#progress(answer.probe, started);
        const outcome = await solution.run(source, answer.probe.input, limit);
        if (this.stopped || outcome === null) {
          answer = await this.judge.call("stress_stop");
          break;
        }
        answer = await this.judge.call("stress_next", JSON.stringify(outcome));
      }
      if (answer.error) throw new Error(answer.error.message);
      this.#show({ ...answer.report, kind: "stress" });
      this.#say("Finished in {seconds}.", { seconds: formatSeconds((performance.now() - started) / 1000) });
    } catch (error) {
      this.#failed(error);
    } finally {
      this.#end();
    }
  }

  /** End a run or a stress test at once. */
  stop() {
    if (!this.busy) return;
    this.stopped = true;
    this.running.stop();
  }

  clear() {
    this.shown = null;
    this.result.hidden = true;
    this.result.removeAttribute("data-verdict");
    putText($("stress-status"), "");
  }

  async openFile(event) {
    const file = event.target.files[0];
    event.target.value = "";
    if (!file) return;
    try {
      this.box.value = await readFile(file);
      this.box.dispatchEvent(new Event("input"));
      this.#say("Loaded {file}.", { file: file.name });
    } catch (error) {
      if (!(error instanceof TooBig)) throw error;
      this.#say(error.text, error.fields);
    }
  }

  // -- the run's life ------------------------------------------------------------
  #source() {
    const source = this.box.value;
    if (source.trim()) return source;
    this.#say("Paste your Python program first (or open a .py file).");
    this.box.focus();
    return null;
  }

  #limitMs() {
    const seconds = Number($("stress-timeout").value);
    const limit = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 2;
    $("stress-timeout").value = String(limit);
    return Math.round(limit * 1000);
  }

  #start(text, fields) {
    this.clear();
    this.doing = { text, fields };
    this.busy = true;
    this.stopped = false;
    this.running = this.solution;
    this.#controls();
    if (this.running.started) this.#say(text, fields);
    else this.#say("Starting a Python worker for your program… {next}", { next: t(text, fields) });
    return this.running;
  }

  #end() {
    this.busy = false;
    this.#controls();
  }

  #controls() {
    $("solution-run").disabled = $("stress").disabled = this.busy || !this.ready;
    $("stress-stop").hidden = !this.busy;
  }

  /** A compile started (the status says so) or ended (the status says again what the panel does). */
  #compiling(compiling) {
    if (compiling) this.#say("Compiling your C++ program…");
    else if (this.busy) this.#say(this.doing.text, this.doing.fields);
  }

  #ran(outcome) {
    const seconds = formatSeconds(outcome.seconds);
    if (!outcome.memory) return this.#say("Your program ran in {seconds}.", { seconds });
    this.#say("Your program ran in {seconds} and used {memory} MB of memory (the limit is {limit} MB).", {
      seconds,
      memory: formatNumber(Math.ceil(outcome.memory / 2 ** 20)),
      limit: formatNumber(MEMORY_LIMIT / 2 ** 20),
    });
  }

  #say(text, fields) {
    say($("stress-status"), text, fields);
  }

  #progress(probe, started) {
    const seconds = formatSeconds((performance.now() - started) / 1000);
    const fields = { deal: formatNumber(probe.deal), runs: formatNumber(probe.runs), seconds };
    if (!probe.shrinking) {
      this.#say("Deal {deal} of {runs}… {seconds}", fields);
      return;
    }
    this.#say("Deal {deal} failed; shrinking it: {steps} in {tries}… {seconds}", {
      ...fields,
      steps: steps(probe.steps),
      tries: runCount(probe.tries),
    });
  }

  #inputError(error) {
    this.inputError(error);
    this.#say("The input has an error (shown under the input).");
  }

  #failed(error) {
    if (error instanceof WorkerStopped) {
      this.#say("The judge's Python worker was restarted; the test was ended.");
      return;
    }
    console.error(error);
    this.#say("Something went wrong: {reason}", { reason: error.message });
  }

  // -- the result -------------------------------------------------------------------
  #show(shown) {
    this.shown = shown;
    const failed = shown.verdict !== "accepted";
    const verdict = shown.kind === "stress" && shown.stopped && !failed ? "stopped" : shown.verdict;
    this.result.dataset.verdict = verdict;
    this.result.classList.toggle("accepted", verdict === "accepted");
    this.result.classList.toggle("wrong", failed);
    const summary = [el("p", { class: "stress-headline", text: shown.kind === "stress" ? headline(shown) : runHeadline(shown) })];
    const line = shown.difference?.line;
    if (line) {
      const words = el("p", { text: differenceWords(shown.difference) });
      if (line <= countLines(shown.answer)) words.append(" ", showWhyButton(() => this.showWhy(shown.input, line)));
      summary.push(words);
    }
    if (shown.detail) summary.push(el("pre", { class: "stress-detail", text: shown.detail }));
    $("stress-summary").replaceChildren(...summary);
    $("stress-coverage").hidden = !shown.coverage;
    $("stress-coverage").replaceChildren(...(shown.coverage ? stressCoverage(shown) : []));
    const found = shown.kind === "stress" && failed;
    $("stress-found").hidden = !found;
    $("stress-input").textContent = found ? shown.input : "";
    $("stress-found-note").textContent = found ? foundWords(shown) : "";
    $("stress-compare").hidden = !failed;
    if (failed) {
      const line = shown.difference?.line ?? null;
      const col = shown.difference?.col ?? null;
      $("stress-answer").replaceChildren(...excerpt(shown.answer, line, col));
      $("stress-output").replaceChildren(...excerpt(shown.output, line, col));
    }
    this.result.hidden = false;
  }
}

function headline(report) {
  const fields = { seed: report.seed, runs: formatNumber(report.runs), dealt: formatNumber(report.dealt), deal: report.deal };
  if (report.verdict === "accepted") {
    return report.stopped
      ? t("Stopped after {dealt} of {runs} deals (seed {seed}): all accepted so far.", fields)
      : t("Accepted: your program agreed with the judge on all {runs} deals (seed {seed}).", fields);
  }
  const found = t(ON_DEAL[report.verdict], fields);
  if (!report.stopped) return found;
  return sentences(found, t("Stopped while shrinking: the smallest failing input so far is below."));
}

function runHeadline(check) {
  if (check.verdict === "accepted") return t("Accepted: your program's output matches the judge's answer.");
  return t(ON_INPUT[check.verdict]);
}

function foundWords(report) {
  const bytes = (text) => formatNumber(new TextEncoder().encode(text).length);
  if (!report.steps) {
    return t("No smaller input fails the same way ({tries} tried). The failing input:", { tries: runCount(report.tries) });
  }
  return t("Shrunk from {from} to {to} bytes in {steps} ({tries}):", {
    from: bytes(report.found),
    to: bytes(report.input),
    steps: steps(report.steps),
    tries: runCount(report.tries),
  });
}

function steps(count) {
  return tn("{count} step", "{count} steps", count);
}

function runCount(count) {
  return tn("{count} run", "{count} runs", count);
}

function differenceWords({ line, col, expected, got }) {
  return t("The first difference is at line {line}, column {col}: expected {expected}, got {got}.", {
    line,
    col,
    expected: quote(expected),
    got: quote(got),
  });
}

/** Numbered lines of `text` around line `mark` (all of a short text), the difference marked. */
function excerpt(text, mark, col) {
  const all = text.replace(/\n$/, "").split("\n");
  if (!text) return [el("span", { class: "muted", text: t("(nothing)") })];
  const focus = mark ?? 1;
  const first = Math.max(1, focus - SHOWN_AROUND.before);
  const last = Math.min(all.length, mark === null ? SHOWN_AROUND.before + SHOWN_AROUND.after + 1 : focus + SHOWN_AROUND.after);
  const shown = [];
  if (first > 1) shown.push(el("span", { class: "line muted", text: tn("… {count} line before", "… {count} lines before", first - 1) }));
  for (let number = first; number <= last; number++) {
    const line = all[number - 1] ?? "";
    const marked = number === mark;
    const body = marked ? markColumn(line, col) : [line];
    shown.push(el("span", { class: marked ? "line diff-line" : "line" }, el("span", { class: "number", text: `${number}` }), ...body));
  }
  if (last < all.length) {
    shown.push(el("span", { class: "line muted", text: tn("… {count} more line", "… {count} more lines", all.length - last) }));
  }
  return shown;
}

function markColumn(line, col) {
  const at = Math.max(0, (col ?? 1) - 1);
  const char = line.slice(at, at + 1);
  return [line.slice(0, at), el("mark", { class: char ? "diff" : "diff gap", text: char }), line.slice(at + 1)];
}

function whole(value, low, high, fallback) {
  const number = Math.round(Number(value));
  return Number.isFinite(number) && number >= low ? Math.min(number, high) : fallback;
}

function formatSeconds(seconds) {
  return t("{seconds} s", { seconds: seconds.toFixed(seconds < 10 ? 2 : 1) });
}
