"""The step viewer and random deals, for every game the registry lists."""

import json
import random
import re
import sys

import pytest
from pagehelp import GAMES, ROOT, SAMPLES, explain, find, run, sample, step_to, wait_for_steps
from playwright.sync_api import expect

from cardjudge import web

needs = {
    game: pytest.mark.skipif(game not in GAMES, reason=f"{game} not registered")
    for game in ("tractor", "bridge", "hearts", "uno", "cirno")
}


def trace(game: str, text: str) -> list[list[dict]]:
    return json.loads(web.trace(game, text))["cases"]


def load_sample(page, game: str, name: str) -> int:
    run(page, game, sample(game, name)["input"])
    return wait_for_steps(page)


def shows(page, step: dict, position: int, total: int) -> None:
    expect(find(page, "step-index")).to_have_text(f"{position} / {total}")
    expect(find(page, "step-title")).to_have_text(step["title"])
    expect(find(page, "step-explain")).to_have_text(step["explain"])


@pytest.mark.parametrize("game", list(GAMES))
def test_every_step_of_the_first_sample_is_the_engines_story(shared, game: str) -> None:
    first = sample_names(game)[0]
    steps = trace(game, sample(game, first)["input"])[0]
    page = shared.page
    total = load_sample(page, game, first)
    assert total == len(steps)
    for position, step in enumerate(steps[:60], start=1):
        if position > 1:
            page.click("[data-testid=step-next]")
        shows(page, step, position, total)
        expect(find(page, "table")).not_to_be_empty()


def sample_names(game: str) -> list[str]:
    return [s["name"] for s in SAMPLES[game]]


@needs["bridge"]
def test_bridge_controls_keys_and_slider(shared) -> None:
    page = shared.page
    total = load_sample(page, "bridge", "sample1")
    assert total == 10
    index = find(page, "step-index")
    page.click("[data-testid=step-last]")
    expect(index).to_have_text("10 / 10")
    expect(find(page, "step-explain")).to_have_text(
        "Rule 9a (1 of a 5-card major) applies: bid 1 Hearts."
    )
    expect(page.locator(".rule.applies")).to_have_count(1)
    expect(page.locator(".rule.fails")).to_have_count(8)
    expect(find(page, "step-next")).to_be_disabled()
    page.click("[data-testid=step-prev]")
    expect(index).to_have_text("9 / 10")
    page.click("[data-testid=step-first]")
    expect(index).to_have_text("1 / 10")
    expect(find(page, "step-prev")).to_be_disabled()
    page.focus("[data-testid=step-next]")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(index).to_have_text("3 / 10")
    page.keyboard.press("ArrowLeft")
    expect(index).to_have_text("2 / 10")
    step_to(page, 7)
    assert explain(page).startswith("Rule 6 (1 No Trump) does not apply")


@needs["bridge"]
def test_bridge_cases_each_end_at_their_bid(shared) -> None:
    page = shared.page
    load_sample(page, "bridge", "sample1")
    bids = sample("bridge", "sample1")["output"].splitlines()
    for case, line in enumerate(bids):
        page.select_option("[data-testid=case]", str(case))
        page.click("[data-testid=step-last]")
        bid = line.split(": ", 1)[1]
        expect(find(page, "step-explain")).to_have_text(re.compile(f"bid {bid}\\.$"))


@needs["tractor"]
def test_tractor_ends_with_hidden_cards_level_change_and_next_dealer(shared) -> None:
    page = shared.page
    load_sample(page, "tractor", "sample1")
    page.click("[data-testid=step-last]")
    expect(find(page, "step-title")).to_have_text("Result")
    expect(find(page, "step-explain")).to_contain_text("deals next")
    table = find(page, "table")
    expect(table).to_contain_text("Hidden cards")
    expect(table).to_contain_text("Next dealer")
    expect(table.locator(".hidden-cards .card")).to_have_count(8)  # in the middle of the table
    page.click("[data-testid=step-first]")
    page.click("[data-testid=step-next]")
    expect(table.locator(".trick .card")).not_to_have_count(0)
    expect(table).to_contain_text("wins the trick")


@needs["hearts"]
def test_hearts_cheat_shows_at_its_trick_with_the_legal_cards(shared) -> None:
    page = shared.page
    steps = trace("hearts", sample("hearts", "example2")["input"])[0]
    at = next(i for i, s in enumerate(steps) if s["state"].get("cheats"))
    total = load_sample(page, "hearts", "example2")
    step_to(page, at + 1)
    shows(page, steps[at], at + 1, total)
    table = find(page, "table")
    expect(table).to_contain_text("Legal plays")
    expect(table.get_by_text("cheats here")).to_be_visible()
    page.click("[data-testid=step-last]")
    verdict = sample("hearts", "example2")["output"].strip()
    expect(find(page, "step-explain")).to_contain_text(verdict)
    expect(table.locator("table.scores")).to_contain_text("CHEATER!")


@needs["uno"]
def test_uno_ends_with_the_winner(shared) -> None:
    page = shared.page
    load_sample(page, "uno", "sample1")
    winners = re.findall(r"Winner is (\w+)!", sample("uno", "sample1")["output"])
    for case, winner in enumerate(winners):
        page.select_option("[data-testid=case]", str(case))
        page.click("[data-testid=step-last]")
        expect(find(page, "step-title")).to_have_text(re.compile(f"{winner} wins$"))
        expect(find(page, "table").locator(".banner")).to_have_text(f"Winner: {winner}")


@needs["cirno"]
def test_cirno_shows_p_at_each_turn_and_the_chart_jumps(shared) -> None:
    page = shared.page
    steps = trace("cirno", sample("cirno", "three-players")["input"])[0]
    total = load_sample(page, "cirno", "three-players")
    at = next(i for i, s in enumerate(steps) if s["state"]["p"] != s["state"]["p_before"])
    step_to(page, at + 1)
    state = steps[at]["state"]
    expect(find(page, "p-value")).to_have_text(f"p: {state['p_before']} → {state['p']}")
    chart = find(page, "chart")
    expect(chart).to_be_visible()
    box = chart.bounding_box()
    chart.click(position={"x": box["width"] - 2, "y": box["height"] / 2})
    expect(find(page, "step-index")).to_have_text(f"{total} / {total}")
    rounds = {s["state"]["round"] for s in steps}
    if len(rounds) > 1:
        page.fill("[data-testid=jump-group]", "2")
        page.click("[data-testid=jump-go]")
        expect(find(page, "step-title")).to_have_text("Round 2")


# -- random deals ----------------------------------------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
def test_new_deal_fills_runs_and_keeps_its_seed_in_the_link(shared, game: str) -> None:
    page = shared.page
    page.select_option("[data-testid=game]", game)
    page.click("[data-testid=new-deal]")
    wait_for_steps(page)
    seed = int(page.input_value("[data-testid=seed]"))
    dealt = GAMES[game].generate(random.Random(seed))
    assert page.input_value("[data-testid=input]") == dealt
    expect(find(page, "output")).to_have_text(GAMES[game].judge(dealt))
    assert f"seed={seed}" in page.url


@needs["bridge"]
def test_a_typed_seed_deals_that_seed(shared) -> None:
    page = shared.page
    page.fill("[data-testid=seed]", "42")
    page.press("[data-testid=seed]", "Enter")
    expected = GAMES["bridge"].generate(random.Random(42))
    expect(find(page, "input")).to_have_value(expected)
    wait_for_steps(page)


@needs["bridge"]
def test_a_link_with_only_a_seed_deals_it(open_site) -> None:
    page = open_site("#game=bridge&seed=7").page
    expect(find(page, "input")).to_have_value(GAMES["bridge"].generate(random.Random(7)))
    expect(find(page, "seed")).to_have_value("7")


def test_cheats_are_offered_only_where_the_generator_can_cheat(shared) -> None:
    page = shared.page
    for name, game in GAMES.items():
        page.select_option("[data-testid=game]", name)
        visible = page.is_visible("[data-testid=cheats]")
        assert visible == game.can_cheat, name


@needs["bridge"]
def test_many_cases_are_picked_by_number(shared) -> None:
    text = sample("bridge", "sample1")["input"] * 100
    last = trace("bridge", text)[249][-1]
    page = shared.page
    run(page, "bridge", text)
    wait_for_steps(page)
    expect(find(page, "case")).to_be_hidden()
    expect(page.locator("#case-count")).to_have_text("of 300")
    page.fill("[data-testid=case-number]", "250")
    page.press("[data-testid=case-number]", "Enter")
    page.click("[data-testid=step-last]")
    expect(find(page, "step-explain")).to_have_text(last["explain"])


@needs["cirno"]
def test_the_largest_cirno_game_opens_its_viewer_and_reaches_the_last_step(shared) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from workloads import cirno_game

    text = cirno_game(random.Random(1)).text  # n = 30, m = 100, k = 300,000
    story = GAMES["cirno"].steps(GAMES["cirno"].results(text)[0])
    page = shared.page
    run(page, "cirno", text)
    assert wait_for_steps(page) == len(story) > 290_000
    shows(page, story[0].as_json(), 1, len(story))
    expect(find(page, "chart")).to_be_visible()
    page.click("[data-testid=step-last]")
    shows(page, story[-1].as_json(), len(story), len(story))
    page.fill("[data-testid=jump-group]", "50")
    page.click("[data-testid=jump-go]")
    expect(find(page, "step-title")).to_have_text("Round 50")
    step_to(page, len(story) // 2)
    shows(page, story[len(story) // 2 - 1].as_json(), len(story) // 2, len(story))
