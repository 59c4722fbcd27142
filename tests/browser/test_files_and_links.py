"""Opening, dropping, downloading and copying files; permalinks in the URL fragment."""

import random
import re
from pathlib import Path

from pagehelp import GAMES, click_run, find, output_text, put_input, run, sample, share_link
from playwright.sync_api import expect

BRIDGE = sample("bridge", "sample1")


def test_open_an_input_file(shared, tmp_path: Path) -> None:
    page = shared.page
    path = tmp_path / "hands.in"
    path.write_text(BRIDGE["input"])
    page.set_input_files("[data-testid=file]", str(path))
    expect(find(page, "input")).to_have_value(BRIDGE["input"])
    expect(find(page, "status")).to_have_text("Loaded hands.in.")


def test_drop_a_file_on_the_page(shared) -> None:
    page = shared.page
    page.evaluate(
        """text => { const data = new DataTransfer();
            data.items.add(new File([text], 'dropped.in', { type: 'text/plain' }));
            for (const type of ['dragenter', 'dragover', 'drop']) {
              document.querySelector('main').dispatchEvent(new DragEvent(type,
                  { dataTransfer: data, bubbles: true, cancelable: true }));
            } }""",
        BRIDGE["input"],
    )
    expect(find(page, "input")).to_have_value(BRIDGE["input"])
    expect(page.locator("#drop-zone")).to_be_hidden()


def test_download_the_output(shared) -> None:
    page = shared.page
    run(page, "bridge", BRIDGE["input"])
    with page.expect_download() as download:
        page.click("[data-testid=download]")
    assert download.value.suggested_filename == "bridge.out"
    assert Path(download.value.path()).read_text() == BRIDGE["output"]


def test_copy_the_output(shared) -> None:
    page = shared.page
    run(page, "bridge", BRIDGE["input"])
    page.click("[data-testid=copy]")
    expect(page.locator("#toast")).to_have_text("Output copied.")
    assert page.evaluate("() => navigator.clipboard.readText()") == BRIDGE["output"]


def test_copy_and_download_wait_for_an_answer(shared) -> None:
    expect(find(shared.page, "copy")).to_be_disabled()
    expect(find(shared.page, "download")).to_be_disabled()


# -- permalinks ----------------------------------------------------------------------


def test_share_copies_a_link_that_restores_game_and_input(shared, open_site, site) -> None:
    game = "hearts" if "hearts" in GAMES else "bridge"
    chosen = sample(game, "example2" if game == "hearts" else "sample1")
    run(shared.page, game, chosen["input"])
    link = share_link(shared.page)
    assert link.startswith(site + "#game=" + game)
    opened = open_site(link.removeprefix(site)).page
    expect(find(opened, "game")).to_have_value(game)
    expect(find(opened, "input")).to_have_value(chosen["input"])
    expect(find(opened, "output")).to_have_text(chosen["output"], timeout=30_000)


def test_a_link_carries_an_input_of_several_hundred_kb(shared, open_site, site) -> None:
    rng = random.Random(5)
    deck = [s + r for s in "SHDC" for r in "AKQJT98765432"]
    text = "".join(" ".join(rng.sample(deck, 13)) + "\n" for _ in range(10_000))
    assert len(text) > 380_000
    page = shared.page
    put_input(page, text)
    link = share_link(page)
    opened = open_site(link.removeprefix(site)).page
    got = opened.input_value("[data-testid=input]")
    assert len(got) == len(text), (len(got), len(link), link[:200])
    assert got == text
    expect(find(opened, "status")).to_have_text(re.compile("^Done in"), timeout=60_000)
    expect(find(opened, "output-note")).to_have_text(re.compile("^10,000 lines"))
    assert output_text(opened).startswith("Hand #1: ")


def test_a_damaged_link_is_reported_not_thrown(open_site) -> None:
    seen = open_site("#game=bridge&input=AAAA@@@")
    page = seen.page
    expect(find(page, "error")).to_have_text(re.compile("^This link could not be read"))
    assert [e for e in seen.errors if "pageerror" in e] == []
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", BRIDGE["input"])
    click_run(page)
    assert output_text(page) == BRIDGE["output"]


def test_a_link_to_an_unknown_game_is_reported(open_site) -> None:
    page = open_site("#game=poker&input=").page
    expect(find(page, "error")).to_contain_text('unknown game, "poker"')
