// Hearts: the trick at the seats with its leader and winner, the points
// taken so far, whether hearts are broken, each cheat with the cards that
// were legal, and at the end the scores and any moon.
import { el } from "../dom.js";
import { hand, playingCard, suitName } from "../cards.js";
import { badge, facts, fourSeats, notes } from "./common.js";

export function draw(state) {
  const cheats = new Map(state.cheats.map((c) => [c.player, c]));
  const seats = state.hands.map((cards, i) => seat(state, i + 1, cards, cheats.get(i + 1)));
  return el(
    "div",
    { class: "hearts" },
    facts([
      ["Trick", state.trick ? `${state.trick} of 13` : "not started"],
      ["Hearts", state.hearts_broken ? "broken" : "not broken yet"],
      ["Points taken", state.points.map((p, i) => `player ${i + 1}: ${p}`).join(", ")],
      ["Cheaters so far", state.cheaters.map((p) => `player ${p}`).join(", ") || "none"],
    ]),
    fourSeats(seats, center(state)),
    state.cheats.length ? cheatList(state.cheats) : null,
    state.scores ? scores(state) : null,
  );
}

function seat(state, player, cards, cheat) {
  const badges = [badge(`${state.points[player - 1]} pts`)];
  if (state.trick && state.leader === player) badges.push(badge("leads"));
  if (state.winner === player) badges.push(badge("wins", "good"));
  if (cheat) badges.push(badge("cheats here", "bad"));
  else if (state.cheaters.includes(player)) badges.push(badge("cheater", "bad"));
  const played = state.played[player - 1];
  const won = played && played === state.winning_card;
  return {
    name: `Player ${player}`,
    badges,
    highlight: state.winner === player ? "winner" : "",
    body: hand(cards, playingCard, { label: `Player ${player}'s hand` }),
    played: played ? playingCard(played, { classes: `${won ? "best" : ""} ${cheat ? "cheat" : ""}` }) : null,
  };
}

function center(state) {
  if (!state.trick) return el("span", { class: "muted", text: "Player 1 holds the 2 of clubs" });
  return el(
    "div",
    {},
    el("strong", { text: `Trick ${state.trick}` }),
    el("div", { class: "muted", text: `${suitName(state.led_suit)} led` }),
    el("div", { text: `${state.trick_points} point${state.trick_points === 1 ? "" : "s"} to player ${state.winner}` }),
  );
}

function cheatList(cheats) {
  return el(
    "div",
    { class: "cheats" },
    el("h4", { text: "Cheats in this trick" }),
    cheats.map((cheat) =>
      el(
        "div",
        { class: "cheat" },
        el(
          "p",
          {},
          `Player ${cheat.player} played `,
          playingCard(cheat.card, { classes: "cheat" }),
          ` against the rule${cheat.rules.length > 1 ? "s" : ""}: ${cheat.rules.join("; ")}.`,
        ),
        el("p", {}, "Legal plays: ", hand(cheat.legal, playingCard, { fan: false, label: "Legal plays" })),
      ),
    ),
  );
}

function scores(state) {
  const moon = state.moon ? `Player ${state.moon} shot the moon.` : "No one shot the moon.";
  return el(
    "div",
    { class: "final" },
    el(
      "table",
      { class: "scores" },
      el("caption", { text: "Final scores" }),
      el("tr", {}, el("th", { text: "" }), state.scores.map((_, i) => el("th", { scope: "col", text: `Player ${i + 1}` }))),
      el("tr", {}, el("th", { scope: "row", text: "Points" }), state.scores.map((s) => el("td", { text: String(s) }))),
      el("tr", {}, el("th", { scope: "row", text: "Judge says" }), state.verdicts.map((v) => el("td", { class: v === "CHEATER!" ? "bad" : "", text: v }))),
    ),
    notes([moon]),
  );
}
