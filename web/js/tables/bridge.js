// Bridge: the hand sorted by suit, its valuation, and the rules tried so far.
import { el } from "../dom.js";
import { hand, playingCard, suitSymbol } from "../cards.js";
import { facts } from "./common.js";

const SUIT_ROWS = [
  ["S", "Spades"],
  ["H", "Hearts"],
  ["D", "Diamonds"],
  ["C", "Clubs"],
];

export function draw(state, view) {
  return el("div", { class: "bridge" }, suits(state), valuation(state), rules(view));
}

function suits(state) {
  return el(
    "div",
    { class: "bridge-hand", role: "group", "aria-label": "The hand by suit" },
    SUIT_ROWS.map(([letter, name]) => {
      const cards = state.hand.filter((card) => card[0] === letter);
      const stopped = state.stopped.includes(name);
      return el(
        "div",
        { class: "suit-row" },
        el(
          "span",
          { class: `suit-label ${letter === "H" || letter === "D" ? "red" : "black"}` },
          el("span", { class: "suit-symbol", "aria-hidden": "true", text: suitSymbol(letter) }),
          ` ${name} (${cards.length})`,
          stopped ? el("span", { class: "badge good", text: "stopped" }) : null,
        ),
        cards.length ? hand(cards, playingCard, { fan: false, label: name }) : el("span", { class: "muted", text: "void" }),
      );
    }),
  );
}

function valuation(state) {
  return facts(
    [
      ["High card points", String(state.hcp)],
      ["Distribution", state.distribution],
      ["Balanced", state.balanced ? "yes" : "no"],
      ["Stopped suits", state.stopped.join(", ") || "none"],
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
  if (!tried.length) return el("p", { class: "muted", text: "Next: the rules, in the statement's order." });
  return el("ol", { class: "rules", "aria-label": "Rules tried" }, tried);
}
