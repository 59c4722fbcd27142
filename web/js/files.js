// Files in and out: opening or dropping an input file, downloading and
// copying the output, and refusing inputs too big for the page.
import { megabytes } from "./dom.js";
import { mark, t } from "./i18n.js";

// The largest input of any of the five problems is about 1 MB (a Cirno deck
// of 300,000 cards); 10 MB leaves room and keeps the tab responsive.
export const LARGEST_INPUT = 10_000_000;

/** A text too big for the page: its message (`text` with `fields`) is said in the current language. */
export class TooBig extends Error {
  constructor(text, size, fields = {}) {
    super(); // no message of its own: the getter below says it
    this.text = text;
    this.fields = { ...fields, size: megabytes(size), limit: megabytes(LARGEST_INPUT) };
  }

  get message() {
    return t(this.text, this.fields);
  }

  static input(size) {
    return new TooBig(
      mark("The input is {size}, more than the {limit} this page takes (the largest input of these problems is about 1 MB)."),
      size,
    );
  }

  static file(name, size) {
    const text = mark(
      "The file {file} is {size}, more than the {limit} this page takes (the largest input of these problems is about 1 MB). Nothing was loaded.",
    );
    return new TooBig(text, size, { file: JSON.stringify(name) });
  }

  static paste(size) {
    return new TooBig(
      mark("That paste is {size}, more than the {limit} this page takes (the largest input of these problems is about 1 MB). Nothing was pasted."),
      size,
    );
  }
}

/** The text of a file the user chose or dropped. */
export async function readFile(file) {
  if (file.size > LARGEST_INPUT) throw TooBig.file(file.name, file.size);
  return file.text();
}

/** Refuse a paste into `area` that is too big, telling `onRefused` why. */
export function guardPaste(area, onRefused) {
  area.addEventListener("paste", (event) => {
    const text = event.clipboardData?.getData("text/plain") ?? "";
    const size = text.length + area.value.length - (area.selectionEnd - area.selectionStart);
    if (size > LARGEST_INPUT) {
      event.preventDefault();
      onRefused(TooBig.paste(text.length));
    }
  });
}

/** Call `onFile(file)` for a file dropped anywhere on the page, showing `zone` while dragging. */
export function acceptDrops(zone, onFile) {
  let depth = 0;
  const carriesFiles = (event) => [...(event.dataTransfer?.types ?? [])].includes("Files");
  document.addEventListener("dragenter", (event) => {
    if (!carriesFiles(event)) return;
    depth++;
    zone.hidden = false;
  });
  document.addEventListener("dragleave", (event) => {
    if (!carriesFiles(event)) return;
    depth = Math.max(0, depth - 1);
    if (!depth) zone.hidden = true;
  });
  document.addEventListener("dragover", (event) => {
    if (carriesFiles(event)) event.preventDefault();
  });
  document.addEventListener("drop", (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth = 0;
    zone.hidden = true;
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  });
}

/** Save text as a file. */
export function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Put text on the clipboard; false when the browser refuses. */
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
