// A line chart of one value over every step (Cirno's p over all turns), with
// the group boundaries (rounds) as vertical rules. Clicking jumps to that step.
// The worker sends the lowest and highest value under each of at most COLUMNS
// columns (web.chart), so a long game keeps its extremes and never crosses whole.
import { el, svg } from "./dom.js";
import { formatNumber, t } from "./i18n.js";

export const COLUMNS = 1000;
const WIDTH = COLUMNS;
const HEIGHT = 160;
const PAD = 6;

/**
 * `drawn` is web.chart's answer: { count, low, high, groups: [[value, first step], ...] }.
 * `caption` and `description` are messages (the value's and the groups' names written in):
 * the caption under the chart with {low} and {high}, the spoken description with {count}.
 */
export function drawChart(drawn, { caption, description, limit, onPick }) {
  const { count, low: lows, high: highs, groups } = drawn;
  const [least, most] = reduceRange([...lows, ...highs].filter((v) => typeof v === "number"));
  const low = Math.min(0, least);
  const high = Math.max(limit ?? 0, most);
  const x = (i) => (count < 2 ? WIDTH / 2 : (i / (count - 1)) * WIDTH);
  const y = (v) => HEIGHT - PAD - ((v - low) / (high - low || 1)) * (HEIGHT - 2 * PAD);

  const rules = groups.slice(1).map(([, first]) =>
    svg("line", { class: "chart-group", x1: x(first), x2: x(first), y1: 0, y2: HEIGHT }),
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
      "aria-label": t(description, { count: formatNumber(count) }),
    },
    rules,
    limitLine,
    svg("polyline", { class: "chart-line", points: linePoints(drawn, x, y) }),
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
    el("figcaption", { text: t(caption, { low, high }) }),
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

/** The polyline: one point per step when each has its column, else each column's high and low. */
function linePoints({ count, low, high }, x, y) {
  const columns = low.length;
  if (columns === count) {
    return low.map((v, i) => `${x(i).toFixed(1)},${y(v ?? 0).toFixed(1)}`).join(" ");
  }
  const points = [];
  for (let column = 0; column < columns; column++) {
    if (low[column] === null) continue;
    const left = (column / columns) * WIDTH;
    points.push(`${left.toFixed(1)},${y(high[column]).toFixed(1)}`);
    points.push(`${(left + WIDTH / columns / 2).toFixed(1)},${y(low[column]).toFixed(1)}`);
  }
  return points.join(" ");
}
