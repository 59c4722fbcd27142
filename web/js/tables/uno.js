// UNO: every hand face up at the seats, the top of the discard pile, the
// active colour, the direction, draws and skips, the deck; the winner or the draw.
import { el } from "../dom.js";
import { hand, unoCard, unoColourName } from "../cards.js";
import { mark, t, tn } from "../i18n.js";
import { badge, facts, fourSeats } from "./common.js";

// What a player's turn came to, as the state says it.
const ACTIONS = {
  dealt: mark("dealt"),
  flipped: mark("flipped"),
  played: mark("played"),
  drew: mark("drew"),
  "drew and played": mark("drew and played"),
  skipped: mark("skipped"),
  "drew two": mark("drew two"),
  "drew four": mark("drew four"),
  "could not draw": mark("could not draw"),
};

export function draw(state) {
  const seats = state.hands.map(({ player, cards }) => seat(state, player, cards));
  return el(
    "div",
    { class: "uno" },
    facts([
      [t("Turn"), state.turn === null ? t("the deal") : String(state.turn)],
      [t("Direction"), state.direction === "clockwise" ? t("↻ clockwise") : t("↺ counter-clockwise")],
      [t("Active colour"), unoColourName(state.colour) || "—"],
      [t("Deck"), tn("{count} card", "{count} cards", state.deck)],
      [t("Discard pile"), t("{count} under the top card", { count: state.discarded.length })],
    ]),
    fourSeats(seats, pile(state)),
    ending(state),
  );
}

function seat(state, player, cards) {
  const badges = [badge(tn("{count} card", "{count} cards", cards.length))];
  const acting = state.player === player;
  if (acting && state.action) {
    badges.push(badge(t(ACTIONS[state.action] ?? state.action), actionKind(state.action)));
  }
  if (state.winner === player) badges.push(badge(t("wins!"), "good"));
  const drawn = acting ? state.drawn : [];
  return {
    name: player,
    badges,
    highlight: state.winner === player ? "winner" : acting ? "acting" : "",
    body: hand(cards, unoCard, {
      label: t("{player}'s hand", { player }),
      mark: (code) => (drawn.includes(code) ? "drawn" : ""),
    }),
    played: acting && state.card ? unoCard(state.card) : null,
  };
}

function actionKind(action) {
  return action.startsWith("drew") || action === "skipped" || action === "could not draw" ? "bad" : "";
}

function pile(state) {
  if (!state.top) return el("span", { class: "muted", text: t("No card flipped yet") });
  const swatch = el("span", { class: `swatch uno-${colourClass(state.colour)}`, "aria-hidden": "true" });
  return el(
    "div",
    { class: "pile" },
    el("div", { class: "muted", text: t("Top of the pile") }),
    unoCard(state.top),
    el("div", {}, swatch, ` ${unoColourName(state.colour)}`),
    state.called
      ? el("div", { text: t("{player} called {colour}", { player: state.player, colour: unoColourName(state.called) }) })
      : null,
  );
}

function colourClass(letter) {
  return { R: "red", Y: "yellow", G: "green", B: "blue" }[letter] ?? "wild";
}

function ending(state) {
  if (state.winner) return el("p", { class: "banner good", text: t("Winner: {player}", { player: state.winner }) });
  if (state.draw_game) return el("p", { class: "banner", text: t("Draw game: the deck ran out") });
  return null;
}
