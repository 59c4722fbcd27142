// What a run shows: the output, the verdict against the expected output
// with the first difference marked in both texts, or the input error with
// its line highlighted in the input.
import { $, el } from "./dom.js";
import { TextMark } from "./marks.js";
import { OutputView } from "./output.js";

export class Answer {
  /** `showWhy(line)`: open the step that produced line `line` (from 1) of the answer. */
  constructor({ showWhy }) {
    this.showWhy = showWhy;
    this.output = new OutputView({
      scroller: $("output-view"),
      pre: $("output"),
      note: $("output-note"),
      onPick: showWhy,
    });
    this.inputMark = new TextMark($("input"), "input-mark");
    this.expectedMark = new TextMark($("expected"), "expected-mark");
    this.error = null;
    $("error-goto").addEventListener("click", () => this.goToError());
  }

  get text() {
    return this.output.text;
  }

  /** A judge answer: the output and, when there was an expected output, the verdict. */
  show(answer) {
    this.hideError();
    this.output.show(answer.output);
    this.setTools(true);
    this.showVerdict(answer.verdict);
  }

  clear() {
    this.hideError();
    this.output.clear();
    this.setTools(false);
    this.showVerdict(null);
  }

  setTools(on) {
    $("copy").disabled = $("download").disabled = !on;
  }

  showVerdict(verdict) {
    const box = $("verdict");
    this.expectedMark.hide();
    box.hidden = !verdict;
    if (!verdict) return;
    box.className = `verdict ${verdict.accepted ? "accepted" : "wrong"}`;
    if (verdict.accepted) {
      box.textContent = "Accepted: the output matches the expected output.";
      return;
    }
    const { line, col } = verdict;
    box.textContent =
      `Wrong Answer: the first difference is at line ${line}, column ${col}. ` +
      `Expected ${quote(verdict.expected)}, got ${quote(verdict.got)}.`;
    if (line <= this.output.count) box.append(" ", showWhyButton(() => this.showWhy(line)));
    this.output.markAt(line, col);
    $("expected-box").open = true;
    this.expectedMark.show(line, col);
  }

  /** An error: an input error (with its line, when it has one) or a failure of the page. */
  showError(error) {
    this.output.clear();
    this.setTools(false);
    this.showVerdict(null);
    this.error = error;
    $("error").textContent = error.message;
    $("error").hidden = false;
    const located = error.line > 0;
    $("error-goto").hidden = !located;
    if (located) this.inputMark.show(error.line, error.col);
    else this.inputMark.hide();
  }

  hideError() {
    this.error = null;
    $("error").hidden = true;
    $("error").textContent = "";
    $("error-goto").hidden = true;
    this.inputMark.hide();
  }

  /** Put the caret on the error's place and select the word there. */
  goToError() {
    const { line, col } = this.error ?? {};
    if (!line) return;
    const area = $("input");
    const text = area.value;
    let start = 0;
    for (let n = 1; n < line; n++) start = text.indexOf("\n", start) + 1;
    const at = Math.min(start + col - 1, text.length);
    const word = /^\S*/.exec(text.slice(at, at + 200))[0];
    area.focus();
    area.setSelectionRange(at, at + word.length);
    this.inputMark.show(line, col);
  }
}

/** A line of an answer in quotes, cut at 80 characters ("no line there" for none). */
export function quote(line) {
  if (line === null || line === undefined) return "no line there";
  const short = line.length > 80 ? `${line.slice(0, 80)}…` : line;
  return `“${short}”`;
}

/** The button that opens the step behind a first difference. */
export function showWhyButton(onclick) {
  return el("button", {
    type: "button",
    class: "secondary small",
    "data-testid": "show-why",
    title: "Open the step that made the judge print this line",
    text: "Show why",
    onclick,
  });
}
