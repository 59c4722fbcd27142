// The page's words in the reader's language: English, or Chinese (zh-CN).
//
// Every text a person reads is written in English, in full, where it is used,
// with {named} fields, and goes through `t`: the English text is its key in
// zh-CN.js. A message missing there falls back to English. The static HTML
// marks its words (`data-i18n` on an element whose text is a message; the
// placeholder, title and aria-label attributes of its elements, but for those
// an element names in `data-i18n-keep`, such as a placeholder that is code), and
// `setLanguage` translates them from the English the page was written in.
// Texts built by the page's modules are said again when the language changes:
// `say` does it for one element, and a module with more to redraw listens with
// `onLanguageChange`. Python's words (steps, input errors, reports) come from
// the workers, which are told the language (see runtime.js). The Chinese table
// is loaded only when Chinese is first spoken: an English reader never loads it.

export const ENGLISH = "en";
export const LANGUAGES = [ENGLISH, "zh-CN"];
const CATALOGS = {}; // language -> its table, once loaded
const LOADERS = { "zh-CN": () => import("./zh-CN.js") };
const KEPT = "card-judge:language"; // the reader's choice, kept in this browser
const ATTRIBUTES = ["placeholder", "title", "aria-label"];

let current = ENGLISH;
let asked = 0; // how many languages were asked for: only the last one asked is spoken
let original = null; // [node, attribute or null for its text, English] of the static HTML
const listeners = [];
const spoken = new Map(); // node -> [message, fields] of each text said with `say`
const rewritten = new WeakSet(); // nodes of the static HTML whose text a script has written since

/** The language texts are said in now. */
export function language() {
  return current;
}

/** `text` in the current language, its {named} fields filled in. */
export function t(text, fields = {}) {
  const template = CATALOGS[current]?.[text] ?? text;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
}

/** The singular or the plural by `count` (also the field {count}); Chinese has one form, the singular's. */
export function tn(singular, plural, count, fields = {}) {
  const english = count === 1 ? singular : plural;
  const template = CATALOGS[current]?.[singular] ?? english;
  return t(template, { ...fields, count: formatNumber(count) });
}

/** `text` unchanged: marks a message written in a table, said later with `t(variable)`. */
export function mark(text) {
  return text;
}

/** A whole number with the language's digit grouping (10,000). */
export function formatNumber(number) {
  return typeof number === "number" ? number.toLocaleString(current === ENGLISH ? "en" : current) : String(number);
}

/** Items as a list in a sentence: "A, B, C" in English, "A、B、C" in Chinese. */
export function join(items) {
  return items.join(t(", "));
}

/** Whole sentences, each already said, one after another: a space between them in English, none in Chinese. */
export function sentences(...said) {
  return said.filter(Boolean).join(current === ENGLISH ? " " : "");
}

/** Put `t(text, fields)` into `node`, and again whenever the language changes. */
export function say(node, text, fields = {}) {
  spoken.set(node, [text, fields]);
  rewritten.add(node);
  const said = t(text, fields);
  if (node.textContent !== said) node.textContent = said;
}

/** Put `text` that is not the page's message (Python's words, a user's text) into `node`. */
export function putText(node, text) {
  spoken.delete(node);
  rewritten.add(node);
  node.textContent = text;
}

/** Call `listener(language)` after every change of language. */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/** The language of a tag: any Chinese gives zh-CN, anything else English. */
export function supported(tag) {
  const code = String(tag ?? "").toLowerCase();
  return code === "zh" || code.startsWith("zh-") ? "zh-CN" : ENGLISH;
}

/** The language index.html's inline script chose before the first paint (kept choice, else the browser's). */
export function firstLanguage() {
  return supported(document.documentElement.dataset.language);
}

/**
 * Speak `tag` from now on (once its table is loaded): the page's own words change at
 * once, then the listeners run. False if another language was asked for while this
 * one's table loaded: the later choice stands, whichever table arrives last.
 */
export async function setLanguage(tag, { keep = false } = {}) {
  const wanted = supported(tag);
  const ask = ++asked;
  if (wanted in LOADERS) CATALOGS[wanted] ??= (await LOADERS[wanted]()).MESSAGES;
  if (ask !== asked) return false;
  current = wanted;
  if (keep) localStorage.setItem(KEPT, current);
  document.documentElement.lang = current;
  translateStatic();
  for (const [node, [text, fields]] of spoken) {
    if (node.isConnected) node.textContent = t(text, fields);
    else spoken.delete(node);
  }
  for (const listener of listeners) listener(current);
  return true;
}

/** The static HTML's words in the current language (its English is read the first time). */
function translateStatic() {
  original ??= staticWords(document);
  for (const [node, attribute, english] of original) {
    if (attribute !== null) node.setAttribute(attribute, t(english));
    else if (!rewritten.has(node)) node.textContent = t(english);
  }
}

/** [node, attribute or null, English] for every marked text and attribute of the page as written. */
function staticWords(root) {
  const words = [];
  // js/first-words.js keeps the English of what it put in Chinese in data attributes.
  for (const node of root.querySelectorAll("[data-i18n]")) {
    words.push([node, null, node.dataset.i18n || normalise(node.textContent)]);
  }
  for (const attribute of ATTRIBUTES) {
    for (const node of root.querySelectorAll(`[${attribute}]`)) {
      const kept = (node.dataset.i18nKeep ?? "").split(" ");
      const english = node.getAttribute(`data-i18n-${attribute}`) ?? normalise(node.getAttribute(attribute));
      if (!kept.includes(attribute)) words.push([node, attribute, english]);
    }
  }
  return words;
}

/** HTML text as a message key: runs of white space as one space, none at the ends. */
function normalise(text) {
  return text.replace(/\s+/g, " ").trim();
}
