// A line chart of one value over every step (Cirno's p over all turns), with
// the group boundaries (rounds) as vertical rules. Clicking jumps to that step.
// Long games are drawn from each pixel column's lowest and highest value.
import { el, svg } from "./dom.js";

const WIDTH = 1000;
const HEIGHT = 160;
const PAD = 6;

export function drawChart(values, groups, { label, groupLabel, limit, onPick }) {
  const count = values.length;
  const [least, most] = reduceRange(values.filter((v) => typeof v === "number"));
  const low = Math.min(0, least);
  const high = Math.max(limit ?? 0, most);
  const x = (i) => (count < 2 ? WIDTH / 2 : (i / (count - 1)) * WIDTH);
  const y = (v) => HEIGHT - PAD - ((v - low) / (high - low || 1)) * (HEIGHT - 2 * PAD);

  const rules = boundaries(groups).map((i) =>
    svg("line", { class: "chart-group", x1: x(i), x2: x(i), y1: 0, y2: HEIGHT }),
  );
  const limitLine =
    limit === undefined
      ? null
      : svg("line", { class: "chart-limit", x1: 0, x2: WIDTH, y1: y(limit), y2: y(limit) });
  const cursor = svg("line", { class: "chart-cursor", y1: 0, y2: HEIGHT });
  const picture = svg(
    "svg",
    {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      preserveAspectRatio: "none",
      class: "chart",
      "data-testid": "chart",
      role: "img",
      "aria-label": `${label} over all ${count} steps; ${groupLabel} boundaries as vertical lines. Click to jump.`,
    },
    rules,
    limitLine,
    svg("polyline", { class: "chart-line", points: linePoints(values, x, y) }),
    cursor,
  );
  picture.addEventListener("click", (event) => {
    const box = picture.getBoundingClientRect();
    const share = (event.clientX - box.left) / box.width;
    onPick(Math.round(share * (count - 1)));
  });
  const node = el(
    "figure",
    { class: "chart-box" },
    picture,
    el("figcaption", {
      text: `${label} over all steps (from ${low} to ${high}); ${groupLabel}s start at the grey lines. Click to jump there.`,
    }),
  );
  return {
    node,
    moveTo(index) {
      cursor.setAttribute("x1", x(index));
      cursor.setAttribute("x2", x(index));
    },
  };
}

function reduceRange(numbers) {
  let low = Infinity;
  let high = -Infinity;
  for (const v of numbers) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return [low, high];
}

/** The polyline: one point per step, or the low and high of each pixel column when longer. */
function linePoints(values, x, y) {
  const count = values.length;
  if (count <= WIDTH * 2) {
    return values.map((v, i) => `${x(i).toFixed(1)},${y(v ?? 0).toFixed(1)}`).join(" ");
  }
  const points = [];
  for (let column = 0; column < WIDTH; column++) {
    const from = Math.floor((column / WIDTH) * count);
    const to = Math.floor(((column + 1) / WIDTH) * count);
    const [low, high] = reduceRange(values.slice(from, to).map((v) => v ?? 0));
    points.push(`${column},${y(high).toFixed(1)}`, `${column + 0.5},${y(low).toFixed(1)}`);
  }
  return points.join(" ");
}

/** The steps where the group changes (after the first). */
function boundaries(groups) {
  const starts = [];
  for (let i = 1; i < groups.length; i++) {
    if (groups[i] !== groups[i - 1]) starts.push(i);
  }
  return starts;
}
