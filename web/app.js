// Card Judge page: Python (in a web worker) computes, this script shows.
import { PyWorker } from "./pyscript/core.js";

const here = new URL(".", import.meta.url);
const $ = (id) => document.getElementById(id);
const gameSelect = $("game");
const input = $("input");
const runButton = $("run");
const output = $("output");
const errorBox = $("error");
const status = $("status");

let worker = null;
let games = [];

async function start() {
  const started = performance.now();
  worker = await PyWorker(new URL("worker.py", here).href, {
    type: "pyodide",
    version: new URL("pyodide/pyodide.mjs", here).href,
    config: { files: { [new URL("cardjudge.zip", here).href]: "./*" } },
  });
  games = JSON.parse(await worker.sync.games());
  for (const game of games) {
    gameSelect.append(new Option(game.title, game.name));
  }
  showAbout();
  runButton.disabled = false;
  status.textContent = `Ready (${Math.round(performance.now() - started)} ms).`;
  document.body.dataset.ready = "true";
}

function showAbout() {
  const game = games.find((g) => g.name === gameSelect.value);
  $("game-about").textContent = game ? `${game.source}\n${game.summary}` : "";
}

async function run() {
  if (runButton.disabled) return;
  runButton.disabled = true;
  status.textContent = "Running…";
  const started = performance.now();
  try {
    const answer = JSON.parse(await worker.sync.judge(gameSelect.value, input.value));
    if (answer.error) {
      showError(answer.error);
    } else {
      hideError();
      output.textContent = answer.output;
    }
    status.textContent = `Done in ${Math.round(performance.now() - started)} ms.`;
  } catch (error) {
    showError({ message: `The Python worker failed: ${error}` });
    status.textContent = "Failed.";
  } finally {
    runButton.disabled = false;
  }
}

function showError(error) {
  output.textContent = "";
  errorBox.textContent = error.message;
  errorBox.hidden = false;
}

function hideError() {
  errorBox.textContent = "";
  errorBox.hidden = true;
}

gameSelect.addEventListener("change", showAbout);
runButton.addEventListener("click", run);
input.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    run();
  }
});

start().catch((error) => {
  status.textContent = `The Python runtime failed to load: ${error}`;
});
