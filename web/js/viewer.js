// The step viewer: First / Prev / Next / Last, the arrow keys and a slider
// over the steps of one case of the latest run. Steps come from the worker a
// window at a time; each game's module in tables/ draws the table of a step,
// and any game without one gets a plain listing of its state.
import { $, el } from "./dom.js";
import { COLUMNS, drawChart } from "./chart.js";
import { formatNumber, t } from "./i18n.js";
import * as generic from "./tables/generic.js";

const WINDOW = 100; // steps fetched at a time
const KEPT = 3000; // steps kept before the cache starts again
const TABLES = ["bridge", "tractor", "hearts", "uno", "cirno"];
const LISTED_CASES = 200; // more cases than this are picked by number, not from a list

export class Viewer {
  constructor(runtime, { onError }) {
    this.runtime = runtime;
    this.onError = onError;
    this.section = $("viewer");
    this.slider = $("step-slider");
    this.count = 0;
    this.index = 0;
    this.bind();
  }

  bind() {
    const go = (k) => () => this.go(k());
    $("step-first").addEventListener("click", go(() => 0));
    $("step-prev").addEventListener("click", go(() => this.index - 1));
    $("step-next").addEventListener("click", go(() => this.index + 1));
    $("step-last").addEventListener("click", go(() => this.count - 1));
    this.slider.addEventListener("input", () => this.go(Number(this.slider.value) - 1));
    $("case").addEventListener("change", (event) => this.openCase(Number(event.target.value)));
    $("case-number").addEventListener("change", (event) => {
      const number = Math.round(Number(event.target.value));
      if (number >= 1 && number <= this.cases) this.openCase(number - 1);
    });
    document.addEventListener("keydown", (event) => this.onKey(event));
  }

  onKey(event) {
    if (this.section.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, textarea, select, [contenteditable]")) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.go(this.index + moves[event.key]);
  }

  /** Show the steps of the latest run, case 1 first. */
  async open(game, cases) {
    this.game = game;
    this.cases = cases;
    this.case = 0;
    this.table = await loadTable(game);
    this.showCasePicker(cases);
    this.section.hidden = false;
    await this.openCase(0);
  }

  /** A list of the cases when there are a few, a number box when there are many. */
  showCasePicker(cases) {
    const listed = cases > 1 && cases <= LISTED_CASES;
    const picker = $("case");
    const option = (i) => new Option(t("Case {case} of {count}", { case: i + 1, count: cases }), String(i));
    picker.replaceChildren(...(listed ? Array.from({ length: cases }, (_, i) => option(i)) : []));
    picker.value = String(this.case ?? 0);
    picker.hidden = $("case-label").hidden = !listed;
    $("case-many").hidden = cases <= LISTED_CASES;
    $("case-number").max = String(cases);
    $("case-count").textContent = t("of {count}", { count: formatNumber(cases) });
  }

  /** The open step again, in the current language: Python tells it anew, the page draws its own words. */
  async retell() {
    if (this.section.hidden || !this.count) return;
    this.showCasePicker(this.cases);
    this.steps = new Map();
    this.loading = new Map();
    this.showPosition();
    await this.go(this.index);
    if (this.table.chart) await this.showChart(this.table.chart);
  }

  close() {
    this.section.hidden = true;
    this.count = 0;
    this.game = null;
    $("step-index").textContent = "0 / 0";
    $("step-title").textContent = $("step-explain").textContent = "";
    $("table").replaceChildren();
  }

  /** Show case `number` (from 0) at step `start`: only the steps around it are made. */
  async openCase(number, start = 0) {
    this.case = number;
    this.steps = new Map();
    this.loading = new Map();
    this.chart = null;
    // Until the case's first steps come, no move: one would be made on the last case's count.
    this.count = 0;
    for (const move of ["step-first", "step-prev", "step-next", "step-last"]) $(move).disabled = true;
    $("case").value = String(number);
    $("case-number").value = String(number + 1);
    const first = await this.fetchWindow(Math.floor(start / WINDOW) * WINDOW);
    this.count = first.count;
    this.slider.max = String(this.count);
    $("step-extra").replaceChildren();
    await this.go(start);
    if (this.table.chart) await this.showChart(this.table.chart);
  }

  /** Go to a step of a case of the open run and bring its explanation into view. */
  async showStep(number, index) {
    if (this.section.hidden) return;
    if (number === this.case) await this.go(index);
    else await this.openCase(number, index);
    this.section.scrollIntoView({ block: "start" });
    $("step-explain").scrollIntoView({ block: "nearest" });
    $("step-explain").focus({ preventScroll: true });
  }

  /** Go to step `index` (from 0), clamped to the steps there are. */
  async go(index) {
    if (!this.count) return;
    const wanted = Math.max(0, Math.min(this.count - 1, index));
    this.index = wanted;
    this.showPosition();
    let step;
    try {
      step = await this.step(wanted);
    } catch (error) {
      this.onError(error);
      return;
    }
    if (this.index === wanted) this.render(step);
  }

  showPosition() {
    $("step-index").textContent = `${this.index + 1} / ${this.count}`;
    this.slider.value = String(this.index + 1);
    this.slider.setAttribute("aria-valuetext", t("Step {step} of {count}", { step: this.index + 1, count: this.count }));
    $("step-first").disabled = $("step-prev").disabled = this.index === 0;
    $("step-next").disabled = $("step-last").disabled = this.index === this.count - 1;
    this.chart?.moveTo(this.index);
  }

  render(step) {
    $("step-title").textContent = step.title;
    $("step-explain").textContent = step.explain;
    const view = { index: this.index, count: this.count, step: (i) => this.steps.get(i) };
    let drawing;
    try {
      drawing = this.table.draw(step.state, view);
    } catch (error) {
      console.error(error);
      drawing = generic.draw(step.state);
    }
    $("table").replaceChildren(drawing);
  }

  async step(index) {
    if (!this.steps.has(index)) await this.fetchWindow(Math.floor(index / WINDOW) * WINDOW);
    return this.steps.get(index);
  }

  fetchWindow(start) {
    if (!this.loading.has(start)) {
      const promise = this.runtime.call("steps", this.case, start, start + WINDOW).then((answer) => {
        if (answer.error) throw new Error(answer.error.message);
        if (this.steps.size > KEPT) this.steps.clear();
        answer.steps.forEach((step, i) => this.steps.set(answer.start + i, step));
        this.loading.delete(start);
        return answer;
      });
      promise.catch(() => this.loading.delete(start));
      this.loading.set(start, promise);
    }
    return this.loading.get(start);
  }

  /** A chart of one value over all steps (Cirno's p), with jumps to its groups (rounds). */
  async showChart({ value, group, limit, caption, description, jump }) {
    const drawn = await this.runtime.call("chart", this.case, value, group, COLUMNS);
    if (drawn.error) return;
    this.chart = drawChart(drawn, { caption, description, limit, onPick: (index) => this.go(index) });
    $("step-extra").replaceChildren(this.chart.node, this.groupJump(drawn.groups, jump));
    this.chart.moveTo(this.index);
  }

  /** A "jump to round N" form (`label` a message); `groups` is [[value, first step], ...]. */
  groupJump(groups, label) {
    const firsts = new Map();
    for (const [g, first] of groups) if (g !== null && !firsts.has(g)) firsts.set(g, first);
    const box = el("input", {
      type: "number",
      min: 1,
      max: Math.max(...firsts.keys()),
      value: 1,
      id: "jump-group",
      "data-testid": "jump-group",
    });
    const jump = (event) => {
      event.preventDefault();
      const first = firsts.get(Number(box.value));
      if (first !== undefined) this.go(first);
    };
    return el(
      "form",
      { class: "jump", onsubmit: jump },
      el("label", { for: "jump-group", text: t(label) }),
      box,
      el("button", { type: "submit", class: "secondary small", "data-testid": "jump-go", text: t("Go") }),
    );
  }
}

async function loadTable(game) {
  if (!TABLES.includes(game)) return generic;
  try {
    return await import(`./tables/${game}.js`);
  } catch (error) {
    console.error(error);
    return generic;
  }
}
