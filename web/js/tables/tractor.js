// Tractor: four seats with their hands, the trick's plays at the seats, why
// each follower could or could not win, the defenders' points, and at the
// end the hidden cards and the level change.
import { el } from "../dom.js";
import { hand, playingCard, suitName, suitSymbol } from "../cards.js";
import { join, mark, t, tn } from "../i18n.js";
import { badge, facts, fourSeats, notes } from "./common.js";

// A component's kind as the state names it.
const KINDS = { single: mark("single"), pair: mark("pair"), tractor: mark("tractor") };
// Why a play could not win, as the state says it.
const WHY = {
  "mixes trumps and non-trumps": mark("it mixes trumps and non-trumps"),
  "mixes non-trumps of different suits": mark("it mixes non-trumps of different suits"),
  "is non-trumps of another suit than the lead": mark("it is non-trumps of another suit than the lead"),
  "cannot be arranged into the lead's structure": mark("it cannot be arranged into the lead's structure"),
  "a trump throw cannot be beaten": mark("a trump throw cannot be beaten"),
  "only a throw of trumps can beat a non-trump throw": mark("only a throw of trumps can beat a non-trump throw"),
};

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
    state.outcome ? outcome(state.outcome) : null,
  );
}

/** The middle of the table between tricks: who leads first, or the hidden cards at the end. */
function restCenter(state) {
  if (!state.hidden) return el("span", { text: t("{dealer} deals, hides 8 cards and leads", { dealer: state.dealer }) });
  return el(
    "div",
    { class: "hidden-cards" },
    el("strong", { text: t("Hidden cards") }),
    hand(state.hidden, playingCard, { fan: false, label: t("Hidden cards") }),
  );
}

function teamOf(state, name) {
  return Number(Object.entries(state.teams).find(([, names]) => names.includes(name))[0]);
}

/** The two players of a team, "Alice and Charles". */
function members(state, team) {
  const [first, second] = state.teams[String(team)];
  return t("{first} and {second}", { first, second });
}

/** Each team's rank, "team 1: 2, team 2: 5". */
function ranksOf(ranks) {
  return join(Object.entries(ranks).map(([team, rank]) => t("team {team}: {rank}", { team, rank })));
}

function headline(state) {
  const trumps = state.main_suit
    ? t("{symbol} {suit}, every {rank}, the jokers", {
        symbol: suitSymbol(state.main_suit),
        suit: suitName(state.main_suit),
        rank: state.rank,
      })
    : t("no main suit: every {rank} and the jokers", { rank: state.rank });
  return facts([
    [t("Trumps"), trumps],
    [t("Declarers"), t("team {team} ({players})", { team: state.declarers, players: members(state, state.declarers) })],
    [
      t("Defenders' points"),
      t("{points} of the 80 {players} need", { points: state.defenders_points, players: members(state, state.defenders) }),
    ],
    [t("Ranks"), ranksOf(state.ranks)],
  ]);
}

function seat(state, name, play) {
  const team = teamOf(state, name);
  const badges = [badge(team === state.declarers ? t("declarer") : t("defender"), `team${team}`)];
  if (name === state.dealer) badges.push(badge(t("dealer")));
  if (play && state.trick.leader === name) badges.push(badge(t("leads")));
  if (play?.winner) badges.push(badge(t("wins"), "good"));
  return {
    name,
    badges,
    highlight: play?.winner ? "winner" : "",
    body: hand(state.hands[name], playingCard, { label: t("{player}'s hand", { player: name }) }),
    played: play ? hand(play.cards, playingCard, { fan: false, label: t("{player} played", { player: name }) }) : null,
  };
}

/** What a lead is made of, from its components: "a tractor of 2 pairs and a single". */
function shapeWords(structure) {
  const tractors = structure.filter((part) => part.kind === "tractor").map((part) => part.cards.length / 2);
  const pairs = structure.filter((part) => part.kind === "pair").length;
  const singles = structure.filter((part) => part.kind === "single").length;
  const parts = tractors.map((size) => t("a tractor of {count} pairs", { count: size }));
  if (pairs) parts.push(tn("a pair", "{count} pairs", pairs));
  if (singles) parts.push(tn("a single", "{count} singles", singles));
  if (parts.length === 1) return parts[0];
  return t("{some} and {last}", { some: join(parts.slice(0, -1)), last: parts.at(-1) });
}

function trickCenter(trick) {
  return el(
    "div",
    {},
    el("strong", { text: t("Trick {trick}", { trick: trick.number }) }),
    el("div", { class: "muted", text: shapeWords(trick.structure) }),
    trick.winner
      ? el("div", { text: tn("{player} wins {count} point", "{player} wins {count} points", trick.points, { player: trick.winner }) })
      : null,
  );
}

function analysis(trick) {
  const lead = trick.plays[0];
  const parts = trick.structure.map((part) =>
    el(
      "span",
      { class: "component" },
      hand(part.cards, playingCard, { fan: false }),
      el("span", { class: "muted", text: t(KINDS[part.kind] ?? part.kind) }),
    ),
  );
  const shape = shapeWords(trick.structure);
  const leads = trick.throw
    ? t("{player} leads a throw of {shape}. Components:", { player: lead.player, shape })
    : t("{player} leads {shape}. Components:", { player: lead.player, shape });
  return el(
    "div",
    { class: "analysis" },
    el("p", {}, leads, " ", parts),
    notes(trick.plays.map(playWords), "plays"),
    el("p", {
      text: trick.to_defenders
        ? tn("The trick holds {count} point; it goes to the defenders.", "The trick holds {count} points; they go to the defenders.", trick.points)
        : tn("The trick holds {count} point; the declarers keep it.", "The trick holds {count} points; the declarers keep them.", trick.points),
    }),
  );
}

/** Why one play of a trick won, could have won, or could not. */
function playWords(play) {
  const player = play.player;
  if (play.winner) {
    return play.best
      ? t("{player} wins the trick with honor card {card}.", { player, card: play.best })
      : t("{player} wins the trick with the lead.", { player });
  }
  if (play.could_win) {
    return play.best
      ? t("{player} could win (honor card {card}) but is not highest.", { player, card: play.best })
      : t("{player} could win but is not highest.", { player });
  }
  return t("{player} cannot win: {why}.", { player, why: t(WHY[play.why] ?? play.why ?? "") });
}

function outcome(o) {
  return facts(
    [
      [t("Hidden cards' points"), String(o.hidden_points)],
      [t("Last trick"), t("{player}, w = {w}, multiplier {multiplier}", { player: o.last_winner, w: o.w, multiplier: o.multiplier })],
      [t("Bonus to defenders"), String(o.bonus)],
      [t("Defenders' total"), String(o.points)],
      [t("Result"), o.make ? t("the declarers make it") : t("the declarers are brought down")],
      [t("Level change"), t("team {team} rises {levels}", { team: o.team_up, levels: o.levels_up })],
      [t("Ranks now"), ranksOf(o.ranks)],
      [t("Game winner"), o.winner ? t("team {team}", { team: o.winner }) : null],
      [t("Next dealer"), o.next_dealer],
    ],
    "outcome",
  );
}
