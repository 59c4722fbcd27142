"""From a line of the answer to the step that produced it: "Show why" beside a
first difference, and a click on any line of the output or its keys."""

import random
import re
import sys

import pytest
from pagehelp import GAMES, ROOT, SAMPLES, click_run, find, output_text, run, set_expected
from playwright.sync_api import expect
from test_solution import CIRNO_WRONG, run_mine, stress

from cardjudge.engine import Explanation

LINE_PX = 20  # web/js/output.js
PADDING_PX = 8  # #output's top padding in style.css


def explanation(game: str, text: str, line: int) -> Explanation:
    found = GAMES[game].explain(GAMES[game].results(text), line)
    assert found is not None
    return found


def shows_why(page, game: str, text: str, line: int) -> None:
    """The viewer is on the case and step behind answer line `line`, its explanation in view."""
    why = explanation(game, text, line)
    expect(find(page, "step-index")).to_have_text(f"{why.step + 1} / {why.count}")
    expect(find(page, "step-explain")).to_have_text(why.shown.explain)
    expect(find(page, "step-title")).to_have_text(why.shown.title)
    expect(find(page, "step-explain")).to_be_in_viewport()
    cases = len(GAMES[game].parse(text))
    if 1 < cases <= 200:
        expect(find(page, "case")).to_have_value(str(why.case))


def with_line_changed(answer: str, line: int) -> str:
    lines = answer.splitlines(keepends=True)
    lines[line - 1] = lines[line - 1].rstrip("\n") + " (mine)\n"
    return "".join(lines)


def click_line(page, line: int) -> None:
    """Click answer line `line` (from 1) of the output box, scrolled into view first."""
    view = page.locator("#output-view")
    view.scroll_into_view_if_needed()
    top = (line - 1) * LINE_PX
    view.evaluate("(view, top) => { view.scrollTop = Math.max(0, top - 100); }", top)
    scrolled = view.evaluate("view => view.scrollTop")
    box = view.bounding_box()
    page.mouse.click(box["x"] + 40, box["y"] + PADDING_PX + top - scrolled + LINE_PX / 2)


@pytest.mark.parametrize("game", list(GAMES))
def test_show_why_beside_a_wrong_expected_output_opens_that_lines_step(shared, game) -> None:
    first = SAMPLES[game][0]
    answer = first["output"]
    line = answer.count("\n") // 2 + 1
    page = shared.page
    run(page, game, first["input"], with_line_changed(answer, line))
    verdict = find(page, "verdict")
    expect(verdict).to_contain_text(f"Wrong Answer: the first difference is at line {line},")
    verdict.get_by_test_id("show-why").click()
    shows_why(page, game, first["input"], line)
    said = f"Line {line} of the answer comes from the step shown below."
    expect(find(page, "status")).to_have_text(said)


def test_no_show_why_for_a_difference_past_the_answers_end(shared) -> None:
    first = SAMPLES["bridge"][0]
    run(shared.page, "bridge", first["input"], first["output"] + "Hand #4: 1 Clubs\n")
    verdict = find(shared.page, "verdict")
    expect(verdict).to_contain_text("Wrong Answer: the first difference is at line 4,")
    expect(verdict.get_by_test_id("show-why")).to_have_count(0)


def test_clicking_a_line_of_the_output_opens_its_step(shared) -> None:
    first = SAMPLES["bridge"][0]
    page = shared.page
    run(page, "bridge", first["input"])
    expect(find(page, "step-index")).to_have_text(re.compile(r"^1 / \d+$"))
    for line in (3, 1, 2):
        click_line(page, line)
        shows_why(page, "bridge", first["input"], line)


def test_the_keyboard_opens_the_step_of_any_output_line(shared) -> None:
    """Focus the output, move a line cursor with the arrow keys (each line read out), Enter."""
    first = SAMPLES["tractor"][0]
    lines = first["output"].splitlines()
    page = shared.page
    run(page, "tractor", first["input"])
    expect(find(page, "step-index")).to_have_text(re.compile(r"^1 / \d+$"))
    page.focus("#output-view")
    cursor = find(page, "output-cursor")
    for key, line in (
        ("ArrowDown", 1),
        ("ArrowDown", 2),
        ("End", len(lines)),
        ("ArrowUp", len(lines) - 1),
    ):
        page.keyboard.press(key)
        said = f"Line {line} of {len(lines)}: {lines[line - 1]}. Press Enter to see the step"
        expect(cursor).to_contain_text(said)
    expect(page.locator(".line-cursor")).to_be_visible()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    shows_why(page, "tractor", first["input"], 2)
    expect(find(page, "step-explain")).to_be_focused()


def test_show_why_after_run_my_solution(shared) -> None:
    uno = SAMPLES["uno"][0]
    page = shared.page
    program = "print('Case #1: Winner is nobody!')\n"
    assert run_mine(page, "uno", program, uno["input"]) == "wrong-answer"
    find(page, "stress-result").get_by_test_id("show-why").click()
    shows_why(page, "uno", uno["input"], 1)


def test_show_why_after_a_stress_failure_loads_the_shrunk_deal(shared) -> None:
    page = shared.page
    assert stress(page, "cirno", CIRNO_WRONG, runs=60) == "wrong-answer"
    shrunk = find(page, "stress-input").text_content()
    words = find(page, "stress-result").text_content()
    line = int(re.search(r"first difference is at line (\d+)", words)[1])
    find(page, "stress-result").get_by_test_id("show-why").click()
    shows_why(page, "cirno", shrunk, line)
    assert page.input_value("[data-testid=input]") == shrunk
    assert output_text(page) == GAMES["cirno"].judge(shrunk)
    assert "plays DOUBLE" in find(page, "step-explain").text_content()


def test_a_line_near_the_end_of_the_largest_cirno_answer_opens_its_step(shared) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from workloads import cirno_game

    text = cirno_game(random.Random(1)).text  # n = 30, m = 100, k = 300,000
    lines = GAMES["cirno"].judge(text).count("\n")
    page = shared.page
    run(page, "cirno", text)
    expect(find(page, "step-index")).to_have_text(re.compile(r"^1 / \d+$"), timeout=30_000)
    click_line(page, lines - 5)
    shows_why(page, "cirno", text, lines - 5)


def test_the_page_judges_as_before_after_show_why(shared) -> None:
    first = SAMPLES["tractor"][0]
    page = shared.page
    run(page, "tractor", first["input"], with_line_changed(first["output"], 1))
    find(page, "verdict").get_by_test_id("show-why").click()
    shows_why(page, "tractor", first["input"], 1)
    set_expected(page, first["output"])
    click_run(page)
    expect(find(page, "verdict")).to_have_text("Accepted: the output matches the expected output.")
