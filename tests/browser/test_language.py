"""The page in Chinese and in English (issue 22).

A zh-CN browser gets Chinese everywhere: every visible text, placeholder,
title and aria-label of the page says no English word but names and
notation, at the start, with an input error, with the viewer open on every
game, with coverage and with a solution's result. What Python says there
(the game's source and summary, step titles and explanations, input errors,
rule edges' words) is exactly what Python says in zh-CN, so it is Chinese
wherever the Python catalogs are. An en-US browser gets English; the choice
is kept over a reload; the judge's answers are the same in both.
"""

import json
import re

import pytest
from pagehelp import (
    GAMES,
    READY,
    SAMPLES,
    START_TIMEOUT,
    click_run,
    find,
    output_text,
    put_input,
    run,
    sample,
    step_to,
    wait_for_steps,
)
from playwright.sync_api import expect
from test_solution import BRIDGE_WRONG, run_mine, stress

import build
from cardjudge import i18n, web

CATALOG = build.games()
BAD_BRIDGE = "SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK SZ\n"
CJK = re.compile(r"[\u3400-\u9fff]")
QUOTED = re.compile(r"“[^”]*”")
# Cards named in letters only, and Bridge's holdings by their honour ("Jxx": a jack and
# two others), which the Chinese of Bridge's stopper edges writes as English does.
CARD = re.compile(r"[SHDC][AKQJT]|[RB]J|W[CF]|[RYGB][DRS]|[AKQJ]x+")
ENGLISH_WORD = re.compile(r"\b[A-Za-z][A-Za-z'’]+\b")  # letters only: "A49", "d3013b" are notation
NAMES = {
    "Card", "Judge", "UNO", "Python", "Pyodide", "py", "Ctrl", "Enter", "English", "MB", "TopCoder",
    "PASS", "TURN", "DOUBLE", "JOKER", "CHEATER",
    "Alice", "Bob", "Charles", "David", "SheepGod", "jianhe25", "tclsm", "lkq",
}  # fmt: skip
# Text that is no word of the page: the user's and the judge's texts, notation.
DATA = (
    "textarea, #output, #stress-input, .stress-compare .line:not(.muted), .stress-detail,"
    " code, .card, #version, #language"
)
# Text Python says (checked against what Python says in zh-CN).
PYTHON = (
    "#game-source, #game-summary, #step-title, #step-explain, .rules, #error,"
    " .coverage-table td:first-child, .missed-edges span, [data-testid=stress-coverage-headline]"
)

# Every text a person reads or hears, with where it is: [text, "python", "data" or "page"].
READ = """([data, python]) => {
  const kind = (node) => node.closest(data) ? "data" : node.closest(python) ? "python" : "page";
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent.trim() || parent.closest("script, select")) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    found.push([node.textContent, kind(parent)]);
  }
  for (const select of document.querySelectorAll("select")) {
    if (select.checkVisibility()) found.push([select.selectedOptions[0]?.text ?? "", kind(select)]);
  }
  const named = ["placeholder", "title", "aria-label", "aria-valuetext"];
  for (const node of document.querySelectorAll(named.map((name) => `[${name}]`).join())) {
    for (const name of named) {
      const value = node.getAttribute(name);
      if (value && !(name === "placeholder" && node.dataset.i18nKeep?.includes(name))) {
        found.push([value, node.closest(data) && name !== "aria-label" ? "data" : "page"]);
      }
    }
  }
  return found;
}"""


def english_left(page, allowed: set[str] = frozenset()) -> list[str]:
    """The English words of the page's own texts: none but names and notation (and
    the lines of answers it quotes, “like this”)."""
    said = page.evaluate(READ, [DATA, PYTHON])
    return sorted(
        {
            word
            for text, kind in said
            if kind == "page"
            for word in ENGLISH_WORD.findall(QUOTED.sub("", text))
            if word not in NAMES | allowed and not CARD.fullmatch(word)
        }
    )


def in_chinese(call, *args):
    with i18n.speaking("zh-CN"):
        return json.loads(call(*args))


def open_in(open_site, locale: str, **options):
    return open_site(locale=locale, viewport={"width": 1280, "height": 900}, **options).page


def words_of(text: str) -> set[str]:
    return set(re.findall(r"\w+", text))


def test_a_chinese_browser_gets_the_page_in_chinese(open_site) -> None:
    page = open_in(open_site, "zh-CN")
    assert page.get_attribute("html", "lang") == "zh-CN"
    expect(find(page, "language")).to_have_value("zh-CN")
    expect(find(page, "run")).to_have_text("运行")
    expect(find(page, "status")).to_have_text(re.compile(r"^就绪"))
    assert english_left(page) == []
    for game in GAMES:
        page.select_option("[data-testid=game]", game)
        said = next(g for g in CATALOG["zh-CN"] if g["name"] == game)
        expect(find(page, "game-source")).to_have_text(said["source"])
        assert find(page, "game-summary").inner_text() == said["summary"]
        assert english_left(page) == [], game


@pytest.mark.parametrize("game", list(GAMES))
def test_an_input_error_is_in_chinese_with_its_line_and_column(open_site, game: str) -> None:
    page = open_in(open_site, "zh-CN")
    text = BAD_BRIDGE if game == "bridge" else "SA\n"
    run(page, game, text)
    error = in_chinese(web.run, game, text)["error"]
    assert re.match(r"input:\d+:\d+: ", error["message"])
    expect(find(page, "error")).to_have_text(error["message"])
    expect(find(page, "error-goto")).to_have_text("在输入中显示")
    expect(find(page, "status")).to_have_text("输入有错误。")
    assert english_left(page) == []


def test_the_worker_reads_its_catalogs(open_site) -> None:
    """An input error of UNO's says the shared "expected ..., got ..." from the catalogs."""
    page = open_in(open_site, "zh-CN")
    run(page, "uno", "SA\n")
    expect(find(page, "error")).to_contain_text("，实际为 'SA'")


def dealt_with_cheats() -> str:
    """A Hearts deal with cheats in it, for their list in the viewer."""
    return next(
        text
        for seed in range(100)
        if (text := GAMES["hearts"].deal(seed, True)) and GAMES["hearts"].results(text)[0].cheats
    )


@pytest.mark.parametrize("game", [*GAMES, "hearts-cheats"])
def test_the_viewer_speaks_chinese_at_every_step(open_site, game: str) -> None:
    page = open_in(open_site, "zh-CN")
    if game == "hearts-cheats":
        game, text = "hearts", dealt_with_cheats()
    else:
        text = SAMPLES[game][0]["input"]
    steps = in_chinese(web.trace, game, text)["cases"][0]
    run(page, game, text)
    assert output_text(page) == GAMES[game].judge(text)
    total = wait_for_steps(page)
    names = words_of(text)
    explained = {step["explain"] for step in steps}
    for position in range(1, min(total, 40) + 1):
        step_to(page, position)
        expect(find(page, "step-title")).to_have_text(steps[position - 1]["title"])
        expect(find(page, "step-explain")).to_have_text(steps[position - 1]["explain"])
        assert set(page.locator(".rules li > span:last-child").all_inner_texts()) <= explained
        assert english_left(page, names) == [], position
    find(page, "coverage").click()
    cover = in_chinese(web.cover, game, text)
    expect(find(page, "coverage-result")).to_be_visible()
    shown = page.locator(".coverage-table td:first-child").all_inner_texts()
    assert shown == [edge["words"] for edge in cover["edges"]]
    assert english_left(page, names) == []


def test_a_solutions_result_is_in_chinese(open_site) -> None:
    page = open_in(open_site, "zh-CN")
    assert stress(page, "bridge", BRIDGE_WRONG, runs=100) == "wrong-answer"
    expect(find(page, "stress-result")).to_contain_text("答案错误")
    expect(find(page, "stress-status")).to_have_text(re.compile(r"^完成"))
    assert english_left(page) == []


def test_an_english_browser_gets_english(open_site) -> None:
    page = open_in(open_site, "en-US")
    assert page.get_attribute("html", "lang") == "en"
    expect(find(page, "language")).to_have_value("en")
    expect(find(page, "run")).to_have_text("Run")
    run(page, "uno", sample("uno", "sample1")["input"])
    wait_for_steps(page)
    said = [text for text, kind in page.evaluate(READ, [DATA, PYTHON]) if kind == "page"]
    assert [text for text in said if CJK.search(text)] == []


def test_switching_changes_every_word_at_once_and_is_kept_over_a_reload(open_site) -> None:
    page = open_in(open_site, "en-US")
    first = sample("bridge", "sample1")
    run(page, "bridge", first["input"])
    total = wait_for_steps(page)
    step_to(page, 3)
    english_step = find(page, "step-explain").text_content()
    page.select_option("[data-testid=language]", "zh-CN")
    # An English reader's page loads the Chinese table only now (or from the service worker).
    expect(page.locator("html")).to_have_attribute("lang", "zh-CN")
    expect(find(page, "run")).to_have_text("运行")
    expect(find(page, "status")).to_have_text(re.compile(r"^完成，用时 \d+ 毫秒。$"))
    steps = in_chinese(web.trace, "bridge", first["input"])["cases"][0]
    expect(find(page, "step-index")).to_have_text(f"3 / {total}")
    expect(find(page, "step-explain")).to_have_text(steps[2]["explain"])
    assert output_text(page) == first["output"]
    assert english_left(page, words_of(first["input"])) == []
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    assert page.get_attribute("html", "lang") == "zh-CN"
    expect(find(page, "language")).to_have_value("zh-CN")
    expect(find(page, "new-deal")).to_have_text("随机发牌")
    page.select_option("[data-testid=language]", "en")
    expect(find(page, "new-deal")).to_have_text("New deal")
    run(page, "bridge", first["input"])
    wait_for_steps(page)
    step_to(page, 3)
    expect(find(page, "step-explain")).to_have_text(english_step)


def test_the_last_language_picked_stands(open_site) -> None:
    """Chinese picked, then English before Chinese's table has arrived: English stays."""
    page = open_in(open_site, "en-US")
    with page.expect_response(lambda response: response.url.endswith("/zh-CN.js")):
        page.evaluate(
            """() => {
              const box = document.querySelector("[data-testid=language]");
              for (const tag of ["zh-CN", "en"]) {
                box.value = tag;
                box.dispatchEvent(new Event("change", { bubbles: true }));
              }
            }"""
        )
    page.wait_for_timeout(500)  # the table, arrived, is read and its setLanguage goes on
    assert page.get_attribute("html", "lang") == "en"
    expect(find(page, "run")).to_have_text("Run")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    expect(find(page, "language")).to_have_value("en")


def test_an_input_error_is_said_again_in_the_new_language(open_site) -> None:
    page = open_in(open_site, "en-US")
    run(page, "bridge", BAD_BRIDGE)
    english = json.loads(web.run("bridge", BAD_BRIDGE))["error"]["message"]
    expect(find(page, "error")).to_have_text(english)
    page.select_option("[data-testid=language]", "zh-CN")
    chinese = in_chinese(web.run, "bridge", BAD_BRIDGE)["error"]["message"]
    expect(find(page, "error")).to_have_text(chinese)
    expect(find(page, "status")).to_have_text("输入有错误。")


def test_a_solutions_result_is_said_again_in_the_new_language(open_site) -> None:
    page = open_in(open_site, "en-US")
    uno = sample("uno", "sample1")
    program = "print('Case #1: Winner is nobody!')\n"
    assert run_mine(page, "uno", program, uno["input"]) == "wrong-answer"
    result = find(page, "stress-result")
    expect(result).to_contain_text("Wrong answer on this input.")
    page.select_option("[data-testid=language]", "zh-CN")
    expect(result).to_contain_text("此输入上答案错误。")
    expect(result).to_contain_text("第一处不同在第 1 行第 20 列")
    expect(result.get_by_test_id("show-why")).to_have_text("查看原因")
    assert english_left(page, words_of(uno["input"])) == []


def test_how_a_run_ended_is_said_again_in_the_new_language(open_site) -> None:
    """The words for how a run ended come from the program's own worker; they are said
    again with the rest, not left in the language the run was made in."""
    page = open_in(open_site, "en-US")
    uno = sample("uno", "sample1")
    assert run_mine(page, "uno", "print(1 // 0)\n", uno["input"]) == "runtime-error"
    detail = find(page, "stress-result").locator(".stress-detail")
    expect(detail).to_contain_text("It raised ZeroDivisionError.")
    page.select_option("[data-testid=language]", "zh-CN")
    expect(detail).to_contain_text("抛出了 ZeroDivisionError。")
    expect(detail).not_to_contain_text("It raised")


def test_the_answers_are_the_same_in_both_languages(open_site) -> None:
    page = open_in(open_site, "zh-CN")
    for game in GAMES:
        for chosen in SAMPLES[game]:
            page.select_option("[data-testid=game]", game)
            put_input(page, chosen["input"])
            click_run(page)
            assert output_text(page) == chosen["output"], (game, chosen["name"])
