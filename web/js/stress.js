// The "Test your solution" panel: the user's program, in Python, C++ or C, run on
// the current input ("Run my solution") or stress-tested on random deals. The
// stress loop itself (dealing, judging, shrinking) is Python in the judge's
// worker, the same code as the command line's `cardjudge stress`; this file
// only carries each input to the program's own worker and its outcome back.
// A C++ or C program is compiled first (compiler.js: the toolchain downloads the
// first time C++ or C is picked); when it does not compile, clang's messages are the
// result, the first error's line marked in the program. A Hearts program in TopCoder's
// form (class HeartsGame, no main) runs through the judge's driver: the judge's worker
// makes the whole program (cardjudge.topcoder), and a note under the program says so.
// With "Then test at the statement's limits" checked, the deals are followed by the
// limits phase (README, "The limits phase"): each of its deals comes with its own time
// limit and memory limit, runs alone (the page runs one program at a time), Python's in a
// fresh worker that measures its peak memory, and the report gives its figures.
import { quote, showWhyButton } from "./answer.js";
import { stressCoverage } from "./coverage.js";
import { $, el } from "./dom.js";
import { readFile, TooBig } from "./files.js";
import { formatNumber, mark, onLanguageChange, putText, say, sentences, t, tn } from "./i18n.js";
import { countLines } from "./output.js";
import { compile, DownloadFailed, flagsOf, MEMORY_MB, prepare } from "./compiler.js";
import { Dealer } from "./dealer.js";
import { Solution } from "./solution.js";
import { WorkerStopped } from "./runtime.js";

const KEPT = "card-judge:solution:"; // + game name (+ ":cpp" for C++, ":c" for C): the program's text, kept across reloads
const KEPT_LANGUAGE = "card-judge:solution-language"; // "python", "cpp" or "c"
const KEPT_STANDARD = "card-judge:cpp-standard"; // "c++17" or "c++20"
const MB = 1e6;
// Deals a stress test runs before it tells the judge's worker their outcomes (and the
// judge's worker makes this many more ready while they run).
const BATCH = 16;
// How many deals at the statement's limits a run deals (web's LIMITS_DEALS), for the
// dealer beside it to deal from the start (the run deals any it is not handed).
const DEALS_AT_LIMITS = 3;
const PROGRESS_MS = 100;
// What the panel says and takes for each language of program.
const LANGUAGES = {
  python: {
    placeholder: "import sys\nwords = sys.stdin.read().split()\nprint(...)",
    accept: ".py,text/x-python,text/plain",
  },
  cpp: {
    placeholder: "#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n  ...\n}",
    accept: ".cpp,.cc,.cxx,.c++,.h,.hpp,text/x-c++src,text/plain",
  },
  c: {
    placeholder: "#include <stdio.h>\n\nint main(void) {\n  ...\n}",
    accept: ".c,.h,text/x-csrc,text/plain",
  },
};
const COMPILED = new Set(["cpp", "c"]);
const SHOWN_AROUND = { before: 6, after: 3 }; // lines of an answer shown around its first difference
const SUSPECTS_SHOWN = 3; // the rule edges the diagnosis names
const LONG_INPUT = 20_000; // characters: a failing input longer than this shows its first lines
const LONG_INPUT_LINES = 12;
const LONG_LINE = 200; // characters of each of those lines
// Each verdict's headline, on a deal of a stress test and on one run.
const ON_DEAL = {
  "wrong-answer": mark("Wrong answer on deal {deal} of {runs} (seed {seed})."),
  "runtime-error": mark("Runtime error on deal {deal} of {runs} (seed {seed})."),
  "time-limit": mark("Time limit exceeded on deal {deal} of {runs} (seed {seed})."),
  "memory-limit": mark("Memory limit exceeded on deal {deal} of {runs} (seed {seed})."),
  "compile-error": mark("Compile error on deal {deal} of {runs} (seed {seed})."),
};
// A deal of the limits phase ({deal} of {count}, numbered from 1 in the phase).
const AT_LIMITS = {
  "wrong-answer": mark("Wrong answer on deal {deal} of {count} at the statement's limits (seed {seed})."),
  "runtime-error": mark("Runtime error on deal {deal} of {count} at the statement's limits (seed {seed})."),
  "time-limit": mark("Time limit exceeded on deal {deal} of {count} at the statement's limits (seed {seed})."),
  "memory-limit": mark("Memory limit exceeded on deal {deal} of {count} at the statement's limits (seed {seed})."),
};
const ON_INPUT = {
  "wrong-answer": mark("Wrong answer on this input."),
  "runtime-error": mark("Runtime error on this input."),
  "time-limit": mark("Time limit exceeded on this input."),
  "memory-limit": mark("Memory limit exceeded on this input."),
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
    this.solutions = { python: new Solution(), cpp: null, c: null }; // C++'s and C's runners load at their first run
    this.dealer = Dealer.make(); // deals at the limits, dealt beside a run where a core is spare
    this.box = $("solution");
    this.result = $("stress-result");
    this.busy = false;
    this.ready = false;
    this.stopped = false;
    this.shown = null; // the report or check on screen
    this.box.addEventListener("input", () => localStorage.setItem(this.#kept(), this.box.value));
    const kept = localStorage.getItem(KEPT_LANGUAGE);
    $("solution-language").value = kept in LANGUAGES ? kept : "python";
    $("solution-standard").value = localStorage.getItem(KEPT_STANDARD) === "c++20" ? "c++20" : "c++17";
    $("solution-language").addEventListener("change", () => this.languageChanged());
    $("solution-standard").addEventListener("change", () => this.#standardChanged());
    $("solution-run").addEventListener("click", () => this.runOnce());
    $("stress").addEventListener("click", () => this.stress());
    $("stress-stop").addEventListener("click", () => this.stop());
    $("stress-load").addEventListener("click", () => this.load(this.shown.input));
    $("solution-file").addEventListener("change", (event) => this.openFile(event));
    onLanguageChange(() => {
      this.#describe();
      if (this.shown) this.#show(this.shown);
    });
    this.#describe();
  }

  /** The program's language picked: "python", "cpp" or "c". */
  get language() {
    return $("solution-language").value;
  }

  /** The C++ standard picked: "c++17" or "c++20". */
  get standard() {
    return $("solution-standard").value;
  }

  /** The runner of the language picked (null for C++ and C until their first run). */
  get solution() {
    return this.solutions[this.language];
  }

  /** The program's language changed: show the program kept for it; C++ and C download their compiler. */
  languageChanged() {
    this.stop();
    localStorage.setItem(KEPT_LANGUAGE, this.language);
    this.box.value = localStorage.getItem(this.#kept()) ?? "";
    this.clear();
    this.#describe();
    if (COMPILED.has(this.language)) this.#prepare().catch(() => {});
  }

  /** The game changed: show the program kept for it, clear the last result. */
  gameChanged() {
    this.stop();
    this.box.value = localStorage.getItem(this.#kept()) ?? "";
    this.clear();
  }

  setReady(ready) {
    this.ready = ready;
    this.#controls();
  }

  /** The result on screen again, Python's words in it said in the current language. */
  async retell() {
    const shown = this.shown;
    if (!shown || this.busy || shown.kind === "compile") return;
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
    this.#start("Running your program on the input…");
    try {
      const program = await this.#program(source);
      if (!(await this.#compiled(program, source))) return;
      const outcome = await this.solution.run(program, text, this.#limitMs());
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
    const limits = $("stress-limits").checked;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] % 2 ** 31;
    const started = performance.now();
    if (limits) this.dealer?.deal(this.game(), seed, DEALS_AT_LIMITS);
    // A fresh Python for a run at the limits, or after a time limit, starts beforehand.
    const runner = this.solution; // a Python program's keeps a spare worker (solution.js)
    runner?.keepSpare?.(true);
    this.progressAt = -Infinity;
    this.#start("Dealing {runs} deals from seed {seed}…", { runs: formatNumber(runs), seed });
    try {
      const program = await this.#program(source);
      if (!(await this.#compiled(program, source))) return;
      this.#say("Dealing {runs} deals from seed {seed}…", { runs: formatNumber(runs), seed });
      // The deals come in batches (web.stress_tell): the program runs a batch, then its
      // outcomes go back together, and the judge's worker makes the next batch ready
      // (deals and judges it: stress_plan) while the program runs this one.
      let answer = await this.judge.call("stress_start", this.game(), seed, runs, limits, BATCH);
      while (answer.probes?.length) {
        const planning = this.judge.call("stress_plan", answer.probes.length + BATCH);
        const outcomes = [];
        let stopped = false;
        let atLimits = null; // the deal at the limits the run deals next, if it goes on to one
        for (const probe of answer.probes) {
          this.#progress(probe, started);
          // A run at the statement's limits has its own time limit, and runs alone (this
          // page runs one program at a time); Python's in a fresh worker that measures memory.
          const limitMs = probe.timeout ? Math.round(probe.timeout * 1000) : limit;
          const options = { measure: probe.alone };
          const outcome = this.stopped ? null : await this.solution.run(program, probe.input, limitMs, options);
          if (this.stopped || outcome === null) {
            stopped = true;
            break;
          }
          outcomes.push(outcome);
          atLimits = limits && !probe.failing ? nextAtLimits(probe, outcome) : null;
          if (atLimits) {
            this.#dealingAtLimits(atLimits, probe.limits_deals);
            runner?.spareSoon?.(); // each run at the limits takes a fresh worker
          }
          if (visiblyFailed(outcome)) break; // what comes next depends on it: the rest may not come
        }
        await planning;
        if (this.dealer?.run && atLimits && !stopped && !this.stopped) await this.dealer.handTo(this.judge, atLimits);
        const told = JSON.stringify(outcomes);
        answer = await (stopped ? this.judge.call("stress_stop", told) : this.judge.call("stress_tell", told, BATCH));
        if (stopped) break;
        if (answer.probes?.[0]?.failing) this.dealer?.ended(); // no limits phase follows
      }
      if (answer.error) throw new Error(answer.error.message);
      this.#show({ ...answer.report, kind: "stress" });
      this.#say("Finished in {seconds}.", { seconds: formatSeconds((performance.now() - started) / 1000) });
    } catch (error) {
      this.#failed(error);
    } finally {
      this.dealer?.ended();
      runner?.keepSpare?.(false);
      this.#end();
    }
  }

  /** End a run or a stress test at once. */
  stop() {
    if (!this.busy) return;
    this.stopped = true;
    this.solution?.stop();
    this.dealer?.ended();
  }

  clear() {
    this.shown = null;
    $("topcoder-note").hidden = true;
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

  // -- the program's language ---------------------------------------------------------
  #kept() {
    return this.language === "python" ? KEPT + this.game() : `${KEPT}${this.game()}:${this.language}`;
  }

  /** The standard a compiled program is compiled with: C++'s picked, or "c". */
  #standardOf() {
    return this.language === "c" ? "c" : this.standard;
  }

  /**
   * The program to run: `source` itself, or, for a class in TopCoder's form (Hearts'
   * HeartsGame with no main), the judge's worker's whole program, said in a note.
   */
  async #program(source) {
    const made = await this.judge.call("topcoder", this.game(), this.language, source);
    const note = $("topcoder-note");
    note.hidden = !made?.program;
    if (!made?.program) return source;
    const fields = { name: made.name, method: made.method };
    if (made.cut) say(note, "TopCoder form: class {name}, run through the judge's driver; CUT HERE sections dropped.", fields);
    else say(note, "TopCoder form: class {name}, run through the judge's driver.", fields);
    return made.program;
  }

  /** The panel's words, file types and flags for the language picked. */
  #describe() {
    const cpp = this.language === "cpp";
    const { placeholder, accept } = LANGUAGES[this.language];
    this.box.placeholder = placeholder;
    $("solution-file").accept = accept;
    $("solution-standard").hidden = !cpp;
    $("solution-flags").hidden = !COMPILED.has(this.language);
    const open = $("solution-file").labels[0];
    if (this.language === "c") {
      this.box.setAttribute("aria-label", t("Your C program"));
      say(open, "Open .c file…");
      say($("solution-hint"), "Your C program reads the judge input from stdin and prints its answer. It is compiled here by clang in a worker of its own (the compiler downloads once, the first time you pick C or C++), then runs under the time limit, and is kept in this browser for next time. A malloc past the memory limit is a memory limit. Stress test runs it on random deals and shrinks the first one it fails to the smallest deal that still fails.");
      say($("solution-flags"), "{flags}, memory limit {memory} MB", { flags: flagsOf("c"), memory: MEMORY_MB });
    } else if (cpp) {
      this.box.setAttribute("aria-label", t("Your C++ program"));
      say(open, "Open .cpp file…");
      say($("solution-hint"), "Your C++ program reads the judge input from stdin and prints its answer. It is compiled here by clang in a worker of its own (the compiler downloads once, the first time you pick C++), then runs under the time limit, and is kept in this browser for next time. Stress test runs it on random deals and shrinks the first one it fails to the smallest deal that still fails. For Hearts, a class HeartsGame in TopCoder's form (no main) works too: it runs through the judge's driver.");
      say($("solution-flags"), "{flags}, memory limit {memory} MB", { flags: flagsOf(this.standard), memory: MEMORY_MB });
    } else {
      this.box.setAttribute("aria-label", t("Your Python program"));
      say(open, "Open .py file…");
      say($("solution-hint"), "Your Python program reads the judge input from stdin and prints its answer. It runs here in a Python worker of its own, under the time limit, and is kept in this browser for next time. Stress test runs it on random deals and shrinks the first one it fails to the smallest deal that still fails. For Hearts, a class HeartsGame in TopCoder's form (no main) works too: it runs through the judge's driver.");
    }
  }

  #standardChanged() {
    localStorage.setItem(KEPT_STANDARD, this.standard);
    this.#describe();
  }

  /** Download the C++ toolchain (the first time), showing its progress. */
  async #prepare() {
    try {
      await prepare({ onProgress: (progress) => this.#downloading(progress) });
    } finally {
      $("cpp-download").hidden = true;
    }
  }

  #downloading({ loaded, total }) {
    $("cpp-download").hidden = loaded >= total;
    const bar = $("cpp-progress");
    bar.max = total;
    bar.value = loaded;
    say($("cpp-progress-words"), "Downloading the C++ compiler (only this once): {loaded} of {total} MB", {
      loaded: (loaded / MB).toFixed(1),
      total: (total / MB).toFixed(1),
    });
  }

  /**
   * Python: true. C++ and C: compile `program` (cached per text); true when it compiled
   * and its runner is there, else false with the reason on screen (a compile error marked
   * in `source`, the text in the box, whose lines `program` keeps).
   */
  async #compiled(program, source) {
    if (!COMPILED.has(this.language)) return true;
    const language = this.language;
    const standard = this.#standardOf();
    if (language === "c") this.#say("Compiling your C program ({flags})…", { flags: flagsOf(standard) });
    else this.#say("Compiling your C++ program ({flags})…", { flags: flagsOf(standard) });
    let built;
    try {
      built = await compile(program, { standard, onProgress: (progress) => this.#downloading(progress) });
    } catch (error) {
      if (!(error instanceof DownloadFailed)) throw error;
      this.#say("The C++ compiler could not be downloaded ({reason}). Once downloaded, it works offline.", { reason: error.message });
      return false;
    } finally {
      $("cpp-download").hidden = true;
    }
    if (this.stopped) {
      this.#say("Stopped.");
      return false;
    }
    if (!built.ok) {
      this.#show({ kind: "compile", verdict: "compile-error", detail: built.messages, line: built.line, source, flags: flagsOf(standard) });
      this.#say("It did not compile (clang took {seconds}).", { seconds: formatSeconds(built.seconds) });
      return false;
    }
    this.solutions[language] ??= await cppRunner(language === "c" ? () => "c" : () => this.standard);
    if (this.solutions[language]) return true;
    this.#say("Your program compiled in {seconds}, but this version of the page cannot run C++ programs yet.", {
      seconds: formatSeconds(built.seconds),
    });
    return false;
  }

  // -- the run's life ------------------------------------------------------------
  #source() {
    const source = this.box.value;
    if (source.trim()) return source;
    if (this.language === "cpp") this.#say("Paste your C++ program first (or open a .cpp file).");
    else if (this.language === "c") this.#say("Paste your C program first (or open a .c file).");
    else this.#say("Paste your Python program first (or open a .py file).");
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
    this.busy = true;
    this.stopped = false;
    this.#controls();
    if (this.solution?.started ?? true) this.#say(text, fields);
    else this.#say("Starting a Python worker for your program… {next}", { next: t(text, fields) });
  }

  #end() {
    this.busy = false;
    this.#controls();
  }

  #controls() {
    $("solution-run").disabled = $("stress").disabled = this.busy || !this.ready;
    $("stress-stop").hidden = !this.busy;
  }

  /** How long the run took and, for C++, how much memory it used. */
  #ran(outcome) {
    const seconds = formatSeconds(outcome.seconds);
    if (!outcome.memory) return this.#say("Your program ran in {seconds}.", { seconds });
    this.#say("Your program ran in {seconds} and used {memory} MB of memory (the limit is {limit} MB).", {
      seconds,
      memory: formatNumber(Math.ceil(outcome.memory / 2 ** 20)),
      limit: formatNumber(MEMORY_MB),
    });
  }

  #say(text, fields) {
    say($("stress-status"), text, fields);
  }

  #progress(probe, started) {
    // The status line is redrawn at most every PROGRESS_MS (a deal at the limits always):
    // a redraw a deal would cost the page more than a quick program's run.
    const now = performance.now();
    if (!probe.alone && now - this.progressAt < PROGRESS_MS) return;
    this.progressAt = now;
    const seconds = formatSeconds((now - started) / 1000);
    const fields = { deal: formatNumber(probe.deal), runs: formatNumber(probe.runs), seconds };
    if (probe.alone) {
      this.#say("Deal {deal} of {count} at the statement's limits, alone, time limit {limit}… {seconds}", {
        deal: probe.deal - probe.runs,
        count: probe.limits_deals,
        limit: formatSeconds(probe.timeout),
        seconds,
      });
      return;
    }
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

  /** While deal `deal` at the statement's limits is dealt and the judge timed on it, say so. */
  #dealingAtLimits(deal, count) {
    this.#say("Dealing deal {deal} of {count} at the statement's limits and timing the judge on it…", { deal, count });
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
    const scale = shown.kind === "stress" && atScale(shown);
    if (scale && shown.verdict === "time-limit") summary.push(el("p", { "data-testid": "stress-too-slow", text: tooSlow(shown.at_limits) }));
    const line = shown.difference?.line;
    if (line) {
      const words = el("p", { text: differenceWords(shown.difference) });
      if (line <= countLines(shown.answer)) words.append(" ", showWhyButton(() => this.showWhy(shown.input, line)));
      summary.push(words);
    }
    if (shown.detail) summary.push(el("pre", { class: "stress-detail", text: shown.detail }));
    if (scale) summary.push(el("p", { text: t("A smaller deal is within the limits: this one is not shrunk.") }));
    const compileError = shown.verdict === "compile-error";
    if (compileError) summary.push(...this.#errorLine(shown));
    $("stress-summary").replaceChildren(...summary);
    const figures = shown.kind === "stress" ? shown.at_limits : null;
    $("stress-at-limits").hidden = !figures;
    $("stress-at-limits").replaceChildren(...(figures ? atLimits(shown, this.language === "python") : []));
    const measured = shown.kind === "stress" ? measuredWords(shown) : null;
    $("stress-measured").hidden = !measured;
    $("stress-measured").replaceChildren(...(measured ?? []));
    const diagnosis = shown.kind === "stress" ? shown.diagnosis : null;
    $("stress-diagnosis").hidden = !diagnosis?.failed;
    $("stress-diagnosis").replaceChildren(...(diagnosis?.failed ? this.#diagnosis(shown) : []));
    $("stress-coverage").hidden = !shown.coverage;
    $("stress-coverage").replaceChildren(...(shown.coverage ? stressCoverage(shown) : []));
    const found = shown.kind === "stress" && failed;
    $("stress-found").hidden = !found;
    $("stress-input").textContent = found ? shortened(shown.input) : "";
    $("stress-found-note").textContent = found ? (scale ? t("The deal at the statement's limits:") : foundWords(shown)) : "";
    $("stress-compare").hidden = !failed || compileError || scale;
    if (failed && !compileError && !scale) {
      const line = shown.difference?.line ?? null;
      const col = shown.difference?.col ?? null;
      $("stress-answer").replaceChildren(...excerpt(shown.answer, line, col));
      $("stress-output").replaceChildren(...excerpt(shown.output, line, col));
    }
    this.result.hidden = false;
  }

  /**
   * What the program gets wrong (Python's words, in the reader's language): how many deals
   * it failed, the rule edges those share, each with a button that loads a fresh small deal
   * aimed at it, and the reading of the statement its answers follow, if one does.
   */
  #diagnosis(report) {
    const { diagnosis } = report;
    const [heading, ...readings] = diagnosis.said;
    const failed = tn("It failed {failed} of the {count} deal run.", "It failed {failed} of the {count} deals run.", report.deals, {
      failed: report.failed.length,
    });
    const enough = report.enough ? t("Those are enough to rank the rules: the other {left} deals were not run.", { left: report.runs - report.deals }) : "";
    const edges = diagnosis.edges.slice(0, SUSPECTS_SHOWN).map((edge) => {
      const aim = el("button", { type: "button", class: "secondary small", "data-testid": "aim-edge", "data-edge": edge.name, text: t("Deal one aimed at it") });
      aim.addEventListener("click", () => this.#aimAt(edge.name));
      return el("li", { "data-testid": "suspect-edge" }, el("span", { text: edge.said }), " ", el("code", { text: edge.name }), " ", aim);
    });
    return [
      el("h3", { text: t("What your program gets wrong") }),
      el("p", { text: sentences(failed, enough) }),
      el("p", { text: heading.split("\n")[0] }),
      el("ul", { class: "suspect-edges" }, edges),
      ...readings.map((words) => el("p", { class: "stress-reading", "data-testid": "stress-reading", text: words })),
    ];
  }

  /** A fresh small deal aimed at a rule edge, put into the input box (and judged). */
  async #aimAt(edge) {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] % 2 ** 31;
    const dealt = await this.judge.call("generate", this.game(), seed, false, edge);
    if (dealt?.error) this.#say("Something went wrong: {reason}", { reason: dealt.error.message });
    else if (dealt) this.load(dealt.input);
  }

  /** Where a compile error is: its line of the program, marked, and a button to go there. */
  #errorLine(shown) {
    const source = shown.source ?? this.box.value;
    const line = shown.line ?? firstErrorAt(shown.detail ?? "")?.line;
    if (!line || line > countLines(source)) return [];
    if (shown.kind === "compile" && source === this.box.value) selectLine(this.box, line);
    const go = el("button", { type: "button", class: "secondary small", text: t("Show it in the program") });
    go.addEventListener("click", () => {
      this.box.focus();
      selectLine(this.box, line);
    });
    const words = el("p", { text: t("The first error is at line {line} of your program.", { line }) });
    words.append(" ", go);
    const marked = el("pre", { class: "compile-line", "data-testid": "compile-line", tabindex: "0" });
    marked.replaceChildren(...excerpt(source, line, firstErrorAt(shown.detail ?? "")?.col ?? null));
    return [words, marked];
  }
}

/**
 * The number of the deal at the statement's limits the run deals next, after `probe` ran
 * as `outcome`, if it goes on to one: after the last deal, or a deal of the limits phase,
 * that did not visibly fail (a wrong answer the judge still has to see); else null.
 */
function nextAtLimits(probe, outcome) {
  if (probe.shrinking || visiblyFailed(outcome)) return null;
  const next = probe.alone ? probe.deal - probe.runs + 1 : probe.deal === probe.runs ? 1 : null;
  return next !== null && next <= probe.limits_deals ? next : null;
}

/** Whether a run failed in a way the page sees without the judge's answer (its verdict
 * changes what the stress loop asks for next, so the rest of its batch is not run). */
function visiblyFailed(outcome) {
  return outcome.timed_out || outcome.status !== 0 || outcome.memory_limit || outcome.compiled === false;
}

/** The C++ runner (web/js/cpp-solution.js), or null when this version of the page has none. */
async function cppRunner(standard) {
  try {
    const { CppSolution } = await import("./cpp-solution.js");
    return new CppSolution({ standard });
  } catch {
    return null;
  }
}

/** The line and column of clang's first error in the program (main.cpp, or main.c), or undefined. */
function firstErrorAt(messages) {
  const found = messages.match(/^main\.c(?:pp)?:(\d+):(\d+): (?:fatal )?error:/m);
  return found ? { line: Number(found[1]), col: Number(found[2]) } : undefined;
}

/** Select line `line` of a textarea and scroll it into view. */
function selectLine(box, line) {
  const lines = box.value.split("\n");
  const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
  box.setSelectionRange(start, start + lines[line - 1].length);
  const height = box.scrollHeight / Math.max(lines.length, 1);
  box.scrollTop = Math.max(0, (line - 3) * height);
}

function headline(report) {
  const fields = { seed: report.seed, runs: formatNumber(report.runs), dealt: formatNumber(report.dealt), deal: report.deal };
  if (report.limits_deal) {
    const atLimits = { ...fields, deal: report.limits_deal, count: report.at_limits?.deals ?? report.limits_dealt };
    const found = t(AT_LIMITS[report.verdict] ?? ON_DEAL[report.verdict], atLimits);
    return report.stopped ? sentences(found, t("Stopped while shrinking: the smallest failing input so far is below.")) : found;
  }
  if (report.verdict === "accepted") {
    return report.stopped
      ? t("Stopped after {dealt} of {runs} deals (seed {seed}): all accepted so far.", fields)
      : t("Accepted: your program agreed with the judge on all {runs} deals (seed {seed}).", fields);
  }
  const found = t(ON_DEAL[report.verdict], fields);
  if (!report.stopped) return found;
  return sentences(found, t("Stopped while shrinking: the smallest failing input so far is below."));
}

/** Whether a stress report's failure is a time or memory limit at the statement's limits (not shrunk). */
function atScale(report) {
  return Boolean(report.limits_deal) && (report.verdict === "time-limit" || report.verdict === "memory-limit");
}

/** Why a run at the limits is a time limit: how far past the judge's time it got. */
function tooSlow(figures) {
  return t("Your program was still running after {timeout}, the time limit here: more than {ratio} times the judge's {judge} on this deal (in this page).", {
    timeout: formatSeconds(figures.timeout),
    // "More than": the ratio rounded down (the table beside it gives two decimals).
    ratio: figures.judge_seconds ? formatNumber(Math.floor(figures.timeout / figures.judge_seconds)) : "?",
    judge: formatSeconds(figures.judge_seconds),
  });
}

/**
 * The limits phase's figures on its largest deal (or the one it failed): the program's
 * time and peak memory, the judge's time in this page and the ratio, the statement's
 * limits (stated or assumed), and the time and memory limits the run had here. A Python
 * program's peak (`python`) is that of a fresh Pyodide, whose own memory it includes.
 */
function atLimits(report, python) {
  const figures = report.at_limits;
  const { limits, factors } = figures;
  const size = { size: figures.size, chars: formatNumber(figures.chars) };
  const heading = report.limits_deal
    ? t("At the statement's limits, deal {deal} of {count} ({size}, {chars} characters):", { ...size, deal: report.limits_deal, count: figures.deals })
    : tn("At the statement's limits, {count} deal accepted; the largest ({size}, {chars} characters):", "At the statement's limits, {count} deals accepted; the largest ({size}, {chars} characters):", report.limits_dealt, size);
  const seconds = formatSeconds(figures.seconds);
  const memory = megabytes(figures.memory_kb);
  let program;
  if (figures.timed_out) {
    program = figures.memory_kb ? t("killed at {seconds}, {memory} MB by then", { seconds, memory }) : t("killed at {seconds}", { seconds });
  } else {
    program = figures.memory_kb ? t("{seconds}, {memory} MB at its peak", { seconds, memory }) : t("{seconds} (its memory is not measured here)", { seconds });
  }
  const ratio = figures.ratio.toFixed(2);
  const judge = formatSeconds(figures.judge_seconds);
  const judged = figures.timed_out
    ? t("{judge}: your program took more than {ratio} times as long", { judge, ratio })
    : t("{judge}: your program took {ratio} times as long", { judge, ratio });
  const rows = [
    ["stress-at-limits-program", t("Your program"), program],
    ["stress-at-limits-judge", t("This judge, in this page"), judged],
    ["stress-at-limits-statement", t("The statement's limits"), statementLimits(limits)],
    [
      "stress-at-limits-time",
      t("The time limit here"),
      t("{timeout} (the larger of {statement} × the statement's and {judge} × the judge's)", {
        timeout: formatSeconds(figures.timeout),
        statement: factors.statement,
        judge: factors.judge,
      }),
    ],
    [
      "stress-at-limits-memory",
      t("The memory limit here"),
      t("{memory} MB ({factor} × the statement's)", { memory: formatNumber(figures.memory_limit_mb), factor: factors.memory }),
    ],
  ];
  const table = el(
    "table",
    { class: "at-limits" },
    el(
      "tbody",
      {},
      rows.map(([id, name, value]) => el("tr", { "data-testid": id }, el("th", { scope: "row", text: name }), el("td", { text: value }))),
    ),
  );
  const shown = [el("p", { class: "at-limits-heading", text: heading }), table];
  if (python && figures.memory_kb) {
    shown.push(el("p", { class: "muted", text: t("A Python program's memory here is the top of its heap in a fresh Python, Pyodide's own (about 29 MB) included.") }));
  }
  if (figures.memory_kb > limits.memory_mb * 1024 && report.verdict !== "memory-limit") {
    shown.push(
      el("p", {
        "data-testid": "stress-memory-warning",
        text: t("Its peak memory passes the statement's {limit} MB: a judge that counts memory as this page does may say memory limit.", {
          limit: formatNumber(limits.memory_mb),
        }),
      }),
    );
  }
  return shown;
}

/** The statement's time and memory limits, and whether it states them or they are assumed (and why). */
function statementLimits(limits) {
  const fields = { seconds: limits.seconds, memory: formatNumber(limits.memory_mb), why: limits.assumed };
  if (limits.time_stated && limits.memory_stated) return t("{seconds} s, {memory} MB, as stated", fields);
  if (limits.time_stated) return t("{seconds} s as stated; {memory} MB assumed ({why})", fields);
  if (limits.memory_stated) return t("{seconds} s assumed, {memory} MB as stated ({why})", fields);
  return t("{seconds} s, {memory} MB, assumed ({why})", fields);
}

/** The slowest deal of the run and the one with the most memory (those measured), or null. */
function measuredWords(report) {
  const { slowest, most_memory: most } = report;
  if (!slowest) return null;
  const words = [
    el("span", {
      "data-testid": "stress-slowest",
      text: t("The slowest deal: {deal} ({seconds}).", { deal: slowest.deal, seconds: formatDuration(slowest.seconds) }),
    }),
    " ",
  ];
  if (most?.memory_kb) {
    words.push(el("span", { "data-testid": "stress-most-memory", text: t("The most memory: deal {deal} ({memory} MB).", { deal: most.deal, memory: megabytes(most.memory_kb) }) }));
  } else {
    words.push(el("span", { "data-testid": "stress-most-memory", text: t("Memory is measured here only at the statement's limits.") }));
  }
  return words;
}

function megabytes(kb) {
  return formatNumber(Number((kb / 1024).toFixed(1)));
}

/** A failing input as the panel shows it: a long one (a deal at the limits), its first lines cut short. */
function shortened(text) {
  if (text.length <= LONG_INPUT) return text;
  const lines = text.split("\n");
  const shown = lines.slice(0, LONG_INPUT_LINES).map((line) => (line.length > LONG_LINE ? `${line.slice(0, LONG_LINE)}…` : line));
  const left = lines.length - LONG_INPUT_LINES;
  const more = left > 0 ? tn("… {count} more line", "… {count} more lines", left) : "";
  return [...shown, more, t("({chars} characters in all: Load this input puts the whole of it in the input box.)", { chars: formatNumber(text.length) })]
    .filter(Boolean)
    .join("\n");
}

function runHeadline(check) {
  if (check.kind === "compile") return t("Compile error: your program does not compile with {flags}.", { flags: check.flags });
  if (check.verdict === "accepted") return t("Accepted: your program's output matches the judge's answer.");
  return t(ON_INPUT[check.verdict]);
}

function foundWords(report) {
  if (!report.steps) {
    return t("No smaller input fails the same way ({tries} tried). The failing input:", { tries: runCount(report.tries) });
  }
  const [from, to] = report.sizes ?? ["?", "?"]; // in the game's words ("9 plays"), from Python
  return t("Shrunk from {from} to {to} in {steps} ({tries}):", { from, to, steps: steps(report.steps), tries: runCount(report.tries) });
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

/** A run's time: in milliseconds under a tenth of a second (where "0.00 s" would say nothing), else as formatSeconds. */
function formatDuration(seconds) {
  return seconds < 0.1 ? t("{ms} ms", { ms: formatNumber(Math.round(seconds * 1000)) }) : formatSeconds(seconds);
}
