"""Text that looks like HTML or script stays text: in the error box, the output
diff, the input after a permalink, and the permalink itself."""

import re

import pytest
from pagehelp import click_run, find, run, sample, share_link
from playwright.sync_api import expect

ATTACKS = [
    "<img src=x onerror=alert(1)>",
    "</textarea><script>alert(2)</script>",
    '"><svg onload=alert(3)>',
    "javascript:alert(4)",
]
BRIDGE = sample("bridge", "sample1")


def listening(fired: list[str]):
    """A `prepare` for open_site: note every dialog of the context, from before the page loads."""

    def note(dialog) -> None:
        fired.append(dialog.message)
        dialog.dismiss()

    return lambda context: context.on("dialog", note)


def injected(page) -> int:
    """Elements an attack could have created in the page."""
    selector = "img[src=x], svg[onload], body script:not([src]):not([type$=json])"
    return page.evaluate("s => document.querySelectorAll(s).length", selector)


@pytest.fixture
def dialogs(shared) -> list[str]:
    """Every alert() that fires on the shared page while the test runs."""
    seen: list[str] = []

    def note(dialog) -> None:
        seen.append(dialog.message)
        dialog.dismiss()

    shared.page.on("dialog", note)
    yield seen
    shared.page.remove_listener("dialog", note)


@pytest.mark.parametrize("game", ["tractor", "bridge", "hearts", "uno", "cirno"])
@pytest.mark.parametrize("attack", ATTACKS)
def test_an_attack_in_the_input_is_quoted_as_text_in_the_error(
    shared, dialogs, game: str, attack: str
) -> None:
    page = shared.page
    run(page, game, f"{attack}\n{attack}\n")
    error = find(page, "error")
    expect(error).to_be_visible()
    assert error.text_content().startswith("input:1:")
    assert injected(page) == 0
    assert dialogs == []


@pytest.mark.parametrize("attack", ATTACKS)
def test_an_attack_in_the_expected_output_is_shown_as_text_in_the_diff(
    shared, dialogs, attack: str
) -> None:
    page = shared.page
    run(page, "bridge", BRIDGE["input"], f"Hand #1: {attack}\n")
    verdict = find(page, "verdict")
    expect(verdict).to_have_text(re.compile(r"^Wrong Answer.*line 1, column 10"))
    expect(verdict).to_contain_text(attack)
    assert injected(page) == 0
    assert dialogs == []


def test_an_attack_travels_through_a_permalink_as_text(shared, open_site, site) -> None:
    page = shared.page
    attack = "\n".join(ATTACKS)
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", attack)
    click_run(page)
    fired: list[str] = []
    opened = open_site(share_link(page).removeprefix(site), prepare=listening(fired))
    expect(find(opened.page, "input")).to_have_value(attack)
    expect(find(opened.page, "error")).to_contain_text("'<img")
    assert injected(opened.page) == 0
    assert fired == []


@pytest.mark.parametrize(
    "fragment",
    [
        "#game=javascript:alert(5)&input=",
        "#game=bridge&input=javascript:alert(6)",
        "#game=<img src=x onerror=alert(7)>",
        "#seed=<script>alert(8)</script>",
    ],
)
def test_a_hostile_permalink_is_reported_not_run(open_site, fragment: str) -> None:
    fired: list[str] = []
    seen = open_site(fragment, prepare=listening(fired))
    expect(find(seen.page, "run")).to_be_enabled()
    assert injected(seen.page) == 0
    assert fired == []
    assert [e for e in seen.errors if e.startswith("pageerror")] == []
