// The output pane. Up to PLAIN_LINES lines the answer is the <pre>'s text,
// exactly as the judge prints it. Longer answers (a Cirno game prints up to
// 300,000 lines) are drawn a screenful at a time: the <pre> is as tall as the
// whole text but holds only the lines in view, so the page never lays out
// the whole thing. Copy and Download always take the full text.
import { el } from "./dom.js";

export const LINE_PX = 20; // the line height of code in style.css (--line)
export const PLAIN_LINES = 5000;
const OVERSCAN = 30; // lines drawn above and below the view
const TALLEST_PX = 30_000_000; // browsers cap element heights near 33.5 million pixels

export class OutputView {
  /** `onPick(line)`: a line (from 1) of the answer was clicked. */
  constructor({ scroller, pre, note, onPick }) {
    this.scroller = scroller;
    this.pre = pre;
    this.note = note;
    this.text = "";
    this.count = 0;
    this.lines = null; // the split text, in virtual mode only
    this.mark = null; // { line, col } of a difference, from 1
    this.drawn = "";
    scroller.addEventListener("scroll", () => this.#schedule(), { passive: true });
    new ResizeObserver(() => this.#schedule()).observe(scroller);
    pre.addEventListener("click", (event) => {
      const line = this.lineAt(event.clientY);
      if (line !== null && !hasSelection()) onPick?.(line);
    });
  }

  /** The line (from 1) drawn at a height on screen, or null past the text. */
  lineAt(clientY) {
    const top = this.pre.getBoundingClientRect().top + parseFloat(getComputedStyle(this.pre).paddingTop);
    const line = Math.floor((clientY - top) / LINE_PX) + 1;
    return line >= 1 && line <= this.count ? line : null;
  }

  /** Show a whole answer. */
  show(text) {
    this.text = text;
    this.mark = null;
    this.scroller.scrollTop = 0;
    const count = countLines(text);
    this.count = count;
    this.pre.classList.toggle("pickable", count > 0);
    this.virtual = count > PLAIN_LINES && count * LINE_PX < TALLEST_PX;
    this.pre.classList.toggle("virtual", this.virtual);
    this.note.hidden = !this.virtual;
    if (this.virtual) {
      this.lines = text.split("\n");
      if (text.endsWith("\n")) this.lines.pop();
      this.pre.style.height = `${this.lines.length * LINE_PX}px`;
      this.note.textContent =
        `${count.toLocaleString("en")} lines: only the lines in view are drawn. ` +
        "Copy and Download give the whole output.";
      this.window = el("div", { class: "window" });
      this.pre.replaceChildren(this.window);
      this.drawn = "";
      this.#draw();
    } else {
      this.lines = null;
      this.pre.style.height = "";
      this.pre.textContent = text;
    }
  }

  clear() {
    this.show("");
  }

  /** Mark the character at line, col (from 1) and scroll it into view. */
  markAt(line, col) {
    this.mark = { line, col };
    const top = (line - 1) * LINE_PX - this.scroller.clientHeight / 3;
    this.scroller.scrollTop = Math.max(0, top);
    if (this.virtual) {
      this.drawn = "";
      this.#draw();
    } else {
      fillMarked(this.pre, this.text, offsetOf(this.text, line, col));
    }
  }

  #schedule() {
    if (!this.virtual || this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.#draw();
    });
  }

  #draw() {
    const top = this.scroller.scrollTop;
    const first = Math.max(0, Math.floor(top / LINE_PX) - OVERSCAN);
    const last = Math.min(
      this.lines.length,
      Math.ceil((top + this.scroller.clientHeight) / LINE_PX) + OVERSCAN,
    );
    const key = `${first}:${last}`;
    if (key === this.drawn) return;
    this.drawn = key;
    const text = this.lines.slice(first, last).join("\n");
    this.window.style.transform = `translateY(${first * LINE_PX}px)`;
    const mark = this.mark;
    const inView = mark && mark.line - 1 >= first && mark.line - 1 < last;
    if (inView) fillMarked(this.window, text, offsetOf(text, mark.line - first, mark.col));
    else this.window.textContent = text;
  }
}

/** Whether the user has selected some text (a click that ends a selection picks nothing). */
function hasSelection() {
  const selection = getSelection();
  return selection !== null && !selection.isCollapsed;
}

export function countLines(text) {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count + (text.length && !text.endsWith("\n") ? 1 : 0);
}

/** The index of line, col (from 1) in text, kept within that line (its end at most). */
export function offsetOf(text, line, col) {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf("\n", start);
    if (next === -1) return text.length;
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  const lineEnd = end === -1 ? text.length : end;
  return Math.min(start + col - 1, lineEnd);
}

/** node's text with the character at `at` in a <mark> (an empty one past a line's end). */
function fillMarked(node, text, at) {
  const char = text[at];
  const visible = char !== undefined && char !== "\n";
  const mark = el("mark", {
    class: visible ? "diff" : "diff gap",
    "data-testid": "diff-output",
    title: visible ? "First difference" : "First difference: something is missing here",
  });
  if (visible) mark.textContent = char;
  node.replaceChildren(text.slice(0, at), mark, text.slice(at + (visible ? 1 : 0)));
}
