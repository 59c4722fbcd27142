"""The page shows each game's statement limits with its summary, in the reader's
language, and judges a deal at the limits exactly as the command line does."""

import io

from pagehelp import find, run
from playwright.sync_api import expect

from cardjudge.cli import main
from cardjudge.games import GAMES


def cli_answer(game: str, text: str, tmp_path) -> str:
    path = tmp_path / f"{game}.in"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    assert main([game, str(path)], stdout=out, stderr=io.StringIO()) == 0
    return out.getvalue()


def test_the_limits_are_shown_under_the_summary_for_each_game(shared) -> None:
    page = shared.page
    limits = find(page, "game-limits")
    page.select_option("[data-testid=game]", "uno")
    expect(limits).to_have_text(
        "T, the number of rounds: at most 100\nTime limit: 1 s · Memory limit: 128 MB"
    )
    page.select_option("[data-testid=game]", "cirno")
    expect(limits).to_contain_text("k, the number of deck cards: at most 300,000")
    expect(limits).to_contain_text("Time limit: 1 s (assumed)")
    expect(limits).to_contain_text("The statement gives no time or memory limit")


def test_the_limits_are_said_in_chinese(open_site) -> None:
    page = open_site().page
    page.select_option("[data-testid=game]", "hearts")
    page.select_option("[data-testid=language]", "zh-CN")
    limits = find(page, "game-limits")
    expect(limits).to_contain_text("时间限制：2 秒（假定）")
    expect(limits).to_contain_text("TopCoder")
    page.select_option("[data-testid=game]", "bridge")
    expect(limits).to_contain_text("最多 100,000")


def test_the_pages_answer_to_a_deal_at_the_limits_is_the_clis(shared, tmp_path) -> None:
    # The output pane draws a long answer a screenful at a time: Download gives it whole.
    page = shared.page
    for game in ("uno", "cirno"):
        text = GAMES[game].deal(3, at_limits=True)
        run(page, game, text)
        expect(find(page, "download")).to_be_enabled()
        with page.expect_download() as download:
            page.click("[data-testid=download]")
        saved = tmp_path / "answer.txt"
        download.value.save_as(saved)
        assert saved.read_bytes() == cli_answer(game, text, tmp_path).encode()
