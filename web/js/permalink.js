// Permalinks: the game, the input (deflate-compressed, base64url) and the
// seed of a random deal, in the URL fragment, which never leaves the browser.
//   #game=bridge&seed=12&input=<base64url of deflate-raw(input)>

import { mark, t } from "./i18n.js";

export const LONGEST_LINK = 2_000_000; // Chromium's limit on URL length is 2 MB

/** What is wrong with a link: a message said in the current language whenever it is read. */
export class BadLink extends Error {
  constructor(text, fields = {}) {
    super(); // no message of its own: the getter below says it
    this.text = text;
    this.fields = fields;
  }

  get message() {
    return t(this.text, this.fields);
  }

  toString() {
    return this.message;
  }
}

/** The fragment for this state (without "#"). */
export async function encode({ game, input, seed }) {
  const params = new URLSearchParams({ game });
  if (seed !== null && seed !== undefined && seed !== "") params.set("seed", String(seed));
  if (input) params.set("input", toBase64Url(await squeeze(input)));
  return params.toString();
}

/** The state in a fragment (with or without "#"), null when there is none; BadLink when damaged. */
export async function decode(fragment, knownGames) {
  const text = fragment.replace(/^#/, "");
  if (!text) return null;
  const params = new URLSearchParams(text);
  const game = params.get("game");
  if (!game) throw new BadLink(mark("it names no game"));
  if (!knownGames.includes(game)) throw new BadLink(mark("it names an unknown game, {game}"), { game: JSON.stringify(game) });
  const seed = params.get("seed");
  if (seed !== null && !/^\d{1,10}$/.test(seed)) {
    throw new BadLink(mark("its seed {seed} is not a whole number"), { seed: JSON.stringify(seed.slice(0, 20)) });
  }
  const packed = params.get("input");
  let input = null;
  if (packed !== null) {
    try {
      input = await unsqueeze(fromBase64Url(packed));
    } catch {
      throw new BadLink(mark("its input is damaged (it may have been cut short when copied)"));
    }
  }
  return { game, input, seed: seed === null ? null : Number(seed) };
}

async function squeeze(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function unsqueeze(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  const buffer = await new Response(stream).arrayBuffer();
  return new TextDecoder("utf-8", { fatal: true }).decode(buffer);
}

function toBase64Url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
