"""Nothing on the page moves by itself: from navigation through Python's start and a
first Run, the layout shifts add up to at most 0.02 (Lighthouse's and the web's
cumulative layout shift, CLS, counts the same way: shifts within half a second of
the user's own input are left out). In English and in Chinese: the page is in the
reader's language from its first paint."""

import pytest
from pagehelp import (
    GAMES,
    READY,
    START_TIMEOUT,
    click_run,
    find,
    put_input,
    sample,
    wait_for_steps,
)
from playwright.sync_api import expect

BRIDGE = sample("bridge", "sample1")
MOST_SHIFT = 0.02

# Before the page's own scripts: keep every layout shift, with what moved.
RECORD_SHIFTS = """
window.shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.shifts.push({
      value: entry.value,
      byInput: entry.hadRecentInput,
      moved: entry.sources.map((source) => {
        const node = source.node;
        const name = node?.id || node?.className || node?.nodeName || "?";
        return `${name}: ${source.previousRect.y} -> ${source.currentRect.y}`;
      }),
    });
  }
}).observe({ type: "layout-shift", buffered: true });
"""


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
@pytest.mark.parametrize("width", [375, 1280])
def test_the_page_does_not_jump_while_it_starts_and_runs(
    open_site, width: int, locale: str
) -> None:
    seen = open_site(
        wait=False,
        locale=locale,
        viewport={"width": width, "height": 800},
        prepare=lambda context: context.add_init_script(RECORD_SHIFTS),
    )
    page = seen.page
    expect(find(page, "loading")).to_be_visible()
    page.wait_for_selector(READY, state="attached", timeout=START_TIMEOUT)
    expect(find(page, "loading")).to_be_hidden()
    pick_with_the_keyboard(page, "bridge")
    put_input(page, BRIDGE["input"])
    click_run(page)
    wait_for_steps(page)
    shifts = page.evaluate("window.shifts")
    unasked = [shift for shift in shifts if not shift["byInput"]]
    assert sum(shift["value"] for shift in unasked) <= MOST_SHIFT, unasked


def pick_with_the_keyboard(page, game: str) -> None:
    """Choose `game` as a person does, so that what moves with its longer or shorter
    summary moves at the user's input (select_option alone is no input to the browser)."""
    page.focus("[data-testid=game]")
    for _ in range(len(GAMES)):
        if page.input_value("[data-testid=game]") == game:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"{game} is not in the game picker")
