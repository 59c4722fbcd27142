// Before the page's first paint (index.html loads this module with
// blocking="render"): the page in the reader's language, so that nothing
// changes or moves once it shows.
import { sayGames } from "./catalog.js";
import { $ } from "./dom.js";
import { firstLanguage, language, setLanguage } from "./i18n.js";

setLanguage(firstLanguage());
$("language").value = language();
sayGames();
