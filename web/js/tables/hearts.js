// Hearts: the trick at the seats with its leader and winner, the points
// taken so far, whether hearts are broken, each cheat with the cards that
// were legal, and at the end the scores and any moon.
import { el } from "../dom.js";
import { hand, playingCard, suitName } from "../cards.js";
import { join, mark, t, tn } from "../i18n.js";
import { badge, facts, fourSeats, notes } from "./common.js";

// The rules a cheat breaks, as the state names them.
const RULES = {
  "follow suit": mark("follow suit"),
  "no heart lead before hearts are broken": mark("no heart lead before hearts are broken"),
  "no points on the first trick": mark("no points on the first trick"),
};

export function draw(state) {
  const cheats = new Map(state.cheats.map((c) => [c.player, c]));
  const seats = state.hands.map((cards, i) => seat(state, i + 1, cards, cheats.get(i + 1)));
  const taken = state.points.map((points, i) => t("player {player}: {points}", { player: i + 1, points }));
  const cheaters = state.cheaters.map((player) => t("player {player}", { player }));
  return el(
    "div",
    { class: "hearts" },
    facts([
      [t("Trick"), state.trick ? t("{trick} of 13", { trick: state.trick }) : t("not started")],
      [t("Hearts broken"), state.hearts_broken ? t("yes") : t("not yet")],
      [t("Points taken"), join(taken)],
      [t("Cheaters so far"), join(cheaters) || t("none")],
    ]),
    fourSeats(seats, center(state)),
    state.cheats.length ? cheatList(state.cheats) : null,
    state.scores ? scores(state) : null,
  );
}

function seat(state, player, cards, cheat) {
  const badges = [badge(tn("{count} pt", "{count} pts", state.points[player - 1]))];
  if (state.trick && state.leader === player) badges.push(badge(t("leads")));
  if (state.winner === player) badges.push(badge(t("wins"), "good"));
  if (cheat) badges.push(badge(t("cheats here"), "bad"));
  else if (state.cheaters.includes(player)) badges.push(badge(t("cheater"), "bad"));
  const played = state.played[player - 1];
  const won = played && played === state.winning_card;
  const name = t("Player {player}", { player });
  return {
    name,
    badges,
    highlight: state.winner === player ? "winner" : "",
    body: hand(cards, playingCard, { label: t("{player}'s hand", { player: name }) }),
    played: played ? playingCard(played, { classes: `${won ? "best" : ""} ${cheat ? "cheat" : ""}` }) : null,
  };
}

function center(state) {
  if (!state.trick) return el("span", { class: "muted", text: t("Player 1 holds the 2 of clubs") });
  return el(
    "div",
    {},
    el("strong", { text: t("Trick {trick}", { trick: state.trick }) }),
    el("div", { class: "muted", text: t("{suit} led", { suit: suitName(state.led_suit) }) }),
    el("div", {
      text: tn("{count} point to player {player}", "{count} points to player {player}", state.trick_points, {
        player: state.winner,
      }),
    }),
  );
}

function cheatList(cheats) {
  return el(
    "div",
    { class: "cheats" },
    el("h4", { text: t("Cheats in this trick") }),
    cheats.map((cheat) => {
      const rules = cheat.rules.map((rule) => t(RULES[rule] ?? rule)).join(t("; "));
      const said = tn(
        "Player {player} played {card} against the rule: {rules}.",
        "Player {player} played {card} against the rules: {rules}.",
        cheat.rules.length,
        { player: cheat.player, rules },
      );
      const [before, after] = said.split("{card}");
      return el(
        "div",
        { class: "cheat" },
        el("p", {}, before, playingCard(cheat.card, { classes: "cheat" }), after),
        el(
          "p",
          {},
          t("Legal plays:"),
          " ",
          hand(cheat.legal, playingCard, { fan: false, label: t("Legal plays") }),
        ),
      );
    }),
  );
}

function scores(state) {
  const moon = state.moon ? t("Player {player} shot the moon.", { player: state.moon }) : t("No one shot the moon.");
  return el(
    "div",
    { class: "final" },
    el(
      "table",
      { class: "scores" },
      el("caption", { text: t("Final scores") }),
      el(
        "tr",
        {},
        el("td", {}),
        state.scores.map((_, i) => el("th", { scope: "col", text: t("Player {player}", { player: i + 1 }) })),
      ),
      el("tr", {}, el("th", { scope: "row", text: t("Points") }), state.scores.map((s) => el("td", { text: String(s) }))),
      el(
        "tr",
        {},
        el("th", { scope: "row", text: t("Judge says") }),
        state.verdicts.map((v) => el("td", { class: v === "CHEATER!" ? "bad" : "", text: v })),
      ),
    ),
    notes([moon]),
  );
}
