"""axe-core (from node_modules, pinned in package.json, injected by the test and
never served with the site) finds no serious or critical violation, in English
and in Chinese: on the start page, with an input error shown, with the viewer
open on every game, and with a solution's result shown."""

import pytest
from pagehelp import GAMES, ROOT, SAMPLES, find, run, wait_for_steps
from playwright.sync_api import expect
from test_solution import BRIDGE_WRONG, stress

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")

# The WCAG rules, axe's best practices and its experimental rules (label-content-name-mismatch
# is one: a button's name must hold the words it shows).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"]

CHECK = """async ([serious, tags]) => {
  const found = await axe.run(document, {
    resultTypes: ["violations"],
    runOnly: { type: "tag", values: tags },
  });
  return found.violations
    .filter((v) => serious.includes(v.impact))
    .map((v) => {
      const where = v.nodes.slice(0, 3).map((n) => n.target.join(" "));
      return `${v.id} (${v.impact}): ${where.join(", ")}`;
    });
}"""


def serious_violations(page) -> list[str]:
    if not page.evaluate("() => 'axe' in window"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate(CHECK, [list(SERIOUS), TAGS])


@pytest.fixture(params=["en-US", "zh-CN"])
def page(request, open_site):
    return open_site(locale=request.param, viewport={"width": 1280, "height": 900}).page


def test_the_start_page(page) -> None:
    assert serious_violations(page) == []


def test_an_input_error(page) -> None:
    run(page, "bridge", "SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK SZ\n")
    expect(find(page, "error")).to_be_visible()
    assert serious_violations(page) == []


def test_the_viewer_open_on_every_game(page) -> None:
    every_game_in_the_viewer(page)


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_the_viewer_dark_on_a_phone(open_site, locale: str) -> None:
    viewport = {"width": 375, "height": 800}
    every_game_in_the_viewer(open_site(locale=locale, viewport=viewport, color_scheme="dark").page)


def every_game_in_the_viewer(page) -> None:
    """Each game's first sample in the viewer at its last step, with its coverage."""
    for game in GAMES:
        run(page, game, SAMPLES[game][0]["input"])
        total = wait_for_steps(page)
        page.click("[data-testid=step-last]")
        expect(find(page, "step-index")).to_have_text(f"{total} / {total}")
        find(page, "coverage").click()
        expect(find(page, "coverage-result")).to_be_visible()
        assert serious_violations(page) == [], game


def test_a_solutions_result(page) -> None:
    assert stress(page, "bridge", BRIDGE_WRONG, runs=100) == "wrong-answer"
    expect(page.locator("#stress-compare")).to_be_visible()
    assert serious_violations(page) == []
