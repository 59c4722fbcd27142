// Cirno's ⑨ cards: p before and after the play, every player's three cards
// with who played, who is next and who is under DOUBLE; the viewer adds a
// chart of p over the whole game (see `chart`).
import { el } from "../dom.js";
import { cirnoCard, hand } from "../cards.js";
import { badge, facts } from "./common.js";

export const chart = { value: "p", group: "round", label: "p", groupLabel: "round", limit: 99 };

export function draw(state) {
  return el(
    "div",
    { class: "cirno" },
    el(
      "div",
      { class: "p-line" },
      state.card ? cirnoCard(state.card, { classes: "big" }) : null,
      el("span", { class: "p-value", "data-testid": "p-value" }, pText(state)),
    ),
    facts([
      ["Round", String(state.round)],
      ["Turn", state.turn ? String(state.turn) : "not started"],
      ["Direction", state.direction === "clockwise" ? "↻ clockwise" : "↺ counterclockwise"],
      ["DOUBLE on", state.double ?? "no one"],
      ["Next", state.next ?? "game over"],
      ["Deck", `${state.deck_left} cards left`],
    ]),
    el(
      "div",
      { class: "circle", role: "list", "aria-label": "Players" },
      state.players.map((name, i) => player(state, name, state.hands[i])),
    ),
  );
}

function pText(state) {
  if (state.lost) return `p = ${state.p}: ${state.lost} loses`;
  if (state.player && state.p_before !== state.p) return `p: ${state.p_before} → ${state.p}`;
  return `p = ${state.p}`;
}

function player(state, name, cards) {
  const badges = [];
  if (state.player === name) badges.push(badge(state.lost === name ? "lost" : "played", state.lost === name ? "bad" : ""));
  if (state.next === name) badges.push(badge("next"));
  if (state.double === name) badges.push(badge("DOUBLE", "bad"));
  const acting = state.player === name;
  const drew = acting ? state.drew : [];
  return el(
    "section",
    { class: `nine-player${acting ? " acting" : ""}${state.lost === name ? " lost" : ""}`, role: "listitem", "aria-label": name },
    el("h4", { class: "seat-name" }, el("span", { text: name }), badges),
    hand(cards, cirnoCard, { fan: false, label: `${name}'s cards`, mark: (c) => (drew.includes(c) ? "drawn" : "") }),
  );
}
