// Tractor: four seats with their hands, the trick's plays at the seats, why
// each follower could or could not win, the defenders' points, and at the
// end the hidden cards and the level change.
import { el } from "../dom.js";
import { hand, playingCard, suitName, suitSymbol } from "../cards.js";
import { badge, facts, fourSeats, notes } from "./common.js";

export function draw(state) {
  const trick = state.trick;
  const plays = new Map((trick?.plays ?? []).map((play) => [play.player, play]));
  const seats = state.players.map((name) => seat(state, name, plays.get(name)));
  return el(
    "div",
    { class: "tractor" },
    headline(state),
    fourSeats(seats, trick ? trickCenter(trick) : restCenter(state)),
    trick ? analysis(trick) : null,
    state.outcome ? outcome(state, state.outcome) : null,
  );
}

/** The middle of the table between tricks: who leads first, or the hidden cards at the end. */
function restCenter(state) {
  if (!state.hidden) return el("span", { text: `${state.dealer} deals, hides 8 cards and leads` });
  return el(
    "div",
    { class: "hidden-cards" },
    el("strong", { text: "Hidden cards" }),
    hand(state.hidden, playingCard, { fan: false, label: "Hidden cards" }),
  );
}

function teamOf(state, name) {
  return Number(Object.entries(state.teams).find(([, names]) => names.includes(name))[0]);
}

function headline(state) {
  const trumps = state.main_suit
    ? `${suitSymbol(state.main_suit)} ${suitName(state.main_suit)}, every ${state.rank}, the jokers`
    : `no main suit: every ${state.rank} and the jokers`;
  const defenders = state.teams[String(state.defenders)].join(" and ");
  return facts([
    ["Trumps", trumps],
    ["Declarers", `team ${state.declarers} (${state.teams[String(state.declarers)].join(" and ")})`],
    ["Defenders' points", `${state.defenders_points} of the 80 ${defenders} need`],
    ["Ranks", Object.entries(state.ranks).map(([team, rank]) => `team ${team}: ${rank}`).join(", ")],
  ]);
}

function seat(state, name, play) {
  const team = teamOf(state, name);
  const badges = [badge(team === state.declarers ? "declarer" : "defender", `team${team}`)];
  if (name === state.dealer) badges.push(badge("dealer"));
  if (play && state.trick.leader === name) badges.push(badge("leads"));
  if (play?.winner) badges.push(badge("wins", "good"));
  return {
    name,
    badges,
    highlight: play?.winner ? "winner" : "",
    body: hand(state.hands[name], playingCard, { label: `${name}'s hand` }),
    played: play ? hand(play.cards, playingCard, { fan: false, label: `${name} played` }) : null,
  };
}

function trickCenter(trick) {
  return el(
    "div",
    {},
    el("strong", { text: `Trick ${trick.number}` }),
    el("div", { class: "muted", text: trick.shape }),
    trick.winner ? el("div", { text: `${trick.winner} wins ${trick.points} points` }) : null,
  );
}

function analysis(trick) {
  const lead = trick.plays[0];
  const parts = trick.structure.map((part) =>
    el("span", { class: "component" }, hand(part.cards, playingCard, { fan: false }), el("span", { class: "muted", text: part.kind })),
  );
  const what = trick.throw ? `a throw of ${trick.shape}` : trick.shape;
  return el(
    "div",
    { class: "analysis" },
    el("p", {}, `${lead.player} leads ${what}. Components: `, parts),
    notes(
      trick.plays.map((play) => {
        const honour = play.best ? `honor card ${play.best}` : "";
        if (play.winner) return `${play.player} wins the trick with ${honour || "the lead"}.`;
        if (play.could_win) return `${play.player} could win (${honour}) but is not highest.`;
        return `${play.player} cannot win: it ${play.why}.`;
      }),
      "plays",
    ),
    el("p", {
      text: `The trick holds ${trick.points} points; ${trick.to_defenders ? "they go to the defenders" : "the declarers keep them"}.`,
    }),
  );
}

function outcome(state, o) {
  const ranks = Object.entries(o.ranks)
    .map(([team, rank]) => `team ${team}: ${rank}`)
    .join(", ");
  return facts(
    [
      ["Hidden cards' points", String(o.hidden_points)],
      ["Last trick", `${o.last_winner}, w = ${o.w}, multiplier ${o.multiplier}`],
      ["Bonus to defenders", String(o.bonus)],
      ["Defenders' total", String(o.points)],
      ["Result", o.make ? "the declarers make it" : "the declarers are brought down"],
      ["Level change", `team ${o.team_up} rises ${o.levels_up}`],
      ["Ranks now", ranks],
      ["Game winner", o.winner ? `team ${o.winner}` : null],
      ["Next dealer", o.next_dealer],
    ],
    "outcome",
  );
}
