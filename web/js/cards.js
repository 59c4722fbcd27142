// Cards drawn as cards: French-suited ones (Bridge, Tractor, Hearts, with
// Tractor's jokers), UNO cards and Cirno's ⑨ cards. Each is a small element
// with a spoken name for screen readers; the look is in style.css.
import { el } from "./dom.js";

const SUITS = {
  S: { symbol: "♠", name: "spades", colour: "black" },
  H: { symbol: "♥", name: "hearts", colour: "red" },
  D: { symbol: "♦", name: "diamonds", colour: "red" },
  C: { symbol: "♣", name: "clubs", colour: "black" },
};
const RANKS = { A: "ace", K: "king", Q: "queen", J: "jack", T: "10" };
const JOKERS = { RJ: ["red", "red joker"], BJ: ["black", "black joker"] };

export function suitSymbol(letter) {
  return SUITS[letter]?.symbol ?? letter;
}

export function suitName(letter) {
  return SUITS[letter]?.name ?? letter;
}

export function suitColour(letter) {
  return SUITS[letter]?.colour ?? "black";
}

/** A French-suited card such as "SA", "HT" or a joker "RJ" / "BJ". */
export function playingCard(code, { classes = "" } = {}) {
  if (code in JOKERS) {
    const [colour, name] = JOKERS[code];
    return face(`card joker ${colour} ${classes}`, name, code, ["★"], "JOKER");
  }
  const suit = SUITS[code[0]];
  const rank = code.slice(1);
  if (!suit) return unknownCard(code);
  const shown = rank === "T" ? "10" : rank;
  return face(
    `card ${suit.colour} ${classes}`,
    `${RANKS[rank] ?? shown} of ${suit.name}`,
    code,
    [shown, suit.symbol],
    suit.symbol,
  );
}

const UNO_COLOURS = { R: "red", Y: "yellow", G: "green", B: "blue", W: "wild" };
const UNO_CONTENT = {
  D: ["+2", "draw two"],
  R: ["⇄", "reverse"],
  S: ["⊘", "skip"],
  F: ["+4", "wild draw four"],
  C: ["W", "wild change colour"],
};

/** An UNO card: colour letter R, Y, G, B or W, then 0-9, D, R, S, F or C. */
export function unoCard(code, { classes = "" } = {}) {
  const colour = UNO_COLOURS[code[0]];
  if (!colour) return unknownCard(code);
  const [shown, name] = UNO_CONTENT[code[1]] ?? [code[1], code[1]];
  const spoken = colour === "wild" ? name : `${colour} ${name}`;
  return face(`card uno uno-${colour} ${classes}`, spoken, code, [shown], shown);
}

export const UNO_COLOUR_NAMES = { R: "Red", Y: "Yellow", G: "Green", B: "Blue" };

const CIRNO = {
  A: ["+", "add", "add"],
  B: ["−", "subtract", "sub"],
  C: ["×", "multiply by", "mul"],
  D: ["÷", "divide by", "div"],
  E: ["=", "set p to", "set"],
};
const COUNTERS = ["PASS", "TURN", "DOUBLE"];

/** One of Cirno's ⑨ cards: A1…A99, B1…B19, C2, D2, E0…E99, PASS, TURN, DOUBLE. */
export function cirnoCard(code, { classes = "" } = {}) {
  if (COUNTERS.includes(code)) {
    return face(`card nine counter ${classes}`, code, code, ["⑨"], code);
  }
  const kind = CIRNO[code[0]];
  if (!kind) return unknownCard(code);
  const number = code.slice(1);
  const [sign, words, family] = kind;
  const spoken = `${code}: ${words} ${number}`;
  return face(`card nine ${family} ${classes}`, spoken, code, [code], `${sign}${number}`);
}

/** The card drawer of a game. */
export function cardsOf(game) {
  return { uno: unoCard, cirno: cirnoCard }[game] ?? playingCard;
}

/** A row of cards, overlapping when `fan`. */
export function hand(codes, draw, { fan = true, label = null, mark = () => "" } = {}) {
  return el(
    "div",
    { class: fan ? "hand fan" : "hand", role: "list", "aria-label": label },
    codes.map((code) => el("span", { role: "listitem", class: "slot" }, draw(code, { classes: mark(code) }))),
  );
}

function face(classes, spoken, code, corner, middle) {
  return el(
    "span",
    { class: classes.trim(), role: "img", "aria-label": spoken, title: code },
    el("span", { class: "corner", "aria-hidden": "true" }, corner.map((t) => el("span", { text: t }))),
    el("span", { class: "middle", "aria-hidden": "true", text: middle }),
  );
}

function unknownCard(code) {
  return el("span", { class: "card unknown", title: code, text: code });
}
