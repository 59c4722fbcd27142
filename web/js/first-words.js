// A Chinese reader's page before its first paint (index.html's inline script
// loads this classic script only for a Chinese reader, and hides the page until
// it has run): the words the page shows as written, and the game picker, in
// Chinese. Each English text it replaces is kept in a data attribute, where
// i18n.js reads the page's English from then on.
(function () {
  const WORDS = {}; // filled by build.py: the Chinese of index.html's own words
  const GAMES = []; // filled by build.py: each game's title, source, summary and limits in Chinese
  const ATTRIBUTES = ["placeholder", "title", "aria-label"];
  const root = document.documentElement;

  function normalise(text) {
    return text.replace(/\s+/g, " ").trim();
  }

  function putWords() {
    for (const node of document.querySelectorAll("[data-i18n]")) {
      const english = normalise(node.textContent);
      if (!(english in WORDS)) continue;
      node.setAttribute("data-i18n", english);
      node.textContent = WORDS[english];
    }
    for (const attribute of ATTRIBUTES) {
      for (const node of document.querySelectorAll(`[${attribute}]`)) {
        const english = normalise(node.getAttribute(attribute));
        const kept = (node.getAttribute("data-i18n-keep") ?? "").split(" ");
        if (kept.includes(attribute) || !(english in WORDS)) continue;
        node.setAttribute(`data-i18n-${attribute}`, english);
        node.setAttribute(attribute, WORDS[english]);
      }
    }
  }

  function putGames() {
    const picker = document.getElementById("game");
    for (const option of picker.options) {
      const game = GAMES.find((each) => each.name === option.value);
      if (game) option.textContent = game.title;
    }
    const shown = GAMES.find((each) => each.name === picker.value);
    for (const part of ["source", "summary", "limits"]) {
      if (shown) document.getElementById(`game-${part}`).textContent = shown[part];
    }
    document.getElementById("language").value = "zh-CN";
  }

  function show() {
    try {
      putWords();
      putGames();
    } finally {
      root.classList.remove("unworded");
    }
  }

  // As soon as the page is parsed: DOMContentLoaded would wait for every module too.
  if (document.readyState === "loading") document.addEventListener("readystatechange", show, { once: true });
  else show();
})();
