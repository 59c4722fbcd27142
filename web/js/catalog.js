// The catalog: the games as the picker shows them, in every language the page
// speaks, and each game's samples.
import { $ } from "./dom.js";
import { language, t } from "./i18n.js";

const CATALOG = { games: {}, samples: {} }; // filled by build.py
export const catalog = CATALOG;

/** The games, with their source, summary and limits in the current language. */
export function games() {
  return catalog.games[language()] ?? catalog.games.en ?? [];
}

/** The game named `name`, as games() gives it. */
export function gameNamed(name) {
  return games().find((game) => game.name === name);
}

/** The picker's words in the current language: each game's title, the chosen game's source, summary and limits. */
export function sayGames() {
  const picker = $("game");
  for (const option of picker.options) option.textContent = t(gameNamed(option.value)?.title ?? option.value);
  const game = gameNamed(picker.value);
  $("game-source").textContent = game?.source ?? "";
  $("game-summary").textContent = game?.summary ?? "";
  $("game-limits").textContent = game?.limits ?? "";
}
