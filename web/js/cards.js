// Cards drawn as cards: French-suited ones (Bridge, Tractor, Hearts, with
// Tractor's jokers), UNO cards and Cirno's ⑨ cards. Each is a small element
// with a spoken name for screen readers; the look is in style.css.
import { el } from "./dom.js";
import { mark, t } from "./i18n.js";

const SUITS = {
  S: { symbol: "♠", name: mark("spades"), colour: "black" },
  H: { symbol: "♥", name: mark("hearts"), colour: "red" },
  D: { symbol: "♦", name: mark("diamonds"), colour: "red" },
  C: { symbol: "♣", name: mark("clubs"), colour: "black" },
};
const RANKS = { A: mark("ace"), K: mark("king"), Q: mark("queen"), J: mark("jack") };
const JOKERS = { RJ: ["red", mark("red joker")], BJ: ["black", mark("black joker")] };

export function suitSymbol(letter) {
  return SUITS[letter]?.symbol ?? letter;
}

/** A suit's name in the current language. */
export function suitName(letter) {
  return letter in SUITS ? t(SUITS[letter].name) : letter;
}

export function suitColour(letter) {
  return SUITS[letter]?.colour ?? "black";
}

/** A French-suited card such as "SA", "HT" or a joker "RJ" / "BJ". */
export function playingCard(code, { classes = "" } = {}) {
  if (code in JOKERS) {
    const [colour, name] = JOKERS[code];
    return face(`card joker ${colour} ${classes}`, t(name), code, ["★"], "JOKER");
  }
  const suit = SUITS[code[0]];
  const rank = code.slice(1);
  if (!suit) return unknownCard(code);
  const shown = rank === "T" ? "10" : rank;
  return face(
    `card ${suit.colour} ${classes}`,
    t("{rank} of {suit}", { rank: rank in RANKS ? t(RANKS[rank]) : shown, suit: t(suit.name) }),
    code,
    [shown, suit.symbol],
    suit.symbol,
  );
}

const UNO_COLOURS = { R: "red", Y: "yellow", G: "green", B: "blue", W: "wild" };
// Each colour's name in a card's spoken name ("red reverse"), and as the colour in play.
const UNO_SPOKEN_COLOURS = { R: mark("red"), Y: mark("yellow"), G: mark("green"), B: mark("blue") };
const UNO_COLOUR_NAMES = { R: mark("Red"), Y: mark("Yellow"), G: mark("Green"), B: mark("Blue") };
const UNO_CONTENT = {
  D: ["+2", mark("draw two")],
  R: ["⇄", mark("reverse")],
  S: ["⊘", mark("skip")],
  F: ["+4", mark("wild draw four")],
  C: ["W", mark("wild change colour")],
};

/** An UNO card: colour letter R, Y, G, B or W, then 0-9, D, R, S, F or C. */
export function unoCard(code, { classes = "" } = {}) {
  const colour = UNO_COLOURS[code[0]];
  if (!colour) return unknownCard(code);
  const [shown, name] = UNO_CONTENT[code[1]] ?? [code[1], code[1]];
  const card = t(name);
  const spoken = colour === "wild" ? card : t("{colour} {card}", { colour: t(UNO_SPOKEN_COLOURS[code[0]]), card });
  return face(`card uno uno-${colour} ${classes}`, spoken, code, [shown], shown);
}

/** An UNO colour's name (R, Y, G or B) in the current language; "" for none. */
export function unoColourName(letter) {
  return letter in UNO_COLOUR_NAMES ? t(UNO_COLOUR_NAMES[letter]) : "";
}

const CIRNO = {
  A: ["+", mark("{code}: add {number}"), "add"],
  B: ["−", mark("{code}: subtract {number}"), "sub"],
  C: ["×", mark("{code}: multiply by {number}"), "mul"],
  D: ["÷", mark("{code}: divide by {number}"), "div"],
  E: ["=", mark("{code}: set p to {number}"), "set"],
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
  const spoken = t(words, { code, number });
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
