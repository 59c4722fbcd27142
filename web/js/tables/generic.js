// Any game's state as a plain listing: what the viewer shows for a game it
// has no drawing for yet.
import { el } from "../dom.js";

export function draw(state) {
  return el(
    "dl",
    { class: "facts generic" },
    Object.entries(state).map(([key, value]) => [
      el("dt", { text: key.replaceAll("_", " ") }),
      el("dd", { text: describe(value) }),
    ]),
  );
}

function describe(value) {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.map(describe).join(" ") || "—";
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${describe(v)}`)
      .join("; ");
  }
  return String(value);
}
