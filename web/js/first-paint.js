// The page in the reader's language, first thing when the modules start (app.js
// imports this first). index.html's inline script decided the language before
// the first paint, and for a Chinese reader js/first-words.js has put in the
// page's own words already: this says the rest, and changes nothing on screen.
import { sayGames } from "./catalog.js";
import { $ } from "./dom.js";
import { firstLanguage, language, setLanguage } from "./i18n.js";

await setLanguage(firstLanguage());
$("language").value = language();
sayGames();
document.documentElement.classList.remove("unworded");
