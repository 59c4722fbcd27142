// Small DOM helpers. Text always goes in as text (text nodes, textContent,
// attributes), never as HTML, so nothing a user pastes can become markup.

export const $ = (id) => document.getElementById(id);

const SVG = "http://www.w3.org/2000/svg";

/** An element with attributes (`class`, `text`, `on…` handlers, the rest as attributes) and children. */
export function el(tag, props = {}, ...children) {
  return build(document.createElement(tag), props, children);
}

/** The same for SVG elements. */
export function svg(tag, props = {}, ...children) {
  return build(document.createElementNS(SVG, tag), props, children);
}

function build(node, props, children) {
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.setAttribute("class", value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

/** Show one short message for a few seconds (screen readers hear it too). */
export function toast(message) {
  const box = $("toast") ?? document.body.appendChild(el("div", { id: "toast", class: "toast", role: "status", "aria-live": "polite" }));
  box.textContent = message;
  box.classList.add("shown");
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => box.classList.remove("shown"), 3000);
}

/** "1.2 MB" */
export function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
