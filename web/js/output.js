// The output pane. Up to PLAIN_LINES lines the answer is the <pre>'s text,
// exactly as the judge prints it. Longer answers (a Cirno game prints up to
// 300,000 lines) are drawn a screenful at a time: the <pre> is as tall as the
// whole text but holds only the lines in view, so the page never lays out
// the whole thing. Copy and Download always take the full text.
//
// Any line opens the step that printed it: a click on it, or from the
// keyboard a line cursor (the arrow keys, Page Up and Down, Home and End move
// it while the output has the focus, Enter opens its step), each line it
// reaches read out for screen readers.
import { el } from "./dom.js";
import { formatNumber, putText, say, t } from "./i18n.js";

export const LINE_PX = 20; // the line height of code in style.css (--line)
export const PLAIN_LINES = 5000;
const OVERSCAN = 30; // lines drawn above and below the view
const TALLEST_PX = 30_000_000; // browsers cap element heights near 33.5 million pixels
const PAD_PX = 8; // #output's top padding in style.css

export class OutputView {
  /**
   * `onPick(line)`: a line (from 1) of the answer was clicked, or chosen with
   * Enter; `spoken`: where the line under the keyboard's cursor is read out.
   */
  constructor({ scroller, pre, note, spoken, onPick }) {
    this.scroller = scroller;
    this.pre = pre;
    this.note = note;
    this.spoken = spoken;
    this.onPick = onPick;
    this.text = "";
    this.count = 0;
    this.lines = null; // the split text, in virtual mode only
    this.mark = null; // { line, col } of a difference, from 1
    this.cursor = null; // the line (from 1) the keyboard is on
    this.cursorBar = el("div", { class: "line-cursor", "aria-hidden": "true", hidden: true });
    scroller.append(this.cursorBar);
    this.drawn = "";
    scroller.addEventListener("scroll", () => this.#schedule(), { passive: true });
    scroller.addEventListener("keydown", (event) => this.#onKey(event));
    new ResizeObserver(() => this.#schedule()).observe(scroller);
    pre.addEventListener("click", (event) => {
      const line = this.lineAt(event.clientY);
      if (line === null || hasSelection()) return;
      this.#moveCursor(line, { speak: false });
      onPick?.(line);
    });
  }

  /** The line (from 1) drawn at a height on screen, or null past the text. */
  lineAt(clientY) {
    const top = this.pre.getBoundingClientRect().top + parseFloat(getComputedStyle(this.pre).paddingTop);
    const line = Math.floor((clientY - top) / LINE_PX) + 1;
    return line >= 1 && line <= this.count ? line : null;
  }

  /** Arrow keys, Page Up and Down, Home and End move the line cursor; Enter opens its line's step. */
  #onKey(event) {
    if (!this.count || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const page = Math.max(1, Math.floor(this.scroller.clientHeight / LINE_PX) - 1);
    const at = this.cursor ?? 0;
    const moves = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      PageDown: at + page,
      PageUp: at - page,
      Home: 1,
      End: this.count,
    };
    if (event.key === "Enter" && this.cursor !== null) {
      event.preventDefault();
      this.onPick?.(this.cursor);
    } else if (event.key in moves) {
      event.preventDefault();
      this.#moveCursor(Math.max(1, Math.min(this.count, moves[event.key])));
    }
  }

  /** Put the line cursor on `line` (from 1), scrolled into view, and read that line out. */
  #moveCursor(line, { speak = true } = {}) {
    this.cursor = line;
    const top = PAD_PX + (line - 1) * LINE_PX;
    const view = this.scroller;
    if (top < view.scrollTop + PAD_PX) view.scrollTop = Math.max(0, top - PAD_PX);
    else if (top + LINE_PX > view.scrollTop + view.clientHeight) view.scrollTop = top + LINE_PX - view.clientHeight + PAD_PX;
    this.cursorBar.style.top = `${top}px`;
    this.cursorBar.hidden = false;
    if (speak) this.#speakCursor();
  }

  #speakCursor() {
    if (this.cursor === null) return;
    say(this.spoken, "Line {line} of {count}: {text}. Press Enter to see the step that printed it.", {
      line: formatNumber(this.cursor),
      count: formatNumber(this.count),
      text: this.lineText(this.cursor) || t("(empty)"),
    });
  }

  /** The text of line `line` (from 1) of the answer. */
  lineText(line) {
    if (this.lines) return this.lines[line - 1] ?? "";
    let start = 0;
    for (let n = 1; n < line; n++) start = this.text.indexOf("\n", start) + 1;
    const end = this.text.indexOf("\n", start);
    return this.text.slice(start, end === -1 ? undefined : end);
  }

  /** Show a whole answer. */
  show(text) {
    this.text = text;
    this.mark = null;
    this.cursor = null;
    this.cursorBar.hidden = true;
    putText(this.spoken, "");
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
      say(this.note, "{count} lines: only the lines in view are drawn. Copy and Download give the whole output.", {
        count: formatNumber(count),
      });
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
    title: visible ? t("First difference") : t("First difference: something is missing here"),
  });
  if (visible) mark.textContent = char;
  node.replaceChildren(text.slice(0, at), mark, text.slice(at + (visible ? 1 : 0)));
}
