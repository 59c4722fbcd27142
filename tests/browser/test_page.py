"""The page in Chromium, as a user sees it: picking a game, samples, running, loading, layout."""

import re

import pytest
from pagehelp import (
    GAMES,
    SAMPLES,
    click_run,
    find,
    output_text,
    registered_samples,
    run,
    sample,
    wait_for_steps,
)
from playwright.sync_api import expect

BRIDGE = sample("bridge", "sample1")


def test_bridge_sample_is_byte_exact_in_the_page(shared) -> None:
    run(shared.page, "bridge", BRIDGE["input"])
    assert output_text(shared.page) == BRIDGE["output"]
    assert shared.page.is_hidden("[data-testid=error]")
    assert any(url.endswith("/pyodide/pyodide.asm.wasm") for url in shared.requests)


def test_ctrl_enter_runs(shared) -> None:
    page = shared.page
    page.fill("[data-testid=input]", BRIDGE["input"])
    page.press("[data-testid=input]", "Control+Enter")
    expect(find(page, "output")).to_have_text(re.compile(r"^Hand #1: 1 Hearts\n"))


def test_game_picker_lists_the_games_with_source_and_summary(shared) -> None:
    page = shared.page
    values = page.eval_on_selector_all(
        "[data-testid=game] option", "options => options.map(o => o.value)"
    )
    assert values == list(GAMES)
    for name, game in GAMES.items():
        page.select_option("[data-testid=game]", name)
        expect(find(page, "game-source")).to_have_text(game.source)
        assert find(page, "game-summary").inner_text() == game.summary


@pytest.mark.parametrize(("game", "name"), registered_samples())
def test_each_sample_loads_with_one_click_and_is_accepted(shared, game: str, name: str) -> None:
    page = shared.page
    page.select_option("[data-testid=game]", game)
    page.click(f"[data-testid=sample-{name}]")
    assert page.input_value("[data-testid=input]") == sample(game, name)["input"]
    click_run(page)
    assert output_text(page) == sample(game, name)["output"]
    expect(find(page, "verdict")).to_have_text(re.compile("^Accepted"))


def test_every_game_has_a_sample_button() -> None:
    assert all(SAMPLES.get(game) for game in GAMES)


def test_run_waits_for_the_runtime_and_loading_says_what_is_happening(open_site) -> None:
    seen = open_site(wait=False)
    page = seen.page
    loading = find(page, "loading")
    expect(loading).to_be_visible()
    expect(loading).to_contain_text(re.compile("Downloading|Starting Python|Loading"))
    expect(find(page, "run")).to_be_disabled()
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", BRIDGE["input"])
    page.press("[data-testid=input]", "Control+Enter")
    expect(find(page, "status")).to_have_text(re.compile("as soon as Python is ready"))
    expect(find(page, "output")).to_have_text(BRIDGE["output"], timeout=90_000)
    expect(loading).to_be_hidden()
    expect(find(page, "run")).to_be_enabled()


def test_runtime_files_are_downloaded_once(open_site, server) -> None:
    before = dict(server.hits)
    open_site()
    for name in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "cardjudge.zip"):
        path = f"/card-judge/{name}"
        assert server.hits.get(path, 0) - before.get(path, 0) == 1, name


def test_the_content_security_policy_holds_and_nothing_is_refused(visit) -> None:
    page = visit.page
    policy = page.get_attribute("meta[http-equiv=Content-Security-Policy]", "content")
    assert "default-src 'self'" in policy and "'unsafe-eval'" not in policy
    assert "'unsafe-inline'" not in policy
    run(page, "bridge", BRIDGE["input"])
    assert output_text(page) == BRIDGE["output"]
    refused = [e for e in visit.errors if "Content Security Policy" in e]
    assert refused == []


# -- layout and accessibility ---------------------------------------------------------


@pytest.mark.parametrize("width", [375, 1280])
def test_nothing_spills_sideways_from_phone_to_desktop(open_site, width: int) -> None:
    page = open_site(viewport={"width": width, "height": 800}).page
    run(page, "bridge", BRIDGE["input"])
    expect(find(page, "step-index")).to_have_text(re.compile(r"^1 / "))
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    for name in ("game", "input", "run", "output", "new-deal", "step-next"):
        box = find(page, name).bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, name


def test_controls_have_names_a_screen_reader_can_read(shared) -> None:
    page = shared.page
    expect(page.get_by_role("combobox", name="Game")).to_be_visible()
    expect(page.get_by_label("Input", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Run", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="New deal")).to_be_visible()
    expect(page.get_by_role("region", name="Output")).to_be_visible()
    expect(page.get_by_role("group", name="Load a sample input")).to_be_visible()
    unnamed = page.evaluate(
        """() => [...document.querySelectorAll('button, input, select, textarea')]
            .filter(el => el.offsetParent !== null || el.type === 'file')
            .filter(el => !(el.labels?.length || el.getAttribute('aria-label')
                || el.getAttribute('aria-labelledby') || el.textContent.trim()))
            .map(el => el.id)"""
    )
    assert unnamed == []


def test_keyboard_reaches_everything_with_a_visible_focus(shared) -> None:
    page = shared.page
    page.focus("[data-testid=game]")
    reached = []
    for _ in range(25):
        page.keyboard.press("Tab")
        reached.append(
            page.evaluate(
                """() => { const el = document.activeElement;
                  const style = getComputedStyle(el);
                  const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
                  const label = el.id === 'file' ? getComputedStyle(el.labels[0]) : null;
                  return [el.id || el.dataset.testid || el.tagName,
                          ring || (label && label.outlineStyle !== 'none')]; }"""
            )
        )
    ids = [name for name, _ in reached]
    for wanted in ("sample-sample1", "new-deal", "seed", "file", "input", "run", "share"):
        assert wanted in ids, (wanted, ids)
    assert [name for name, ring in reached if not ring and name != "BODY"] == []


def test_after_run_the_step_viewer_follows_the_output(open_site) -> None:
    """On a phone the panes stack: the viewer comes right after the output, before the
    Test your solution panel and its program box."""
    page = open_site(viewport={"width": 375, "height": 800}).page
    run(page, "bridge", BRIDGE["input"])
    wait_for_steps(page)
    output = page.locator("#output-pane").bounding_box()
    viewer = find(page, "viewer").bounding_box()
    solution = page.locator("#solution-panel").bounding_box()
    assert output["y"] + output["height"] <= viewer["y"] < solution["y"]


def test_dark_mode_follows_the_system(open_site) -> None:
    light = open_site(color_scheme="light").page
    dark = open_site(color_scheme="dark").page
    background = "() => getComputedStyle(document.body).backgroundColor"
    assert light.evaluate(background) == "rgb(246, 246, 243)"
    assert dark.evaluate(background) == "rgb(22, 23, 25)"
