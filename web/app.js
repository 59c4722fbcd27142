// Card Judge page: Python (in a web worker) computes, this script shows.
import "./js/first-paint.js";
import { Answer } from "./js/answer.js";
import { catalog, gameNamed, sayGames } from "./js/catalog.js";
import { Coverage } from "./js/coverage.js";
import { $, el, toast } from "./js/dom.js";
import { acceptDrops, copy, download, guardPaste, LARGEST_INPUT, readFile, TooBig } from "./js/files.js";
import { language, mark, onLanguageChange, say, setLanguage, t } from "./js/i18n.js";
import { Loading } from "./js/loading.js";
import { BadLink, decode, encode, LONGEST_LINK } from "./js/permalink.js";
import { Runtime, WorkerStopped } from "./js/runtime.js";
import { SolutionPanel } from "./js/stress.js";
import { Viewer } from "./js/viewer.js";

const input = $("input");
const expected = $("expected");
const gameSelect = $("game");
const seedBox = $("seed");
const BYTE_ORDER_MARK = "\ufeff";

const page = {
  ready: false,
  running: false,
  runAfterStart: false, // Run was pressed before Python was ready
  pendingDeal: undefined, // the seed of a deal asked for before Python was ready
  dealt: null, // { input, seed } of the latest random deal
  shown: null, // { game, input } of the answer on screen and the viewer's run
  viewerOpening: Promise.resolve(), // the viewer opening on the latest answer
  inputError: null, // { game, input } whose input error (Python's words) is on screen
};

const loading = new Loading();
const answer = new Answer({ showWhy: (line) => showWhy(line) });
const runtime = new Runtime({ onRestart: restarted });
const viewer = new Viewer(runtime, { onError: failed });
const coverage = new Coverage(runtime);
const solution = new SolutionPanel({
  judge: runtime,
  game: () => gameSelect.value,
  input: () => input.value,
  load: loadFailingInput,
  inputError: (error) => showInputError(error, gameSelect.value, input.value),
  showWhy: (text, line) => showWhy(line, text),
});

// -- start-up --------------------------------------------------------------------

async function start() {
  fillPicker();
  bindControls();
  if (catalog.version) say($("version"), "Version {version}.", { version: catalog.version });
  restoreLink(location.hash);
  loading.start("", 0);
  await takeServiceWorker();
  runtime.start().then(becomeReady, (error) => {
    loading.fail("The Python runtime failed to load ({reason}). Reload the page to try again.", {
      reason: error?.message ?? error,
    });
    status("Not ready.");
  });
}

function becomeReady() {
  performance.mark("card-judge:ready");
  const took = loading.finish();
  page.ready = true;
  solution.setReady(true);
  $("run").disabled = $("new-deal").disabled = $("coverage").disabled = false;
  status("Ready ({ms} ms).", { ms: took });
  document.body.dataset.ready = "true";
  navigator.serviceWorker?.controller?.postMessage("fill");
  if (page.pendingDeal !== undefined) deal(page.pendingDeal);
  else if (page.runAfterStart) run();
  page.pendingDeal = undefined;
  page.runAfterStart = false;
}

function restarted(reason) {
  page.ready = false;
  solution.setReady(false);
  document.body.dataset.ready = "false";
  $("run").disabled = $("new-deal").disabled = $("coverage").disabled = true;
  closeViewer();
  loading.start(reason);
  runtime.ready.then(becomeReady, (error) => {
    console.error(error);
    loading.fail("The Python worker could not be restarted. Reload the page.");
  });
}

/** The status line beside Run: a message of the page, said again if the language changes. */
function status(text, fields) {
  say($("status"), text, fields);
}

// -- the language ----------------------------------------------------------------

/**
 * Speak `tag` from now on, in this browser's later visits too: the page's own
 * words change at once (each module redraws its own), then the workers are
 * told, and what is on screen that came from Python is asked for again.
 */
async function changeLanguage(tag) {
  if (!(await setLanguage(tag, { keep: true }))) return;
  await runtime.speak().catch(() => {});
  await Promise.allSettled([viewer.retell(), coverage.retell(), solution.retell(), retellInputError()]);
}

/** The input error on screen, asked for again in the current language. */
async function retellInputError() {
  const shown = page.inputError;
  if (!shown || !page.ready || page.running) return;
  const result = await runtime.call("run", shown.game, shown.input, "");
  if (page.inputError === shown && result.error) answer.showError(result.error);
}

// -- the game picker, samples and random deals ------------------------------------

function fillPicker() {
  gameSelect.replaceChildren(...catalog.games.en.map((game) => new Option(t(game.title), game.name)));
  showGame();
  solution.gameChanged();
}

function showGame() {
  sayGames();
  const game = gameNamed(gameSelect.value);
  $("cheats-label").hidden = !game?.cheats;
  showReadings(game);
  const samples = catalog.samples[gameSelect.value] ?? [];
  $("samples").replaceChildren(
    ...samples.map((sample) => {
      const label = sampleLabel(sample);
      return el("button", {
        type: "button",
        class: "secondary small",
        "data-testid": `sample-${sample.name}`,
        "aria-label": sample.output
          ? t("Load {sample} and its expected output", { sample: label })
          : t("Load {sample}", { sample: label }),
        text: label,
        onclick: () => loadSample(sample),
      });
    }),
  );
}

// -- the reading of the statement --------------------------------------------------

/** The game's other readings of its statement in the picker, the one chosen kept, and its words. */
function showReadings(game) {
  const picker = $("reading");
  const chosen = picker.value;
  const others = game?.readings ?? [];
  picker.replaceChildren(new Option(t("the statement's, as decided"), ""), ...others.map((reading) => new Option(reading.name, reading.name)));
  picker.value = others.some((reading) => reading.name === chosen) ? chosen : "";
  const reading = others.find((other) => other.name === picker.value);
  $("reading-words").hidden = !reading;
  $("reading-words").textContent = reading ? `${reading.words}\n${t("Instead: {instead}", { instead: reading.instead })}` : "";
}

/** Judge under the reading picked (runs, steps, deals and stress tests alike), and run again. */
async function changeReading() {
  showReadings(gameNamed(gameSelect.value));
  if (!page.ready) return;
  const followed = await call("reading", gameSelect.value, $("reading").value);
  if (followed && !followed.error && input.value.trim()) await run();
}

/** A sample's button text ("Sample 1"); build.py gives it as a message with {number}. */
function sampleLabel(sample) {
  return t(sample.label, { number: sample.number });
}

function changeGame() {
  $("reading").value = "";
  if (page.ready) call("reading", gameSelect.value, "");
  showGame();
  solution.gameChanged();
  answer.clear();
  closeViewer();
  coverage.close();
  page.dealt = null;
  page.inputError = null;
  seedBox.value = "";
}

function loadSample(sample) {
  setInput(sample.input);
  expected.value = sample.output ?? "";
  $("expected-box").open = Boolean(sample.output);
  status("Loaded {sample}. Press Run.", { sample: sampleLabel(sample) });
}

function setInput(text) {
  input.value = withoutByteOrderMark(text);
  input.scrollTop = 0;
  input.dispatchEvent(new Event("input"));
  answer.clear();
  closeViewer();
}

/**
 * A text without the byte-order mark some editors (Windows Notepad) put first:
 * the judge skips it, and the columns of its errors count from the text after it.
 */
function withoutByteOrderMark(text) {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/** A mark pasted or typed at the start of the input box goes too, the caret kept in place. */
function dropByteOrderMark() {
  if (!input.value.startsWith(BYTE_ORDER_MARK)) return;
  const [start, end] = [input.selectionStart, input.selectionEnd];
  input.value = input.value.slice(1);
  input.setSelectionRange(Math.max(0, start - 1), Math.max(0, end - 1));
}

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] % 2 ** 31;

async function deal(seed = randomSeed()) {
  seedBox.value = String(seed);
  if (!page.ready) {
    page.pendingDeal = seed;
    return;
  }
  const dealt = await call("generate", gameSelect.value, seed, $("cheats").checked);
  if (!dealt) return;
  if (dealt.error) return answer.showError(dealt.error);
  setInput(dealt.input);
  expected.value = "";
  page.dealt = { input: dealt.input, seed };
  await updateLink();
  await run();
}

// -- running ------------------------------------------------------------------------

async function run() {
  if (!page.ready) {
    page.runAfterStart = true;
    status("Will run as soon as Python is ready…");
    return;
  }
  if (page.running) return;
  if (input.value.length > LARGEST_INPUT) {
    showPageError(TooBig.input(input.value.length));
    return;
  }
  setRunning(true);
  status("Running…");
  closeViewer();
  const started = performance.now();
  const game = gameSelect.value;
  const text = input.value;
  const result = await call("run", game, text, expected.value);
  setRunning(false);
  if (!result) return;
  if (result.error) {
    showInputError(result.error, game, text);
    closeViewer();
    if (result.error.internal) status("Failed.");
    else status("The input has an error.");
    return;
  }
  answer.show(result);
  page.shown = { game, input: text };
  status("Done in {ms} ms.", { ms: Math.round(performance.now() - started) });
  // The viewer opens on every run (the worker makes only the steps it shows),
  // once the answer is on screen.
  page.viewerOpening = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => viewer.open(game, result.cases))
    .catch(failed);
}

/** An error from Python about the input `text` of `game` (said again in another language). */
function showInputError(error, game, text) {
  answer.showError(error);
  page.inputError = error.internal ? null : { game, input: text };
}

/** An error of the page's own (its words in `error.text`, `error.fields`), not of the input. */
function showPageError(error) {
  answer.showError(error);
  page.inputError = null;
}

/**
 * Open the viewer on the step that produced line `line` (from 1) of the judge's
 * answer to `text` (by default the input box's), running the judge on it first
 * when that answer is not the one on screen.
 */
async function showWhy(line, text = input.value) {
  const game = gameSelect.value;
  const current = () => page.shown?.game === game && page.shown.input === text;
  if (!current()) {
    if (text !== input.value) {
      setInput(text);
      expected.value = "";
      page.dealt = null;
    }
    await run();
    if (!current()) return;
  }
  await page.viewerOpening;
  const origin = await call("origin", line);
  if (!origin) return;
  if (origin.error) return status("Could not find line {line}'s step: {reason}", { line, reason: origin.error.message });
  if (origin.case === null) return status("Line {line} is past the end of the judge's answer.", { line });
  await viewer.showStep(origin.case, origin.step);
  status("Line {line} of the answer comes from the step shown below.", { line });
}

/** Close the viewer; Show why runs the judge again before it opens it. */
function closeViewer() {
  page.shown = null;
  viewer.close();
}

/** A worker call; null when the worker was stopped (the message is shown). */
async function call(name, ...args) {
  try {
    return await runtime.call(name, ...args);
  } catch (error) {
    failed(error);
    return null;
  }
}

function failed(error) {
  setRunning(false);
  if (!(error instanceof WorkerStopped)) {
    console.error(error);
    status("Something went wrong: {reason}", { reason: error.message });
    return;
  }
  if (error.crashed) {
    showPageError({
      text: mark("{crash} It is being restarted; your input is kept."),
      fields: { crash: error.message },
      line: 0,
    });
  }
  if (error.crashed) status("The Python worker crashed.");
  else status("Cancelled: a fresh Python worker is starting.");
}

function setRunning(on) {
  page.running = on;
  $("run").disabled = on || !page.ready;
  $("cancel").hidden = !on;
}

/** "Load this input" of a stress test: the failing deal goes into the input box. */
function loadFailingInput(text) {
  setInput(text);
  expected.value = "";
  page.dealt = null;
  input.focus();
  status("Loaded the failing input. Press Run to see the judge's answer and step through it.");
}

// -- permalinks ----------------------------------------------------------------------

async function restoreLink(fragment) {
  let state;
  try {
    state = await decode(fragment, catalog.games.en.map((g) => g.name));
  } catch (error) {
    if (!(error instanceof BadLink)) throw error;
    showPageError({ text: mark("This link could not be read: {reason}."), fields: { reason: error }, line: 0 });
    return;
  }
  if (!state) return;
  gameSelect.value = state.game;
  changeGame();
  seedBox.value = state.seed ?? "";
  if (state.input !== null) {
    setInput(state.input);
    page.dealt = state.seed === null ? null : { input: state.input, seed: state.seed };
    run();
  } else if (state.seed !== null) {
    deal(state.seed);
  }
}

async function linkFragment() {
  const seed = page.dealt?.input === input.value ? page.dealt.seed : null;
  return encode({ game: gameSelect.value, input: input.value, seed });
}

async function updateLink() {
  const fragment = await linkFragment();
  if (fragment.length < LONGEST_LINK) history.replaceState(null, "", `#${fragment}`);
}

async function share() {
  const fragment = await linkFragment();
  if (fragment.length >= LONGEST_LINK) {
    toast(t("This input is too big for a link; download it instead."));
    return;
  }
  history.replaceState(null, "", `#${fragment}`);
  const copied = await copy(location.href);
  toast(copied ? t("Link copied.") : t("The link is in the address bar (copying was not allowed)."));
}

// -- files ----------------------------------------------------------------------------

async function openFile(file) {
  try {
    setInput(await readFile(file));
    status("Loaded {file}.", { file: file.name });
  } catch (error) {
    if (!(error instanceof TooBig)) throw error;
    showPageError(error);
  }
}

async function copyOutput() {
  const ok = await copy(answer.text);
  toast(ok ? t("Output copied.") : t("Copying was not allowed; use Download instead."));
}

// -- wiring ----------------------------------------------------------------------------

function bindControls() {
  $("language").addEventListener("change", (event) => changeLanguage(event.target.value));
  onLanguageChange(() => {
    $("language").value = language();
    showGame();
  });
  gameSelect.addEventListener("change", changeGame);
  $("reading").addEventListener("change", changeReading);
  $("run").addEventListener("click", run);
  $("cancel").addEventListener("click", () => runtime.cancel());
  $("new-deal").addEventListener("click", () => deal());
  $("coverage").addEventListener("click", () => coverage.show(gameSelect.value, input.value));
  seedBox.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const seed = Number(seedBox.value);
    if (Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31) deal(seed);
    else toast(t("A seed is a whole number from 0 to 2147483647."));
  });
  input.addEventListener("input", () => {
    dropByteOrderMark();
    coverage.close();
    page.inputError = null;
  });
  for (const area of [input, expected]) {
    area.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        run();
      }
    });
    guardPaste(area, showPageError);
  }
  $("file").addEventListener("change", (event) => {
    const file = event.target.files[0];
    if (file) openFile(file);
    event.target.value = "";
  });
  acceptDrops($("drop-zone"), openFile);
  $("copy").addEventListener("click", copyOutput);
  $("download").addEventListener("click", () => download(answer.text, `${gameSelect.value}.out`));
  $("share").addEventListener("click", share);
  window.addEventListener("hashchange", () => restoreLink(location.hash));
}

// -- the service worker ----------------------------------------------------------------

const SERVICE_WORKER_WAIT_MS = 3000;

/**
 * Register sw.js and, on a first visit, wait (a little) until it controls the
 * page, so that the Python worker's downloads go through it: it caches them
 * for the next visit and offline use, and reports their progress.
 */
async function takeServiceWorker() {
  const workers = navigator.serviceWorker;
  if (!workers || !catalog.version) return;
  const controlled = Boolean(workers.controller);
  workers.addEventListener("message", (event) => {
    const version = event.data?.version;
    if (version && version !== catalog.version) {
      toast(t("A new version of Card Judge is ready: reload the page to use it."));
    }
  });
  // A new service worker may take control before or after this line runs:
  // ask whichever is in control now, and again whenever that changes.
  const askVersion = () => workers.controller?.postMessage("version");
  workers.addEventListener("controllerchange", askVersion);
  askVersion();
  const registered = workers.register(new URL("sw.js", import.meta.url)).catch(() => null);
  if (controlled) return;
  const inControl = new Promise((resolve) => workers.addEventListener("controllerchange", resolve, { once: true }));
  const late = new Promise((resolve) => setTimeout(resolve, SERVICE_WORKER_WAIT_MS));
  await Promise.race([registered.then((registration) => registration && inControl), late]);
}

start();
