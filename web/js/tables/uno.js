// UNO: every hand face up at the seats, the top of the discard pile, the
// active colour, the direction, draws and skips, the deck; the winner or the draw.
import { el } from "../dom.js";
import { hand, unoCard, UNO_COLOUR_NAMES } from "../cards.js";
import { badge, facts, fourSeats } from "./common.js";

export function draw(state) {
  const seats = state.hands.map(({ player, cards }) => seat(state, player, cards));
  return el(
    "div",
    { class: "uno" },
    facts([
      ["Turn", state.turn === null ? "the deal" : String(state.turn)],
      ["Direction", state.direction === "clockwise" ? "↻ clockwise" : "↺ counter-clockwise"],
      ["Active colour", state.colour ? UNO_COLOUR_NAMES[state.colour] : "—"],
      ["Deck", `${state.deck} card${state.deck === 1 ? "" : "s"}`],
      ["Discard pile", `${state.discarded.length} under the top card`],
    ]),
    fourSeats(seats, pile(state)),
    ending(state),
  );
}

function seat(state, player, cards) {
  const badges = [badge(`${cards.length} card${cards.length === 1 ? "" : "s"}`)];
  const acting = state.player === player;
  if (acting && state.action) badges.push(badge(state.action, actionKind(state.action)));
  if (state.winner === player) badges.push(badge("wins!", "good"));
  const drawn = acting ? state.drawn : [];
  return {
    name: player,
    badges,
    highlight: state.winner === player ? "winner" : acting ? "acting" : "",
    body: hand(cards, unoCard, {
      label: `${player}'s hand`,
      mark: (code) => (drawn.includes(code) ? "drawn" : ""),
    }),
    played: acting && state.card ? unoCard(state.card) : null,
  };
}

function actionKind(action) {
  if (action.startsWith("drew") || action === "skipped") return "bad";
  return action === "could not draw" ? "bad" : "";
}

function pile(state) {
  if (!state.top) return el("span", { class: "muted", text: "No card flipped yet" });
  const swatch = el("span", { class: `swatch uno-${colourName(state.colour)}`, "aria-hidden": "true" });
  return el(
    "div",
    { class: "pile" },
    el("div", { class: "muted", text: "Top of the pile" }),
    unoCard(state.top),
    el("div", {}, swatch, ` ${UNO_COLOUR_NAMES[state.colour] ?? ""}`),
    state.called ? el("div", { text: `${state.player} called ${UNO_COLOUR_NAMES[state.called]}` }) : null,
  );
}

function colourName(letter) {
  return { R: "red", Y: "yellow", G: "green", B: "blue" }[letter] ?? "wild";
}

function ending(state) {
  if (state.winner) return el("p", { class: "banner good", text: `Winner: ${state.winner}` });
  if (state.draw_game) return el("p", { class: "banner", text: "Draw game: the deck ran out" });
  return null;
}
