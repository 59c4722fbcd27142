"""What your program gets wrong, in the page: a program that follows another reading of
the statement is told which, the rule edges its failures share each deal a fresh deal
aimed at them, and the page judges under a reading when asked."""

import re

from pagehelp import click_run, find, output_text, put_input, sample
from playwright.sync_api import expect
from test_solution import stress

from cardjudge import readings
from cardjudge.games import GAMES

# Our judge switched to C's rounding of D2 (toward zero): one of Cirno's readings.
TOWARD_ZERO = """
import sys
from cardjudge import readings
from cardjudge.games import GAMES

with readings.following("d2-toward-zero"):
    sys.stdout.write(GAMES["cirno"].judge(sys.stdin.read()))
"""


def test_a_program_that_follows_a_reading_is_told_so_and_can_deal_at_its_edge(shared) -> None:
    page = shared.page
    assert stress(page, "cirno", TOWARD_ZERO, runs=100) == "wrong-answer"
    diagnosis = find(page, "stress-diagnosis")
    expect(diagnosis).to_be_visible()
    expect(diagnosis).to_contain_text("What your program gets wrong")
    expect(diagnosis).to_contain_text(re.compile(r"It failed \d+ of the 100 deals run\."))
    expect(find(page, "stress-reading")).to_contain_text("D2 on a negative p rounds toward zero")
    edges = find(page, "suspect-edge")
    expect(edges.first).to_contain_text("division-negative-odd")
    aim = find(page, "aim-edge").first
    edge = aim.get_attribute("data-edge")
    aim.click()
    expect(find(page, "input")).not_to_have_value("")
    dealt = page.input_value("[data-testid=input]")
    (result,) = GAMES["cirno"].results(dealt)
    assert edge in set(GAMES["cirno"].reached(result))  # a fresh deal that reaches it


def test_the_page_judges_under_a_reading_when_asked(shared) -> None:
    page = shared.page
    text = sample("tractor", "sample1")["input"]
    page.select_option("[data-testid=game]", "tractor")
    put_input(page, text)
    click_run(page)
    assert output_text(page) == GAMES["tractor"].judge(text)
    page.select_option("[data-testid=reading]", "tie-later-wins")
    expect(find(page, "reading-words")).to_contain_text("the later player takes the trick")
    with readings.following("tie-later-wins"):
        under = GAMES["tractor"].judge(text)
    assert under != GAMES["tractor"].judge(text)
    shows = "want => document.querySelector('[data-testid=output]').textContent === want"
    page.wait_for_function(shows, arg=under, timeout=30_000)  # run again under the reading
    page.select_option("[data-testid=reading]", "")
    click_run(page)
    assert output_text(page) == GAMES["tractor"].judge(text)
