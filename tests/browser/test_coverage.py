"""Coverage in the page (issue 23): the rule edges the input box's cases reach, the
unreached first, and the edges a stress test's deals reached, at the end of its report."""

import json
import re

import pytest
from pagehelp import GAMES, SAMPLES, find, put_input
from playwright.sync_api import expect
from test_solution import CORRECT, stress

from cardjudge import web


def show_coverage(page, game: str, text: str) -> dict:
    """Press Coverage for `text`; what web.cover says of it."""
    page.select_option("[data-testid=game]", game)
    put_input(page, text)
    find(page, "coverage").click()
    expect(find(page, "coverage-result")).to_be_visible()
    return json.loads(web.cover(game, text))


@pytest.mark.parametrize("game", list(GAMES))
def test_coverage_lists_every_edge_with_its_cases_the_unreached_first(shared, game: str) -> None:
    page = shared.page
    text = "".join(s["input"] for s in SAMPLES[game][:1])
    cover = show_coverage(page, game, text)
    box = find(page, "coverage-result")
    edges = cover["edges"]
    if not edges:
        expect(box).to_have_text("This game names no rule edges yet.")
        return
    cases = cover["cases"]
    said = f"{cover['reached']} of {len(edges)} rule edges reached by the input's {cases} case"
    expect(find(page, "coverage-headline")).to_have_text(said + ("." if cases == 1 else "s."))
    rows = page.locator(".coverage-table tbody tr")
    expect(rows).to_have_count(len(edges))
    shown = [row.locator("td").all_inner_texts() for row in rows.all()]
    assert shown == [
        [e["words"], e["name"], str(e["cases"]) if e["cases"] else "none"] for e in edges
    ]
    unreached = [e["cases"] == 0 for e in edges]
    assert unreached == sorted(unreached, reverse=True)


def test_coverage_of_a_bad_input_is_its_error_and_goes_when_the_input_changes(shared) -> None:
    page = shared.page
    show_coverage(page, "bridge", "SA SZ\n")
    expect(find(page, "coverage-result")).to_contain_text("input:1:4: ")
    put_input(page, SAMPLES["bridge"][0]["input"])
    expect(find(page, "coverage-result")).to_be_hidden()


def test_a_stress_report_ends_with_the_coverage_of_its_deals(shared) -> None:
    page = shared.page
    assert stress(page, "bridge", CORRECT.format(game="bridge"), runs=6) == "accepted"
    coverage = page.locator("#stress-coverage")
    expect(coverage).to_be_visible()
    if not GAMES["bridge"].edges:
        expect(coverage).to_have_text("This game names no rule edges yet.")
        return
    said = find(page, "stress-coverage-headline").text_content()
    found = re.fullmatch(r"These 6 deals reached (\d+) of (\d+) rule edges\.", said)
    reached, total = int(found[1]), int(found[2])
    assert 0 < reached < total == len(GAMES["bridge"].edges)
    expect(coverage.locator(".missed-edges li")).to_have_count(total - reached)
