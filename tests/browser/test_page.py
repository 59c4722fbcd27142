"""The page in Chromium, as a user sees it."""

from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"


def run(visit, game: str, text: str) -> None:
    page = visit.page
    page.select_option("[data-testid=game]", game)
    page.fill("[data-testid=input]", text)
    page.click("[data-testid=run]")
    page.wait_for_function(
        "document.querySelector('[data-testid=output]').textContent.length > 0"
        " || !document.querySelector('[data-testid=error]').hidden"
    )


def test_bridge_sample_is_byte_exact_in_the_page(visit) -> None:
    run(visit, "bridge", (DATA / "bridge" / "sample1.in").read_text())
    output = visit.page.text_content("[data-testid=output]")
    assert output == (DATA / "bridge" / "sample1.out").read_text()
    assert visit.page.is_hidden("[data-testid=error]")
    assert any(url.endswith("/pyodide/pyodide.asm.wasm") for url in visit.requests)


def test_ctrl_enter_runs(visit) -> None:
    page = visit.page
    page.select_option("[data-testid=game]", "bridge")
    page.fill("[data-testid=input]", (DATA / "bridge" / "sample1.in").read_text())
    page.press("[data-testid=input]", "Control+Enter")
    page.wait_for_function("document.querySelector('[data-testid=output]').textContent.length")
    assert page.text_content("[data-testid=output]").startswith("Hand #1: 1 Hearts\n")


def test_input_error_is_shown_beside_the_input_with_line_and_column(visit) -> None:
    run(visit, "bridge", "SA S2 HK HJ HT H9 H2 D3 CK CQ C7 C4 C3\nSK <b>x</b>\n")
    error = visit.page.text_content("[data-testid=error]")
    assert error.startswith("input:2:4: ")
    assert "'<b>x</b>'" in error  # shown as text, not as HTML
    assert visit.page.text_content("[data-testid=output]") == ""


def test_game_picker_lists_the_implemented_games(visit) -> None:
    values = visit.page.eval_on_selector_all(
        "[data-testid=game] option", "options => options.map(o => o.value)"
    )
    assert "bridge" in values
    assert set(values) <= {"tractor", "bridge", "hearts", "uno", "cirno"}
