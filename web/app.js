// Card Judge page: Python (in a web worker) computes, this script shows.
import { Answer } from "./js/answer.js";
import { $, el, toast } from "./js/dom.js";
import { acceptDrops, copy, download, guardPaste, LARGEST_INPUT, readFile, TooBig } from "./js/files.js";
import { Loading } from "./js/loading.js";
import { BadLink, decode, encode, LONGEST_LINK } from "./js/permalink.js";
import { Runtime, WorkerStopped } from "./js/runtime.js";
import { SolutionPanel } from "./js/stress.js";
import { Viewer } from "./js/viewer.js";

const catalog = JSON.parse($("catalog")?.textContent ?? '{"games": [], "samples": {}}');
const input = $("input");
const expected = $("expected");
const gameSelect = $("game");
const seedBox = $("seed");

const page = {
  ready: false,
  running: false,
  runAfterStart: false, // Run was pressed before Python was ready
  pendingDeal: undefined, // the seed of a deal asked for before Python was ready
  dealt: null, // { input, seed } of the latest random deal
  shown: null, // { game, input } of the answer on screen and the viewer's run
  viewerOpening: Promise.resolve(), // the viewer opening on the latest answer
};

const loading = new Loading();
const answer = new Answer({ showWhy: (line) => showWhy(line) });
const runtime = new Runtime({ onRestart: restarted });
const viewer = new Viewer(runtime, { onError: failed });
const solution = new SolutionPanel({
  judge: runtime,
  game: () => gameSelect.value,
  input: () => input.value,
  load: loadFailingInput,
  inputError: (error) => answer.showError(error),
  showWhy: (text, line) => showWhy(line, text),
});

// -- start-up --------------------------------------------------------------------

async function start() {
  fillPicker();
  bindControls();
  $("version").textContent = catalog.version ? `Version ${catalog.version}.` : "";
  restoreLink(location.hash);
  loading.start("", 0);
  await takeServiceWorker();
  runtime.start().then(becomeReady, (error) => {
    loading.fail(`The Python runtime failed to load (${error?.message ?? error}). Reload the page to try again.`);
    status("Not ready.");
  });
}

function becomeReady() {
  performance.mark("card-judge:ready");
  const took = loading.finish();
  page.ready = true;
  solution.setReady(true);
  $("run").disabled = false;
  $("new-deal").disabled = false;
  status(`Ready (${took} ms).`);
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
  $("run").disabled = $("new-deal").disabled = true;
  closeViewer();
  loading.start(reason === "cancelled" ? "Run cancelled. " : "The Python worker crashed. ");
  runtime.ready.then(becomeReady, (error) => {
    console.error(error);
    loading.fail("The Python worker could not be restarted. Reload the page.");
  });
}

function status(message) {
  $("status").textContent = message;
}

// -- the game picker, samples and random deals ------------------------------------

function fillPicker() {
  gameSelect.replaceChildren(...catalog.games.map((game) => new Option(game.title, game.name)));
  showGame();
  solution.gameChanged();
}

function currentGame() {
  return catalog.games.find((g) => g.name === gameSelect.value);
}

function showGame() {
  const game = currentGame();
  $("game-source").textContent = game?.source ?? "";
  $("game-summary").textContent = game?.summary ?? "";
  $("cheats-label").hidden = !game?.cheats;
  const samples = catalog.samples[gameSelect.value] ?? [];
  $("samples").replaceChildren(
    ...samples.map((sample) =>
      el("button", {
        type: "button",
        class: "secondary small",
        "data-testid": `sample-${sample.name}`,
        "aria-label": `Load ${sample.label}${sample.output ? " and its expected output" : ""}`,
        text: sample.label,
        onclick: () => loadSample(sample),
      }),
    ),
  );
}

function changeGame() {
  showGame();
  solution.gameChanged();
  answer.clear();
  closeViewer();
  page.dealt = null;
  seedBox.value = "";
}

function loadSample(sample) {
  setInput(sample.input);
  expected.value = sample.output ?? "";
  $("expected-box").open = Boolean(sample.output);
  status(`Loaded ${sample.label}. Press Run.`);
}

function setInput(text) {
  input.value = text;
  input.scrollTop = 0;
  input.dispatchEvent(new Event("input"));
  answer.clear();
  closeViewer();
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
    answer.showError(new TooBig("The input", input.value.length));
    return;
  }
  setRunning(true, "Running…");
  closeViewer();
  const started = performance.now();
  const game = gameSelect.value;
  const text = input.value;
  const result = await call("run", game, text, expected.value);
  setRunning(false);
  if (!result) return;
  if (result.error) {
    answer.showError(result.error);
    closeViewer();
    status(result.error.internal ? "Failed." : "The input has an error.");
    return;
  }
  answer.show(result);
  page.shown = { game, input: text };
  status(`Done in ${Math.round(performance.now() - started)} ms.`);
  // The viewer opens on every run (the worker makes only the steps it shows),
  // once the answer is on screen.
  page.viewerOpening = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => viewer.open(game, result.cases))
    .catch(failed);
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
  if (origin.error) return status(`Could not find line ${line}'s step: ${origin.error.message}`);
  if (origin.case === null) return status(`Line ${line} is past the end of the judge's answer.`);
  await viewer.showStep(origin.case, origin.step);
  status(`Line ${line} of the answer comes from the step shown below.`);
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
    status(`Something went wrong: ${error.message}`);
    return;
  }
  if (error.crashed) {
    answer.showError({ message: `${error.message} It is being restarted; your input is kept.`, line: 0 });
  }
  status(error.crashed ? "The Python worker crashed." : "Cancelled: a fresh Python worker is starting.");
}

function setRunning(on, message) {
  page.running = on;
  $("run").disabled = on || !page.ready;
  $("cancel").hidden = !on;
  if (message) status(message);
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
    state = await decode(fragment, catalog.games.map((g) => g.name));
  } catch (error) {
    if (!(error instanceof BadLink)) throw error;
    answer.showError({ message: `This link could not be read: ${error.message}.`, line: 0 });
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
    toast("This input is too big for a link; download it instead.");
    return;
  }
  history.replaceState(null, "", `#${fragment}`);
  const copied = await copy(location.href);
  toast(copied ? "Link copied." : "The link is in the address bar (copying was not allowed).");
}

// -- files ----------------------------------------------------------------------------

async function openFile(file) {
  try {
    setInput(await readFile(file));
    status(`Loaded ${file.name}.`);
  } catch (error) {
    if (!(error instanceof TooBig)) throw error;
    answer.showError({ message: error.message, line: 0 });
  }
}

async function copyOutput() {
  const ok = await copy(answer.text);
  toast(ok ? "Output copied." : "Copying was not allowed; use Download instead.");
}

// -- wiring ----------------------------------------------------------------------------

function bindControls() {
  gameSelect.addEventListener("change", changeGame);
  $("run").addEventListener("click", run);
  $("cancel").addEventListener("click", () => runtime.cancel());
  $("new-deal").addEventListener("click", () => deal());
  seedBox.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const seed = Number(seedBox.value);
    if (Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31) deal(seed);
    else toast("A seed is a whole number from 0 to 2147483647.");
  });
  for (const area of [input, expected]) {
    area.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        run();
      }
    });
    guardPaste(area, (error) => answer.showError({ message: error.message, line: 0 }));
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
      toast("A new version of Card Judge is ready: reload the page to use it.");
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
