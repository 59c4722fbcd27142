// Coverage: which of the game's rule edges the cases of the input box reach
// (web.cover), the unreached first, as a compact table; and the lines that
// end a stress report, the edges its deals reached and those they missed.
// An edge's name (rule-7-high) is what the command line takes; its words say
// what a case that reaches it does, in the current language (from Python).
import { $, el } from "./dom.js";
import { formatNumber, putText, t, tn } from "./i18n.js";
import { WorkerStopped } from "./runtime.js";

export class Coverage {
  constructor(runtime) {
    this.runtime = runtime;
    this.box = $("coverage-result");
    this.shown = null; // { game, text } whose coverage is on screen
  }

  /** Play `text` and show the edges its cases reach. */
  async show(game, text) {
    const asked = { game, text };
    this.shown = asked;
    let answer;
    try {
      answer = await this.runtime.call("cover", game, text);
    } catch (error) {
      if (!(error instanceof WorkerStopped)) throw error;
      return this.close();
    }
    if (this.shown !== asked) return; // the input or the game changed meanwhile
    this.box.replaceChildren(...(answer.error ? [errorLine(answer.error)] : inputCoverage(answer)));
    this.box.hidden = false;
  }

  close() {
    this.shown = null;
    this.box.hidden = true;
    this.box.replaceChildren();
  }

  /** The coverage on screen again, in the current language. */
  async retell() {
    if (this.shown) await this.show(this.shown.game, this.shown.text);
  }
}

function errorLine(error) {
  const line = el("p", { class: "error" });
  putText(line, error.message);
  return line;
}

/** web.cover's answer: a headline, then every edge with its cases. */
function inputCoverage({ cases, reached, edges }) {
  if (!edges.length) return [noEdges()];
  const headline = tn(
    "{reached} of {total} rule edges reached by the input's {count} case.",
    "{reached} of {total} rule edges reached by the input's {count} cases.",
    cases,
    { reached: formatNumber(reached), total: formatNumber(edges.length) },
  );
  return [el("p", { class: "coverage-headline", "data-testid": "coverage-headline", text: headline }), edgeTable(edges)];
}

function noEdges() {
  return el("p", { class: "coverage-headline", text: t("This game names no rule edges yet.") });
}

/** The edges as a table: words, name and cases, the unreached marked. */
function edgeTable(edges) {
  const rows = edges.map(({ name, words, cases }) =>
    el(
      "tr",
      { class: cases ? "reached" : "unreached" },
      el("td", { text: words }),
      el("td", {}, el("code", { text: name })),
      el("td", { class: "cases", text: cases ? formatNumber(cases) : t("none") }),
    ),
  );
  return el(
    "div",
    { class: "coverage-table", tabindex: "0", role: "region", "aria-label": t("Rule edges") },
    el(
      "table",
      {},
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", { scope: "col", text: t("Rule edge") }),
          el("th", { scope: "col", text: t("Name") }),
          el("th", { scope: "col", text: t("Cases") }),
        ),
      ),
      el("tbody", {}, rows),
    ),
  );
}

/**
 * The end of a stress report: how many of the edges its deals reached (Python says it,
 * as the command line's report does), and the ones they missed when it dealt all its
 * deals (after a failure, its deals were cut short).
 */
export function stressCoverage({ coverage, dealt, runs }) {
  const { edges, said } = coverage;
  if (!edges.length) return [noEdges()];
  const shown = [el("p", { class: "coverage-headline", "data-testid": "stress-coverage-headline", text: said })];
  const missed = edges.filter((edge) => !edge.cases);
  if (missed.length && dealt === runs) {
    shown.push(
      el("p", { text: t("Missed:") }),
      el(
        "ul",
        { class: "missed-edges" },
        missed.map(({ name, words }) => el("li", {}, el("span", { text: words }), " ", el("code", { text: name }))),
      ),
    );
  }
  return shown;
}
