"""The first paint in the reader's language (issue 29).

A script the page loads with it records, before every frame the browser
renders, what a reader would see in it: a Chinese browser's first visible frame
is already Chinese, an English browser's English. An English reader's page
requests no Chinese words at all.
"""

import pytest
from pagehelp import find
from playwright.sync_api import expect

# Before each rendered frame (requestAnimationFrame runs just before the browser
# paints one): whether the body shows, and the words of a few parts of the page.
FRAMES = """
window.framesSeen = [];
const look = () => {
  const text = (id) => document.querySelector(`[data-testid=${id}]`)?.textContent ?? null;
  const body = document.body;
  window.framesSeen.push({
    shown: body !== null && getComputedStyle(body).visibility !== "hidden",
    run: text("run"),
    game: text("game-source"),
    tagline: document.querySelector(".tagline")?.textContent ?? null,
  });
  if (window.framesSeen.length < 300) requestAnimationFrame(look);
};
requestAnimationFrame(look);
"""
WORDS = {
    "zh-CN": {"run": "运行", "tagline": "五道纸牌游戏竞赛题的评测级答案，在你的浏览器中算出。"},
    "en-US": {
        "run": "Run",
        "tagline": "Judge-exact answers to five card-game contest problems,"
        " computed in your browser.",
    },
}
CHINESE_TABLES = ("js/zh-CN.js", "js/first-words.js")


def first_frames(open_site, locale: str, requested: list[str] | None = None) -> list[dict]:
    """The frames a page opened in `locale` showed until it was ready; `requested` gets the
    URLs the page itself (not its service worker, which caches the whole site) asked for."""

    def prepare(context) -> None:
        context.add_init_script(FRAMES)
        if requested is not None:
            context.on("request", lambda r: r.service_worker or requested.append(r.url))

    visit = open_site(locale=locale, prepare=prepare)
    expect(find(visit.page, "language")).to_have_value("en" if locale == "en-US" else "zh-CN")
    return [frame for frame in visit.page.evaluate("window.framesSeen") if frame["shown"]]


@pytest.mark.parametrize("locale", ["zh-CN", "en-US"])
def test_every_frame_shown_is_in_the_readers_language(open_site, locale: str) -> None:
    frames = first_frames(open_site, locale)
    assert frames, "no frame was shown"
    first = frames[0]
    assert first["run"] == WORDS[locale]["run"]
    assert first["tagline"] == WORDS[locale]["tagline"]
    assert {frame["run"] for frame in frames} == {WORDS[locale]["run"]}
    assert len({frame["game"] for frame in frames}) == 1  # the game's words never change


def test_an_english_reader_requests_no_chinese_words(open_site) -> None:
    requested: list[str] = []
    first_frames(open_site, "en-US", requested)
    assert requested, "the page's requests were not recorded"
    assert [url for url in requested if url.endswith(CHINESE_TABLES)] == []


def test_a_chinese_reader_loads_the_first_words(open_site) -> None:
    requested: list[str] = []
    first_frames(open_site, "zh-CN", requested)
    assert [url for url in requested if url.endswith("js/first-words.js")]
