"""Verdicts against an expected output, input errors beside the input, inputs too big."""

import re

import pytest
from pagehelp import click_run, find, output_text, run, sample, set_expected
from playwright.sync_api import expect

BRIDGE = sample("bridge", "sample1")


def test_matching_expected_output_is_accepted(shared) -> None:
    run(shared.page, "bridge", BRIDGE["input"], BRIDGE["output"].replace("\n", "\r\n"))
    expect(find(shared.page, "verdict")).to_have_text(re.compile("^Accepted"))


def test_wrong_answer_marks_the_first_difference_in_both_texts(shared) -> None:
    page = shared.page
    expected = BRIDGE["output"].replace("1 No Trump", "1 Spades")
    run(page, "bridge", BRIDGE["input"], expected)
    verdict = find(page, "verdict")
    expect(verdict).to_have_text(re.compile(r"^Wrong Answer.*line 2, column 12"))
    expect(verdict).to_contain_text("Hand #2: 1 Spades")
    mark = find(page, "diff-output")
    expect(mark).to_have_text("N")
    expect(mark).to_be_visible()
    assert output_text(page) == BRIDGE["output"]  # the mark does not change the text
    expected_mark = find(page, "expected-mark")
    expect(expected_mark).to_be_visible()
    assert expected_mark.get_attribute("data-line") == "2"
    area = page.locator("[data-testid=expected]").bounding_box()
    bar = expected_mark.bounding_box()
    assert area["y"] < bar["y"] < area["y"] + area["height"]


def test_a_missing_line_is_marked_where_it_should_start(shared) -> None:
    page = shared.page
    run(page, "bridge", BRIDGE["input"], BRIDGE["output"] + "Hand #4: Pass\n")
    expect(find(page, "verdict")).to_contain_text("line 4, column 1")
    expect(find(page, "diff-output")).to_have_count(1)


def test_no_expected_output_no_verdict(shared) -> None:
    run(shared.page, "bridge", BRIDGE["input"])
    expect(find(shared.page, "verdict")).to_be_hidden()


def test_input_error_is_shown_beside_the_input_with_line_and_column(shared) -> None:
    page = shared.page
    run(page, "bridge", "SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK <b>x</b>\n")
    error = page.text_content("[data-testid=error]")
    assert error.startswith("input:2:4: ")
    assert "'<b>x</b>'" in error  # shown as text, not as HTML
    assert page.locator("[data-testid=error] b").count() == 0
    assert output_text(page) == ""
    expect(find(page, "input-mark")).to_be_visible()


def test_the_offending_line_is_scrolled_into_view_and_can_be_selected(shared) -> None:
    page = shared.page
    lines = BRIDGE["input"].splitlines() * 30
    lines[70] = lines[70].replace("SK", "SX")
    run(page, "bridge", "\n".join(lines) + "\n")
    expect(find(page, "error")).to_have_text(re.compile(r"^input:71:"))
    mark = find(page, "input-mark")
    expect(mark).to_be_visible()
    assert mark.get_attribute("data-line") == "71"
    area = page.locator("[data-testid=input]").bounding_box()
    bar = mark.bounding_box()
    assert area["y"] <= bar["y"] and bar["y"] + bar["height"] <= area["y"] + area["height"]
    page.click("[data-testid=error-goto]")
    selected = page.evaluate(
        "() => { const a = document.querySelector('[data-testid=input]');"
        " return a.value.slice(a.selectionStart, a.selectionEnd); }"
    )
    assert selected == "SX"


def test_a_20_mb_paste_is_refused_with_a_message(shared) -> None:
    page = shared.page
    page.fill("[data-testid=input]", "SA")
    page.locator("[data-testid=input]").evaluate(
        """area => { const data = new DataTransfer();
            data.setData('text/plain', 'x'.repeat(20_000_000));
            area.dispatchEvent(new ClipboardEvent('paste',
                { clipboardData: data, bubbles: true, cancelable: true })); }"""
    )
    expect(find(page, "error")).to_have_text(re.compile(r"^That paste is 20\.0 MB"))
    assert page.input_value("[data-testid=input]") == "SA"
    run(page, "bridge", BRIDGE["input"])  # the tab is alive
    assert output_text(page) == BRIDGE["output"]


def test_a_file_too_big_is_refused_with_a_message(shared) -> None:
    page = shared.page
    page.set_input_files(
        "[data-testid=file]",
        files=[{"name": "huge.in", "mimeType": "text/plain", "buffer": b"x" * 20_000_000}],
    )
    expect(find(page, "error")).to_have_text(re.compile(r'^The file "huge.in" is 20\.0 MB'))
    assert page.input_value("[data-testid=input]") == ""


def test_expected_box_takes_ctrl_enter_too(shared) -> None:
    page = shared.page
    page.fill("[data-testid=input]", BRIDGE["input"])
    set_expected(page, BRIDGE["output"])
    page.press("[data-testid=expected]", "Control+Enter")
    expect(find(page, "verdict")).to_have_text(re.compile("^Accepted"))


@pytest.mark.parametrize("how", ["typed", "file"])
def test_a_byte_order_mark_is_skipped_and_columns_match_the_box(shared, how: str) -> None:
    """Notepad starts a UTF-8 file with a byte-order mark: the judge skips it, and so
    does the input box, so an error's column on line 1 is where the box shows it."""
    page = shared.page
    text = "SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 XX\n"
    if how == "typed":
        page.fill("[data-testid=input]", "\ufeff" + text)
    else:
        page.set_input_files(
            "[data-testid=file]",
            files=[
                {"name": "bom.in", "mimeType": "text/plain", "buffer": ("\ufeff" + text).encode()}
            ],
        )
    expect(page.locator("[data-testid=input]")).to_have_value(text)  # a file is read later
    click_run(page)
    expect(find(page, "error")).to_have_text(re.compile(r"^input:1:37: "))
    page.click("[data-testid=error-goto]")
    selected = page.evaluate(
        "() => { const a = document.querySelector('[data-testid=input]');"
        " return a.value.slice(a.selectionStart, a.selectionEnd); }"
    )
    assert selected == "XX"
