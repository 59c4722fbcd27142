// What a run shows: the output, the verdict against the expected output
// with the first difference marked in both texts, or the input error with
// its line highlighted in the input.
import { $, el } from "./dom.js";
import { onLanguageChange, putText, say, t } from "./i18n.js";
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
      spoken: $("output-cursor"),
      onPick: showWhy,
    });
    this.inputMark = new TextMark($("input"), "input-mark");
    this.expectedMark = new TextMark($("expected"), "expected-mark");
    this.error = null;
    this.verdict = null;
    $("error-goto").addEventListener("click", () => this.goToError());
    onLanguageChange(() => {
      if (!this.verdict) return;
      this.#sayVerdict(this.verdict);
      if (!this.verdict.accepted) this.output.markAt(this.verdict.line, this.verdict.col); // its tooltip
    });
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
    this.verdict = verdict;
    this.expectedMark.hide();
    box.hidden = !verdict;
    if (!verdict) return;
    box.className = `verdict ${verdict.accepted ? "accepted" : "wrong"}`;
    this.#sayVerdict(verdict);
    if (verdict.accepted) return;
    const { line, col } = verdict;
    this.output.markAt(line, col);
    $("expected-box").open = true;
    this.expectedMark.show(line, col);
  }

  #sayVerdict(verdict) {
    const box = $("verdict");
    if (verdict.accepted) {
      box.textContent = t("Accepted: the output matches the expected output.");
      return;
    }
    const { line, col } = verdict;
    box.textContent = t("Wrong Answer: the first difference is at line {line}, column {col}. Expected {expected}, got {got}.", {
      line,
      col,
      expected: quote(verdict.expected),
      got: quote(verdict.got),
    });
    if (line <= this.output.count) box.append(" ", showWhyButton(() => this.showWhy(line)));
  }

  /**
   * An error: an input error from Python ({message, line, col}, with its line
   * highlighted when it has one), or the page's own ({text, fields}: a message
   * said again if the language changes).
   */
  showError(error) {
    this.output.clear();
    this.setTools(false);
    this.showVerdict(null);
    this.error = error;
    if (error.text) say($("error"), error.text, error.fields);
    else putText($("error"), error.message);
    $("error").hidden = false;
    const located = error.line > 0;
    $("error-goto").hidden = !located;
    if (located) this.inputMark.show(error.line, error.col);
    else this.inputMark.hide();
  }

  hideError() {
    this.error = null;
    $("error").hidden = true;
    putText($("error"), "");
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
  if (line === null || line === undefined) return t("no line there");
  const short = line.length > 80 ? `${line.slice(0, 80)}…` : line;
  return `“${short}”`; // Chinese quotes the same way
}

/** The button that opens the step behind a first difference. */
export function showWhyButton(onclick) {
  return el("button", {
    type: "button",
    class: "secondary small",
    "data-testid": "show-why",
    title: t("Open the step that made the judge print this line"),
    text: t("Show why"),
    onclick,
  });
}
