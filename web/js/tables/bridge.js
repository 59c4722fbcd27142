// Bridge: the hand sorted by suit, its valuation, and the rules tried so far.
import { el } from "../dom.js";
import { hand, playingCard, suitName, suitSymbol } from "../cards.js";
import { join, mark, t } from "../i18n.js";
import { facts } from "./common.js";

// Each suit's letter, its name in the state (state.stopped), and its row's label.
const SUIT_ROWS = [
  ["S", "Spades", mark("Spades ({count})")],
  ["H", "Hearts", mark("Hearts ({count})")],
  ["D", "Diamonds", mark("Diamonds ({count})")],
  ["C", "Clubs", mark("Clubs ({count})")],
];
const LETTERS = new Map(SUIT_ROWS.map(([letter, name]) => [name, letter]));

export function draw(state, view) {
  return el("div", { class: "bridge" }, suits(state), valuation(state), rules(view));
}

function suits(state) {
  return el(
    "div",
    { class: "bridge-hand", role: "group", "aria-label": t("The hand by suit") },
    SUIT_ROWS.map(([letter, name, label]) => {
      const cards = state.hand.filter((card) => card[0] === letter);
      const stopped = state.stopped.includes(name);
      return el(
        "div",
        { class: "suit-row" },
        el(
          "span",
          { class: `suit-label ${letter === "H" || letter === "D" ? "red" : "black"}` },
          el("span", { class: "suit-symbol", "aria-hidden": "true", text: suitSymbol(letter) }),
          ` ${t(label, { count: cards.length })}`,
          stopped ? el("span", { class: "badge good", text: t("stopped") }) : null,
        ),
        cards.length
          ? hand(cards, playingCard, { fan: false, label: suitName(letter) })
          : el("span", { class: "muted", text: t("void") }),
      );
    }),
  );
}

function valuation(state) {
  const stopped = state.stopped.map((name) => suitName(LETTERS.get(name)) ?? name);
  return facts(
    [
      [t("High card points"), String(state.hcp)],
      [t("Distribution"), state.distribution],
      [t("Balanced"), state.balanced ? t("yes") : t("no")],
      [t("Stopped suits"), join(stopped) || t("none")],
    ],
    "bridge-facts",
  );
}

/** Each rule tried up to this step: applies, or why not. */
function rules(view) {
  const tried = [];
  for (let i = 1; i <= view.index; i++) {
    const step = view.step(i);
    if (!step || step.state.rule === null) continue;
    const applies = Boolean(step.state.applies);
    tried.push(
      el(
        "li",
        { class: `rule ${applies ? "applies" : "fails"}${i === view.index ? " current" : ""}` },
        el("span", { class: "rule-mark", "aria-hidden": "true", text: applies ? "✓" : "✗" }),
        el("span", { text: step.explain }),
      ),
    );
  }
  if (!tried.length) return el("p", { class: "muted", text: t("Next: the rules, in the statement's order.") });
  return el("ol", { class: "rules", "aria-label": t("Rules tried") }, tried);
}
