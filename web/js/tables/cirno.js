// Cirno's ⑨ cards: p before and after the play, every player's three cards
// with who played, who is next and who is under DOUBLE; the viewer adds a
// chart of p over the whole game (see `chart`).
import { el } from "../dom.js";
import { cirnoCard, hand } from "../cards.js";
import { mark, t, tn } from "../i18n.js";
import { badge, facts } from "./common.js";

export const chart = {
  value: "p",
  group: "round",
  limit: 99,
  caption: mark("p over all steps (from {low} to {high}); rounds start at the grey lines. Click to jump there."),
  description: mark("p over all {count} steps; round boundaries as vertical lines. Click to jump."),
  jump: mark("Jump to round"),
};

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
      [t("Round"), String(state.round)],
      [t("Turn"), state.turn ? String(state.turn) : t("not started")],
      [t("Direction"), state.direction === "clockwise" ? t("↻ clockwise") : t("↺ counterclockwise")],
      [t("DOUBLE on"), state.double ?? t("no one")],
      [t("Next to play"), state.next ?? t("game over")],
      [t("Deck"), tn("{count} card left", "{count} cards left", state.deck_left)],
    ]),
    el(
      "div",
      { class: "circle", role: "list", "aria-label": t("Players") },
      state.players.map((name, i) => player(state, name, state.hands[i])),
    ),
  );
}

function pText(state) {
  if (state.lost) return t("p = {p}: {player} loses", { p: state.p, player: state.lost });
  if (state.player && state.p_before !== state.p) return `p: ${state.p_before} → ${state.p}`;
  return `p = ${state.p}`;
}

function player(state, name, cards) {
  const badges = [];
  if (state.player === name) {
    badges.push(state.lost === name ? badge(t("lost"), "bad") : badge(t("played")));
  }
  if (state.next === name) badges.push(badge(t("next")));
  if (state.double === name) badges.push(badge("DOUBLE", "bad"));
  const acting = state.player === name;
  const drew = acting ? state.drew : [];
  return el(
    "div",
    { class: `nine-player${acting ? " acting" : ""}${state.lost === name ? " lost" : ""}`, role: "listitem", "aria-label": name },
    el("h4", { class: "seat-name" }, el("span", { text: name }), badges),
    hand(cards, cirnoCard, {
      fan: false,
      label: t("{player}'s cards", { player: name }),
      mark: (c) => (drew.includes(c) ? "drawn" : ""),
    }),
  );
}
