// A highlighted line (and column) laid over a textarea: textareas cannot
// style their own text, so a translucent bar follows the line as it scrolls.
import { el } from "./dom.js";
import { LINE_PX } from "./output.js";

const TAB = 8;
let ruler = null;

export class TextMark {
  constructor(area, testid) {
    this.area = area;
    this.at = null;
    this.bar = el("div", { class: "line-mark", "data-testid": testid, "aria-hidden": "true", hidden: true });
    this.cell = el("div", { class: "col-mark", "aria-hidden": "true", hidden: true });
    area.parentElement.append(this.bar, this.cell);
    area.addEventListener("scroll", () => this.place(), { passive: true });
    area.addEventListener("input", () => this.hide());
    new ResizeObserver(() => this.place()).observe(area);
  }

  /** Highlight line, col (from 1) and scroll the textarea to show it. */
  show(line, col) {
    const text = lineText(this.area.value, line);
    const [x, width] = columnBox(this.area, text, col);
    this.at = { line, col, x, width };
    this.bar.dataset.line = String(line);
    this.reveal();
    this.place();
  }

  hide() {
    this.at = null;
    this.bar.hidden = this.cell.hidden = true;
  }

  /** Scroll so the marked line and column are in view. */
  reveal() {
    const { line, x } = this.at;
    const area = this.area;
    const y = (line - 1) * LINE_PX;
    if (y < area.scrollTop || y + LINE_PX > area.scrollTop + area.clientHeight - LINE_PX) {
      area.scrollTop = Math.max(0, y - area.clientHeight / 3);
    }
    if (x < area.scrollLeft || x > area.scrollLeft + area.clientWidth - 40) {
      area.scrollLeft = Math.max(0, x - area.clientWidth / 3);
    }
  }

  /** Lay the bar over the line where it is now (hidden while scrolled out of view). */
  place() {
    if (!this.at) return;
    const area = this.area;
    const style = getComputedStyle(area);
    const padTop = parseFloat(style.paddingTop);
    const padLeft = parseFloat(style.paddingLeft);
    const y = padTop + (this.at.line - 1) * LINE_PX - area.scrollTop;
    const x = padLeft + this.at.x - area.scrollLeft;
    const visible = y > -LINE_PX / 2 && y < area.clientHeight - LINE_PX / 2;
    this.bar.hidden = this.cell.hidden = !visible;
    const top = area.offsetTop + area.clientTop + y;
    const left = area.offsetLeft + area.clientLeft;
    Object.assign(this.bar.style, {
      top: `${top}px`,
      left: `${left}px`,
      width: `${area.clientWidth}px`,
    });
    const inside = x >= padLeft - 1 && x < area.clientWidth - 4;
    this.cell.hidden ||= !inside;
    Object.assign(this.cell.style, {
      top: `${top}px`,
      left: `${left + x}px`,
      width: `${this.at.width}px`,
    });
  }
}

/** The text of line `line` (from 1). */
export function lineText(text, line) {
  let start = 0;
  for (let n = 1; n < line && start !== -1; n++) {
    const next = text.indexOf("\n", start);
    start = next === -1 ? -1 : next + 1;
  }
  if (start === -1) return "";
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, "");
}

/** Where column `col` starts from the text's left edge, and its width, in pixels. */
function columnBox(area, text, col) {
  ruler ??= document.createElement("canvas").getContext("2d");
  ruler.font = getComputedStyle(area).font;
  let before = "";
  for (const char of text.slice(0, col - 1)) {
    before += char === "\t" ? " ".repeat(TAB - (before.length % TAB)) : char;
  }
  const char = text[col - 1];
  const width = ruler.measureText(char && char !== "\t" ? char : " ").width;
  return [ruler.measureText(before).width, Math.max(width, 2)];
}
