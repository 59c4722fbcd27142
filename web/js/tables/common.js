// Pieces the game tables share: facts as a definition list, badges, and
// four seats around a table (south, west, north, east in playing order).
import { el } from "../dom.js";
import { t } from "../i18n.js";

/** A definition list of [term, value] pairs; a value may be text or a node. */
export function facts(pairs, classes = "") {
  return el(
    "dl",
    { class: `facts ${classes}`.trim() },
    pairs
      .filter(([, value]) => value !== null && value !== undefined && value !== "")
      .map(([term, value]) => el("div", {}, el("dt", { text: term }), el("dd", {}, value))),
  );
}

export function badge(text, kind = "") {
  return el("span", { class: `badge ${kind}`.trim(), text });
}

const SEATS = ["south", "west", "north", "east"];

/**
 * Four players around a table, the first at the bottom and play going
 * clockwise (south, west, north, east). Each seat is { name, badges, body,
 * played, highlight }; `center` goes in the middle with the played cards.
 */
export function fourSeats(seats, center) {
  const played = el(
    "div",
    { class: "trick", role: "group", "aria-label": t("Cards on the table") },
    seats.map((seat, i) =>
      el(
        "div",
        {
          class: `played ${SEATS[i]}`,
          role: seat.played ? "group" : null,
          "aria-label": seat.played ? t("{player} played", { player: seat.name }) : null,
        },
        seat.played ?? null,
      ),
    ),
    el("div", { class: "trick-center" }, center ?? null),
  );
  return el(
    "div",
    { class: "seats" },
    seats.map((seat, i) =>
      el(
        "div",
        {
          class: `seat ${SEATS[i]}${seat.highlight ? ` ${seat.highlight}` : ""}`,
          role: "group",
          "aria-label": seat.name,
        },
        el("h4", { class: "seat-name" }, el("span", { text: seat.name }), seat.badges ?? []),
        seat.body ?? null,
      ),
    ),
    played,
  );
}

/** A short list of sentences. */
export function notes(lines, classes = "") {
  const kept = lines.filter(Boolean);
  if (!kept.length) return null;
  return el("ul", { class: `notes ${classes}`.trim() }, kept.map((line) => el("li", {}, line)));
}
