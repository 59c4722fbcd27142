// The loading indicator: what is happening while the Python runtime starts.
//
// On a first visit the runtime's big files (19 MB) come through the service
// worker (sw.js), which tells us how many bytes have arrived. Starting Python
// then takes a few seconds that no event measures, so the bar moves by the
// time the last start took on this device.
import { $, megabytes } from "./dom.js";
import { formatNumber, mark, say } from "./i18n.js";

const LAST_START = "card-judge:start-ms";
const FIRST_GUESS_MS = 5000;
// What the bar says while Python starts, by why it starts.
const STARTING = {
  "": mark("Starting Python… {seconds} s"),
  cancelled: mark("Run cancelled. Starting Python… {seconds} s"),
  crashed: mark("The Python worker crashed. Starting Python… {seconds} s"),
};

export class Loading {
  constructor() {
    this.box = $("loading");
    this.bar = $("load-progress");
    this.text = $("load-text");
    this.files = new Map(); // path -> { done, total }
    this.timer = 0;
    this.done = true;
    if ("BroadcastChannel" in window) {
      new BroadcastChannel("card-judge-progress").onmessage = ({ data }) => this.arrived(data);
    }
  }

  /** Show the start of Python from time `since`; `why` it starts again: "cancelled" or "crashed". */
  start(why = "", since = performance.now()) {
    this.began = since;
    this.done = false;
    this.why = why;
    this.box.classList.remove("done", "failed");
    this.files.clear();
    this.tick();
    clearInterval(this.timer);
    this.timer = setInterval(() => this.tick(), 250);
  }

  /** Bytes of one of the runtime's files have arrived (told by the service worker). */
  arrived({ path, done, total }) {
    if (this.done) return;
    this.files.set(path, { done, total });
    // Chunks come by the hundred: show them once a frame.
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      if (!this.done) this.tick();
    });
  }

  tick() {
    const files = [...this.files.values()];
    const total = files.reduce((sum, f) => sum + f.total, 0);
    const done = files.reduce((sum, f) => sum + f.done, 0);
    if (total && done < total) {
      const arrived = megabytes(done).replace(" MB", ""); // short enough for a phone's line
      say(this.text, "Downloading Python: {arrived} of {total}", { arrived, total: megabytes(total) });
      this.bar.value = done / total;
      this.downloaded = performance.now();
      return;
    }
    const since = this.downloaded ?? this.began;
    const expected = Number(localStorage.getItem(LAST_START)) || FIRST_GUESS_MS;
    const seconds = Math.round((performance.now() - this.began) / 1000);
    const share = Math.min(0.95, (performance.now() - since) / expected);
    say(this.text, STARTING[this.why], { seconds: formatNumber(seconds) });
    this.bar.value = share;
  }

  /** Python is up: hide the bar (its place kept), remember how long starting took; the whole time in ms. */
  finish() {
    this.done = true;
    clearInterval(this.timer);
    const now = performance.now();
    localStorage.setItem(LAST_START, String(Math.round(now - (this.downloaded ?? this.began))));
    this.downloaded = undefined;
    this.box.classList.add("done");
    return Math.round(now - this.began);
  }

  /** Python could not start: say why (a message and its fields). */
  fail(text, fields) {
    this.done = true;
    clearInterval(this.timer);
    this.bar.removeAttribute("value");
    this.box.classList.remove("done");
    this.box.classList.add("failed");
    say(this.text, text, fields);
  }

}
